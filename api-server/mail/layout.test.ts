import { describe, expect, it } from 'vitest';
import { renderMail } from './layout.js';

describe('renderMail (issue 19 point 1: one layout, HTML and text)', () => {
  const mail = renderMail({
    site: 'inco',
    subject: 'Nulstil din adgangskode',
    heading: 'Nulstil <din> adgangskode',
    blocks: [
      { kind: 'paragraph', text: 'Hej "Ole" & co' },
      { kind: 'action', label: 'Vælg ny adgangskode', url: 'http://localhost:3000/nulstil-adgangskode?token=a&b=1' },
      { kind: 'facts', items: [['Leveringsdato', '01-12-2026']] },
      { kind: 'table', head: ['Vare', 'Antal'], rows: [['Mælk <1 L>', '2']], alignRight: [1] },
    ],
    footnote: 'Du får denne mail, fordi …',
  });

  it('escapes every value in the HTML part and names the site variant', () => {
    expect(mail.html).toContain('Nulstil &lt;din&gt; adgangskode');
    expect(mail.html).toContain('Hej &quot;Ole&quot; &amp; co');
    expect(mail.html).toContain('Mælk &lt;1 L&gt;');
    expect(mail.html).toContain('href="http://localhost:3000/nulstil-adgangskode?token=a&amp;b=1"');
    expect(mail.html).toContain('Inco');
    expect(mail.html).not.toContain('<din>');
  });

  it('gives the same content as plain text, links as bare URLs', () => {
    expect(mail.text).toContain('Nulstil <din> adgangskode');
    expect(mail.text).toContain('Vælg ny adgangskode:\nhttp://localhost:3000/nulstil-adgangskode?token=a&b=1');
    expect(mail.text).toContain('Leveringsdato: 01-12-2026');
    expect(mail.text).toContain('Mælk <1 L> | 2');
    expect(mail.text.trimEnd().endsWith('Venlig hilsen\nInco')).toBe(true);
  });

  it('refuses a link that is not http(s)', () => {
    expect(() => renderMail({ site: 'ab', subject: 's', heading: 'h', blocks: [{ kind: 'action', label: 'x', url: 'javascript:alert(1)' }] })).toThrow();
  });
});
