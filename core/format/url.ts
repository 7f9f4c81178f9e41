// Preact does not block `javascript:` URLs the way React 19 does (traps.md): every href/src built
// from data goes through this allow-list, https or same-site relative.
export function safeUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const v = value.trim();
  if (v.startsWith('/') && !v.startsWith('//')) return v;
  if (v.startsWith('./') || v.startsWith('?') || v.startsWith('#')) return v;
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || (url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1')) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The `src` of a product picture: the wire's `img` path at width 90 or 300 (§7), on the API's origin
 * so a CMS on another origin shows it, through the allow-list. Null means "show the placeholder".
 */
export function productImageSrc(img: string | null | undefined, width: 90 | 300, apiBase: string): string | null {
  if (!img) return null;
  const onApi = img.startsWith('/') && !img.startsWith('//') ? `${apiBase}${img}` : img;
  const withWidth = `${onApi}${onApi.includes('?') ? '&' : '?'}w=${width}`;
  return safeUrl(withWidth);
}
