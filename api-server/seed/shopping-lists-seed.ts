// Issue 22 point 4's demo data: one SENT shopping list of kok@incokunde.dk (cart type 1, department 3001),
// sent three days before the reference date, so the shopping-list page shows history beside the current
// list. Deterministic: the first four products of the department's assortment with a default unit that
// is not weighed. The current list is not seeded: GET /api/shoppinglists/null creates it.
import { and, eq } from 'drizzle-orm';
import * as t from '../db/schema.js';
import type { Tx } from '../db/tx.js';
import type { Catalogue } from './generate.js';

export const DEMO_SHOPPING_LIST_USER = 'kok@incokunde.dk';
const DEMO_SHOPPING_LIST_DEPARTMENT = '3001';
const SENT_DAYS_BEFORE = 3;

export async function seedShoppingLists(tx: Tx, catalogue: Catalogue, referenceDate: string): Promise<void> {
  const [user] = await tx
    .select({ id: t.users.id })
    .from(t.users)
    .where(and(eq(t.users.email, DEMO_SHOPPING_LIST_USER), eq(t.users.departmentCode, DEMO_SHOPPING_LIST_DEPARTMENT)));
  if (!user) return;
  const inAssortment = new Set(catalogue.assortment.filter((a) => a.departmentCode === DEMO_SHOPPING_LIST_DEPARTMENT).map((a) => a.productId));
  // The first default, unweighed unit of each product, found in one pass (issue 15 point 4: a units.find
  // per product scanned 45,000 units 20,000 times, a minute of a 25,000-product cold start).
  const defaultUnit = new Map<string, (typeof catalogue.units)[number]>();
  for (const u of catalogue.units) if (u.isDefault && !u.weighed && !defaultUnit.has(u.productId)) defaultUnit.set(u.productId, u);
  const picked = catalogue.products
    .filter((p) => inAssortment.has(p.id) && p.discontinuedOn === null)
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .map((p) => ({ product: p, unit: defaultUnit.get(p.id) }))
    .filter((x) => x.unit !== undefined)
    .slice(0, 4);
  if (picked.length === 0) return;
  // 09:30 Copenhagen summer time on the day, three days before the reference date.
  const sentAt = new Date(`${referenceDate}T07:30:00Z`);
  sentAt.setUTCDate(sentAt.getUTCDate() - SENT_DAYS_BEFORE);
  const createdAt = new Date(sentAt.getTime() - 2 * 60 * 60 * 1000);
  const [list] = await tx
    .insert(t.shoppingLists)
    .values({ userId: user.id, departmentCode: DEMO_SHOPPING_LIST_DEPARTMENT, name: 'Ugens indkøb', comment: 'Til fredagens frokost', createdAt, updatedAt: sentAt, sentAt })
    .returning({ id: t.shoppingLists.id });
  await tx.insert(t.shoppingListLines).values(picked.map((x, i) => ({
    listId: list!.id,
    productId: x.product.id,
    unit: x.unit!.code,
    amount: (i + 2).toFixed(2),
    origin: 0,
    createdAt,
  })));
}
