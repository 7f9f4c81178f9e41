// What my page's account sections say, and the server's answers of the own settings and relations
// (issue 22 point 5, spec §3, §6, §7 "Login, profile and settings"; docs/guides/site-variants.md §5).
// Its own file: only my page and the server need it (the search page's budget).
import { defineTexts, tpl } from './dictionary.js';

export const daMySettings = defineTexts('MySettings', {
  accountTitle: 'Min konto',
  accountIntro: 'Vælg, hvad shoppen viser dig.',
  hideCo2: 'Skjul CO2-oplysninger',
  showExpiry: 'Vis varer med kort holdbarhed',
  showProcure: 'Vis skaffevarer',
  procureAlwaysOn: 'Skaffevarer vises altid for din konto.',
  cartTypeLegend: 'Kurvtype',
  cartTypeShop: 'Kurv',
  cartTypeShoppingList: 'Indkøbsliste',
  saving: 'Gemmer …',
  saved: 'Gemt.',
  saveFailed: 'Ændringen kunne ikke gemmes. Prøv igen.',
  departmentsTitle: 'Afdelinger',
  departmentsIntro: 'Du kan handle for disse afdelinger. Skift afdeling for at se dens kurv og priser.',
  currentDepartment: 'Aktiv afdeling',
  switchTo: tpl('Skift til {name}', (name: string) => ({ name })),
  switched: tpl('Du handler nu for {name}.', (name: string) => ({ name })),
  departmentLine: tpl('{name} ({code}), kundenr. {customerNo}', (name: string, code: string, customerNo: string) => ({ name, code, customerNo })),
  loadFailed: 'Oplysningerne kunne ikke hentes. Prøv igen om lidt.',
  usersTitle: 'Brugere',
  usersIntro: 'Bestem, om kundens brugere ser priser og må bestille.',
  userColumn: 'Bruger',
  showPrices: 'Vis priser',
  allowOrdering: 'Må bestille',
  userSettingLabel: tpl('{setting} for {name}', (setting: string, name: string) => ({ setting, name })),
  // The server's answers.
  cartTypeNotOffered: 'Din afdeling kan ikke skifte til indkøbsliste.',
  cartTypePunchOut: 'Kurvtypen kan ikke skiftes, mens du handler fra dit indkøbssystem.',
  departmentNotYours: 'Afdelingen findes ikke, eller du kan ikke handle for den.',
  procureLocked: 'Skaffevarer vises altid for din konto og kan ikke skjules.',
  procureValueInvalid: 'Værdien skal være 0, 1, true eller false.',
  adminOnly: 'Kun kundens administrator kan ændre andre brugeres indstillinger.',
  notOwnSetting: 'Den indstilling kan kun kundens administrator ændre.',
  noSetting: 'Vælg mindst én indstilling.',
  userUnknown: 'Brugeren findes ikke.',
  // The environment check's problems (POST /api/profile/environmentcheck).
  noCookies: 'Din browser tillader ikke cookies. Slå dem til for at kunne logge ind og handle.',
  noCustomElements: 'Din browser er for gammel til shoppen. Opdater den, eller brug en anden browser.',
  noWorkers: 'Din browser kan ikke søge i baggrunden. Søgningen virker, men kan være langsommere.',
  noOfflineCatalogue: 'Din browser kan ikke gemme varekataloget. Det hentes igen ved hvert besøg.',
  noLocalStorage: 'Din browser kan ikke huske dine valg mellem besøg.',
});
