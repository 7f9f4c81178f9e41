// What a product card shows for the unit it is in (§4 units and expiry view, §6 permissions, §9
// prices and deposit): one pure function, so the card only renders and each rule is table-tested.
import type { Product, Unit } from '../schemas/product.js';
import type { UserSettings } from '../schemas/user.js';
import type { CardTypeTraits, ExpiryView } from './card-state.js';
import { co2ePerUnit, referencePriceText } from './card-state.js';
import type { CardBlockReason } from './permissions.js';
import { canAddToCart, canSeePrices, showCo2 } from './permissions.js';
import { unitPriceOre } from './units.js';

export interface CardFiguresInput {
  /** The unit the user picked (or the card's default); the expiry view uses the offer's instead. */
  regularUnit: Unit;
  /** The product's expiry offer, shown when `expiry`. */
  offer: ExpiryView | null;
  expiry: boolean;
  settings: Pick<UserSettings, 'showPrices' | 'allowOrdering' | 'hideCo2'>;
  traits: Pick<CardTypeTraits, 'showsPrice' | 'compact'>;
  blockReason: CardBlockReason;
}

export interface CardFigures {
  /** The unit amounts are typed in and prices are per. */
  unit: Unit;
  /** The regular price of `unit`: 'Normalpris' in the expiry view compares per expiry unit. */
  normalPriceOre: number | null;
  priceOre: number | null;
  /** §9: prices exclude the deposit, which shows apart, per chosen unit (a crate holds many bottles). */
  depositOre: number;
  /** Prices may show at all (permission and card type); `showPrice` also needs a price. */
  pricesShown: boolean;
  showPrice: boolean;
  /** The add button works: ordering allowed, a price (unless hidden or a free sample), no block. */
  addAllowed: boolean;
  /** The price per reference unit, not in the expiry view (its price is per expiry unit). */
  refPrice: string | null;
  co2: number | null;
  /** Not on compact cards, not for hideCo2, not when it rounds to '0,00'. */
  co2Shown: boolean;
  /** The CO2 tax per unit: a price component the server sends only for the configured price groups. */
  co2TaxOre: number | null;
}

export function cardFigures(
  product: Pick<Product, 'priceOre' | 'depositOre' | 'co2e' | 'co2TaxOre' | 'refPriceOre' | 'refUnit'>,
  { regularUnit, offer, expiry, settings, traits, blockReason }: CardFiguresInput,
): CardFigures {
  const inExpiry = expiry && offer !== null;
  const unit = inExpiry ? offer.unit : regularUnit;
  const normalPriceOre = unitPriceOre(product.priceOre, unit);
  const priceOre = inExpiry ? offer.priceOre : normalPriceOre;
  const pricesShown = canSeePrices(settings) && traits.showsPrice;
  // A web sample shows no price, so its price cannot block adding (§6 "or prices hidden").
  const addSettings = traits.showsPrice ? settings : { ...settings, showPrices: false };
  const co2 = co2ePerUnit(product.co2e, unit);
  return {
    unit,
    normalPriceOre,
    priceOre,
    depositOre: unitPriceOre(product.depositOre, unit) ?? 0,
    pricesShown,
    showPrice: pricesShown && priceOre !== null,
    addAllowed: canAddToCart(addSettings, priceOre) && blockReason === null,
    refPrice: pricesShown && !inExpiry ? referencePriceText(product) : null,
    co2,
    co2Shown: !traits.compact && co2 !== null && showCo2(settings, co2),
    co2TaxOre: unitPriceOre(product.co2TaxOre, unit),
  };
}
