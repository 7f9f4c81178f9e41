// The catalogue wire format of GET /api/product/catalogue (issue 3 §1, spec §3, §4) and its decoder,
// which runs in the browser's catalogue worker. The payload is COLUMNAR: one string per field with one
// value per product, coded as printable digits, plus lookup tables, so brotli packs 50,000 products into
// about 11 bytes each (docs/decisions/006-catalogue-wire.md). Decoding is exact: the encoder
// (api-server/catalogue/catalogue-encode.ts) runs this decoder on its own output and sends a patch for
// every field that the columns do not reproduce, so every decoded product deep-equals the §3 product.
// No transforms in the schema (traps.md, Hono): it describes the JSON as it is sent.
import * as z from './z.js';
import { IsoDateSchema, OreSchema } from './common.js';
import { BOOLEAN_FLAGS, type BooleanFlag, type Product, type Unit } from './product.js';

/** Bumped whenever the layout changes, so a worker never decodes a cached payload of another layout. */
export const CATALOGUE_FORMAT = 1;

/** Image path every product has unless the wire says otherwise (api-server/catalogue/product-image.ts). */
export const CATALOGUE_IMAGE_PREFIX = '/images/products/';

// ---------------------------------------------------------------------------------------------------
// Integer columns as strings. Digits are the printable ASCII characters from '#' on, without '\' (JSON
// escapes it): 90 digits. A varint is written most significant digit first; digits 45-89 mean "more
// follows", 0-44 end the number, so values below 45 take one character. Fixed-width columns use base 90.
// Strings cost zod nothing to validate, and brotli codes the characters close to their entropy.

const DIGIT_BASE = 90;
const VARINT_BASE = 45;
const FIRST_CODE = 0x23;
const BACKSLASH = 0x5c;

function digitChar(d: number): string {
  const code = FIRST_CODE + d;
  return String.fromCharCode(code >= BACKSLASH ? code + 1 : code);
}

/** Character code -> digit value, -1 for characters that are no digit. */
const DIGIT_OF = (() => {
  const table = new Int8Array(128).fill(-1);
  for (let d = 0; d < DIGIT_BASE; d++) table[digitChar(d).charCodeAt(0)] = d;
  return table;
})();

function digitOf(code: number): number {
  const d = code < 128 ? DIGIT_OF[code]! : -1;
  if (d < 0) throw new Error(`catalogue: bad digit ${code}`);
  return d;
}

/** Non-negative integers (< 2^53) as a varint string. */
export function encodeVarints(values: readonly number[]): string {
  const parts: string[] = [];
  for (const value of values) {
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`catalogue: cannot code ${value}`);
    let v = value;
    let chunk = digitChar(v % VARINT_BASE);
    v = Math.floor(v / VARINT_BASE);
    while (v > 0) {
      chunk = digitChar(VARINT_BASE + (v % VARINT_BASE)) + chunk;
      v = Math.floor(v / VARINT_BASE);
    }
    parts.push(chunk);
  }
  return parts.join('');
}

export function decodeVarints(text: string): number[] {
  const out: number[] = [];
  let v = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const d = code < 128 ? DIGIT_OF[code]! : -1;
    if (d < 0) throw new Error(`catalogue: bad digit ${code}`);
    if (d >= VARINT_BASE) {
      v = v * VARINT_BASE + (d - VARINT_BASE);
    } else {
      out.push(v * VARINT_BASE + d);
      v = 0;
    }
  }
  if (v !== 0) throw new Error('catalogue: truncated varint');
  return out;
}

/** Exactly `n` varints into a typed array (the per-product columns: no array growth, no boxing). */
export function decodeVarintColumn(text: string, n: number, name = 'column'): Float64Array {
  const out = new Float64Array(n);
  let k = 0;
  let v = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const d = code < 128 ? DIGIT_OF[code]! : -1;
    if (d < 0) throw new Error(`catalogue: bad digit ${code}`);
    if (d >= VARINT_BASE) {
      v = v * VARINT_BASE + (d - VARINT_BASE);
    } else {
      if (k >= n) throw new Error(`catalogue: column ${name} has more than ${n} values`);
      out[k++] = v * VARINT_BASE + d;
      v = 0;
    }
  }
  if (v !== 0 || k !== n) throw new Error(`catalogue: column ${name} has ${k} values, expected ${n}`);
  return out;
}

/** Non-negative integers below 90^width, each in exactly `width` characters (for uniformly random values). */
export function encodeFixed(values: readonly number[], width: number): string {
  const parts: string[] = [];
  for (const value of values) {
    if (!Number.isSafeInteger(value) || value < 0 || value >= DIGIT_BASE ** width) throw new Error(`catalogue: cannot code ${value} in ${width}`);
    let v = value;
    let chunk = '';
    for (let k = 0; k < width; k++) {
      chunk = digitChar(v % DIGIT_BASE) + chunk;
      v = Math.floor(v / DIGIT_BASE);
    }
    parts.push(chunk);
  }
  return parts.join('');
}

export function decodeFixed(text: string, width: number): number[] {
  if (width < 1 || text.length % width !== 0) throw new Error('catalogue: bad fixed-width column');
  const out: number[] = [];
  for (let i = 0; i < text.length; i += width) {
    let v = 0;
    for (let k = 0; k < width; k++) v = v * DIGIT_BASE + digitOf(text.charCodeAt(i + k));
    out.push(v);
  }
  return out;
}

/** Signed to unsigned: 0, -1, 1, -2 … -> 0, 1, 2, 3 … */
export const zigzag = (v: number): number => (v >= 0 ? 2 * v : -2 * v - 1);
export const unzigzag = (z: number): number => (z % 2 === 0 ? z / 2 : -(z + 1) / 2);

/** yyyy-MM-dd <-> days since 1970-01-01 (UTC calendar arithmetic: no time zone can move a day). */
export function dayNumber(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);
}
export function isoOfDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** §6 CO2 tax of one base unit: CO2e in kg times the rate, in whole øre; null without both. */
export function co2TaxOre(co2e: number | null, orePerKg: number | null): number | null {
  return co2e === null || orePerKg === null ? null : Math.round(co2e * orePerKg);
}

/** §3 q_ref: the CO2 tax per reference unit, in the proportion of the reference price to the price. */
export function co2TaxRefOre(taxOre: number | null, priceOre: number | null, refPriceOre: number | null): number | null {
  return taxOre === null || !priceOre || refPriceOre === null ? null : Math.round((taxOre * refPriceOre) / priceOre);
}

// ---------------------------------------------------------------------------------------------------
// Schema

const Varints = z.string();
const Int = z.int();
const Bit = z.union([z.literal(0), z.literal(1)]);

/**
 * A product template: the name and posting group that many products share, with the values most of its
 * products have and the per-template lookup lists the product columns index into.
 */
export const CatalogueTemplateSchema = z.tuple([
  z.string(), // 0 name (d)
  Int, // 1 posting group, index into grp
  Int, // 2 deposit øre (m) most products of the template have
  Int, // 3 reference unit (ref_u), index into str; -1 none
  z.number(), // 4 base price / reference price, predicts p_ref; 0 unknown
  Int, // 5 lowest base price øre: column p holds the offset
  Int, // 6 lowest CO2e in grams: column e holds the offset
  z.array(Int), // 7 flags most products of the template have (indices into flg)
  z.array(Int), // 8 brands (indices into brd); column b indexes this list
  z.array(Int), // 9 unit sets (indices into uset); column u indexes this list
  z.array(Int), // 10 countries (indices into cty); column c indexes this list
]);
export type CatalogueTemplate = z.infer<typeof CatalogueTemplateSchema>;

const UnitSchema = z.object({ code: z.string(), description: z.string(), factor: z.number(), weighed: z.boolean(), isDefault: z.boolean() });
const ExpirySchema = z.object({ referenceProductId: z.string(), expiresOn: IsoDateSchema, priceOre: OreSchema, stock: z.number(), unit: z.string() });

/** Fields of one product the columns do not reproduce, sent as they are (rare: focus, deadlines …). */
export const ProductPatchSchema = z.partial(z.object({
  id: z.string(),
  supplierProductId: z.string(),
  customerProductNumber: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  brand: z.string(),
  name: z.string(),
  units: z.array(UnitSchema),
  priceOre: z.nullable(OreSchema),
  depositOre: OreSchema,
  refPriceOre: z.nullable(OreSchema),
  refUnit: z.nullable(z.string()),
  onOffer: z.boolean(),
  offerEndsOn: z.nullable(IsoDateSchema),
  discontinuedOn: z.nullable(IsoDateSchema),
  discontinuedText: z.string(),
  deadlines: z.array(z.string()),
  alternativeProductId: z.nullable(z.string()),
  relatedProductIds: z.array(z.string()),
  countryCode: z.string(),
  countryName: z.string(),
  co2e: z.nullable(z.number()),
  co2TaxOre: z.nullable(OreSchema),
  co2TaxRefOre: z.nullable(OreSchema),
  broachLimit: z.nullable(z.number()),
  ownPriority: z.nullable(z.number()),
  expiry: z.nullable(ExpirySchema),
  focus: z.nullable(z.object({ productId: z.string(), unit: z.string(), stock: z.number() })),
  focusBrand: z.nullable(z.object({ name: z.string(), logo: z.string() })),
  flags: z.record(z.string(), z.boolean()),
  imageUrl: z.nullable(z.string()),
}));
export type ProductPatch = z.infer<typeof ProductPatchSchema>;

/**
 * The shared part: one per (department, price group, content-changing user settings, day), cached and
 * compressed once on the server. Sparse lists (`cpn`, `off`, …) start with the product positions as
 * varint deltas (first position + 1, then differences), followed by their value columns.
 */
export const CatalogueBaseWireShape = {
  fmt: z.literal(CATALOGUE_FORMAT),
  /** Number of products. */
  n: Int,
  /** Day the dates are counted from (the shop's today when built). */
  d0: IsoDateSchema,
  /** CO2 tax rate in øre per kg CO2e when this user's price group pays it (§6), else null. */
  qr: z.nullable(z.number()),
  // Lookup tables.
  grp: z.array(z.tuple([z.string(), z.string()])), // [g, g_text]
  cty: z.array(z.tuple([z.string(), z.string()])), // [c, c_text]
  brd: z.array(z.string()),
  str: z.array(z.string()), // unit codes and descriptions, reference units, discontinued texts
  flg: z.array(z.string()), // flag names, so a flag list change cannot shift meanings
  /** Unit sets: per unit four numbers: code (str), description (str), factor, 1 weighed + 2 default. */
  uset: z.array(z.array(z.number())),
  /** Flag combinations, most frequent first: the flags a product has beyond its template's. */
  fset: z.array(z.array(Int)),
  tpl: z.array(CatalogueTemplateSchema),
  // One value per product.
  id: Varints, // id minus the previous id; 0 = next entry of xid
  xid: z.array(z.string()), // ids that are not plain numbers
  t: Varints, // template
  b: Varints, // brand within the template
  u: Varints, // unit set within the template
  c: Varints, // country within the template
  p: Varints, // base price - template lowest + 1; 0 = none
  r: Varints, // zigzag(p_ref - round(p / template ratio)) + 1; 0 = none
  e: Varints, // CO2e grams - template lowest + 1; 0 = none
  f: Varints, // flag combination
  sw: Int, // width of s
  s0: Int, // lowest supplier product id
  s: z.string(), // supplier product id - s0 + 1, fixed width; 0 = empty
  // Sparse.
  cpn: z.tuple([Varints, z.array(z.string())]), // customer product numbers
  off: z.tuple([Varints, Varints]), // offers: end day - d0, zigzag + 1; 0 = no end day
  dis: z.tuple([Varints, Varints, Varints]), // discontinued: day (zigzag + 1; 0 none), text (str)
  exp: z.tuple([Varints, Varints, Varints, z.array(z.number()), Varints]), // expiry: day (zigzag), price, stock, unit (str)
  brl: z.tuple([Varints, z.array(z.number())]), // broach limits
  noimg: Varints, // products without a picture
  x: z.array(z.tuple([Int, ProductPatchSchema])),
};

/** The user's own part, rebuilt per request (cheap): lists and the top 200. */
export const CatalogueOverlayWireShape = {
  /** Content version: the ETag of the whole payload. */
  ver: z.string(),
  /** The customer's 200 most bought products, most bought first: product positions. */
  top: Varints,
  /** Featured lists: [id (slug), name, product positions]. */
  ftr: z.array(z.tuple([z.string(), z.string(), Varints])),
  /** Visible favourite lists: [id, name, locked, shared, mine, items [productId, stdUnit, ownPriority, sortOrder]]. */
  fav: z.array(z.tuple([
    z.string(), z.string(), Bit, Bit, Bit,
    z.array(z.tuple([z.string(), z.nullable(z.string()), z.nullable(z.number()), Int])),
  ])),
};

export const CatalogueBaseWireSchema = z.object(CatalogueBaseWireShape);
export const CatalogueOverlayWireSchema = z.object(CatalogueOverlayWireShape);
export const CatalogueWireSchema = z.object({ ...CatalogueBaseWireShape, ...CatalogueOverlayWireShape });
export type CatalogueBaseWire = z.infer<typeof CatalogueBaseWireSchema>;
export type CatalogueOverlayWire = z.infer<typeof CatalogueOverlayWireSchema>;
export type CatalogueWire = z.infer<typeof CatalogueWireSchema>;

// ---------------------------------------------------------------------------------------------------
// Decoded

export interface FeaturedList { id: string; name: string; productIds: string[] }
export interface FavoriteListItem { productId: string; stdUnit: string | null; ownPriority: number | null; sortOrder: number }
export interface FavoriteListSummary { id: string; name: string; locked: boolean; shared: boolean; mine: boolean; items: FavoriteListItem[] }
export interface CatalogueData {
  version: string;
  products: Product[];
  top200: string[];
  featuredLists: FeaturedList[];
  favoriteLists: FavoriteListSummary[];
}

/** Positions of a sparse list: first + 1, then differences. */
export function decodePositions(text: string, n: number): number[] {
  const deltas = decodeVarints(text);
  const out: number[] = [];
  let pos = -1;
  for (const d of deltas) {
    pos += d;
    if (d < 1 || pos >= n) throw new Error('catalogue: bad position list');
    out.push(pos);
  }
  return out;
}

export function encodePositions(positions: readonly number[]): string {
  let prev = -1;
  return encodeVarints(positions.map((p) => {
    const d = p - prev;
    prev = p;
    return d;
  }));
}

const column = decodeVarintColumn;

function at<T>(list: readonly T[], index: number, what: string): T {
  const v = list[index];
  if (v === undefined) throw new Error(`catalogue: ${what} ${index} missing`);
  return v;
}

/**
 * A sparse list's row per product (-1: not on the list), after checking that every value column is as
 * long as the position list.
 */
function sparseRows(positionText: string, n: number, name: string, ...columns: readonly { length: number }[]): Int32Array {
  const rows = new Int32Array(n).fill(-1);
  const positions = decodePositions(positionText, n);
  for (const col of columns) {
    if (col.length !== positions.length) throw new Error(`catalogue: list ${name} has ${col.length} values for ${positions.length} products`);
  }
  positions.forEach((pos, k) => {
    rows[pos] = k;
  });
  return rows;
}

/** Shared by every product without deadlines or related products. */
const NONE = Object.freeze([]) as unknown as string[];
const NO_FLAGS = Object.fromEntries(BOOLEAN_FLAGS.map((f) => [f, false])) as Record<BooleanFlag, boolean>;

/**
 * The products of the shared part, in wire order, `favorite` set for the given ids. Exported for the
 * encoder's self-check; consumers call decodeCatalogue.
 *
 * Speed (50,000 products well under 100 ms): products with the same units or flags share ONE frozen
 * `units` array and ONE frozen `flags` object, so decoding allocates little. Treat them as read-only:
 * replace (`{ ...p, flags: { ...p.flags, favorite: true } }`), never assign into them.
 */
export function decodeCatalogueProducts(w: CatalogueBaseWire, favorites: ReadonlySet<string> = new Set()): Product[] {
  const n = w.n;
  const ids = column(w.id, n, 'id');
  const tpls = column(w.t, n, 't');
  const brands = column(w.b, n, 'b');
  const unitCol = column(w.u, n, 'u');
  const countries = column(w.c, n, 'c');
  const prices = column(w.p, n, 'p');
  const refs = column(w.r, n, 'r');
  const co2s = column(w.e, n, 'e');
  const flagCol = column(w.f, n, 'f');
  const suppliers = decodeFixed(w.s, w.sw);
  if (suppliers.length !== n) throw new Error('catalogue: column s has the wrong length');

  const str = (i: number) => at(w.str, i, 'text');
  const unitSets: Unit[][] = w.uset.map((flat) => {
    const units: Unit[] = [];
    for (let k = 0; k + 3 < flat.length; k += 4) {
      const bits = flat[k + 3]!;
      units.push(Object.freeze({ code: str(flat[k]!), description: str(flat[k + 1]!), factor: flat[k + 2]!, weighed: (bits & 1) === 1, isDefault: (bits & 2) === 2 }));
    }
    return Object.freeze(units) as Unit[];
  });
  const unitSetWeighed = unitSets.map((units) => units.some((u) => u.weighed));

  // Flags: the template's, XOR the product's combination, XOR what units and expiry predict. As two
  // 32-bit masks (there are more than 32 flags), so a product costs a few XORs and one cache lookup.
  const flagSlot = w.flg.map((name) => (BOOLEAN_FLAGS as readonly string[]).indexOf(name));
  const maskOf = (list: readonly number[]): [number, number] => {
    let lo = 0;
    let hi = 0;
    for (const i of list) {
      const slot = at(flagSlot, i, 'flag');
      if (slot < 0) continue; // a flag this decoder does not know
      if (slot < 32) lo ^= 1 << slot;
      else hi ^= 1 << (slot - 32);
    }
    return [lo, hi];
  };
  const bitOf = (flag: BooleanFlag) => maskOf([w.flg.indexOf(flag)].filter((i) => i >= 0));
  const [weightLo, weightHi] = bitOf('weight');
  const [outletLo, outletHi] = bitOf('outlet');
  const [favoriteLo, favoriteHi] = bitOf('favorite');
  const comboMasks = w.fset.map(maskOf);
  const flagCache = new Map<number, Record<BooleanFlag, boolean>>();
  const flagsFor = (lo: number, hi: number): Record<BooleanFlag, boolean> => {
    const key = (hi >>> 0) * 4_294_967_296 + (lo >>> 0);
    let cached = flagCache.get(key);
    if (!cached) {
      const record = { ...NO_FLAGS }; // a copy keeps one object shape for all flag records
      BOOLEAN_FLAGS.forEach((flag, slot) => {
        if (((slot < 32 ? lo >>> slot : hi >>> (slot - 32)) & 1) === 1) record[flag] = true;
      });
      cached = Object.freeze(record);
      flagCache.set(key, cached);
    }
    return cached;
  };

  // Per template, resolved once: group, deposit, reference unit, the lists the columns index into.
  const templates = w.tpl.map((tp) => {
    const group = at(w.grp, tp[1], 'group');
    return {
      name: tp[0],
      groupId: group[0],
      groupName: group[1],
      deposit: tp[2],
      refUnit: tp[3] >= 0 ? str(tp[3]) : null,
      ratio: tp[4],
      minPrice: tp[5],
      minCo2: tp[6],
      mask: maskOf(tp[7]),
      brands: tp[8].map((b) => at(w.brd, b, 'brand')),
      unitSets: tp[9].map((u) => at(unitSets, u, 'unit set')),
      weighed: tp[9].map((u) => at(unitSetWeighed, u, 'unit set')),
      countries: tp[10].map((c) => at(w.cty, c, 'country')),
    };
  });

  const offDays = decodeVarints(w.off[1]);
  const disDays = decodeVarints(w.dis[1]);
  const disTexts = decodeVarints(w.dis[2]);
  const expDays = decodeVarints(w.exp[1]);
  const expPrices = decodeVarints(w.exp[2]);
  const expUnits = decodeVarints(w.exp[4]);
  const cpnRow = sparseRows(w.cpn[0], n, 'cpn', w.cpn[1]);
  const offRow = sparseRows(w.off[0], n, 'off', offDays);
  const disRow = sparseRows(w.dis[0], n, 'dis', disDays, disTexts);
  const expRow = sparseRows(w.exp[0], n, 'exp', expDays, expPrices, w.exp[3], expUnits);
  const brlRow = sparseRows(w.brl[0], n, 'brl', w.brl[1]);
  const noImgRow = sparseRows(w.noimg, n, 'noimg');
  const day0 = dayNumber(w.d0);
  const dayCache = new Map<number, string>();
  const dayOf = (z: number) => {
    let iso = dayCache.get(z);
    if (iso === undefined) {
      iso = isoOfDay(day0 + unzigzag(z));
      dayCache.set(z, iso);
    }
    return iso;
  };

  const products: Product[] = [];
  let xid = 0;
  let prevId = 0;
  for (let i = 0; i < n; i++) {
    let id: string;
    if (ids[i] === 0) {
      id = at(w.xid, xid++, 'id');
    } else {
      prevId += ids[i]!;
      id = String(prevId);
    }
    const tp = at(templates, tpls[i]!, 'template');
    const country = at(tp.countries, countries[i]!, 'country');
    const unitIndex = unitCol[i]!;
    const units = at(tp.unitSets, unitIndex, 'unit set');
    const priceOre = prices[i] === 0 ? null : tp.minPrice + prices[i]! - 1;
    const refPriceOre = refs[i] === 0 ? null : (priceOre !== null && tp.ratio > 0 ? Math.round(priceOre / tp.ratio) : 0) + unzigzag(refs[i]! - 1);
    const co2e = co2s[i] === 0 ? null : (tp.minCo2 + co2s[i]! - 1) / 1000;
    const taxOre = co2TaxOre(co2e, w.qr);
    const off = offRow[i]!;
    const dis = disRow[i]!;
    const exp = expRow[i]!;
    const cpn = cpnRow[i]!;
    const brl = brlRow[i]!;
    const supplier = suppliers[i]!;
    const combo = at(comboMasks, flagCol[i]!, 'flag set');
    let lo = tp.mask[0] ^ combo[0];
    let hi = tp.mask[1] ^ combo[1];
    if (tp.weighed[unitIndex]) {
      lo ^= weightLo;
      hi ^= weightHi;
    }
    if (exp >= 0) {
      lo ^= outletLo;
      hi ^= outletHi;
    }
    if (favorites.size > 0 && favorites.has(id)) {
      lo |= favoriteLo;
      hi |= favoriteHi;
    }
    products.push({
      id,
      supplierProductId: supplier === 0 ? '' : String(w.s0 + supplier - 1),
      customerProductNumber: cpn >= 0 ? w.cpn[1][cpn]! : '',
      groupId: tp.groupId,
      groupName: tp.groupName,
      brand: at(tp.brands, brands[i]!, 'brand'),
      name: tp.name,
      units,
      priceOre,
      depositOre: tp.deposit,
      refPriceOre,
      refUnit: refPriceOre !== null ? tp.refUnit : null,
      onOffer: off >= 0,
      offerEndsOn: off >= 0 && offDays[off]! > 0 ? dayOf(offDays[off]! - 1) : null,
      discontinuedOn: dis >= 0 && disDays[dis]! > 0 ? dayOf(disDays[dis]! - 1) : null,
      discontinuedText: dis >= 0 ? str(disTexts[dis]!) : '',
      deadlines: NONE,
      alternativeProductId: null,
      relatedProductIds: NONE,
      countryCode: country[0],
      countryName: country[1],
      co2e,
      co2TaxOre: taxOre,
      co2TaxRefOre: co2TaxRefOre(taxOre, priceOre, refPriceOre),
      broachLimit: brl >= 0 ? w.brl[1][brl]! : null,
      ownPriority: null,
      expiry: exp >= 0
        ? { referenceProductId: id, expiresOn: dayOf(expDays[exp]!), priceOre: expPrices[exp]!, stock: w.exp[3][exp]!, unit: str(expUnits[exp]!) }
        : null,
      focus: null,
      focusBrand: null,
      flags: flagsFor(lo, hi),
      imageUrl: noImgRow[i]! >= 0 ? null : CATALOGUE_IMAGE_PREFIX + id,
    });
  }
  if (xid !== w.xid.length) throw new Error('catalogue: unused ids');
  for (const [pos, patch] of w.x) {
    const product = products[pos];
    if (!product) throw new Error(`catalogue: patch for product ${pos} of ${n}`);
    // structuredClone: the decoded products never share objects with the wire.
    Object.assign(product, structuredClone(patch));
  }
  return products;
}

/** The catalogue of one user: the shared products with the user's lists and top 200 laid over them. */
export function decodeCatalogue(wire: CatalogueWire): CatalogueData {
  // §3 x.favorite: the product is on one of the lists the user sees (own, or shared by the customer).
  const favorites = new Set(wire.fav.flatMap((list) => list[5].map((item) => item[0])));
  const products = decodeCatalogueProducts(wire, favorites);
  const idsAt = (text: string) => decodeVarints(text).map((pos) => at(products, pos, 'product').id);

  const favoriteLists: FavoriteListSummary[] = wire.fav.map(([id, name, locked, shared, mine, items]) => ({
    id,
    name,
    locked: locked === 1,
    shared: shared === 1,
    mine: mine === 1,
    items: items.map(([productId, stdUnit, ownPriority, sortOrder]) => ({ productId, stdUnit, ownPriority, sortOrder })),
  }));
  return {
    version: wire.ver,
    products,
    top200: idsAt(wire.top),
    featuredLists: wire.ftr.map(([id, name, positions]) => ({ id, name, productIds: idsAt(positions) })),
    favoriteLists,
  };
}
