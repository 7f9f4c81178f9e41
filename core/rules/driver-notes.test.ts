import { describe, expect, it } from 'vitest';
import { driverNotesProblems, hasDriverNotes, normalizeDriverNotes, type DriverNotesFields } from './driver-notes.js';

const empty: DriverNotesFields = { doorCode: '', dropLocation: '', contactPhone: '', note: '' };

describe('driverNotesProblems (issue 22 point 6)', () => {
  it.each([
    ['all empty', {}, {}],
    ['a Danish number', { contactPhone: '12 34 56 78' }, {}],
    ['an international number', { contactPhone: '+46 8 123 456 78' }, {}],
    ['letters in the phone', { contactPhone: 'ring til Bo' }, { contactPhone: 'phoneInvalid' }],
    ['too few digits', { contactPhone: '1234' }, { contactPhone: 'phoneInvalid' }],
    ['spaces only is no phone', { contactPhone: '   ' }, {}],
    ['other fields are free text', { doorCode: '1234#', dropLocation: 'Bag køkkenet', note: 'Ring på' }, {}],
  ] as [string, Partial<DriverNotesFields>, object][])('%s', (_name, change, expected) => {
    expect(driverNotesProblems({ ...empty, ...change })).toEqual(expected);
  });
});

describe('normalizeDriverNotes and hasDriverNotes', () => {
  it('trims and folds single lines, keeps the note lines', () => {
    expect(normalizeDriverNotes({ doorCode: ' 12  34 ', dropLocation: ' Ved  porten', contactPhone: '+45  12 34 56 78 ', note: ' Linje 1\nLinje 2 ' }))
      .toEqual({ doorCode: '12 34', dropLocation: 'Ved porten', contactPhone: '+45 12 34 56 78', note: 'Linje 1\nLinje 2' });
  });
  it.each([
    [empty, false],
    [{ ...empty, note: '  ' }, false],
    [{ ...empty, doorCode: '1' }, true],
  ])('%o → %s', (input, expected) => {
    expect(hasDriverNotes(input)).toBe(expected);
  });
});
