import { describe, expect, it } from 'vitest';
import { isValidPhone, leadFormProblems, normalizeLeadForm } from './lead-form.js';

const ok = { name: 'Karen Kok', email: 'karen@kantinen.dk', phone: '12 34 56 78' };

describe('lead form (spec §5)', () => {
  it('accepts a filled form', () => {
    expect(leadFormProblems(ok)).toEqual({});
  });

  it('needs all three fields', () => {
    expect(leadFormProblems({ name: ' ', email: '', phone: '\t' })).toEqual({ name: 'missing', email: 'missing', phone: 'missing' });
  });

  it.each([
    ['karen@kantinen', 'invalid'],
    ['karen kok@kantinen.dk', 'invalid'],
    ['karen@@kantinen.dk', 'invalid'],
    ['karen@kantinen.dk', undefined],
    [' Karen@Kantinen.DK ', undefined],
  ])('the e-mail %j is %s (the generic pattern)', (email, problem) => {
    expect(leadFormProblems({ ...ok, email }).email).toBe(problem);
  });

  it.each([
    ['12345678', true],
    ['12 34 56 78', true],
    ['+45 12 34 56 78', true],
    ['+46 8 123 456 78', true],
    ['+4512345678901234', false],
    ['1234567', false],
    ['12-34-56-78', false],
    ['(+45) 12345678', false],
    ['45+12345678', false],
    ['12 34 56 7a', false],
    ['', false],
  ])('the phone %j is valid: %s', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });

  it('normalises what is sent: trimmed, e-mail lower-case, spaces folded', () => {
    expect(normalizeLeadForm({ name: '  Karen   Kok ', email: ' Karen@Kantinen.DK ', phone: ' +45  12 34  56 78 ' })).toEqual({ name: 'Karen Kok', email: 'karen@kantinen.dk', phone: '+45 12 34 56 78' });
  });
});
