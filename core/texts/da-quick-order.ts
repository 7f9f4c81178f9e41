// Danish texts of the quick order (issue 20 point 1): <shop-quick-order>, POST /api/product/loadcsv and
// its parser (core/rules/quick-order-lines.ts). Apart from da.ts so the search page's shared chunk stays
// within its size budget; the spec's own texts (§5 amounts, §8 not in assortment, missing food info,
// deadline) stay in da.ts and are reused from there.
import { defineTexts, tpl } from './dictionary.js';

export const daQuickOrder = defineTexts('QuickOrder', {
  // Refusals of the whole input (HTTP 400 from loadcsv, and the widget before sending)
  empty: 'Indsæt eller vælg en liste med varenumre og antal.',
  tooLarge: 'Listen er for stor. Den må højst fylde 1 MB.',
  tooManyLines: tpl('Listen har {n} linjer. Du kan højst bestille {max} linjer ad gangen.', (max: number, n: number) => ({ max, n })),
  binary: 'Filen kan ikke læses som tekst. Gem den som CSV (semikolon- eller tabulatorsepareret) og prøv igen.',
  noSeparator:
    'Linjerne skal have varenummer og antal adskilt af tabulator, semikolon eller komma, fx "12345;2" eller "12345;1,5;KG".',
  unreadable: tpl('Linje {row} kan ikke læses. Tjek anførselstegnene og prøv igen.', (row: number) => ({ row })),

  // Reasons per line
  missingAmount: 'Antal mangler',
  missingNumber: 'Varenummer mangler',
  unknownNumber: 'Varenummeret findes ikke',
  unknownUnit: tpl('Enheden "{unit}" findes ikke for varen', (unit: string) => ({ unit })),
  discontinued: 'Varen er udgået',
  discontinuedWithAlternative: tpl('Varen er udgået. Alternativ: {name}', (name: string) => ({ name })),
  notAllowed: 'Du har ikke adgang til at bestille',
  deadlineNextDate: tpl('Blokeret grundet lang leveringstid. Kan leveres {date}.', (date: string) => ({ date })),
  merged: tpl('Lagt sammen fra linje {rows}', (rows: readonly number[]) => ({ rows: rows.join(', ') })),

  // The widget
  title: 'Bestil fra en liste',
  intro: 'Indsæt linjer fra et regneark eller en e-mail: varenummer (eller jeres eget varenummer eller EAN), antal og evt. enhed.',
  pasteLabel: 'Varenumre og antal',
  pasteHelp: 'Én vare pr. linje, fx "12345;2" eller "12345;1,5;KG". Adskil med tabulator, semikolon eller komma.',
  fileLabel: 'Eller vælg en CSV-fil',
  review: 'Gennemse',
  reviewing: 'Gennemser…',
  clear: 'Start forfra',
  tableCaption: 'Gennemsyn af listen',
  colRow: 'Linje',
  colTyped: 'Indtastet',
  colProduct: 'Vare',
  colAmount: 'Antal',
  colUnit: 'Enhed',
  colStatus: 'Status',
  colActions: 'Handlinger',
  statusOk: 'Kan bestilles',
  unitFor: tpl('Enhed for {name}', (name: string) => ({ name })),
  amountFor: tpl('Antal for {name}', (name: string) => ({ name })),
  chooseUnit: 'Vælg enhed',
  fileChosen: tpl('Indlæst fra {name}', (name: string) => ({ name })),
  useAlternative: 'Brug alternativ',
  useAlternativeFor: tpl('Brug alternativ til {name}', (name: string) => ({ name })),
  remove: 'Fjern',
  removeRow: tpl('Fjern linje {rows}', (rows: string) => ({ rows })),
  summary: tpl('{ok} af {total} linjer kan bestilles', (ok: number, total: number) => ({ ok, total })),
  addAll: tpl('Læg {n} {n|vare|varer} i kurven', (n: number) => ({ n })),
  adding: 'Lægger i kurven…',
  noneOrderable: 'Ingen af linjerne kan bestilles.',
  loadError: 'Listen kunne ikke gennemses. Prøv igen.',
  productNumber: tpl('Varenr. {id}', (id: string) => ({ id })),
});
