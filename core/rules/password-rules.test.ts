import { describe, expect, it } from 'vitest';
import { brokenPasswordRules, keepsPasswordRule, type PasswordRule } from './password-rules.js';

const common = new Set(['password123', 'basketball', 'qwertyuiop']);
const email = 'Glemt@Kantinen.dk';

describe('password rules (issue 19 point 2)', () => {
  it.each<[string, string, string | null, PasswordRule[]]>([
    ['10 characters is enough', 'abcdefghij', null, []],
    ['9 characters is too short', 'abcdefghi', null, ['length']],
    ['empty', '', null, ['length']],
    ['characters, not UTF-16 units: 10 emoji', '😀'.repeat(10), null, []],
    ['9 emoji are 18 units but 9 characters', '😀'.repeat(9), null, ['length']],
    ['æøå count once each', 'æøåæøåæøåæ', null, []],
    ['the e-mail itself', 'glemt@kantinen.dk', email, ['email']],
    ['the e-mail in another case', 'GLEMT@KANTINEN.DK', email, ['email']],
    ['the e-mail inside', 'x-glemt@kantinen.dk-1', email, ['email']],
    ['the local part inside', 'glemtsomaltid', email, ['email']],
    ['the local part in capitals', 'GlEmTsomaltid', email, ['email']],
    ['the domain alone is allowed', 'kantinen-er-god', email, []],
    ['a short local part is not forbidden', 'abcdefghijkl', 'ab@x.dk', []],
    ['without an e-mail the rule holds', 'glemt@kantinen.dk', null, []],
    ['a common password', 'password123', null, ['common']],
    ['common in another case', 'BasketBall', null, ['common']],
    ['common and the e-mail rule both reported, in order', 'qwertyuiop', 'qwer@x.dk', ['email', 'common']],
    ['short and common', 'password', null, ['length']],
  ])('%s', (_label, password, mail, expected) => {
    expect(brokenPasswordRules(password, { email: mail, common })).toEqual(expected);
  });

  it('without the list (the widget) the common rule is not checked', () => {
    expect(keepsPasswordRule('common', 'password123')).toBe(true);
    expect(brokenPasswordRules('password123', {})).toEqual([]);
  });
});
