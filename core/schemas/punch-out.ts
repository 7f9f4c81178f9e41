// Issue 16: what completepoorder and pologout answer. The widget renders it as a real <form> that posts
// to the procurement system (OCI HOOK_URL or cXML BrowserFormPost/URL), with a visible submit button.
import { MAX_SEARCH_TEXT } from './search.js';
import { SearchTextSchema, TextSchema } from './text.js';
import * as z from './z.js';

export const PunchOutFormSchema = z.object({
  /** The procurement system's address the form posts to. */
  action: z.string(),
  /** The frame to post into: OCI ~TARGET, else `_top`. */
  target: z.string(),
  fields: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type PunchOutForm = z.infer<typeof PunchOutFormSchema>;

/** OCI FUNCTION=BACKGROUND_SEARCH: at most this many items in the answer. */
export const OCI_MAX_SEARCH_ITEMS = 100;

/**
 * GET|POST /api/punchoutlogin (issue 16 §1): what SAP OCI sends, under OCI's own (upper-case) names.
 * HOOK_URL is checked as a return URL by the route (isAllowedReturnUrl, 400 with its own text), and
 * FUNCTION's own fields (PRODUCTID for VALIDATE, SEARCHSTRING for BACKGROUND_SEARCH) there too. Unknown
 * fields (OCI sends more, e.g. `~caller` variants) are ignored.
 */
export const OciLoginRequestSchema = z.object({
  USERNAME: TextSchema({ max: 254 }).check(z.minLength(1)),
  PASSWORD: TextSchema({ max: 256 }).check(z.minLength(1)),
  HOOK_URL: TextSchema({ max: 2000 }).check(z.minLength(1)),
  '~TARGET': z.optional(TextSchema({ max: 100 })),
  '~OkCode': z.optional(TextSchema({ max: 20 })),
  '~CALLER': z.optional(TextSchema({ max: 20 })),
  returntarget: z.optional(TextSchema({ max: 100 })),
  FUNCTION: z.optional(z.enum(['VALIDATE', 'BACKGROUND_SEARCH'])),
  PRODUCTID: z.optional(TextSchema({ max: 40 })),
  /** An amount with a dot or comma decimal, at most 2 decimals (§5). */
  QUANTITY: z.optional(z.string().check(z.regex(/^\d{1,4}([.,]\d{1,2})?$/))),
  SEARCHSTRING: z.optional(SearchTextSchema({ max: MAX_SEARCH_TEXT })),
});
export type OciLoginRequest = z.output<typeof OciLoginRequestSchema>;
