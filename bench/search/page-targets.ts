// Issue 3's targets for the search as the page meets it (bench/search/page-e2e.ts), at 50,000 products.
import type { PageMeasurement } from './page-e2e.js';
import type { TargetCheck } from './report.js';

export const PAGE_TARGETS = {
  bytesPerProduct: 15,
  /** One frame at 60 Hz. */
  paintMs: 16.7,
} as const;

export function checkPage(page: PageMeasurement): TargetCheck[] {
  return [
    {
      name: 'catalogue transfer',
      limit: `<= ${PAGE_TARGETS.bytesPerProduct} B/product compressed`,
      value: `${page.transfer.bytesPerProduct} B/product (${page.transfer.contentEncoding ?? 'identity'})`,
      ok:
        page.transfer.status === 200 &&
        page.transfer.contentEncoding !== null &&
        page.transfer.encodedBytes > 0 && // 0 or -1: not measured, never a pass
        page.transfer.bytesPerProduct <= PAGE_TARGETS.bytesPerProduct,
    },
    {
      name: 'repeat visit',
      limit: '304, no body',
      value: `${page.repeatVisit.status}, ${page.repeatVisit.encodedBytes} B`,
      ok: page.repeatVisit.status === 304 && page.repeatVisit.encodedBytes === 0,
    },
    {
      // Measured as a fast typist types (page-e2e.ts RHYTHMS.typist): keys land anywhere in a frame.
      name: 'keystroke to painted results p95',
      limit: `<= ${PAGE_TARGETS.paintMs} ms (one frame)`,
      value: `${page.typist.keystrokeToPaint.p95} ms (${page.typist.keystrokeToPaint.withinOneFrame} % of keystrokes within one frame, ${page.typist.answeredAhead} % searched ahead)`,
      ok: page.typist.keystrokeToPaint.p95 <= PAGE_TARGETS.paintMs,
    },
  ];
}
