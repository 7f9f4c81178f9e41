// Which coding an answer is sent in, by the request's Accept-Encoding: shared by the example site's
// stylesheet, scripts and pages (api-server/site/site-assets.ts) and the API's JSON (compress-json.ts).

export type Encoding = 'br' | 'gzip' | 'identity';

/** br, then gzip, then the plain bytes, by the request's Accept-Encoding (a `;q=0` refuses a coding). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}
