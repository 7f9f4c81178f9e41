/**
 * "Andre købte også" (issue 18 point 4, §7 GET /api/product/additionalsales/{id}): what other kitchens
 * bought on the same orders as the product (or, without such orders, its related products or its
 * posting group), within the user's assortment, top 10. In the product details, loaded on demand
 * (details-sections.tsx); after an add from a card the add toast links to the details (core/rules/
 * also-bought.ts). Adds carry origin AdditionalSales (10). Nothing when there is nothing to show.
 */
import { Origin } from '../../core/index.js';
import { ApiRequestError } from '../../core/api/client.js';
import { fetchAdditionalSales } from '../../core/api/offers-selling.js';
import { daOffersSelling as t } from '../../core/texts/da-offers-selling.js';
import { ProductCarousel } from '../shared/product-carousel.js';
import { useCarouselProducts } from '../shared/use-carousel-products.js';

const hiddenOn = (error: unknown) => error instanceof ApiRequestError && (error.status === 404 || error.status === 401 || error.status === 400);

export function AdditionalSalesView({ productId, headingLevel = 3 }: { productId: string; headingLevel?: 2 | 3 }) {
  const load = useCarouselProducts(productId, fetchAdditionalSales, hiddenOn);
  if (load.status === 'hidden') return null;
  return (
    <ProductCarousel
      name="additional-sales"
      heading={t.alsoBought}
      headingLevel={headingLevel}
      status={load.status}
      products={load.products}
      origin={Origin.AdditionalSales}
      onRetry={load.retry}
      hideWhenEmpty
    />
  );
}
