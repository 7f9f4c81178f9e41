// Client calls of the notes for the driver (issue 22 point 6; spec §7 driversget, driverset). Failures
// are the driver block's own (it shows them in place), so nothing is toasted here.
import { apiRequest } from './client.js';
import { DriverNotesSchema, type DriverNotes, type DriverNotesInput } from '../schemas/driver-notes.js';

export function fetchDriverNotes(signal?: AbortSignal): Promise<DriverNotes> {
  return apiRequest('/api/deliverydate/driversget', { schema: DriverNotesSchema, handled: 'all', signal });
}

export function saveDriverNotes(notes: DriverNotesInput): Promise<DriverNotes> {
  return apiRequest('/api/deliverydate/driverset', { method: 'POST', body: notes, schema: DriverNotesSchema, handled: 'all' });
}
