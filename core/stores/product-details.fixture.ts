// Answers of the product details calls for tests and stories (the shapes the server sends; see
// api-server/catalogue/product-details.ts). Imported by tests and stories only.
import { ALLERGEN_CODES, type FoodInfo } from '../schemas/food-info.js';
import type { DeadlineResponse, ProductDetails, ProductLookup, ProductRelations } from '../schemas/product-details.js';
import type { ProductWire } from '../schemas/product.js';

export const detailsFixture: ProductDetails = {
  productId: '100123',
  supplierProductId: 'A-778',
  customerProductNumber: '',
  description: 'Letmælk 1,5 % økologisk i kartonemballage til storkøkken',
  brand: 'Arla Foods Professionel',
  postingGroupId: '10',
  postingGroupName: 'Mejeri',
  image: 'https://images.example.com/100123.jpg',
  gs1VideoSrc: null,
  gs1VideoType: null,
  units: [
    { name: 'STK', description: 'Stk (1 l)', price: 1250, factor: 1, weighed: false, selected: true, suppresWeight: false },
    { name: 'KRT', description: 'Karton (10 stk)', price: 12500, factor: 10, weighed: false, selected: false, suppresWeight: false },
  ],
  basicUnit: 'STK',
  deposit: 100,
  referencePrice: 1250,
  referenceUnit: 'L',
  focusUnit: null,
  focusProductId: null,
  focusStock: null,
  focusBrand: null,
  focusThumb: null,
  co2: 1.2345,
  country: 'Danmark',
  countryCode: 'DK',
  extendedDescription: 'Økologisk letmælk fra danske gårde, pasteuriseret og homogeniseret.',
  orderable: true,
  discontinued: false,
  discontinuedByHQ: false,
  discontinuedDate: null,
  discontinuedText: '',
  onSale: true,
  onSaleUntil: '2099-12-31',
  expiry: null,
  expiryPrice: null,
  expiryUnit: null,
  expiryStock: null,
  reference: null,
  broachedLimit: 5,
  deadlines: ['1d@10:00'],
  deadlineMessage: 'Bestil senest onsdag 04-06-2025 kl. 10:00',
  shortDeadlineMessage: 'Senest 04-06 kl. 10:00',
  procure: false,
  supplierName: 'Arla Foods amba',
  weight: 1.03,
  alternativeProductId: null,
  foodInfo: true,
  foodInfoRequired: true,
  flags: ['organic', 'keyhole', 'storageCool'],
};

export const foodInfoFixture: FoodInfo = {
  productId: '100123',
  available: true,
  required: true,
  version: 3,
  updated: '2025-05-12',
  nutrition: { basis: 'ml', energyKj: 195, energyKcal: 46, fat: 1.5, saturatedFat: 1, carbohydrate: 4.7, sugars: 4.7, fibre: null, protein: 3.5, salt: 0.1 },
  ingredients: [
    { text: 'Pasteuriseret økologisk letMÆLK', allergen: 'milk', percent: 99.5 },
    { text: 'D-vitamin', allergen: null, percent: null },
  ],
  allergens: ALLERGEN_CODES.map((code) => ({
    code,
    presence: code === 'milk' ? 'contains' : code === 'nuts' ? 'mayContain' : 'absent',
  })),
  units: [
    { code: 'STK', description: 'Stk (1 l)', factor: 1, gtin: '5711953000015', netWeightG: 1030, grossWeightG: 1060, lengthMm: 70, widthMm: 70, heightMm: 240 },
    { code: 'KRT', description: 'Karton (10 stk)', factor: 10, gtin: '5711953000022', netWeightG: 10300, grossWeightG: 10900, lengthMm: 360, widthMm: 290, heightMm: 250 },
  ],
  storage: { temperatureCode: 5, text: 'Opbevares ved højst 5 °C.', shelfLifeDays: 10, shelfLifeOpenedDays: 3 },
  origin: { countryCode: 'DK', countryName: 'Danmark', text: 'Mælken stammer fra danske økologiske gårde.' },
  claims: { organicCode: 1, labels: ['organicDK', 'keyhole'] },
};

export const relatedWireFixture: ProductWire = {
  i: ['100130', 'A-779', ''],
  g: '10',
  g_text: 'Mejeri',
  b: 'Arla Foods Professionel',
  d: 'Sødmælk 3,5 % økologisk',
  u: [{ i: 'STK', d: 'Stk', n: 1, w: false, f: true }],
  p: 1395,
  c: 'DK',
  c_text: 'Danmark',
  x: { organic: true, storageCool: true, foodInfo: true },
  img: null,
};

export const relationsFixture: ProductRelations = {
  productId: '100123',
  related: [relatedWireFixture],
  alternative: null,
  recipes: [{ id: 4101, name: 'Risalamande til 50', urlName: 'risalamande-til-50', updated: '2025-05-01' }],
};

export const lookupFoundFixture: ProductLookup = {
  status: 'found',
  product: detailsFixture,
  productInfo: { version: 3, sidsteRevision: '2025-05-12' },
  recipeIds: [4101],
};

export const lookupNotInAssortmentFixture: ProductLookup = {
  status: 'notInAssortment',
  productId: '100999',
  requested: false,
  message: 'Produktet er desværre ikke tilgængelig i denne afdeling',
};

export const deadlineFixture: DeadlineResponse = {
  orderable: true,
  blockedByDeadline: false,
  deadline: '2025-06-04T10:00:00+02:00',
  deadlineMessage: 'Bestil senest onsdag 04-06-2025 kl. 10:00',
  deliveryDate: '2025-06-05',
  showDeliveryDate: false,
  discontinued: false,
};
