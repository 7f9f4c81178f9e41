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
