// Fixtures of <shop-focus-brand> (issue 18 point 3): a dairy brand with a focus product and two more
// products, and the overview of three brands. Shared by the component test and the stories.
import { decodeProduct, type ProductWire } from '../../core/index.js';
import type { FocusBrand, FocusBrandPage } from '../../core/schemas/focus.js';
import type { FocusBrandState } from '../../core/stores/focus-brand.js';
import { $focusBrand } from '../../core/stores/focus-brand.js';
import { milkWire, offerWire, salmonWire } from '../shared/fixtures/index.js';

const logo = (slug: string) => `/images/brands/${slug}/logo.svg`;
const thumb = (slug: string) => `/images/brands/${slug}/thumb.svg`;

export const fixtureBrand: FocusBrand = {
  slug: 'thise',
  name: 'Thise',
  logo: logo('thise'),
  thumb: thumb('thise'),
  text: 'Thise er mejeriet bag mælk, fløde, yoghurt og smør i faste kvaliteter, leveret køligt hver uge.',
  productCount: 3,
};

const brandX = { focusBrand: { n: fixtureBrand.name, l: fixtureBrand.logo } };

/** A focus product (§3 x.focus): 12 on stock, ordered in STK although KRT is the flagged default. */
export const focusMilkWire: ProductWire = {
  ...milkWire,
  b: 'Thise',
  x: { ...milkWire.x, ...brandX, focus: { i: '9100123', u: 'STK', s: 12 } },
};

export const fixtureBrandWires: ProductWire[] = [
  focusMilkWire,
  { ...offerWire, b: 'Thise', x: { ...offerWire.x, ...brandX } },
  { ...salmonWire, i: ['100901', 'A-901', ''], d: 'Skyr naturel 1 kg', b: 'Thise', x: { storageCool: true, ...brandX } },
];

/** The page as the API answers it: the products decoded for the cards (core decodeProduct, on the server). */
export const fixtureBrandPage = (wires: ProductWire[] | null = fixtureBrandWires): FocusBrandPage => ({
  brand: { ...fixtureBrand, productCount: wires?.length ?? null },
  products: wires === null ? null : wires.map(decodeProduct),
});

export const fixtureBrands: FocusBrand[] = [
  fixtureBrand,
  { slug: 'merrild', name: 'Merrild', logo: logo('merrild'), thumb: thumb('merrild'), text: 'Merrild rister kaffe til kantiner.', productCount: 15 },
  { slug: 'glyngøre', name: 'Glyngøre', logo: logo('glyng%C3%B8re'), thumb: thumb('glyng%C3%B8re'), text: 'Glyngøre leverer fisk og skaldyr.', productCount: 0 },
];

/** The store as if `page` had been loaded for the brand (stories and tests: nothing is fetched). */
export function setBrandState(patch: Partial<FocusBrandState>, page: FocusBrandPage | null = fixtureBrandPage()): void {
  $focusBrand.set({
    slug: fixtureBrand.slug,
    status: 'ready',
    brand: page?.brand ?? null,
    products: page?.products ?? null,
    brands: [],
    loadedFor: null,
    ...patch,
  });
}

