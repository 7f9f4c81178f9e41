// Danish texts of the favourite-list dialogs (PIN dialog, new-list dialog) and the lists page
// <shop-favorite-lists> (issue 5; §2, §4, §5). Labels and help texts are ours; the spec's own texts
// (§5 validation, §8 messages) stay in da.ts, which the store uses. Apart from da.ts because da.ts is in
// the chunk every page shares (search page size budget): these are imported by the dialogs and the page
// widget only, which load on demand.
import { defineTexts, tpl } from './dictionary.js';

export const daFavoriteLists = defineTexts('FavoriteLists', {
  // Shared by the dialogs
  cancel: 'Annuller',
  close: 'Luk',

  // §4 PIN dialog, per mode
  pinTitleLock: tpl('Lås listen {list}', (list: string) => ({ list })),
  pinTitleUnlock: tpl('Lås listen {list} op', (list: string) => ({ list })),
  pinTitleVerify: tpl('Listen {list} er låst', (list: string) => ({ list })),
  pinIntroLock: 'Vælg en kode på 4 cifre. Kun den, der kender koden, kan derefter tilføje og fjerne varer eller slette listen.',
  pinIntroChange: 'Listen er allerede låst. Indtast den nuværende kode og den nye kode.',
  pinIntroUnlock: 'Indtast listens kode for at låse den op.',
  pinIntroVerify: 'Indtast listens kode for at fortsætte.',
  pinLabel: 'Kode',
  pinNewLabel: 'Ny kode',
  pinCurrentLabel: 'Nuværende kode',
  pinHint: '4 cifre',
  pinSubmitLock: 'Lås listen',
  pinSubmitUnlock: 'Lås op',
  pinSubmitVerify: 'Fortsæt',
  pinChecking: 'Kontrollerer …',

  // §5 new-list dialog
  newListTitle: 'Ny favoritliste',
  newListName: 'Navn',
  newListShared: 'Del listen med dine kolleger',
  newListSharedHelp: 'Alle brugere på samme kundenummer kan se og bruge listen.',
  newListChains: 'Del listen med kæder',
  newListChainsHelp: 'Kun for administratorer.',
  newListFromHistory: 'Opret fra købshistorik',
  newListFromHistoryHelp: 'Listen fyldes med de varer, I har købt mest i perioden (højst 500).',
  newListFrom: 'Fra dato',
  newListTo: 'Til dato',
  newListCreate: 'Opret liste',
  newListCreating: 'Opretter …',

  // The lists page <shop-favorite-lists>
  pageLoginNeeded: 'Log ind for at se dine favoritlister.',
  pageLogin: 'Log ind',
  pageHeading: 'Dine favoritlister',
  pageNew: 'Ny favoritliste',
  pageNewFromHistory: 'Ny liste fra købshistorik',
  pageLoading: 'Henter favoritlister …',
  pageRetry: 'Prøv igen',
  pageEmpty: 'Du har ingen favoritlister endnu. Opret den første med knappen "Ny favoritliste".',
  pageCaption: 'Dine egne lister først, derefter lister, som dine kolleger deler med dig.',
  colName: 'Navn',
  colItems: 'Varer',
  colSharing: 'Deling',
  colActions: 'Handlinger',
  itemCount: tpl('{n} {n|vare|varer}', (n: number) => ({ n })),
  locked: 'Låst med kode',
  sharedWithChains: 'Delt med kæder',
  colleagueList: 'En kollegas liste',
  colleagueHint: 'Kun den, der har oprettet listen, kan ændre den.',
  shareLabel: 'Delt',
  chainsLabel: 'Kæder',
  /** Hidden after a visible label, so the name starts with what is seen (WCAG 2.5.3) and names the list. */
  shareSuffix: tpl(' med kolleger: {name}', (name: string) => ({ name })),
  chainsSuffix: tpl(' med kæder: {name}', (name: string) => ({ name })),
  /** A row's button: its visible word, then the list (for screen readers and voice control). */
  onList: tpl('{action}: {name}', (action: string, name: string) => ({ action, name })),
  rename: 'Omdøb',
  lock: 'Lås',
  changePin: 'Skift kode',
  unlock: 'Lås op',
  delete: 'Slet',
  actionsFor: tpl('Handlinger for {name}', (name: string) => ({ name })),

  // Rename and delete dialogs
  renameTitle: tpl('Omdøb listen {name}', (name: string) => ({ name })),
  renameLabel: 'Nyt navn',
  renameSave: 'Gem navn',
  deleteTitle: tpl('Slet listen {name}?', (name: string) => ({ name })),
  deleteText: tpl('Listen og dens {count} {count|vare|varer} slettes. Det kan ikke fortrydes.', (count: number) => ({ count })),
  // Moved from da.ts (issue 17): not read on a page's first load (da.ts is in every page's bundle).
  listCreated: tpl('Listen {list} er oprettet', (list: string) => ({ list })),
  listSaved: 'Listen er gemt.',
  listDeleted: tpl('Listen {list} er slettet', (list: string) => ({ list })),
  productAddedToList: tpl('Varen er tilføjet til listen {list}', (list: string) => ({ list })),
  productRemovedFromList: tpl('Varen er fjernet fra listen {list}', (list: string) => ({ list })),
  lockFailed: 'Der skete en fejl da listen skulle låses. Prøv venligst igen.',
  listLocked: 'Listen er nu låst med din valgte kode.',
  listUnlocked: 'Listen er nu låst op.',
  obsoleteReplaced: tpl('{count} {count|udgået vare|udgåede varer} er erstattet', (count: number) => ({ count })),
  standardUnitSaved: 'Standardenheden er gemt.',
  pinWrong: 'Den indtastede kode var forkert. Prøv venligst igen.',
  listNameInvalid: 'Det indtastede navn er ikke gyldigt. Prøv venligst igen.',
  listDateOrder: 'Startdatoen skal være før eller lig med slutdatoen.',
  pinInvalid: 'Den indtastede kode er ugyldig. Prøv venligst igen',
  deleteConfirm: 'Slet listen',
});

export type FavoriteListTexts = typeof daFavoriteLists;
