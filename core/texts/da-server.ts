// Texts of server answers that no widget composes itself (the widget shows the answer's `message`).
// Kept apart from `da` so the widget bundle does not carry them.
import { defineTexts, tpl } from './dictionary.js';

export const daServer = defineTexts('Server', {
  /** Issue 14 §5: the database cannot be reached; the request was not carried out. */
  databaseUnavailable: 'Butikken kan ikke hente eller gemme data lige nu. Intet er ændret. Prøv igen om lidt.',
  // Answers only the server composes (moved out of `da`, which every page's bundle carries).
  unknownProduct: 'Varen findes ikke i dit sortiment',
  notFound: 'Siden eller ressourcen findes ikke.',
  tooManyRequests: 'For mange forespørgsler. Vent lidt, og prøv igen.',
  payloadTooLarge: 'Forespørgslen er for stor.',
  unsupportedMediaType: 'Forespørgslen skal sendes som JSON.',
  serverError: 'Der skete en fejl på serveren. Prøv igen om lidt.',
  noDeliveryDate: 'Din afdeling har ingen leveringsdage. Kontakt din afdeling.',
  invalidProductId: 'Ugyldigt varenummer',
  productNotFound: 'Varen findes ikke.',
  tooManyProductIds: tpl('Der kan højst hentes {max} varer ad gangen.', (max: number) => ({ max })),
  /** 429 after too many wrong PINs on one list; the wait is whole minutes (or seconds under one). */
  pinLockedOutSeconds: tpl(
    'Der er tastet forkert kode for mange gange. Listen tager først imod en kode igen om {seconds} {seconds|sekund|sekunder}.',
    (seconds: number) => ({ seconds }),
  ),
  pinLockedOutMinutes: tpl(
    'Der er tastet forkert kode for mange gange. Listen tager først imod en kode igen om {minutes} {minutes|minut|minutter}.',
    (minutes: number) => ({ minutes }),
  ),
  pinRequired: 'Listen er låst. Indtast koden for at ændre den.',
  pinCurrentRequired: 'Listen er allerede låst. Indtast den nuværende kode for at skifte den.',
  listNotLocked: 'Listen er ikke låst.',
  listOwnerOnly: 'Kun den, der har oprettet listen, kan ændre navn, deling og lås eller slette den.',
  shareWithChainsAdminOnly: 'Kun administratorer kan dele en liste med kæder.',
  historyEmpty: 'Der er ingen køb i den valgte periode, så listen blev ikke oprettet.',
  listFull: tpl('Listen kan højst indeholde {max} varer.', (max: number) => ({ max })),
  tooManyLists: tpl('Du kan højst have {max} favoritlister.', (max: number) => ({ max })),
  // Moved from da.ts (issue 17): only the server answers with them, and da.ts is in every page's bundle.
  badRequest: 'Forespørgslen var ugyldig.',
  dateFormatInvalid: 'Datoen skal skrives som åååå-mm-dd.',
  loginThrottled: 'For mange forkerte forsøg. Vent lidt, og prøv igen.',
  productInAssortment: 'Varen er allerede i afdelingens sortiment.',
  suggestionsNeedText: 'Skriv mindst ét tegn for at få søgeforslag.',
  unitNotOfProduct: 'Enheden findes ikke for denne vare.',
});

/** 429 after too many wrong PINs: the wait in seconds under a minute, else in whole minutes (rounded up). */
export function pinLockedOutText(seconds: number): string {
  return seconds < 60 ? daServer.pinLockedOutSeconds(seconds) : daServer.pinLockedOutMinutes(Math.ceil(seconds / 60));
}
