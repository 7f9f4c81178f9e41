import { describe, expect, it } from 'vitest';
import { buildSearchIndex, type SearchDoc } from './engine.js';
import { withinOneEdit, withinOneEditOfPrefix } from './fuzzy.js';
import { foldText, foldWord, searchKey, searchTerms, splitWords } from './normalize.js';

let nextId = 100_001;
function doc(name: string, brand = 'Grossist', group = 'Kolonial', extra: Partial<SearchDoc> = {}): SearchDoc {
  const groupId = { Mejeri: '10', 'Frugt & grønt': '20', Kød: '30', Kolonial: '60', Frost: '50' }[group] ?? '99';
  return { productId: String(nextId++), customerProductNumber: '', name, brand, group, groupId, ...extra };
}

const DOCS: SearchDoc[] = [
  doc('Piskefløde 38% 1 l', 'Arla', 'Mejeri'), // 0
  doc('Smør saltet 250 g', 'Lurpak', 'Mejeri'), // 1
  doc('Æbler Pink Lady', 'Bama', 'Frugt & grønt'), // 2
  doc('Blåbær frosne 1 kg', 'Findus', 'Frost'), // 3
  doc('Kyllingebryst u/skind', 'Rose', 'Kød'), // 4
  doc('Letmælk 1,5% øko 1 l', 'Arla', 'Mejeri'), // 5
  doc('Sødmælk 3,5% 1 l', 'Thise', 'Mejeri'), // 6
  doc('Mozzarella 125 g', 'Castello', 'Mejeri'), // 7
  doc('Spaghetti 500 g', 'Barilla'), // 8
  doc('Hakket oksekød 8-12% 500 g', 'Danish Crown', 'Kød'), // 9
  doc('Sauce béarnaise mix', 'Knorr'), // 10
  doc('Letmælk 1,5% 1 l', 'Thise', 'Mejeri', { customerProductNumber: '4711' }), // 11
  doc('Hel kylling', 'Rose', 'Kød'), // 12
  doc('Kyllingenuggets 1 kg', 'Rose', 'Frost'), // 13
  doc('Laktosefri mælk 1,5% 1 l', 'Arla', 'Mejeri'), // 14
  doc('Hakket svinekød 8-12% 500 g', 'Tulip', 'Kød'), // 15
  doc('Letmælk 1,5% 10 l', 'Arla Pro', 'Mejeri'), // 16
];
const index = buildSearchIndex(DOCS);
const names = (q: string, limit = 3): string[] => index.search(q, { limit }).map((h) => DOCS[h.doc]!.name);
const first = (q: string): string | undefined => names(q, 1)[0];

describe('Danish folding', () => {
  it.each([
    ['Smør', 'smor'],
    ['smoer', 'smor'],
    ['smor', 'smor'],
    ['Æble', 'aeble'],
    ['aeble', 'aeble'],
    ['Blåbær', 'blabaer'],
    ['blaabaer', 'blabaer'],
    ['blabaer', 'blabaer'],
    ['FLØDE', 'flode'],
    ['Béarnaise', 'bearnaise'],
    ['Müsli', 'musli'],
    ['1000', '1000'],
  ])('%s folds to %s', (word, folded) => {
    expect(foldWord(word)).toBe(folded);
  });

  it.each([
    ['Hakket oksekød 8-12%', ['hakket', 'oksekød', '8', '12']],
    ['Kyllingebryst u/skind', ['kyllingebryst', 'u', 'skind']],
    ['  Coca-Cola   Zero ', ['coca', 'cola', 'zero']],
    ['😀 % .*+?^${}()|[]\\', []],
    ['', []],
  ])('splits %j into %j', (text, words) => {
    expect(splitWords(text)).toEqual(words);
  });

  it('folds a whole text word by word', () => {
    expect(foldText('Smør  SALTET 250 g')).toBe('smor saltet 250 g');
    expect(searchTerms('Blåbær øko')).toEqual(['blabaer', 'oko']);
  });

  it('folding a prefix gives a prefix of the folded word, so typing stays prefix search', () => {
    const word = 'blåbærsmøre';
    for (let i = 1; i <= word.length; i++) expect(foldWord(word).startsWith(foldWord(word.slice(0, i)))).toBe(true);
  });
});

describe('one typo', () => {
  it.each([
    ['kylingebryst', 'kyllingebryst', true], // a letter missing
    ['mozzzarella', 'mozzarella', true], // one too many
    ['mozzarelka', 'mozzarella', true], // a wrong one
    ['mozzarlela', 'mozzarella', true], // two swapped
    ['kafe', 'kaffe', true],
    ['mozarela', 'mozzarella', false], // two missing
    ['spagetti', 'spaghetti', true],
    ['kaffe', 'kaffe', true],
  ])('withinOneEdit(%s, %s) is %s', (q, t, want) => {
    expect(withinOneEdit(q, t)).toBe(want);
  });

  it.each([
    ['kyli', 'kyllingebryst', true], // 'kyll' with a wrong letter
    ['kylin', 'kyllingebryst', true],
    ['kylingeb', 'kyllingebryst', true],
    ['kyllingebrystt', 'kyllingebryst', true],
    ['kylx', 'kyllingebryst', true], // 'kyl' + any letter: one substitution of 'kyll'
    ['kxlx', 'kyllingebryst', false],
    ['bryst', 'kyllingebryst', false], // parts of compounds are not typos
  ])('withinOneEditOfPrefix(%s, %s) is %s', (q, t, want) => {
    expect(withinOneEditOfPrefix(q, t)).toBe(want);
  });
});

describe('buildSearchIndex: matching', () => {
  it.each([
    ['flode', 'Piskefløde 38% 1 l'],
    ['smor', 'Smør saltet 250 g'],
    ['smoer', 'Smør saltet 250 g'],
    ['SMØR', 'Smør saltet 250 g'],
    ['aeble', 'Æbler Pink Lady'],
    ['blabaer', 'Blåbær frosne 1 kg'],
    ['blaabaer', 'Blåbær frosne 1 kg'],
    ['bearnaise', 'Sauce béarnaise mix'],
  ])('folded letters: %s finds %s first', (q, name) => {
    expect(first(q)).toBe(name);
  });

  it.each([
    ['bryst', ['Kyllingebryst u/skind']],
    ['mælk', ['Letmælk 1,5% øko 1 l', 'Sødmælk 3,5% 1 l', 'Laktosefri mælk 1,5% 1 l']],
    ['fløde', ['Piskefløde 38% 1 l']],
  ])('parts of compound words: %s finds %j', (q, expected) => {
    const all = names(q, 50);
    for (const name of expected) expect(all).toContain(name);
  });

  it.each([
    ['kylingebryst', 'Kyllingebryst u/skind'],
    ['mozarella', 'Mozzarella 125 g'],
    ['spagetti', 'Spaghetti 500 g'],
    ['mozzarlela', 'Mozzarella 125 g'],
    ['hakkt okse', 'Hakket oksekød 8-12% 500 g'],
  ])('one typo forgiven: %s finds %s first', (q, name) => {
    expect(first(q)).toBe(name);
  });

  it('forgives no typo in words shorter than four letters', () => {
    expect(names('smr')).toEqual([]);
    expect(names('hel')).toEqual(['Hel kylling']);
  });

  it('finds chicken breast on every keystroke of "kyllingebryst", and from the 4th of "kylingebryst"', () => {
    for (const [word, from] of [['kyllingebryst', 1], ['kylingebryst', 4]] as const) {
      for (let i = from; i <= word.length; i++) expect(names(word.slice(0, i), 3), word.slice(0, i)).toContain('Kyllingebryst u/skind');
    }
  });

  it.each([
    ['hakket okse', 'Hakket oksekød 8-12% 500 g'],
    ['okse hakket', 'Hakket oksekød 8-12% 500 g'],
    ['thise letmælk', 'Letmælk 1,5% 1 l'],
    ['letmælk thise', 'Letmælk 1,5% 1 l'],
  ])('several words combine (AND, any order, across fields): %s finds %s first', (q, name) => {
    expect(first(q)).toBe(name);
  });

  it('combines a brand with a name word', () => {
    const hits = index.search('arla letmælk').map((h) => DOCS[h.doc]!);
    expect(hits.map((d) => `${d.name}/${d.brand}`)).toEqual(['Letmælk 1,5% 10 l/Arla Pro', 'Letmælk 1,5% øko 1 l/Arla']);
  });

  it('needs every word: one word without a match gives nothing', () => {
    expect(names('hakket xyzzy')).toEqual([]);
    expect(names('øko mælk', 50)).toEqual(['Letmælk 1,5% øko 1 l']);
  });
});

describe('buildSearchIndex: ids and customer numbers', () => {
  const ids = [
    doc('Kaffe formalet 500 g', 'BKI', 'Kolonial', { productId: '1000' }),
    doc('Kaffe 1000 g', 'Merrild', 'Kolonial', { productId: '555' }),
    doc('Te Earl Grey', 'Pickwick', 'Kolonial', { productId: '100012' }),
    doc('Kakao', 'Galak', 'Kolonial', { productId: 'AB-1000', customerProductNumber: '1000123' }),
  ];
  const idIndex = buildSearchIndex(ids);
  const hits = (q: string): string[] => idIndex.search(q).map((h) => ids[h.doc]!.productId);

  it('puts the product whose id equals the query first, then other matches', () => {
    expect(hits('1000')[0]).toBe('1000');
    expect(hits('1000')).toEqual(expect.arrayContaining(['555', '100012', 'AB-1000']));
  });

  it('matches an id prefix below the exact id', () => {
    const found = hits('1000');
    expect(found.indexOf('100012')).toBeGreaterThan(0);
  });

  it('finds a customer number exactly, first', () => {
    expect(first('4711')).toBe('Letmælk 1,5% 1 l');
    expect(hits('1000123')[0]).toBe('AB-1000');
  });

  it('finds an id with letters, however it is typed', () => {
    expect(hits('AB-1000')[0]).toBe('AB-1000');
    expect(hits('ab 1000')[0]).toBe('AB-1000');
  });

  it('finds every product of the catalogue first by its own id', () => {
    DOCS.forEach((d, i) => expect(index.search(d.productId, { limit: 1 })[0]?.doc).toBe(i));
  });
});

describe('buildSearchIndex: ranking', () => {
  const rank = (docs: SearchDoc[], q: string): string[] => {
    const idx = buildSearchIndex(docs);
    return idx.search(q).map((h) => `${docs[h.doc]!.name}/${docs[h.doc]!.brand}/${docs[h.doc]!.group}`);
  };

  it('ranks name above brand above group', () => {
    const docs = [doc('Ketchup', 'Heinz', 'Tomat'), doc('Ketchup', 'Tomat', 'Kolonial'), doc('Tomat', 'Heinz', 'Kolonial')];
    expect(rank(docs, 'tomat')).toEqual(['Tomat/Heinz/Kolonial', 'Ketchup/Tomat/Kolonial', 'Ketchup/Heinz/Tomat']);
  });

  it('ranks exact word above prefix above compound part above typo', () => {
    const docs = [doc('Kade'), doc('Lagkage'), doc('Kagemix'), doc('Kage')];
    expect(rank(docs, 'kage').map((r) => r.split('/')[0])).toEqual(['Kage', 'Kagemix', 'Lagkage', 'Kade']);
  });

  it('ranks more query words in the name higher', () => {
    const docs = [doc('Letmælk', 'Øko'), doc('Letmælk øko', 'Arla')];
    expect(rank(docs, 'øko mælk')[0]).toBe('Letmælk øko/Arla/Kolonial');
  });

  it('ranks shorter names higher on ties, and keeps doc order after that', () => {
    const docs = [doc('Kage med glasur'), doc('Kage B'), doc('Kage A'), doc('Kage')];
    expect(rank(docs, 'kage').map((r) => r.split('/')[0])).toEqual(['Kage', 'Kage B', 'Kage A', 'Kage med glasur']);
  });

  it('lets products of different names take turns within one score, before length and doc order', () => {
    // Many sizes and brands of one name must not push every other kind of product off the first page.
    const docs = [...Array.from({ length: 5 }, (_, i) => doc('Kyllingenuggets', `B${i}`)), doc('Kyllingebrystfilet'), doc('Kyllingelår')];
    expect(rank(docs, 'kyl').slice(0, 4)).toEqual([
      'Kyllingelår/Grossist/Kolonial',
      'Kyllingenuggets/B0/Kolonial',
      'Kyllingebrystfilet/Grossist/Kolonial',
      'Kyllingenuggets/B1/Kolonial',
    ]);
  });

  it('is deterministic', () => {
    const a = buildSearchIndex(DOCS).search('l');
    const b = buildSearchIndex(DOCS).search('l');
    expect(a).toEqual(b);
    expect(index.search('l')).toEqual(a);
  });
});

describe('buildSearchIndex: pages, limits, odd input', () => {
  it('returns all matches by default and pages through them without gaps or repeats', () => {
    const all = index.search('l');
    expect(all.length).toBeGreaterThan(5);
    const p1 = index.searchPage('l', 0, 3);
    const p2 = index.searchPage('l', 3, 3);
    const rest = index.searchPage('l', 6, 100);
    expect(p1.total).toBe(all.length);
    expect([...p1.hits, ...p2.hits, ...rest.hits]).toEqual(all);
    expect(index.search('l', { limit: 2, offset: 1 })).toEqual(all.slice(1, 3));
  });

  it('gives the same order as doc indexes in a typed array', () => {
    for (const q of ['l', 'mælk', 'kyl', DOCS[3]!.productId, '4711', '']) {
      expect(Array.from(index.searchDocs(q))).toEqual(index.search(q).map((h) => h.doc));
    }
  });

  it.each(['', '   ', '\t\n', '%', '😀', '.*+?^${}()|[]\\', '<script>'])('returns nothing for %j', (q) => {
    expect(index.search(q)).toEqual([]);
    expect(index.searchPage(q, 0, 30)).toEqual({ total: 0, hits: [] });
    expect(index.suggest(q)).toEqual([]);
  });

  it.each([
    'a'.repeat(200),
    'kylling '.repeat(25),
    '🍗'.repeat(100),
    'mælk%'.repeat(40),
    '(((((',
    '1'.repeat(200),
  ])('never throws on long or odd input (%#)', (q) => {
    expect(() => index.search(q)).not.toThrow();
    expect(() => index.suggest(q)).not.toThrow();
  });

  it('handles an empty catalogue', () => {
    const empty = buildSearchIndex([]);
    expect(empty.size).toBe(0);
    expect(empty.search('mælk')).toEqual([]);
    expect(empty.suggest('mælk')).toEqual([]);
    expect(() => empty.warm()).not.toThrow();
  });

  it('gives the same results after warm()', () => {
    const before = index.search('kyl');
    index.warm();
    expect(index.search('kyl')).toEqual(before);
  });
});

describe('search keys and the next letters (searching ahead, core/catalogue/speculation.ts)', () => {
  it.each([
    ['Smør', 'smor'],
    ['smoer  SMØR', 'smor'], // ø, oe and o are one letter
    ['Hakket okse hakket', 'hakket okse'],
    ['  ', ''],
    ['a b c d e f g h i j', 'a b c d e f g h'], // at most MAX_QUERY_WORDS (8) words count
  ])('the key of %j is %j', (text, key) => {
    expect(searchKey(text)).toBe(key);
  });

  it('texts with the same key find the same products in the same order', () => {
    for (const [a, b] of [['Smør', 'smor'], ['KYLLING', 'kylling'], ['hakket kød hakket', 'hakket kød'], ['Æbler', 'aebler']] as const) {
      expect(searchKey(a)).toBe(searchKey(b));
      expect(index.search(a)).toEqual(index.search(b));
    }
  });

  it.each([
    ['kyllinge', ['b', 'n']], // kyllingebryst, kyllingenuggets: one product each, then a before z
    ['Kyl', ['l']],
    ['hakket ok', ['o', 's']], // only the last word is continued: øko, oksekød
    ['Smø', ['r']], // folded: the worker searches "smor", which is what "smør" searches
    ['let', ['m']],
    ['letmælk', []], // a finished word (no longer word starts with it)
    ['kyl ', []], // after a space any word may follow
    ['', []],
    ['qqq', []], // no word has a q
  ])('the letters likely after %j are %j', (text, letters) => {
    expect(index.nextLetters(text, 4)).toEqual(letters);
  });

  it('guesses a misspelt word on from the letters that most often follow its last letter', () => {
    let id = 1;
    const d = (name: string): SearchDoc => ({ productId: String(id++), customerProductNumber: '', name, brand: 'X', group: 'Mejeri', groupId: '10' });
    // In these words 'r' is followed by e twice (mozzarella, rejer), by i (mejeri, the group), m
    // (parmesan), o and u (rugbrød) once each: ties in letter order.
    const small = buildSearchIndex([d('Mozzarella'), d('Rejer'), d('Parmesan'), d('Rugbrød')]);
    expect(small.nextLetters('mozar', 4)).toEqual(['e', 'i', 'm', 'o']);
    expect(small.nextLetters('mozzar', 4)).toEqual(['e']); // a real continuation: only that
    expect(small.nextLetters('rejer', 4)).toEqual([]); // a whole word: probably done
  });

  it('prefers the letters that lead to more products, and stops at max', () => {
    let id = 1;
    const d = (name: string, brand: string): SearchDoc => ({ productId: String(id++), customerProductNumber: '', name, brand, group: 'Mejeri', groupId: '10' });
    // 'e' leads to letmælk (4 products), 'a' to laktosefri and lady (1 each), 'u' to the brand lurpak.
    const small = buildSearchIndex([
      d('Letmælk 1 l', 'Arla'), d('Letmælk 10 l', 'Arla'), d('Letmælk øko', 'Thise'), d('Letmælk laktosefri', 'Arla'),
      d('Lady æbler', 'Bama'), d('Smør', 'Lurpak'),
    ]);
    expect(small.nextLetters('l', 4)).toEqual(['e', 'a', 'u']);
    expect(small.nextLetters('L', 1)).toEqual(['e']);
    expect(small.nextLetters('l', 0)).toEqual([]);
  });
});

describe('suggest', () => {
  it('suggests name terms with their posting group: the phrase itself, then words starting with it, then others', () => {
    expect(index.suggest('mælk')).toEqual([
      { searchTerm: 'mælk', group: 'Mejeri', groupId: '10' },
      { searchTerm: 'letmælk', group: 'Mejeri', groupId: '10' },
      { searchTerm: 'sødmælk', group: 'Mejeri', groupId: '10' },
    ]);
  });

  it('ranks by how many products carry a term, and keeps (term, group) pairs distinct', () => {
    const s = index.suggest('kyl');
    expect(s.map((x) => `${x.searchTerm}/${x.groupId}`)).toEqual(['kylling/30', 'kyllingebryst/30', 'kyllingenuggets/50']);
  });

  it('keeps the earlier words of a phrase and suggests only what exists with them', () => {
    expect(index.suggest('øko mæl')).toEqual([{ searchTerm: 'øko letmælk', group: 'Mejeri', groupId: '10' }]);
  });

  it('stops at max (default 8)', () => {
    expect(index.suggest('l', 2)).toHaveLength(2);
    const many = buildSearchIndex(Array.from({ length: 20 }, (_, i) => doc(`Kage${String.fromCharCode(97 + i)}`)));
    expect(many.suggest('kage')).toHaveLength(8);
  });

  it('forgives a typo in suggestions too', () => {
    expect(index.suggest('mozarella')[0]?.searchTerm).toBe('mozzarella');
  });
});
