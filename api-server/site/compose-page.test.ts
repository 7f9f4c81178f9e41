import { describe, expect, it } from 'vitest';
import { composePage, parsePage, withLoaderData } from './compose-page.js';

const LAYOUT = '<title>{{title}}</title><meta name="description" content="{{description}}"><body>{{content}}</body>';

describe('the example CMS layout', () => {
  it('reads the title and description comments and keeps the rest as the body', () => {
    const page = '<!-- title: Kurv – Grossisten -->\n<!-- description: Din kurv. -->\n<main>Kurv</main>\n';
    expect(parsePage(page)).toEqual({ meta: { title: 'Kurv – Grossisten', description: 'Din kurv.' }, body: '<main>Kurv</main>\n' });
  });

  it('puts the page into the layout, escaping the metadata but not the body', () => {
    const page = '<!-- title: Ost & "brød" -->\n<!-- description: <b>x</b> -->\n<main><p>Hej</p></main>';
    expect(composePage(LAYOUT, page)).toBe(
      '<title>Ost &#38; &#34;brød&#34;</title><meta name="description" content="&#60;b&#62;x&#60;/b&#62;"><body><main><p>Hej</p></main></body>',
    );
  });

  it('treats $ in a page literally', () => {
    expect(composePage(LAYOUT, '<main>$& $1 $$</main>')).toContain('<main>$& $1 $$</main>');
  });

  it('a page without metadata still composes', () => {
    expect(composePage(LAYOUT, '<main>x</main>')).toBe('<title></title><meta name="description" content=""><body><main>x</main></body>');
  });

  it('adds data attributes to the widgets loader script, escaped, and nothing for unset values (issue 17 §3)', () => {
    const html = '<script type="module" src="/widgets/shop-widgets.js" data-search-url="/soeg"></script>';
    expect(withLoaderData(html, { 'recipe-service-url': 'https://opskrifter.example.dk/"x' })).toBe(
      '<script type="module" src="/widgets/shop-widgets.js" data-recipe-service-url="https://opskrifter.example.dk/&#34;x" data-search-url="/soeg"></script>',
    );
    expect(withLoaderData(html, { 'recipe-service-url': undefined })).toBe(html);
    expect(withLoaderData(html, { 'recipe-service-url': '' })).toBe(html);
  });
});
