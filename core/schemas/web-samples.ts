// Wire contract of the web samples (issue 18 point 6; §2 card type web-sample and the "web samples"
// page): GET /api/websamples, and the add through POST /api/order/addtoorder with `webSampleId`.
// Per screen: imported by its module path, never re-exported from core/index.ts.
import * as z from './z.js';
import { IsoDateSchema } from './common.js';

/** available: may be ordered; inBasket: in this basket; claimed: ordered by the department (once per kitchen). */
export const WebSampleStateSchema = z.enum(['available', 'inBasket', 'claimed']);
export type WebSampleState = z.infer<typeof WebSampleStateSchema>;

export const WebSampleSchema = z.object({
  id: z.int(),
  title: z.string(),
  text: z.string(),
  productId: z.string(),
  name: z.string(),
  brand: z.string(),
  image: z.nullable(z.string()),
  /** The sample's unit: the only one it is ordered in, amount 1. */
  unit: z.string(),
  unitDescription: z.string(),
  startsOn: IsoDateSchema,
  endsOn: IsoDateSchema,
  state: WebSampleStateSchema,
  /** claimed: the day the department's order took it (yyyy-MM-dd, Danish time); else null. */
  claimedOn: z.nullable(IsoDateSchema),
});
export type WebSample = z.infer<typeof WebSampleSchema>;

export const WebSamplesSchema = z.array(WebSampleSchema);

/** A sample is always ordered at this amount (issue 18 point 6). */
export const WEB_SAMPLE_AMOUNT = 1;
