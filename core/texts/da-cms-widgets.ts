// The example CMS's editors' page /cms/widgets (issue 21 point 3): the labels around each element of
// custom-elements.json. The page is rendered by the server (api-server/site/widget-catalogue.ts).
import { defineTexts, tpl } from './dictionary.js';

export const daCmsWidgets = defineTexts('CmsWidgets', {
  contents: 'Elementerne',
  attributes: 'Attributter',
  noAttributes: 'Ingen attributter: sæt tagget ind, som det er.',
  name: 'Navn',
  type: 'Type',
  defaultValue: 'Standard',
  description: 'Beskrivelse',
  events: 'Hændelser',
  detail: 'detail',
  dispatch: 'Sendes',
  bubblesComposed: 'bobler ud af widgettet, også gennem shadow DOM',
  onWindow: 'på window, ikke på elementet (bobler ikke)',
  parts: 'CSS-dele (::part)',
  preview: 'Forhåndsvisning',
  previewLive: 'Det rigtige element med attributterne herunder, mod shoppens data. Log ind øverst på forsiden for at se kundens varer og priser.',
  snippet: 'Kode til CMS-fragmentet',
  copy: 'Kopiér kode',
  copyFor: tpl(' til {tag}', (tag: string) => ({ tag })),
  copied: 'Koden er kopieret.',
  selected: 'Koden er markeret: tryk Ctrl+C (⌘+C på Mac) for at kopiere den.',
});
