// The rules of the notes for the driver (issue 22 point 6, §7 driverset): the form checks them before
// sending and the server again — one rule, one place. Lengths are the schema's (core/schemas/driver-notes.ts).
import { isValidPhone } from './lead-form.js';

export interface DriverNotesFields {
  doorCode: string;
  dropLocation: string;
  contactPhone: string;
  note: string;
}

export type DriverNotesProblem = 'phoneInvalid';

/** The problems by field; empty when the notes may be saved. The phone is optional, but a real number when given. */
export function driverNotesProblems(input: DriverNotesFields): Partial<Record<keyof DriverNotesFields, DriverNotesProblem>> {
  const problems: Partial<Record<keyof DriverNotesFields, DriverNotesProblem>> = {};
  if (input.contactPhone.trim() !== '' && !isValidPhone(input.contactPhone)) problems.contactPhone = 'phoneInvalid';
  return problems;
}

/** What is stored: trimmed, single-line fields with runs of spaces folded; the note keeps its lines. */
export function normalizeDriverNotes(input: DriverNotesFields): DriverNotesFields {
  const line = (s: string) => s.trim().replace(/\s+/g, ' ');
  return {
    doorCode: line(input.doorCode),
    dropLocation: line(input.dropLocation),
    contactPhone: line(input.contactPhone),
    note: input.note.trim(),
  };
}

/** True when nothing is set: the block shows its empty text. */
export function hasDriverNotes(input: DriverNotesFields): boolean {
  return [input.doorCode, input.dropLocation, input.contactPhone, input.note].some((s) => s.trim() !== '');
}
