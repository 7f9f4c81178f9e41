import { describe, expect, it } from 'vitest';
import { Origin } from '../schemas/cart.js';
import type { AddToCartItem } from '../schemas/cart.js';
import { alsoBoughtProductOf } from './also-bought.js';

const item = (patch: Partial<AddToCartItem> = {}): AddToCartItem => ({ origin: Origin.GallerySearch, amount: 1, productId: '100123', unit: 'STK', expiryProduct: false, ...patch });

describe('alsoBoughtProductOf: which adds get the toast link to "Andre købte også"', () => {
  it.each([
    ['a gallery card', [item()], '100123'],
    ['a list card', [item({ origin: Origin.ListSearch })], '100123'],
    ['the offer push', [item({ origin: Origin.OfferPush })], '100123'],
    ['the supplier carousel', [item({ origin: Origin.SupplierCarousel })], '100123'],
    ['the top-200 list', [item({ origin: Origin.Top200 })], '100123'],
    ['a public offer seen logged in', [item({ origin: Origin.PublicOffer })], '100123'],
    ['a focus brand page', [item({ origin: Origin.FocusBrand })], '100123'],
    ['an offer suggestion', [item({ origin: Origin.OfferSuggestion })], '100123'],
    ['a recurring order', [item({ origin: Origin.RecurringOrder })], null],
    ['the order history', [item({ origin: Origin.OrderHistory })], null],
    ['the details (the section is there)', [item({ origin: Origin.ProductDetails })], null],
    ['"Andre købte også" itself', [item({ origin: Origin.AdditionalSales })], null],
    ['an expiry offer', [item({ origin: Origin.ExpiryProduct, expiryProduct: true })], null],
    ['an expiry add with a card origin', [item({ expiryProduct: true })], null],
    ['a favourite list', [item({ origin: Origin.FavoriteList })], null],
    ['the quick order', [item({ origin: Origin.CsvSearch })], null],
    ['a checkout campaign', [item({ origin: Origin.CheckoutCampaign })], null],
    ['a web sample', [item({ origin: Origin.WebSample })], null],
    ['two products at once', [item(), item({ productId: '100124' })], null],
    ['nothing', [], null],
  ] as const)('%s', (_name, items, expected) => {
    expect(alsoBoughtProductOf(items)).toBe(expected);
  });
});
