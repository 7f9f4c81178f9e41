// Issue 14 §6: two server processes on one PostgreSQL behind a real load balancer (haproxy, round
// robin) behave as one server: sessions, login throttling, PIN lock-outs, idempotency keys, the
// recurring-order job (each order day exactly once) and catalogue changes. Both processes start at the
// same moment on an empty database, so migrations and the seed must also run exactly once.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReviewBasketSchema } from '../core/schemas/basket-review.js';
import { FavoriteListSchema } from '../core/schemas/favorite-list.js';
import { OrderHistorySchema, OrderSchema } from '../core/schemas/order.js';
import { ProductWireSchema, SearchResultSchema } from '../core/schemas/index.js';
import { decodeProduct } from '../core/schemas/product-decode.js';
import { createPgCluster, type PgCluster } from './test-support/pg-cluster.js';
import { loginOver, postLogin, userOn, type HttpUser } from './test-support/http-client.js';
import { startLoadBalancer, type LoadBalancer } from './test-support/load-balancer.js';
import { startServer, type ServerProcess } from './test-support/server-process.js';

let cluster: PgCluster;
let servers: ServerProcess[] = [];
let lb: LoadBalancer;
let sql: pg.Pool;

beforeAll(async () => {
  cluster = await createPgCluster();
  // The job runs every second in both processes: they race for every order day.
  const env = { DATABASE_URL: cluster.url, RECURRING_ORDERS_INTERVAL_MS: '1000' };
  servers = await Promise.all([startServer(env), startServer(env)]);
  lb = await startLoadBalancer(servers.map((s, i) => ({ name: `api${i + 1}`, origin: s.origin })));
  sql = new pg.Pool({ connectionString: cluster.url, max: 2 });
}, 240_000);

afterAll(async () => {
  lb?.stop();
  await Promise.all(servers.map((s) => s.kill('SIGKILL')));
  await sql?.end();
  cluster?.destroy();
});

const servedBy = (a: { headers: Headers }) => a.headers.get('X-Served-By');

describe('two servers behind a load balancer behave as one (issue 14 §6)', () => {
  it('started together on an empty database: migrated and seeded once', async () => {
    const { rows } = await sql.query<{ n: string }>('select count(*) as n from users where email = $1', ['kok@kantinen.dk']);
    expect(Number(rows[0]!.n)).toBe(1);
    const products = await sql.query<{ n: string }>('select count(*) as n from products');
    expect(Number(products.rows[0]!.n)).toBe(400);
  });

  it('a session started on one process is valid on the other; requests alternate', async () => {
    const kok = await loginOver(lb.origin, 'kok@kantinen.dk');
    const answers = await Promise.all(Array.from({ length: 3 }, () => null).flatMap(() => [kok.call('GET', '/api/order/revieworder'), kok.call('GET', '/api/order/revieworder')]));
    for (const a of answers) expect(a.status).toBe(200);
    expect(new Set(answers.map(servedBy))).toEqual(new Set(['api1', 'api2']));
    // And directly on each process, without the balancer.
    for (const s of servers) expect((await userOn(s.origin, kok.email, kok.cookie).call('GET', '/api/order/revieworder')).status).toBe(200);
  });

  it('login throttling counts failures from both processes', async () => {
    const email = 'souschef@kantinen.dk';
    const seen = new Set<string | null>();
    for (let i = 1; i <= 5; i++) {
      const res = await postLogin(lb.origin, email, `forkert${i}`);
      expect(res.status, `attempt ${i}`).toBe(401);
      seen.add(res.headers.get('X-Served-By'));
    }
    expect(seen.size).toBe(2);
    // Locked now on both, even with the right password.
    for (const s of servers) expect((await postLogin(s.origin, email)).status).toBe(429);
    await sql.query('update users set failed_login_count = 0, locked_until = null where email = $1', [email]);
  });

  it('a PIN lock-out holds on both processes', async () => {
    const owner = await loginOver(lb.origin, 'indkob@storkoekken.dk');
    const created = await owner.call('POST', '/api/favoritelists', { listName: 'Låst liste', shared: true });
    expect(created.status).toBe(201);
    const list = FavoriteListSchema.parse(created.json);
    expect((await owner.call('POST', '/api/favoritelists/setpin', { favoritelistId: list.i, pin: '4711' })).status).toBe(200);
    const guesses = [];
    for (let i = 0; i < 5; i++) guesses.push(await owner.call('POST', '/api/favoritelists/verifypin', { favoritelistId: list.i, pin: `000${i}` }));
    expect(guesses.slice(0, 4).map((g) => g.status)).toEqual([403, 403, 403, 403]);
    expect(guesses[4]!.status).toBe(429);
    expect(new Set(guesses.map(servedBy)).size).toBe(2);
    // The right PIN is refused on either process while locked out.
    for (const s of servers) expect((await userOn(s.origin, owner.email, owner.cookie).call('POST', '/api/favoritelists/verifypin', { favoritelistId: list.i, pin: '4711' })).status).toBe(429);
  });

  it('an idempotency key replays the first answer on the other process: one order', async () => {
    const ff = await loginOver(lb.origin, 'kok@ffkunde.dk');
    const product = await firstOrderable(ff);
    expect((await ff.call('POST', '/api/order/addtoorder', [{ origin: 1, productId: product.id, unit: product.unit, amount: 2, expiryProduct: false }])).status).toBe(200);
    const basket = ReviewBasketSchema.parse((await ff.call('GET', '/api/order/revieworder')).json);
    const key = 'two-servers-0001';
    const [a, b] = servers.map((s) => userOn(s.origin, ff.email, ff.cookie));
    const first = await a!.call('POST', '/api/order/complete', { deliveryDate: basket.deliveryDate }, { 'Idempotency-Key': key });
    const retry = await b!.call('POST', '/api/order/complete', { deliveryDate: basket.deliveryDate }, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(OrderSchema.parse(retry.json).orderNo).toBe(OrderSchema.parse(first.json).orderNo);
    const history = OrderHistorySchema.parse((await ff.call('GET', '/api/order/history')).json);
    expect(history.orders.filter((o) => o.orderNo === OrderSchema.parse(first.json).orderNo)).toHaveLength(1);
    expect(history.total).toBe(1);
  });

  it('a catalogue change reaches both processes', async () => {
    const kok = await loginOver(lb.origin, 'kok@kantinen.dk');
    const etags = async () => Promise.all(servers.map(async (s) => (await userOn(s.origin, kok.email, kok.cookie).call('GET', '/api/product/catalogue')).headers.get('ETag')));
    const before = await etags();
    expect(before[0]).toBe(before[1]);
    // A price change as an import would make it: the data, then the revision (catalogue-revision.ts).
    await sql.query(`update prices set price_ore = price_ore + 100 where product_id = (select product_id from assortment where department_code = '1001' order by product_id limit 1)`);
    await sql.query(`insert into catalogue_revisions (department_code, revision) values ('*', 1) on conflict (department_code) do update set revision = catalogue_revisions.revision + 1, updated_at = now()`);
    const after = await etags();
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).toBe(after[0]);
  });

  it('the recurring-order job places each order day once although both processes run it', async () => {
    // The demo order, made due now: active, every delivery weekday of its department, from today, nothing
    // frozen. Its order days of the next five working days are then due (core/rules/recurring-placement.ts).
    const updated = await sql.query(
      `update recurring_orders o set active = true, start_date = (now() at time zone 'Europe/Copenhagen')::date, end_date = null,
         frozen_until = null, frozen_days = '{}', week_days = d.delivery_weekdays, version = version + 1
       from departments d where d.code = o.department_code returning o.id`,
    );
    expect(updated.rowCount).toBeGreaterThan(0);
    // Both processes run the job every second: let them race a few times.
    let runs = await sql.query<{ order_id: number; order_day: string; placed_lines: number }>('select order_id, order_day::text, placed_lines from recurring_order_runs');
    for (let i = 0; i < 50 && runs.rows.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 200));
      runs = await sql.query('select order_id, order_day::text, placed_lines from recurring_order_runs');
    }
    await new Promise((r) => setTimeout(r, 3000));
    runs = await sql.query('select order_id, order_day::text, placed_lines from recurring_order_runs');
    expect(runs.rows.length).toBeGreaterThan(0);
    const placed = runs.rows.reduce((s, r) => s + r.placed_lines, 0);
    expect(placed).toBeGreaterThan(0);
    // Each placed line is in its basket once, with the order's amount (a second placement would have
    // added a second line or doubled the amount).
    const lines = await sql.query<{ n: string; wrong: string }>(
      `select count(*) as n, count(*) filter (where bl.amount <> rl.amount) as wrong
         from basket_lines bl join baskets b on b.id = bl.basket_id
         join recurring_order_lines rl on rl.product_id = bl.product_id and rl.unit = bl.unit
        where bl.origin = 32`,
    );
    expect(Number(lines.rows[0]!.n)).toBe(placed);
    expect(Number(lines.rows[0]!.wrong)).toBe(0);
    console.log(`two servers: ${runs.rows.length} recurring order days placed (${placed} lines), each once, by 2 processes running the job every second`);
  });
});

async function firstOrderable(user: HttpUser): Promise<{ id: string; unit: string }> {
  const res = await user.call('POST', '/api/product/search', { payload: { text: 'mælk' }, take: 40 });
  for (const wire of SearchResultSchema.parse(res.json).products) {
    const p = decodeProduct(ProductWireSchema.parse(wire));
    const unit = p.units.find((u) => u.isDefault && !u.weighed);
    if (unit && (p.priceOre ?? 0) > 0) return { id: p.id, unit: unit.code };
  }
  throw new Error('no orderable product');
}
