import { describe, expect, it } from 'vitest';
import { checkPage } from './page-targets.js';
import type { PageMeasurement } from './page-e2e.js';

const stats = (p95: number) => ({ count: 10, mean: p95 / 2, p50: p95 / 2, p95, p99: p95, max: p95 });
const typing = (p95: number, withinOneFrame: number) => ({
  keystrokes: 120,
  keystrokeToPaint: { ...stats(p95), withinOneFrame },
  keystrokeToResults: stats(2),
  resultsToPaint: stats(p95 - 2),
  answeredAhead: 70,
  slowest: [],
});
const page = (patch: Partial<PageMeasurement> = {}): PageMeasurement => ({
  products: 50_000,
  catalogueProducts: 47_000,
  transfer: { encodedBytes: 480_000, bytesPerProduct: 10.2, contentEncoding: 'br', status: 200 },
  repeatVisit: { status: 304, encodedBytes: 0 },
  workerBuildMs: 600,
  typist: typing(12, 99),
  stress: typing(30, 40), // reported, not a target
  ...patch,
});

describe('checkPage: issue 3 page targets', () => {
  it('passes a page within every target', () => {
    expect(checkPage(page()).every((c) => c.ok)).toBe(true);
  });
  it.each([
    ['more than 15 B/product', { transfer: { encodedBytes: 800_000, bytesPerProduct: 17, contentEncoding: 'br', status: 200 } }, 'catalogue transfer'],
    ['a transfer that was not measured', { transfer: { encodedBytes: -1, bytesPerProduct: 0, contentEncoding: 'br', status: 200 } }, 'catalogue transfer'],
    ['an uncompressed transfer', { transfer: { encodedBytes: 400_000, bytesPerProduct: 8.5, contentEncoding: null, status: 200 } }, 'catalogue transfer'],
    ['a repeat visit that downloads again', { repeatVisit: { status: 200, encodedBytes: 480_000 } }, 'repeat visit'],
    ['keystrokes slower than a frame', { typist: typing(40, 20) }, 'keystroke to painted results p95'],
  ] as const)('fails %s', (_, patch, name) => {
    const failed = checkPage(page(patch as Partial<PageMeasurement>)).filter((c) => !c.ok).map((c) => c.name);
    expect(failed).toEqual([name]);
  });
});
