/**
 * "Mere fra {supplier}" (issue 18 point 4, §7 POST /api/product/randomfromsupplier): up to `take`
 * sellable products of the same supplier (§3 supplierName) as the product, from the user's
 * assortment, in the user's order of the day (a reload does not reshuffle). In the product details
 * (loaded on demand, details-sections.tsx) and as `<shop-supplier-carousel product-id>`. Adds carry
 * origin SupplierCarousel (11). Nothing without a session, for an unknown product, or when the
 * supplier has no other products here.
 */
import { Origin } from '../../core/index.js';
import { ApiRequestError } from '../../core/api/client.js';
import { fetchSupplierProducts } from '../../core/api/offers-selling.js';
import { DEFAULT_SUPPLIER_TAKE, MAX_SUPPLIER_TAKE } from '../../core/schemas/offers-selling.js';
import { daOffersSelling as t } from '../../core/texts/da-offers-selling.js';
import { ProductCarousel } from '../shared/product-carousel.js';
import { useCarouselProducts } from '../shared/use-carousel-products.js';

export interface SupplierCarouselProps {
  /** The product whose supplier is meant. */
  productId?: string;
  /** How many products, 1-20 (§7 take ≤ 20); default 10. */
  take?: string;
  /** "2" (default) or "3". */
  headingLevel?: string;
}

/** The take an attribute asks for, within 1-20; the default for anything else. */
export function supplierTake(raw: string | undefined): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= MAX_SUPPLIER_TAKE ? n : DEFAULT_SUPPLIER_TAKE;
}

const hiddenOn = (error: unknown) => error instanceof ApiRequestError && (error.status === 404 || error.status === 401 || error.status === 400);

export function SupplierCarouselView({ productId, take, headingLevel }: SupplierCarouselProps) {
  const id = productId && /^\d{1,12}$/.test(productId.trim()) ? productId.trim() : null;
  const count = supplierTake(take);
  const load = useCarouselProducts(id === null ? null : `${id}:${count}`, (key, signal) => fetchSupplierProducts(key.split(':')[0]!, count, signal), hiddenOn);
  if (load.status === 'hidden') return null;
  const supplier = load.data?.supplier;
  return (
    <ProductCarousel
      name="supplier"
      heading={supplier ? t.moreFrom(supplier) : t.moreFromSupplier}
      headingLevel={headingLevel === '3' ? 3 : 2}
      status={load.status}
      products={load.products}
      origin={Origin.SupplierCarousel}
      onRetry={load.retry}
      hideWhenEmpty
    />
  );
}
