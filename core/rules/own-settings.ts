// The rules of the customer's own settings and relations (issue 22 point 5, spec §3, §6, §7;
// docs/decisions/018-own-settings-and-relations.md). Pure: the server enforces them, my page asks them
// what to offer, so both say the same.
import { siteVariantOf } from '../site/variants.js';
import {
  ADMIN_SETTING_KEYS,
  OWN_SETTING_KEYS,
  type EnvironmentAnswer,
  type EnvironmentProblem,
  type EnvironmentReport,
  type SettingsUpdateRequest,
} from '../schemas/settings.js';
import type { Profile, SiteVariant } from '../schemas/user.js';

/** §1, §6: a user may switch between basket and shopping list only where his department's variant offers lists, never in punch-out. */
export function mayChooseCartType(who: { siteVariant: SiteVariant | string; isPunchOut: boolean }): boolean {
  return siteVariantOf(who.siteVariant).shoppingListCart && !who.isPunchOut;
}

/** My page: the profile's view of mayChooseCartType (a punch-out session or user never switches). */
export function profileMayChooseCartType(profile: Pick<Profile, 'siteVariant' | 'isPunchOut' | 'punchOut'> | null): boolean {
  return profile !== null && mayChooseCartType({ siteVariant: profile.siteVariant, isPunchOut: profile.isPunchOut || Boolean(profile.punchOut) });
}

/** §7 toggleprocure/{x}: 0/false hide, 1/true show; anything else is null (400). */
export function parseProcureFlag(x: string): boolean | null {
  if (x === '1' || x === 'true') return true;
  if (x === '0' || x === 'false') return false;
  return null;
}

export type SettingsChange =
  | { kind: 'own'; values: Partial<Record<(typeof OWN_SETTING_KEYS)[number], boolean>> }
  | { kind: 'admin'; userId: number; values: Partial<Record<(typeof ADMIN_SETTING_KEYS)[number], boolean>> }
  | { kind: 'empty' }
  | { kind: 'notOwnSetting' }
  | { kind: 'notAdminSetting' };

/**
 * Sorts a PUT /api/settings/update into an own change or an admin's change of another user. An admin
 * naming himself changes his own look AND may set his own showPrices/allowOrdering (he could anyway
 * through the customer's users list): both sets are allowed then.
 */
export function classifySettingsUpdate(body: SettingsUpdateRequest, selfId: number, isAdmin: boolean): SettingsChange | { kind: 'adminSelf'; values: Partial<Record<string, boolean>> } {
  const { userId, ...rest } = body;
  const keys = (Object.keys(rest) as (keyof typeof rest)[]).filter((k) => rest[k] !== undefined);
  if (keys.length === 0) return { kind: 'empty' };
  const isOwn = (k: string) => (OWN_SETTING_KEYS as readonly string[]).includes(k);
  const isAdminKey = (k: string) => (ADMIN_SETTING_KEYS as readonly string[]).includes(k);
  const pick = (ks: readonly string[]) => Object.fromEntries(ks.map((k) => [k, rest[k as keyof typeof rest]]));
  if (userId === undefined || userId === selfId) {
    if (keys.every(isOwn)) return { kind: 'own', values: pick(keys) };
    if (isAdmin) return { kind: 'adminSelf', values: pick(keys) };
    return { kind: 'notOwnSetting' };
  }
  if (!keys.every(isAdminKey)) return { kind: 'notAdminSetting' };
  return { kind: 'admin', userId, values: pick(keys) };
}

/**
 * POST /api/profile/environmentcheck: what the widgets need to know from what the browser reports.
 * The catalogue search runs in a Web Worker where there is one, else on the main thread (slower, still
 * correct); it is kept between visits in IndexedDB, else the Cache API, else fetched each visit.
 */
export function environmentAnswerOf(report: EnvironmentReport, message: (code: EnvironmentProblem) => string): EnvironmentAnswer {
  const problems: EnvironmentProblem[] = [];
  if (!report.cookies) problems.push('noCookies');
  if (!report.customElements) problems.push('noCustomElements');
  if (!report.webWorkers) problems.push('noWorkers');
  const catalogueCache = report.indexedDb ? 'indexedDb' : report.cacheApi ? 'cacheApi' : 'none';
  if (catalogueCache === 'none') problems.push('noOfflineCatalogue');
  if (!report.localStorage) problems.push('noLocalStorage');
  return {
    supported: report.cookies && report.customElements,
    catalogueMode: report.webWorkers ? 'worker' : 'mainThread',
    catalogueCache,
    problems: problems.map((code) => ({ code, message: message(code) })),
  };
}
