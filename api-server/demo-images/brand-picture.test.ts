import { describe, expect, it } from 'vitest';
import { brandPictureSvg, brandPictureUrls } from './brand-picture.js';

describe('brandPictureSvg (issue 18 point 3, §9 logo 80 px wide, thumbnail 250 px)', () => {
  it('draws a 5:2 logo (80 x 32 px on a card) and a square thumbnail, the same for the same brand', () => {
    const logo = brandPictureSvg('Arla', 'arla', 'logo', 'mejeriet bag mælk');
    expect(logo).toMatch(/viewBox="0 0 400 160"/);
    expect(logo).toContain('>Arla</text>');
    expect(brandPictureSvg('Lantmännen Unibake', 'lantmännen-unibake', 'logo').match(/<text /g)).toHaveLength(2);
    expect(brandPictureSvg('Arla', 'arla', 'logo', 'mejeriet bag mælk')).toBe(logo);
    expect(brandPictureSvg('Arla', 'arla', 'thumb')).toMatch(/viewBox="0 0 500 500"/);
  });

  it.each([
    ['mejeriet bag mælk', 'M-14 -22'],
    ['rister kaffe', 'ellipse'],
    ['bageriet med rugbrød', 'M-26 10'],
    ['fisk og skaldyr', 'M-26 0'],
    ['', 'M-20 20'],
  ])('a motif by trade: %s', (text, mark) => {
    expect(brandPictureSvg('X', 'x', 'thumb', text)).toContain(mark);
  });

  it('escapes the name: a brand name is data', () => {
    const svg = brandPictureSvg('<script>alert(1)</script> & "Co"', 'x', 'logo');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
  });

  it('addresses percent-encode the slug', () => {
    expect(brandPictureUrls('glyngøre')).toEqual({ logoUrl: '/images/brands/glyng%C3%B8re/logo.svg', thumbUrl: '/images/brands/glyng%C3%B8re/thumb.svg' });
  });
});
