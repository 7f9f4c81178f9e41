// GENERATED from the widgets' doc comments by scripts/generate-manifest.ts: do not edit by hand.
/**
 * This type can be used to create scoped tags for your components.
 *
 * Usage:
 *
 * ```ts
 * import type { ScopedElements } from "path/to/library/jsx-integration";
 *
 * declare module "my-library" {
 *   namespace JSX {
 *     interface IntrinsicElements
 *       extends ScopedElements<'test-', ''> {}
 *   }
 * }
 * ```
 *
 */
export type ScopedElements<Prefix extends string = "", Suffix extends string = ""> = {
  [Key in keyof CustomElements as `${Prefix}${Key}${Suffix}`]: CustomElements[Key];
};

type BaseProps = {
  /** Content added between the opening and closing tags of the element */
  children?: any;
  /** Used for declaratively styling one or more elements using CSS (Cascading Stylesheets) */
  class?: string;
  /** Used for declaratively styling one or more elements using CSS (Cascading Stylesheets) */
  className?: string;
  /** Takes an object where the key is the class name(s) and the value is a boolean expression. When true, the class is applied, and when false, it is removed. */
  classList?: Record<string, boolean | undefined>;
  /** Specifies the text direction of the element. */
  dir?: "ltr" | "rtl";
  /** Contains a space-separated list of the part names of the element that should be exposed on the host element. */
  exportparts?: string;
  /** For <label> and <output>, lets you associate the label with some control. */
  htmlFor?: string;
  /** Specifies whether the element should be hidden. */
  hidden?: boolean | string;
  /** A unique identifier for the element. */
  id?: string;
  /** Keys tell React which array item each component corresponds to */
  key?: string | number;
  /** Specifies the language of the element. */
  lang?: string;
  /** Contains a space-separated list of the part names of the element. Part names allows CSS to select and style specific elements in a shadow tree via the ::part pseudo-element. */
  part?: string;
  /** Use the ref attribute with a variable to assign a DOM element to the variable once the element is rendered. */
  ref?: unknown | ((e: unknown) => void);
  /** Adds a reference for a custom element slot */
  slot?: string;
  /** Prop for setting inline styles */
  style?: Record<string, string | number>;
  /** Overrides the default Tab button behavior. Avoid using values other than -1 and 0. */
  tabIndex?: number;
  /** Specifies the tooltip text for the element. */
  title?: string;
  /** Passing 'no' excludes the element content from being translated. */
  translate?: "yes" | "no";
};

type BaseEvents = {};

export type ShopLoginElementProps = {
  /** Optional: after a successful login, navigate here (a same-site path). Without it, the form returns the user to `?returnUrl=` (set by `<shop-session-expired>`), or stays on the page. */
  "redirect-url"?: string;

  /** After a successful login (the last step); `detail.username` is the e-mail address. Bubbles, composed. */
  onlogin?: (e: CustomEvent<{ username: string }>) => void;
};

export type ShopSearchBarElementProps = {
  /** Optional: the search page; default the loader's `data-search-url` or '/soeg'. Submitting goes to `{search-url}?search=…`, a suggestion to `{search-url}?group=…&search=…`. */
  "search-url"?: string;
  /** Optional: accessible name of the search landmark, default 'Varesøgning'; give a second search bar on the same page its own name. */
  label?: string;

  /** On window, not the element: on the search page it wrote the phrase (or a chosen suggestion) into the URL with the History API instead of loading a page. A plain `Event`, no detail. Does not bubble, not composed. */
  "onshop:locationchange"?: (e: CustomEvent<undefined>) => void;
};

export type ShopProductListElementProps = {
  /** The phrase. */
  search?: string;
  /** A posting group id (with `search`). */
  group?: string;
  /** A favourite list's id. */
  "favorite-list"?: string;
  /** An editor-curated list's id. */
  "featured-list"?: string;
  /** `top200="true"`: the customer's 200 most bought. */
  top200?: string;
  /** `outlet="true"`: near-expiry and outlet products. */
  outlet?: string;
  /** A sorting code (0 own priority, 1 relevance, 2 group, 3 name A-Å, 4 name Å-A, 5 unit price, 6 price ascending, 7 price descending). */
  sorting?: number;
  /** `gallery` (default) or `list`; a user's own choice (remembered) wins. */
  view?: string;
  /** Issue 20 point 2: where "Allergenoversigt" in a favourite list's toolbar leads, `{id}` replaced by the list's id (without `{id}`, `favoritelist=<id>` is added); default `/favoritlister/allergener?favoritelist={id}`. */
  "allergen-overview-url"?: string;

  /** On window, not the element: the search page wrote a change (sorting, view, filters, phrase) into the URL with the History API. A plain `Event`, no detail. Does not bubble, not composed. */
  "onshop:locationchange"?: (e: CustomEvent<undefined>) => void;
};

export type ShopMiniBasketElementProps = {
  /** Optional: the basket page; default the loader's `data-basket-url` or '/kurv'. */
  "basket-url"?: string;
};

export type ShopToastsElementProps = {};

export type ShopSessionExpiredElementProps = {
  /** Optional: where 'Log ind' goes; default the loader's `data-login-url` or '/'. */
  "login-url"?: string;
};

export type ShopCatalogueErrorElementProps = {};

export type ShopDeliveryDateElementProps = {};

export type ShopBasketElementProps = {
  /** Optional: the order history page linked from the confirmation; default '/ordrer'. */
  "history-url"?: string;

  /** On window, not the element: it removed `?leveringsdato=` from the address after following the link. A plain `Event`, no detail. Does not bubble, not composed. */
  "onshop:locationchange"?: (e: CustomEvent<undefined>) => void;
};

export type ShopOrderHistoryElementProps = {};

export type ShopProductDetailsElementProps = {
  /** Optional: `page` or `modal`. `page` (default on the loader's `data-search-url` page): opening pushes `foodInfo` into the URL (a history entry: back closes, the address can be shared). `modal` (default on every other page, e.g. a recipe page): a link opens it without changing the URL; a page opened with `?foodInfo=` shows it too and loses the parameters on closing. */
  mode?: string;
  /** Optional: the food-info print page; `productId` and `department` are added (default `/varedata/udskriv`). */
  "print-url"?: string;

  /** On window, not the element: it changed the page URL with the History API (opening or closing pushes or drops `foodInfo`). A plain `Event`, no detail. Does not bubble, not composed. */
  "onshop:locationchange"?: (e: CustomEvent<undefined>) => void;
};

export type ShopCo2eModalElementProps = {
  /** Optional: the CO2 explanation page (default `/baeredygtighed/co2e`); an https or site-relative address (others are ignored). */
  "explanation-url"?: string;
};

export type ShopRecurringOrdersElementProps = {
  /** Optional: the search page, where lines are added from the product cards; default the loader's `data-search-url` or '/soeg'. */
  "search-url"?: string;
  /** Optional: where 'Log ind' goes; default the loader's `data-login-url` or '/'. */
  "login-url"?: string;

  /** On window, not the element: it wrote the open order (`?fastordre=`) into the URL with the History API. A plain `Event`, no detail. Does not bubble, not composed. */
  "onshop:locationchange"?: (e: CustomEvent<undefined>) => void;
};

export type ShopFavoriteListsElementProps = {
  /** Optional: the search page that shows a list; default the loader's `data-search-url` or '/soeg'. */
  "search-url"?: string;
  /** Optional: where 'Log ind' goes; default the loader's `data-login-url` or '/'. */
  "login-url"?: string;
};

export type ShopQuickOrderElementProps = {};

export type ShopPunchOutBannerElementProps = {};

export type ShopPasswordReminderElementProps = {};

export type ShopAllergenMatrixElementProps = {
  /** Optional: the favourite list's id; without it the page's `?favoritelist=<id>`. */
  "list-id"?: string;
};

export type ShopMyPageElementProps = {};

export type ShopOfferPushElementProps = {
  /** The push's id (required). */
  "offer-id"?: string;
  /** Optional, comma-separated product ids: only these of the push's products. */
  products?: string;
  /** "2" (default) or "3": the title's heading level in the page. */
  "heading-level"?: string;
};

export type ShopSupplierCarouselElementProps = {
  /** The product whose supplier is meant (required). */
  "product-id"?: string;
  /** 1-20 products (default 10). */
  take?: string;
  /** "2" (default) or "3". */
  "heading-level"?: string;
};

export type ShopFocusBrandElementProps = {
  /** Optional: the brand's slug (its page segment, e.g. "thise"); without it the page path /vores-staerke-brands/{brand}, and on any other path the overview of every brand. */
  brand?: string;
};

export type ShopExpiryOffersElementProps = {
  /** Optional: how many offers, 1-1000 (§9); default 1000, or 20 with `teaser`. */
  take?: number;
  /** "true": the front page's strip with the link "Se alle varer med kort holdbarhed". */
  teaser?: string;
  /** Optional: where the teaser links; default /kort-holdbarhed. */
  "page-url"?: string;
};

export type ShopPublicOffersElementProps = {
  /** Comma-separated product ids (at most 100), shown in this order if on a running offer; without it the department's running offers (at most 12, those ending first). */
  products?: string;
  /** The department code whose assortment and public prices a visitor sees; without it a visitor sees the products without prices. */
  dept?: string;
  /** The block's heading, default "Tilbud"; `heading=""` leaves it out. */
  heading?: string;
};

export type ShopWebSamplesElementProps = {
  /** The heading, default "Vareprøver"; `heading=""` leaves it out. */
  heading?: string;
};

export type ShopCheckoutCampaignsElementProps = {};

export type ShopCampaignReportElementProps = {};

export type ShopPasswordElementProps = {
  /** `request` (default), `reset` or `change`. */
  mode?: string;
  /** Optional: where "Bed om et nyt link" goes in reset mode (default `/glemt-adgangskode`). */
  "request-url"?: string;
};

export type ShopRecipeElementProps = {
  /** Optional: the recipe's id; default the last `-{id}` of the page's path (/inspiration/opskrifter/{urlName}-{id}, /inco-inspirerer/opskrifter/{urlName}-{id}). */
  "recipe-id"?: string;
};

export type ShopRecipeFeedElementProps = {
  /** 'feed' (default) or 'random'. */
  mode?: string;
  /** Recipes a page, 1–100; default 20 (§9). */
  "page-size"?: string;
  /** Random mode: sponsored recipes only (a bare attribute; `sponsored="false"` is off). */
  sponsored?: boolean;
  /** A visible heading; without it the list is labelled 'Opskrifter' for screen readers. */
  heading?: string;
};

export type ShopLeadGeneratorElementProps = {};

export type ShopDictionaryEditorElementProps = {
  /** The heading, default "Shoppens tekster"; `heading=""` leaves it out. */
  heading?: string;
};

export type ShopShoppingListElementProps = {};

export type ShopNewSiteWelcomeElementProps = {};

export type CustomElements = {
  /**
   * `<shop-login>`: the login form with the link 'Glemt adgangskode?' (/glemt-adgangskode); when logged in,
   * who is logged in, for which department, and a 'Log ud' button. A user of several customers chooses the
   * customer after the password (issue 19 point 3, §7 login2: 'Vælg kunde', 'Fortsæt', 'Tilbage'). The form
   * and the choice load on demand once the server says nobody is logged in. A user whose department moved
   * to the new site is told so after the login and sent there (issue 22 point 3, §7 usenewsite,
   * catalogueredirect); redirect-url does not apply then.
   *
   * The custom properties are the theme of widgets/shared/base.css.
   * ---
   *
   *
   * ### **Events:**
   *  - **login** - After a successful login (the last step); `detail.username` is the e-mail address. Bubbles, composed.
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-primary-hover** - Buttons on hover (default #084a2f). _(default: undefined)_
   * - **--shop-color-on-primary** - Text on the primary colour (default #ffffff). _(default: undefined)_
   * - **--shop-color-text** - Body text (default #1b1b1b). _(default: undefined)_
   * - **--shop-color-muted** - Secondary text (default #545454). _(default: undefined)_
   * - **--shop-color-border** - Form fields and boxes (default #8a8a8a). _(default: undefined)_
   * - **--shop-color-error** - Error text and borders. _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **panel** - the form or the logged-in box
   * - **button** - submit / log out
   * - **input** - the e-mail and password inputs
   * - **notice** - issue 22 point 3: 'Din afdeling er flyttet til en ny webshop …' after a login of a moved department
   */
  "shop-login": Partial<ShopLoginElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-search-bar>`: the header search with suggestions (a combobox with a listbox).
   *
   * Events: none on the element (off the search page, navigation is a page load). On the search page,
   * typing and choosing update the URL in place, announced on window (below).
   * ---
   *
   *
   * ### **Events:**
   *  - **shop:locationchange** - On window, not the element: on the search page it wrote the phrase (or a chosen suggestion) into the URL with the History API instead of loading a page. A plain `Event`, no detail. Does not bubble, not composed.
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-surface** - The widget's background (default #ffffff). _(default: undefined)_
   * - **--shop-color-surface-alt** - Read-only fields, hovered rows, alternate surfaces (default #f3f4f2). _(default: undefined)_
   * - **--shop-color-border** - Form fields and boxes (default #8a8a8a). _(default: undefined)_
   * - **--shop-color-muted** - Secondary text (default #545454). _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **form** - the search form (role=search) around the input and button
   * - **input** - the search field (an <input type=search>, the combobox)
   * - **button** - the submit button
   * - **listbox** - the suggestions popup (a <ul role=listbox>)
   * - **offers** - the offers among the suggestions
   */
  "shop-search-bar": Partial<ShopSearchBarElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-product-list>`: products from the customer's catalogue (searched in the catalogue worker),
   * 30 cards per page, more on scroll, in gallery or list view.
   *
   * Two modes:
   * - The search page: no attributes. The list follows the page URL (§2 query parameters `search`,
   *   `group`, `favoritelist`, `featuredlist`, `f-top200`, `f-outlet`, plus `f-group` (posting groups,
   *   comma separated) and `sort`), shows sorting, view and filters, and writes changes back to the URL
   *   (a history entry each, so the back button undoes them and a link shares them). Going back to it
   *   restores the scroll position (§9 returnPos). Without a session or without Web Workers it raises
   *   the catalogue error (§4), which <shop-catalogue-error> shows.
   * - A teaser on a marketing or recipe page: any of the attributes below. It shows that query only,
   *   without filters, and only invites an anonymous visitor to log in.
   *
   * Events: none on the element (adding to the basket updates the shared stores; <shop-mini-basket> and
   * <shop-toasts> react to them). Changing the URL is announced on window (below).
   * ---
   *
   *
   * ### **Events:**
   *  - **shop:locationchange** - On window, not the element: the search page wrote a change (sorting, view, filters, phrase) into the URL with the History API. A plain `Event`, no detail. Does not bubble, not composed.
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-offer** - Offer prices and offer badges. _(default: undefined)_
   * - **--shop-color-surface** - The widget's background (default #ffffff). _(default: undefined)_
   * - **--shop-color-surface-alt** - Read-only fields, hovered rows, alternate surfaces (default #f3f4f2). _(default: undefined)_
   * - **--shop-color-border** - Form fields and boxes (default #8a8a8a). _(default: undefined)_
   * - **--shop-color-muted** - Secondary text (default #545454). _(default: undefined)_
   * - **--shop-color-error** - Error text and borders. _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   * - **--shop-card-min-width** - grid column, 15rem _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **list** - the whole block (a <section>)
   * - **toolbar** - the sorting, view and filter controls above the cards
   * - **allergen-overview** - the favourite-list view's "Allergenoversigt" link
   * - **grid** - the list of cards (a <ul>)
   * - **card** - one product card (an <article>)
   * - **amount** - a card's amount input
   * - **add-button** - a card's add button (issue 22 point 2: the variant's primary colour)
   * - **campaign-badge** - a card's campaign badge (a button)
   * - **campaign-popover** - the campaign's details the badge opens
   * - **list-actions** - the favourite-list view's actions
   */
  "shop-product-list": Partial<ShopProductListElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-mini-basket>`: basket link with the item count and the delivery date; updates after every add.
   * The count is the number of order lines (previewOrder.itemCount): 2 cartons of milk are one line.
   * A disclosure button beside it opens a popover (issue 7 §6) with the latest lines, the total excluding
   * deposit and a link to the basket: Enter/Space open it, Escape closes it and returns the focus, a click
   * outside closes it.
   *
   * Events: none.
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-on-primary** - Text on the primary colour (default #ffffff). _(default: undefined)_
   * - **--shop-color-text** - Body text (default #1b1b1b). _(default: undefined)_
   * - **--shop-color-muted** - Secondary text (default #545454). _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **link** - the basket link (icon, label and the item count)
   * - **badge** - the item count on the basket link (order lines; logged-in users only)
   * - **toggle** - the button that opens and closes the popover
   * - **popover** - the popover: the latest lines, the total and a link to the basket
   */
  "shop-mini-basket": Partial<ShopMiniBasketElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-toasts>`: the page's toasts, in ONE polite live region (role=status, aria-live=polite,
   * aria-atomic=false; errors included, see toasts.tsx). Place it once per page; every widget
   * pushes into the shared $toasts store. Fixed bottom-right, full width on mobile (<= 720 px).
   *
   * Attributes: none. Events: none.
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--shop-color-success** - Confirmations and savings. _(default: undefined)_
   * - **--shop-color-error** - Error text and borders. _(default: undefined)_
   * - **--shop-color-warning** - Warnings. _(default: undefined)_
   * - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   * - **--shop-toast-offset** - distance from the viewport edge, default 1rem _(default: undefined)_
   * - **--shop-toast-z** - its z-index, default 1000 _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **region** - the live region holding the toasts (a <div role=status>)
   * - **toast** - every toast
   * - **toast-success** - a success toast (also has part toast)
   * - **toast-error** - an error toast (also has part toast)
   * - **toast-warning** - a warning toast (also has part toast)
   * - **toast-info** - an info toast (also has part toast)
   */
  "shop-toasts": Partial<ShopToastsElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-session-expired>`: the 'Login udløbet' modal (native <dialog>, showModal()), opened when
   * the shared session state becomes 'expired' (an API call answered MissingSession after the user
   * had been logged in). Escape does not close it: the only way on is 'Log ind' (see the component).
   *
   * Events: none.
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-surface** - The widget's background (default #ffffff). _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   * - **--shop-backdrop** - the ::backdrop colour _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **dialog** - the modal (a native <dialog>)
   * - **button** - the 'Log ind' button
   */
  "shop-session-expired": Partial<ShopSessionExpiredElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-catalogue-error>`: the §8 catalogue error modal (native <dialog>, showModal()): 'Der skete
   * en fejl' / 'Der skete en fejl i indlæsningen af produktkataloget. …' with a Genindlæs button that
   * reloads the page. It opens when loading the product catalogue fails (§4): the user is not logged
   * in, the browser has no Web Workers, or the catalogue call failed. Place it once per page, like
   * <shop-toasts>.
   *
   * Attributes: none.
   *
   * Events: none of its own. It listens to the shared catalogue state; the failure itself is raised on
   * `window` as `catalogue-error` (detail: `{ error }`, e.g. 'User is not logged in') by whoever loads
   * the catalogue (core/stores/catalogue.ts), not by this element.
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-surface** - The widget's background (default #ffffff). _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   * - **--shop-backdrop** - the ::backdrop colour _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **dialog** - the error dialog (a <dialog>: 'Der skete en fejl' and its text)
   * - **button** - the dialog's 'Genindlæs' button (reloads the page)
   */
  "shop-catalogue-error": Partial<ShopCatalogueErrorElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-delivery-date>`: the delivery date picker (issue 7 §2). Lists the department's delivery dates
   * for about the next 3 months (closed days left out) with Danish weekday names; choosing one makes it
   * the session's delivery date on the server (every tab of the session follows) and reloads the basket,
   * whose lines the server re-checks against the new date (too late, expired, out of stock).
   * Renders nothing for anonymous visitors.
   *
   * Attributes: none.
   *
   * Events: none (other widgets follow the shared stores).
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--shop-color-text** - Body text (default #1b1b1b). _(default: undefined)_
   * - **--shop-color-muted** - Secondary text (default #545454). _(default: undefined)_
   * - **--shop-color-border** - Form fields and boxes (default #8a8a8a). _(default: undefined)_
   * - **--shop-color-surface** - The widget's background (default #ffffff). _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **container** - the field (label and select, or in a punch-out session the fixed date)
   * - **label** - the 'Leveringsdato' label
   * - **select** - the delivery date select (a <select> of the available dates)
   * - **date** - the fixed date of a punch-out session (issue 16)
   */
  "shop-delivery-date": Partial<ShopDeliveryDateElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-basket>`: the basket page (issue 7 §3) for the session's delivery date (pick it with
   * `<shop-delivery-date>`): lines with amount and unit editing, removing lines, emptying the basket
   * (confirm dialog), the order comment, 'leave unattended' with directions for the driver, the summary
   * (total excluding deposit, deposits, CO2e total and average, organic and agreement shares, lines too
   * late / expired / out of stock, each a button that shows those lines), and completing the order with
   * its confirmation (order number). Renders nothing for anonymous visitors.
   *
   * In a punch-out session (issue 16) 'Afgiv ordre' is 'Overfør til indkøbssystem': the basket goes back
   * to the procurement system as a form posted at once (with a visible 'Overfør nu' button). A
   * requisition opened to inspect is shown read-only.
   *
   * The summary also measures the basket against the department's CO2e and organic targets (issue 20
   * point 5) and offers, for the three lines with the most CO2e, a lower-CO2e product with 'Byt'.
   *
   * A link to one delivery day's basket, `/kurv?leveringsdato=2026-12-01` (the recurring-order mail, issue
   * 19 point 4), switches the session to that day once it can be chosen; the parameter then leaves the
   * address, so a reload keeps the user's own choice.
   *
   * Events: the mini basket and cards follow the shared stores.
   * ---
   *
   *
   * ### **Events:**
   *  - **shop:locationchange** - On window, not the element: it removed `?leveringsdato=` from the address after following the link. A plain `Event`, no detail. Does not bubble, not composed.
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-primary-hover** - Buttons on hover (default #084a2f). _(default: undefined)_
   * - **--shop-color-on-primary** - Text on the primary colour (default #ffffff). _(default: undefined)_
   * - **--shop-color-text** - Body text (default #1b1b1b). _(default: undefined)_
   * - **--shop-color-muted** - Secondary text (default #545454). _(default: undefined)_
   * - **--shop-color-border** - Form fields and boxes (default #8a8a8a). _(default: undefined)_
   * - **--shop-color-surface** - The widget's background (default #ffffff). _(default: undefined)_
   * - **--shop-color-surface-alt** - Read-only fields, hovered rows, alternate surfaces (default #f3f4f2). _(default: undefined)_
   * - **--shop-color-error** - Error text and borders. _(default: undefined)_
   * - **--shop-color-success** - Confirmations and savings. _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-backdrop** - The colour behind a dialog (its ::backdrop). _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **container** - the basket (a <section>: title, lines and summary)
   * - **line** - one basket line (an <li>: product, amount and unit, price, 'Fjern', its problems)
   * - **amount** - a line's amount field (a text input, saved when it loses focus)
   * - **remove** - a line's 'Fjern' button ('Fjern kampagne' on a campaign line)
   * - **summary** - the summary beside the lines (an <aside>: figures, counters, comment, 'Afgiv ordre')
   * - **counter** - a summary counter button (too late, expired, out of stock, blocked); filters the lines
   * - **comment** - the order comment ('Kommentar til ordren', a <textarea>)
   * - **problem** - why the order could not be placed, or why the transfer was refused (punch-out)
   * - **place-by** - "Afgiv kurven inden …" under the title (issue 20 point 4)
   * - **line-offer** - "Kampagne: …" on a line taken from a checkout campaign (issue 18 point 2)
   * - **line-deadline** - a line's deadline countdown and its too-late note (issue 20 point 4)
   * - **complete** - the 'Afgiv ordre' button
   * - **confirmation** - 'Tak for din ordre' after placing it (order number, delivery date, total, links)
   * - **transfer** - 'Overfør til indkøbssystem' (punch-out session)
   * - **read-only** - the note on a requisition opened to inspect
   * - **punch-out-form** - the form taking the basket to the procurement system (status, hint, 'Overfør nu')
   * - **punch-out-status** - the form's status line, or why the form's address was refused
   * - **punch-out-submit** - the form's 'Overfør nu' button
   * - **co2-budget** - the CO2e and organic budget in the summary (issue 20 point 5; not for hideCo2 users)
   * - **co2-budget-figure** - 'CO2e pr. ordrelinje' or 'Økologisk andel' against the department's target
   * - **co2-budget-state** - the figure's state in words ('Over målet', 'Målet er nået', …)
   * - **co2-alternative** - a heavy line with its lower-CO2e product
   * - **co2-swap** - its 'Byt' button
   * - **driver-notes** - 'Besked til chaufføren' beside leave-unattended (issue 22 point 6, §7 driverset/driversget)
   */
  "shop-basket": Partial<ShopBasketElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-order-history>`: the customer's placed orders (issue 7 §4), newest first, 10 at a time with
   * "Vis flere ordrer"; each order's lines expand on demand, and "Bestil igen" puts its lines in the
   * basket of the current delivery date, telling what was added and what was skipped (discontinued or no
   * longer orderable), with the alternative product where there is one (a link to the search page).
   * Renders nothing for anonymous visitors.
   *
   * Attributes: none (links use the loader's `data-basket-url` and `data-search-url`).
   *
   * Events: none.
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-primary-hover** - Buttons on hover (default #084a2f). _(default: undefined)_
   * - **--shop-color-on-primary** - Text on the primary colour (default #ffffff). _(default: undefined)_
   * - **--shop-color-text** - Body text (default #1b1b1b). _(default: undefined)_
   * - **--shop-color-muted** - Secondary text (default #545454). _(default: undefined)_
   * - **--shop-color-border** - Form fields and boxes (default #8a8a8a). _(default: undefined)_
   * - **--shop-color-surface** - The widget's background (default #ffffff). _(default: undefined)_
   * - **--shop-color-surface-alt** - Read-only fields, hovered rows, alternate surfaces (default #f3f4f2). _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **container** - the whole block (a <section>)
   * - **order** - one order (an <li>): its head, buttons and lines table
   * - **order-again** - an order's "Bestil igen" button
   * - **order-again-result** - what "Bestil igen" added and skipped, under the order
   */
  "shop-order-history": Partial<ShopOrderHistoryElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-product-details>`: the product details view (§2, §3, §4; issue 4) as a native modal
   * <dialog>. Place it once per page; it opens on its own:
   * - when the page URL has `?foodInfo=<product id>` (`&expiry=true`: the expiry version), on load and
   *   on back/forward;
   * - when a link on the page to `?foodInfo=<id>` is clicked (the product cards' name and image, links
   *   an editor writes on a recipe page); modified clicks (new tab) are left to the browser.
   * Escape, its 'Tilbage' button and the browser's back button close it; `foodInfo` and `expiry` leave
   * the URL and focus returns to the link that opened it.
   *
   * Events: none on the element (adding to the basket updates the shared stores; the CO2e button opens
   * <shop-co2e-modal>, which must be on the page). Changing the URL is announced on window (below).
   * ---
   *
   *
   * ### **Events:**
   *  - **shop:locationchange** - On window, not the element: it changed the page URL with the History API (opening or closing pushes or drops `foodInfo`). A plain `Event`, no detail. Does not bubble, not composed.
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-surface** - The widget's background (default #ffffff). _(default: undefined)_
   * - **--shop-color-surface-alt** - Read-only fields, hovered rows, alternate surfaces (default #f3f4f2). _(default: undefined)_
   * - **--shop-color-muted** - Secondary text (default #545454). _(default: undefined)_
   * - **--shop-color-error** - Error text and borders. _(default: undefined)_
   * - **--shop-color-warning** - Warnings. _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   * - **--shop-backdrop** - the ::backdrop colour _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **dialog** - the modal <dialog> itself
   * - **back** - the 'Tilbage' button that closes it
   */
  "shop-product-details": Partial<ShopProductDetailsElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-co2e-modal>`: the CO2e modal (issue 4 point 7): a product's kg CO2e per kg and per sales unit,
   * what CO2e means and a link to the explanation page, in a native modal <dialog>. Place it once per
   * page (the example site has it in the shared layout); the details view's 'Se klimaaftryk' opens it
   * (core `openCo2eModal`). Users with hideCo2 never see it; figures that round to '0,00' are left out.
   * Escape and 'Luk' close it; focus returns to the button that opened it.
   *
   * Events: none.
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-surface** - The widget's background (default #ffffff). _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   * - **--shop-backdrop** - the ::backdrop colour _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **dialog** - the dialog (a <dialog>: 'Klimaaftryk (CO2e)', the product's figures, the explanation)
   * - **link** - the 'Læs mere om CO2e' link
   * - **button** - the dialog's 'Luk' button
   */
  "shop-co2e-modal": Partial<ShopCo2eModalElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-recurring-orders>`: the recurring-orders page (fastordrer, issue 6 point 4): the department's
   * orders with their next delivery date, status and line count; the head form of the chosen or a new
   * order (name, period, delivery days, weekdays, repeat, start and end dates, pauses, active toggle,
   * save/create, settings menu with activate/deactivate, duplicate and delete behind confirm dialogs);
   * the order's lines and line history. The open order is kept in the URL (`?fastordre=<id>` or
   * `?fastordre=ny`). Logged-out visitors see a login link; users who cannot order see why (§6).
   *
   * Events: none on the element (toasts go through <shop-toasts>). Changing the URL is announced on
   * window (below).
   * ---
   *
   *
   * ### **Events:**
   *  - **shop:locationchange** - On window, not the element: it wrote the open order (`?fastordre=`) into the URL with the History API. A plain `Event`, no detail. Does not bubble, not composed.
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-primary-hover** - Buttons on hover (default #084a2f). _(default: undefined)_
   * - **--shop-color-on-primary** - Text on the primary colour (default #ffffff). _(default: undefined)_
   * - **--shop-color-text** - Body text (default #1b1b1b). _(default: undefined)_
   * - **--shop-color-muted** - Secondary text (default #545454). _(default: undefined)_
   * - **--shop-color-border** - Form fields and boxes (default #8a8a8a). _(default: undefined)_
   * - **--shop-color-surface** - The widget's background (default #ffffff). _(default: undefined)_
   * - **--shop-color-surface-alt** - Read-only fields, hovered rows, alternate surfaces (default #f3f4f2). _(default: undefined)_
   * - **--shop-color-error** - Error text and borders. _(default: undefined)_
   * - **--shop-color-success** - Confirmations and savings. _(default: undefined)_
   * - **--shop-color-warning** - Warnings. _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   * - **--shop-backdrop** - The colour behind a dialog (its ::backdrop). _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **root** - the whole page: order list, head form and lines (a <div>)
   * - **dialog** - the confirm dialogs
   * - **notice** - the changed-elsewhere explanation
   */
  "shop-recurring-orders": Partial<ShopRecurringOrdersElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-favorite-lists>`: the favourite-lists page (issue 5; spec §2, §4-§6, §8): the user's own lists
   * first, then colleagues' shared lists, with item count, sharing (shared, shared with chains, a
   * colleague's list) and a lock icon for PIN-locked lists. Each list links to the search page
   * (`?favoritelist=<id>`). The owner renames a list, shares it (admins also with chains), locks it with a
   * PIN, changes or removes the PIN and deletes it (a locked list's PIN first, then a confirmation); every
   * user creates lists, also from the purchase history (a date span). Logged-out visitors see a login link;
   * a failed load shows the §8 message with a retry button.
   *
   * Events: none (toasts go through <shop-toasts>).
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-primary-hover** - Buttons on hover (default #084a2f). _(default: undefined)_
   * - **--shop-color-on-primary** - Text on the primary colour (default #ffffff). _(default: undefined)_
   * - **--shop-color-text** - Body text (default #1b1b1b). _(default: undefined)_
   * - **--shop-color-muted** - Secondary text (default #545454). _(default: undefined)_
   * - **--shop-color-border** - Form fields and boxes (default #8a8a8a). _(default: undefined)_
   * - **--shop-color-surface** - The widget's background (default #ffffff). _(default: undefined)_
   * - **--shop-color-surface-alt** - Read-only fields, hovered rows, alternate surfaces (default #f3f4f2). _(default: undefined)_
   * - **--shop-color-error** - Error text and borders. _(default: undefined)_
   * - **--shop-color-warning** - Warnings. _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   * - **--shop-backdrop** - The colour behind a dialog (its ::backdrop). _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **root** - the page (a <div>: own and colleagues' lists with their actions, and the dialogs)
   * - **dialog** - the PIN, new-list, rename and delete dialogs
   */
  "shop-favorite-lists": Partial<ShopFavoriteListsElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-quick-order>`: quick order from a pasted list or a CSV file (issue 20 point 1, origin CsvSearch
   * 35). A labelled textarea and a file input (.csv, .txt); "Gennemse" sends the text to POST
   * /api/product/loadcsv and shows a review table: each line's row, what was typed, the matched product
   * (by item number, the customer's own item number or EAN; duplicates merged), an amount field to
   * correct the line's amount in place (§5 rules, committed on blur and Enter), a unit select among the
   * product's units and the status with its Danish reason. A discontinued line offers "Brug
   * alternativ"; lines can be removed. "Læg N varer i kurven" sends ONE addtoorder with the orderable
   * lines; the mini basket updates and the usual toast shows. Renders nothing for anonymous visitors.
   *
   * Attributes: none (the basket link in the toast uses the loader's `data-basket-url`).
   *
   * Events: none.
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-primary-hover** - Buttons on hover (default #084a2f). _(default: undefined)_
   * - **--shop-color-on-primary** - Text on the primary colour (default #ffffff). _(default: undefined)_
   * - **--shop-color-text** - Body text (default #1b1b1b). _(default: undefined)_
   * - **--shop-color-muted** - Secondary text (default #545454). _(default: undefined)_
   * - **--shop-color-border** - Form fields and boxes (default #8a8a8a). _(default: undefined)_
   * - **--shop-color-surface** - The widget's background (default #ffffff). _(default: undefined)_
   * - **--shop-color-surface-alt** - Read-only fields, hovered rows, alternate surfaces (default #f3f4f2). _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **container** - the whole block (a <section>)
   * - **input** - the form: the textarea, the file input and the "Gennemse" button
   * - **review** - the "Gennemse" button
   * - **review-table** - the review: the lines table, the summary and the add button
   * - **line** - one reviewed line (a table row; data-status tells its status)
   * - **amount** - a line's amount input
   * - **summary** - how many of the lines can be ordered
   * - **add** - the "Læg N varer i kurven" button (in list mode: adds to the shopping list)
   */
  "shop-quick-order": Partial<ShopQuickOrderElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-punch-out-banner>` (issue 16): a strip at the top of the page in a punch-out session (the user
   * came from the procurement system): 'Du handler fra dit indkøbssystem' and 'Annullér og vend tilbage',
   * which ends the session (pologout) and posts an empty cart back to the procurement system as a real
   * form (posted at once, with a visible 'Overfør nu' button). Renders nothing for other visitors, so it
   * can sit in every page's layout.
   *
   * Events: none (the page leaves for the procurement system).
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-primary-hover** - Buttons on hover (default #084a2f). _(default: undefined)_
   * - **--shop-color-on-primary** - Text on the primary colour (default #ffffff). _(default: undefined)_
   * - **--shop-color-text** - Body text (default #1b1b1b). _(default: undefined)_
   * - **--shop-color-surface-alt** - Read-only fields, hovered rows, alternate surfaces (default #f3f4f2). _(default: undefined)_
   * - **--shop-color-border** - Form fields and boxes (default #8a8a8a). _(default: undefined)_
   * - **--shop-color-error** - Error text and borders. _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **banner** - the strip itself
   * - **cancel** - 'Annullér og vend tilbage'
   * - **problem** - why the server refused
   * - **punch-out-form** - the empty cart's form to the procurement system (status, hint, 'Overfør nu')
   * - **punch-out-status** - the form's status line, or why the form's address was refused
   * - **punch-out-submit** - the form's 'Overfør nu' button
   */
  "shop-punch-out-banner": Partial<ShopPunchOutBannerElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-password-reminder>` (issue 19 point 3, §7 postPone): a strip at the top of the page for a user
   * whose password is over a year old: 'Din adgangskode er over et år gammel …' with 'Skift adgangskode'
   * (a link to /skift-adgangskode) and 'Påmind mig om 30 dage', which postpones the reminder 30 days.
   * Renders nothing for everybody else (also in a punch-out session), so it can sit in every page's layout.
   *
   * Events: none.
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-primary-hover** - Buttons on hover (default #084a2f). _(default: undefined)_
   * - **--shop-color-on-primary** - Text on the primary colour (default #ffffff). _(default: undefined)_
   * - **--shop-color-text** - Body text (default #1b1b1b). _(default: undefined)_
   * - **--shop-color-border** - Form fields and boxes (default #8a8a8a). _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **reminder** - the strip
   * - **change** - 'Skift adgangskode'
   * - **postpone** - 'Påmind mig om 30 dage'
   */
  "shop-password-reminder": Partial<ShopPasswordReminderElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-allergen-matrix>`: the allergen overview of a favourite list (issue 20 point 2; EU 1169/2011
   * art. 44: a kitchen shows its diners the allergens of what it serves). The products of the list in its
   * order against the EU 14 allergens: "●" contains, "○" may contain, an empty cell does not contain, and
   * "Ingen varedata" across a product without food info. The caption names the list and the date; each
   * row shows the product number and the food-info version. "Udskriv" prints it (A4 landscape, 30
   * products a page, the header repeated on each page; the page should set `@page { size: A4 landscape }`,
   * see examples/site/assets/site.css), "Hent CSV" downloads it for Excel. Only for a logged-in user; a
   * list the user does not see says so.
   *
   * Events: none.
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-on-primary** - Text on the primary colour (default #ffffff). _(default: undefined)_
   * - **--shop-color-text** - Body text (default #1b1b1b). _(default: undefined)_
   * - **--shop-color-muted** - Secondary text (default #545454). _(default: undefined)_
   * - **--shop-color-border** - Form fields and boxes (default #8a8a8a). _(default: undefined)_
   * - **--shop-color-surface** - The widget's background (default #ffffff). _(default: undefined)_
   * - **--shop-color-surface-alt** - Read-only fields, hovered rows, alternate surfaces (default #f3f4f2). _(default: undefined)_
   * - **--shop-color-error** - tint of a "contains" cell (the mark carries the meaning) _(default: undefined)_
   * - **--shop-color-warning** - tint of a "may contain" cell _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **status** - no list chosen, loading, list not found, or load failed (with 'Prøv igen')
   * - **container** - the overview (a <section>: actions, table and legend)
   * - **actions** - the 'Udskriv' and 'Hent CSV' buttons above the table
   * - **table** - the allergen table (a <table>: the list's products against the EU 14 allergens)
   * - **legend** - the legend under the table (what "●", "○" and an empty cell mean)
   */
  "shop-allergen-matrix": Partial<ShopAllergenMatrixElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-my-page>`: the logged-in user's own page, in sections (issue 20 §3, §5; issue 22 adds the
   * account's sections). This issue's section "Køkkenets indstillinger": the allergens the department
   * never wants (the allergen guard warns on cards, the details and in the basket, and asks before
   * adding) and its targets for the basket, kg CO2e per order line and the organic share in %. An admin
   * of the customer edits and saves them (Danish decimal comma accepted); everybody else of the
   * department reads them ("Kun afdelingens administrator kan ændre indstillingerne"). Issue 19 point 3's
   * section "Kolleger": every logged-in user (not a punch-out session) asks for a login for a colleague
   * (name and e-mail; whether the e-mail is free shows while typing); the customer's admins get a mail,
   * and an admin sees the requests here and approves them (the colleague is mailed a link to choose a
   * password) or rejects them (asked first in a dialog). Issue 22 point 5's sections: "Min konto" (own
   * settings hideCo2, showExpiry, showProcure unless procureAlwaysOn; the cart type Kurv/Indkøbsliste where
   * the variant offers lists; the environment check's problems), "Afdelinger" (the departments the user may
   * act for, the current one marked, switching; profile, basket and catalogue follow) and, for an admin,
   * "Brugere" (showPrices/allowOrdering of the customer's users). Asks a visitor who is not logged in to
   * log in.
   *
   * Attributes: none (the department is the session's).
   *
   * Events: none.
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-primary-hover** - Buttons on hover (default #084a2f). _(default: undefined)_
   * - **--shop-color-on-primary** - Text on the primary colour (default #ffffff). _(default: undefined)_
   * - **--shop-color-text** - Body text (default #1b1b1b). _(default: undefined)_
   * - **--shop-color-muted** - Secondary text (default #545454). _(default: undefined)_
   * - **--shop-color-border** - Form fields and boxes (default #8a8a8a). _(default: undefined)_
   * - **--shop-color-surface** - The widget's background (default #ffffff). _(default: undefined)_
   * - **--shop-color-surface-alt** - Read-only fields, hovered rows, alternate surfaces (default #f3f4f2). _(default: undefined)_
   * - **--shop-color-error** - Error text and borders. _(default: undefined)_
   * - **--shop-color-success** - Confirmations and savings. _(default: undefined)_
   * - **--shop-backdrop** - The colour behind a dialog (its ::backdrop). _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **container** - the whole page (a <div>) around the sections
   * - **section** - every section (a <section>); each also has its own part below
   * - **kitchen-settings** - the "Køkkenets indstillinger" section
   * - **read-only** - the settings section's note to non-admins that only the admin can change them
   * - **save** - the "Gem indstillinger" button
   * - **colleagues** - the "Kolleger" section
   * - **colleague-form** - the form asking for a colleague's login (name and e-mail)
   * - **availability** - the status text under the e-mail field: whether the e-mail is free
   * - **request** - the colleague form's "Send anmodning" button
   * - **username-requests** - an admin's block of colleagues' login requests
   * - **pending-requests** - the requests awaiting a decision (a <ul>)
   * - **decided-requests** - the approved and rejected requests (a <ul>)
   * - **reject-dialog** - the <dialog> asking before a request is rejected
   * - **account** - the "Min konto" section
   * - **cart-type** - the "Kurvtype" choice, Kurv or Indkøbsliste (a <fieldset>)
   * - **environment-problems** - the environment check's problems, in the account section (a <ul>)
   * - **departments** - the "Afdelinger" section
   * - **department** - one department the user may act for (an <li>)
   * - **current** - the current department's <li> (beside department)
   * - **users** - the "Brugere" section (admins only)
   * - **user-table** - the table of the customer's users with their showPrices and allowOrdering
   */
  "shop-my-page": Partial<ShopMyPageElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-offer-push>`: an editor's offer block (issue 18 point 4, §7 GET /api/offerpush/{id}/products).
   * The push's title (a heading) and text over a carousel of `carousel-product` cards in the editor's
   * order, only the products of the user's department that can be sold today; "Forrige varer" and
   * "Næste varer" scroll it (disabled at the ends), no auto-rotation. Adds use origin OfferPush (9).
   * Only for a logged-in user: a visitor, an unknown or ended push and a malformed id render nothing.
   *
   * Events: none (adds go through the shop's basket like any card's; the mini basket follows).
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-on-primary** - Text on the primary colour (default #ffffff). _(default: undefined)_
   * - **--shop-color-text** - Body text (default #1b1b1b). _(default: undefined)_
   * - **--shop-color-muted** - Secondary text (default #545454). _(default: undefined)_
   * - **--shop-color-border** - Form fields and boxes (default #8a8a8a). _(default: undefined)_
   * - **--shop-color-surface** - The widget's background (default #ffffff). _(default: undefined)_
   * - **--shop-color-surface-alt** - Read-only fields, hovered rows, alternate surfaces (default #f3f4f2). _(default: undefined)_
   * - **--shop-color-offer** - Offer prices and offer badges. _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **carousel** - the region
   * - **carousel-heading** - the push's title (an <h2> or <h3>, per heading-level)
   * - **carousel-list** - the scrolling list of cards
   * - **carousel-button** - the two scroll buttons
   */
  "shop-offer-push": Partial<ShopOfferPushElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-supplier-carousel>`: "Mere fra {supplier}" (issue 18 point 4, §7 POST
   * /api/product/randomfromsupplier), the same carousel the product details show: up to `take` sellable
   * products of the same supplier as `product-id` from the user's assortment, in the user's order of
   * the day. The supplier is named by a product, never by its name (the server looks it up, §3
   * supplierName). Adds use origin SupplierCarousel (11). Only for a logged-in user; nothing for an
   * unknown product or a supplier without other products here.
   *
   * Events: none.
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-on-primary** - Text on the primary colour (default #ffffff). _(default: undefined)_
   * - **--shop-color-text** - Body text (default #1b1b1b). _(default: undefined)_
   * - **--shop-color-muted** - Secondary text (default #545454). _(default: undefined)_
   * - **--shop-color-border** - Form fields and boxes (default #8a8a8a). _(default: undefined)_
   * - **--shop-color-surface** - The widget's background (default #ffffff). _(default: undefined)_
   * - **--shop-color-surface-alt** - Read-only fields, hovered rows, alternate surfaces (default #f3f4f2). _(default: undefined)_
   * - **--shop-color-offer** - Offer prices and offer badges. _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **carousel** - the region
   * - **carousel-heading** - the 'Mere fra {supplier}' heading (<h2>, or <h3> by heading-level)
   * - **carousel-list** - the scrolling list of cards
   * - **carousel-button** - the two scroll buttons
   */
  "shop-supplier-carousel": Partial<ShopSupplierCarouselElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-focus-brand>`: a focus brand's page, "vores stærke brands" (issue 18 point 3; spec §2
   * /vores-staerke-brands/{focusBrand}, §9 brand logo 80 px wide and focus thumbnail 250 px): the logo,
   * the thumbnail, the brand's text and its products in the department's assortment as product cards
   * (add to basket, favourite lists, the focus product's unit and stock). Without a brand, on
   * /vores-staerke-brands, every brand with its thumbnail, linking to its page. Public: a visitor who is
   * not logged in sees the brand and is asked to log in for its products and prices. An unknown brand
   * says so.
   *
   * Events: none (adds go through the shared basket store; the mini basket and toasts follow it).
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-offer** - Offer prices and offer badges. _(default: undefined)_
   * - **--shop-color-text** - Body text (default #1b1b1b). _(default: undefined)_
   * - **--shop-color-muted** - Secondary text (default #545454). _(default: undefined)_
   * - **--shop-color-border** - Form fields and boxes (default #8a8a8a). _(default: undefined)_
   * - **--shop-color-surface** - The widget's background (default #ffffff). _(default: undefined)_
   * - **--shop-color-surface-alt** - Read-only fields, hovered rows, alternate surfaces (default #f3f4f2). _(default: undefined)_
   * - **--shop-color-error** - Error text and borders. _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   * - **--shop-card-min-width** - grid column of the product cards, 15rem _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **status** - loading, brand not found, or load failed (with 'Prøv igen')
   * - **brand** - a brand's page (an <article>: logo, thumbnail and text, then its products)
   * - **logo** - the brand's logo (an <img>, 80 px wide)
   * - **thumb** - the brand's focus thumbnail (an <img>, 250 px)
   * - **products** - the brand's products (a <section>: heading, then the grid or a login prompt)
   * - **grid** - the list of product cards (a <ul>)
   * - **card** - one product card (an <article>)
   * - **overview** - without a brand: every brand with its thumbnail, linking to its page (a <section>)
   */
  "shop-focus-brand": Partial<ShopFocusBrandElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-expiry-offers>`: near-expiry (food-waste) offers as expiry cards (issue 18 point 1; §1, §2
   * card type expiry, §3 y, §6, §9). Offers on the user's favourite lists and the department's recurring
   * orders come first and say so ("På din liste …"); each card shows the expiry date, the expiry price and
   * unit, the stock left and the saving, and adds with origin ExpiryProduct (17), never above the stock.
   * Only for logged-in users who may see expiry offers (§6: not punch-out, showExpiry, shop type 0 or 1).
   * The page says every state (loading, empty, error, log in, not allowed); the teaser renders only when
   * it has offers to show.
   *
   * Events: none (adding goes through the shared basket store and its toasts).
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-on-primary** - Text on the primary colour (default #ffffff). _(default: undefined)_
   * - **--shop-color-text** - Body text (default #1b1b1b). _(default: undefined)_
   * - **--shop-color-muted** - Secondary text (default #545454). _(default: undefined)_
   * - **--shop-color-border** - Form fields and boxes (default #8a8a8a). _(default: undefined)_
   * - **--shop-color-surface** - The widget's background (default #ffffff). _(default: undefined)_
   * - **--shop-color-surface-alt** - Read-only fields, hovered rows, alternate surfaces (default #f3f4f2). _(default: undefined)_
   * - **--shop-color-success** - the saving _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-card-min-width** - Minimum width of a product card column in the grid. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **status** - loading, empty, error, not-allowed (data-state says which)
   * - **container** - the offers (a <section>: title, count or 'Se alle' link, and the grid)
   * - **grid** - the list of cards (a <ul>; one scrolling row in the teaser)
   * - **card** - one expiry product card (an <article>)
   * - **offer-note** - "På din liste …" and the saving on a card
   */
  "shop-expiry-offers": Partial<ShopExpiryOffersElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-public-offers>` (issue 18 point 5, §7 publicoffers): a marketing block of offers as
   * `frontpage-offer` cards, for visitors and logged-in users. A visitor sees name, image and brand, the
   * prices only where the department named by `dept` shows public prices, and "Log ind for pris" (which
   * focuses the page's `<shop-login>`, or goes to the site's login page); never amount fields, add
   * buttons or the favourite lists dropdown. A logged-in user sees his own department's products and
   * prices with add (origin PublicOffer 12), whatever `dept` says. Logging in or out on the page switches it.
   *
   * Events: none (adding updates the shared stores; <shop-toasts> and <shop-mini-basket> react).
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-offer** - Offer prices and offer badges. _(default: undefined)_
   * - **--shop-color-surface** - The widget's background (default #ffffff). _(default: undefined)_
   * - **--shop-color-border** - Form fields and boxes (default #8a8a8a). _(default: undefined)_
   * - **--shop-color-muted** - Secondary text (default #545454). _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   * - **--shop-card-min-width** - grid column, 13rem _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **container** - the whole block (a <section>)
   * - **heading** - the block's heading (an <h2>; none with heading="")
   * - **grid** - the list of cards (a <ul>)
   * - **card** - one product card (an <article>)
   * - **login-link** - a visitor's "Log ind for pris" under each card
   */
  "shop-public-offers": Partial<ShopPublicOffersElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-web-samples>` (issue 18 point 6, §2 "web samples" page, card type web-sample): the free samples
   * a kitchen may order once each, at amount 1 and price 0. "Bestil gratis prøve" puts the sample in the
   * basket (origin WebSample 8, a toast says so); a sample in the basket or already ordered by the kitchen
   * ("Bestilt 12.11.") has no button; a second order is refused with a toast. Visitors are asked to log in.
   *
   * Events: none (adding updates the shared stores; <shop-toasts> and <shop-mini-basket> react).
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-surface** - The widget's background (default #ffffff). _(default: undefined)_
   * - **--shop-color-border** - Form fields and boxes (default #8a8a8a). _(default: undefined)_
   * - **--shop-color-muted** - Secondary text (default #545454). _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   * - **--shop-card-min-width** - grid column, 15rem _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **container** - the whole widget (a <section>)
   * - **heading** - the <h2>; absent with heading=""
   * - **grid** - the list of sample cards (a <ul>)
   * - **card** - one sample card (an <article>)
   * - **state** - "Ligger i kurven" or "Bestilt 12.11."
   */
  "shop-web-samples": Partial<ShopWebSamplesElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-checkout-campaigns>`: the checkout campaigns picked for the session user's basket (issue 18
   * point 2, §7 GET /api/checkout/lookup), for the basket page before "Afgiv ordre" (examples/site/pages/
   * kurv.html places it above `<shop-basket>`). Each card: picture, title, text, campaign price and the
   * saving against the normal price, stock left, an amount with "Tilføj" (in the campaign's unit, origin
   * CheckoutCampaign 7), "Ikke nu" (not shown again for 7 days), a 1-5 rating and a comment. It follows
   * the basket: a product added or removed updates the list. Shows nothing to a logged-out visitor, and
   * "Der er ingen tilbud til din kurv lige nu." when no campaign is picked.
   *
   * Events: none (adding updates the basket stores and shows the basket's toasts).
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-on-primary** - Text on the primary colour (default #ffffff). _(default: undefined)_
   * - **--shop-color-text** - Body text (default #1b1b1b). _(default: undefined)_
   * - **--shop-color-muted** - Secondary text (default #545454). _(default: undefined)_
   * - **--shop-color-border** - Form fields and boxes (default #8a8a8a). _(default: undefined)_
   * - **--shop-color-surface** - The widget's background (default #ffffff). _(default: undefined)_
   * - **--shop-color-surface-alt** - Read-only fields, hovered rows, alternate surfaces (default #f3f4f2). _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **status** - loading, load failed (with 'Prøv igen'), or no campaign for the basket
   * - **container** - the campaigns (a <section>: heading, intro and the cards)
   * - **card** - one campaign card (an <li>)
   * - **price** - a card's campaign price, normal price and saving
   * - **stock** - a card's stock left ('Kun … tilbage' when little is left)
   * - **actions** - a card's amount field, unit, 'Tilføj' and 'Ikke nu'
   * - **add** - a card's 'Tilføj' button
   * - **postpone** - a card's 'Ikke nu' button (the campaign is not shown again for 7 days)
   * - **rating** - a card's 1-5 star rating (a <fieldset>)
   * - **comment** - a card's comment form (textarea and 'Gem kommentar')
   */
  "shop-checkout-campaigns": Partial<ShopCheckoutCampaignsElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-campaign-report>`: the checkout campaigns' report for marketing (issue 18 point 2, GET
   * /api/checkout/report): per campaign its period, price group, stock left, amounts ordered and in
   * baskets, average rating and the customers' comments with dates (no names or e-mails). Admins only;
   * other users read "Kun administratorer kan se kampagnerapporten.", logged-out visitors a login link.
   * The example site shows it on /cms/kampagner.
   *
   * Events: none.
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-text** - Body text (default #1b1b1b). _(default: undefined)_
   * - **--shop-color-muted** - Secondary text (default #545454). _(default: undefined)_
   * - **--shop-color-border** - Form fields and boxes (default #8a8a8a). _(default: undefined)_
   * - **--shop-color-surface** - The widget's background (default #ffffff). _(default: undefined)_
   * - **--shop-color-surface-alt** - Read-only fields, hovered rows, alternate surfaces (default #f3f4f2). _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **status** - loading, refused (not an administrator), load failed (with 'Prøv igen'), or no campaigns
   * - **container** - the report (a <div> holding the table and the comments)
   * - **table** - the campaigns table (a <table>, one row per campaign)
   * - **comments** - one campaign's comments (a <section> with its heading and list)
   */
  "shop-campaign-report": Partial<ShopCampaignReportElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-password>`: password reset and change (issue 19 point 2), in one of three modes.
   *
   * - `mode="request"` (the page /glemt-adgangskode): an e-mail field; after sending it says "Hvis der
   *   findes en konto til …, har vi sendt en mail …", the same whether or not the address has an account.
   * - `mode="reset"` (/nulstil-adgangskode, the page the mailed link opens): reads `?token=` from the
   *   address, asks whether the link still works ("Linket er udløbet eller brugt" with a link to ask for a
   *   new one), then a new password twice with the rules shown as the user types; afterwards a link to
   *   log in (every session of the user has ended). A welcome link for a new colleague says
   *   "Vælg din adgangskode".
   * - `mode="change"` (/skift-adgangskode, logged in): current, new and repeated password; every other
   *   session of the user ends. Not logged in: a login link.
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-primary-hover** - Buttons on hover (default #084a2f). _(default: undefined)_
   * - **--shop-color-on-primary** - Text on the primary colour (default #ffffff). _(default: undefined)_
   * - **--shop-color-text** - Body text (default #1b1b1b). _(default: undefined)_
   * - **--shop-color-muted** - Secondary text (default #545454). _(default: undefined)_
   * - **--shop-color-border** - Form fields and boxes (default #8a8a8a). _(default: undefined)_
   * - **--shop-color-surface** - The widget's background (default #ffffff). _(default: undefined)_
   * - **--shop-color-error** - Error text and borders. _(default: undefined)_
   * - **--shop-color-success** - Confirmations and savings. _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **panel** - the box around the widget
   * - **button** - the submit button
   * - **input** - the password (and e-mail) inputs
   * - **rules** - the password rules list
   * - **notice** - the message after sending or saving
   */
  "shop-password": Partial<ShopPasswordElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-recipe>`: a recipe from the recipe service on the recipe page (issue 17 §3 "a recipe to a
   * basket"): name, description, picture, preparation time, tags, steps and the ingredients scaled to
   * the number of covers typed. Logged in, it lists the linked products with the quantity to order,
   * rounded up to the product's sellable unit (KG to two decimals, other units whole), their prices, the
   * total and the cost and CO2e per cover before anything is added (prices and CO2e as the user may see
   * them, §6), and "Læg alle i kurven" adds them in one add-to-order call (origin Recipe, 15), naming
   * the products that cannot be ordered. Logged out, it shows the scaling and invites to log in.
   *
   * Events: none (the basket's toasts and the mini basket follow the add).
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-on-primary** - Text on the primary colour (default #ffffff). _(default: undefined)_
   * - **--shop-color-text** - Body text (default #1b1b1b). _(default: undefined)_
   * - **--shop-color-muted** - Secondary text (default #545454). _(default: undefined)_
   * - **--shop-color-border** - Form fields and boxes (default #8a8a8a). _(default: undefined)_
   * - **--shop-color-surface-alt** - Read-only fields, hovered rows, alternate surfaces (default #f3f4f2). _(default: undefined)_
   * - **--shop-color-error** - Error text and borders. _(default: undefined)_
   * - **--shop-color-success** - Confirmations and savings. _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **recipe** - the whole recipe (an <article>)
   * - **image** - the recipe's picture in its header (an <img>)
   * - **covers-input** - the number-of-covers field (an <input type=number>)
   * - **products** - the linked products section, or the visitor's log-in invitation
   * - **figures** - the total and the cost and CO2e per cover (a <dl>)
   * - **add-button** - the 'Læg alle i kurven' button
   * - **login-link** - a visitor's 'log in to add' link
   * - **result** - the add's outcome (a role=status live region)
   * - **message** - no recipe, not found, load error or loading text in place of the recipe
   */
  "shop-recipe": Partial<ShopRecipeElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-recipe-feed>` (issue 17 §3): recipe cards from the recipe service with image, name and tags,
   * linked to the recipe page (§2: /inspiration/opskrifter/{urlName}-{id}, /inco-inspirerer/opskrifter/
   * on inco, by the profile's site variant).
   *
   * `mode="feed"` (default): filters per tag category (checkable chips; a recipe must carry every chosen
   * tag), a search field (asked 400 ms after the last key, or on Enter), 'Mine opskrifter' (the logged-in
   * user's favourites), 20 recipes a page (§9) with the next page loaded when the end of the list scrolls
   * into view and with 'Vis flere opskrifter'. A live region says how many recipes are shown.
   * `mode="random"`: `page-size` random recipes (a front-page teaser), `sponsored` for sponsored only.
   * A logged-in user's heart on each card marks a favourite (shared by every feed on the page); a visitor
   * sees no hearts and a hint to log in.
   *
   * Events: none (favourites update the shared store; a failure shows in <shop-toasts>).
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-on-primary** - Text on the primary colour (default #ffffff). _(default: undefined)_
   * - **--shop-color-surface** - The widget's background (default #ffffff). _(default: undefined)_
   * - **--shop-color-surface-alt** - Read-only fields, hovered rows, alternate surfaces (default #f3f4f2). _(default: undefined)_
   * - **--shop-color-border** - Form fields and boxes (default #8a8a8a). _(default: undefined)_
   * - **--shop-color-muted** - Secondary text (default #545454). _(default: undefined)_
   * - **--shop-color-error** - Error text and borders. _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-color-favorite** - a marked heart, #c4001a _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   * - **--shop-recipe-card-min-width** - grid column, 15rem _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **container** - the whole feed (a <div>)
   * - **heading** - the <h2>; visually hidden 'Opskrifter' without the heading attribute
   * - **filters** - the filter form (role=search): mine toggle, search field and tag categories
   * - **mine** - the 'Mine opskrifter' toggle
   * - **search** - the search field (an <input type=search>)
   * - **category** - one tag category's fieldset
   * - **count** - "Viser 20 af 45 opskrifter"
   * - **status** - loading, empty and error
   * - **grid** - the list of recipe cards (a <ul>)
   * - **card** - one recipe card (an <article>)
   * - **image** - a card's picture (an <img>; absent when the recipe has none)
   * - **link** - a card's name linking to the recipe page (an <a>)
   * - **tags** - a card's list of tags (a <ul>)
   * - **heart** - a card's favourite toggle button (logged in only)
   * - **more** - 'Vis flere opskrifter'
   */
  "shop-recipe-feed": Partial<ShopRecipeFeedElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-lead-generator>` (issue 17 §2, spec §2 'Demoer i dit køkken', §4, §5, §8, §9): a disclosure
   * button in the header with the count of new leads (active leads the visitor has not seen), opening a
   * list of kitchen demos (logo, title, text, the lead's button or 'Allerede booket'). A lead's button
   * opens its booking form (name, e-mail, phone, all required; the generic e-mail pattern); 'Send' books it
   * (POST /api/mail/sendnotification) and the lead reads 'Allerede booket'. A failed send only stops the
   * loading (§8). Anonymous visitors see the leads and are invited to log in to book. Escape and a click
   * outside close the list; the open state is kept in a cookie 30 days, the seen lead ids 10 days.
   * The button and the list load on demand (lead-generator.tsx): the element itself is tiny.
   *
   * Events: none.
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-primary-hover** - Buttons on hover (default #084a2f). _(default: undefined)_
   * - **--shop-color-on-primary** - Text on the primary colour (default #ffffff). _(default: undefined)_
   * - **--shop-color-text** - Body text (default #1b1b1b). _(default: undefined)_
   * - **--shop-color-muted** - Secondary text (default #545454). _(default: undefined)_
   * - **--shop-color-surface** - The widget's background (default #ffffff). _(default: undefined)_
   * - **--shop-color-surface-alt** - Read-only fields, hovered rows, alternate surfaces (default #f3f4f2). _(default: undefined)_
   * - **--shop-color-border** - Form fields and boxes (default #8a8a8a). _(default: undefined)_
   * - **--shop-color-error** - Error text and borders. _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **toggle** - the 'Demoer i dit køkken' button
   * - **badge** - the count of new leads
   * - **panel** - the open list
   * - **lead** - one lead
   * - **book** - a lead's button (its buttonText, or 'Allerede booket' disabled)
   * - **form** - a lead's booking form
   */
  "shop-lead-generator": Partial<ShopLeadGeneratorElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-dictionary-editor>` (issue 17 §1, the example CMS's /cms/ordbog): the wholesaler's editor
   * (users.is_editor) searches the shop's texts by key or text, sees each key's text now, its default and
   * the widgets using it, edits a text (the placeholders it must keep are shown; the server refuses a text
   * that drops or adds one, and its Danish message shows at the field), and resets a text to the default
   * after a confirm in a native <dialog>. Customers see the texts on their next page load. A user who is
   * no editor sees 'kun for redaktører'; a visitor is asked to log in. Not in the search page's first load.
   *
   * Events: none.
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-surface** - The widget's background (default #ffffff). _(default: undefined)_
   * - **--shop-color-surface-alt** - Read-only fields, hovered rows, alternate surfaces (default #f3f4f2). _(default: undefined)_
   * - **--shop-color-border** - Form fields and boxes (default #8a8a8a). _(default: undefined)_
   * - **--shop-color-muted** - Secondary text (default #545454). _(default: undefined)_
   * - **--shop-color-error** - Error text and borders. _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **container** - the editor (a <section>: heading, search, results)
   * - **heading** - the heading (the `heading` attribute, default "Shoppens tekster")
   * - **note** - the login hint or the editors-only note
   * - **search** - the search form (by key or text)
   * - **table** - the results table (key, text, default, used by, edit)
   * - **edit-form** - the form editing one text, in its row (textarea, placeholders, 'Gem')
   * - **error** - the server's message at the field
   * - **reset-dialog** - the confirm before 'Brug standardteksten' (a <dialog>)
   */
  "shop-dictionary-editor": Partial<ShopDictionaryEditorElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-shopping-list>`: the user's shopping list in shopping-list mode (issue 22 point 4; spec §1, §6
   * "Cart type 1 (shopping list)", §7 "Shopping lists"). The current list: each product's name, brand and
   * number with its amount (Danish decimal comma for weighed units) and unit to change, and a remove
   * button; the list's name and comment with a save button; "Send indkøbslisten" asks first in a native
   * dialog (focus on "Fortryd", Escape cancels, focus returns to the button). After sending, the new empty
   * list is shown and the sent one tops "Sendte indkøbslister" below, read-only (sent date dd-mm-yyyy,
   * sender, lines), with "Vis flere" for older lists. Asks a visitor to log in; a user whose adds go to
   * the basket reads a short explanation instead.
   *
   * Attributes: none (the user and department are the session's).
   *
   * Events: none.
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--shop-color-primary** - Buttons, links, badges and the header accent; set per site variant (default #0b5d3b). _(default: undefined)_
   * - **--shop-color-primary-hover** - Buttons on hover (default #084a2f). _(default: undefined)_
   * - **--shop-color-on-primary** - Text on the primary colour (default #ffffff). _(default: undefined)_
   * - **--shop-color-text** - Body text (default #1b1b1b). _(default: undefined)_
   * - **--shop-color-muted** - Secondary text (default #545454). _(default: undefined)_
   * - **--shop-color-border** - Form fields and boxes (default #8a8a8a). _(default: undefined)_
   * - **--shop-color-surface** - The widget's background (default #ffffff). _(default: undefined)_
   * - **--shop-color-surface-alt** - Read-only fields, hovered rows, alternate surfaces (default #f3f4f2). _(default: undefined)_
   * - **--shop-color-error** - Error text and borders. _(default: undefined)_
   * - **--shop-backdrop** - The colour behind a dialog (its ::backdrop). _(default: undefined)_
   * - **--shop-color-focus** - The keyboard focus ring. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **container** - the whole widget: current list and sent lists (a <div>)
   * - **not-in-mode** - the explanation for a user whose adds go to the basket (a <p>)
   * - **current** - the current list section
   * - **details** - the current list's name and comment form with its save button
   * - **lines** - the current list's product lines (a <table>)
   * - **send** - the 'Send indkøbslisten' button
   * - **send-dialog** - the confirm-before-sending dialog (a native <dialog>)
   * - **sent** - the 'Sendte indkøbslister' section
   * - **sent-list** - one sent, read-only list (an <li>)
   * - **show-more** - the 'Vis flere' button for older sent lists
   */
  "shop-shopping-list": Partial<ShopShoppingListElementProps & BaseProps & BaseEvents>;

  /**
   * `<shop-new-site-welcome>`: the demo's stand-in for the new site (issue 22 point 3, §1, §7
   * catalogueredirect; docs/decisions/017-new-site-handover.md). On the page /ny-webshop it takes the
   * single-use token from the address (and removes it), exchanges it once with
   * POST /api/profile/authtoken/verify and greets the user: 'Velkommen til den nye webshop, <name>'.
   * A missing, used or expired token shows a message with the way back.
   *
   * The custom properties are the theme of widgets/shared/base.css.
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--shop-color-text** - Body text (default #1b1b1b). _(default: undefined)_
   * - **--shop-color-border** - Form fields and boxes (default #8a8a8a). _(default: undefined)_
   * - **--shop-color-error** - Error text and borders. _(default: undefined)_
   * - **--shop-radius** - Corner radius of buttons, fields and cards (default 6px). _(default: undefined)_
   * - **--shop-font** - Font stack (default the system UI font). _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **panel** - the box
   * - **greeting** - the welcome line
   */
  "shop-new-site-welcome": Partial<ShopNewSiteWelcomeElementProps & BaseProps & BaseEvents>;
};
