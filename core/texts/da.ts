// The Danish text catalogue: every text a user can see lives here (spec §5, §8 and the widgets' own
// labels). Keys are English; values are the spec's words where the spec gives them.
export const da = {
  // §8 errors
  httpError: 'Der skete en fejl. Genindlæs siden og prøv igen.',
  loginFailed: 'Email eller adgangskode er ikke korrekte',
  loginThrottled: 'For mange forkerte forsøg. Vent lidt, og prøv igen.',
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
  outOfStock: (stock: string) => `Der er ikke nok på lager. Lagerbeholdning: ${stock}`,
  unitMismatch: (unit: string) => `Varen kan kun bestilles i enheden ${unit}`,
  unknownProduct: 'Varen findes ikke i dit sortiment',
  validationFailed: 'Et eller flere felter mangler at blive udfyldt',
  badRequest: 'Forespørgslen var ugyldig.',
  notFound: 'Siden eller ressourcen findes ikke.',
  tooManyRequests: 'For mange forespørgsler. Vent lidt, og prøv igen.',
  payloadTooLarge: 'Forespørgslen er for stor.',
  unsupportedMediaType: 'Forespørgslen skal sendes som JSON.',
  serverError: 'Der skete en fejl på serveren. Prøv igen om lidt.',
  noDeliveryDate: 'Din afdeling har ingen leveringsdage. Kontakt din afdeling.',
  dateFormatInvalid: 'Datoen skal skrives som åååå-mm-dd.',
  suggestionsNeedText: 'Skriv mindst ét tegn for at få søgeforslag.',

  // §5 amounts
  amountInvalid: 'Den indtastede værdi var ugyldig',
  amountDigitsOnly: 'Du kan kun indtaste tal i feltet',

  // §8 cart success (count and link to the basket)
  addedToBasket: (count: number) => (count === 1 ? '1 vare er lagt i kurven' : `${count} varer er lagt i kurven`),
  goToBasket: 'Gå til kurven',

  // Login form
  loginTitle: 'Log ind',
  email: 'E-mail',
  password: 'Adgangskode',
  loginButton: 'Log ind',
  loggingIn: 'Logger ind…',
  logoutButton: 'Log ud',
  loggedInAs: (name: string) => `Logget ind som ${name}`,
  emailInvalid: 'Indtast en gyldig e-mailadresse',

  // Search bar
  searchLabel: 'Søg efter varer',
  searchLandmark: 'Varesøgning',
  searchPlaceholder: 'Søg i sortimentet, fx mælk eller 100123',
  searchButton: 'Søg',
  suggestionsLabel: 'Søgeforslag',
  suggestionInGroup: (group: string) => `i ${group}`,

  // Product list
  resultsFor: (text: string, total: number) => `${total} ${total === 1 ? 'vare' : 'varer'} for "${text}"`,
  noResults: (text: string) => `Ingen varer matcher "${text}". Prøv et andet ord eller et varenummer.`,
  enterSearch: 'Skriv et ord eller et varenummer i søgefeltet.',
  loading: 'Indlæser…',
  loadMore: 'Vis flere varer',
  loginToSeeProducts: 'Log ind for at se dit sortiment og dine priser.',
  productNumber: 'Varenr.',
  amountLabel: (name: string) => `Antal af ${name}`,
  unitLabel: (name: string) => `Enhed for ${name}`,
  addButton: 'Læg i kurv',
  addButtonLabel: (name: string) => `Læg ${name} i kurven`,
  adding: 'Lægger i kurv…',
  perUnit: (unit: string) => `pr. ${unit}`,
  deposit: (amount: string) => `+ pant ${amount} kr.`,
  offer: 'Tilbud',
  offerUntil: (date: string) => `Tilbud til ${date}`,
  discontinued: 'Udgået',
  imageAlt: (name: string) => `Billede af ${name}`,
  noImage: 'Intet billede',
  searchFailed: 'Søgningen kunne ikke gennemføres.',
  retry: 'Prøv igen',
  loadingMore: 'Henter flere varer…',
  shownOf: (shown: number, total: number) => `Viser ${shown} af ${total} varer`,
  countryOfOrigin: (country: string) => `Oprindelsesland: ${country}`,
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
  basketCount: (count: number) => (count === 1 ? '1 vare i kurven' : `${count} varer i kurven`),
  basketDelivery: (date: string) => `Levering ${date}`,

  // Toasts
  notifications: 'Beskeder',
  close: 'Luk',
  errorPrefix: 'Fejl:',
} as const;

export type Texts = typeof da;
