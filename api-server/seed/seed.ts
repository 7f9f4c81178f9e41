// Fills an empty database with the generated catalogue and the demo accounts. Batch inserts inside
// one transaction; an advisory lock stops two servers starting on one PostgreSQL from seeding twice.
import { count, eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import { hashPassword } from '../auth/password.js';
import { DEFAULT_PRODUCT_COUNT, DEFAULT_SEED, generateCatalogue } from './generate.js';
import { DEMO_ACCOUNTS, DEMO_DEPARTMENTS, DEMO_KITCHEN_SETTINGS, DEMO_NEW_SITE_GROUPS, DEMO_PASSWORD, DEMO_PUNCH_OUT_BUYER } from './demo-accounts.js';
import { generateCatalogueExtras } from './catalogue-extras.js';
import { seedDemoRecurringOrder } from '../recurring-orders/recurring-order-seed.js';
import { generateProductDetailsExtras } from './product-details-extras.js';
import type { Tx } from '../db/tx.js';
import { SEARCH_FOLDING_VERSION } from '../search/refold.js';
import { seedOffers } from './offers-seed.js';
import { seedAccounts } from './accounts-seed.js';
import { seedLeads } from './leads-seed.js';
import { seedShoppingLists } from './shopping-lists-seed.js';
import { seedRecipeService } from './recipes-seed.js';
import { dropSecondarySchema, restoreSecondarySchema } from './bulk-load.js';
import { insertBatched } from '../db/insert-batched.js';

export interface SeedOptions {
  productCount?: number;
  seed?: number;
  /** yyyy-MM-dd; offers and expiry dates are placed around it. Default: today. */
  referenceDate?: string;
  log?: (line: string) => void;
}

export interface SeedResult {
  seeded: boolean;
  productCount: number;
  ms: number;
}

const SEED_LOCK_KEY = 7_730_001;

/** The tables the catalogue fills in bulk (tens of thousands of rows each at 25,000 products). */
const BULK_TABLES = [
  t.products, t.productUnits, t.prices, t.foodInfo, t.foodNutrition, t.foodAllergens, t.foodUnitInfo,
  t.expiryOffers, t.assortment, t.purchaseHistory, t.productRelations,
];


/** Purchase history, featured and favourite lists, focus products (issue 3): after products and users. */
async function seedCatalogueExtras(tx: Tx, catalogue: ReturnType<typeof generateCatalogue>, referenceDate: string, seed: number): Promise<void> {
  const extras = generateCatalogueExtras(catalogue, referenceDate, seed);
  await insertBatched(tx, t.purchaseHistory, extras.purchases);
  await insertBatched(tx, t.focusProducts, extras.focusProducts);
  for (const [sortOrder, list] of extras.featuredLists.entries()) {
    const [row] = await tx.insert(t.featuredLists).values({ slug: list.slug, name: list.name, sortOrder }).returning({ id: t.featuredLists.id });
    await insertBatched(tx, t.featuredListItems, list.productIds.map((productId, i) => ({ listId: row!.id, productId, sortOrder: i })));
  }
  const users = await tx
    .select({ id: t.users.id, email: t.users.email, customerNo: t.departments.customerNo })
    .from(t.users)
    .innerJoin(t.departments, eq(t.departments.code, t.users.departmentCode));
  for (const list of extras.favoriteLists) {
    const owner = users.find((u) => u.email === list.ownerEmail);
    if (!owner) continue;
    const [row] = await tx
      .insert(t.favoriteLists)
      .values({ ownerUserId: owner.id, customerNo: owner.customerNo, name: list.name, shared: list.shared })
      .returning({ id: t.favoriteLists.id });
    await insertBatched(tx, t.favoriteListItems, list.items.map((it, i) => ({ listId: row!.id, ...it, sortOrder: i })));
  }
}

/** Food information (issue 4): the record, its nutrition, allergens and unit data. After units. */
async function seedFoodInfo(tx: Tx, catalogue: ReturnType<typeof generateCatalogue>): Promise<void> {
  await insertBatched(tx, t.foodInfo, catalogue.foodInfo.map((f) => ({
    productId: f.productId,
    ingredients: f.ingredients,
    storageText: f.storageText,
    shelfLifeDays: f.shelfLifeDays,
    shelfLifeOpenedDays: f.shelfLifeOpenedDays,
    originText: f.originText,
    version: f.version,
    updatedAt: new Date(f.updatedAt),
  })));
  await insertBatched(tx, t.foodNutrition, catalogue.foodInfo.map((f) => f.nutrition));
  await insertBatched(tx, t.foodAllergens, catalogue.foodInfo.flatMap((f) => f.allergens));
  await insertBatched(tx, t.foodUnitInfo, catalogue.foodInfo.flatMap((f) => f.units));
}

/** Related products, alternatives and recipes (issue 4). After products. */
async function seedProductDetailsExtras(tx: Tx, catalogue: ReturnType<typeof generateCatalogue>, referenceDate: string, seed: number): Promise<void> {
  const extras = generateProductDetailsExtras(catalogue, referenceDate, seed);
  await insertBatched(tx, t.productRelations, extras.relations);
  if (extras.alternatives.length > 0) {
    await tx.execute(sql`update ${t.products} set alternative_product_id = x.alt
      from json_to_recordset(${JSON.stringify(extras.alternatives.map((a) => ({ id: a.productId, alt: a.alternativeProductId })))}::json) as x(id text, alt text)
      where ${t.products.id} = x.id`);
  }
  await insertBatched(tx, t.recipes, extras.recipes.map(({ id, name, urlName, updated }) => ({ id, name, urlName, updated })));
  await insertBatched(tx, t.recipeProducts, extras.recipes.flatMap((r) => r.productIds.map((productId) => ({ recipeId: r.id, productId }))));
  // §3 x.recipe marks exactly the products a recipe uses (the details' Opskrifter tab has something).
  await tx.execute(sql`update ${t.products} set flags = coalesce((select jsonb_agg(f order by f collate "C") from jsonb_array_elements_text(${t.products.flags}) f where f <> 'recipe'), '[]'::jsonb)
    where ${t.products.flags} ? 'recipe'`);
  await tx.execute(sql`update ${t.products} set flags = (select jsonb_agg(f order by f collate "C") from (select jsonb_array_elements_text(${t.products.flags}) as f union select 'recipe') x)
    where ${t.products.id} in (select ${t.recipeProducts.productId} from ${t.recipeProducts})`);
}

export async function countProducts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t.products);
  return row?.n ?? 0;
}

/** Seeds when the database holds no products; otherwise does nothing. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const productCount = options.productCount ?? DEFAULT_PRODUCT_COUNT;
  const referenceDate = options.referenceDate ?? new Date().toISOString().slice(0, 10);
  const log = options.log ?? (() => undefined);

  // Work that needs no database first: generate and hash outside the transaction.
  let catalogue: ReturnType<typeof generateCatalogue> | undefined;
  let passwordHash: string | undefined;

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ n: count() }).from(t.departments);
    if ((existing?.n ?? 0) > 0) return false;

    catalogue ??= generateCatalogue({ seed: options.seed ?? DEFAULT_SEED, productCount, referenceDate });
    // One hash of the demo password, reused for every demo account.
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    const generatedMs = performance.now() - started;

    // Where a cold start's seconds go (issue 15 point 4): one log line per step when asked for.
    let stepStarted = performance.now();
    const step = (name: string) => {
      if (process.env.SEED_STEP_LOG) log(`Seed-trin ${name}: ${Math.round(performance.now() - stepStarted)} ms`);
      stepStarted = performance.now();
    };
    step('genereret');
    // Issue 15 point 4: the big tables' secondary indexes and foreign keys are rebuilt once after the
    // bulk load instead of being maintained row by row (restored at the end, in this transaction).
    const dropped = await dropSecondarySchema(tx, BULK_TABLES);
    step('indekser fjernet');
    await insertBatched(tx, t.postingGroups, catalogue.postingGroups);
    // Issue 22 point 3: the groups first, departments name them.
    await tx.insert(t.newSiteGroups).values(DEMO_NEW_SITE_GROUPS.map((g) => ({ ...g })));
    await tx.insert(t.departments).values(DEMO_DEPARTMENTS.map((d) => ({ ...d })));
    await tx.insert(t.departmentKitchenSettings).values(DEMO_KITCHEN_SETTINGS.map((k) => ({ ...k })));
    step('afdelinger');
    await insertBatched(tx, t.products, catalogue.products);
    step('varer');
    // Folded with today's folding: nothing for refoldIfStale to do.
    await tx.insert(t.searchFolding).values({ version: SEARCH_FOLDING_VERSION }).onConflictDoNothing();
    await insertBatched(tx, t.productUnits, catalogue.units);
    step('enheder');
    await insertBatched(tx, t.prices, catalogue.prices);
    step('priser');
    await seedFoodInfo(tx, catalogue);
    step('varedeklarationer');
    await insertBatched(tx, t.expiryOffers, catalogue.expiryOffers);
    await insertBatched(tx, t.assortment, catalogue.assortment);
    step('udløbstilbud og sortiment');
    const hash = passwordHash;
    await insertBatched(tx, t.users, DEMO_ACCOUNTS.map((a) => ({
      email: a.email.toLowerCase(),
      name: a.name,
      passwordHash: hash,
      departmentCode: a.departmentCode,
      isAdmin: a.isAdmin ?? false,
      isEditor: a.isEditor ?? false,
      isPunchOut: a.isPunchOut ?? false,
      cartType: a.cartType ?? 0,
      showPrices: a.showPrices ?? true,
      allowOrdering: a.allowOrdering ?? true,
      hideCo2: a.hideCo2 ?? false,
      showExpiry: a.showExpiry ?? true,
    })));
    const [buyerUser] = await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, DEMO_PUNCH_OUT_BUYER.email));
    if (buyerUser) {
      await tx.insert(t.punchOutBuyers).values({
        identity: DEMO_PUNCH_OUT_BUYER.identity,
        secretHash: createHash('sha256').update(DEMO_PUNCH_OUT_BUYER.sharedSecret).digest('hex'),
        userId: buyerUser.id,
      });
    }
    step('brugere');
    await seedCatalogueExtras(tx, catalogue, referenceDate, options.seed ?? DEFAULT_SEED);
    step('købshistorik og lister');
    await seedDemoRecurringOrder(tx, catalogue, referenceDate);
    step('fastordre');
    await seedProductDetailsExtras(tx, catalogue, referenceDate, options.seed ?? DEFAULT_SEED);
    step('relationer og opskrifter');
    await seedOffers(tx, { catalogue, referenceDate, seed: options.seed ?? DEFAULT_SEED });
    step('tilbud');
    await seedAccounts(tx, referenceDate);
    await seedLeads(tx);
    await seedRecipeService(tx, { catalogue, referenceDate });
    await seedShoppingLists(tx, catalogue, referenceDate);
    step('konti, leads, opskriftstjeneste, indkøbslister');
    await restoreSecondarySchema(tx, dropped);
    step('indekser og fremmednøgler genopbygget');
    log(
      `Seed: ${catalogue.products.length} varer, ${catalogue.units.length} enheder, ${catalogue.prices.length} priser, ` +
        `${catalogue.assortment.length} sortimentslinjer, ${DEMO_ACCOUNTS.length} demokonti ` +
        `(genereret på ${Math.round(generatedMs)} ms)`,
    );
    return true;
  });

  const ms = Math.round(performance.now() - started);
  if (seeded) log(`Seed færdig på ${ms} ms`);
  return { seeded, productCount: seeded ? productCount : await countProducts(db), ms };
}
