// The customer's placed orders (issue 7 §4): newest first, scoped to the session's customer and
// department, so colleagues in one kitchen see each other's orders and nobody else does.
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Order, OrderHistory } from '../../core/schemas/order.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import type { AuthContext } from '../http/env.js';

function ownedBy(auth: AuthContext) {
  return and(eq(t.orders.customerNo, auth.department.customerNo), eq(t.orders.departmentCode, auth.department.code));
}

async function withLines(db: Db, auth: AuthContext, rows: (typeof t.orders.$inferSelect & { placedBy: string })[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  // Issue 20 point 6: whether the line's unit is weighed is read from the product's units now (the
  // order line keeps the unit code); a unit since removed counts as not weighed.
  const lines = await db
    .select({ ...getTableColumns(t.orderLines), weighed: t.productUnits.weighed })
    .from(t.orderLines)
    .leftJoin(t.productUnits, and(eq(t.productUnits.productId, t.orderLines.productId), eq(t.productUnits.code, t.orderLines.unit)))
    .where(inArray(t.orderLines.orderId, rows.map((r) => r.id)))
    .orderBy(t.orderLines.orderId, t.orderLines.lineNo);
  const showPrices = auth.user.showPrices;
  return rows.map((r) => ({
    orderNo: r.id,
    deliveryDate: r.deliveryDate,
    placedAt: r.placedAt.toISOString(),
    placedBy: r.placedBy,
    comment: r.comment,
    leaveUnattended: r.leaveUnattended,
    leaveUnattendedComment: r.leaveUnattendedComment,
    totalOre: showPrices ? r.totalOre : null,
    depositTotalOre: showPrices ? r.depositOre : null,
    lines: lines
      .filter((l) => l.orderId === r.id)
      .map((l) => ({
        lineNo: l.lineNo,
        productId: l.productId,
        name: l.name,
        brand: l.brand,
        unit: l.unit,
        amount: Number(l.amount),
        unitPriceOre: showPrices ? l.unitPriceOre : null,
        lineTotalOre: showPrices ? l.lineTotalOre : null,
        depositOre: showPrices ? l.depositOre : null,
        weighed: l.weighed === true,
      })),
  }));
}

const orderColumns = getTableColumns(t.orders);

export async function orderById(db: Db, auth: AuthContext, orderNo: number): Promise<Order | null> {
  const rows = await db
    .select({ ...orderColumns, placedBy: t.users.name })
    .from(t.orders)
    .innerJoin(t.users, eq(t.users.id, t.orders.userId))
    .where(and(ownedBy(auth), eq(t.orders.id, orderNo)));
  return (await withLines(db, auth, rows))[0] ?? null;
}

export async function orderHistory(db: Db, auth: AuthContext, take: number, skip: number): Promise<OrderHistory> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(t.orders).where(ownedBy(auth));
  const rows = await db
    .select({ ...orderColumns, placedBy: t.users.name })
    .from(t.orders)
    .innerJoin(t.users, eq(t.users.id, t.orders.userId))
    .where(ownedBy(auth))
    .orderBy(desc(t.orders.placedAt), desc(t.orders.id))
    .limit(take)
    .offset(skip);
  return { orders: await withLines(db, auth, rows), total: count?.n ?? 0 };
}
