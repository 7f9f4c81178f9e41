import { describe, expect, it } from 'vitest';
import { recipeHref, recipeUrlName } from './recipe-links.js';

describe('recipe links (§2 Links)', () => {
  it.each([
    ['ab', { id: 4101, urlName: 'frikadeller-med-kartofler' }, '/inspiration/opskrifter/frikadeller-med-kartofler-4101'],
    ['bc', { id: 7, urlName: 'risalamande' }, '/inspiration/opskrifter/risalamande-7'],
    ['ff', { id: 7, urlName: 'risalamande' }, '/inspiration/opskrifter/risalamande-7'],
    ['inco', { id: 4101, urlName: 'frikadeller-med-kartofler' }, '/inco-inspirerer/opskrifter/frikadeller-med-kartofler-4101'],
    ['ab', { id: 12, urlName: 'Stegt flæsk & persillesovs' }, '/inspiration/opskrifter/stegt-flaesk-persillesovs-12'],
    ['ab', { id: 12, urlName: 'javascript:alert(1)' }, '/inspiration/opskrifter/javascript-alert-1-12'],
    ['ab', { id: 12, urlName: '' }, '/inspiration/opskrifter/12'],
    ['ab', { id: 0, urlName: 'x' }, null],
    ['ab', { id: 1.5, urlName: 'x' }, null],
  ] as const)('%s %j -> %s', (site, recipe, href) => expect(recipeHref(recipe, site)).toBe(href));

  it.each([
    ['Stegt flæsk med persillesovs', 'stegt-flaesk-med-persillesovs'],
    ['Ovnbagt laks med spinat', 'ovnbagt-laks-med-spinat'],
    ['Risalamande – med kirsebærsauce!', 'risalamande-med-kirsebaersauce'],
    ['Crème brûlée', 'creme-brulee'],
    ['Havregrød med æbler og kanel', 'havregroed-med-aebler-og-kanel'],
    ['Smørrebrød på rugbrød', 'smoerrebroed-paa-rugbroed'],
  ])('%s -> %s', (name, slug) => expect(recipeUrlName(name)).toBe(slug));
});
