import { describe, expect, it } from 'vitest';
import {
  AddProductRequestSchema,
  CreateFavoriteListRequestSchema,
  FavoriteListDetailSchema,
  NO_CHECKOUT_ID,
  PinRequestSchema,
  SortOrderRequestSchema,
  UpdateFavoriteListRequestSchema,
} from './favorite-list.js';

describe('favourite-list wire schemas (§3)', () => {
  it('fills the add-product defaults: checkoutId -1 (§3)', () => {
    expect(AddProductRequestSchema.parse({ id: 7, productId: '100123' })).toEqual({ id: 7, productId: '100123', checkoutId: NO_CHECKOUT_ID });
    expect(NO_CHECKOUT_ID).toBe(-1);
  });

  it('creates unshared lists unless asked; from/to are optional', () => {
    expect(CreateFavoriteListRequestSchema.parse({ listName: 'Mandag' })).toEqual({ listName: 'Mandag', shared: false, sharedWithChains: false });
    expect(CreateFavoriteListRequestSchema.safeParse({ listName: 'x', from: '2025-13-01' }).success).toBe(false);
  });

  it.each([
    [{ id: 0, productId: '1' }],
    [{ id: 1.5, productId: '1' }],
    [{ id: 1, productId: 'abc' }],
    [{ id: 1, productId: '1', stdUnit: '' }],
    [{ id: '1', productId: '1' }],
  ])('refuses %j', (body) => expect(AddProductRequestSchema.safeParse(body).success).toBe(false));

  it('takes the PIN payload as favoritelistId and pin', () => {
    expect(PinRequestSchema.safeParse({ favoritelistId: 3, pin: '1234' }).success).toBe(true);
    expect(PinRequestSchema.safeParse({ id: 3, pin: '1234' }).success).toBe(false);
  });

  it('limits own priorities to 1-999 or null', () => {
    const ok = SortOrderRequestSchema.safeParse({ id: 1, priorities: [{ productId: '1', ownPriority: 999 }, { productId: '2', ownPriority: null }] });
    expect(ok.success).toBe(true);
    expect(SortOrderRequestSchema.safeParse({ id: 1, priorities: [{ productId: '1', ownPriority: 0 }] }).success).toBe(false);
    expect(SortOrderRequestSchema.safeParse({ id: 1, priorities: [{ productId: '1', ownPriority: 1000 }] }).success).toBe(false);
  });

  it('leaves fields of an update out when not sent', () => {
    expect(UpdateFavoriteListRequestSchema.parse({ id: 2, shared: true })).toEqual({ id: 2, shared: true });
  });

  it('never has a field for the PIN hash in a response', () => {
    expect(Object.keys(FavoriteListDetailSchema.shape).some((k) => /pin|hash/i.test(k))).toBe(false);
  });
});
