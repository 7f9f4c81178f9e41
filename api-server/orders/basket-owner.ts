// Whose basket (issue 19 point 3): the user and the department it orders for. A user of several
// customers (login2) has one basket per department and delivery date, so a line put in for one customer
// is never ordered for the other. The department is always the session's (AuthContext.department).
import { and, eq } from 'drizzle-orm';
import * as t from '../db/schema.js';
import type { AuthContext } from '../http/env.js';

export interface BasketOwner {
  userId: number;
  departmentCode: string;
}

export const basketOwnerOf = (auth: Pick<AuthContext, 'user' | 'department'>): BasketOwner => ({ userId: auth.user.id, departmentCode: auth.department.code });

/** The WHERE clause of one owner's basket of one delivery date. */
export function isBasketOf(owner: BasketOwner, deliveryDate: string) {
  return and(eq(t.baskets.userId, owner.userId), eq(t.baskets.departmentCode, owner.departmentCode), eq(t.baskets.deliveryDate, deliveryDate));
}
