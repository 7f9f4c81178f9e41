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

function ingredientsFor(base: BaseProduct, group: GroupData, name: string, rng: Rng): FoodIngredientRecord[] {
  const curated = CURATED[base.name];
  const codes = (base.allergens ?? []).map((w) => ALLERGEN_WORDS[w]).filter((c): c is string => Boolean(c));
  const record = ([text, allergen, percent]: Part): FoodIngredientRecord => ({
    text,
    ...(allergen ? { allergen } : {}),
    ...(percent ? { percent } : {}),
  });
  if (curated) return curated.map(record);
  const main = name.toLowerCase().replace(/ øko$/, '');
  // Single-ingredient fresh goods: the product itself, 100 %.
  if (['20', '30', '40'].includes(group.id) || (group.id === '10' && codes.length <= 1)) {
    const allergen = codes[0];
    const isCheese = group.id === '10' && /ost|danbo|havarti|parmesan|mozzarella/i.test(base.name);
    const text = allergen ? main.toUpperCase() : main;
    const parts: FoodIngredientRecord[] = [{
      text: group.id === '10' && allergen === 'milk' ? `pasteuriseret ${text}` : text,
      ...(allergen ? { allergen } : {}),
      ...(isCheese ? {} : { percent: 100 }),
    }];
    if (group.id === '10' && /yoghurt|skyr|fraiche/i.test(base.name)) parts.push({ text: 'mælkesyrebakteriekultur' });
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

/** The product's food information; `rng` is its own stream, so nothing else generated changes. */
export function foodInfoFor(input: FoodInfoInput, rng: Rng): FoodInfoRow {
  const { productId, base, group, temp } = input;
  const ingredients = ingredientsFor(base, group, input.name, rng);
  const contains = [...new Set(ingredients.map((i) => i.allergen).filter((c): c is string => Boolean(c)))];
  const mayContain = mayContainFor(group, contains, input.flags, rng);
  const fibreRange = GROUP_FIBRE[group.id] ?? [0, 1];
  const n = input.nutrition;
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
    nutrition: {
      productId,
      basis: input.size[2] === 'L' ? 'ml' : 'g',
      energyKj: n.energyKj,
      energyKcal: n.energyKcal,
      fat: n.fat.toFixed(1),
      saturatedFat: Math.min(n.saturatedFat, n.fat).toFixed(1),
      carbohydrate: n.carbohydrate.toFixed(1),
      sugars: Math.min(n.sugars, n.carbohydrate).toFixed(1),
      fibre: rng.chance(0.85) ? rng.range(fibreRange[0], fibreRange[1]).toFixed(1) : null,
      protein: n.protein.toFixed(1),
      salt: n.salt.toFixed(2),
    },
    allergens: [
      ...contains.map((allergen) => ({ productId, allergen, presence: 'contains' as const })),
      ...mayContain.map((allergen) => ({ productId, allergen, presence: 'mayContain' as const })),
    ],
    units: unitInfoFor(productId, input.size, input.units, rng),
  };
}
