// Recipe links (§2 Links): /inspiration/opskrifter/{urlName}-{id}, on the inco site
// /inco-inspirerer/opskrifter/{urlName}-{id}. The slug is the recipe's urlName made safe for a path.
import type { SiteVariant } from '../schemas/user.js';
import { siteVariantOf } from '../site/variants.js';

const DANISH_LETTERS: Record<string, string> = { æ: 'ae', ø: 'oe', å: 'aa', é: 'e', è: 'e', ü: 'u', ö: 'oe', ä: 'ae' };

/** A Danish recipe name as a URL slug: 'Stegt flæsk & persillesovs' -> 'stegt-flaesk-persillesovs'. */
export function recipeUrlName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[æøåéèüöä]/g, (c) => DANISH_LETTERS[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The recipe page of the site, or null when id or slug cannot make a safe path. */
export function recipeHref(recipe: { id: number; urlName: string }, site: SiteVariant): string | null {
  if (!Number.isInteger(recipe.id) || recipe.id <= 0) return null;
  const slug = recipeUrlName(recipe.urlName);
  const base = siteVariantOf(site).recipeBasePath;
  return slug ? `${base}${slug}-${recipe.id}` : `${base}${recipe.id}`;
}
