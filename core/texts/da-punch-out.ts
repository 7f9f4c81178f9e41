// Danish texts of punch-out (issue 16): the banner, the transfer on the basket page, and the server's
// answers to a procurement system. Apart from da.ts: only a punch-out session needs them.
import { defineTexts } from './dictionary.js';

export const daPunchOut = defineTexts('PunchOut', {
  // Server answers.
  completeRefused: 'Du handler fra dit indkøbssystem: kurven overføres til indkøbssystemet i stedet for at blive bestilt her.',
  notPunchOutSession: 'Denne handling findes kun, når du handler fra dit indkøbssystem.',
  alreadyTransferred: 'Kurven er allerede overført til dit indkøbssystem.',
  hookUrlRefused: 'HOOK_URL skal være en https-adresse.',
  startLinkInvalid: 'Linket til butikken er udløbet eller allerede brugt. Start igen fra dit indkøbssystem.',
  // cXML setup answers (issue 16 §2): read by the procurement system's operators in its logs.
  cxmlNotXml: 'En PunchOutSetupRequest skal sendes som text/xml eller application/xml.',
  cxmlDeclarationRefused: 'Dokumenter med DOCTYPE- eller ENTITY-erklæringer modtages ikke.',
  cxmlMalformed: 'Dokumentet er ikke en gyldig cXML PunchOutSetupRequest.',
  cxmlUnauthorized: 'Afsenderens identitet eller delte hemmelighed blev ikke godkendt.',
  cxmlReturnUrlRefused: 'BrowserFormPost/URL skal være en https-adresse.',
  inspectReadOnly: 'Indkøbsordren er åbnet til visning og kan ikke ændres.',
  // Banner and basket page.
  banner: 'Du handler fra dit indkøbssystem',
  cancelAndReturn: 'Annullér og vend tilbage',
  transfer: 'Overfør til indkøbssystem',
  transferNow: 'Overfør nu',
  transferring: 'Overfører kurven til dit indkøbssystem …',
  returning: 'Vender tilbage til dit indkøbssystem …',
  /** The form's address is not https (or a local test system): it is not posted. */
  formAddressRefused: 'Indkøbssystemets adresse er ugyldig. Start igen fra dit indkøbssystem.',
  /** The delivery date picker in a punch-out session: the session's date, no choice. */
  deliveryDateFixed: 'Leveringsdatoen kan ikke ændres, når du handler fra dit indkøbssystem.',
  /** Fallback when the automatic post did not go: the visible button does it. */
  transferHint: 'Sker der ikke noget, så tryk på knappen.',
});
