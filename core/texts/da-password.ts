// Password reset and change (issue 19 point 2): the texts of <shop-password>, its API answers and the
// reset mail. Its own module so no other page carries it.
import { PASSWORD_MIN_LENGTH } from '../rules/password-rules.js';
import type { PasswordRule } from '../rules/password-rules.js';
import { defineTexts, tpl } from './dictionary.js';

export const daPassword = defineTexts('Password', {
  // The rules, as the widget lists them and as the server's 400 names the first one broken.
  rules: {
    length: `Mindst ${PASSWORD_MIN_LENGTH} tegn`,
    email: 'Må ikke være eller indeholde din e-mailadresse',
    common: 'Må ikke være en af de 10.000 mest brugte adgangskoder',
  } satisfies Record<PasswordRule, string>,
  ruleBroken: {
    length: `Adgangskoden skal være på mindst ${PASSWORD_MIN_LENGTH} tegn.`,
    email: 'Adgangskoden må ikke være eller indeholde din e-mailadresse.',
    common: 'Adgangskoden er en af de mest brugte og let at gætte. Vælg en anden.',
  } satisfies Record<PasswordRule, string>,
  rulesHeading: 'Adgangskoden skal opfylde:',
  ruleKept: 'opfyldt',
  ruleNotKept: 'ikke opfyldt',
  ruleCommonServer: 'kontrolleres, når du gemmer',

  // Request (/glemt-adgangskode)
  requestIntro: 'Skriv din e-mailadresse, så sender vi dig et link, hvor du kan vælge en ny adgangskode.',
  email: 'E-mail',
  requestButton: 'Send link',
  requestSent: tpl('Hvis der findes en konto til {email}, har vi sendt en mail med et link til at vælge en ny adgangskode. Linket virker i 60 minutter. Kig også i uønsket post.', (email: string) => ({ email })),
  requestAgain: 'Send et nyt link',
  requestThrottled: 'Du har bedt om for mange links. Vent lidt, og prøv igen.',

  // Reset from the link (/nulstil-adgangskode)
  checking: 'Tjekker linket…',
  resetHeadingReset: 'Vælg en ny adgangskode',
  resetHeadingWelcome: 'Vælg din adgangskode',
  resetFor: tpl('Til kontoen {email}', (email: string) => ({ email })),
  linkMissing: 'Linket mangler sin kode. Brug linket fra mailen, eller bed om et nyt.',
  linkUnusable: 'Linket er udløbet eller brugt. Bed om et nyt link.',
  requestNewLink: 'Bed om et nyt link',
  newPassword: 'Ny adgangskode',
  repeatPassword: 'Gentag ny adgangskode',
  mismatch: 'De to adgangskoder er ikke ens.',
  saveButton: 'Gem adgangskode',
  saving: 'Gemmer…',
  resetDone: 'Din adgangskode er gemt. Du er logget ud alle steder og kan nu logge ind med den nye adgangskode.',
  toLogin: 'Log ind',

  // Change while logged in (/skift-adgangskode)
  changeIntro: 'Når du skifter adgangskode, bliver du logget ud på alle andre enheder.',
  currentPassword: 'Nuværende adgangskode',
  changeButton: 'Skift adgangskode',
  changeDone: 'Din adgangskode er skiftet. Du er logget ud på alle andre enheder.',
  loginNeeded: 'Log ind for at skifte din adgangskode.',
  punchOutRefused: 'Adgangskoden til et indkøbssystem skiftes ikke her. Kontakt din afdeling.',

  // Server answers
  tokenUnusable: 'Linket er udløbet eller allerede brugt. Bed om et nyt link.',
  wrongCurrent: 'Den nuværende adgangskode er forkert.',
  sameAsCurrent: 'Den nye adgangskode skal være en anden end den nuværende.',
  saveFailed: 'Adgangskoden kunne ikke gemmes. Prøv igen.',

  // The reset mail (api-server/mail/templates/password-reset.ts)
  mail: {
    subjectReset: 'Nulstil din adgangskode',
    headingReset: 'Vælg en ny adgangskode',
    greeting: tpl('Hej {name}', (name: string) => ({ name })),
    bodyReset: 'Vi har fået en anmodning om at nulstille adgangskoden til din konto. Klik på knappen for at vælge en ny adgangskode.',
    action: 'Vælg ny adgangskode',
    validity: tpl('Linket virker i {minutes} minutter og kan kun bruges én gang.', (minutes: number) => ({ minutes })),
    ignore: 'Har du ikke bedt om at nulstille din adgangskode, kan du se bort fra denne mail. Din adgangskode er ikke ændret.',
    footnote: tpl('Mailen er sendt til {email}, fordi nogen bad om et nyt link til kontoen på siden "Glemt adgangskode".', (email: string) => ({ email })),
  },
});
