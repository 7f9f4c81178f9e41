// The three mails about new logins (issue 19 point 3): what a requester typed (the colleague's name)
// reaches the admins' mail escaped in HTML and as typed in text; links are the given origin's.
import { describe, expect, it } from 'vitest';
import { usernameApprovedMail } from './username-approved.js';
import { usernameRejectedMail } from './username-rejected.js';
import { usernameRequestMail } from './username-request.js';

const NAME = '<img src=x onerror=alert(1)> Ole & "Co"';

describe('username mails', () => {
  it('the request to an admin: the typed name escaped in HTML, a link to /min-side, one mail per admin and request', () => {
    const mail = usernameRequestMail({ requestId: 7, to: 'admin@grossist.dk', site: 'ab', requesterName: 'Karen Kok', departmentName: 'Kantinen A/S', colleagueName: NAME, colleagueEmail: 'ole@kantinen.dk', origin: 'https://shop.example.dk' });
    expect(mail).toMatchObject({ kind: 'username-request', to: 'admin@grossist.dk', dedupeKey: 'username-request:7:admin@grossist.dk' });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; Ole &amp; &quot;Co&quot;');
    expect(mail.text).toContain(NAME);
    expect(mail.text).toContain('https://shop.example.dk/min-side');
    expect(mail.subject).toBe(`Anmodning om login til ${NAME}`);
  });

  it('the welcome mail carries the set-password link and the username', () => {
    const link = 'https://shop.example.dk/nulstil-adgangskode?token=abc';
    const mail = usernameApprovedMail({ to: 'ole@kantinen.dk', site: 'bc', name: 'Ole', departmentName: 'Storkøkkenet Nord', link });
    expect(mail).toMatchObject({ kind: 'username-approved', to: 'ole@kantinen.dk', subject: 'Dit login til webshoppen er klar' });
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain('Brugernavn: ole@kantinen.dk');
  });

  it('the rejection goes to the requester once per request', () => {
    const mail = usernameRejectedMail({ requestId: 9, to: 'kok@kantinen.dk', site: 'ab', colleagueName: NAME, colleagueEmail: 'ole@kantinen.dk' });
    expect(mail).toMatchObject({ kind: 'username-rejected', to: 'kok@kantinen.dk', dedupeKey: 'username-rejected:9' });
    expect(mail.html).not.toContain('<img');
  });
});
