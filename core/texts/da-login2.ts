// Issue 19 point 3: the department choice after the password (§7 login2), the password reminder
// (§7 postPone) and their server messages. Loaded on demand by the login widget and the reminder.
import { defineTexts, tpl } from './dictionary.js';

export const daLogin2 = defineTexts('Login2', {
  chooseTitle: 'Vælg kunde',
  chooseIntro: 'Du har adgang for flere kunder. Vælg den, du vil handle for nu.',
  chooseLegend: 'Kunde og afdeling',
  customerNo: tpl('kundenr. {no}', (no: string) => ({ no })),
  continueButton: 'Fortsæt',
  continuing: 'Logger ind …',
  back: 'Tilbage',
  chooseMissing: 'Vælg en kunde.',
  // Server answers
  challengeInvalid: 'Dit login er udløbet. Log ind igen.',
  departmentNotYours: 'Du har ikke adgang til den valgte kunde. Vælg en anden.',
  // The password reminder
  reminderText: 'Din adgangskode er over et år gammel. Skift den for at beskytte kontoen.',
  reminderChange: 'Skift adgangskode',
  reminderPostpone: 'Påmind mig om 30 dage',
  reminderPostponed: 'Vi minder dig om det igen om 30 dage.',
});

/** Issue 19 point 2: the page where the user changes his password (`<shop-password mode="change">`). */
export const CHANGE_PASSWORD_PATH = '/skift-adgangskode';
