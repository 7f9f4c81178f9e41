// Texts of the dev mailbox page /dev/postkasse (issue 19 point 1). Server-rendered only: no widget
// imports this file.
import { defineTexts, tpl } from './dictionary.js';

export const daMail = defineTexts('Mail', {
  pageTitle: 'Udviklingspostkasse',
  documentTitle: 'Udviklingspostkasse – Grossisten',
  warning:
    'Denne side findes kun, fordi der ikke er sat en SMTP-server op (SMTP_URL). Mails sendes ikke ud, men lægges her. ' +
    'Med SMTP_URL sat går mails ud til modtagerne, og siden findes ikke.',
  count: tpl('{n} {n|mail|mails}', (n: number) => ({ n })),
  filteredBy: tpl('Kun mails til {to}.', (to: string) => ({ to })),
  showAll: 'Vis alle',
  empty: 'Ingen mails endnu.',
  to: 'Til',
  sent: 'Leveret',
  kind: 'Slags',
  textPart: 'Tekst',
  htmlPart: 'HTML',
  htmlFrameTitle: tpl('HTML-udgaven af „{subject}“', (subject: string) => ({ subject })),
  openHtml: 'Åbn HTML-udgaven for sig',
  newestFirst: tpl('Nyeste først, højst {max}.', (max: number) => ({ max })),
});
