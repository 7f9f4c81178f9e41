// Issue 15 point 4: the faster seeder must write exactly the rows the old one wrote (the whole suite
// depends on them). The expected checksums were recorded on the seeder BEFORE the bulk-load change
// (docs/decisions/025-pglite-start.md); a change of the demo data itself updates them on purpose.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test-support/test-db.js';
import { rowsOf, schemaShape, seedChecksums } from '../test-support/seed-checksums.js';
import { verifyPassword } from '../auth/password.js';
import { seedIfEmpty } from './seed.js';

const CHECKSUM_PRODUCTS = 1_200;
const CHECKSUM_DAY = '2025-06-04';

/** Recorded on the seeder before issue 15 point 4 (1,200 products, reference day 2025-06-04). */
const EXPECTED: Record<string, string> = {
  account_requests: '0 d41d8cd98f00b204e9800998ecf8427e',
  assortment: '11276 4b9c32d8be0deebb85a40d45cdb02ac0',
  assortment_requests: '0 d41d8cd98f00b204e9800998ecf8427e',
  basket_lines: '0 d41d8cd98f00b204e9800998ecf8427e',
  baskets: '0 d41d8cd98f00b204e9800998ecf8427e',
  catalogue_revisions: '0 d41d8cd98f00b204e9800998ecf8427e',
  checkout_campaign_feedback: '0 d41d8cd98f00b204e9800998ecf8427e',
  checkout_campaigns: '6 b91c7609d4d8815da7bc08d46949a639',
  department_driver_notes: '0 d41d8cd98f00b204e9800998ecf8427e',
  department_kitchen_settings: '2 bbe0c1588d51e73fa3bdc6d2591f6889',
  departments: '10 c36a64ce3b0b1dc2d8fe9ba6b448694b',
  dev_mailbox: '0 d41d8cd98f00b204e9800998ecf8427e',
  dictionary_overrides: '0 d41d8cd98f00b204e9800998ecf8427e',
  event_log: '0 d41d8cd98f00b204e9800998ecf8427e',
  expiry_offers: '37 20b37d61b67e070ff9b8b7461ad9056f',
  favorite_list_items: '55 da049c13dddc10ed350320e0aec32a68',
  favorite_lists: '2 064128810c95c6a73113cfecefc3af50',
  favorite_recipes: '0 d41d8cd98f00b204e9800998ecf8427e',
  featured_list_items: '84 4bf0427b1ef34dae1e01d408e9ad6ec7',
  featured_lists: '3 63aaa4a380414df318b434c601f4c5aa',
  focus_brands: '4 4d967b7453a4b1c6baf96b756efbb31e',
  focus_products: '29 9e7dd2eaa5f5fea01be267ed3386c91f',
  food_allergens: '664 ee569cd248388f9c50c8fae59afcd4ee',
  food_info: '919 9c26c5d45c5eb6a104ee37de6f49a275',
  food_nutrition: '919 d2d768574560f570b0234f8dfded3a72',
  food_unit_info: '1656 7b25b856e76c15fb28c7153acf5fc50f',
  idempotency_keys: '0 d41d8cd98f00b204e9800998ecf8427e',
  lead_bookings: '0 d41d8cd98f00b204e9800998ecf8427e',
  leads: '4 68ccf3ff716b4000a62df2997edff745',
  // Decision 033: its one row, the version counted as set only (seed-checksums.ts).
  line_preview_version: '1 96e923fa7cf68adf8bb5f1b77ba92b6e',
  login_challenges: '0 d41d8cd98f00b204e9800998ecf8427e',
  mail_outbox: '0 d41d8cd98f00b204e9800998ecf8427e',
  new_site_groups: '3 cd10ca5250304cd9bc893106da7d441c',
  new_site_tokens: '0 d41d8cd98f00b204e9800998ecf8427e',
  offer_push_products: '19 2b1e8c0996d40188d86a8ac459732cad',
  offer_pushes: '2 161695fafccae0219afe787a4150c0a7',
  order_lines: '66 36de92c9136e9821ccc201d3f4ed33db',
  orders: '12 1d5f204febef604fea3eedd11b2a9db3',
  password_tokens: '0 d41d8cd98f00b204e9800998ecf8427e',
  posting_groups: '10 e3d21b2d94b65caf49ae66e66f0b9add',
  prices: '4800 912abadc59427be5fbfa4d58abfa3e76',
  product_campaign_products: '34 04fdf7f27b0f39c46fa57335f3c3f254',
  product_campaigns: '4 fc47d0d9fe7090fbfbcec7e86ca13d89',
  product_relations: '1613 c00d7b843ca3c4187cb9ea87f02e2f33',
  product_units: '2161 9f0313e0de6a9f2c6ab4a0287fde8358',
  products: '1200 2c6f252be208e1c5c80d040f1e79cb81',
  punch_out_buyers: '1 be7d9b48e3d6f292fad7e3ecffa73c46',
  punch_out_sessions: '0 d41d8cd98f00b204e9800998ecf8427e',
  punch_out_start_tokens: '0 d41d8cd98f00b204e9800998ecf8427e',
  purchase_history: '6357 784c9f1e4f5ab294f9e787ccd02aef42',
  recipe_ingredients: '313 e873cd55a42336954e46624f40af1298',
  recipe_products: '245 b98749f494c41ab960417ea8ad9ef7c2',
  recipe_tag_categories: '3 c3b1858df53719bd1d637ade13d0fdef',
  recipe_tag_links: '208 8f8564ad70b3ad4378b6598e7b3d1b22',
  recipe_tags: '16 1fc8cebfd53322c52978bff6e7727781',
  recipes: '50 16e05a2d665680dddbe2bb7c8c382ca5',
  recurring_notification_emails: '0 d41d8cd98f00b204e9800998ecf8427e',
  recurring_order_line_history: '3 656d8be6fecf2996e710da4edf69c3ad',
  recurring_order_lines: '3 964cff700e4286c93afcd06ff7c45687',
  recurring_order_pauses: '0 d41d8cd98f00b204e9800998ecf8427e',
  recurring_order_runs: '0 d41d8cd98f00b204e9800998ecf8427e',
  recurring_orders: '1 2019aa588f244573d3c18656558e3dbf',
  search_folding: '1 e4b00b4a65a415cf9ebaa9f83719c071',
  sessions: '0 d41d8cd98f00b204e9800998ecf8427e',
  shopping_list_lines: '4 e25a0cb8458759eaa48624c881e522ca',
  shopping_lists: '1 280074d0a188b6d6aee4c9a4fb2fab99',
  user_departments: '1 200971eb8adcac88ed3fb9a933a1c58b',
  username_requests: '0 d41d8cd98f00b204e9800998ecf8427e',
  users: '20 548936134b73c13992a5cbab13df0d3d',
  web_sample_claims: '0 d41d8cd98f00b204e9800998ecf8427e',
  web_samples: '6 c05162a2922094cea9dd03ec62e6bd80',
  "sequence account_requests_id_seq": '1 false',
  "sequence baskets_id_seq": '1 false',
  "sequence checkout_campaigns_id_seq": '6 true',
  "sequence dev_mailbox_id_seq": '1 false',
  "sequence event_log_id_seq": '1 false',
  "sequence expiry_offers_id_seq": '37 true',
  "sequence favorite_lists_id_seq": '2 true',
  "sequence featured_lists_id_seq": '3 true',
  "sequence lead_bookings_id_seq": '1 false',
  "sequence mail_outbox_id_seq": '1 false',
  "sequence offer_pushes_id_seq": '2 true',
  "sequence orders_id_seq": '700012 true',
  "sequence password_tokens_id_seq": '1 false',
  "sequence product_campaigns_id_seq": '4 true',
  "sequence punch_out_sessions_id_seq": '1 false',
  "sequence purchase_history_id_seq": '6357 true',
  "sequence recurring_notification_emails_id_seq": '1 false',
  "sequence recurring_order_line_history_id_seq": '3 true',
  "sequence recurring_order_pauses_id_seq": '1 false',
  "sequence recurring_orders_id_seq": '1 true',
  "sequence shopping_list_lines_id_seq": '4 true',
  "sequence shopping_lists_id_seq": '1 true',
  "sequence username_requests_id_seq": '1 false',
  "sequence users_id_seq": '20 true',
  "sequence web_samples_id_seq": '6 true',
};

describe('seeded data (issue 15 point 4: same rows, whatever the loading technique)', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb({ empty: true });
    await seedIfEmpty(testDb.db, { productCount: CHECKSUM_PRODUCTS, referenceDate: CHECKSUM_DAY });
  }, 600_000);
  afterAll(async () => {
    await testDb?.close();
  });

  it('matches the checksums of every table and sequence recorded before the bulk seeder', { timeout: 120_000 }, async () => {
    const sums = await seedChecksums(testDb.db);
    if (process.env.PRINT_SEED_CHECKSUMS) console.log(JSON.stringify(sums, null, 2));
    expect(sums).toEqual(EXPECTED);
  });

  it('leaves the indexes and constraints exactly as the migrations made them (the bulk load drops and rebuilds some)', async () => {
    const migrated = await createTestDb({ empty: true });
    try {
      const expected = await schemaShape(migrated.db);
      expect(expected.length).toBeGreaterThan(50);
      expect(await schemaShape(testDb.db)).toEqual(expected);
    } finally {
      await migrated.close();
    }
  }, 300_000);

  it('gives every demo account the one argon2 hash of the demo password', async () => {
    const r = await rowsOf<{ h: string; n: number | string }>(testDb.db, sql`select min(password_hash) as h, count(distinct password_hash) as n from users`);
    expect(Number(r[0]!.n)).toBe(1);
    expect(await verifyPassword(r[0]!.h, 'demo1234')).toBe(true);
  });
});
