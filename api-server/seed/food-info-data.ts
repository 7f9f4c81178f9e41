// Demo food information (issue 4 point 3; docs/guides/food-information.md): ingredient lists with their
// allergen words, the EU 14 allergens (contains / may contain), nutrition per 100 g or 100 ml, unit
// weights, dimensions and EAN numbers, storage text and shelf life, origin detail. Deterministic: the
// generator hands in the product's own PRNG streams.
import type { FoodIngredientRecord } from '../db/schema.js';
import type { BaseProduct, GroupData, Size } from './catalogue-data.js';
import type { Rng } from './prng.js';

export interface NutritionRow {
  productId: string;
  basis: 'g' | 'ml';
  energyKj: number;
  energyKcal: number;
  fat: string;
  saturatedFat: string;
  carbohydrate: string;
  sugars: string;
  fibre: string | null;
  protein: string;
  salt: string;
}

export interface AllergenRow {
  productId: string;
  allergen: string;
  presence: 'contains' | 'mayContain';
}

export interface UnitInfoRow {
  productId: string;
  unitCode: string;
  gtin: string | null;
  netWeightG: number | null;
  grossWeightG: number | null;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
}

export interface FoodInfoRow {
  productId: string;
  ingredients: FoodIngredientRecord[];
  storageText: string;
  shelfLifeDays: number | null;
  shelfLifeOpenedDays: number | null;
  originText: string;
  version: number;
  updatedAt: string;
  nutrition: NutritionRow;
  allergens: AllergenRow[];
  units: UnitInfoRow[];
}

/** The catalogue's Danish allergen words -> EU allergen codes. */
export const ALLERGEN_WORDS: Record<string, string> = {
  gluten: 'gluten', krebsdyr: 'crustaceans', æg: 'eggs', fisk: 'fish', jordnødder: 'peanuts', soja: 'soybeans',
  mælk: 'milk', nødder: 'nuts', selleri: 'celery', sennep: 'mustard', sesam: 'sesame', sulfitter: 'sulphites',
  lupin: 'lupin', bløddyr: 'molluscs',
};

/** How an allergen usually appears in a composite product's ingredient list. */
const ALLERGEN_INGREDIENT: Record<string, string> = {
  gluten: 'hvedemel', crustaceans: 'rejer', eggs: 'æg', fish: 'fisk', peanuts: 'jordnødder', soybeans: 'sojaprotein',
  milk: 'mælk', nuts: 'hasselnødder', celery: 'selleri', mustard: 'sennepsfrø', sesame: 'sesamfrø',
  sulphites: 'svovldioxid', lupin: 'lupinmel', molluscs: 'blåmuslinger',
};

type Part = [text: string, allergen?: string, percent?: number];

/** Real-looking lists for the products a kitchen reads most carefully. */
const CURATED: Record<string, Part[]> = {
  'Leverpostej': [['svinelever', undefined, 28], ['svinespæk'], ['vand'], ['MÆLK', 'milk'], ['HVEDEMEL', 'gluten'], ['ÆG', 'eggs'], ['løg'], ['salt'], ['krydderier'], ['ansjoser (FISK)', 'fish']],
  'Frikadeller stegte': [['svinekød', undefined, 62], ['vand'], ['løg'], ['ÆG', 'eggs'], ['rasp (HVEDEMEL, gær, salt)', 'gluten'], ['MÆLKEPROTEIN', 'milk'], ['salt'], ['rapsolie'], ['peber']],
  'Fiskefrikadeller': [['sej (FISK)', 'fish', 55], ['vand'], ['løg'], ['HVEDEMEL', 'gluten'], ['ÆG', 'eggs'], ['rapsolie'], ['skummet MÆLKEPULVER', 'milk'], ['salt'], ['peber']],
  'Remoulade': [['rapsolie', undefined, 45], ['vand'], ['pickles (agurk, blomkål, løg)'], ['sukker'], ['eddike'], ['ÆGGEBLOMME', 'eggs'], ['SENNEP', 'mustard'], ['salt'], ['krydderier'], ['karry'], ['gurkemeje']],
  'Mayonnaise': [['rapsolie', undefined, 78], ['vand'], ['ÆGGEBLOMME', 'eggs', 6], ['eddike'], ['sukker'], ['salt'], ['SENNEPSFRØ', 'mustard'], ['citronsaft koncentrat']],
  'Rugbrød': [['fuldkornsRUGMEL', 'gluten', 38], ['vand'], ['knækkede RUGKERNER', 'gluten'], ['surdej (RUGMEL, vand)', 'gluten'], ['solsikkekerner'], ['salt'], ['gær'], ['BYGMALT', 'gluten']],
  'Spaghetti': [['durum HVEDEGRYN', 'gluten', 100]],
  'Penne rigate': [['durum HVEDEGRYN', 'gluten', 100]],
  'Lasagneplader': [['durum HVEDEGRYN', 'gluten', 80], ['ÆG', 'eggs', 20]],
  'Croissant smør': [['HVEDEMEL', 'gluten'], ['SMØR', 'milk', 22], ['vand'], ['sukker'], ['ÆG', 'eggs'], ['gær'], ['salt'], ['skummet MÆLKEPULVER', 'milk']],
  'Tebirkes': [['HVEDEMEL', 'gluten'], ['margarine (palmefedt, rapsolie, vand, salt)'], ['remonce (sukker, SMØR, mandler)', 'milk'], ['vand'], ['ÆG', 'eggs'], ['birkes (blå valmuefrø)'], ['SESAMFRØ', 'sesame'], ['gær'], ['salt']],
  'Havredrik': [['vand'], ['HAVRE', 'gluten', 10], ['rapsolie'], ['calciumcarbonat'], ['salt'], ['vitaminer (D2, riboflavin, B12)']],
  'Kakaomælk': [['letmælk (MÆLK)', 'milk', 96], ['sukker'], ['kakao', undefined, 1], ['stabilisator (carrageenan)']],
  'Marinerede sild': [['sild (FISK)', 'fish', 55], ['vand'], ['sukker'], ['eddike'], ['løg'], ['SENNEPSFRØ', 'mustard'], ['salt'], ['krydderier']],
  'Sauce béarnaise mix': [['modificeret stivelse'], ['MÆLKEPULVER', 'milk', 20], ['palmefedt'], ['salt'], ['eddikepulver'], ['estragon'], ['løg'], ['gurkemeje']],
  'Bouillon kylling': [['salt'], ['glukosesirup'], ['kyllingefedt', undefined, 8], ['kyllingekød', undefined, 4], ['gærekstrakt'], ['SELLERI', 'celery'], ['løg'], ['krydderier']],
  'Peanutbutter crunchy': [['ristede JORDNØDDER', 'peanuts', 94], ['palmeolie'], ['sukker'], ['salt']],
  'Tun i vand': [['tun (FISK)', 'fish', 75], ['vand'], ['salt']],
  'Makrel i tomat': [['makrelfilet (FISK)', 'fish', 60], ['tomatpuré'], ['vand'], ['rapsolie'], ['sukker'], ['salt'], ['krydderier']],
  'Vaniljeis': [['fløde (MÆLK)', 'milk', 30], ['skummet MÆLK', 'milk'], ['sukker'], ['glukosesirup'], ['ÆGGEBLOMME', 'eggs'], ['vaniljeekstrakt'], ['stabilisator (johannesbrødkernemel)']],
  'Panerede fiskefileter': [['alaska sej (FISK)', 'fish', 65], ['HVEDEMEL', 'gluten'], ['rapsolie'], ['vand'], ['salt'], ['gær']],
  'Burgerboller': [['HVEDEMEL', 'gluten'], ['vand'], ['sukker'], ['rapsolie'], ['gær'], ['SESAMFRØ', 'sesame', 2], ['salt']],
};

const GROUP_FIBRE: Record<string, [number, number]> = { '20': [1, 4], '60': [0, 8], '70': [2, 9], '50': [0, 4] };

/** Origin detail per group; {country} is the product's country name. */
function originTextFor(group: GroupData, base: BaseProduct, country: string, flags: readonly string[]): string {
  if (group.id === '40') {
    if (flags.includes('asc')) return `Opdrættet i ${country}`;
    if (flags.includes('msc')) return 'Fanget i Nordøstatlanten (FAO 27) med trawl';
    return `Fanget eller opdrættet i ${country}`;
  }
  if (group.id === '30') return `Født, opdrættet og slagtet i ${country}`;
  if (group.id === '20') return `Dyrket i ${country}`;
  if (group.id === '10' && base.allergens?.includes('mælk')) return `Mælken stammer fra ${country}`;
  return `Fremstillet i ${country}`;
}

const STORAGE_TEXT: Record<number, string> = {
  0: 'Dybfrost. Opbevares ved -18 °C eller koldere.',
  1: 'Frisk vare. Opbevares ved 0-2 °C.',
  2: 'Frost. Opbevares ved -18 °C.',
  3: 'Optøet vare. Opbevares ved 0-4 °C og må ikke genfryses.',
  4: 'Opbevares tørt ved stuetemperatur.',
  5: 'Kølevare. Opbevares ved max. 5 °C.',
};

/**
 * The product's main ingredient as a label names it: the base name without fat percentages, cuts
 * ('u/skind') and sizes, 'økologisk' for organic variants: 'Letmælk 1,5% øko 1 l' -> 'økologisk letmælk'.
 */
export function mainIngredient(baseName: string, productName: string): string {
  const plain = baseName
    .toLowerCase()
    .replace(/\s+\d+(?:[,.]\d+)?(?:-\d+)?\s*%\+?/g, '')
    .replace(/\s+\d+\+/g, '')
    .replace(/\s+[um]\/\S+/g, '')
    .replace(/\s+\d+\s*mm\b/g, '')
    .replace(/\s+[a-zæøå]$/, '') // egg sizes: 'frilandsæg m'
    .trim();
  return / øko\b/.test(productName) ? `økologisk ${plain}` : plain;
}

function ingredientsFor(base: BaseProduct, group: GroupData, name: string, rng: Rng): FoodIngredientRecord[] {
  const curated = CURATED[base.name];
  const codes = (base.allergens ?? []).map((w) => ALLERGEN_WORDS[w]).filter((c): c is string => Boolean(c));
  const record = ([text, allergen, percent]: Part): FoodIngredientRecord => ({
    text,
    ...(allergen ? { allergen } : {}),
    ...(percent ? { percent } : {}),
  });
  if (curated) return curated.map(record);
  const main = mainIngredient(base.name, name);
  // Single-ingredient fresh goods: the product itself, 100 %.
  if (['20', '30', '40'].includes(group.id) || (group.id === '10' && codes.length <= 1)) {
    const allergen = codes[0];
    const isCheese = group.id === '10' && /ost|danbo|havarti|parmesan|mozzarella/i.test(base.name);
    const soured = group.id === '10' && /yoghurt|skyr|fraiche/i.test(base.name);
    const text = allergen ? main.toUpperCase() : main;
    const parts: FoodIngredientRecord[] = [{
      // Cheese and soured milk are made of milk; plain milk and cream are the milk itself.
      text: group.id === '10' && allergen === 'milk' ? (isCheese || soured ? 'pasteuriseret MÆLK' : `pasteuriseret ${text}`) : text,
      ...(allergen ? { allergen } : {}),
      ...(isCheese || soured ? {} : { percent: 100 }),
    }];
    if (soured) parts.push({ text: 'mælkesyrebakteriekultur' });
    if (isCheese) parts.push({ text: 'salt' }, { text: 'syrningskultur' }, { text: 'løbe' });
    return parts;
  }
  // Composite goods: the main ingredient, the allergen ingredients, then the usual rest.
  const parts: FoodIngredientRecord[] = [{ text: main, percent: rng.int(35, 85) }];
  for (const code of codes) parts.push({ text: (ALLERGEN_INGREDIENT[code] ?? code).toUpperCase(), allergen: code });
  parts.push({ text: 'vand' });
  if (group.id !== '80') parts.push({ text: 'salt' });
  if (rng.chance(0.4)) parts.push({ text: 'rapsolie' });
  return parts;
}

function mayContainFor(group: GroupData, contains: readonly string[], flags: readonly string[], rng: Rng): string[] {
  const out: string[] = [];
  const add = (code: string, p: number) => {
    if (!contains.includes(code) && rng.chance(p)) out.push(code);
  };
  if (group.id === '70') add('sesame', 0.4);
  if (group.id === '70' || group.id === '50') add('nuts', 0.15);
  if (group.id === '60' && !flags.includes('glutenFree')) add('gluten', 0.1);
  if (group.id === '60') add('mustard', 0.08);
  if (group.id === '40') add('crustaceans', 0.2);
  return out;
}

/** EAN-13 from a 12-digit body: the body and its check digit. */
export function ean13(body: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

function unitInfoFor(productId: string, size: Size, units: readonly { code: string; factor: string }[], rng: Rng): UnitInfoRow[] {
  // Weight known for goods sold by weight or volume (liquids taken at about 1 kg per litre).
  const baseNet = size[2] === 'STK' ? null : Math.round(size[1] * 1000);
  return units.map((u, i) => {
    const factor = Number(u.factor);
    const net = baseNet === null ? null : Math.round(baseNet * factor);
    const gross = net === null ? null : Math.round(net * rng.range(1.03, 1.15)) + (factor > 1 ? 150 : 0);
    // A box around the content: about 1 litre per kg, with the usual carton proportions.
    const litres = Math.max(0.05, (net ?? 300 * factor) / 1000) * 1.25;
    const edge = Math.cbrt(litres / (1.6 * 1.0 * 0.8)) * 100; // dm -> mm
    return {
      productId,
      unitCode: u.code,
      gtin: ean13(`57${productId.padStart(6, '0')}${String(i).padStart(2, '0')}${String(rng.int(10, 99))}`),
      netWeightG: net,
      grossWeightG: gross,
      lengthMm: Math.round(edge * 1.6),
      widthMm: Math.round(edge),
      heightMm: Math.round(edge * 0.8),
    };
  });
}

export interface FoodInfoInput {
  productId: string;
  name: string;
  base: BaseProduct;
  group: GroupData;
  size: Size;
  units: readonly { code: string; factor: string }[];
  temp: number;
  countryName: string;
  flags: readonly string[];
  /** The nutrition values and shelf life drawn from the product's main stream (kept as the seed had them). */
  nutrition: { energyKj: number; energyKcal: number; fat: number; saturatedFat: number; carbohydrate: number; sugars: number; protein: number; salt: number };
  shelfLifeDays: number;
  referenceDate: string;
}


/** Typical declarations per 100 g/ml: [fat, saturates, carbohydrate, sugars, fibre, protein, salt]. */
type Profile = readonly [number, number, number, number, number, number, number];
const PASTA: Profile = [1.5, 0.3, 71, 3.5, 3, 13, 0.01];
const NUTRITION_PROFILES: Record<string, Profile> = {
  'Letmælk 1,5%': [1.5, 1.0, 4.7, 4.7, 0, 3.5, 0.1],
  'Minimælk 0,4%': [0.4, 0.3, 4.8, 4.8, 0, 3.5, 0.1],
  'Sødmælk 3,5%': [3.5, 2.3, 4.6, 4.6, 0, 3.4, 0.1],
  'Skummetmælk': [0.1, 0.1, 4.8, 4.8, 0, 3.5, 0.1],
  'Kærnemælk': [0.5, 0.3, 4.0, 4.0, 0, 3.5, 0.1],
  'Kakaomælk': [1.5, 1.0, 10.5, 10.0, 0.5, 3.5, 0.1],
  'Laktosefri mælk 1,5%': [1.5, 1.0, 3.0, 3.0, 0, 3.5, 0.1],
  'Havredrik': [1.5, 0.2, 6.5, 4.0, 0.8, 1.0, 0.1],
  'Piskefløde 38%': [38, 25, 2.8, 2.8, 0, 2.1, 0.1],
  'Madlavningsfløde 9%': [9, 6, 4.0, 4.0, 0, 3.0, 0.1],
  'Creme fraiche 18%': [18, 12, 3.5, 3.5, 0, 2.8, 0.1],
  'Yoghurt naturel 1,5%': [1.5, 1.0, 4.5, 4.5, 0, 4.5, 0.1],
  'Græsk yoghurt 10%': [10, 6.8, 4.0, 4.0, 0, 5.5, 0.1],
  'Skyr naturel': [0.2, 0.1, 3.8, 3.8, 0, 11, 0.1],
  'Smør saltet': [82, 52, 0.6, 0.6, 0, 0.6, 1.2],
  'Smørbar': [75, 35, 0.5, 0.5, 0, 0.5, 1.2],
  'Mozzarella': [18, 12, 1.0, 1.0, 0, 18, 0.5],
  'Parmesan': [29, 19, 0, 0, 0, 33, 1.6],
  'Danbo 45+': [25, 16, 0, 0, 0, 25, 1.5],
  'Havarti 30+': [17, 11, 0, 0, 0, 28, 1.5],
  'Salatost i tern': [20, 14, 1.0, 1.0, 0, 15, 2.8],
  'Hytteost 4%': [4, 2.6, 2.5, 2.5, 0, 12, 0.8],
  'Frilandsæg M': [10, 2.8, 0.5, 0.5, 0, 12.5, 0.3],
  'Bananer': [0.3, 0.1, 20, 17, 1.8, 1.1, 0],
  'Æbler Pink Lady': [0.2, 0, 12, 10, 2, 0.3, 0],
  'Æbler Ingrid Marie': [0.2, 0, 11, 9.5, 2, 0.3, 0],
  'Gulerødder': [0.2, 0, 7, 5, 2.8, 0.8, 0.1],
  'Kartofler bage': [0.1, 0, 16, 0.8, 1.5, 2, 0],
  'Kartofler skrællede': [0.1, 0, 16, 0.8, 1.5, 2, 0],
  'Tomater': [0.2, 0, 3, 2.8, 1.2, 0.9, 0],
  'Avocado Hass': [15, 2.1, 1.8, 0.7, 6.7, 2, 0],
  'Kyllingebryst u/skind': [1.5, 0.4, 0, 0, 0, 23, 0.1],
  'Hakket oksekød 8-12%': [10, 4.5, 0, 0, 0, 19, 0.2],
  'Hakket oksekød 14-18%': [16, 7, 0, 0, 0, 18, 0.2],
  'Hakket svinekød 8-12%': [10, 3.8, 0, 0, 0, 19, 0.2],
  'Bacon i skiver': [30, 11, 0.5, 0.5, 0, 15, 3.0],
  'Leverpostej': [20, 7, 6, 1, 0.5, 11, 1.5],
  'Frikadeller stegte': [16, 6, 8, 1.5, 0.5, 14, 1.5],
  'Laksefilet m/skind': [13, 2.5, 0, 0, 0, 20, 0.1],
  'Torskefilet': [0.7, 0.1, 0, 0, 0, 18, 0.2],
  'Rejer i lage': [1, 0.2, 1.5, 1.0, 0, 14, 2.5],
  'Røget laks i skiver': [12, 2.4, 0, 0, 0, 21, 3.0],
  'Marinerede sild': [10, 2, 18, 16, 0, 8, 1.5],
  'Tun i vand': [1, 0.3, 0, 0, 0, 25, 0.8],
  'Vaniljeis': [10, 7, 24, 21, 0, 3.5, 0.1],
  'Spaghetti': PASTA,
  'Penne rigate': PASTA,
  'Fusilli': PASTA,
  'Lasagneplader': [2.5, 0.6, 68, 3, 3, 14, 0.05],
  'Basmatiris': [0.9, 0.2, 78, 0.2, 1.3, 8.5, 0],
  'Jasminris': [0.6, 0.2, 79, 0.1, 1.0, 7, 0],
  'Hvedemel': [1.5, 0.3, 70, 1.5, 3.5, 11, 0],
  'Rugmel fuldkorn': [2, 0.3, 60, 1.5, 14, 9, 0],
  'Havregryn': [7, 1.3, 58, 1.0, 10, 13, 0],
  'Sukker': [0, 0, 100, 100, 0, 0, 0],
  'Flormelis': [0, 0, 100, 100, 0, 0, 0],
  'Salt fint': [0, 0, 0, 0, 0, 0, 99],
  'Rapsolie': [92, 7, 0, 0, 0, 0, 0],
  'Olivenolie ekstra jomfru': [92, 13, 0, 0, 0, 0, 0],
  'Hakkede tomater': [0.2, 0, 4, 3.5, 1, 1.2, 0.2],
  'Kokosmælk': [17, 15, 2.5, 2, 0, 1.5, 0.1],
  'Mayonnaise': [78, 6, 1.5, 1.0, 0, 1.0, 1.2],
  'Remoulade': [45, 3.5, 10, 8, 0.5, 0.8, 1.4],
  'Ketchup': [0.1, 0, 24, 22, 0.8, 1.2, 1.8],
  'Peanutbutter crunchy': [50, 9, 13, 6, 7, 25, 1.0],
  'Honning flydende': [0, 0, 82, 82, 0, 0.3, 0],
  'Rugbrød': [4, 0.6, 40, 3, 9, 7, 1.1],
  'Franskbrød': [2.5, 0.5, 49, 3, 3, 9, 1.1],
  'Croissant smør': [21, 13, 44, 7, 2, 8, 1.0],
  'Kildevand uden brus': [0, 0, 0, 0, 0, 0, 0],
  'Coca-Cola': [0, 0, 10.6, 10.6, 0, 0, 0],
  'Coca-Cola Zero': [0, 0, 0, 0, 0, 0, 0.02],
  'Appelsinjuice': [0.1, 0, 9, 9, 0.2, 0.7, 0],
  'Æblejuice': [0, 0, 10, 10, 0, 0.1, 0],
  'Pilsner': [0, 0, 3.5, 0.2, 0, 0.5, 0],
};

const round = (n: number, decimals: number) => Math.round(n * 10 ** decimals) / 10 ** decimals;

/**
 * Nutrition per 100 g/ml: a typical declaration for known products (a few per cent of batch
 * variation), else the generator's group values. Energy by the EU conversion factors
 * (Regulation 1169/2011 annex XIV: fat 37 kJ/9 kcal, carbohydrate and protein 17/4, fibre 8/2).
 */
function nutritionRow(productId: string, basis: 'g' | 'ml', baseName: string, drawn: FoodInfoInput['nutrition'], fibreRange: readonly [number, number], rng: Rng): NutritionRow {
  const profile = NUTRITION_PROFILES[baseName];
  const vary = (v: number) => v * rng.range(0.96, 1.04);
  let fat: number; let saturatedFat: number; let carbohydrate: number; let sugars: number; let fibre: number | null; let protein: number; let salt: number;
  if (profile) {
    fat = round(Math.min(100, vary(profile[0])), 1);
    saturatedFat = round(Math.min(fat, vary(profile[1])), 1);
    carbohydrate = round(Math.min(100, vary(profile[2])), 1);
    sugars = round(Math.min(carbohydrate, vary(profile[3])), 1);
    fibre = round(vary(profile[4]), 1);
    protein = round(Math.min(100, vary(profile[5])), 1);
    salt = round(Math.min(100, vary(profile[6])), 2);
  } else {
    fat = drawn.fat;
    saturatedFat = Math.min(drawn.saturatedFat, fat);
    carbohydrate = drawn.carbohydrate;
    sugars = Math.min(drawn.sugars, carbohydrate);
    fibre = rng.chance(0.85) ? round(rng.range(fibreRange[0], fibreRange[1]), 1) : null;
    protein = drawn.protein;
    salt = drawn.salt;
  }
  const f = fibre ?? 0;
  return {
    productId,
    basis,
    energyKj: Math.round(fat * 37 + carbohydrate * 17 + protein * 17 + f * 8),
    energyKcal: Math.round(fat * 9 + carbohydrate * 4 + protein * 4 + f * 2),
    fat: fat.toFixed(1),
    saturatedFat: saturatedFat.toFixed(1),
    carbohydrate: carbohydrate.toFixed(1),
    sugars: sugars.toFixed(1),
    fibre: fibre === null ? null : fibre.toFixed(1),
    protein: protein.toFixed(1),
    salt: salt.toFixed(2),
  };
}

/** The product's food information; `rng` is its own stream, so nothing else generated changes. */
export function foodInfoFor(input: FoodInfoInput, rng: Rng): FoodInfoRow {
  const { productId, base, group, temp } = input;
  const ingredients = ingredientsFor(base, group, input.name, rng);
  const contains = [...new Set(ingredients.map((i) => i.allergen).filter((c): c is string => Boolean(c)))];
  const mayContain = mayContainFor(group, contains, input.flags, rng);
  const fibreRange = GROUP_FIBRE[group.id] ?? [0, 1];
  const opened = temp === 0 || temp === 2 ? 2 : temp === 4 ? (input.size[2] === 'L' ? rng.int(14, 60) : null) : rng.int(2, 5);
  return {
    productId,
    ingredients,
    storageText: STORAGE_TEXT[temp] ?? '',
    shelfLifeDays: input.shelfLifeDays,
    shelfLifeOpenedDays: opened,
    originText: originTextFor(group, base, input.countryName, input.flags),
    version: rng.int(1, 6),
    updatedAt: `${input.referenceDate}T06:00:00Z`,
    nutrition: nutritionRow(productId, input.size[2] === 'L' ? 'ml' : 'g', base.name, input.nutrition, fibreRange, rng),
    allergens: [
      ...contains.map((allergen) => ({ productId, allergen, presence: 'contains' as const })),
      ...mayContain.map((allergen) => ({ productId, allergen, presence: 'mayContain' as const })),
    ],
    units: unitInfoFor(productId, input.size, input.units, rng),
  };
}
