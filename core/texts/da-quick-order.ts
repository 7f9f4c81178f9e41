// Danish texts of the quick order (issue 20 point 1): <shop-quick-order>, POST /api/product/loadcsv and
// its parser (core/rules/quick-order-lines.ts). Apart from da.ts so the search page's shared chunk stays
// within its size budget; the spec's own texts (§5 amounts, §8 not in assortment, missing food info,
// deadline) stay in da.ts and are reused from there.
export const daQuickOrder = {
  // Refusals of the whole input (HTTP 400 from loadcsv, and the widget before sending)
  empty: 'Indsæt eller vælg en liste med varenumre og antal.',
  tooLarge: 'Listen er for stor. Den må højst fylde 1 MB.',
  tooManyLines: (max: number, n: number) => `Listen har ${n} linjer. Du kan højst bestille ${max} linjer ad gangen.`,
  binary: 'Filen kan ikke læses som tekst. Gem den som CSV (semikolon- eller tabulatorsepareret) og prøv igen.',
  noSeparator:
    'Linjerne skal have varenummer og antal adskilt af tabulator, semikolon eller komma, fx "12345;2" eller "12345;1,5;KG".',
  unreadable: (row: number) => `Linje ${row} kan ikke læses. Tjek anførselstegnene og prøv igen.`,

  // Reasons per line
  missingAmount: 'Antal mangler',
  missingNumber: 'Varenummer mangler',
  unknownNumber: 'Varenummeret findes ikke',
  unknownUnit: (unit: string) => `Enheden "${unit}" findes ikke for varen`,
  discontinued: 'Varen er udgået',
  discontinuedWithAlternative: (name: string) => `Varen er udgået. Alternativ: ${name}`,
  notAllowed: 'Du har ikke adgang til at bestille',
  deadlineNextDate: (date: string) => `Blokeret grundet lang leveringstid. Kan leveres ${date}.`,
  merged: (rows: readonly number[]) => `Lagt sammen fra linje ${rows.join(', ')}`,

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
  unitFor: (name: string) => `Enhed for ${name}`,
  amountFor: (name: string) => `Antal for ${name}`,
  chooseUnit: 'Vælg enhed',
  fileChosen: (name: string) => `Indlæst fra ${name}`,
  useAlternative: 'Brug alternativ',
  useAlternativeFor: (name: string) => `Brug alternativ til ${name}`,
  remove: 'Fjern',
  removeRow: (rows: string) => `Fjern linje ${rows}`,
  summary: (ok: number, total: number) => `${ok} af ${total} linjer kan bestilles`,
  addAll: (n: number) => `Læg ${n} ${n === 1 ? 'vare' : 'varer'} i kurven`,
  adding: 'Lægger i kurven…',
  noneOrderable: 'Ingen af linjerne kan bestilles.',
  loadError: 'Listen kunne ikke gennemses. Prøv igen.',
  productNumber: (id: string) => `Varenr. ${id}`,
} as const;
