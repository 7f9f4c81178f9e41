// Issue 16: what completepoorder and pologout answer. The widget renders it as a real <form> that posts
// to the procurement system (OCI HOOK_URL or cXML BrowserFormPost/URL), with a visible submit button.
import * as z from './z.js';

export const PunchOutFormSchema = z.object({
  /** The procurement system's address the form posts to. */
  action: z.string(),
  /** The frame to post into: OCI ~TARGET, else `_top`. */
  target: z.string(),
  fields: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type PunchOutForm = z.infer<typeof PunchOutFormSchema>;
