// Texts of the dev mailbox page /dev/postkasse (issue 19 point 1). Server-rendered only: no widget
// imports this file.
export const daMail = {
  pageTitle: 'Udviklingspostkasse',
  documentTitle: 'Udviklingspostkasse – Grossisten',
  warning:
    'Denne side findes kun, fordi der ikke er sat en SMTP-server op (SMTP_URL). Mails sendes ikke ud, men lægges her. ' +
    'Med SMTP_URL sat går mails ud til modtagerne, og siden findes ikke.',
  count: (n: number) => (n === 1 ? '1 mail' : `${n} mails`),
  filteredBy: (to: string) => `Kun mails til ${to}.`,
  showAll: 'Vis alle',
  empty: 'Ingen mails endnu.',
  to: 'Til',
  sent: 'Leveret',
  kind: 'Slags',
  textPart: 'Tekst',
  htmlPart: 'HTML',
  htmlFrameTitle: (subject: string) => `HTML-udgaven af „${subject}“`,
  openHtml: 'Åbn HTML-udgaven for sig',
  newestFirst: (max: number) => `Nyeste først, højst ${max}.`,
} as const;
