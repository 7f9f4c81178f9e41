// Issue 19 points 4 and 5: the recurring-order placement mail, the "what happened" list of the recurring
// orders widget, and the order confirmation mail. Danish, one file for this part (the job's skip
// reasons are shared by the mail and the widget, so both say the same).
import { daRecurringOrdersPage } from './da-recurring-orders-page.js';
import { defineTexts, tpl } from './dictionary.js';

/** runner.ts SkipReason codes (the history's `reason` column) as the kitchen reads them. */
export function skipReasonText(reason: string | null | undefined): string {
  if (reason === 'gone') return daRecurringOrdersPage.recurringProductGone;
  const texts: Readonly<Record<string, string | undefined>> = daRecurringNotices.skipReasons;
  return (reason && Object.hasOwn(texts, reason) && texts[reason]) || daRecurringNotices.skipReasonUnknown;
}

export const daRecurringNotices = defineTexts('RecurringNotices', {
  /** runner.ts SkipReason codes (skipReasonText; 'gone' is daRecurringOrdersPage.recurringProductGone). */
  skipReasons: {
    notInAssortment: 'Varen er ikke i jeres sortiment.',
    unitGone: 'Enheden kan ikke længere bestilles.',
    expiryGone: 'Tilbuddet er udløbet.',
    missingFoodInfo: 'Varen mangler varedeklaration og kan ikke bestilles.',
    notOrderable: 'Varen kan ikke bestilles.',
    noPrice: 'Varen har ingen pris og kan ikke bestilles.',
    outOfStock: 'Varen er udsolgt.',
    tooLate: 'Bestillingsfristen for leveringsdagen var overskredet.',
    invalidAmount: 'Antallet passer ikke til enheden.',
    amountTooLarge: 'Antallet i kurven ville blive for stort.',
    noUser: 'Ingen bruger i afdelingen må bestille.',
  },
  skipReasonUnknown: 'Varen kunne ikke lægges i kurven.',

  // The job's mail (api-server/mail/templates/recurring-order-placed.ts).
  placedSubject: tpl('Fastordrer lagt i kurven til levering {date}', (date: string) => ({ date })),
  placedHeading: tpl('Fastordrer til levering {date}', (date: string) => ({ date })),
  placedIntro: tpl('Fastordrerne for {department} er lagt i kurven til levering {date}. Kontrollér kurven og afslut bestillingen inden fristen.', (department: string, date: string) => ({ department, date })),
  placedOrder: tpl('Fastordre: {name}', (name: string) => ({ name })),
  placedAddedHead: ['Lagt i kurven', 'Antal', 'Enhed'],
  placedReplacedHead: ['Erstattet', 'Af alternativ vare', 'Antal', 'Enhed'],
  placedSkippedHead: ['Ikke lagt i kurven', 'Antal', 'Årsag'],
  placedNothingAdded: 'Ingen varer blev lagt i kurven fra denne fastordre.',
  placedPaused: tpl('Sat på pause denne dag (ferie): {names}.', (names: string) => ({ names })),
  placedBasketLink: 'Se kurven',
  placedFootnote: 'Du får denne mail, fordi din adresse er angivet til notifikationer om afdelingens fastordrer.',
  placedFootnoteOwner: 'Du får denne mail, fordi varerne er lagt i din kurv. Afdelingen kan angive egne adresser til notifikationer under Fastordrer.',
  unknownProduct: tpl('Vare {id}', (id: string) => ({ id })),
  unknownReplaced: 'Oprindelig vare',

  // The widget's list (widgets/recurring-orders/notice-events.tsx).
  eventsHeading: 'Seneste hændelser',
  eventsIntro: 'Det er sket med afdelingens fastordrer de seneste 30 dage.',
  eventsEmpty: 'Ingen hændelser de seneste 30 dage.',
  eventsLoading: 'Henter hændelser …',
  eventsError: 'Hændelserne kunne ikke hentes.',
  eventPlaced: tpl('{count} {count|vare|varer} lagt i kurven', (count: number) => ({ count })),
  eventSubstituted: tpl('{from} erstattet af {to}', (from: string, to: string) => ({ from, to })),
  eventSkipped: tpl('{name} ikke lagt i kurven: {reason}', (name: string, reason: string) => ({ name, reason })),
  eventPaused: 'Sat på pause (ferie), intet lagt i kurven',
  eventDelivery: tpl('Levering {date}', (date: string) => ({ date })),

  // The order confirmation (api-server/mail/templates/order-confirmation.ts).
  confirmationSubject: tpl('Ordrebekræftelse – ordre {orderNo}', (orderNo: number) => ({ orderNo })),
  confirmationHeading: 'Tak for din bestilling',
  confirmationIntro: tpl('Hej {name}. Vi har modtaget din ordre.', (name: string) => ({ name })),
  confirmationOrderNo: 'Ordrenummer',
  confirmationDeliveryDate: 'Leveringsdato',
  confirmationDepartment: 'Afdeling',
  confirmationComment: 'Kommentar',
  confirmationLeaveUnattended: 'Må stilles uden kvittering',
  confirmationYes: 'Ja',
  confirmationLinesHead: ['Vare', 'Antal', 'Enhed', 'Stykpris', 'I alt'],
  confirmationLinesHeadNoPrices: ['Vare', 'Antal', 'Enhed'],
  confirmationDeposit: 'Pant',
  confirmationTotal: 'Total ekskl. pant',
  confirmationFootnote: 'Du kan se ordren under Ordrehistorik.',
});
