// Encodes a department's products into the columnar catalogue wire (core/schemas/catalogue.ts,
// docs/decisions/006-catalogue-wire.md). Products sharing a name and posting group form a template;
// per-product columns hold small indices into the template's lists and offsets from its lowest price
// and CO2e, so brotli sees few distinct symbols. The encoder then decodes its own output and patches
// every field the columns did not reproduce: decoding is exact for any data, not just the seed's.
import { BOOLEAN_FLAGS, type Product } from '../../core/index.js';
import { CATALOGUE_FORMAT, dayNumber, decodeCatalogueProducts, encodeFixed, encodePositions, encodeVarints, zigzag, type CatalogueBaseWire, type CatalogueOverlayWire, type CatalogueTemplate, type FavoriteListSummary, type FeaturedList, type ProductPatch } from '../../core/schemas/catalogue.js';

export interface EncodeOptions {
  /** yyyy-MM-dd: dates are sent as days from it. */
  today: string;
  /** Øre per kg CO2e when the user's price group pays CO2 tax (§6), else null. */
  co2TaxOrePerKg: number | null;
}

export interface EncodedBase {
  wire: CatalogueBaseWire;
  /** Product ids in wire order (the positions the overlay refers to). */
  order: string[];
  /** How many products needed a patch (a health figure for tests and the bench). */
  patched: number;
}

/** Counts keys in first-seen order; `rank()` numbers them most frequent first (ties: first seen). */
class Ranked<K> {
  readonly counts = new Map<K, number>();
  add(key: K): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }
  keys(): K[] {
    const entries = [...this.counts.entries()];
    return entries.sort((a, b) => b[1] - a[1]).map(([k]) => k);
  }
  rank(): Map<K, number> {
    return new Map(this.keys().map((k, i) => [k, i]));
  }
  mode(): K | undefined {
    return this.keys()[0];
  }
}

/** An interning table: value -> index, in first-seen order. */
class Table<K> {
  readonly index = new Map<K, number>();
  readonly values: K[] = [];
  of(value: K): number {
    let i = this.index.get(value);
    if (i === undefined) {
      i = this.values.length;
      this.values.push(value);
      this.index.set(value, i);
    }
    return i;
  }
}

const CANONICAL_INT = /^[1-9]\d{0,14}$/;
const canonicalInt = (s: string): number | null => (CANONICAL_INT.test(s) && Number.isSafeInteger(Number(s)) ? Number(s) : null);

/** Products sorted so numeric ids rise (delta-coded); other ids go last, sent as they are. */
function wireOrder(products: readonly Product[]): Product[] {
  const key = (p: Product) => canonicalInt(p.id);
  return [...products].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka !== null && kb !== null) return ka - kb;
    if (ka !== null) return -1;
    if (kb !== null) return 1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

const WEIGHT = BOOLEAN_FLAGS.indexOf('weight');
const OUTLET = BOOLEAN_FLAGS.indexOf('outlet');

/**
 * The product's flags as bit indices, with what the decoder predicts from other columns (weight from
 * the units, outlet from the expiry offer) sent as a difference, usually none.
 */
function flagIndices(p: Product, weighed: boolean): number[] {
  const out: number[] = [];
  for (let i = 0; i < BOOLEAN_FLAGS.length; i++) {
    let on = p.flags[BOOLEAN_FLAGS[i]!] === true;
    if (i === WEIGHT) on = on !== weighed;
    else if (i === OUTLET) on = on !== (p.expiry !== null);
    if (on) out.push(i);
  }
  return out;
}

/** A set of flag indices as one number (there are more than 32 flags; below 2^53 is exact). */
const flagKey = (indices: readonly number[]) => indices.reduce((key, i) => key + 2 ** i, 0);
const TWO_32 = 2 ** 32;
/** XOR of two keys, in 32-bit halves (the bit operators only take 32 bits). */
const xorKeys = (a: number, b: number) =>
  ((Math.floor(a / TWO_32) ^ Math.floor(b / TWO_32)) >>> 0) * TWO_32 + (((a % TWO_32) ^ (b % TWO_32)) >>> 0);
const flagList = (key: number) => BOOLEAN_FLAGS.flatMap((_, i) => (Math.floor(key / 2 ** i) % 2 === 1 ? [i] : []));

const roundSignificant = (v: number, digits: number) => Number(v.toPrecision(digits));

/**
 * The base price / reference price ratio that reproduces most reference prices: the package size
 * (1 l, 0,5 kg …) the reference price was computed with, recovered from the data.
 */
function bestRatio(pairs: readonly [number, number][]): number {
  if (pairs.length === 0) return 0;
  const ratios = pairs.map(([p, r]) => p / r).sort((a, b) => a - b);
  const median = ratios[Math.floor(ratios.length / 2)]!;
  const candidates = [1, 2, 3, 4, 5].map((d) => roundSignificant(median, d)).concat(median);
  const sample = pairs.slice(0, 200);
  let best = median;
  let bestHits = -1;
  for (const c of candidates) {
    if (!(c > 0)) continue;
    const hits = sample.filter(([p, r]) => Math.round(p / c) === r).length;
    if (hits > bestHits) {
      best = c;
      bestHits = hits;
    }
  }
  return best;
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) if (!deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}

function sameFlags(a: Product['flags'], b: Product['flags']): boolean {
  let keys = 0;
  for (const k in b) {
    if (!Object.hasOwn(b, k)) continue;
    keys++;
    if (a[k as keyof typeof a] !== b[k as keyof typeof b]) return false;
  }
  return keys === BOOLEAN_FLAGS.length;
}

/** Field equality for the self-check; fast paths for the fields every product has. */
function sameField(key: keyof Product, a: Product, b: Product): boolean {
  const x = a[key];
  const y = b[key];
  if (x === y) return true;
  if (key === 'flags') return sameFlags(a.flags, b.flags);
  return deepEqual(x, y);
}

interface TemplateAcc {
  name: string;
  group: number;
  brands: Ranked<number>;
  unitSets: Ranked<number>;
  countries: Ranked<number>;
  deposits: Ranked<number>;
  refUnits: Ranked<string>;
  refPairs: [number, number][];
  minPrice: number;
  minCo2: number;
  flagCounts: number[];
  size: number;
}

export function encodeCatalogueBase(input: readonly Product[], options: EncodeOptions): EncodedBase {
  const products = wireOrder(input);
  const n = products.length;
  const groups = new Table<string>();
  const groupPairs: [string, string][] = [];
  const countries = new Table<string>();
  const countryPairs: [string, string][] = [];
  const brands = new Table<string>();
  const str = new Table<string>();
  const unitSets = new Table<string>();
  const unitSetValues: number[][] = [];
  const unitSetWeighed: boolean[] = [];

  // Pass 1: templates and their statistics.
  const templates = new Map<string, TemplateAcc>();
  const perProduct = products.map((p) => {
    const groupKey = `${p.groupId}\u0000${p.groupName}`;
    const group = groups.of(groupKey);
    if (group === groupPairs.length) groupPairs.push([p.groupId, p.groupName]);
    const countryKey = `${p.countryCode}\u0000${p.countryName}`;
    const country = countries.of(countryKey);
    if (country === countryPairs.length) countryPairs.push([p.countryCode, p.countryName]);
    let unitKey = '';
    for (const u of p.units) unitKey += `${u.code}\u0001${u.description}\u0001${u.factor}\u0001${u.weighed ? 1 : 0}${u.isDefault ? 1 : 0}\u0002`;
    const unitSet = unitSets.of(unitKey);
    if (unitSet === unitSetValues.length) {
      unitSetValues.push(p.units.flatMap((u) => [str.of(u.code), str.of(u.description), u.factor, (u.weighed ? 1 : 0) + (u.isDefault ? 2 : 0)]));
      unitSetWeighed.push(p.units.some((u) => u.weighed));
    }
    const key = `${p.name}\u0000${group}`;
    let acc = templates.get(key);
    if (!acc) {
      acc = {
        name: p.name, group, brands: new Ranked(), unitSets: new Ranked(), countries: new Ranked(), deposits: new Ranked(),
        refUnits: new Ranked(), refPairs: [], minPrice: Infinity, minCo2: Infinity, flagCounts: BOOLEAN_FLAGS.map(() => 0), size: 0,
      };
      templates.set(key, acc);
    }
    acc.size++;
    const brand = brands.of(p.brand);
    acc.brands.add(brand);
    acc.unitSets.add(unitSet);
    acc.countries.add(country);
    acc.deposits.add(p.depositOre);
    if (p.refPriceOre !== null) acc.refUnits.add(p.refUnit ?? '');
    if (p.priceOre !== null) acc.minPrice = Math.min(acc.minPrice, p.priceOre);
    if (p.priceOre && p.refPriceOre && !p.onOffer) acc.refPairs.push([p.priceOre, p.refPriceOre]);
    const grams = p.co2e === null ? null : Math.round(p.co2e * 1000);
    const co2Exact = grams !== null && grams / 1000 === p.co2e && grams >= 0;
    if (co2Exact) acc.minCo2 = Math.min(acc.minCo2, grams);
    const flags = flagIndices(p, unitSetWeighed[unitSet]!);
    for (const i of flags) acc.flagCounts[i]!++;
    return { key, brand, unitSet, country, flags: flagKey(flags), grams: co2Exact ? grams : null };
  });

  // Templates most frequent first, so the template column is mostly one character.
  const templateOrder = [...templates.entries()].sort((a, b) => b[1].size - a[1].size);
  const templateIndex = new Map(templateOrder.map(([key], i) => [key, i]));
  const tpl: CatalogueTemplate[] = [];
  const locals = templateOrder.map(([, acc]) => {
    const brandRank = acc.brands.rank();
    const unitRank = acc.unitSets.rank();
    const countryRank = acc.countries.rank();
    const mask = acc.flagCounts.flatMap((c, i) => (c * 2 > acc.size ? [i] : []));
    const refUnit = acc.refUnits.mode();
    const ratio = bestRatio(acc.refPairs);
    const entry: CatalogueTemplate = [
      acc.name,
      acc.group,
      acc.deposits.mode() ?? 0,
      refUnit === undefined || refUnit === '' ? -1 : str.of(refUnit),
      ratio,
      Number.isFinite(acc.minPrice) ? acc.minPrice : 0,
      Number.isFinite(acc.minCo2) ? acc.minCo2 : 0,
      mask,
      [...brandRank.keys()],
      [...unitRank.keys()],
      [...countryRank.keys()],
    ];
    tpl.push(entry);
    return { brandRank, unitRank, countryRank, mask: flagKey(mask), entry };
  });

  // Flag combinations: what a product has beyond its template's usual flags.
  const combos = new Ranked<number>();
  const comboKeys = perProduct.map((pp) => {
    const mask = locals[templateIndex.get(pp.key)!]!.mask;
    const key = xorKeys(pp.flags, mask);
    combos.add(key);
    return key;
  });
  const comboRank = combos.rank();
  const fset = combos.keys().map(flagList);

  // Columns.
  const idCol: number[] = [];
  const xid: string[] = [];
  let prevId = 0;
  const cols = { t: [] as number[], b: [] as number[], u: [] as number[], c: [] as number[], p: [] as number[], r: [] as number[], e: [] as number[], f: [] as number[] };
  const suppliers = products.map((p) => canonicalInt(p.supplierProductId));
  const s0 = Math.min(...suppliers.filter((s): s is number => s !== null), Number.MAX_SAFE_INTEGER);
  const supplierCol = suppliers.map((s) => (s === null ? 0 : s - s0 + 1));
  const supplierMax = Math.max(0, ...supplierCol);
  let sw = 1;
  while (90 ** sw <= supplierMax) sw++;

  const cpnPos: number[] = [];
  const cpnVal: string[] = [];
  const offPos: number[] = [];
  const offDay: number[] = [];
  const disPos: number[] = [];
  const disDay: number[] = [];
  const disText: number[] = [];
  const expPos: number[] = [];
  const expDay: number[] = [];
  const expPrice: number[] = [];
  const expStock: number[] = [];
  const expUnit: number[] = [];
  const brlPos: number[] = [];
  const brlVal: number[] = [];
  const noImage: number[] = [];
  const day0 = dayNumber(options.today);
  const days = (iso: string) => dayNumber(iso) - day0;

  products.forEach((p, i) => {
    const pp = perProduct[i]!;
    const numericId = canonicalInt(p.id);
    if (numericId !== null && numericId > prevId) {
      idCol.push(numericId - prevId);
      prevId = numericId;
    } else {
      idCol.push(0);
      xid.push(p.id);
    }
    const t = templateIndex.get(pp.key)!;
    const local = locals[t]!;
    const [, , , , ratio, minPrice, minCo2] = local.entry;
    cols.t.push(t);
    cols.b.push(local.brandRank.get(pp.brand)!);
    cols.u.push(local.unitRank.get(pp.unitSet)!);
    cols.c.push(local.countryRank.get(pp.country)!);
    cols.p.push(p.priceOre === null ? 0 : p.priceOre - minPrice + 1);
    const predictedRef = p.priceOre !== null && ratio > 0 ? Math.round(p.priceOre / ratio) : 0;
    cols.r.push(p.refPriceOre === null ? 0 : zigzag(p.refPriceOre - predictedRef) + 1);
    cols.e.push(pp.grams === null ? 0 : pp.grams - minCo2 + 1);
    cols.f.push(comboRank.get(comboKeys[i]!)!);

    if (p.customerProductNumber !== '') {
      cpnPos.push(i);
      cpnVal.push(p.customerProductNumber);
    }
    if (p.onOffer) {
      offPos.push(i);
      offDay.push(p.offerEndsOn === null ? 0 : zigzag(days(p.offerEndsOn)) + 1);
    }
    if (p.discontinuedOn !== null || p.discontinuedText !== '') {
      disPos.push(i);
      disDay.push(p.discontinuedOn === null ? 0 : zigzag(days(p.discontinuedOn)) + 1);
      disText.push(str.of(p.discontinuedText));
    }
    if (p.expiry && Number.isSafeInteger(p.expiry.priceOre) && p.expiry.priceOre >= 0) {
      expPos.push(i);
      expDay.push(zigzag(days(p.expiry.expiresOn)));
      expPrice.push(p.expiry.priceOre);
      expStock.push(p.expiry.stock);
      expUnit.push(str.of(p.expiry.unit));
    }
    if (p.broachLimit !== null) {
      brlPos.push(i);
      brlVal.push(p.broachLimit);
    }
    if (p.imageUrl === null) noImage.push(i);
  });

  const wire: CatalogueBaseWire = {
    fmt: CATALOGUE_FORMAT,
    n,
    d0: options.today,
    qr: options.co2TaxOrePerKg,
    grp: groupPairs,
    cty: countryPairs,
    brd: brands.values,
    str: str.values,
    flg: [...BOOLEAN_FLAGS],
    uset: unitSetValues,
    fset,
    tpl,
    id: encodeVarints(idCol),
    xid,
    t: encodeVarints(cols.t),
    b: encodeVarints(cols.b),
    u: encodeVarints(cols.u),
    c: encodeVarints(cols.c),
    p: encodeVarints(cols.p),
    r: encodeVarints(cols.r),
    e: encodeVarints(cols.e),
    f: encodeVarints(cols.f),
    sw,
    s0: s0 === Number.MAX_SAFE_INTEGER ? 0 : s0,
    s: encodeFixed(supplierCol, sw),
    cpn: [encodePositions(cpnPos), cpnVal],
    off: [encodePositions(offPos), encodeVarints(offDay)],
    dis: [encodePositions(disPos), encodeVarints(disDay), encodeVarints(disText)],
    exp: [encodePositions(expPos), encodeVarints(expDay), encodeVarints(expPrice), expStock, encodeVarints(expUnit)],
    brl: [encodePositions(brlPos), brlVal],
    noimg: encodePositions(noImage),
    x: [],
  };

  // Self-check: decode, and patch whatever differs, so the decoder's result is exactly the input.
  const decoded = decodeCatalogueProducts(wire);
  const patches: [number, ProductPatch][] = [];
  decoded.forEach((got, i) => {
    const want = products[i]!;
    const patch: Record<string, unknown> = {};
    for (const key of Object.keys(want) as (keyof Product)[]) {
      if (!sameField(key, got, want)) patch[key] = want[key];
    }
    if (Object.keys(patch).length > 0) patches.push([i, patch as ProductPatch]);
  });
  wire.x = patches;
  return { wire, order: products.map((p) => p.id), patched: patches.length };
}

export interface CatalogueOverlayInput {
  /** Product ids, most bought first; ids not in the catalogue are skipped. */
  top200: readonly string[];
  featuredLists: readonly FeaturedList[];
  favoriteLists: readonly FavoriteListSummary[];
}

/** The user's part of the payload; `order` is EncodedBase.order. */
export function encodeCatalogueOverlay(order: readonly string[], input: CatalogueOverlayInput, version: string): CatalogueOverlayWire {
  const position = new Map(order.map((id, i) => [id, i]));
  const positions = (ids: readonly string[]) => encodeVarints(ids.flatMap((id) => {
    const pos = position.get(id);
    return pos === undefined ? [] : [pos];
  }));
  return {
    ver: version,
    top: positions(input.top200),
    ftr: input.featuredLists.map((l) => [l.id, l.name, positions(l.productIds)]),
    fav: input.favoriteLists.map((l) => [
      l.id, l.name, l.locked ? 1 : 0, l.shared ? 1 : 0, l.mine ? 1 : 0,
      l.items.map((it) => [it.productId, it.stdUnit, it.ownPriority, it.sortOrder]),
    ]),
  };
}
