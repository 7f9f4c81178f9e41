import { afterEach, describe, expect, it } from 'vitest';
import { defineTexts, dictionaryEntries, fillTemplate, placeholdersOf, setDictionaryOverrides, tpl } from './dictionary.js';

afterEach(() => setDictionaryOverrides({}));

describe('dictionary texts (issue 17 §1)', () => {
  const texts = defineTexts('Test', {
    title: 'Kurv',
    count: tpl('{count} {count|vare|varer}', (count: number) => ({ count })),
    legacy: (name: string) => `Hej ${name}`,
  });

  it.each([
    ['{count} {count|vare|varer}', { count: 1 }, '1 vare'],
    ['{count} {count|vare|varer}', { count: 2 }, '2 varer'],
    ['{count} {count|vare|varer}', { count: 0 }, '0 varer'],
    ['Levering {date}', { date: 'tirsdag' }, 'Levering tirsdag'],
    ['{missing} bliver stående', {}, '{missing} bliver stående'],
    ['{a}{b}', { a: 'x', b: 'y' }, 'xy'],
  ])('fills %s with %o as %s', (template, vars, expected) => {
    expect(fillTemplate(template, vars)).toBe(expected);
  });

  it('names each placeholder once, sorted, plural forms included', () => {
    expect(placeholdersOf('{b} og {a|en|flere} og {b}')).toEqual(['a', 'b']);
    expect(placeholdersOf('Ingen værdier')).toEqual([]);
  });

  it('reads the built-in text until an override is set, and the override after', () => {
    expect(texts.title).toBe('Kurv');
    expect(texts.count(3)).toBe('3 varer');
    setDictionaryOverrides({ 'Shop.Test.title': 'Indkøbskurv', 'Shop.Test.count': 'Antal: {count}' });
    expect(texts.title).toBe('Indkøbskurv');
    expect(texts.count(3)).toBe('Antal: 3');
    setDictionaryOverrides({});
    expect(texts.title).toBe('Kurv');
  });

  it('registers every entry with its key; a plain function is listed as not overridable', () => {
    const mine = dictionaryEntries().filter((e) => e.area === 'Test');
    expect(mine.map((e) => [e.key, e.overridable, e.placeholders])).toEqual([
      ['Shop.Test.title', true, []],
      ['Shop.Test.count', true, ['count']],
      ['Shop.Test.legacy', false, []],
    ]);
    expect(texts.legacy('Karen')).toBe('Hej Karen');
  });
});
