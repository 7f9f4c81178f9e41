// The department's notes for the driver on the basket page (issue 22 point 6; spec §7 driversget,
// driverset): loaded once, edited in a small form, checked with the same rule as the server
// (core/rules/driver-notes.ts) before sending. Only the basket's driver block imports it.
import { atom } from 'nanostores';
import { fetchDriverNotes, saveDriverNotes } from '../api/driver-notes.js';
import { driverNotesProblems, normalizeDriverNotes, type DriverNotesFields } from '../rules/driver-notes.js';
import type { DriverNotes } from '../schemas/driver-notes.js';

export type DriverNotesState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; notes: DriverNotes; saving: boolean; error: 'phoneInvalid' | 'saveFailed' | null; saved: boolean };

export const $driverNotes = atom<DriverNotesState>({ status: 'idle' });

let loading: Promise<void> | null = null;

/** Loads the notes once (again after a failure). */
export function loadDriverNotes(): Promise<void> {
  const state = $driverNotes.get();
  if (state.status === 'ready' || state.status === 'loading') return loading ?? Promise.resolve();
  $driverNotes.set({ status: 'loading' });
  loading = fetchDriverNotes().then(
    (notes) => $driverNotes.set({ status: 'ready', notes, saving: false, error: null, saved: false }),
    () => $driverNotes.set({ status: 'failed' }),
  );
  return loading;
}

/** Saves the form; true when saved. A phone that breaks the rule is refused here, without a call. */
export async function saveDriverNotesForm(fields: DriverNotesFields): Promise<boolean> {
  const state = $driverNotes.get();
  if (state.status !== 'ready' || state.saving) return false;
  if (driverNotesProblems(fields).contactPhone) {
    $driverNotes.set({ ...state, error: 'phoneInvalid', saved: false });
    return false;
  }
  $driverNotes.set({ ...state, saving: true, error: null, saved: false });
  try {
    const notes = await saveDriverNotes(normalizeDriverNotes(fields));
    $driverNotes.set({ status: 'ready', notes, saving: false, error: null, saved: true });
    return true;
  } catch {
    $driverNotes.set({ ...state, saving: false, error: 'saveFailed', saved: false });
    return false;
  }
}

/** Forgets a shown error or 'saved' (the form was opened or cancelled). */
export function clearDriverNotesMessage(): void {
  const state = $driverNotes.get();
  if (state.status === 'ready') $driverNotes.set({ ...state, error: null, saved: false });
}

/** Tests and stories. */
export function resetDriverNotes(): void {
  loading = null;
  $driverNotes.set({ status: 'idle' });
}
