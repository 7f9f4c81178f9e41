// What the lead generator 'Demoer i dit køkken' says (issue 17 §2, spec §4, §5), and the server's answers
// and mails of its booking. Its own file: the widget's panel loads it on first open (the search page's
// budget); the server imports it too.
import { defineTexts, tpl } from './dictionary.js';

export const daLeads = defineTexts('Leads', {
  /** The disclosure button (spec §2). */
  toggle: 'Demoer i dit køkken',
  /**
   * The count of new leads in the button's name, after the visible text (hidden from view: the badge
   * shows the bare number; WCAG 2.5.3, the name starts with what is seen).
   */
  newCount: tpl('{count} {count|ny|nye}', (count: number) => ({ count })),
  heading: 'Demoer i dit køkken',
  intro: 'Få en sælger ud og vise udstyret i jeres eget køkken.',
  loading: 'Henter demoer …',
  empty: 'Der er ingen demoer lige nu.',
  failed: 'Demoerne kunne ikke hentes. Prøv igen om lidt.',
  retry: 'Prøv igen',
  close: 'Luk',
  /** §4: the button of a booked lead. */
  booked: 'Allerede booket',
  loginToBook: 'Log ind for at booke en demo.',
  formHeading: tpl('Book: {title}', (title: string) => ({ title })),
  name: 'Navn',
  email: 'E-mail',
  phone: 'Telefon',
  send: 'Send',
  sending: 'Sender …',
  cancel: 'Fortryd',
  nameMissing: 'Skriv dit navn.',
  emailMissing: 'Skriv din e-mail.',
  emailInvalid: 'Skriv en gyldig e-mail, fx navn@firma.dk.',
  phoneMissing: 'Skriv dit telefonnummer.',
  phoneInvalid: 'Skriv et telefonnummer med 8 til 15 cifre, fx 12 34 56 78 eller +45 12 34 56 78.',
  bookedNow: tpl('Tak! Vi har modtaget din booking af {title}.', (title: string) => ({ title })),
  // The server's answers.
  notFound: 'Demoen findes ikke eller er ikke længere aktiv.',
  alreadyBooked: 'Du har allerede booket denne demo.',
  punchOut: 'En demo kan ikke bookes fra indkøbssystemet. Log ind på webshoppen for at booke.',
  // The mail to the lead's sales address.
  mailSalesSubject: tpl('Demo booket: {title} – {department}', (title: string, department: string) => ({ title, department })),
  mailSalesHeading: 'Ny booking af en demo',
  mailSalesIntro: tpl('{user} har booket demoen "{title}" via webshoppen. Kontakt kunden for at aftale et tidspunkt.', (user: string, title: string) => ({ user, title })),
  mailDemo: 'Demo',
  mailCustomer: 'Kunde',
  mailDepartment: 'Afdeling',
  mailBookedBy: 'Booket af (login)',
  mailName: 'Kontaktperson',
  mailEmail: 'E-mail',
  mailPhone: 'Telefon',
  mailSalesFootnote: 'Denne mail er sendt automatisk fra webshoppens "Demoer i dit køkken".',
  // The confirmation to the booker.
  mailConfirmSubject: tpl('Tak for din booking: {title}', (title: string) => ({ title })),
  mailConfirmHeading: 'Tak for din booking',
  mailConfirmIntro: tpl('Vi har modtaget din booking af demoen "{title}". En sælger kontakter dig snarest for at aftale et tidspunkt.', (title: string) => ({ title })),
  mailConfirmFootnote: 'Du får denne mail, fordi du har booket en demo i webshoppen.',
});
