// The dictionary (issue 17 §1) on the seeded database: §7 get?lang and get?key&lang with their ETag
// (304 before and after a change), the editor's list, save and reset (users.is_editor only), every
// refusal of a save (nothing saved then), and the server's own texts following the overrides.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DictionaryEditorListSchema } from '../../core/schemas/dictionary.js';
import { daDictionaryEditor } from '../../core/texts/da-dictionary-editor.js';
import { daMiniBasket } from '../../core/texts/da-mini-basket.js';
import { defineTexts, dictionaryEntries, tpl } from '../../core/texts/dictionary.js';
import { daValidation } from '../../core/texts/da-validation.js';
import * as t from '../db/schema.js';
import { MAX_EDITOR_ROWS } from '../dictionary/editor.js';
import { widgetsUsingKey } from '../dictionary/key-usage.js';
import { refreshServerTexts, resetServerTexts } from '../dictionary/server-texts.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';
import { etagMatches } from './dictionary.js';

// A catalogue of this test only: the route knows every catalogue registered in the process.
const testTexts = defineTexts('DictRouteTest', {
  plain: 'Hej',
  delivery: tpl('{count} {count|vare|varer} til {date}', (count: number, date: string) => ({ count, date })),
  legacy: (name: string) => `Hej ${name}`,
});

const GET = '/api/umbraco/dictionary/get';
const ENTRIES = '/api/umbraco/dictionary/entries';
const entry = (key: string) => `${ENTRIES}/${encodeURIComponent(key)}`;

let ctx: TestContext;
let editor: string;
let kok: string;

async function overridesInDb() {
  return ctx.db.select({ key: t.dictionaryOverrides.key, text: t.dictionaryOverrides.text }).from(t.dictionaryOverrides);
}

beforeAll(async () => {
  ctx = await createTestContext();
  [editor, kok] = await Promise.all([ctx.login('redaktoer@grossist.dk'), ctx.login('kok@kantinen.dk')]);
}, 60_000);
beforeEach(async () => {
  await ctx.db.delete(t.dictionaryOverrides);
  resetServerTexts();
});
afterAll(async () => {
  resetServerTexts();
  await ctx?.close();
});

describe('§7 GET /api/umbraco/dictionary/get', () => {
  it('answers every override of the language as { key: text }, publicly, with a strong ETag and no-cache', async () => {
    const empty = await ctx.get(GET);
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({});
    expect(empty.headers.get('Cache-Control')).toBe('no-cache');
    expect(empty.headers.get('ETag')).toMatch(/^"[\w-]+"$/);

    expect((await ctx.send('PUT', entry('Shop.MiniBasket.show'), { text: 'Se kurven' }, editor)).status).toBe(200);
    const one = await ctx.get(`${GET}?lang=da`);
    expect(await one.json()).toEqual({ 'Shop.MiniBasket.show': 'Se kurven' });
    // Another language has its own overrides (none).
    expect(await (await ctx.get(`${GET}?lang=en`)).json()).toEqual({});
  });

  it('answers 304 to If-None-Match with the current tag, before and after a change, and 200 to a stale one', async () => {
    const first = await ctx.get(GET);
    const tag = first.headers.get('ETag')!;
    const again = await ctx.app.request(GET, { headers: { 'If-None-Match': tag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(tag);
    expect(again.headers.get('Cache-Control')).toBe('no-cache');
    expect(await again.text()).toBe('');

    await ctx.send('PUT', entry('Shop.MiniBasket.show'), { text: 'Se kurven' }, editor);
    const changed = await ctx.app.request(GET, { headers: { 'If-None-Match': tag } });
    expect(changed.status).toBe(200);
    const newTag = changed.headers.get('ETag')!;
    expect(newTag).not.toBe(tag);
    expect(await changed.json()).toEqual({ 'Shop.MiniBasket.show': 'Se kurven' });
    expect((await ctx.app.request(GET, { headers: { 'If-None-Match': `W/${newTag}, "x"` } })).status).toBe(304);

    // The reset gives the first answer again, and so its tag.
    await ctx.send('DELETE', entry('Shop.MiniBasket.show'), undefined, editor);
    expect((await ctx.app.request(GET, { headers: { 'If-None-Match': tag } })).status).toBe(304);
  });

  it('answers one key with its text: the built-in default until overridden, then the override', async () => {
    const res = await ctx.get(`${GET}?key=Shop.MiniBasket.show&lang=da`);
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toBeTruthy();
    expect(await res.json()).toEqual({ key: 'Shop.MiniBasket.show', text: 'Vis kurv', overridden: false });
    await ctx.send('PUT', entry('Shop.MiniBasket.show'), { text: 'Se kurven' }, editor);
    const after = await ctx.app.request(`${GET}?key=Shop.MiniBasket.show`, { headers: { 'If-None-Match': res.headers.get('ETag')! } });
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ key: 'Shop.MiniBasket.show', text: 'Se kurven', overridden: true });
  });

  it.each([['Shop.Findes.ikke'], ['Shop.DictRouteTest.legacy']])('answers 404 UnknownKey for %s (no catalogue text an editor can change)', async (key) => {
    const res = await ctx.get(`${GET}?key=${encodeURIComponent(key)}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'UnknownKey', message: daDictionaryEditor.unknownKey });
  });

  it.each([['lang=dansk'], ['lang=da%00'], ['key=Shop.%00'], [`key=${'x'.repeat(201)}`]])('answers 400 to bad input ?%s', async (query) => {
    const res = await ctx.get(`${GET}?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('weighs If-None-Match as RFC 9110 says: a list, weak tags, and *', () => {
    expect(etagMatches('"a", W/"b"', '"b"')).toBe(true);
    expect(etagMatches('*', '"b"')).toBe(true);
    expect(etagMatches('"a"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});

describe('the editor API (ours): editors only', () => {
  it('answers 401 without a session and 403 to a user who is no editor; nothing is saved', async () => {
    for (const [method, path, body] of [['GET', ENTRIES, undefined], ['PUT', entry('Shop.MiniBasket.show'), { text: 'x' }], ['DELETE', entry('Shop.MiniBasket.show'), undefined]] as const) {
      const anonymous = await ctx.send(method, path, body);
      expect(anonymous.status, `${method} anonymous`).toBe(401);
      expect(await anonymous.json()).toMatchObject({ error: 'MissingSession' });
      const customer = await ctx.send(method, path, body, kok);
      expect(customer.status, `${method} kok`).toBe(403);
      expect(await customer.json()).toEqual({ error: 'EditorOnly', message: daDictionaryEditor.editorOnly });
    }
    expect(await overridesInDb()).toEqual([]);
  });

  it('lists every key with default, override, placeholders, overridable and used-by, searchable by key or text', async () => {
    await ctx.send('PUT', entry('Shop.DictRouteTest.plain'), { text: 'Goddag' }, editor);
    const res = await ctx.get(ENTRIES, editor);
    expect(res.status).toBe(200);
    const list = DictionaryEditorListSchema.parse(await res.json());
    // Every registered key counts; one answer holds at most MAX_EDITOR_ROWS of them, sorted by key.
    const registered = new Set(dictionaryEntries().map((e) => e.key)).size;
    expect(list.total).toBe(registered);
    expect(list.entries).toHaveLength(Math.min(registered, MAX_EDITOR_ROWS));
    expect(list.entries.map((e) => e.key)).toEqual([...list.entries.map((e) => e.key)].sort((a, b) => a.localeCompare(b, 'en')));
    const mini = DictionaryEditorListSchema.parse(await (await ctx.get(`${ENTRIES}?q=shop.minibasket.show`, editor)).json());
    expect(mini.entries.find((e) => e.key === 'Shop.MiniBasket.show')).toEqual({
      key: 'Shop.MiniBasket.show', defaultText: 'Vis kurv', override: null, placeholders: [], overridable: true, usedBy: widgetsUsingKey('Shop.MiniBasket.show'),
    });
    expect(widgetsUsingKey('Shop.MiniBasket.show')).toContain('mini-basket');
    const ours = DictionaryEditorListSchema.parse(await (await ctx.get(`${ENTRIES}?q=shop.dictroutetest.`, editor)).json());
    expect(ours.entries).toEqual([
      { key: 'Shop.DictRouteTest.delivery', defaultText: '{count} {count|vare|varer} til {date}', override: null, placeholders: ['count', 'date'], overridable: true, usedBy: [] },
      { key: 'Shop.DictRouteTest.legacy', defaultText: '', override: null, placeholders: [], overridable: false, usedBy: [] },
      { key: 'Shop.DictRouteTest.plain', defaultText: 'Hej', override: 'Goddag', placeholders: [], overridable: true, usedBy: [] },
    ]);
    const byText = DictionaryEditorListSchema.parse(await (await ctx.get(`${ENTRIES}?q=${encodeURIComponent('VIS KURV')}`, editor)).json());
    // Case-insensitive, anywhere in the text ('… i hvis kurv …' matches too).
    expect(byText.entries.map((e) => e.key)).toContain('Shop.MiniBasket.show');
    expect(byText.entries.every((e) => `${e.key} ${e.defaultText} ${e.override ?? ''}`.toLowerCase().includes('vis kurv'))).toBe(true);
    const byOverride = DictionaryEditorListSchema.parse(await (await ctx.get(`${ENTRIES}?q=goddag`, editor)).json());
    expect(byOverride.entries.map((e) => e.key)).toEqual(['Shop.DictRouteTest.plain']);
    const byKey = DictionaryEditorListSchema.parse(await (await ctx.get(`${ENTRIES}?q=shop.dictroutetest`, editor)).json());
    expect(byKey.total).toBe(3);
    const none = DictionaryEditorListSchema.parse(await (await ctx.get(`${ENTRIES}?q=${encodeURIComponent('zzz\u0000')}`, editor)).json());
    expect(none).toEqual({ entries: [], total: 0 });
  });

  it('saves a text, shows it in §7 get and in the server\'s own texts at once, and resets it to the default', async () => {
    const saved = await ctx.send('PUT', entry('Shop.DictRouteTest.delivery'), { text: 'Levering {date}: {count} {count|kolli|kolli}' }, editor);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ key: 'Shop.DictRouteTest.delivery', override: 'Levering {date}: {count} {count|kolli|kolli}' });
    expect(testTexts.delivery(2, 'fredag')).toBe('Levering fredag: 2 kolli');
    const [row] = await ctx.db.select().from(t.dictionaryOverrides).where(eq(t.dictionaryOverrides.key, 'Shop.DictRouteTest.delivery'));
    expect(row).toMatchObject({ lang: 'da', updatedBy: expect.any(Number) });

    const reset = await ctx.send('DELETE', entry('Shop.DictRouteTest.delivery'), undefined, editor);
    expect(reset.status).toBe(200);
    expect(await reset.json()).toMatchObject({ override: null, defaultText: '{count} {count|vare|varer} til {date}' });
    expect(testTexts.delivery(1, 'fredag')).toBe('1 vare til fredag');
    expect(await overridesInDb()).toEqual([]);
    // Resetting a key without an override answers the same.
    expect((await ctx.send('DELETE', entry('Shop.DictRouteTest.delivery'), undefined, editor)).status).toBe(200);
  });

  it('keeps line breaks (CR LF becomes LF) and normalises to NFC', async () => {
    const res = await ctx.send('PUT', entry('Shop.DictRouteTest.plain'), { text: 'Hej\r\nmed dig\u0301' }, editor);
    expect(res.status).toBe(200);
    expect(await overridesInDb()).toEqual([{ key: 'Shop.DictRouteTest.plain', text: 'Hej\nmed dig\u0301'.normalize('NFC') }]);
  });

  const missingDate = daDictionaryEditor.placeholdersMissing('{date}');
  it.each([
    ['an empty text', 'Shop.DictRouteTest.plain', '', 400, 'TextEmpty', daDictionaryEditor.textEmpty],
    ['only spaces', 'Shop.DictRouteTest.plain', '  \n ', 400, 'TextEmpty', daDictionaryEditor.textEmpty],
    ['a NUL', 'Shop.DictRouteTest.plain', 'Hej\u0000', 400, 'InvalidText', daValidation.textInvalidCharacters],
    ['a text too long', 'Shop.DictRouteTest.plain', 'x'.repeat(2001), 400, 'TextTooLong', daValidation.textTooLong(2000)],
    ['an unknown key', 'Shop.Findes.ikke', 'Hej', 404, 'UnknownKey', daDictionaryEditor.unknownKey],
    ['a key an editor cannot change', 'Shop.DictRouteTest.legacy', 'Hej', 400, 'KeyNotOverridable', daDictionaryEditor.keyNotOverridable],
    ['a dropped placeholder', 'Shop.DictRouteTest.delivery', '{count} varer', 400, 'PlaceholdersChanged', missingDate],
    ['an added placeholder', 'Shop.DictRouteTest.plain', 'Hej {name}', 400, 'PlaceholdersChanged', daDictionaryEditor.placeholdersExtra('{name}')],
    ['both', 'Shop.DictRouteTest.delivery', '{antal} varer', 400, 'PlaceholdersChanged', `${daDictionaryEditor.placeholdersMissing('{count} og {date}')} ${daDictionaryEditor.placeholdersExtra('{antal}')}`],
  ])('refuses %s with a Danish message and saves nothing', async (_what, key, text, status, error, message) => {
    const res = await ctx.send('PUT', entry(key), { text }, editor);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error, message });
    expect(await overridesInDb()).toEqual([]);
  });

  it('names the missing and the extra placeholders in the answer', async () => {
    const res = await ctx.send('PUT', entry('Shop.DictRouteTest.delivery'), { text: '{antal} til {date}' }, editor);
    expect(await res.json()).toMatchObject({ missing: ['count'], extra: ['antal'] });
  });

  it.each([[{}], [{ text: 5 }], [{ text: 'Hej', lang: 'xx-yyy' }], ['tekst']])('answers 400 to the body %j', async (body) => {
    const res = await ctx.send('PUT', entry('Shop.DictRouteTest.plain'), body, editor);
    expect(res.status).toBe(400);
    expect(await overridesInDb()).toEqual([]);
  });
});

describe('used by (the usage map of core/texts/dictionary-usage.generated.json)', () => {
  it('answers the folders reading a key, sorted, and [] for a key nobody reads (or without the map)', () => {
    expect(widgetsUsingKey('Shop.DictRouteTest.plain')).toEqual([]);
    const mini = widgetsUsingKey('Shop.MiniBasket.show');
    expect([[], ['mini-basket']]).toContainEqual(mini);
  });
});

describe("the server's own texts (issue 17 §1 point 2)", () => {
  it('follow an edit made through another server process at the next refresh', async () => {
    await refreshServerTexts(ctx.db);
    expect(daMiniBasket.show).toBe('Vis kurv');
    // Another process saved it: this one has not seen it yet.
    await ctx.db.insert(t.dictionaryOverrides).values({ key: 'Shop.MiniBasket.show', lang: 'da', text: 'Til kurven' });
    expect(daMiniBasket.show).toBe('Vis kurv');
    expect(await refreshServerTexts(ctx.db)).toBe(true);
    expect(daMiniBasket.show).toBe('Til kurven');
    // Nothing changed: the cheap version check, no reload.
    expect(await refreshServerTexts(ctx.db)).toBe(false);
    await ctx.db.delete(t.dictionaryOverrides);
    expect(await refreshServerTexts(ctx.db)).toBe(true);
    expect(daMiniBasket.show).toBe('Vis kurv');
  });
});
