// Danish texts of the product dropdown's Fastordrer tab (spec §2 "Recurring-order dropdown with add
// product, remove product, create order and activate-inactive-order dialogs"; issue 6): labels and help
// texts, ours (the spec shows none). Imported only by the lazily loaded tab, so they stay out of the
// chunk every page shares; the messages and toasts it shares with the page are in da-recurring-orders.ts
// and da-recurring-orders-page.ts.
import { defineTexts, tpl } from './dictionary.js';

export const daRecurringOrdersDropdown = defineTexts('RecurringOrdersDropdown', {
  ropSearchLabel: 'Søg i fastordrer',
  ropTableCaption: tpl('Dine fastordrer og {product}', (product: string) => ({ product })),
  ropColLines: 'Antal varer',
  ropColActions: 'Handlinger',
  ropEmpty: 'Din afdeling har ingen fastordrer endnu. Opret den første herunder.',
  ropNoMatch: 'Ingen fastordrer passer til søgningen.',
  ropNextDelivery: tpl('Næste levering {date}', (date: string) => ({ date })),
  ropNoNextDelivery: 'Ingen planlagt levering',
  ropOnOrder: tpl('På fastordren: {what}', (what: string) => ({ what })),
  ropNotOnOrder: 'Varen er ikke på fastordren',
  ropLineAmount: tpl('{amount} {unit}', (amount: string, unit: string) => ({ amount, unit })),
  ropAdd: 'Tilføj',
  ropAddLabel: tpl('Tilføj {product} til {order}', (product: string, order: string) => ({ product, order })),
  ropRemove: 'Fjern',
  ropRemoveLabel: tpl('Fjern {product} fra {order}', (product: string, order: string) => ({ product, order })),
  ropCreate: 'Opret ny fastordre med varen',
  ropAmountLabel: 'Antal',
  ropUnitLabel: 'Enhed',
  // Add product
  ropAddTitle: tpl('Tilføj varen til "{order}"', (order: string) => ({ order })),
  ropAddConfirm: 'Tilføj varen',
  ropAlreadyOnOrder: tpl('Varen er allerede på fastordren: {what}. Vælg en anden enhed for at tilføje en linje mere.', (what: string) => ({ what })),
  // Remove product
  ropRemoveTitle: 'Fjern varen fra fastordren?',
  ropRemoveText: tpl('"{product}" bliver fjernet fra "{order}".', (product: string, order: string) => ({ product, order })),
  ropRemoveLines: tpl('Fjernes: {what}.', (what: string) => ({ what })),
  ropRemoveConfirm: 'Fjern varen',
  // Create order
  ropCreateTitle: 'Opret ny fastordre',
  ropCreateProduct: tpl('"{product}" bliver den første vare på fastordren.', (product: string) => ({ product })),
  ropCreateSchedule: tpl('Fastordren oprettes som inaktiv med levering hver {weekday} fra {date}.', (weekday: string, date: string) => ({ weekday, date })),
  ropCreatePageHintBefore: 'Leveringsdage, ugedage og pauser vælger du på siden ',
  ropCreatePageLink: 'Fastordrer',
  ropCreatePageHintAfter: ', hvor du også aktiverer fastordren.',
  // Activate an inactive order after adding (§4)
  ropActivateText: tpl('Varen er tilføjet, men "{order}" er inaktiv og bliver ikke lagt i kurven. Vil du aktivere den nu?', (order: string) => ({ order })),
  ropActivateLater: 'Ikke nu',
  ropDontAskAgain: 'Spørg ikke igen',
});
