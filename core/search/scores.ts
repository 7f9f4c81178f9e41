// The ranking rules of issue 3 §3 as one table: name above brand above group; within a field an
// exact word above a prefix above a part of a compound above a typo. A word's score is the best
// of its matches in one product; the words of a query add up, so more words matched in the name
// rank higher. Scores are small integers: the ranking sorts by counting, not by comparison.

/** Where a catalogue word sits in a product. The first name word is usually the head noun. */
export const FIELD_NAME_FIRST = 0;
export const FIELD_NAME = 1;
export const FIELD_BRAND = 2;
export const FIELD_GROUP = 3;

/** How a query word matched a catalogue word. */
export const MATCH_EXACT = 0;
export const MATCH_PREFIX = 1;
export const MATCH_INFIX = 2;
/** One typo in the whole word ('kafe' for kaffe). */
export const MATCH_FUZZY = 3;
/** One typo in a prefix of the word ('kyli' for kyll…): the word may be unfinished. */
export const MATCH_FUZZY_PREFIX = 4;
export const MATCH_KINDS = 5;

/**
 * SCORE[field * MATCH_KINDS + match]. The first name word's bonus is larger for typos, so a
 * mistyped head noun ('kyling…' -> Kyllingebryst) still outranks the same word later in a name
 * (Hel kylling) while the user is typing.
 */
export const SCORE: Readonly<Uint16Array> = Uint16Array.from([
  // exact, prefix, infix (compound part), typo, typo in a prefix
  106, 86, 61, 42, 40, // first word of the name
  100, 80, 55, 36, 34, // other words of the name
  70, 50, 25, 22, 20, // brand
  45, 35, 15, 12, 10, // posting group
]);

/** A query word equal to the product id or the customer's own product number. */
export const SCORE_ID_EXACT = 1000;
/** A query word the product id or customer number starts with (at least MIN_ID_PREFIX digits). */
export const SCORE_ID_PREFIX = 60;

/** Query words shorter than this match as a prefix only (no compound parts): 'ko' is noise. */
export const MIN_INFIX_LENGTH = 3;
/** Query words shorter than this get no typo forgiven: one typo in three letters is another word. */
export const MIN_FUZZY_LENGTH = 4;
/** Id prefixes need a few digits; '1' would match every id. */
export const MIN_ID_PREFIX = 3;
/** Words of a query taken into account; the rest of a pasted text is ignored. */
export const MAX_QUERY_WORDS = 8;
/** The highest total score; the counting sort's histogram is this long. */
export const MAX_SCORE = MAX_QUERY_WORDS * SCORE_ID_EXACT + 1;
