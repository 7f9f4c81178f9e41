import { describe, expect, it } from 'vitest';
import { foldText } from '../../core/search/normalize.js';
import { danishSortKey, escapeLike, foldForSearch, searchWords } from './sql-text.js';

describe('server search text', () => {
  it("folds with core's one function (ø and oe to o, å and aa to a, æ to ae, accents stripped)", () => {
    expect(foldForSearch('Sødmælk ØKO Årstiderne')).toBe('sodmaelk oko arstiderne');
    expect(foldForSearch('Sødmælk ØKO Årstiderne')).toBe(foldText('Sødmælk ØKO Årstiderne'));
    expect(foldForSearch('Crème  fraîche')).toBe('creme fraiche');
    expect(foldForSearch('MÆLK')).toBe(foldForSearch('maelk'));
    expect(foldForSearch('smør')).toBe(foldForSearch('smoer'));
    expect(foldForSearch('smør')).toBe(foldForSearch('smor'));
  });

  it('sorts Danish names in Danish order under byte comparison', () => {
    const names = ['Åbrød', 'Ærter', 'Zucchini', 'Østers', 'Agurk'];
    const byKey = [...names].sort((a, b) => (danishSortKey(a) < danishSortKey(b) ? -1 : 1));
    const collator = new Intl.Collator('da');
    expect(byKey).toEqual([...names].sort(collator.compare));
    expect(byKey).toEqual(['Agurk', 'Zucchini', 'Ærter', 'Østers', 'Åbrød']);
  });

  it('escapes LIKE wildcards and splits words, at most 8', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(searchWords('  Hakket   OKSEKØD ')).toEqual(['hakket', 'oksekod']);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords('50% fedt')).toEqual(['50', 'fedt']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});
