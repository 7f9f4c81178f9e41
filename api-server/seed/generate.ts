// Deterministic generator of Danish wholesale demo data (issue 2 §4). Pure: no database, no clock,
// no Math.random. Every product draws from its own PRNG seeded by (seed, index), so the first N
// products are the same whatever the total count, and the same seed always gives the same data.
import { BOOLEAN_FLAGS } from '../../core/index.js';
import { addDays } from '../domain/dates.js';
import { danishSortKey } from '../search/sql-text.js';
import { foldedColumns } from '../search/refold.js';
import { COUNTRY_NAMES, GROUPS, type BaseProduct, type GroupData, type PackKind, type Size } from './catalogue-data.js';
import { DEMO_DEPARTMENTS, PRICE_GROUPS } from './demo-accounts.js';
import { Rng } from './prng.js';
import { foodInfoFor, type FoodInfoRow } from './food-info-data.js';
import { detailsFor } from './product-details-data.js';
import { productImagePath } from '../demo-images/product-image.js';

export const DEFAULT_SEED = 20_240_601;
export const DEFAULT_PRODUCT_COUNT = 25_000;

export type { FoodInfoRow } from './food-info-data.js';

interface NutritionFacts {
  energyKj: number;
  energyKcal: number;
  fat: number;
  saturatedFat: number;
  carbohydrate: number;
  sugars: number;
  protein: number;
  salt: number;
}

export interface ProductRow {
  id: string;
  supplierProductId: string;
  name: string;
  brand: string;
  postingGroupId: string;
  countryCode: string;
  countryName: string;
  co2e: string;
  depositOre: number;
  discontinuedOn: string | null;
  discontinuedText: string;
  discontinuedByHq: boolean;
  offerUntil: string | null;
  flags: string[];
  storageTemperature: number;
  organicCode: number;
  foodInfoRequired: boolean;
  imageUrl: string | null;
  refUnit: string;
  broachLimit: string | null;
  /** Issue 4: §3 supplierName and l (deadlines), from the product's details stream. */
  supplierName: string;
  deadlines: string[];
  searchText: string;
  nameFold: string;
  sortKey: string;
}

export interface UnitRow {
  productId: string;
  code: string;
  description: string;
  factor: string;
  weighed: boolean;
  isDefault: boolean;
  sortOrder: number;
}

export interface PriceRow {
  productId: string;
  priceGroup: string;
  priceOre: number;
  refPriceOre: number | null;
  offerPriceOre: number | null;
}

export interface ExpiryOfferRow {
  productId: string;
  expiresOn: string;
  priceOre: number;
  stock: string;
  unit: string;
}

export interface AssortmentRow {
  departmentCode: string;
  productId: string;
  customerProductNumber: string | null;
}

export interface Catalogue {
  postingGroups: { id: string; name: string }[];
  products: ProductRow[];
  units: UnitRow[];
  prices: PriceRow[];
  foodInfo: FoodInfoRow[];
  expiryOffers: ExpiryOfferRow[];
  assortment: AssortmentRow[];
}

export interface GenerateOptions {
  seed?: number;
  productCount?: number;
  /** The day offers, discontinuations and expiry dates are placed around (yyyy-MM-dd). */
  referenceDate: string;
}

const PRICE_GROUP_FACTOR: Record<string, number> = { PG1: 1, PG2: 0.94, PG3: 1.06, PG4: 0.97 };

const BASE_UNIT: Record<PackKind, [string, string]> = {
  piece: ['STK', 'Stk'],
  weighed: ['KG', 'Kilo'],
  bottle: ['FL', 'Flaske'],
  can: ['DS', 'Dåse'],
  bag: ['PK', 'Pakke'],
  bucket: ['BK', 'Bøtte'],
  roll: ['RL', 'Rulle'],
};

const CARTON_FACTORS: Record<PackKind, number[]> = {
  piece: [6, 8, 10, 12],
  weighed: [5, 10],
  bottle: [6, 12, 24],
  can: [6, 12, 24],
  bag: [4, 5, 6, 10],
  bucket: [3, 4, 6],
  roll: [6, 12],
};

/** A 32-bit hash of (seed, index, salt), so each product has its own PRNG stream. */
function streamSeed(seed: number, index: number, salt: number): number {
  let h = (seed ^ Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(salt, 0x85ebca77)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

function pickGroup(rng: Rng): GroupData {
  return rng.weighted(GROUPS.map((grp) => [grp, grp.weight] as const));
}

function round(n: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(n * f) / f;
}

function nutritionFor(groupId: string, rng: Rng): NutritionFacts {
  const profile: Record<string, [number, number, number, number]> = {
    // [fat, carbohydrate, protein, salt] typical maxima per 100 g
    '10': [30, 8, 25, 1.8],
    '20': [1, 15, 3, 0.1],
    '30': [25, 3, 25, 2.5],
    '40': [15, 5, 22, 2],
    '50': [12, 30, 10, 1],
    '60': [15, 70, 12, 2],
    '70': [8, 50, 10, 1.3],
    '80': [1, 12, 1, 0.1],
  };
  const [fatMax, carbMax, protMax, saltMax] = profile[groupId] ?? [10, 20, 5, 1];
  const fat = round(rng.range(0, fatMax), 1);
  const carbohydrate = round(rng.range(0, carbMax), 1);
  const protein = round(rng.range(0, protMax), 1);
  const energyKcal = Math.round(fat * 9 + carbohydrate * 4 + protein * 4);
  return {
    energyKj: Math.round(energyKcal * 4.184),
    energyKcal,
    fat,
    saturatedFat: round(fat * rng.range(0.1, 0.7), 1),
    carbohydrate,
    sugars: round(carbohydrate * rng.range(0, 0.6), 1),
    protein,
    salt: round(rng.range(0, saltMax), 2),
  };
}

function depositFor(group: GroupData, kind: PackKind, size: Size): number {
  if (group.id !== '80') return 0;
  if (kind === 'can') return 100; // pant A
  if (kind === 'bottle') return size[1] >= 1 ? 300 : 150; // pant C / B
  return 0;
}

function unitsFor(productId: string, kind: PackKind, size: Size, rng: Rng): UnitRow[] {
  const [code, desc] = BASE_UNIT[kind];
  const baseDescription = size[0] ? `${desc} ${size[0]}` : desc;
  const units: UnitRow[] = [
    { productId, code, description: baseDescription, factor: '1', weighed: kind === 'weighed', isDefault: false, sortOrder: 0 },
  ];
  const bigPack = size[2] !== 'STK' && size[1] >= 10;
  if (!bigPack && rng.chance(0.85)) {
    const n = rng.pick(CARTON_FACTORS[kind]);
    const perCarton = kind === 'weighed' ? `ca. ${n} kg` : `${n} x ${baseDescription.toLowerCase()}`;
    units.push({ productId, code: 'KRT', description: `Karton, ${perCarton}`, factor: String(n), weighed: false, isDefault: false, sortOrder: 1 });
  }
  // A wholesale customer usually buys the carton; sometimes the single item is the default.
  const defaultIndex = units.length > 1 && rng.chance(0.55) ? 1 : 0;
  units[defaultIndex]!.isDefault = true;
  return units;
}

function buildProduct(index: number, seed: number, referenceDate: string, catalogue: Catalogue): void {
  const rng = new Rng(streamSeed(seed, index, 1));
  const group = pickGroup(rng);
  const base: BaseProduct = rng.pick(group.bases);
  const brand = rng.pick(base.brands ?? group.brands);
  const size = rng.pick(base.sizes);
  const variant = base.variants ? rng.pick(base.variants) : '';
  const name = `${base.name}${variant}${size[0] ? ` ${size[0]}` : ''}`;
  const id = String(100_001 + index * 3);
  const countryCode = rng.weighted(group.countries);

  const flags = new Set<string>();
  for (const f of base.flags ?? []) if (rng.chance(0.8)) flags.add(f);
  if (group.id === '20') flags.add('vegan');
  let organicCode = 5;
  if (variant.includes('øko')) {
    organicCode = rng.chance(0.7) ? 1 : 2;
    flags.add('organic');
    flags.add(countryCode === 'DK' ? 'organicDK' : 'organicOther');
  }
  if (variant.includes('laktosefri')) flags.add('lactoseFree');
  if (variant.includes('glutenfri')) flags.add('glutenFree');
  if (variant.includes('fuldkorn')) flags.add('wholegrain');
  if (countryCode === 'DK' && rng.chance(0.15)) flags.add('local');
  if (rng.chance(0.03)) flags.add('newItem');
  if (rng.chance(0.12)) flags.add('agreementA');
  else if (rng.chance(0.06)) flags.add('agreementB');
  if (rng.chance(0.1)) flags.add('approvedBrand');
  if (!group.food && rng.chance(0.6)) flags.add('dataSheet');
  if (rng.chance(0.02)) flags.add('procure');
  if (group.food && rng.chance(0.04)) flags.add('recipe');
  if (rng.chance(0.01)) flags.add('video');
  if (rng.chance(0.03)) flags.add('systemkob');
  if (group.food && rng.chance(0.05)) flags.add('gmoFree');
  const known = new Set<string>(BOOLEAN_FLAGS);
  const flagList = [...flags].filter((f) => known.has(f)).sort();

  let temp = base.temp ?? group.temp;
  if (group.id === '50' && temp === 2 && rng.chance(0.3)) temp = 0;

  // Dates around the reference day.
  let discontinuedOn: string | null = null;
  let discontinuedText = '';
  let discontinuedByHq = false;
  const r = rng.float();
  if (r < 0.02) {
    discontinuedOn = addDays(referenceDate, -rng.int(1, 90));
    discontinuedText = 'Udgået hos leverandøren';
  } else if (r < 0.03) {
    discontinuedByHq = true;
    discontinuedOn = addDays(referenceDate, -rng.int(1, 30));
    discontinuedText = 'Udgået centralt';
  } else if (r < 0.04) {
    discontinuedOn = addDays(referenceDate, rng.int(10, 60));
    discontinuedText = 'Udgår snart – begrænset lager';
  }
  const onOffer = !discontinuedOn && rng.chance(0.06);
  const offerUntil = onOffer ? addDays(referenceDate, rng.int(3, 28)) : null;

  const units = unitsFor(id, base.kind, size, rng);
  const perRefKr = rng.range(base.kr[0], base.kr[1]);
  const basePriceOre = Math.max(100, Math.round(perRefKr * size[1] * 100));
  const co2PerRef = base.co2 ? rng.range(base.co2[0], base.co2[1]) : 0;
  const co2e = round(co2PerRef * size[1], 3);
  const offerFactor = rng.range(0.78, 0.9);

  const foodInfoRequired = group.food && rng.chance(0.3);
  const hasFoodInfo = group.food && rng.chance(0.9);

  catalogue.products.push({
    id,
    supplierProductId: String(rng.int(1_000_000, 9_999_999)),
    name,
    brand,
    postingGroupId: group.id,
    countryCode,
    countryName: COUNTRY_NAMES[countryCode] ?? countryCode,
    co2e: co2e.toFixed(3),
    depositOre: depositFor(group, base.kind, size),
    discontinuedOn,
    discontinuedText,
    discontinuedByHq,
    offerUntil,
    flags: flagList,
    storageTemperature: temp,
    organicCode,
    foodInfoRequired,
    // Most products have a picture on the image host; some, as in real assortments, have none yet.
    // Its own random stream, so adding pictures changed none of the other generated values.
    imageUrl: new Rng(streamSeed(seed, index, 2)).chance(0.94) ? productImagePath(id) : null,
    refUnit: size[2],
    broachLimit: units.length > 1 && rng.chance(0.03) ? String(rng.int(1, 3)) : null,
    ...detailsFor(group, flagList, new Rng(streamSeed(seed, index, 6))),
    ...foldedColumns({ id, name, brand }),
    sortKey: danishSortKey(name),
  });
  catalogue.units.push(...units);

  for (const pg of PRICE_GROUPS) {
    const priceOre = Math.max(100, Math.round(basePriceOre * (PRICE_GROUP_FACTOR[pg] ?? 1) * rng.range(0.98, 1.02)));
    catalogue.prices.push({
      productId: id,
      priceGroup: pg,
      priceOre,
      refPriceOre: size[1] > 0 ? Math.round(priceOre / size[1]) : null,
      offerPriceOre: onOffer ? Math.round(priceOre * offerFactor) : null,
    });
  }

  if (hasFoodInfo) {
    // The nutrition and shelf-life draws stay on the main stream, as before issue 4, so every later
    // value of this product is unchanged; the rest of the food info has its own stream.
    const nutrition = nutritionFor(group.id, rng);
    const shelfLifeDays = temp === 0 || temp === 2 ? 365 : temp === 4 ? rng.int(90, 720) : rng.int(5, 21);
    catalogue.foodInfo.push(foodInfoFor({
      productId: id, name, base, group, size, units, temp, countryName: COUNTRY_NAMES[countryCode] ?? countryCode,
      flags: flagList, nutrition, shelfLifeDays, referenceDate,
    }, new Rng(streamSeed(seed, index, 5))));
  }

  if (group.food && !discontinuedOn && rng.chance(0.03)) {
    const pg1 = catalogue.prices[catalogue.prices.length - PRICE_GROUPS.length]!;
    catalogue.expiryOffers.push({
      productId: id,
      expiresOn: addDays(referenceDate, rng.int(1, 6)),
      priceOre: Math.max(100, Math.round(pg1.priceOre * rng.range(0.4, 0.6))),
      stock: String(rng.int(2, 30)),
      unit: units[0]!.code,
    });
  }

  // Assortment: most products in every department; the key account has many customer numbers.
  const arng = new Rng(streamSeed(seed, index, 2));
  for (const dept of DEMO_DEPARTMENTS) {
    if (!arng.chance(0.94)) continue;
    const customerShare = dept.shopType === 1 ? 0.3 : 0.04;
    catalogue.assortment.push({
      departmentCode: dept.code,
      productId: id,
      customerProductNumber: arng.chance(customerShare) ? String(arng.int(10_000, 99_999)) : null,
    });
  }
}

export function generateCatalogue(options: GenerateOptions): Catalogue {
  const seed = options.seed ?? DEFAULT_SEED;
  const count = options.productCount ?? DEFAULT_PRODUCT_COUNT;
  const catalogue: Catalogue = {
    postingGroups: GROUPS.map((grp) => ({ id: grp.id, name: grp.name })),
    products: [],
    units: [],
    prices: [],
    foodInfo: [],
    expiryOffers: [],
    assortment: [],
  };
  for (let i = 0; i < count; i++) buildProduct(i, seed, options.referenceDate, catalogue);
  return catalogue;
}
