// The demo departments and accounts (issue 2 §4). README and tests read the account list from here.
import type { SiteVariant } from '../../core/schemas/user.js';

export const DEMO_PASSWORD = 'demo1234';

export const PRICE_GROUPS = ['PG1', 'PG2', 'PG3', 'PG4'] as const;

export interface DemoDepartment {
  code: string;
  name: string;
  siteVariant: SiteVariant;
  priceGroup: (typeof PRICE_GROUPS)[number];
  shopType: 0 | 1;
  deliveryWeekdays: number[];
  customerNo: string;
  /** Issue 22 point 3: the new-site group (DEMO_NEW_SITE_GROUPS) the department moved with. */
  newSiteGroup?: string;
}

export const DEMO_DEPARTMENTS: readonly DemoDepartment[] = [
  { code: '1001', name: 'Kantinen A/S', siteVariant: 'ab', priceGroup: 'PG1', shopType: 0, deliveryWeekdays: [1, 3, 5], customerNo: '500101' },
  { code: '1002', name: 'Testkøkkenet ApS', siteVariant: 'ab', priceGroup: 'PG1', shopType: 0, deliveryWeekdays: [1, 2, 3, 4, 5], customerNo: '500102' },
  { code: '2001', name: 'Storkøkkenet Nord', siteVariant: 'bc', priceGroup: 'PG2', shopType: 1, deliveryWeekdays: [1, 2, 3, 4, 5], customerNo: '600201' },
  { code: '3001', name: 'Inco Kunde ApS', siteVariant: 'inco', priceGroup: 'PG3', shopType: 0, deliveryWeekdays: [2, 4], customerNo: '700301' },
  { code: '4001', name: 'FF Kunde I/S', siteVariant: 'ff', priceGroup: 'PG4', shopType: 0, deliveryWeekdays: [1, 4], customerNo: '800401' },
  { code: '5001', name: 'Kommunens Centralkøkken', siteVariant: 'ab', priceGroup: 'PG2', shopType: 1, deliveryWeekdays: [1, 2, 3, 4, 5], customerNo: '900501' },
  // Issue 6's scenario: a customer delivered on Tuesdays and Thursdays with an ordinary shop cart. Last in
  // the list, so the seeded data of the departments above (assortment, purchases) stays as it was.
  { code: '1003', name: 'Plejecentret Solhøj', siteVariant: 'ab', priceGroup: 'PG1', shopType: 0, deliveryWeekdays: [2, 4], customerNo: '500103' },
  // Issue 20's nut-free school kitchen (allergen guard, DEMO_KITCHEN_SETTINGS). Last, for the same reason.
  { code: '1004', name: 'Skolekøkkenet Egebakken', siteVariant: 'ab', priceGroup: 'PG1', shopType: 0, deliveryWeekdays: [1, 2, 3, 4, 5], customerNo: '500104' },
  // Issue 22 point 1: a customer of the {product} brand shop "Grossisten Kaffe" (§1). Last, for the same reason.
  { code: '6001', name: 'Kaffebaren Aarhus', siteVariant: 'product', priceGroup: 'PG1', shopType: 0, deliveryWeekdays: [1, 2, 3, 4, 5], customerNo: '500601' },
  // Issue 22 point 3: a department of the group 'nord' that moved to the new site. Last, for the same reason.
  { code: '1005', name: 'Kantinen Nordhavn', siteVariant: 'ab', priceGroup: 'PG1', shopType: 0, deliveryWeekdays: [1, 2, 3, 4, 5], customerNo: '500105', newSiteGroup: 'nord' },
];

/**
 * Issue 22 point 3 (§1 "three groups of departments"): the groups that moved to a new site, and where.
 * A path is a page of this shop: the demo's stand-in for the new site (/ny-webshop, decision 017), so
 * the hand-over works offline; the others show the production form, an https address.
 */
export const DEMO_NEW_SITE_GROUPS: readonly { code: string; name: string; url: string }[] = [
  { code: 'nord', name: 'Region Nord', url: '/ny-webshop' },
  { code: 'syd', name: 'Region Syd', url: 'https://syd.ny-webshop.example.dk/' },
  { code: 'ost', name: 'Region Øst', url: 'https://oest.ny-webshop.example.dk/' },
];

export interface DemoAccount {
  email: string;
  name: string;
  description: string;
  departmentCode: string;
  isAdmin?: boolean;
  /** Issue 17: a content editor of the wholesaler (the dictionary at /cms/ordbog). */
  isEditor?: boolean;
  isPunchOut?: boolean;
  cartType?: 0 | 1;
  showPrices?: boolean;
  allowOrdering?: boolean;
  hideCo2?: boolean;
  showExpiry?: boolean;
}

/** All demo accounts use the password DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'kok@kantinen.dk', name: 'Karen Kok', departmentCode: '1001', description: 'Kantinen, site ab, LocalAccount; priser og bestilling slået til' },
  { email: 'souschef@kantinen.dk', name: 'Søren Souschef', departmentCode: '1001', description: 'Samme afdeling som kok@kantinen.dk (site ab)' },
  { email: 'indkob@storkoekken.dk', name: 'Ida Indkøber', departmentCode: '2001', description: 'Storkøkkenet, site bc, KeyAccount, prisgruppe PG2' },
  { email: 'kok@incokunde.dk', name: 'Ivan Inco', departmentCode: '3001', cartType: 1, description: 'Site inco, kurvtype indkøbsliste (shoppingList)' },
  { email: 'kok@ffkunde.dk', name: 'Frida Foodservice', departmentCode: '4001', description: 'Site ff, prisgruppe PG4' },
  { email: 'indkob@kommune.dk', name: 'Kim Kommune', departmentCode: '5001', isPunchOut: true, showExpiry: false, description: 'Punch-out-bruger (indkøbssystem)' },
  { email: 'admin@grossist.dk', name: 'Anna Admin', departmentCode: '1001', isAdmin: true, description: 'Administrator' },
  { email: 'kok@udenpriser.dk', name: 'Uffe Uden Priser', departmentCode: '1002', showPrices: false, allowOrdering: false, description: 'Priser og bestilling slået fra' },
  { email: 'kok@ingenordre.dk', name: 'Inge Ingen Ordre', departmentCode: '1002', allowOrdering: false, description: 'Priser vises, bestilling slået fra' },
  { email: 'kok@udenco2.dk', name: 'Carl Uden CO2', departmentCode: '1002', hideCo2: true, description: 'Ser ingen CO2-oplysninger (hideCo2)' },
  { email: 'kok@solhoej.dk', name: 'Tine Torsdag', departmentCode: '1003', description: 'Plejecenter, site ab; levering tirsdag og torsdag (fastordrer)' },
  { email: 'kok@egebakken.dk', name: 'Ebbe Egebakken', departmentCode: '1004', description: 'Nøddefrit skolekøkken, site ab: advares om nødder og jordnødder' },
  { email: 'leder@egebakken.dk', name: 'Lene Leder', departmentCode: '1004', isAdmin: true, description: 'Køkkenleder (administrator) i skolekøkkenet: retter afdelingens allergener og mål på Min side' },
  // Issue 19 (docs/guides/accounts-and-mail.md): one account per journey that changes its own login.
  { email: 'glemt@kantinen.dk', name: 'Gorm Glemsom', departmentCode: '1001', description: 'Til at prøve "Glemt adgangskode" (mailen ses på /dev/postkasse)' },
  { email: 'kok@tokunder.dk', name: 'Tove To Kunder', departmentCode: '1003', description: 'Kok hos to kunder: vælger Plejecentret Solhøj eller Storkøkkenet Nord efter adgangskoden' },
  { email: 'kok@gammelkode.dk', name: 'Gunnar Gammelkode', departmentCode: '1002', description: 'Adgangskoden er over et år gammel: bliver mindet om at skifte den' },
  // Issue 17 (docs/guides/cms-content.md): the wholesaler's content editor, not a customer's administrator.
  { email: 'redaktoer@grossist.dk', name: 'Rikke Redaktør', departmentCode: '1001', isEditor: true, description: 'Redaktør hos grossisten: retter shoppens tekster i ordbogen (/cms/ordbog)' },
  // Issue 22 point 4: a colleague of kok@incokunde.dk with his own shopping lists (a list is its user's own).
  { email: 'souschef@incokunde.dk', name: 'Inga Inco', departmentCode: '3001', cartType: 1, description: 'Samme afdeling som kok@incokunde.dk (site inco, indkøbsliste): har sine egne indkøbslister' },
  // Issue 22 point 1 (docs/guides/site-variants.md §1): the {product} brand shop's demo user.
  { email: 'kok@kaffebaren.dk', name: 'Kasper Kaffe', departmentCode: '6001', description: 'Site {product}: brandshoppen Grossisten Kaffe (navnet fra PRODUCT_SITE_NAME)' },
  // Issue 22 point 3: the user of a department that moved to the new site (sent there after login).
  { email: 'kok@nyside.dk', name: 'Nanna Nyside', departmentCode: '1005', description: 'Afdelingen er flyttet til den nye webshop: sendes videre efter login' },
];

/** §7 login2: the departments of other customers a demo user may log in for (table user_departments). */
export const DEMO_USER_DEPARTMENTS: readonly { email: string; departmentCode: string }[] = [
  { email: 'kok@tokunder.dk', departmentCode: '2001' },
];

/** §7 postPone: demo users whose password was set this many days before the reference date. */
export const DEMO_OLD_PASSWORDS: readonly { email: string; daysOld: number }[] = [
  { email: 'kok@gammelkode.dk', daysOld: 400 },
];

/**
 * The demo departments' kitchen settings (issue 20 §3, §5; table department_kitchen_settings): the
 * school kitchen never wants nuts or peanuts; the canteen has a CO2e and an organic target.
 */
export const DEMO_KITCHEN_SETTINGS: readonly { departmentCode: string; excludedAllergens: string[]; co2TargetPerLine: string | null; organicTargetPct: number | null }[] = [
  { departmentCode: '1004', excludedAllergens: ['peanuts', 'nuts'], co2TargetPerLine: null, organicTargetPct: null },
  { departmentCode: '1001', excludedAllergens: [], co2TargetPerLine: '2.50', organicTargetPct: 30 },
];

/**
 * The demo procurement system's cXML credentials (issue 16 §2, docs/guides/punch-out.md): its sender
 * identity and shared secret, acting as the punch-out user indkob@kommune.dk. Only the secret's SHA-256
 * is stored.
 */
export const DEMO_PUNCH_OUT_BUYER = {
  identity: 'kommune-indkob',
  sharedSecret: 'demo-cxml-hemmelighed',
  email: 'indkob@kommune.dk',
} as const;
