// Issue 19 point 3 (§7 ValidateUsername, RequestNewUsername): my page's section "Kolleger" and the
// Danish answers of /api/profile's username calls. Its own module so no other page carries it.
import type { ColleagueFormError } from '../rules/usernames.js';
import { defineTexts, tpl, type TextVars } from './dictionary.js';

export const daUsernames = defineTexts('Usernames', {
  title: 'Kolleger',
  intro: 'Mangler en kollega et login til webshoppen? Bed om et her. Kundens administrator får besked og godkender det, og din kollega får en mail med et link til at vælge sin adgangskode.',
  formTitle: 'Bed om login til en kollega',
  nameLabel: 'Kollegaens navn',
  emailLabel: 'Kollegaens e-mail',
  emailHint: 'Bliver kollegaens brugernavn',
  submit: 'Send anmodning',
  submitting: 'Sender…',
  checking: 'Undersøger e-mailen…',
  available: 'E-mailen er ledig',
  taken: 'E-mailen er allerede i brug eller anmodet om',
  checkFailed: 'Kunne ikke undersøge e-mailen lige nu',
  sent: tpl('Anmodningen om login til {email} er sendt til kundens administrator', (email: string) => ({ email })),
  sendError: 'Anmodningen kunne ikke sendes. Prøv igen.',
  formErrors: {
    nameMissing: 'Skriv kollegaens navn',
    nameTooLong: 'Navnet kan højst være 100 tegn',
    emailMissing: 'Skriv kollegaens e-mail',
    emailInvalid: 'Skriv en gyldig e-mail, fx navn@firma.dk',
  } satisfies Record<ColleagueFormError, string>,

  // The admins' list.
  adminTitle: 'Anmodninger om login',
  loading: 'Henter anmodninger…',
  loadError: 'Anmodningerne kunne ikke hentes. Prøv igen om lidt.',
  retry: 'Prøv igen',
  pendingTitle: 'Venter på svar',
  noPending: 'Ingen anmodninger venter på svar.',
  decidedTitle: 'Besvaret for nylig',
  requestedBy: tpl('Bedt om af {name} ({department}) {date}', (name: string | null, department: string, date: string): TextVars => ({
    name: name ?? daUsernames.formerUser,
    department,
    date,
  })),
  /** {name} of requestedBy when the requester's user is deleted. */
  formerUser: 'en tidligere bruger',
  approve: 'Godkend',
  reject: 'Afvis',
  approveLabel: tpl('Godkend login til {name}', (name: string) => ({ name })),
  rejectLabel: tpl('Afvis login til {name}', (name: string) => ({ name })),
  approved: tpl('{name} har fået et login og en mail med et link til at vælge adgangskode', (name: string) => ({ name })),
  rejected: tpl('Anmodningen om login til {name} er afvist', (name: string) => ({ name })),
  decideError: 'Anmodningen kunne ikke besvares. Prøv igen.',
  statusApproved: 'Godkendt',
  statusRejected: 'Afvist',
  decidedBy: (status: string, name: string | null, date: string) => `${status} ${date}${name ? ` af ${name}` : ''}`,
  confirmTitle: 'Afvis anmodningen?',
  confirmText: tpl('{name} ({email}) får ikke et login. Den, der bad om det, får en mail om det.', (name: string, email: string) => ({ name, email })),
  confirmReject: 'Afvis anmodning',
  cancel: 'Annuller',

  // The server's answers (api-server/routes/usernames.ts).
  server: {
    emailInvalid: 'E-mailen er ikke gyldig. Skriv den som navn@firma.dk.',
    nameMissing: 'Skriv kollegaens navn.',
    taken: 'E-mailen er allerede i brug eller anmodet om.',
    throttled: 'Du har bedt om mange logins på kort tid. Prøv igen senere.',
    notAdmin: 'Kun kundens administrator kan se og besvare anmodninger om login.',
    notFound: 'Anmodningen findes ikke.',
    alreadyDecided: 'Anmodningen er allerede besvaret.',
    punchOut: 'Logins kan ikke bestilles fra et indkøbssystem.',
  },
});
