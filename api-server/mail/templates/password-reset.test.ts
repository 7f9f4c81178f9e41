import { describe, expect, it } from 'vitest';
import { passwordResetMail } from './password-reset.js';

describe('password reset mail (issue 19 point 2)', () => {
  const link = 'https://shop.example.dk/nulstil-adgangskode?token=abc_DEF-123';

  it('is Danish, carries the link in both parts, says how long it works and what to do if not asked for', () => {
    const mail = passwordResetMail({ to: 'glemt@kantinen.dk', name: 'Gorm Glemsom', site: 'ab', link, minutes: 60 });
    expect(mail).toMatchObject({ kind: 'password-reset', to: 'glemt@kantinen.dk', subject: 'Nulstil din adgangskode' });
    expect(mail.text).toContain(`Vælg ny adgangskode:\n${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain('Linket virker i 60 minutter og kan kun bruges én gang.');
    expect(mail.text).toContain('Har du ikke bedt om at nulstille din adgangskode, kan du se bort fra denne mail.');
    expect(mail.text).toContain('Hej Gorm Glemsom');
    expect(mail.html).toContain('lang="da"');
  });

  it("uses the department's site variant and escapes the name in HTML", () => {
    const inco = passwordResetMail({ to: 'a@b.dk', name: '<b>Ib</b> & Co', site: 'inco', link, minutes: 60 });
    expect(inco.text).toContain('Venlig hilsen\nInco');
    expect(inco.html).toContain('&lt;b&gt;Ib&lt;/b&gt; &amp; Co');
    expect(inco.html).not.toContain('<b>Ib</b>');
  });
});
