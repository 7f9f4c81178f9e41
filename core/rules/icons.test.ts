import { describe, expect, it } from 'vitest';
import { iconSplit, splitIcons } from './icons.js';

describe('§9 icon collapse', () => {
  it.each([
    ['card', true, 5],
    ['card', false, 10],
    ['compact', false, 4],
    ['default', false, 8],
  ] as const)('%s with focus brand %s splits at %d', (context, focusBrand, split) => {
    expect(iconSplit(context, focusBrand)).toBe(split);
  });

  const icons = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  it.each([
    [7, 4, ['a', 'b', 'c', 'd'], ['e', 'f', 'g']],
    [5, 4, ['a', 'b', 'c', 'd', 'e'], []], // +1 would hide one icon behind one badge
    [4, 4, ['a', 'b', 'c', 'd'], []],
    [0, 4, [], []],
    [7, 10, icons, []],
  ])('%d icons, split %d', (n, split, shown, hidden) => {
    expect(splitIcons(icons.slice(0, n), split)).toEqual({ shown, hidden });
  });
});
