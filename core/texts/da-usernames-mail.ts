// Issue 19 point 3: the Danish texts of the mails about new logins (api-server/mail/templates/
// username-*.ts). Server-side only.
export const daUsernamesMail = {
  request: {
    subject: (name: string) => `Anmodning om login til ${name}`,
    heading: 'En kollega mangler et login',
    intro: (requester: string, department: string) => `${requester} har bedt om et login til webshoppen til en kollega i ${department}.`,
    name: 'Navn',
    email: 'E-mail',
    department: 'Afdeling',
    action: 'Godkend eller afvis på Min side',
    footnote: 'Du får denne mail, fordi du er administrator for kunden.',
  },
  approved: {
    subject: 'Dit login til webshoppen er klar',
    heading: (name: string) => `Velkommen, ${name}`,
    intro: (department: string) => `Du har fået et login til webshoppen for ${department}. Dit brugernavn er din e-mail.`,
    username: 'Brugernavn',
    action: 'Vælg din adgangskode',
    validity: 'Linket virker i 7 dage og kan bruges én gang. Er det udløbet, kan du bruge "Glemt adgangskode" på login-siden.',
    footnote: 'Du får denne mail, fordi en kollega bad om et login til dig, og kundens administrator godkendte det.',
  },
  rejected: {
    subject: (name: string) => `Anmodningen om login til ${name} er afvist`,
    heading: 'Anmodningen er afvist',
    intro: (name: string, email: string) => `Kundens administrator har afvist din anmodning om login til ${name} (${email}).`,
    contact: 'Spørg administratoren, hvis du er i tvivl om hvorfor.',
    footnote: 'Du får denne mail, fordi du bad om login til en kollega.',
  },
} as const;
