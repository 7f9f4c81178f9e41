// The product details' selling sections (issue 18 point 4): "Andre købte også" and "Mere fra
// {supplier}" under the tabs. Its own chunk: widgets/product-details/loaded-details.tsx imports it on
// demand once a product is shown, so the details view (and the search page's budget) does not carry
// the carousel or these calls until a product is open.
import { AdditionalSalesView } from './additional-sales.js';
import { SupplierCarouselView } from './supplier-carousel.js';

export function DetailsSellingSections({ productId }: { productId: string }) {
  return (
    <div className="selling-sections">
      <AdditionalSalesView productId={productId} headingLevel={3} />
      <SupplierCarouselView productId={productId} headingLevel="3" />
    </div>
  );
}
