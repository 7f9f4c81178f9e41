import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.js';

describe('§5 e-mail pattern', () => {
  it.each([
    ['kok@kantinen.dk', true],
    [' kok@kantinen.dk ', true],
    ['kok.hansen+tilbud@storkøkken.dk', true],
    ['kok@kantinen', false],
    ['kok kantinen.dk', false],
    ['@kantinen.dk', false],
    ['kok@@kantinen.dk', false],
    ['', false],
    ['kok\u0000@kantinen.dk', false],
    ['kok@kantinen.d\u0007k', false],
  ])('%j -> %s', (value, expected) => expect(isValidEmail(value)).toBe(expected));
});
