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

/** Most ItemOut lines a cXML edit/inspect setup may carry back into the basket. */
export const MAX_CXML_ITEM_OUT = 500;

const cxmlText = (max: number) => TextSchema({ max });
const cxmlRequiredText = (max: number) => TextSchema({ max }).check(z.minLength(1));

/**
 * A cXML 1.2 PunchOutSetupRequest (issue 16 §2) as api-server/punch-out/cxml-parse.ts extracts it from
 * the XML: the credentials, the operation, the BuyerCookie and where the basket goes back to, and for
 * edit/inspect the requisition's lines. Every text goes through TextSchema (no control characters).
 */
export const CxmlSetupRequestSchema = z.object({
  payloadId: cxmlRequiredText(250),
  /** Header/From/Credential/Identity: the buying organisation (kept for the record, not trusted). */
  fromIdentity: cxmlText(250),
  /** Header/Sender/Credential: who sends the request, authenticated by its shared secret. */
  senderIdentity: cxmlRequiredText(250),
  sharedSecret: cxmlRequiredText(500),
  operation: z.enum(['create', 'edit', 'inspect']),
  buyerCookie: cxmlRequiredText(500),
  /** BrowserFormPost/URL: where the PunchOutOrderMessage is posted (checked by isAllowedReturnUrl). */
  browserFormPostUrl: cxmlRequiredText(2000),
  extrinsics: z.array(z.object({ name: cxmlText(100), value: cxmlText(1000) })).check(z.maxLength(50)),
  itemOut: z.array(z.object({
    /** The quantity attribute as sent, e.g. "2.5". */
    quantity: z.string().check(z.regex(/^\d{1,6}(\.\d{1,3})?$/)),
    supplierPartId: cxmlRequiredText(50),
    unitOfMeasure: cxmlText(10),
  })).check(z.maxLength(MAX_CXML_ITEM_OUT)),
});
export type CxmlSetupRequest = z.infer<typeof CxmlSetupRequestSchema>;

/** GET /api/punchout/cxml/start/:token: the StartPage token (32 random bytes, base64url). */
export const CxmlStartParamSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/)),
});

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
