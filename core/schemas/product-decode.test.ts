import { describe, expect, it } from 'vitest';
import { BOOLEAN_FLAGS, ProductFlagsWireSchema } from './product.js';
import { decodeProduct } from './product-decode.js';

describe('decodeProduct', () => {
  it("decodes every boolean flag of BOOLEAN_FLAGS (the wire schema's keys besides focus and focusBrand)", () => {
    expect(Object.keys(ProductFlagsWireSchema.shape).filter((k) => k !== 'focus' && k !== 'focusBrand').sort()).toEqual([...BOOLEAN_FLAGS].sort());
    const p = decodeProduct({ i: ['1', '', ''], g: '10', g_text: 'Mejeri', b: '', d: 'Mælk', u: [{ i: 'STK', d: 'Stk', n: 1, w: false, f: true }], p: 100, x: { organic: true } });
    expect(Object.keys(p.flags).sort()).toEqual([...BOOLEAN_FLAGS].sort());
    expect(p.flags.organic).toBe(true);
    expect(p.flags.vegan).toBe(false);
  });
});
