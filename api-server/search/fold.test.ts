import { describe, expect, it } from 'vitest';
import { danishSortKey, escapeLike, foldSearch, searchWords } from './fold.js';

describe('search folding', () => {
  it('lower-cases and folds æ, ø, å and accents', () => {
    expect(foldSearch('Sødmælk ØKO Årstiderne')).toBe('soedmaelk oeko aarstiderne');
    expect(foldSearch('Crème  fraîche')).toBe('creme fraiche');
    expect(foldSearch('MÆLK')).toBe(foldSearch('maelk'));
  });

  it('sorts Danish names in Danish order under byte comparison', () => {
    const names = ['Åbrød', 'Ærter', 'Zucchini', 'Østers', 'Agurk'];
    const byKey = [...names].sort((a, b) => (danishSortKey(a) < danishSortKey(b) ? -1 : 1));
    const collator = new Intl.Collator('da');
    expect(byKey).toEqual([...names].sort(collator.compare));
    expect(byKey).toEqual(['Agurk', 'Zucchini', 'Ærter', 'Østers', 'Åbrød']);
  });

  it('escapes LIKE wildcards and splits words', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(searchWords('  Hakket   OKSEKØD ')).toEqual(['hakket', 'oksekoed']);
    expect(searchWords('   ')).toEqual([]);
  });
});
