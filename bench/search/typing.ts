// The queries typed key by key in the latency measurement: what kitchens search for most, with the
// typos and Danish-letter spellings of the quality set, several words, an id and a customer number.
import type { SearchDoc } from '../../core/search/engine.js';

export const TYPED_QUERIES: readonly string[] = [
  'kyllingebryst', 'kylingebryst', 'hakket oksekød', 'hakkt okse', 'piskefløde', 'flode', 'smør', 'smoer',
  'mozarella', 'spagetti', 'letmælk', 'øko mælk', 'arla letmælk', 'rugbrød', 'kaffe', 'pommes frites',
  'laksefilet', 'røget laks', 'agurk', 'tomater', 'hvidløg', 'kartofler', 'æbler', 'bananer',
  'fløde', 'ost', 'æg', 'hvedemel', 'sukker', 'salt', 'olivenolie', 'remoulade',
  'frikadeller', 'leverpostej', 'bacon', 'servietter', 'handsker', 'opvaskemiddel', 'håndsæbe', 'kildevand',
  'coca cola', 'pilsner', 'appelsinjuice', 'bryst', 'mælk', 'blamuslinger', 'creme fraiche', 'parmesan revet',
];

/** The typed queries plus a product id and a customer number of this catalogue. */
export function typedQueries(docs: readonly SearchDoc[]): string[] {
  const withNumber = docs.find((d, i) => i > 100 && d.customerProductNumber);
  return [...TYPED_QUERIES, docs[123 % docs.length]!.productId, ...(withNumber ? [withNumber.customerProductNumber] : [])];
}
