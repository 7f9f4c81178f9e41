// Which coding an answer is sent in, by the request's Accept-Encoding: one rule for the catalogue
// (routes/catalogue.ts), the example site's stylesheet, scripts and pages (site/site-assets.ts) and the
// API's JSON (compress-json.ts).

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best coding the request accepts: br, else gzip, else identity (q=0 refuses a coding; `*` stands for any). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip') || (accepted.get('x-gzip') ?? 0) > 0) return 'gzip';
  return 'identity';
}
