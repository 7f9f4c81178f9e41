// Issue 17 §1 "see which widget uses a key". HOOK: the usage map (key -> the widget tags whose code reads
// it) comes with the catalogue conversion of every text (branch dict-keys, the completeness test that
// scans widgets/ and core/). Until it is merged this answers [] for every key and the editor shows
// 'Ikke kendt'. Replace the body with a look-up in that map; the editor API and widget need no change.
export function widgetsUsingKey(_key: string): string[] {
  return [];
}
