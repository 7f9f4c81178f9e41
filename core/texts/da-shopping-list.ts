// What shopping-list mode says beyond the search page's few words (issue 22 point 4; spec §1, §6 "Inco:
// shopping-list wording", §7 "Shopping lists"): the add toasts and the <shop-shopping-list>
// page. Loaded with the mode's code (dynamic import), never on the search page's
// first load.
import { defineTexts, tpl } from './dictionary.js';

export const daShoppingList = defineTexts('ShoppingList', {
  /** The success toast of an add in the mode (the basket's "lagt i kurven" in list wording). */
  added: tpl('{count} {count|vare|varer} tilføjet til indkøbslisten', (count: number) => ({ count })),
  goToList: 'Gå til indkøbslisten',
  addFailed: 'Varerne kunne ikke føjes til indkøbslisten. Prøv igen.',
  /** Quick order's and a recipe's add buttons in the mode ("…kurven" becomes "…indkøbslisten"). */
  quickOrderAddAll: tpl('Føj {n} {n|vare|varer} til indkøbslisten', (n: number) => ({ n })),
  recipeAddAll: 'Føj alle til indkøbslisten',
  /** <shop-shopping-list>. */
  heading: 'Din nuværende indkøbsliste',
  loginNeeded: 'Log ind for at se din indkøbsliste.',
  loading: 'Henter indkøbslisten …',
  failed: 'Indkøbslisten kunne ikke hentes. Prøv igen om lidt.',
  retry: 'Prøv igen',
  empty: 'Indkøbslisten er tom. Find varer i søgningen og føj dem til listen.',
  notInMode: 'Din konto bruger kurven, ikke indkøbslister. Varer du vælger, lægges i kurven.',
  linesCaption: 'Varer på indkøbslisten',
  colProduct: 'Vare',
  colNumber: 'Varenr.',
  colBrand: 'Mærke',
  colAmount: 'Antal',
  colUnit: 'Enhed',
  amountFor: tpl('Antal af {name}', (name: string) => ({ name })),
  unitFor: tpl('Enhed for {name}', (name: string) => ({ name })),
  updateFor: tpl('Gem antal af {name}', (name: string) => ({ name })),
  update: 'Gem',
  removeFor: tpl('Fjern {name} fra indkøbslisten', (name: string) => ({ name })),
  remove: 'Fjern',
  name: 'Navn på listen',
  comment: 'Kommentar',
  saveDetails: 'Gem navn og kommentar',
  saved: 'Indkøbslisten er gemt.',
  saveFailed: 'Indkøbslisten kunne ikke gemmes. Prøv igen.',
  lineFailed: 'Linjen kunne ikke ændres. Prøv igen.',
  send: 'Send indkøbslisten',
  confirmHeading: 'Send indkøbslisten?',
  confirmText: tpl('Listen med {count} {count|vare|varer} sendes til afdelingen og kan derefter ikke ændres.', (count: number) => ({ count })),
  confirmSend: 'Ja, send listen',
  cancel: 'Fortryd',
  sending: 'Sender …',
  sent: 'Indkøbslisten er sendt. En ny, tom liste er klar.',
  sendFailed: 'Indkøbslisten kunne ikke sendes. Prøv igen.',
  sentHeading: 'Sendte indkøbslister',
  sentNone: 'Du har ikke sendt nogen indkøbslister endnu.',
  sentLoading: 'Henter sendte indkøbslister …',
  sentFailed: 'De sendte indkøbslister kunne ikke hentes.',
  sentTitle: tpl('Sendt {date} af {sender}', (date: string, sender: string) => ({ date, sender })),
  sentLines: tpl('{count} {count|vare|varer}', (count: number) => ({ count })),
  unnamed: 'Indkøbsliste uden navn',
  showMore: 'Vis flere',
});
