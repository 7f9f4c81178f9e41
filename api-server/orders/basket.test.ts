import { describe, expect, it } from 'vitest';
import { hundredthsToNumeric, toHundredths } from './basket.js';

describe('basket amounts', () => {
  it('adds amounts in hundredths without float drift', () => {
    expect(hundredthsToNumeric(toHundredths(0.1) + toHundredths(0.2))).toBe('0.30');
    expect(hundredthsToNumeric(toHundredths('1.25') + toHundredths(2))).toBe('3.25');
  });
});
