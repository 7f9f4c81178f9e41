// The one database schema (drizzle pg-core), shared by PGlite and PostgreSQL (docs/decisions/003).
// Designed for the whole of spec §3; later issues add favourite lists, recurring orders, leads and
// recipes by new migrations. Money is integer øre; calendar days are `date` columns in string mode.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  type AnyPgColumn,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const day = (name: string) => date(name, { mode: 'string' });

/** §1 site variants; `product` is the spec's `{product}`: a brand shop whose name is configuration (issue 22). */
export const siteVariant = pgEnum('site_variant', ['ab', 'bc', 'inco', 'ff', 'product']);

export const departments = pgTable('departments', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  siteVariant: siteVariant('site_variant').notNull(),
  priceGroup: text('price_group').notNull(),
  /** §1 shopType: LocalAccount 0, KeyAccount 1. */
  shopType: smallint('shop_type').notNull().default(0),
  /** Weekdays the department receives deliveries, 0-6 with Sunday 0 (§3 recurring order weekDays). */
  deliveryWeekdays: integer('delivery_weekdays').array().notNull().default(sql`'{1,2,3,4,5}'::integer[]`),
  customerNo: text('customer_no').notNull(),
  /**
   * Issue 18 point 5, §7 publicoffers?dept: the department's public offers show prices to logged-out
   * visitors of its marketing pages. Off: name and image with "Log ind for pris".
   */
  publicOfferPrices: boolean('public_offer_prices').notNull().default(false),
  /**
   * Issue 22 point 3, §1 "Department codes map to a new-site address for three groups of departments":
   * the group this department moved with (new_site_groups.code); null: it stays on this shop.
   */
  newSiteGroup: text('new_site_group').references((): AnyPgColumn => newSiteGroups.code),
}, (t) => [
  check('departments_shop_type_chk', sql`${t.shopType} in (0, 1)`),
]);

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Stored lower-cased; login lower-cases the typed address. */
  email: text('email').notNull(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  departmentCode: text('department_code').notNull().references(() => departments.code),
  isAdmin: boolean('is_admin').notNull().default(false),
  isPunchOut: boolean('is_punch_out').notNull().default(false),
  /** §3 cart type: 0 shop, 1 shoppingList. */
  cartType: smallint('cart_type').notNull().default(0),
  showPrices: boolean('show_prices').notNull().default(true),
  allowOrdering: boolean('allow_ordering').notNull().default(true),
  hideCo2: boolean('hide_co2').notNull().default(false),
  showExpiry: boolean('show_expiry').notNull().default(true),
  showProcure: boolean('show_procure').notNull().default(true),
  procureAlwaysOn: boolean('procure_always_on').notNull().default(false),
  failedLoginCount: integer('failed_login_count').notNull().default(0),
  lastFailedLoginAt: timestamp('last_failed_login_at', { withTimezone: true, mode: 'date' }),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
  /** Issue 19 point 3 (postPone): when the password was last set; older than a year, the user is reminded. */
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** §7 postPone: the reminder to change an old password is not shown before this moment. */
  passwordReminderAfter: timestamp('password_reminder_after', { withTimezone: true, mode: 'date' }),
  /**
   * Issue 17: a content editor of the wholesaler (the CMS side): edits the dictionary at /cms/ordbog.
   * Apart from isAdmin, which is a customer's own administrator and must not change every shop's texts.
   */
  isEditor: boolean('is_editor').notNull().default(false),
}, (t) => [
  uniqueIndex('users_email_uq').on(t.email),
  index('users_department_idx').on(t.departmentCode),
  check('users_email_lower_chk', sql`${t.email} = lower(${t.email})`),
  check('users_cart_type_chk', sql`${t.cartType} in (0, 1)`),
]);

/**
 * A department's kitchen settings (issue 20 §3 and §5): the allergens it never wants (cards, details and
 * the basket warn, adding asks first) and its targets for the basket (kg CO2e per order line, share of
 * organic lines in %). No row: no guard and no targets. Edited by an admin of the customer (my page).
 */
export const departmentKitchenSettings = pgTable('department_kitchen_settings', {
  departmentCode: text('department_code').primaryKey().references(() => departments.code, { onDelete: 'cascade' }),
  /** EU allergen codes (core/schemas/food-info.ts ALLERGEN_CODES). */
  excludedAllergens: text('excluded_allergens').array().notNull().default(sql`'{}'::text[]`),
  /** Target kg CO2e per order line (previewOrder.averageCo2 is compared with it); null: no target. */
  co2TargetPerLine: numeric('co2_target_per_line', { precision: 8, scale: 2 }),
  /** Target share of organic lines, 0-100 (previewOrder.ecoPct is compared with it); null: no target. */
  organicTargetPct: smallint('organic_target_pct'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** The admin who last changed them. */
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
}, (t) => [
  check('department_kitchen_settings_co2_chk', sql`${t.co2TargetPerLine} is null or ${t.co2TargetPerLine} > 0`),
  check('department_kitchen_settings_organic_chk', sql`${t.organicTargetPct} is null or ${t.organicTargetPct} between 0 and 100`),
]);

export const punchOutProtocol = pgEnum('punch_out_protocol', ['oci', 'cxml']);
export const punchOutOperation = pgEnum('punch_out_operation', ['create', 'edit', 'inspect']);

/**
 * One punch-out round trip (issue 16, docs/guides/punch-out.md): who was sent by which procurement
 * system, where the basket goes back to (OCI HOOK_URL or cXML BrowserFormPost URL), and how it ended.
 * Kept after the session ends, as the record of the transfer.
 */
export const punchOutSessions = pgTable('punch_out_sessions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  protocol: punchOutProtocol('protocol').notNull(),
  operation: punchOutOperation('operation').notNull().default('create'),
  /** OCI HOOK_URL or cXML BrowserFormPost/URL: where the transfer form posts to. */
  returnUrl: text('return_url').notNull(),
  /** OCI ~TARGET (the frame the form posts into); null means _top. */
  target: text('target'),
  /** cXML BuyerCookie, sent back unchanged with the PunchOutOrderMessage. */
  buyerCookie: text('buyer_cookie'),
  /** OCI ~OkCode the procurement system sent at login, sent back unchanged with the transfer form. */
  ociOkCode: text('oci_ok_code'),
  /** OCI ~CALLER the procurement system sent at login, sent back unchanged with the transfer form. */
  ociCaller: text('oci_caller'),
  /** The delivery date of the basket this punch-out fills: the department's next date at the start. */
  deliveryDate: day('delivery_date').notNull(),
  createdAt: createdAt(),
  /** When it ended: transferred (completepoorder) or cancelled (pologout). A second end is refused. */
  endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  endedAs: text('ended_as'),
  /** What went back to the procurement system: lines and total as sent (issue 16 §3 "records the transfer"). */
  transfer: jsonb('transfer'),
  transferTotalOre: integer('transfer_total_ore'),
}, (t) => [
  index('punch_out_sessions_user_idx').on(t.userId),
  check('punch_out_sessions_ended_as_chk', sql`${t.endedAs} is null or ${t.endedAs} in ('transferred', 'cancelled')`),
]);

/**
 * cXML punch-out buyers (issue 16 §2): the procurement system's sender identity and the SHA-256 of its
 * shared secret, and the punch-out user it acts as.
 */
export const punchOutBuyers = pgTable('punch_out_buyers', {
  identity: text('identity').primaryKey(),
  secretHash: text('secret_hash').notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
});

/**
 * One-time StartPage URLs of cXML setups (issue 16 §2): the SHA-256 of the token, valid 5 minutes and
 * usable once. The ItemOut lines of an edit/inspect setup wait here until the browser arrives.
 */
export const punchOutStartTokens = pgTable('punch_out_start_tokens', {
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  operation: punchOutOperation('operation').notNull(),
  returnUrl: text('return_url').notNull(),
  buyerCookie: text('buyer_cookie').notNull(),
  items: jsonb('items').$type<{ productId: string; unit: string; amount: string }[]>().notNull().default(sql`'[]'::jsonb`),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

/** A session row per login. `id` is the SHA-256 of the cookie token: the token itself is never stored. */
export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  /**
   * The delivery date the user chose (issue 7 §2, /api/deliverydate/set): on the session so every tab
   * of it orders for the same day. Null until chosen; a date that is no longer selectable is ignored.
   */
  deliveryDate: day('delivery_date'),
  /**
   * Set when the session is a punch-out session (issue 16 §3): the procurement system opened the shop,
   * and the basket goes back to it instead of being ordered. Null for an ordinary login.
   */
  punchOutId: integer('punch_out_id').references(() => punchOutSessions.id, { onDelete: 'cascade' }),
  /**
   * Issue 19 point 3 (login2): the department the user chose for this session when he belongs to several
   * customers (user_departments). Null: the user's own department (users.department_code).
   */
  departmentCode: text('department_code').references(() => departments.code, { onDelete: 'cascade' }),
}, (t) => [
  index('sessions_user_idx').on(t.userId),
  index('sessions_expires_idx').on(t.expiresAt),
]);

export const postingGroups = pgTable('posting_groups', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

export const products = pgTable('products', {
  id: text('id').primaryKey(),
  supplierProductId: text('supplier_product_id').notNull().default(''),
  name: text('name').notNull(),
  brand: text('brand').notNull().default(''),
  extendedDescription: text('extended_description'),
  postingGroupId: text('posting_group_id').notNull().references(() => postingGroups.id),
  countryCode: text('country_code').notNull().default(''),
  countryName: text('country_name').notNull().default(''),
  /** kg CO2e per base unit. */
  co2e: numeric('co2e', { precision: 10, scale: 3 }),
  depositOre: integer('deposit_ore').notNull().default(0),
  discontinuedOn: day('discontinued_on'),
  discontinuedText: text('discontinued_text').notNull().default(''),
  discontinuedByHq: boolean('discontinued_by_hq').notNull().default(false),
  offerUntil: day('offer_until'),
  /** The §3 x boolean flags that are true for this product (derived flags are computed by the mapper). */
  flags: jsonb('flags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  /** §3 temperature code: 0 deep frozen, 1 fresh, 2 frozen, 3 thawed, 4 ambient, 5 chilled. */
  storageTemperature: smallint('storage_temperature').notNull().default(4),
  /** §3 organic code: 1 yes, 2 organic (>= 95 % by weight), 5 no. */
  organicCode: smallint('organic_code').notNull().default(5),
  foodInfoRequired: boolean('food_info_required').notNull().default(false),
  imageUrl: text('image_url'),
  refUnit: text('ref_unit'),
  broachLimit: numeric('broach_limit', { precision: 10, scale: 2 }),
  alternativeProductId: text('alternative_product_id'),
  /** The supplier shown in the product details (§3 supplierName). */
  supplierName: text('supplier_name').notNull().default(''),
  /** §3 x.focusBrand: the product belongs to one of "vores stærke brands" (issue 18 point 3). */
  focusBrand: text('focus_brand').references(() => focusBrands.slug, { onDelete: 'set null' }),
  /**
   * §3 l: delivery deadlines, each 'Nd@HH:MM' (order by HH:MM Danish time N working days before the
   * delivery day; core/rules/deadlines.ts). Empty: the department's ordinary ordering applies.
   */
  deadlines: jsonb('deadlines').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  /** Name, brand and ids folded by core's search folding, matched with LIKE (api-server/search/sql-text.ts). */
  searchText: text('search_text').notNull(),
  /** The name folded the same way, for ranking name matches. */
  nameFold: text('name_fold').notNull(),
  /** The name mapped so that `COLLATE "C"` sorts it in Danish order (æ, ø, å after z). */
  sortKey: text('sort_key').notNull(),
}, (t) => [
  index('products_group_idx').on(t.postingGroupId),
  index('products_focus_brand_idx').on(t.focusBrand),
  index('products_search_text_idx').on(t.searchText.op('text_pattern_ops')),
  index('products_name_fold_idx').on(t.nameFold.op('text_pattern_ops')),
  index('products_sort_key_idx').using('btree', sql`${t.sortKey} collate "C"`),
  check('products_storage_temperature_chk', sql`${t.storageTemperature} between 0 and 5`),
  check('products_organic_code_chk', sql`${t.organicCode} in (1, 2, 5)`),
  check('products_deposit_chk', sql`${t.depositOre} >= 0`),
]);

export const productUnits = pgTable('product_units', {
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  description: text('description').notNull(),
  /** Base units per this unit. Exactly one unit per product has factor 1 (the base unit). */
  factor: numeric('factor', { precision: 12, scale: 3 }).notNull(),
  weighed: boolean('weighed').notNull().default(false),
  isDefault: boolean('is_default').notNull().default(false),
  sortOrder: smallint('sort_order').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.productId, t.code] }),
  check('product_units_factor_chk', sql`${t.factor} > 0`),
]);

export const prices = pgTable('prices', {
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  priceGroup: text('price_group').notNull(),
  /** Price of the base unit (factor 1), øre, without deposit. */
  priceOre: integer('price_ore').notNull(),
  refPriceOre: integer('ref_price_ore'),
  /** Offer price of the base unit while products.offer_until has not passed. */
  offerPriceOre: integer('offer_price_ore'),
}, (t) => [
  primaryKey({ columns: [t.productId, t.priceGroup] }),
  check('prices_price_chk', sql`${t.priceOre} >= 0`),
]);

export const assortment = pgTable('assortment', {
  departmentCode: text('department_code').notNull().references(() => departments.code, { onDelete: 'cascade' }),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  customerProductNumber: text('customer_product_number'),
}, (t) => [
  primaryKey({ columns: [t.departmentCode, t.productId] }),
  index('assortment_product_idx').on(t.productId),
  index('assortment_customer_no_idx').on(t.departmentCode, t.customerProductNumber),
]);

/**
 * Food information of a product (issue 4; docs/guides/food-information.md). A row means the product
 * HAS food information (x.foodInfo); its nutrition, allergens and unit data live in the tables below.
 * Storage temperature, organic code, claims and country stay on `products` (one source for the card
 * icons and the details).
 */
export const foodInfo = pgTable('food_info', {
  productId: text('product_id').primaryKey().references(() => products.id, { onDelete: 'cascade' }),
  /** Ordered ingredient list; allergen ingredients carry their EU allergen code (FoodIngredientRecord). */
  ingredients: jsonb('ingredients').$type<FoodIngredientRecord[]>().notNull().default(sql`'[]'::jsonb`),
  /** Handling text shown under the §3 temperature code, e.g. 'Opbevares ved max. 5 °C.'. */
  storageText: text('storage_text').notNull().default(''),
  /** Total shelf life from production, days. */
  shelfLifeDays: integer('shelf_life_days'),
  /** Shelf life once opened or thawed, days. */
  shelfLifeOpenedDays: integer('shelf_life_opened_days'),
  /** Origin detail beyond the country, e.g. the FAO catch area or the origin of the main ingredient. */
  originText: text('origin_text').notNull().default(''),
  /** §3 productInfo.version: raised by every change of the data supplier's record. */
  version: integer('version').notNull().default(1),
  updatedAt: createdAt(),
}, (t) => [
  check('food_info_shelf_life_chk', sql`${t.shelfLifeDays} is null or ${t.shelfLifeDays} > 0`),
  check('food_info_version_chk', sql`${t.version} > 0`),
]);

export interface FoodIngredientRecord {
  text: string;
  /** EU allergen code (core/schemas/food-info.ts ALLERGEN_CODES) when the word is an allergen. */
  allergen?: string;
  /** Share of the product, %, when declared (QUID). */
  percent?: number;
}

/** Nutrition declaration per 100 g (or 100 ml for drinks): one row per product with food info. */
export const foodNutrition = pgTable('food_nutrition', {
  productId: text('product_id').primaryKey().references(() => foodInfo.productId, { onDelete: 'cascade' }),
  /** 'g': per 100 g; 'ml': per 100 ml. */
  basis: text('basis').notNull().default('g'),
  energyKj: integer('energy_kj').notNull(),
  energyKcal: integer('energy_kcal').notNull(),
  fat: numeric('fat', { precision: 5, scale: 1 }).notNull(),
  saturatedFat: numeric('saturated_fat', { precision: 5, scale: 1 }).notNull(),
  carbohydrate: numeric('carbohydrate', { precision: 5, scale: 1 }).notNull(),
  sugars: numeric('sugars', { precision: 5, scale: 1 }).notNull(),
  fibre: numeric('fibre', { precision: 5, scale: 1 }),
  protein: numeric('protein', { precision: 5, scale: 1 }).notNull(),
  salt: numeric('salt', { precision: 5, scale: 2 }).notNull(),
}, (t) => [
  check('food_nutrition_basis_chk', sql`${t.basis} in ('g', 'ml')`),
  check('food_nutrition_values_chk', sql`${t.energyKj} >= 0 and ${t.energyKcal} >= 0 and ${t.fat} >= 0 and ${t.carbohydrate} >= 0 and ${t.protein} >= 0 and ${t.salt} >= 0 and coalesce(${t.fibre}, 0) >= 0`),
  check('food_nutrition_parts_chk', sql`${t.saturatedFat} between 0 and ${t.fat} and ${t.sugars} between 0 and ${t.carbohydrate}`),
]);

/**
 * The EU 14 allergens a product contains or may contain (traces). No row for an allergen: absent.
 * Only meaningful where food_info exists (a declared product).
 */
export const foodAllergens = pgTable('food_allergens', {
  productId: text('product_id').notNull().references(() => foodInfo.productId, { onDelete: 'cascade' }),
  allergen: text('allergen').notNull(),
  /** 'contains' or 'mayContain'. */
  presence: text('presence').notNull(),
}, (t) => [
  primaryKey({ columns: [t.productId, t.allergen] }),
  check('food_allergens_code_chk', sql`${t.allergen} in ('gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs')`),
  check('food_allergens_presence_chk', sql`${t.presence} in ('contains', 'mayContain')`),
]);

/** Logistics data per sales unit: weights and outer dimensions (issue 4 point 3, "units"). */
export const foodUnitInfo = pgTable('food_unit_info', {
  productId: text('product_id').notNull(),
  unitCode: text('unit_code').notNull(),
  /** GTIN/EAN of the unit, when known. */
  gtin: text('gtin'),
  netWeightG: integer('net_weight_g'),
  grossWeightG: integer('gross_weight_g'),
  lengthMm: integer('length_mm'),
  widthMm: integer('width_mm'),
  heightMm: integer('height_mm'),
}, (t) => [
  primaryKey({ columns: [t.productId, t.unitCode] }),
  foreignKey({ name: 'food_unit_info_unit_fk', columns: [t.productId, t.unitCode], foreignColumns: [productUnits.productId, productUnits.code] }).onDelete('cascade'),
  check('food_unit_info_weights_chk', sql`coalesce(${t.netWeightG}, 0) >= 0 and (${t.grossWeightG} is null or ${t.netWeightG} is null or ${t.grossWeightG} >= ${t.netWeightG})`),
  check('food_unit_info_dims_chk', sql`coalesce(${t.lengthMm}, 1) > 0 and coalesce(${t.widthMm}, 1) > 0 and coalesce(${t.heightMm}, 1) > 0`),
]);

/** §3 y: near-expiry (food-waste) offers. */
export const expiryOffers = pgTable('expiry_offers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  expiresOn: day('expires_on').notNull(),
  priceOre: integer('price_ore').notNull(),
  stock: numeric('stock', { precision: 10, scale: 2 }).notNull(),
  unit: text('unit').notNull(),
}, (t) => [
  index('expiry_offers_product_idx').on(t.productId),
]);

export const baskets = pgTable('baskets', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /**
   * The department the basket orders for (issue 19 point 3, login2): a user of several customers has one
   * basket per department and delivery date, so a line put in for one customer is never ordered for the
   * other. The session's department (AuthContext.department), never the user's home department.
   */
  departmentCode: text('department_code').notNull().references(() => departments.code, { onDelete: 'cascade' }),
  deliveryDate: day('delivery_date').notNull(),
  /** §7 savecomment: the order comment, sent with the order. */
  comment: text('comment').notNull().default(''),
  /** §7 leaveunattended: the driver may leave the goods without a signature, with directions. */
  leaveUnattended: boolean('leave_unattended').notNull().default(false),
  leaveUnattendedComment: text('leave_unattended_comment').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('baskets_user_department_date_uq').on(t.userId, t.departmentCode, t.deliveryDate),
]);

export const basketLines = pgTable('basket_lines', {
  basketId: integer('basket_id').notNull().references(() => baskets.id, { onDelete: 'cascade' }),
  lineNo: integer('line_no').notNull(),
  productId: text('product_id').notNull().references(() => products.id),
  unit: text('unit').notNull(),
  amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
  expiryProduct: boolean('expiry_product').notNull().default(false),
  /** §3 origin enumeration 0-35. */
  origin: smallint('origin').notNull().default(0),
  /**
   * Issue 18: a line sold on a special offer rather than the price list: OfferKind (core/schemas/cart.ts)
   * 0 none, 1 a checkout campaign (offer_id: checkout_campaigns.id), 2 a web sample (web_samples.id).
   * The same product may sit in the basket once on the price list and once on each offer.
   */
  offerKind: smallint('offer_kind').notNull().default(0),
  offerId: integer('offer_id').notNull().default(0),
  /** The unit price fixed when the offer was taken (a campaign's price, 0 for a sample); null: the price list's. */
  fixedPriceOre: integer('fixed_price_ore'),
  /**
   * What the basket's preview counts of this line's product (docs/decisions/033-preview-from-the-lines.md),
   * written with the line by the add: valid only while `previewVersion` is line_preview_version's and
   * `previewProduct`/`previewUnit` are still the line's product and unit. Any other line is looked up in
   * the catalogue as before, so a path that writes a line without these is slower, never wrong.
   */
  previewVersion: bigint('preview_version', { mode: 'number' }),
  previewProduct: text('preview_product'),
  previewUnit: text('preview_unit'),
  /** In the basket department's assortment when written; the columns below are meaningful only then. */
  previewKnown: boolean('preview_known'),
  previewDeadlines: jsonb('preview_deadlines').$type<string[]>(),
  /** The product's CO2e × the unit's factor (exact: numeric without scale). */
  previewCo2PerUnit: numeric('preview_co2_per_unit'),
  previewEco: boolean('preview_eco'),
  previewAgreement: boolean('preview_agreement'),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ columns: [t.basketId, t.lineNo] }),
  uniqueIndex('basket_lines_item_uq').on(t.basketId, t.productId, t.unit, t.expiryProduct, t.offerKind, t.offerId),
  check('basket_lines_amount_chk', sql`${t.amount} > 0`),
  // MAX_LINE_AMOUNT (core/schemas/wire-constants.ts; held equal by routes/order.test.ts). Every path
  // already refuses such a line; the check lets the usual add send its whole transaction at once and
  // learn of a refusal from the database (docs/decisions/032 "One batch"). Added NOT VALID (0017).
  check('basket_lines_amount_max_chk', sql`${t.amount} <= 9999`),
]);

/**
 * One row: a number that grows whenever the catalogue changes what a basket's preview counts (products'
 * deadlines, CO2e, organic code and flags, the assortment, the units' factors). Statement triggers of
 * those tables raise it (migration 0018), so no writer can forget; a basket line's cached preview columns
 * hold the version they were read at (docs/decisions/033-preview-from-the-lines.md).
 */
export const linePreviewVersion = pgTable('line_preview_version', {
  one: boolean('one').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
}, (t) => [
  check('line_preview_version_one_chk', sql`${t.one}`),
]);

/** POST /api/eventlog. Deliberately no cookies column (issue 2 §6). */
export const eventLog = pgTable('event_log', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  createdAt: createdAt(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  message: text('message').notNull(),
  stacktrace: text('stacktrace').notNull().default(''),
  url: text('url').notNull().default(''),
  browser: text('browser').notNull().default(''),
  initTimestamp: text('init_timestamp').notNull().default(''),
  data: text('data').notNull().default(''),
  errorstatus: text('errorstatus').notNull().default(''),
}, (t) => [
  index('event_log_created_idx').on(t.createdAt),
]);

// --- Issue 3: the catalogue endpoint's data (docs/decisions/006-catalogue-wire.md) ---

/**
 * What a customer bought, one row per ordered line (§2 f-top200: "the customer's 200 most bought
 * products"). Keyed by customer number, so every department and user of the customer shares it. The
 * orders issue appends a row per completed order line.
 */
export const purchaseHistory = pgTable('purchase_history', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  customerNo: text('customer_no').notNull(),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  orderedOn: day('ordered_on').notNull(),
  unit: text('unit').notNull(),
  amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
}, (t) => [
  index('purchase_history_customer_idx').on(t.customerNo, t.orderedOn),
  check('purchase_history_amount_chk', sql`${t.amount} > 0`),
]);

/** Editor-curated named product lists (§2 featuredlist), e.g. 'Ugens tilbud'. `slug` is the stable id. */
export const featuredLists = pgTable('featured_lists', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  /** Null: shown in every department. */
  departmentCode: text('department_code').references(() => departments.code, { onDelete: 'cascade' }),
  sortOrder: smallint('sort_order').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('featured_lists_slug_uq').on(t.slug),
]);

export const featuredListItems = pgTable('featured_list_items', {
  listId: integer('list_id').notNull().references(() => featuredLists.id, { onDelete: 'cascade' }),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  sortOrder: integer('sort_order').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.listId, t.productId] }),
]);

/**
 * §3 Favourite list, owned by a user; `shared` lists are visible to every user of the same customer
 * number, `sharedWithChains` only admins may set (§5). A list with a PIN is locked (§4); wrong PINs
 * count in `failedCount` and lock the list until `lockedUntil` (traps.md: counters in the database).
 */
export const favoriteLists = pgTable('favorite_lists', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  ownerUserId: integer('owner_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  customerNo: text('customer_no').notNull(),
  name: text('name').notNull(),
  shared: boolean('shared').notNull().default(false),
  sharedWithChains: boolean('shared_with_chains').notNull().default(false),
  /** Hash of the 4-digit PIN; never sent to a browser. Null: not locked. */
  pinHash: text('pin_hash'),
  failedCount: integer('failed_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  /** Issue 5: the last PIN attempt counted in failedCount; a quiet day starts the count afresh. */
  lastPinAttemptAt: timestamp('last_pin_attempt_at', { withTimezone: true, mode: 'date' }),
  /** Issue 5: the list's sorting value (§9: 0 own priority, 2 by group, …), chosen in the list view. */
  sorting: smallint('sorting').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  index('favorite_lists_customer_idx').on(t.customerNo),
  index('favorite_lists_owner_idx').on(t.ownerUserId),
  check('favorite_lists_name_chk', sql`length(trim(${t.name})) > 0`),
]);

export const favoriteListItems = pgTable('favorite_list_items', {
  listId: integer('list_id').notNull().references(() => favoriteLists.id, { onDelete: 'cascade' }),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  /** §4: the list's standard unit for the product; null: the product's default unit. */
  stdUnit: text('std_unit'),
  sortOrder: integer('sort_order').notNull().default(0),
  /** §3 z: own priority, for list sorting 0 (§6). */
  ownPriority: integer('own_priority'),
  addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.listId, t.productId] }),
  index('favorite_list_items_product_idx').on(t.productId),
]);

/** §3 x.focus: a product pushed for a price group, ordered as its own focus product id and unit. */
export const focusProducts = pgTable('focus_products', {
  priceGroup: text('price_group').notNull(),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  focusProductId: text('focus_product_id').notNull(),
  unit: text('unit').notNull(),
  stock: numeric('stock', { precision: 10, scale: 2 }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.priceGroup, t.productId] }),
]);

/**
 * Catalogue revision per department ('*': every department). Writers of products, prices, assortment
 * or anything else the catalogue shows bump it (bumpCatalogueRevision), so cached payloads rebuild.
 */
export const catalogueRevisions = pgTable('catalogue_revisions', {
  departmentCode: text('department_code').primaryKey(),
  revision: integer('revision').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// --- Issue 7: placed orders and retried requests ---

/**
 * A placed order: the basket of one delivery date, completed in one transaction. `id` is the order
 * number the customer sees. `basketId` is unique: one basket gives at most one order, however many
 * completions race (the basket row itself is deleted with the completion).
 */
export const orders = pgTable('orders', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 700001 }),
  basketId: integer('basket_id').notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  customerNo: text('customer_no').notNull(),
  departmentCode: text('department_code').notNull().references(() => departments.code),
  deliveryDate: day('delivery_date').notNull(),
  comment: text('comment').notNull().default(''),
  leaveUnattended: boolean('leave_unattended').notNull().default(false),
  leaveUnattendedComment: text('leave_unattended_comment').notNull().default(''),
  /** Sum of the lines, deposits excluded (§9), in øre. */
  totalOre: integer('total_ore').notNull(),
  depositOre: integer('deposit_ore').notNull(),
  placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('orders_basket_uq').on(t.basketId),
  index('orders_customer_idx').on(t.customerNo, t.placedAt),
]);

/** The order's lines as they were placed: name and prices are copies, so history never changes. */
export const orderLines = pgTable('order_lines', {
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  lineNo: integer('line_no').notNull(),
  productId: text('product_id').notNull().references(() => products.id),
  name: text('name').notNull(),
  brand: text('brand').notNull().default(''),
  unit: text('unit').notNull(),
  amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
  expiryProduct: boolean('expiry_product').notNull().default(false),
  origin: smallint('origin').notNull().default(0),
  /** Issue 18: as basket_lines.offer_kind/offer_id, copied when the order is placed. */
  offerKind: smallint('offer_kind').notNull().default(0),
  offerId: integer('offer_id').notNull().default(0),
  unitPriceOre: integer('unit_price_ore').notNull(),
  lineTotalOre: integer('line_total_ore').notNull(),
  depositOre: integer('deposit_ore').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.orderId, t.lineNo] }),
  check('order_lines_amount_chk', sql`${t.amount} > 0`),
]);

/**
 * Answers to requests sent with an `Idempotency-Key` header (add to order, complete): a retried
 * request gets the first answer again and changes nothing. Kept 24 hours (pruned on write).
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  /** The call the key was used for ('addtoorder', 'complete'): a key never answers another call. */
  operation: text('operation').notNull(),
  /** SHA-256 of the request body: the same key with another body is refused, not replayed. */
  requestHash: text('request_hash').notNull(),
  status: smallint('status').notNull(),
  response: jsonb('response').notNull(),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.key] }),
  index('idempotency_keys_created_idx').on(t.createdAt),
]);

// --- Issue 6: recurring orders (fastordrer), docs/guides/recurring-orders.md ---

/**
 * §3 Recurring order, owned by a department (every user of the department sees and edits it). `version`
 * is bumped by every head change (a whole-order save, activation, the automatic deactivation when the
 * last line goes), so a save from a stale tab is answered 409 (optimistic concurrency). `frozenUntil`
 * and `frozenDays` keep the days planned before the last schedule change (§9: changes take effect after
 * 14 days).
 */
export const recurringOrders = pgTable('recurring_orders', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  guid: text('guid').notNull(),
  departmentCode: text('department_code').notNull().references(() => departments.code, { onDelete: 'cascade' }),
  customerNo: text('customer_no').notNull(),
  orderName: text('order_name').notNull(),
  active: boolean('active').notNull().default(false),
  notes: text('notes').notNull().default(''),
  /** §3: 0 Weekly, 1 Monthly. */
  frequencyType: smallint('frequency_type').notNull().default(0),
  /** 0-6, Sunday 0. */
  weekDays: integer('week_days').array().notNull(),
  recurringWeek: smallint('recurring_week').notNull().default(1),
  startDate: day('start_date').notNull(),
  endDate: day('end_date'),
  frozenUntil: day('frozen_until'),
  frozenDays: date('frozen_days', { mode: 'string' }).array().notNull().default(sql`'{}'::date[]`),
  version: integer('version').notNull().default(1),
  createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  editedByUserId: integer('edited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('recurring_orders_guid_uq').on(t.guid),
  index('recurring_orders_department_idx').on(t.departmentCode),
  check('recurring_orders_name_chk', sql`length(trim(${t.orderName})) > 0`),
  check('recurring_orders_frequency_chk', sql`${t.frequencyType} in (0, 1)`),
  check('recurring_orders_week_chk', sql`${t.recurringWeek} between 1 and 4`),
  check('recurring_orders_dates_chk', sql`${t.endDate} is null or ${t.endDate} > ${t.startDate}`),
]);

/** §3 pause span of a recurring order; both dates included. */
export const recurringOrderPauses = pgTable('recurring_order_pauses', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  orderId: integer('order_id').notNull().references(() => recurringOrders.id, { onDelete: 'cascade' }),
  fromDate: day('from_date').notNull(),
  toDate: day('to_date').notNull(),
}, (t) => [
  uniqueIndex('recurring_order_pauses_interval_uq').on(t.orderId, t.fromDate, t.toDate),
  check('recurring_order_pauses_dates_chk', sql`${t.toDate} >= ${t.fromDate}`),
]);

/** §3 recurring order line. One line per product and unit. */
export const recurringOrderLines = pgTable('recurring_order_lines', {
  orderId: integer('order_id').notNull().references(() => recurringOrders.id, { onDelete: 'cascade' }),
  lineNo: integer('line_no').notNull(),
  productId: text('product_id').notNull().references(() => products.id),
  unit: text('unit').notNull(),
  amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
  editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.orderId, t.lineNo] }),
  uniqueIndex('recurring_order_lines_item_uq').on(t.orderId, t.productId, t.unit),
  check('recurring_order_lines_amount_chk', sql`${t.amount} > 0`),
]);

/** Line history (§3 history): who added, changed or removed which line, when. */
export const recurringOrderLineHistory = pgTable('recurring_order_line_history', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  orderId: integer('order_id').notNull().references(() => recurringOrders.id, { onDelete: 'cascade' }),
  lineNo: integer('line_no').notNull(),
  productId: text('product_id').notNull(),
  unit: text('unit').notNull(),
  /** The amount after the change; null when removed. */
  amount: numeric('amount', { precision: 10, scale: 2 }),
  /**
   * 'added', 'changed', 'removed' by a user; 'placed', 'substituted' (the alternative product was placed,
   * `productId` is the alternative) and 'skipped' by the placement job (recurring-orders/runner.ts).
   */
  action: text('action').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** Kept as text so the history still reads after the user is deleted. */
  userName: text('user_name').notNull(),
  at: createdAt(),
  /** The job's entries: the delivery day whose basket the line went into (or was skipped for). */
  deliveryDate: day('delivery_date'),
  /** Issue 19 point 4: why the job skipped the line (runner.ts SkipReason), for the notifications and mail. */
  reason: text('reason'),
}, (t) => [
  index('recurring_order_line_history_order_idx').on(t.orderId, t.at),
  check('recurring_order_line_history_action_chk', sql`${t.action} in ('added', 'changed', 'removed', 'placed', 'substituted', 'skipped')`),
]);

/**
 * One row per order day the placement job has handled (issue 6 item 5). The primary key is the
 * exactly-once guarantee: the row is inserted (ON CONFLICT DO NOTHING) in the transaction that puts the
 * lines into the basket, and lines are placed only when this transaction inserted it, so a restarted
 * server or a second server never places a day twice (docs/guides/recurring-orders.md, "The job").
 */
export const recurringOrderRuns = pgTable('recurring_order_runs', {
  orderId: integer('order_id').notNull().references(() => recurringOrders.id, { onDelete: 'cascade' }),
  orderDay: day('order_day').notNull(),
  /** The job's clock when it placed the day. */
  ranAt: timestamp('ran_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** Whose basket got the lines; null when no user of the department could order. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  placedLines: integer('placed_lines').notNull().default(0),
  skippedLines: integer('skipped_lines').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.orderId, t.orderDay] }),
]);

/** Addresses told about a department's recurring orders (§7 notifications). */
export const recurringNotificationEmails = pgTable('recurring_notification_emails', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  departmentCode: text('department_code').notNull().references(() => departments.code, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('recurring_notification_emails_uq').on(t.departmentCode, t.email),
  check('recurring_notification_emails_lower_chk', sql`${t.email} = lower(${t.email})`),
]);

// --- Issue 4: product details, relations, recipes and assortment requests ---

/** §3 r: related products, in the order the details tab shows them. */
export const productRelations = pgTable('product_relations', {
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  relatedProductId: text('related_product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  sortOrder: smallint('sort_order').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.productId, t.relatedProductId] }),
  check('product_relations_self_chk', sql`${t.productId} <> ${t.relatedProductId}`),
]);

/** §3 Recipe: id, name, urlName, updated (the recipe service's own ids). */
export const recipes = pgTable('recipes', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** The slug of /inspiration/opskrifter/{urlName}-{id}: lower-case a-z, 0-9 and dashes. */
  urlName: text('url_name').notNull(),
  updated: day('updated').notNull(),
  /** Issue 17 §3: the recipe service's card and page. */
  description: text('description').notNull().default(''),
  /** An image path on this site (/assets/...) or an https address; empty: the card shows no image. */
  image: text('image').notNull().default(''),
  /** The number of covers (portions) the amounts were written for; the page scales from it. */
  covers: integer('covers').notNull().default(10),
  /** A sponsored recipe (recipes/random?sponsored=true): paid placement by a supplier. */
  sponsored: boolean('sponsored').notNull().default(false),
  prepMinutes: integer('prep_minutes'),
  /** The method, one step per array item. */
  steps: jsonb('steps').$type<string[]>().notNull().default([]),
}, (t) => [
  check('recipes_url_name_chk', sql`${t.urlName} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
]);

/** The products a recipe uses (the details' Opskrifter tab and the response's recipe ids). */
export const recipeProducts = pgTable('recipe_products', {
  recipeId: integer('recipe_id').notNull().references(() => recipes.id, { onDelete: 'cascade' }),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
}, (t) => [
  primaryKey({ columns: [t.recipeId, t.productId] }),
  index('recipe_products_product_idx').on(t.productId),
]);

/** Issue 17 §3: the recipe service's tag categories (ret, sæson, kost). */
export const recipeTagCategories = pgTable('recipe_tag_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const recipeTags = pgTable('recipe_tags', {
  id: integer('id').primaryKey(),
  categoryId: integer('category_id').notNull().references(() => recipeTagCategories.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
}, (t) => [index('recipe_tags_category_idx').on(t.categoryId)]);

export const recipeTagLinks = pgTable('recipe_tag_links', {
  recipeId: integer('recipe_id').notNull().references(() => recipes.id, { onDelete: 'cascade' }),
  tagId: integer('tag_id').notNull().references(() => recipeTags.id, { onDelete: 'cascade' }),
}, (t) => [
  primaryKey({ columns: [t.recipeId, t.tagId] }),
  index('recipe_tag_links_tag_idx').on(t.tagId),
]);

/**
 * Issue 17 §3: a recipe's ingredient lines. `amountPerCover` is in `measure` (KG, L or STK) for one
 * cover; a line linked to a product is what "Læg alle i kurven" orders, scaled and rounded up to the
 * product's sellable unit. Lines without a product (salt, water) are shown only.
 */
export const recipeIngredients = pgTable('recipe_ingredients', {
  recipeId: integer('recipe_id').notNull().references(() => recipes.id, { onDelete: 'cascade' }),
  lineNo: integer('line_no').notNull(),
  text: text('text').notNull(),
  amountPerCover: numeric('amount_per_cover', { precision: 12, scale: 5 }).notNull(),
  measure: text('measure').notNull(),
  productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
}, (t) => [
  primaryKey({ columns: [t.recipeId, t.lineNo] }),
  check('recipe_ingredients_measure_chk', sql`${t.measure} in ('KG', 'L', 'STK')`),
  check('recipe_ingredients_amount_chk', sql`${t.amountPerCover} > 0`),
]);

/** §7 favorite recipes: per user (POST/DELETE/GET /api/favoriterecipes). */
export const favoriteRecipes = pgTable('favorite_recipes', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  recipeId: integer('recipe_id').notNull().references(() => recipes.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.userId, t.recipeId] })]);

/** §3 Lead: the kitchen demos of 'Demoer i dit køkken'; bookings go by mail to `salesEmail`. */
export const leads = pgTable('leads', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  /** An image path on this site (/assets/...) or an https address. */
  logo: text('logo').notNull().default(''),
  buttonText: text('button_text').notNull(),
  salesEmail: text('sales_email').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/** §7 POST /api/mail/sendnotification: one booking per user and lead (§4 'Allerede booket'). */
export const leadBookings = pgTable('lead_bookings', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  leadId: integer('lead_id').notNull().references(() => leads.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  departmentCode: text('department_code').notNull().references(() => departments.code),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('lead_bookings_user_lead_uq').on(t.userId, t.leadId)]);

/**
 * Issue 17 §1: the example CMS's dictionary: an editor's text for a key; without a row the built-in
 * Danish text of core/texts is used. Served by GET /api/umbraco/dictionary/get (§7).
 */
export const dictionaryOverrides = pgTable('dictionary_overrides', {
  key: text('key').notNull(),
  lang: text('lang').notNull().default('da'),
  text: text('text').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
}, (t) => [primaryKey({ columns: [t.key, t.lang] })]);

/**
 * POST /api/product/request/{id}: a department asks for a product to be added to its assortment.
 * One request per department and product (the primary key), whoever of its users sends it.
 */
export const assortmentRequests = pgTable('assortment_requests', {
  departmentCode: text('department_code').notNull().references(() => departments.code, { onDelete: 'cascade' }),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ columns: [t.departmentCode, t.productId] }),
]);

/**
 * Which version of the search folding the stored folded columns (products.search_text, name_fold) were
 * written with: when core's folding changes, the server refolds them once at start
 * (api-server/search/refold.ts). One row at most.
 */
export const searchFolding = pgTable('search_folding', {
  version: integer('version').primaryKey(),
});

// --- Issue 18: offers that sell (docs/guides/offers.md) ---

/** §3 x.focusBrand, §2 /vores-staerke-brands/{focusBrand}: a brand the wholesaler pushes, with its page. */
export const focusBrands = pgTable('focus_brands', {
  /** The path segment of the brand's page (core focusBrandHref of the name). */
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  /** §9: shown 80 px wide. */
  logoUrl: text('logo_url').notNull(),
  /** §9: the focus thumbnail, 250 px. */
  thumbUrl: text('thumb_url').notNull(),
  text: text('text').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * §7 Logging and checkout: a campaign offered on the basket page before "Afgiv ordre". Its own price and
 * stock (taken when added, given back by removecheckoutoffer?returnToStock=true), a period and a price
 * group (null: every price group). `triggerProductIds` picks it for baskets holding one of them
 * (GET /api/checkout/lookup?productId); empty: any basket.
 */
export const checkoutCampaigns = pgTable('checkout_campaigns', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  text: text('text').notNull().default(''),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  unit: text('unit').notNull(),
  priceOre: integer('price_ore').notNull(),
  stock: numeric('stock', { precision: 10, scale: 2 }).notNull(),
  startsOn: day('starts_on').notNull(),
  endsOn: day('ends_on').notNull(),
  priceGroup: text('price_group'),
  triggerProductIds: jsonb('trigger_product_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
}, (t) => [
  check('checkout_campaigns_price_chk', sql`${t.priceOre} >= 0`),
  check('checkout_campaigns_stock_chk', sql`${t.stock} >= 0`),
  check('checkout_campaigns_period_chk', sql`${t.endsOn} >= ${t.startsOn}`),
]);

/** A user's answer to a checkout campaign: rating 1-5, comment, "Ikke nu" until (7 days). One row per user and campaign. */
export const checkoutCampaignFeedback = pgTable('checkout_campaign_feedback', {
  campaignId: integer('campaign_id').notNull().references(() => checkoutCampaigns.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  rating: smallint('rating'),
  comment: text('comment').notNull().default(''),
  postponedUntil: timestamp('postponed_until', { withTimezone: true, mode: 'date' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.campaignId, t.userId] }),
  check('checkout_campaign_feedback_rating_chk', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
]);

/**
 * §7 GET /api/product/popcampaigns?products&dept: a running product campaign (badge and pop-over on the
 * cards of its products). Department null: every department of the price group; price group null: all.
 */
export const productCampaigns = pgTable('product_campaigns', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  text: text('text').notNull().default(''),
  /** The short badge on the card, e.g. "Kampagne" or "3 for 2". */
  badge: text('badge').notNull(),
  startsOn: day('starts_on').notNull(),
  endsOn: day('ends_on').notNull(),
  priceGroup: text('price_group'),
  departmentCode: text('department_code').references(() => departments.code, { onDelete: 'cascade' }),
}, (t) => [
  check('product_campaigns_period_chk', sql`${t.endsOn} >= ${t.startsOn}`),
]);

export const productCampaignProducts = pgTable('product_campaign_products', {
  campaignId: integer('campaign_id').notNull().references(() => productCampaigns.id, { onDelete: 'cascade' }),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
}, (t) => [
  primaryKey({ columns: [t.campaignId, t.productId] }),
  index('product_campaign_products_product_idx').on(t.productId),
]);

/** §7 GET /api/offerpush/{id}/products: an editor's offer block, its products in the editor's order. */
export const offerPushes = pgTable('offer_pushes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  text: text('text').notNull().default(''),
  startsOn: day('starts_on'),
  endsOn: day('ends_on'),
});

export const offerPushProducts = pgTable('offer_push_products', {
  pushId: integer('push_id').notNull().references(() => offerPushes.id, { onDelete: 'cascade' }),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  sortOrder: integer('sort_order').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.pushId, t.productId] }),
]);

/** §2 card type web-sample: a free sample a kitchen (department) may order once, at amount 1, price 0. */
export const webSamples = pgTable('web_samples', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  unit: text('unit').notNull(),
  title: text('title').notNull(),
  text: text('text').notNull().default(''),
  startsOn: day('starts_on').notNull(),
  endsOn: day('ends_on').notNull(),
  priceGroup: text('price_group'),
}, (t) => [
  check('web_samples_period_chk', sql`${t.endsOn} >= ${t.startsOn}`),
]);

/** A sample ordered by a department: written when the order is placed; the key makes it once per kitchen. */
export const webSampleClaims = pgTable('web_sample_claims', {
  sampleId: integer('sample_id').notNull().references(() => webSamples.id, { onDelete: 'cascade' }),
  departmentCode: text('department_code').notNull().references(() => departments.code, { onDelete: 'cascade' }),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  claimedAt: createdAt(),
}, (t) => [
  primaryKey({ columns: [t.sampleId, t.departmentCode] }),
]);

// --- Issue 19: accounts and e-mail ---

/**
 * Every mail the shop sends (issue 19 point 1, docs/guides/accounts-and-mail.md): written in the same
 * transaction as what caused it, delivered by the mail worker (api-server/mail/worker.ts), which claims
 * a row with a lease (FOR UPDATE SKIP LOCKED, so two server processes never take the same row), sends
 * it and marks it sent; a failure is retried with backoff until MAX attempts, then given up (failed_at).
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** What the mail is, e.g. 'password-reset', 'order-confirmation' (for the dev mailbox and logs). */
  kind: text('kind').notNull(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  /** One mail per key, ever (e.g. 'recurring:D1001:2026-12-01'): a second enqueue with the key is a no-op. */
  dedupeKey: text('dedupe_key'),
  createdAt: createdAt(),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** Set while a worker holds the row; another worker may take it only after this moment. */
  leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  /** Given up after the last attempt. */
  failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
  lastError: text('last_error'),
}, (t) => [
  uniqueIndex('mail_outbox_dedupe_uq').on(t.dedupeKey),
  index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
]);

/**
 * The development mailbox (issue 19 point 1): without SMTP_URL the worker delivers here instead, and
 * /dev/postkasse shows it. One row per outbox row (delivered once).
 */
export const devMailbox = pgTable('dev_mailbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  outboxId: integer('outbox_id').notNull().references(() => mailOutbox.id, { onDelete: 'cascade' }),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  deliveredAt: createdAt(),
}, (t) => [
  uniqueIndex('dev_mailbox_outbox_uq').on(t.outboxId),
]);

/**
 * One-time links that set a password (issue 19 points 2 and 3): 'reset' from requestresetpassword,
 * 'welcome' for a login an admin approved. Only the SHA-256 of the token is stored; a link is usable
 * once (used_at) and until expires_at (api-server/accounts/password-tokens.ts).
 */
export const passwordTokens = pgTable('password_tokens', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  tokenHash: text('token_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  uniqueIndex('password_tokens_hash_uq').on(t.tokenHash),
  index('password_tokens_user_idx').on(t.userId),
  check('password_tokens_purpose_chk', sql`${t.purpose} in ('reset', 'welcome')`),
]);

/**
 * Requests by e-mail address and client address (issue 19 points 2 and 3): the server-side throttle of
 * requestresetpassword and RequestNewUsername counts these rows, per address and per IP, in a window.
 */
export const accountRequests = pgTable('account_requests', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').notNull(),
  email: text('email').notNull(),
  ip: text('ip').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('account_requests_email_idx').on(t.kind, t.email, t.createdAt),
  index('account_requests_ip_idx').on(t.kind, t.ip, t.createdAt),
]);

/**
 * §7 RequestNewUsername: a user asks for a login for a colleague of his department; the customer's
 * admins decide in <shop-my-page>. Approval creates the user (user_id) and mails a 'welcome' link.
 */
export const usernameRequests = pgTable('username_requests', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  customerNo: text('customer_no').notNull(),
  departmentCode: text('department_code').notNull().references(() => departments.code, { onDelete: 'cascade' }),
  requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
  /** The new colleague's e-mail (lower-cased) and name. */
  email: text('email').notNull(),
  name: text('name').notNull(),
  status: text('status').notNull().default('pending'),
  createdAt: createdAt(),
  decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
}, (t) => [
  index('username_requests_customer_idx').on(t.customerNo, t.status),
  uniqueIndex('username_requests_pending_uq').on(t.email).where(sql`${t.status} = 'pending'`),
  check('username_requests_status_chk', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  check('username_requests_email_lower_chk', sql`${t.email} = lower(${t.email})`),
]);

/**
 * §7 login2 (issue 19 point 3): the other departments, of other customers, a user may log in for besides
 * his own (users.department_code). After the password, a user with any row here chooses one.
 */
export const userDepartments = pgTable('user_departments', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  departmentCode: text('department_code').notNull().references(() => departments.code, { onDelete: 'cascade' }),
}, (t) => [
  primaryKey({ columns: [t.userId, t.departmentCode] }),
]);

/**
 * §7 login2: the short-lived proof that the password step passed (only the SHA-256 of the token is
 * stored), exchanged once for a session in the chosen department.
 */
export const loginChallenges = pgTable('login_challenges', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Issue 22 point 3 (§1, §7 usenewsite, catalogueredirect, authtoken?useNewSite): the three groups of
 * departments that moved to a new site, and that site's address. departments.new_site_group names one.
 */
export const newSiteGroups = pgTable('new_site_groups', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** The new site's https address (its origin and path, without a query). */
  url: text('url').notNull(),
});

/**
 * §7 authtoken?useNewSite: a short-lived, single-use token the new site exchanges for the user's identity
 * (only its SHA-256 is stored, as for sessions).
 */
export const newSiteTokens = pgTable('new_site_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  departmentCode: text('department_code').notNull().references(() => departments.code, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  index('new_site_tokens_expires_idx').on(t.expiresAt),
]);

/**
 * Issue 22 point 4 (§1, §7 Shopping lists): a user's shopping lists in a department (cart type 1). One
 * current list (sent_at null) per user and department; `send` stamps sent_at, which makes it read-only,
 * and the next read starts a new current list.
 */
export const shoppingLists = pgTable('shopping_lists', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  departmentCode: text('department_code').notNull().references(() => departments.code, { onDelete: 'cascade' }),
  name: text('name').notNull().default(''),
  comment: text('comment').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  uniqueIndex('shopping_lists_current_uq').on(t.userId, t.departmentCode).where(sql`${t.sentAt} is null`),
  index('shopping_lists_owner_idx').on(t.userId, t.departmentCode, t.createdAt),
]);

/** One product on a shopping list, in one unit (the same product and unit adds up on one line). */
export const shoppingListLines = pgTable('shopping_list_lines', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  listId: integer('list_id').notNull().references(() => shoppingLists.id, { onDelete: 'cascade' }),
  productId: text('product_id').notNull().references(() => products.id),
  unit: text('unit').notNull(),
  amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
  /** §3 origin enumeration 0-35: where the add came from. */
  origin: smallint('origin').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('shopping_list_lines_item_uq').on(t.listId, t.productId, t.unit),
  check('shopping_list_lines_amount_chk', sql`${t.amount} > 0`),
]);

/**
 * Issue 22 point 6 (§7 driverset, driversget): the department's notes for the driver, shown on the
 * basket page beside "leave unattended".
 */
export const departmentDriverNotes = pgTable('department_driver_notes', {
  departmentCode: text('department_code').primaryKey().references(() => departments.code, { onDelete: 'cascade' }),
  doorCode: text('door_code').notNull().default(''),
  dropLocation: text('drop_location').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  note: text('note').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
