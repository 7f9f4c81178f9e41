import { map } from 'nanostores';

/** Where the widgets find the API and the shop's pages. Set once by the loader or the host page. */
export interface ShopConfig {
  /** Origin + path prefix of the API, '' for same origin. */
  apiBase: string;
  /** Sent as X-Culture (§7). */
  culture: string;
  basketUrl: string;
  searchUrl: string;
  loginUrl: string;
  /** §8 missing food info: the card's contact-your-department link. */
  departmentContactUrl: string;
  /** The catalogue worker script; '' means next to the bundle (dist/catalogue-worker.js). */
  workerUrl: string;
  /** Issue 17 §3: the recipe service (RECIPE_SERVICE_URL); '' means `${apiBase}/recipe-service`. */
  recipeServiceUrl: string;
  /** Issue 22 point 4: the shopping-list page (cart type 1 adds link there). */
  shoppingListUrl: string;
}

/** The configuration before the loader or a host page sets anything. */
export const DEFAULT_SHOP_CONFIG: Readonly<ShopConfig> = {
  apiBase: '',
  culture: 'da-DK',
  basketUrl: '/kurv',
  searchUrl: '/soeg',
  loginUrl: '/',
  departmentContactUrl: '/kontakt',
  workerUrl: '',
  recipeServiceUrl: '',
  shoppingListUrl: '/indkoebsliste',
};

export const $shopConfig = map<ShopConfig>({ ...DEFAULT_SHOP_CONFIG });

export function configureShop(patch: Partial<ShopConfig>): void {
  for (const [key, value] of Object.entries(patch)) {
    if (typeof value === 'string') $shopConfig.setKey(key as keyof ShopConfig, value);
  }
}
