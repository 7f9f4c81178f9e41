// Danish texts of the basket page, order completion and order history (issue 7), apart from the
// shared catalogue (da.ts): pages that only add to the basket do not carry them.
export const daOrders = {
  lineOutOfStock: 'Der er ikke nok på lager af denne vare.',
  expiryOfferGone: 'Madspildstilbuddet er udløbet eller udsolgt.',
  basketEmpty: 'Kurven er tom.',
  basketLineMissing: 'Linjen findes ikke længere i kurven. Genindlæs siden.',
  orderHasProblems: 'Ordren kan ikke afgives, før de markerede linjer er rettet eller fjernet.',
  orderPriceChanged: 'Priserne er ændret, siden du så kurven. Se den nye total, og afgiv ordren igen.',
  deliveryDatePassed: 'Leveringsdatoen kan ikke længere nås. Vælg en ny leveringsdato.',
  orderNotFound: 'Ordren findes ikke.',
  commentTooLong: (max: number) => `Kommentaren må højst være ${max} tegn.`,
  idempotencyKeyInvalid: 'Ugyldig Idempotency-Key.',
  idempotencyKeyReused: 'Idempotency-Key er allerede brugt til en anden forespørgsel.',
  // Delivery date picker (issue 7 §2).
  deliveryDateNotSelectable: 'Der kan ikke leveres på den valgte dato. Vælg en af de viste leveringsdatoer.',
  deliveryDateLabel: 'Leveringsdato',
  deliveryDateHint: 'Kurven vises for den valgte leveringsdato.',
  nextDeliveryDay: (date: string) => `${date} (næste leveringsdag)`,
  deliveryDateChanged: (date: string) => `Leveringsdatoen er nu ${date}.`,
  deliveryDatesLoadError: 'Leveringsdatoerne kunne ikke hentes. Genindlæs siden eller kontakt din afdeling.',
  deliveryDateSaveError: 'Leveringsdatoen kunne ikke ændres. Prøv venligst igen.',
  noDeliveryDates: 'Din afdeling har ingen leveringsdage. Kontakt din afdeling.',
  deliveryDateSaving: 'Skifter leveringsdato …',
} as const;
