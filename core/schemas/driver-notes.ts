// Wire contract of the department's notes for the driver (issue 22 point 6; spec §7 "Delivery and
// drivers": POST driverset, GET driversget). Lengths here (TextSchema answers too long in Danish); the
// phone rule is core/rules/driver-notes.ts, checked by the form and again by the server.
// Its own file: only the basket page's driver block imports it.
import * as z from './z.js';
import { TextSchema } from './text.js';

export const MAX_DOOR_CODE_LENGTH = 20;
export const MAX_DROP_LOCATION_LENGTH = 200;
export const MAX_CONTACT_PHONE_LENGTH = 30;
export const MAX_DRIVER_NOTE_LENGTH = 500;

/** POST /api/deliverydate/driverset: the whole set of notes (an empty field clears it). */
export const DriverNotesInputSchema = z.object({
  doorCode: TextSchema({ max: MAX_DOOR_CODE_LENGTH }),
  dropLocation: TextSchema({ max: MAX_DROP_LOCATION_LENGTH }),
  contactPhone: TextSchema({ max: MAX_CONTACT_PHONE_LENGTH }),
  note: TextSchema({ max: MAX_DRIVER_NOTE_LENGTH, multiline: true }),
});
export type DriverNotesInput = z.infer<typeof DriverNotesInputSchema>;

/** GET driversget and driverset's answer: the notes, who last changed them and when (null: never set). */
export const DriverNotesSchema = z.object({
  doorCode: z.string(),
  dropLocation: z.string(),
  contactPhone: z.string(),
  note: z.string(),
  updatedAt: z.nullable(z.string()),
  updatedByName: z.nullable(z.string()),
  /** False for a session that may only read them (a punch-out session, decision 017). */
  canEdit: z.boolean(),
});
export type DriverNotes = z.infer<typeof DriverNotesSchema>;
