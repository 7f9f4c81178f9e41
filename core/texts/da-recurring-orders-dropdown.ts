// Danish texts of the product dropdown's Fastordrer tab (spec §2 "Recurring-order dropdown with add
// product, remove product, create order and activate-inactive-order dialogs"; issue 6): labels and help
// texts, ours (the spec shows none). Imported only by the lazily loaded tab, so they stay out of the
// chunk every page shares; the messages and toasts it shares with the page are in da-recurring-orders.ts
// and da-recurring-orders-page.ts.
export const daRecurringOrdersDropdown = {
  ropSearchLabel: 'Søg i fastordrer',
  ropTableCaption: (product: string) => `Dine fastordrer og ${product}`,
  ropColLines: 'Antal varer',
  ropColActions: 'Handlinger',
  ropEmpty: 'Din afdeling har ingen fastordrer endnu. Opret den første herunder.',
  ropNoMatch: 'Ingen fastordrer passer til søgningen.',
  ropNextDelivery: (date: string) => `Næste levering ${date}`,
  ropNoNextDelivery: 'Ingen planlagt levering',
  ropOnOrder: (what: string) => `På fastordren: ${what}`,
  ropNotOnOrder: 'Varen er ikke på fastordren',
  ropLineAmount: (amount: string, unit: string) => `${amount} ${unit}`,
  ropAdd: 'Tilføj',
  ropAddLabel: (product: string, order: string) => `Tilføj ${product} til ${order}`,
  ropRemove: 'Fjern',
  ropRemoveLabel: (product: string, order: string) => `Fjern ${product} fra ${order}`,
  ropCreate: 'Opret ny fastordre med varen',
  ropAmountLabel: 'Antal',
  ropUnitLabel: 'Enhed',
  // Add product
  ropAddTitle: (order: string) => `Tilføj varen til "${order}"`,
  ropAddConfirm: 'Tilføj varen',
  ropAlreadyOnOrder: (what: string) => `Varen er allerede på fastordren: ${what}. Vælg en anden enhed for at tilføje en linje mere.`,
  // Remove product
  ropRemoveTitle: 'Fjern varen fra fastordren?',
  ropRemoveText: (product: string, order: string) => `"${product}" bliver fjernet fra "${order}".`,
  ropRemoveLines: (what: string) => `Fjernes: ${what}.`,
  ropRemoveConfirm: 'Fjern varen',
  // Create order
  ropCreateTitle: 'Opret ny fastordre',
  ropCreateProduct: (product: string) => `"${product}" bliver den første vare på fastordren.`,
  ropCreateSchedule: (weekday: string, date: string) =>
    `Fastordren oprettes som inaktiv med levering hver ${weekday} fra ${date}.`,
  ropCreatePageHintBefore: 'Leveringsdage, ugedage og pauser vælger du på siden ',
  ropCreatePageLink: 'Fastordrer',
  ropCreatePageHintAfter: ', hvor du også aktiverer fastordren.',
  // Activate an inactive order after adding (§4)
  ropActivateText: (order: string) =>
    `Varen er tilføjet, men "${order}" er inaktiv og bliver ikke lagt i kurven. Vil du aktivere den nu?`,
  ropActivateLater: 'Ikke nu',
  ropDontAskAgain: 'Spørg ikke igen',
} as const;
