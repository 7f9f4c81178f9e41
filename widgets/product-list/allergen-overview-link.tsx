// Issue 20 point 2: "Allergenoversigt" in the favourite-list view's toolbar, to the list's allergen
// overview (the page with <shop-allergen-matrix>). Part of the favourite-list view's chunk (loaded with
// the first favourite list shown), so the search page does not carry it.
import { allergenOverviewHref } from '../../core/rules/allergen-overview-url.js';
import { daAllergenOverview as t } from '../../core/texts/da-allergen-overview.js';

export interface AllergenOverviewLinkProps {
  listId: string;
  /** The list element's `allergen-overview-url` (`{id}` is the list); default the example site's page. */
  url?: string;
}

export function AllergenOverviewLink({ listId, url }: AllergenOverviewLinkProps) {
  const href = /^\d{1,10}$/.test(listId) ? allergenOverviewHref(url, Number(listId)) : null;
  if (!href) return null;
  return (
    <a className="btn btn-secondary allergen-overview" href={href} title={t.linkTitle} part="allergen-overview">
      {t.link}
    </a>
  );
}
