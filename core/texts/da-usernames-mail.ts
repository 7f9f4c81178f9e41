// Issue 19 point 3: the Danish texts of the mails about new logins (api-server/mail/templates/
// username-*.ts). Server-side only.
import { defineTexts, tpl } from './dictionary.js';

export const daUsernamesMail = defineTexts('UsernamesMail', {
  request: {
    subject: tpl('Anmodning om login til {name}', (name: string) => ({ name })),
    heading: 'En kollega mangler et login',
    intro: tpl('{requester} har bedt om et login til webshoppen til en kollega i {department}.', (requester: string, department: string) => ({ requester, department })),
    name: 'Navn',
    email: 'E-mail',
    department: 'Afdeling',
    action: 'Godkend eller afvis på Min side',
    footnote: 'Du får denne mail, fordi du er administrator for kunden.',
  },
  approved: {
    subject: 'Dit login til webshoppen er klar',
    heading: tpl('Velkommen, {name}', (name: string) => ({ name })),
    intro: tpl('Du har fået et login til webshoppen for {department}. Dit brugernavn er din e-mail.', (department: string) => ({ department })),
    username: 'Brugernavn',
    action: 'Vælg din adgangskode',
    validity: 'Linket virker i 7 dage og kan bruges én gang. Er det udløbet, kan du bruge "Glemt adgangskode" på login-siden.',
    footnote: 'Du får denne mail, fordi en kollega bad om et login til dig, og kundens administrator godkendte det.',
  },
  rejected: {
    subject: tpl('Anmodningen om login til {name} er afvist', (name: string) => ({ name })),
    heading: 'Anmodningen er afvist',
    intro: tpl('Kundens administrator har afvist din anmodning om login til {name} ({email}).', (name: string, email: string) => ({ name, email })),
    contact: 'Spørg administratoren, hvis du er i tvivl om hvorfor.',
    footnote: 'Du får denne mail, fordi du bad om login til en kollega.',
  },
});
