// The details' related products (§3 r) and alternative product (§3 t) as the compact cards show them.
// Read from the wire here, in core (decision 002: widgets render, they do not read the wire format),
// without the full decoder: the details chunk stays small (see widgets/product-details/related-products.tsx).
import type { ProductRelations } from '../schemas/product-details.js';
import type { ProductWire } from '../schemas/product.js';
import type { UserSettings } from '../schemas/user.js';
import { detailsHrefFor } from './card-state.js';
import { unitPriceOre } from './units.js';

export interface RelatedCard {
  id: string;
  name: string;
  brand: string;
  /** The image path as the product carries it; the widget sizes it (productImageSrc). */
  img: string | null;
  /** The details link of the product ('' when unsafe). */
  href: string;
  /** The standard unit's code and its price in øre; null when prices are not shown (§6) or missing. */
  unitCode: string | null;
  priceOre: number | null;
  alternative: boolean;
}

function cardOf(wire: ProductWire, settings: Pick<UserSettings, 'showPrices'>, alternative: boolean): RelatedCard {
  const id = wire.i[0] ?? '';
  const unit = wire.u.find((u) => u.f) ?? wire.u[0];
  return {
    id,
    name: wire.d,
    brand: wire.b,
    img: wire.img ?? null,
    href: detailsHrefFor(id),
    unitCode: unit?.i ?? null,
    priceOre: settings.showPrices && unit ? unitPriceOre(wire.p, { factor: unit.n }) : null,
    alternative,
  };
}

/** The alternative first (when there is one), then the related products in the order the server sent. */
export function relatedCards(relations: Pick<ProductRelations, 'alternative' | 'related'> | null, settings: Pick<UserSettings, 'showPrices'>): RelatedCard[] {
  const cards: RelatedCard[] = [];
  if (relations?.alternative) cards.push(cardOf(relations.alternative, settings, true));
  for (const wire of relations?.related ?? []) cards.push(cardOf(wire, settings, false));
  return cards;
}
