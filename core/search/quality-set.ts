// The Danish quality set of issue 3 ("Quality"): queries a kitchen really types — typos, the three
// ways to write æ/ø/å, parts of compound words, several words, brands, product ids and the
// customer's own numbers — each with the product it must find in the top 3 (ids: first). Checked
// against the seed generator's catalogue by quality.test.ts, and run for every engine by the
// benchmark (bench/search), so the engines are compared on the same questions.
import type { SearchDoc } from './engine.js';
import { foldText } from './normalize.js';

export type QualityCategory = 'name' | 'folded' | 'compound' | 'typo' | 'words' | 'brand' | 'group' | 'id' | 'customer-number';

export type QualityExpectation =
  /** A top-3 hit's name contains every one of these (folded: case, æ/ae, ø/oe/o, å/aa ignored). */
  | { nameIncludes: string | readonly string[] }
  /** A top-3 hit has this brand (folded). */
  | { brand: string }
  /** A top-3 hit is in this posting group (name, folded). */
  | { group: string }
  /** The product with this id is the FIRST hit. */
  | { productId: string };

export interface QualityQuery {
  q: string;
  category: QualityCategory;
  expect: QualityExpectation;
}

const name = (q: string, nameIncludes: string | readonly string[], category: QualityCategory = 'name'): QualityQuery => ({
  q,
  category,
  expect: { nameIncludes },
});

/** Queries whose answer does not depend on the generated ids. */
export const QUALITY_QUERIES: readonly QualityQuery[] = [
  // Plain product words, as typed (lower case).
  ...[
    ['letmælk', 'Letmælk'], ['sødmælk', 'Sødmælk'], ['piskefløde', 'Piskefløde'], ['smør', 'Smør'],
    ['mozzarella', 'Mozzarella'], ['parmesan', 'Parmesan'], ['danbo', 'Danbo'], ['havarti', 'Havarti'],
    ['skyr', 'Skyr'], ['hytteost', 'Hytteost'], ['frilandsæg', 'Frilandsæg'], ['bananer', 'Bananer'],
    ['citroner', 'Citroner'], ['appelsiner', 'Appelsiner'], ['kartofler', 'Kartofler'], ['rødløg', 'Rødløg'],
    ['gulerødder', 'Gulerødder'], ['agurk', 'Agurk'], ['cherrytomater', 'Cherrytomater'], ['peberfrugt', 'Peberfrugt'],
    ['icebergsalat', 'Icebergsalat'], ['champignon', 'Champignon'], ['broccoli', 'Broccoli'], ['blomkål', 'Blomkål'],
    ['avocado', 'Avocado'], ['kyllingebryst', 'Kyllingebryst'], ['flæskesteg', 'Flæskesteg'], ['oksefilet', 'Oksefilet'],
    ['bacon', 'Bacon'], ['leverpostej', 'Leverpostej'], ['rullepølse', 'Rullepølse'], ['lammekølle', 'Lammekølle'],
    ['torskefilet', 'Torskefilet'], ['makrel', 'Makrel'], ['pommes frites', 'Pommes frites'], ['vaniljeis', 'Vaniljeis'],
    ['lasagneplader', 'Lasagneplader'], ['basmatiris', 'Basmatiris'], ['havregryn', 'Havregryn'], ['flormelis', 'Flormelis'],
    ['olivenolie', 'Olivenolie'], ['kikærter', 'Kikærter'], ['remoulade', 'Remoulade'], ['mayonnaise', 'Mayonnaise'],
    ['tacoskaller', 'Tacoskaller'], ['rugbrød', 'Rugbrød'], ['ciabatta', 'Ciabatta'], ['tebirkes', 'Tebirkes'],
    ['kildevand', 'Kildevand'], ['pilsner', 'Pilsner'], ['servietter', 'Servietter'], ['bagepapir', 'Bagepapir'],
    ['køkkenrulle', 'Køkkenrulle'], ['gulvsæbe', 'Gulvsæbe'], ['kalkfjerner', 'Kalkfjerner'], ['grydesvampe', 'Grydesvampe'],
  ].map(([q, n]) => name(q!, n!)),

  // æ/ae, ø/oe/o, å/aa: typed without Danish letters.
  ...[
    ['flode', 'fløde'], ['smor', 'Smør'], ['smoer', 'Smør'], ['aebler', 'Æbler'], ['abler', 'Æbler'],
    ['blamuslinger', 'Blåmuslinger'], ['blaamuslinger', 'Blåmuslinger'], ['rodlog', 'Rødløg'], ['roedloeg', 'Rødløg'],
    ['gulerodder', 'Gulerødder'], ['hvidlog', 'Hvidløg'], ['ingefaer', 'Ingefær'], ['kaernemaelk', 'Kærnemælk'],
    ['sodmaelk', 'Sødmælk'], ['rodspaettefilet', 'Rødspættefilet'], ['flaeskesteg', 'Flæskesteg'], ['svinemorbrad', 'Svinemørbrad'],
    ['lammekolle', 'Lammekølle'], ['kidneybonner', 'Kidneybønner'], ['jordbaersyltetoj', 'Jordbærsyltetøj'],
    ['solbaersaft', 'Solbærsaft'], ['kokkenrulle', 'Køkkenrulle'], ['affaldssaekke', 'Affaldssække'], ['handsaebe', 'Håndsæbe'],
    ['aerter', 'Ærter'], ['baerblanding', 'Bærblanding'], ['blomkal', 'Blomkål'], ['knaekbrod', 'Knækbrød'],
    ['tomatpure', 'Tomatpuré'], ['bearnaise', 'béarnaise'], ['gronsagsbouillon', 'Grøntsagsbouillon'],
  ].map(([q, n]) => name(q!, n!, 'folded')),

  // Parts of compound words.
  ...[
    ['bryst', 'bryst'], ['mælk', 'mælk'], ['fløde', 'fløde'], ['filet', 'filet'], ['pølse', 'pølse'],
    ['brød', 'brød'], ['ris', 'ris'], ['mel', 'mel'], ['olie', 'olie'], ['juice', 'juice'], ['saft', 'saft'],
    ['sæbe', 'sæbe'], ['steg', 'steg'], ['kød', 'kød'], ['laks', 'laks'], ['tomater', 'tomater'], ['nuggets', 'nuggets'],
    ['desinfektion', 'desinfektion'], ['muslinger', 'muslinger'], ['bønner', 'bønner'],
  ].map(([q, n]) => name(q!, n!, 'compound')),

  // One typo: a letter missing, one too many, a wrong one, two swapped.
  ...[
    ['kylingebryst', 'Kyllingebryst'], ['kyllingbryst', 'Kyllingebryst'], ['mozarella', 'Mozzarella'], ['spagetti', 'Spaghetti'],
    ['parmasan', 'Parmesan'], ['havartti', 'Havarti'], ['bananner', 'Bananer'], ['citorner', 'Citroner'], ['champinon', 'Champignon'],
    ['brocoli', 'Broccoli'], ['avokado', 'Avocado'], ['persile', 'Persille'], ['medisterpolse', 'Medisterpølse'],
    ['leverpostje', 'Leverpostej'], ['wienerpøser', 'Wienerpølser'], ['laksfilet', 'Laksefilet'], ['makrell', 'Makrel'],
    ['pomes frites', 'Pommes frites'], ['vanilleis', 'Vaniljeis'], ['basmatris', 'Basmatiris'], ['jasminriis', 'Jasminris'],
    ['hvedmel', 'Hvedemel'], ['havregrym', 'Havregryn'], ['suker', 'Sukker'], ['olivenolje', 'Olivenolie'],
    ['ketchop', 'Ketchup'], ['senep', 'Sennep'], ['tortila', 'Tortilla'], ['honnig', 'Honning'], ['rugbord', 'Rugbrød'],
    ['croisant', 'Croissant'], ['baguete', 'Baguette'], ['kildvand', 'Kildevand'], ['appelsinjuce', 'Appelsinjuice'],
    ['kafe', 'Kaffe'], ['stearinls', 'Stearinlys'], ['alufolje', 'Alufolie'], ['bagepair', 'Bagepapir'],
    ['servieter', 'Servietter'], ['kalkfjener', 'Kalkfjerner'], ['opvaskemidel', 'Opvaskemiddel'], ['frikadelelr', 'Frikadeller'],
  ].map(([q, n]) => name(q!, n!, 'typo')),

  // Several words, any order, across name, brand and group.
  name('hakket okse', ['hakket', 'oksekød'], 'words'),
  name('hakkt okse', ['hakket', 'oksekød'], 'words'),
  name('okse hakket', ['hakket', 'oksekød'], 'words'),
  name('øko mælk', ['mælk', 'øko'], 'words'),
  name('oko maelk', ['mælk', 'øko'], 'words'),
  name('røget laks', ['røget laks'], 'words'),
  name('laks skiver', ['laks', 'skiver'], 'words'),
  name('kylling øko', ['kylling', 'øko'], 'words'),
  name('revet mozzarella', ['mozzarella revet'], 'words'),
  name('danbo skiver', ['danbo', 'skiver'], 'words'),
  name('pink lady', ['pink lady'], 'words'),
  name('æbler ingrid marie', ['ingrid marie'], 'words'),
  name('oksekød 8-12', ['oksekød 8-12'], 'words'),
  name('letmælk 1,5', ['letmælk 1,5'], 'words'),
  name('spaghetti fuldkorn', ['spaghetti fuldkorn'], 'words'),
  name('glutenfri fusilli', ['fusilli glutenfri'], 'words'),
  name('laktosefri letmælk', ['letmælk', 'laktosefri'], 'words'),
  name('koldpresset rapsolie', ['rapsolie koldpresset'], 'words'),
  name('rugbrød solsikke', ['rugbrød solsikke'], 'words'),
  name('kaffe øko', ['kaffe', 'øko'], 'words'),
  name('havredrik barista', ['havredrik barista'], 'words'),
  name('coca cola zero', ['coca-cola zero'], 'words'),
  name('engangshandsker blå', ['handsker', 'blå'], 'words'),
  name('take away boks', ['take-away boks'], 'words'),
  name('frosne ærter', ['ærter frosne'], 'words'),
  name('sort peber', ['sort peber'], 'words'),
  name('laksefilet u skind', ['laksefilet u/skind'], 'words'),
  name('kartofler bage', ['kartofler bage'], 'words'),
  name('hel kylling', ['hel kylling'], 'words'),
  name('bouillon okse', ['bouillon okse'], 'words'),
  { q: 'arla letmælk', category: 'words', expect: { nameIncludes: 'letmælk' } },
  { q: 'barilla spaghetti', category: 'words', expect: { nameIncludes: 'spaghetti' } },
  { q: 'heinz ketchup', category: 'words', expect: { nameIncludes: 'ketchup' } },
  { q: 'rose kyllingebryst', category: 'words', expect: { nameIncludes: 'kyllingebryst' } },
  { q: 'mutti tomater', category: 'words', expect: { nameIncludes: 'tomater' } },

  // Brands.
  ...['Arla', 'Thise', 'Lurpak', 'Castello', 'Løgismose', 'Danish Crown', 'Tulip', 'Royal Greenland', 'Findus', 'McCain',
    'Barilla', 'Knorr', 'Heinz', 'Kohberg', 'Schulstad', 'Carlsberg', 'Merrild', 'Duni', 'Abena', 'Diversey', 'Urtekram', 'Oatly']
    .map((brand): QualityQuery => ({ q: brand.toLowerCase(), category: 'brand', expect: { brand } })),
  { q: 'logismose', category: 'brand', expect: { brand: 'Løgismose' } },
  { q: 'ollingegaard', category: 'brand', expect: { brand: 'Øllingegaard' } },

  // Posting groups.
  ...['Mejeri', 'Frost', 'Kolonial', 'Rengøring', 'Drikkevarer'].map((group): QualityQuery => ({ q: group.toLowerCase(), category: 'group', expect: { group } })),
  { q: 'rengoring', category: 'group', expect: { group: 'Rengøring' } },
];

/** Positions in the docs array the id queries take their products from: spread, deterministic. */
const ID_POSITIONS = [0, 1, 123, 999, 4_567, 9_999, 12_345, 17_771, 20_000, 24_999];
/** Which products with a customer number (in docs order) the customer-number queries use. */
const CUSTOMER_NUMBER_POSITIONS = [0, 1, 7, 42, 100, 250, 333, 500, 640, 800];

/** The quality set for a catalogue: the fixed queries plus ids and customer numbers taken from it. */
export function qualityQueries(docs: readonly SearchDoc[]): QualityQuery[] {
  const queries = [...QUALITY_QUERIES];
  for (const at of ID_POSITIONS) {
    const doc = docs[at % docs.length];
    if (doc) queries.push({ q: doc.productId, category: 'id', expect: { productId: doc.productId } });
  }
  const withNumber = docs.filter((d) => d.customerProductNumber);
  for (const at of CUSTOMER_NUMBER_POSITIONS) {
    const doc = withNumber[at % Math.max(1, withNumber.length)];
    if (doc) queries.push({ q: doc.customerProductNumber, category: 'customer-number', expect: { productId: doc.productId } });
  }
  return queries;
}

export interface QualityFailure {
  q: string;
  category: QualityCategory;
  expect: QualityExpectation;
  /** Names (and ids) of the top 3 hits. */
  top: string[];
}

export interface QualityReport {
  total: number;
  passed: number;
  /** passed / total. */
  score: number;
  /** Exact id and customer-number queries, and how many of them had their product first. */
  idTotal: number;
  idFirst: number;
  byCategory: Record<string, { total: number; passed: number }>;
  failures: QualityFailure[];
}

function includesAll(haystack: string, needles: string | readonly string[]): boolean {
  const list = typeof needles === 'string' ? [needles] : needles;
  return list.every((n) => haystack.includes(foldText(n)));
}

/** Whether one product fits an expectation (ignoring rank). */
export function satisfies(doc: SearchDoc, expect: QualityExpectation): boolean {
  if ('nameIncludes' in expect) return includesAll(foldText(doc.name), expect.nameIncludes);
  if ('brand' in expect) return foldText(doc.brand) === foldText(expect.brand);
  if ('group' in expect) return foldText(doc.group) === foldText(expect.group);
  return doc.productId === expect.productId;
}

/**
 * Runs the quality set through any engine. `searchFn` returns doc indexes (into `docs`), best first;
 * only the first three are read. A query passes when one of the top 3 satisfies its expectation;
 * id and customer-number queries pass only with their product first.
 */
export function evaluateQuality(
  searchFn: (q: string) => readonly number[],
  docs: readonly SearchDoc[],
  queries: readonly QualityQuery[] = qualityQueries(docs),
): QualityReport {
  const report: QualityReport = { total: 0, passed: 0, score: 0, idTotal: 0, idFirst: 0, byCategory: {}, failures: [] };
  for (const query of queries) {
    const top = searchFn(query.q).slice(0, 3);
    const docsTop = top.map((i) => docs[i]).filter((d): d is SearchDoc => d !== undefined);
    const isId = 'productId' in query.expect;
    const ok = isId ? docsTop[0] !== undefined && satisfies(docsTop[0], query.expect) : docsTop.some((d) => satisfies(d, query.expect));
    report.total++;
    const cat = (report.byCategory[query.category] ??= { total: 0, passed: 0 });
    cat.total++;
    if (isId) report.idTotal++;
    if (ok) {
      report.passed++;
      cat.passed++;
      if (isId) report.idFirst++;
    } else {
      report.failures.push({ ...query, top: docsTop.map((d) => `${d.name} (${d.brand}, ${d.productId})`) });
    }
  }
  report.score = report.total ? report.passed / report.total : 0;
  return report;
}

/** The shape of the seed generator's catalogue this module needs (structural: core never imports the server). */
export interface CatalogueLike {
  postingGroups: readonly { id: string; name: string }[];
  products: readonly { id: string; name: string; brand: string; postingGroupId: string }[];
  assortment: readonly { departmentCode: string; productId: string; customerProductNumber: string | null }[];
}

/**
 * Search docs for every product of a generated catalogue, with the customer numbers of one
 * department (kok@kantinen.dk's is '1001'). All products, not only the department's assortment:
 * the benchmark then searches exactly the number of products it names.
 */
export function catalogueSearchDocs(catalogue: CatalogueLike, departmentCode: string): SearchDoc[] {
  const groupName = new Map(catalogue.postingGroups.map((g) => [g.id, g.name]));
  const customerNumber = new Map<string, string>();
  for (const row of catalogue.assortment) {
    if (row.departmentCode === departmentCode && row.customerProductNumber) customerNumber.set(row.productId, row.customerProductNumber);
  }
  return catalogue.products.map((p) => ({
    productId: p.id,
    customerProductNumber: customerNumber.get(p.id) ?? '',
    name: p.name,
    brand: p.brand,
    group: groupName.get(p.postingGroupId) ?? '',
    groupId: p.postingGroupId,
  }));
}
