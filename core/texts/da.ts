// The Danish text catalogue: every text a user can see lives here (spec §5, §8 and the widgets' own
// labels). Keys are English; values are the spec's words where the spec gives them.
import { defineTexts, tpl, type TextVars } from './dictionary.js';

export const da = defineTexts('Common', {
  // §8 errors
  httpError: 'Der skete en fejl. Genindlæs siden og prøv igen.',
  loginFailed: 'Email eller adgangskode er ikke korrekte',
  sessionExpiredTitle: 'Login udløbet',
  sessionExpiredText: 'Du har været logget ud. Log ind igen for at fortsætte.',
  sessionExpiredButton: 'Log ind',
  cartUpdateError: 'Varen kunne ikke lægges i kurven. Prøv venligst igen.',
  catalogueErrorTitle: 'Der skete en fejl',
  catalogueErrorText: 'Der skete en fejl i indlæsningen af produktkataloget. Genindlæs venligst siden og prøv igen.',
  reload: 'Genindlæs',
  notOrderable: 'Dette produkt kan i øjeblikket ikke bestilles',
  notInAssortment: 'Produktet er desværre ikke tilgængelig i denne afdeling',
  missingFoodInfo: 'Manglende varedata',
  outOfStock: tpl('Der er ikke nok på lager. Lagerbeholdning: {stock}', (stock: string) => ({ stock })),
  unitMismatch: tpl('Varen kan kun bestilles i enheden {unit}', (unit: string) => ({ unit })),
  /** A focus product (§3 x.focus) on the card: its focus stock in its unit, the only one it is sold in (§8 UnitMisMatch). */
  focusProductNote: tpl('Fokusvare: {stock} {unit} på lager', (stock: string, unit: string) => ({ stock, unit })),
  validationFailed: 'Et eller flere felter mangler at blive udfyldt',

  // §5 amounts
  amountInvalid: 'Den indtastede værdi var ugyldig',
  amountDigitsOnly: 'Du kan kun indtaste tal i feltet',

  // §8 cart success (count and link to the basket)
  addedToBasket: tpl('{count} {count|vare|varer} er lagt i kurven', (count: number) => ({ count })),
  goToBasket: 'Gå til kurven',

  // Login form
  loginTitle: 'Log ind',
  email: 'E-mail',
  password: 'Adgangskode',
  loginButton: 'Log ind',
  loggingIn: 'Logger ind…',
  logoutButton: 'Log ud',
  loggedInAs: tpl('Logget ind som {name}', (name: string) => ({ name })),
  emailInvalid: 'Indtast en gyldig e-mailadresse',

  // Search bar
  searchLabel: 'Søg efter varer',
  searchLandmark: 'Varesøgning',
  searchPlaceholder: 'Søg i sortimentet, fx mælk eller 100123',
  searchButton: 'Søg',
  suggestionsLabel: 'Søgeforslag',
  suggestionInGroup: tpl('i {group}', (group: string) => ({ group })),

  // Product list
  resultsFor: tpl('{total} {total|vare|varer} for "{text}"', (text: string, total: number) => ({ text, total })),
  noResults: tpl('Ingen varer matcher "{text}". Prøv et andet ord eller et varenummer.', (text: string) => ({ text })),
  enterSearch: 'Skriv et ord eller et varenummer i søgefeltet.',
  loading: 'Indlæser…',
  loadMore: 'Vis flere varer',
  loginToSeeProducts: 'Log ind for at se dit sortiment og dine priser.',
  productNumber: 'Varenr.',
  amountLabel: tpl('Antal af {name}', (name: string) => ({ name })),
  unitLabel: tpl('Enhed for {name}', (name: string) => ({ name })),
  addButton: 'Læg i kurv',
  /** The add button's name: its visible text first, then the product (WCAG 2.5.3, label in name: a speech-input user says what is seen). */
  addButtonLabel: tpl('{button}: {name}', (button: string, name: string) => ({ button, name })),
  adding: 'Lægger i kurv…',
  perUnit: tpl('pr. {unit}', (unit: string) => ({ unit })),
  deposit: tpl('+ pant {amount} kr.', (amount: string) => ({ amount })),
  offer: 'Tilbud',
  offerUntil: tpl('Tilbud til {date}', (date: string) => ({ date })),
  discontinued: 'Udgået',
  imageAlt: tpl('Billede af {name}', (name: string) => ({ name })),
  searchFailed: 'Søgningen kunne ikke gennemføres.',
  retry: 'Prøv igen',
  loadingMore: 'Henter flere varer…',
  shownOf: tpl('Viser {shown} af {total} varer', (shown: number, total: number) => ({ shown, total })),
  countryOfOrigin: tpl('Oprindelsesland: {country}', (country: string) => ({ country })),
  productFlags: 'Mærkninger',
  /** Icon-row badges: short text on the card, full text for screen readers. */
  flagBadges: {
    organic: { short: 'Øko', label: 'Økologisk' },
    organicDK: { short: 'Ø', label: 'Dansk økologi (Ø-mærket)' },
    keyhole: { short: 'Nøglehul', label: 'Nøglehulsmærket' },
    msc: { short: 'MSC', label: 'MSC-certificeret fisk' },
    asc: { short: 'ASC', label: 'ASC-certificeret opdræt' },
    vegan: { short: 'Vegan', label: 'Vegansk' },
    glutenFree: { short: 'Glutenfri', label: 'Glutenfri' },
    lactoseFree: { short: 'Laktosefri', label: 'Laktosefri' },
    fairtrade: { short: 'Fairtrade', label: 'Fairtrade-mærket' },
    local: { short: 'Lokal', label: 'Lokal vare' },
    storageFreeze: { short: 'Frost', label: 'Opbevares på frost' },
    storageCool: { short: 'Køl', label: 'Opbevares på køl' },
    newItem: { short: 'Ny', label: 'Ny vare' },
  },

  // Mini basket
  basket: 'Kurv',
  basketCount: tpl('{count} {count|vare|varer} i kurven', (count: number) => ({ count })),
  basketDelivery: tpl('Levering {date}', (date: string) => ({ date })),

  // Toasts
  notifications: 'Beskeder',
  close: 'Luk',
  errorPrefix: 'Fejl:',

  // Product card (issue 3)
  customerProductNumber: tpl('Eget varenr. {no}', (no: string) => ({ no })),
  refPrice: tpl('{price} kr./{unit}', (price: string, unit: string) => ({ price, unit })),
  unitPriceLabel: 'Enhedspris',
  co2ePerUnit: tpl('{value} kg CO2e pr. {unit}', (value: string, unit: string) => ({ value, unit })),
  co2Tax: tpl('CO2-afgift {amount} kr. pr. {unit}', (amount: string, unit: string) => ({ amount, unit })),
  co2TaxRef: tpl('({amount} kr./{unit})', (amount: string, unit: string) => ({ amount, unit })),
  focusBrandPrefix: 'Stærkt brand:',
  alternativeProduct: 'Alternativ vare',
  webSample: 'Vareprøve',
  expiryLabel: 'Madspildsvare',
  expiryExplanation: 'Kort holdbarhed til nedsat pris. Begrænset antal.',
  expiresOn: tpl('Udløber {date}', (date: string) => ({ date })),
  expiryStock: tpl('{stock} {unit} tilbage', (stock: string, unit: string) => ({ stock, unit })),
  expiryChoice: tpl('Køb som madspildsvare ({price} pr. {unit})', (price: string, unit: string) => ({ price, unit })),
  expiryChoiceNoPrice: 'Køb som madspildsvare',
  normalPrice: tpl('Normalpris {price}', (price: string) => ({ price })),
  procureLabel: 'Skaffevare',
  procureExplanation: 'Varen er ikke på lager, men skaffes hjem til dig efter bestilling. Derfor er leveringstiden længere end for lagervarer.',
  missingFoodInfoExplanation:
    'EU-forordning 1169/2011 om fødevareinformation til forbrugerne kræver, at varedata er på plads, før varen må sælges. Varen kan derfor ikke bestilles lige nu.',
  contactDepartment: 'Kontakt din afdeling',
  discontinuedByHQ: 'Udgået fra hovedsortimentet',
  discontinuesOn: tpl('Udgår {date}', (date: string) => ({ date })),
  replacedBy: tpl('Erstattes af vare {id}', (id: string) => ({ id })),
  inBasket: tpl('I kurven: {quantity}', (quantity: string) => ({ quantity })),
  ownPriorityLabel: tpl('Egen prioritet for {name}', (name: string) => ({ name })),
  ownPriorityShort: 'Prioritet',
  ownPriorityHint: '1-999',
  ownPriorityInvalid: 'Prioriteten skal være et helt tal fra 1 til 999',
  /** §2 product dropdown tab. */
  favoriteLists: 'Favoritlister',
  /** §2 the product dropdown's button on the card (its panel's texts: da-product-dropdown.ts). */
  productDropdownLabel: tpl('{lists} for {name}', (name: string, withRecurring: boolean): TextVars => ({
    lists: withRecurring ? da.favoriteListsAndRecurring : da.favoriteLists,
    name,
  })),
  /** {lists} of productDropdownLabel when the user has recurring orders too. */
  favoriteListsAndRecurring: 'Favoritlister og fastordrer',
  /** The button's filled mark (§3 x.favorite): the product is on a list the user sees. */
  onFavoriteList: 'På en favoritliste',

  // Catalogue (issue 3): the worker's error modal (§8) and the list's filters and sortings.
  filtersLabel: 'Filtre',
  postingGroupsLabel: 'Varegrupper',
  groupWithCount: tpl('{name} ({count})', (name: string, count: number) => ({ name, count })),
  top200Filter: 'Mine 200 mest købte',
  outletFilter: 'Kort holdbarhed og outlet',
  clearFilters: 'Nulstil filtre',
  sortingLabel: 'Sortér efter',
  sortings: {
    0: 'Egen prioritet',
    1: 'Relevans',
    2: 'Varegruppe',
    3: 'Navn (A-Å)',
    4: 'Navn (Å-A)',
    5: 'Enhedspris',
    6: 'Pris, lavest først',
    7: 'Pris, højest først',
  } as Record<number, string>,
  viewLabel: 'Visning',
  viewGallery: 'Galleri',
  viewList: 'Liste',
  resultsCount: tpl('{total} {total|vare|varer}', (total: number) => ({ total })),
  noProductsInView: 'Ingen varer matcher de valgte filtre.',
  top200Heading: 'Dine 200 mest købte varer',
  outletHeading: 'Kort holdbarhed og outlet',
  favoriteListHeading: tpl('Favoritliste: {name}', (name: string) => ({ name })),
  favoriteListMissing: 'Favoritlisten findes ikke eller er ikke delt med dig.',
  featuredListMissing: 'Listen findes ikke.',
  showAllResults: tpl('Vis alle {total} varer', (total: number) => ({ total })),

  // Product details, food information, deadlines, recipes and CO2e (issue 4; §2, §3, §4, §8)
  deadlineBlocked: 'Blokeret grundet lang leveringstid.',
  deadlineOrderBy: tpl('Bestil senest {weekday} {date} kl. {time}', (weekday: string, date: string, time: string) => ({ weekday, date, time })),
  /** 0-6, Sunday 0 (§3 weekDays). */
  weekdayNames: ['søndag', 'mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag'] as readonly string[],
  deadlineShort: tpl('Senest {dayMonth} kl. {time}', (dayMonth: string, time: string) => ({ dayMonth, time })),
  // Favourite lists (issue 5; §5, §8). The spec's texts where it gives them, verbatim.
  favoriteListsLoadFailed: 'Der skete en fejl under indlæsningen af favoritlister. Genindlæs venligst siden og prøv igen',
  favoriteListError: 'Der skete en fejl. Prøv venligst igen.',
});

export type Texts = typeof da;

