// §2 query parameter `favoritelist`: the search page shows a favourite list with ?favoritelist=<id>.
// The lists page links each list there; the search page's address may carry a query of its own.

/** `searchUrl` with `favoritelist=<id>` (replacing one already there), keeping its other parameters and hash. */
export function favoriteListUrl(searchUrl: string, id: number): string {
  const hashAt = searchUrl.indexOf('#');
  const hash = hashAt >= 0 ? searchUrl.slice(hashAt) : '';
  const rest = hashAt >= 0 ? searchUrl.slice(0, hashAt) : searchUrl;
  const queryAt = rest.indexOf('?');
  const path = queryAt >= 0 ? rest.slice(0, queryAt) : rest;
  const params = new URLSearchParams(queryAt >= 0 ? rest.slice(queryAt + 1) : '');
  params.set('favoritelist', String(id));
  return `${path}?${params.toString()}${hash}`;
}
