// Issue 19 point 4: who gets the recurring-order job's mail, managed on the recurring-orders page
// (widgets/recurring-orders/notice-addresses.tsx). Danish, one file for this part. The refusals are the
// server's own words (da-recurring-orders.ts), so the client and the API say the same.
import type { NotificationEmailRefusal } from '../rules/recurring-addresses.js';
import { MAX_NOTIFICATION_EMAILS } from '../schemas/recurring-order.js';
import { daRecurringOrders } from './da-recurring-orders.js';
import { defineTexts, tpl } from './dictionary.js';

export const daRecurringAddresses = defineTexts('RecurringAddresses', {
  heading: 'Modtagere af besked om fastordrer',
  help: 'Når fastordrerne er lagt i kurven, sendes en besked om, hvad der er lagt i, erstattet eller sprunget over, til adresserne herunder.',
  helpNone: 'Er der ingen adresser, får den bruger beskeden, i hvis kurv varerne er lagt.',
  empty: 'Ingen adresser er angivet.',
  loading: 'Henter modtagere …',
  loadError: 'Modtagerne kunne ikke hentes.',
  listLabel: 'Adresser, der får besked',
  inputLabel: 'E-mailadresse',
  add: 'Tilføj',
  remove: 'Fjern',
  removeLabel: tpl('Fjern {email}', (email: string) => ({ email })),
  full: `Der kan højst være ${MAX_NOTIFICATION_EMAILS} adresser. Fjern en for at tilføje en ny.`,
  added: tpl('{email} får nu besked om fastordrer.', (email: string) => ({ email })),
  removed: tpl('{email} får ikke længere besked om fastordrer.', (email: string) => ({ email })),
  saveFailed: 'Adresserne kunne ikke gemmes. Prøv igen.',
});

/** The refusal of an address, in the server's own words (read when shown, so an editor's text applies). */
export function notificationEmailRefusalText(reason: NotificationEmailRefusal): string {
  const texts: Record<NotificationEmailRefusal, string> = {
    full: daRecurringOrders.recurringTooManyEmails,
    invalid: daRecurringOrders.recurringEmailInvalid,
    exists: daRecurringOrders.recurringEmailExists,
  };
  return texts[reason];
}
