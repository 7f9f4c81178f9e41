// Issue 17 §1: every user-visible text has a stable dictionary key, `Shop.<Area>.<name>`, and an editor
// may override it in the CMS's dictionary (§7 GET /api/umbraco/dictionary/get?lang). The Danish catalogue
// files stay the fallback and stay split per screen: each is written as `defineTexts('Area', {...})`, and
// reading a text asks the overrides first. Texts with values are templates with named placeholders,
// `tpl('{count} varer', (count: number) => ({ count }))`, so an editor's text can place the values too; a
// plural choice is written `{count|vare|varer}` (the first form when the value is 1). Call sites do not
// change: a template text is still called as a function. docs/guides/cms-content.md §1.

/** The values a template text fills in. */
export type TextVars = Readonly<Record<string, string | number>>;

/** A text with values: its default template and how the call's arguments become named values. */
export interface TemplateText<A extends unknown[]> {
  readonly template: string;
  readonly vars: (...args: A) => TextVars;
}

/**
 * A catalogue entry: a plain text, a template, a function an editor cannot change, or a group of entries
 * (an object or a list of texts, e.g. names by code): a group's texts are keyed `Shop.Area.group.name`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Entry = string | TemplateText<any> | ((...args: any[]) => string) | { readonly [name: string]: Entry } | readonly Entry[];

/** What reading an entry gives: the text, or a function for templates and plain functions. */
export type ResolvedTexts<T> = {
  readonly [K in keyof T]: T[K] extends TemplateText<infer A>
    ? (...args: A) => string
    : T[K] extends string | ((...args: never[]) => unknown)
      ? T[K]
      : ResolvedTexts<T[K]>;
};

/** Marks a text with values; see the file comment. */
export function tpl<A extends unknown[]>(template: string, vars: (...args: A) => TextVars): TemplateText<A> {
  return { template, vars };
}

// {name} or {name|one|other}. Names are ASCII identifiers; the forms may hold anything but | and }.
const PLACEHOLDER = /\{([A-Za-z_]\w*)(?:\|([^|}]*)\|([^}]*))?\}/g;

/** Fills a template: `{name}` takes the value, `{name|one|other}` the first form when the value is 1. */
export function fillTemplate(template: string, vars: TextVars): string {
  return template.replace(PLACEHOLDER, (whole, name: string, one?: string, other?: string) => {
    const value = vars[name];
    if (value === undefined) return whole;
    if (one !== undefined) return Number(value) === 1 ? one : (other ?? '');
    return String(value);
  });
}

/** The placeholder names a template uses, sorted and once each: an override must use the same set. */
export function placeholdersOf(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (m) => m[1]!))].sort();
}

let overrides: ReadonlyMap<string, string> = new Map();

/** The editors' texts, by key, as the dictionary answered; applied to every text read after this. */
export function setDictionaryOverrides(texts: Readonly<Record<string, string>>): void {
  overrides = new Map(Object.entries(texts));
}

export function dictionaryKey(area: string, name: string): string {
  return `Shop.${area}.${name}`;
}

/** One keyed text as the editor and the completeness test see it. */
export interface DictionaryEntry {
  key: string;
  area: string;
  name: string;
  /** The built-in Danish text (a template's template). */
  defaultText: string;
  placeholders: string[];
  /** False for a plain function not yet written as a template: an editor cannot change it. */
  overridable: boolean;
}

// [area, name, default text, kind]: 0 plain text, 1 template, 2 plain function. Kept small: every page
// registers its catalogues' texts; the editor and the test read them as entries.
const registered: [string, string, string, number][] = [];
let entries: DictionaryEntry[] = [];

/** Every text of every catalogue imported so far (core/texts/all-catalogues.ts imports them all). */
export function dictionaryEntries(): readonly DictionaryEntry[] {
  if (entries.length !== registered.length) {
    entries = registered.map(([area, name, defaultText, kind]) => ({
      key: dictionaryKey(area, name),
      area,
      name,
      defaultText,
      placeholders: kind === 1 ? placeholdersOf(defaultText) : [],
      overridable: kind !== 2,
    }));
  }
  return entries;
}

/**
 * A catalogue: the same object shape as before, each text read through the overrides. Plain texts are
 * getters (an override set before the widgets render is what they show), templates become functions.
 */
export function defineTexts<T extends Record<string, Entry>>(area: string, texts: T): ResolvedTexts<T> {
  return resolve(area, '', texts) as ResolvedTexts<T>;
}

function resolve(area: string, prefix: string, texts: object): unknown {
  const out = (Array.isArray(texts) ? [] : {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(texts) as [string, Entry][]) {
    const key = dictionaryKey(area, prefix + name);
    if (typeof value === 'string') {
      Object.defineProperty(out, name, { enumerable: true, get: () => overrides.get(key) ?? value });
      registered.push([area, prefix + name, value, 0]);
    } else if (typeof value === 'function') {
      out[name] = value;
      registered.push([area, prefix + name, '', 2]);
    } else if ('template' in value && typeof value.template === 'string') {
      const { template, vars } = value as TemplateText<unknown[]>;
      out[name] = (...args: unknown[]) => fillTemplate(overrides.get(key) ?? template, vars(...args));
      registered.push([area, prefix + name, template, 1]);
    } else {
      out[name] = resolve(area, `${prefix}${name}.`, value);
    }
  }
  return out;
}

/**
 * Several catalogues as one object (later ones win on a name). Not `{ ...a, ...b }`: a spread reads
 * every text once, when the module loads, and an editor's text set after that would never show.
 */
export function mergeTexts<A extends object, B extends object, C extends object = object>(a: A, b: B, c?: C): A & B & C {
  return Object.defineProperties({}, { ...Object.getOwnPropertyDescriptors(a), ...Object.getOwnPropertyDescriptors(b), ...(c ? Object.getOwnPropertyDescriptors(c) : {}) }) as A & B & C;
}
