// The demo recurring order (issue 6): kok@kantinen.dk's department gets one active weekly order with
// milk, bread and vegetables, so the recurring-orders page has something to show after a fresh seed.
// Deterministic: the products are the first orderable ones of three posting groups in the assortment.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { selectableDeliveryDates } from '../../core/rules/recurring-schedule.js';
import * as t from '../db/schema.js';
import { DEMO_DEPARTMENTS } from '../seed/demo-accounts.js';
import type { Catalogue } from '../seed/generate.js';
import type { Tx } from '../db/tx.js';

export const DEMO_RECURRING_DEPARTMENT = '1001';
const DEMO_GROUPS = ['Mejeri', 'Brød & bageri', 'Frugt & grønt'];

export interface DemoRecurringOrder {
  departmentCode: string;
  orderName: string;
  weekDays: number[];
  startDate: string;
  lines: { productId: string; unit: string; amount: string }[];
}

/**
 * The demo order starts on the first selectable delivery day after the reference date: the delivery
 * calendar's, not a fixed offset (shiftSeedDates computes it again when it moves a seed to another day).
 */
export function demoRecurringStartDate(deliveryWeekdays: readonly number[], referenceDate: string): string | null {
  return selectableDeliveryDates(referenceDate, deliveryWeekdays)[0] ?? null;
}

/** Null when the department has no delivery days or the catalogue lacks the groups (tiny test seeds). */
export function demoRecurringOrder(catalogue: Catalogue, deliveryWeekdays: readonly number[], referenceDate: string): DemoRecurringOrder | null {
  const startDate = demoRecurringStartDate(deliveryWeekdays, referenceDate);
  if (!startDate) return null;
  const inAssortment = new Set(catalogue.assortment.filter((a) => a.departmentCode === DEMO_RECURRING_DEPARTMENT).map((a) => a.productId));
  const withFoodInfo = new Set(catalogue.foodInfo.map((f) => f.productId));
  const lines: DemoRecurringOrder['lines'] = [];
  for (const groupName of DEMO_GROUPS) {
    const group = catalogue.postingGroups.find((g) => g.name === groupName);
    const product = catalogue.products
      .filter((p) => p.postingGroupId === group?.id && inAssortment.has(p.id))
      .filter((p) => p.discontinuedOn === null && !p.discontinuedByHq && (!p.foodInfoRequired || withFoodInfo.has(p.id)))
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .find((p) => catalogue.units.some((u) => u.productId === p.id && u.isDefault && !u.weighed));
    const unit = product && catalogue.units.find((u) => u.productId === product.id && u.isDefault);
    if (product && unit) lines.push({ productId: product.id, unit: unit.code, amount: '2.00' });
  }
  if (lines.length === 0) return null;
  const weekDays = [1, 3, 5].filter((d) => deliveryWeekdays.includes(d));
  return { departmentCode: DEMO_RECURRING_DEPARTMENT, orderName: 'Mælk, brød og grønt', weekDays: weekDays.length > 0 ? weekDays : [...deliveryWeekdays], startDate, lines };
}

/** Inserts the demo order (active, with its lines and their history) inside the seed's transaction. */
export async function seedDemoRecurringOrder(tx: Tx, catalogue: Catalogue, referenceDate: string): Promise<void> {
  const department = DEMO_DEPARTMENTS.find((d) => d.code === DEMO_RECURRING_DEPARTMENT);
  const [user] = await tx.select().from(t.users).where(eq(t.users.email, 'kok@kantinen.dk'));
  if (!department || !user) return;
  const demo = demoRecurringOrder(catalogue, department.deliveryWeekdays, referenceDate);
  if (!demo) return;
  const [order] = await tx.insert(t.recurringOrders).values({
    guid: randomUUID(),
    departmentCode: department.code,
    customerNo: department.customerNo,
    orderName: demo.orderName,
    active: true,
    frequencyType: 0,
    weekDays: demo.weekDays,
    recurringWeek: 1,
    startDate: demo.startDate,
    createdByUserId: user.id,
    editedByUserId: user.id,
  }).returning({ id: t.recurringOrders.id });
  const lines = demo.lines.map((l, i) => ({ orderId: order!.id, lineNo: i + 1, ...l }));
  await tx.insert(t.recurringOrderLines).values(lines);
  await tx.insert(t.recurringOrderLineHistory).values(lines.map((l) => ({ ...l, action: 'added', userId: user.id, userName: user.name })));
}
