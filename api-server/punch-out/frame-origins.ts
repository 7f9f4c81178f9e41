// PUNCHOUT_FRAME_ORIGINS (issue 16 §4): the procurement systems that may show the shop in an iframe.
// Only these origins get into frame-ancestors (and form-action, since the transfer form posts back to
// them); a typo must not silently open the shop to every site, so a bad entry stops the start.
import { isAllowedReturnUrl } from './punch-out-session.js';

/** Parses a comma- or space-separated list of origins; throws on anything that is not an origin. */
export function parsePunchOutFrameOrigins(value: string | undefined): string[] {
  if (!value || value.trim() === '') return [];
  return value.split(/[\s,]+/).filter(Boolean).map((entry) => {
    if (!isAllowedReturnUrl(entry)) throw new Error(`PUNCHOUT_FRAME_ORIGINS: ${entry} is not an https origin`);
    const url = new URL(entry);
    if (!/^[a-z0-9.-]+$/.test(url.hostname)) throw new Error(`PUNCHOUT_FRAME_ORIGINS: ${entry} is not a host name (no wildcards)`);
    if (url.origin !== entry.replace(/\/$/, '')) throw new Error(`PUNCHOUT_FRAME_ORIGINS: ${entry} is not an origin (no path, query or wildcard)`);
    return url.origin;
  });
}
