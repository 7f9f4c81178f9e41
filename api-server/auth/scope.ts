// What a request may see, built once from the session (issue 23 §4): department, price group and the
// user's settings come from the session only, and the §6 rules are core's (core/rules/permissions.ts),
// never restated here. The narrower scopes (CatalogueScope, SearchScope, DetailsScope) are the parts of
// this one that each query needs.
import { canSeeExpiry, showCo2Tax, showProcuredProduct, showsFocusProducts, siteBlocksDiscontinuedByHQ } from '../../core/index.js';
import type { CatalogueScope } from '../catalogue/catalogue-build.js';
import type { DetailsScope } from '../catalogue/product-details.js';
import type { SearchScope } from '../catalogue/search.js';
import { EXPIRY_SHOP_TYPES } from '../../core/rules/expiry-offers.js';
import { shopToday } from '../domain/dates.js';
import type { AppConfig, AuthContext, DepartmentRow } from '../http/env.js';
import { currentDeliveryDateOf, settingsOfRow } from './session.js';

/** §3 Codes: "Shop types 0 and 1 are used for expiry" (core/rules/expiry-offers.ts, which the widget reads too). */
export { EXPIRY_SHOP_TYPES };
export const DEFAULT_CO2_TAX_PRICE_GROUPS: readonly string[] = ['PG1'];
export const DEFAULT_CO2_TAX_ORE_PER_KG = 75;

/** The whole scope of a request; every narrower scope is a part of it. */
export type RequestScope = DetailsScope;

/** The catalogue part: what decides the shared bytes of a user's catalogue (catalogue-cache.ts). */
export function catalogueScopeOf(auth: Pick<AuthContext, 'user' | 'department'>, now: Date, config: AppConfig): CatalogueScope {
  const { user, department } = auth;
  const taxGroups = config.co2TaxPriceGroups ?? DEFAULT_CO2_TAX_PRICE_GROUPS;
  const settings = {
    showPrices: user.showPrices, allowOrdering: user.allowOrdering, hideCo2: user.hideCo2,
    showExpiry: user.showExpiry, showProcure: user.showProcure, procureAlwaysOn: user.procureAlwaysOn,
  };
  return {
    departmentCode: department.code,
    priceGroup: department.priceGroup,
    today: shopToday(now),
    showPrices: user.showPrices,
    hideCo2: user.hideCo2,
    includeExpiry: expiryAllowed(auth),
    includeProcure: showProcuredProduct(settings),
    includeFocus: showsFocusProducts(config.focusProducts ?? true, department.siteVariant),
    co2TaxOrePerKg: user.showPrices && showCo2Tax(department.priceGroup, taxGroups) ? (config.co2TaxOrePerKg ?? DEFAULT_CO2_TAX_ORE_PER_KG) : null,
  };
}

/**
 * §6 "Expiry products need a non-punch-out user with showExpiry and a matching shop type": the one
 * place the server asks it (the catalogue, the search, the near-expiry list, recurring-order lines).
 */
export function expiryAllowed({ user, department }: Pick<AuthContext, 'user' | 'department'>): boolean {
  return canSeeExpiry({ isPunchOut: user.isPunchOut, shopType: department.shopType === 1 ? 1 : 0, settings: settingsOfRow(user), siteVariant: department.siteVariant }, EXPIRY_SHOP_TYPES);
}

/** The scope of a request with a session: catalogue part, ordering context and the instant. */
export function scopeOf(auth: AuthContext, now: Date, config: AppConfig): RequestScope {
  return {
    ...catalogueScopeOf(auth, now, config),
    siteBlocksHQ: siteBlocksDiscontinuedByHQ(auth.department.siteVariant),
    cartType: auth.user.cartType === 1 ? 1 : 0,
    // The session's chosen delivery date (issue 7 §2), the one its basket and deadlines are for.
    deliveryDate: currentDeliveryDateOf(auth, now),
    deliveryWeekdays: auth.department.deliveryWeekdays,
    now,
  };
}

/**
 * The scope of work done for a department without a user's session (the recurring-order job): the
 * department's assortment and prices, never expiry offers (a recurring order orders regular products).
 */
export function departmentScopeOf(department: Pick<DepartmentRow, 'code' | 'priceGroup'>, now: Date): SearchScope {
  return { departmentCode: department.code, priceGroup: department.priceGroup, today: shopToday(now), includeExpiry: false, now };
}
