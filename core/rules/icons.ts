// §9 "Product icons collapse after 4 with a '+N' badge (split at 8 default); in product cards split at 5
// with a focus brand, otherwise 10." The split is how many icons show before the rest collapse into +N.

export type IconContext = 'card' | 'compact' | 'default';

/** How many icons show before the rest collapse into one '+N' badge. */
export function iconSplit(context: IconContext, hasFocusBrand = false): number {
  if (context === 'card') return hasFocusBrand ? 5 : 10;
  if (context === 'compact') return 4;
  return 8;
}

/** The icons shown and the ones behind '+N'. A '+1' would hide one icon behind one badge, so show it. */
export function splitIcons<T>(icons: readonly T[], split: number): { shown: T[]; hidden: T[] } {
  if (icons.length <= split + 1) return { shown: [...icons], hidden: [] };
  return { shown: icons.slice(0, split), hidden: icons.slice(split) };
}
