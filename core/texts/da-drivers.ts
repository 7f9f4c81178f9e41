// The department's notes for the driver (issue 22 point 6; spec §7 driverset, driversget): the basket
// page's block and the server's refusals. Its own file: only the basket page's driver block loads it.
import { defineTexts, tpl } from './dictionary.js';

export const daDrivers = defineTexts('Drivers', {
  heading: 'Besked til chaufføren',
  empty: 'Ingen besked til chaufføren endnu.',
  loading: 'Henter beskeden til chaufføren …',
  failed: 'Beskeden til chaufføren kunne ikke hentes.',
  doorCode: 'Dørkode',
  dropLocation: 'Hvor varerne stilles',
  contactPhone: 'Telefon til kontaktperson',
  note: 'Anden besked',
  edit: 'Ret beskeden',
  save: 'Gem',
  cancel: 'Annullér',
  saving: 'Gemmer …',
  saved: 'Beskeden til chaufføren er gemt.',
  saveFailed: 'Beskeden kunne ikke gemmes. Prøv igen.',
  phoneInvalid: 'Skriv et telefonnummer med 8 til 15 cifre, fx 12 34 56 78.',
  updatedBy: tpl('Sidst rettet af {name}', (name: string) => ({ name })),
  /** driverset from a punch-out session (decision 017). */
  punchOutReadOnly: 'Beskeden til chaufføren kan ikke rettes fra et indkøbssystem.',
});
