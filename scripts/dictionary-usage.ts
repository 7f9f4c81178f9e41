// Issue 17 §1: where each dictionary key is used. A static scan of widgets/, core/ and api-server/ for
// `daX.name`, `daX.group.name`, `daX['name']` (daX an imported catalogue, under any local alias) and
// `const { name } = daX`. The completeness test (core/texts/dictionary-keys.test.ts) uses it to prove
// that every key used exists and every key is used; `npm run generate:dictionary-usage` writes the map
// key → places for the editor's page ("which widget uses this key") to
// core/texts/dictionary-usage.generated.json, and the test fails while that file is stale.
// A place is the widget folder (`mini-basket`) for widgets/, else `core` or `api-server`; tests and
// stories do not count as uses.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { CATALOGUES, type CatalogueName } from '../core/texts/all-catalogues.js';
import { dictionaryEntries, dictionaryKey } from '../core/texts/dictionary.js';

// A path, not `new URL(…, import.meta.url)` (see generate-elements.ts).
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const USAGE_PATH = path.join(ROOT, 'core/texts/dictionary-usage.generated.json');
const SCANNED_DIRS = ['widgets', 'core', 'api-server'];
/** Files that hold catalogues whole by design (not a use of any key). */
const NOT_USES = new Set(['core/texts/all-catalogues.ts']);
/** What may follow a list of texts (`daX.weekdayNames.map(...)`): the list is used whole. */
const LIST_MEMBERS = new Set(['map', 'join', 'length', 'forEach', 'filter', 'slice', 'indexOf', 'includes', 'at', 'find', 'some', 'every']);

/** One read of a catalogue in the source. `path` is what follows the catalogue; `dynamic` when it stops at a computed index. */
export interface TextRead {
  file: string;
  line: number;
  /** The catalogue read, or the catalogues merged into the object read (the one that wins first). */
  catalogues: readonly CatalogueName[];
  path: string[];
  dynamic: boolean;
  /** A test or a story: checked for missing keys, not counted as a use. */
  test: boolean;
  /** Read when the module loads (outside any function): it keeps the built-in text, never an editor's. */
  atLoad: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((d) => {
    const rel = `${dir}/${d.name}`;
    if (d.isDirectory()) return d.name === 'node_modules' ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(d.name) && !d.name.endsWith('.d.ts') ? [rel] : [];
  });
}

const CATALOGUE_NAME = new RegExp(`\\b(${Object.keys(CATALOGUES).join('|')})\\b`);
const isCatalogue = (name: string): name is CatalogueName => Object.hasOwn(CATALOGUES, name);

/** `const t = mergeTexts(daA, daB)`: the catalogues merged, later ones first (they win on a name). */
function mergedOf(node: ts.Expression | undefined, aliases: ReadonlyMap<string, readonly CatalogueName[]>): CatalogueName[] | null {
  if (!node || !ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== 'mergeTexts') return null;
  const parts = node.arguments.map((a) => (ts.isIdentifier(a) ? aliases.get(a.text) : undefined));
  return parts.every((p) => p !== undefined) ? parts.flat().reverse() : null;
}

interface Parsed {
  file: string;
  sf: ts.SourceFile;
}

/** Every read of a catalogue in widgets/, core/ and api-server/. */
export function scanTextReads(): TextRead[] {
  const parsed: Parsed[] = [];
  for (const file of SCANNED_DIRS.flatMap(sourceFiles)) {
    if (NOT_USES.has(file)) continue;
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    if (!CATALOGUE_NAME.test(text) && !/\bmergeTexts\b|texts\.js'/.test(text)) continue;
    parsed.push({ file, sf: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS) });
  }
  // First the modules that export merged catalogues (`export const t = mergeTexts(...)`), by file and name.
  const exportedMerges = new Map<string, CatalogueName[]>();
  const aliasesOf = new Map<string, Map<string, CatalogueName[]>>();
  const declaredOf = new Map<string, Set<ts.Node>>();
  for (const { file, sf } of parsed) {
    const aliases = new Map<string, CatalogueName[]>();
    const declared = new Set<ts.Node>();
    const collect = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text.startsWith('.')) {
        for (const spec of node.importClause?.namedBindings && ts.isNamedImports(node.importClause.namedBindings) ? node.importClause.namedBindings.elements : []) {
          const imported = (spec.propertyName ?? spec.name).text;
          if (isCatalogue(imported)) {
            aliases.set(spec.name.text, [imported]);
            declared.add(spec.name);
          }
        }
      }
      // the catalogue's own declaration (`export const daX = defineTexts(...)`)
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && isCatalogue(node.name.text) && file.startsWith('core/texts/')) {
        aliases.set(node.name.text, [node.name.text]);
        declared.add(node.name);
      }
      ts.forEachChild(node, collect);
    };
    collect(sf);
    // `const t = daX` and `const t = mergeTexts(daA, daB)`: t is the catalogue(s) too.
    const collectLocal = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const merged = mergedOf(node.initializer, aliases);
        const of = ts.isIdentifier(node.initializer) ? aliases.get(node.initializer.text) : merged;
        if (of) {
          aliases.set(node.name.text, of);
          declared.add(node.name);
          if (ts.isIdentifier(node.initializer)) declared.add(node.initializer);
          if (merged) for (const a of (node.initializer as ts.CallExpression).arguments) declared.add(a);
          if (merged) exportedMerges.set(`${file.replace(/\.tsx?$/, '')}#${node.name.text}`, merged);
        }
      }
      ts.forEachChild(node, collectLocal);
    };
    collectLocal(sf);
    aliasesOf.set(file, aliases);
    declaredOf.set(file, declared);
  }
  const reads: TextRead[] = [];
  for (const { file, sf } of parsed) {
    const aliases = aliasesOf.get(file)!;
    const declared = declaredOf.get(file)!;
    // imports of a merged catalogue from another module
    for (const st of sf.statements) {
      if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier) || !st.moduleSpecifier.text.startsWith('.')) continue;
      const from = path.posix.join(path.posix.dirname(file), st.moduleSpecifier.text).replace(/\.js$/, '');
      const bindings = st.importClause?.namedBindings;
      for (const spec of bindings && ts.isNamedImports(bindings) ? bindings.elements : []) {
        const merged = exportedMerges.get(`${from}#${(spec.propertyName ?? spec.name).text}`);
        if (merged) {
          aliases.set(spec.name.text, merged);
          declared.add(spec.name);
        }
      }
    }
    if (aliases.size === 0) continue;
    const test = /\.(test|stories|fixture|test-kit)\.tsx?$/.test(file) || file.includes('/fixtures/');
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && aliases.has(node.text) && !declared.has(node) && isRead(node)) {
        const catalogues = aliases.get(node.text)!;
        const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
        const parent = node.parent;
        const paths =
          ts.isVariableDeclaration(parent) && parent.initializer === node && ts.isObjectBindingPattern(parent.name)
            ? parent.name.elements.map((el) => ({ path: [(el.propertyName ?? el.name).getText(sf)], dynamic: false }))
            : [pathAfter(node)];
        const atLoad = !ts.findAncestor(node, (n) => ts.isFunctionLike(n) || ts.isClassLike(n));
        for (const p of paths) reads.push({ file, line, catalogues, ...p, test, atLoad });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return reads;
}

/** Not a declaration, a property name or a type query. */
function isRead(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return false;
  if (ts.isTypeQueryNode(parent) || ts.isQualifiedName(parent)) return false;
  if (ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent) || ts.isImportClause(parent)) return false;
  if (ts.isPropertySignature(parent) || ts.isMethodDeclaration(parent) || ts.isBindingElement(parent)) return false;
  if (ts.isParameter(parent) || ts.isJsxAttribute(parent)) return false;
  return true;
}

function pathAfter(node: ts.Node): { path: string[]; dynamic: boolean } {
  const out: string[] = [];
  let at: ts.Node = node;
  for (;;) {
    const parent = at.parent;
    if (ts.isPropertyAccessExpression(parent) && parent.expression === at) {
      out.push(parent.name.text);
    } else if (ts.isElementAccessExpression(parent) && parent.expression === at) {
      const arg = parent.argumentExpression;
      if (ts.isStringLiteral(arg) || ts.isNumericLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) out.push(arg.text);
      else return { path: out, dynamic: true };
    } else if (ts.isNonNullExpression(parent) || ts.isParenthesizedExpression(parent)) {
      // (daX.name)!: the same read
    } else {
      return { path: out, dynamic: false };
    }
    at = parent;
  }
}

/** The area of each catalogue: the one whose registered names are the catalogue's own. */
const areaCache = new Map<CatalogueName, string>();
export function areaOf(catalogue: CatalogueName): string {
  const cached = areaCache.get(catalogue);
  if (cached) return cached;
  const names = flatNames(CATALOGUES[catalogue].texts, '').sort().join('\n');
  const areas = [...new Set(dictionaryEntries().map((e) => e.area))];
  const area = areas.find((a) => dictionaryEntries().filter((e) => e.area === a).map((e) => e.name).sort().join('\n') === names);
  if (!area) throw new Error(`${catalogue}: no area has exactly its texts`);
  areaCache.set(catalogue, area);
  return area;
}

function flatNames(texts: object, prefix: string): string[] {
  return Object.entries(texts).flatMap(([name, value]) =>
    value !== null && typeof value === 'object' ? flatNames(value as object, `${prefix}${name}.`) : [`${prefix}${name}`],
  );
}

export interface DictionaryUsage {
  /** Key → the places that read it (sorted), for every key read outside tests. */
  places: Map<string, Set<string>>;
  /** Reads that name no text: `file:line daX.path`. */
  missing: string[];
  /** Plain texts read when a module loads (outside tests): `file key` (no line: lines move). They keep the built-in text. */
  atLoad: string[];
}

/** Resolves every read to the keys it uses. */
export function dictionaryUsage(reads: readonly TextRead[] = scanTextReads()): DictionaryUsage {
  const places = new Map<string, Set<string>>();
  const missing: string[] = [];
  const atLoad: string[] = [];
  const plainTexts = plainTextEntries();
  for (const read of reads) {
    let found: { area: string; used: string[] } | null = null;
    for (const catalogue of read.catalogues) {
      const area = areaOf(catalogue);
      const names = dictionaryEntries().filter((e) => e.area === area).map((e) => e.name);
      const used = namesRead(names, read);
      if (used !== null) {
        found = { area, used };
        break;
      }
    }
    if (found === null) {
      missing.push(`${read.file}:${read.line} ${read.catalogues.join('|')}.${read.path.join('.')}`);
      continue;
    }
    const { area, used } = found;
    if (read.atLoad && !read.test && used.length === 1 && plainTexts.has(dictionaryKey(area, used[0]!))) {
      atLoad.push(`${read.file} ${dictionaryKey(area, used[0]!)}`);
    }
    if (read.test) continue;
    const place = read.file.startsWith('widgets/') ? read.file.split('/')[1]! : read.file.split('/')[0]!;
    for (const name of used) {
      const key = dictionaryKey(area, name);
      if (!places.has(key)) places.set(key, new Set());
      places.get(key)!.add(place);
    }
  }
  return { places, missing, atLoad };
}

/** Keys of plain texts (the getters): a template or a group read at load is still read when used. */
function plainTextEntries(): Set<string> {
  return new Set(dictionaryEntries().filter((e) => e.overridable && !isTemplate(e.key)).map((e) => e.key));
}

function isTemplate(key: string): boolean {
  for (const [name, { texts }] of Object.entries(CATALOGUES)) {
    const area = areaOf(name as CatalogueName);
    if (!key.startsWith(`Shop.${area}.`)) continue;
    let at: unknown = texts;
    const parts = key.slice(`Shop.${area}.`.length).split('.');
    for (const part of parts.slice(0, -1)) at = (at as Record<string, unknown>)[part];
    return typeof Object.getOwnPropertyDescriptor(at, parts[parts.length - 1]!)?.value === 'function';
  }
  return false;
}

/** The names one read uses: one text, or every text of a group read whole; null when it names none. */
function namesRead(names: readonly string[], read: TextRead): string[] | null {
  let prefix = '';
  for (const seg of read.path) {
    const name = prefix ? `${prefix}.${seg}` : seg;
    if (names.includes(name)) return [name];
    const isGroup = names.some((n) => n.startsWith(`${name}.`));
    if (!isGroup) {
      if (prefix !== '' && LIST_MEMBERS.has(seg)) break;
      return null;
    }
    prefix = name;
  }
  return names.filter((n) => prefix === '' || n.startsWith(`${prefix}.`));
}

/** The generated file: every key (sorted) with its places. */
export function renderUsageJson(usage: DictionaryUsage = dictionaryUsage()): string {
  const keys = [...usage.places.keys()].sort();
  return `${JSON.stringify(Object.fromEntries(keys.map((k) => [k, [...usage.places.get(k)!].sort()])), null, 2)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(USAGE_PATH, renderUsageJson());
  console.log(`wrote ${USAGE_PATH}`);
}
