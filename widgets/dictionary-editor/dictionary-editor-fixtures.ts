// Stories and component tests of <shop-dictionary-editor>: a few keys as the editor API lists them.
import type { DictionaryEditorEntry } from '../../core/schemas/dictionary-editor.js';

export const fixtureDictionaryEntries: DictionaryEditorEntry[] = [
  { key: 'Shop.MiniBasket.latest', defaultText: 'Seneste varer', override: null, placeholders: [], overridable: true, usedBy: ['mini-basket'] },
  { key: 'Shop.MiniBasket.more', defaultText: 'og {count} mere', override: 'plus {count} andre', placeholders: ['count'], overridable: true, usedBy: ['mini-basket'] },
  { key: 'Shop.MiniBasket.show', defaultText: 'Vis kurv', override: null, placeholders: [], overridable: true, usedBy: [] },
  { key: 'Shop.Orders.legacy', defaultText: '', override: null, placeholders: [], overridable: false, usedBy: [] },
];
