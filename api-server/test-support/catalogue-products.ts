// Catalogue products straight from the seed generator, without a database: what the catalogue endpoint
// would send for one department (same mapper, toProductWire), for codec tests and measurements.
import { type Product } from '../../core/index.js';
import { decodeProduct } from '../../core/schemas/product-decode.js';
import { toProductWire, type ProductWireInput } from '../catalogue/wire.js';
import { generateCatalogue } from '../seed/generate.js';

export interface GeneratedProductsOptions {
  departmentCode?: string;
  priceGroup?: string;
  today?: string;
  showPrices?: boolean;
  hideCo2?: boolean;
}

export function generatedProducts(count: number, options: GeneratedProductsOptions = {}): Product[] {
  const { departmentCode = '1001', priceGroup = 'PG1', today = '2025-06-04', showPrices = true, hideCo2 = false } = options;
  const catalogue = generateCatalogue({ productCount: count, referenceDate: today });
  const products = new Map(catalogue.products.map((p) => [p.id, p]));
  const groups = new Map(catalogue.postingGroups.map((g) => [g.id, g.name]));
  const prices = new Map(catalogue.prices.filter((p) => p.priceGroup === priceGroup).map((p) => [p.productId, p]));
  const withFoodInfo = new Set(catalogue.foodInfo.map((f) => f.productId));
  const expiry = new Map(catalogue.expiryOffers.map((e, i) => [e.productId, { ...e, id: i + 1 }]));
  const units = new Map<string, ProductWireInput['units']>();
  for (const u of catalogue.units) {
    const list = units.get(u.productId) ?? [];
    list.push(u);
    units.set(u.productId, list);
  }
  return catalogue.assortment
    .filter((a) => a.departmentCode === departmentCode)
    .map((a) => {
      const p = products.get(a.productId)!;
      const input: ProductWireInput = {
        product: { ...p, extendedDescription: null, alternativeProductId: null, focusBrand: null },
        groupName: groups.get(p.postingGroupId)!,
        customerProductNumber: a.customerProductNumber,
        price: prices.get(p.id) ?? null,
        units: units.get(p.id) ?? [],
        expiry: expiry.get(p.id) ?? null,
        hasFoodInfo: withFoodInfo.has(p.id),
        focusBrand: null,
      };
      return decodeProduct(toProductWire(input, { showPrices, hideCo2, today }));
    });
}
