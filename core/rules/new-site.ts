// The hand-over to the new site (issue 22 point 3; spec §1 "Department codes map to a new-site address
// for three groups of departments", §7 catalogueredirect). Pure rules, used by the server
// (api-server/routes/new-site.ts) and the login widget's redirect code.
import { isIsoDate } from './calendar.js';

/** The token's life: long enough for one redirect, short enough that a leaked address is useless (decision 017). */
export const NEW_SITE_TOKEN_SECONDS = 120;

/** What the session says about its user; catalogueredirect's parameters must match it. */
export interface NewSiteSessionFacts {
  departmentCode: string;
  customerNo: string;
  username: string;
  shopType: number;
}

export interface CatalogueRedirectParams {
  dept: string;
  no: string;
  username: string;
  calcDate: string;
  shopType: string;
  d?: string | undefined;
}

/**
 * Why a catalogueredirect cannot be answered, checked in this order; null when it may be.
 *  - 'foreignDepartment': dept is not the session's department (404 on the server, as a foreign id);
 *  - 'customerNo', 'username', 'shopType': does not match the session (403);
 *  - 'calcDate', 'deliveryDate': not a real yyyy-MM-dd day (400).
 * The username compares without case (logins are lower-cased, §5).
 */
export type CatalogueRedirectProblem = 'foreignDepartment' | 'customerNo' | 'username' | 'shopType' | 'calcDate' | 'deliveryDate';

export function catalogueRedirectProblem(params: CatalogueRedirectParams, session: NewSiteSessionFacts): CatalogueRedirectProblem | null {
  if (params.dept.trim() !== session.departmentCode) return 'foreignDepartment';
  if (params.no.trim() !== session.customerNo) return 'customerNo';
  if (params.username.trim().toLowerCase() !== session.username.toLowerCase()) return 'username';
  if (!/^[01]$/.test(params.shopType.trim()) || Number(params.shopType.trim()) !== session.shopType) return 'shopType';
  if (!isIsoDate(params.calcDate)) return 'calcDate';
  if (params.d !== undefined && params.d !== '' && !isIsoDate(params.d)) return 'deliveryDate';
  return null;
}

/** HTTP status of each problem. */
export function catalogueRedirectStatus(problem: CatalogueRedirectProblem): 400 | 403 | 404 {
  if (problem === 'foreignDepartment') return 404;
  if (problem === 'calcDate' || problem === 'deliveryDate') return 400;
  return 403;
}

/** This shop's catalogueredirect address for the session: what usenewsite answers and the widget follows. */
export function catalogueRedirectPath(session: NewSiteSessionFacts, calcDate: string, deliveryDate?: string | null): string {
  const query = new URLSearchParams({
    dept: session.departmentCode,
    no: session.customerNo,
    username: session.username,
    calcDate,
    shopType: String(session.shopType),
  });
  if (deliveryDate) query.set('d', deliveryDate);
  return `/catalogueredirect?${query.toString()}`;
}

/**
 * The new site's address with the token (and the delivery date when given). The group's address is an
 * https origin with a path, or a path on this shop (the demo's /ny-webshop, decision 017); a query it
 * already has is kept.
 */
export function newSiteAddress(groupUrl: string, token: string, deliveryDate?: string | null): string {
  const hash = groupUrl.indexOf('#');
  const base = hash >= 0 ? groupUrl.slice(0, hash) : groupUrl;
  const parts = [`token=${encodeURIComponent(token)}`];
  if (deliveryDate) parts.push(`d=${encodeURIComponent(deliveryDate)}`);
  return `${base}${base.includes('?') ? '&' : '?'}${parts.join('&')}`;
}

/** A group's address may be an https address or a path on this shop; anything else is refused at use. */
export function isNewSiteUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.includes('\\');
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}
