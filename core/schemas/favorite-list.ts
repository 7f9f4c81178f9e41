// §3 "Favourite list" and §7 "Favourite lists": the wire contract of /api/favoritelists, shared by the
// server (request validation) and the client (response parsing). Short keys as the spec names them:
// i id, n name, x locked by PIN, l the products (or, per product, whether it is on the list), amount
// the item count. docs/guides/favorite-lists.md shows every call with an example.
import * as z from './z.js';
import { IsoDateSchema, ProductIdSchema } from './common.js';
import { TextSchema } from './text.js';

/** §9: a list from purchase history holds at most 500 products. */
export const MAX_HISTORY_PRODUCTS = 500;
/** Longest list name; longer names are typing or paste mistakes. */
export const MAX_LIST_NAME = 100;
/** A list holds at most this many products (the history list's 500 plus room to grow). */
export const MAX_LIST_ITEMS = 1000;
/** A user owns at most this many lists. */
export const MAX_LISTS_PER_USER = 100;
/** §6 own priority (sorting 0): whole numbers 1-999, as the card's input says. */
export const MIN_OWN_PRIORITY = 1;
export const MAX_OWN_PRIORITY = 999;
/** §3 add-product payload: checkoutId defaults to -1 (no checkout). */
export const NO_CHECKOUT_ID = -1;

export const FavoriteListIdSchema = z.int().check(z.positive(), z.maximum(2_147_483_647));
/**
 * The PIN as sent. Its format (§5: exactly 4 digits) is checked by the route with isValidPin, so a
 * wrong format answers the spec's own text, not the generic validation message.
 */
/** Issue message of a blank list name (api-server/http/validate.ts answers InvalidListName). */
export const LIST_NAME_BLANK = 'favoriteList.nameBlank';
export const PinInputSchema = TextSchema({ max: 32 });
/**
 * A list name as sent: no control characters or lone surrogates (InvalidText), not blank (§5
 * InvalidListName); trimmed with normalizeListName by the server (favorite-lists/create.ts).
 */
export const ListNameInputSchema = TextSchema({ max: MAX_LIST_NAME }).check(
  // A blank name (spaces, tabs) answers the §5 list-name text rather than the text boundary's.
  z.refine((s) => s.trim().length > 0, { message: LIST_NAME_BLANK }),
);
/** A unit code of the product (product_units.code); null: the product's default unit. */
export const StdUnitSchema = z.nullable(TextSchema({ max: 10 }).check(z.minLength(1)));

/** A list id in a path or a query (`?id=`): the digits of a positive int4, else 400. */
export const FavoriteListIdTextSchema = TextSchema({ max: 20 }).check(
  z.regex(/^[1-9]\d{0,9}$/),
  z.refine((s) => Number(s) <= 2_147_483_647),
);
/** DELETE /{id}. */
export const FavoriteListIdParamSchema = z.object({ id: FavoriteListIdTextSchema });
/** GET get?id, DELETE deletefavoritelist?id. */
export const FavoriteListIdQuerySchema = z.object({ id: FavoriteListIdTextSchema });
/** GET productfavoritelists/{productId}. */
export const ProductFavoriteListsParamSchema = z.object({ productId: ProductIdSchema });

// --- Responses ---

/** One list as the lists call and every change answer it. The PIN hash is never sent. */
export const FavoriteListSchema = z.object({
  i: z.int(),
  n: z.string(),
  /** Locked by a PIN (§4). */
  x: z.boolean(),
  /** Item count. */
  amount: z.int(),
  /** The product ids on the list, in list order (so every card can show its membership mark). */
  l: z.array(z.string()),
  shared: z.boolean(),
  sharedWithChains: z.boolean(),
  /** The session user created the list (only the owner renames, shares, locks and deletes). */
  mine: z.boolean(),
  /** The list's sorting value (§9: 0 own priority, 2 by group, …). */
  sorting: z.int(),
});
export type FavoriteList = z.infer<typeof FavoriteListSchema>;

export const FavoriteListsSchema = z.array(FavoriteListSchema);

export const FavoriteListItemSchema = z.object({
  productId: z.string(),
  /** §4 the list's standard unit for the product; null: the product's default unit. */
  stdUnit: z.nullable(z.string()),
  /** §3 z own priority; null: none given. */
  ownPriority: z.nullable(z.int()),
  sortOrder: z.int(),
});
export type FavoriteListItemEntry = z.infer<typeof FavoriteListItemSchema>;

/** GET get?id: the list with its items. */
export const FavoriteListDetailSchema = z.object({
  ...FavoriteListSchema.shape,
  items: z.array(FavoriteListItemSchema),
});
export type FavoriteListDetail = z.infer<typeof FavoriteListDetailSchema>;

/** GET productfavoritelists/{productId}: each list the user sees, `l` whether the product is on it. */
export const ProductFavoriteListSchema = z.object({
  i: z.int(),
  n: z.string(),
  x: z.boolean(),
  amount: z.int(),
  l: z.boolean(),
  shared: z.boolean(),
  mine: z.boolean(),
});
export type ProductFavoriteList = z.infer<typeof ProductFavoriteListSchema>;
export const ProductFavoriteListsSchema = z.array(ProductFavoriteListSchema);

/** Add, remove, standard unit, sort order, replace: whether it happened, and the list afterwards. */
export const FavoriteListChangeSchema = z.object({
  success: z.boolean(),
  list: FavoriteListSchema,
});
export type FavoriteListChange = z.infer<typeof FavoriteListChangeSchema>;

export const StandardUnitAllResultSchema = z.object({
  success: z.boolean(),
  /** How many lists changed. */
  updated: z.int(),
});
export type StandardUnitAllResult = z.infer<typeof StandardUnitAllResultSchema>;

export const ReplaceObsoleteResultSchema = z.object({
  success: z.boolean(),
  replaced: z.array(z.object({ from: z.string(), to: z.string() })),
  list: FavoriteListSchema,
});
export type ReplaceObsoleteResult = z.infer<typeof ReplaceObsoleteResultSchema>;

/** setpin, verifypin, clearpin. */
export const PinResultSchema = z.object({
  success: z.boolean(),
  locked: z.boolean(),
});
export type PinResult = z.infer<typeof PinResultSchema>;

// --- Requests ---

/** POST /api/favoritelists: §3 create-list payload; from and to together make a purchase-history list. */
export const CreateFavoriteListRequestSchema = z.object({
  listName: ListNameInputSchema,
  shared: z._default(z.boolean(), false),
  /** Admins only (§5, §6). */
  sharedWithChains: z._default(z.boolean(), false),
  from: z.optional(z.nullable(IsoDateSchema)),
  to: z.optional(z.nullable(IsoDateSchema)),
});
export type CreateFavoriteListRequest = z.input<typeof CreateFavoriteListRequestSchema>;

/** POST /api/favoritelists/fromhistory: both dates are required (§5 date-span mode). */
export const FromHistoryRequestSchema = z.object({
  listName: ListNameInputSchema,
  shared: z._default(z.boolean(), false),
  sharedWithChains: z._default(z.boolean(), false),
  from: IsoDateSchema,
  to: IsoDateSchema,
});
export type FromHistoryRequest = z.input<typeof FromHistoryRequestSchema>;

/** PUT /api/favoritelists: rename and share (owner only); a field left out stays as it is. */
export const UpdateFavoriteListRequestSchema = z.object({
  id: FavoriteListIdSchema,
  listName: z.optional(ListNameInputSchema),
  shared: z.optional(z.boolean()),
  sharedWithChains: z.optional(z.boolean()),
});
export type UpdateFavoriteListRequest = z.input<typeof UpdateFavoriteListRequestSchema>;

/** Body of the deletes (DELETE /{id}, deletefavoritelist?id): the PIN of a locked list. */
export const PinBodySchema = z.object({
  pin: z.optional(PinInputSchema),
});

/** POST addproduct: §3 add-product payload. */
export const AddProductRequestSchema = z.object({
  id: FavoriteListIdSchema,
  productId: ProductIdSchema,
  stdUnit: z.optional(StdUnitSchema),
  pin: z.optional(PinInputSchema),
  /** Accepted for the spec's payload; the list does not use it. */
  checkoutId: z._default(z.int(), NO_CHECKOUT_ID),
});
export type AddProductRequest = z.input<typeof AddProductRequestSchema>;

/** DELETE /api/favoritelists/product: id and productId in the body or the query; the PIN in the body. */
export const RemoveProductRequestSchema = z.object({
  id: FavoriteListIdSchema,
  productId: ProductIdSchema,
  pin: z.optional(PinInputSchema),
});
export type RemoveProductRequest = z.input<typeof RemoveProductRequestSchema>;
/** The query half of DELETE product (?id&productId); the body's fields win over it. */
export const RemoveProductQuerySchema = z.object({
  id: z.optional(FavoriteListIdTextSchema),
  productId: z.optional(ProductIdSchema),
});
/** The body half of DELETE product; a missing body reads as {} (api-server/http/optional-body.ts). */
export const RemoveProductBodySchema = z.partial(RemoveProductRequestSchema);

/** POST standardunit: (id, productId, stdUnit); stdUnit null goes back to the product's default. */
export const StandardUnitRequestSchema = z.object({
  id: FavoriteListIdSchema,
  productId: ProductIdSchema,
  stdUnit: StdUnitSchema,
});
export type StandardUnitRequest = z.input<typeof StandardUnitRequestSchema>;

/** POST standardunit/all: the standard unit of the product on every list of the user that holds it. */
export const StandardUnitAllRequestSchema = z.object({
  productId: ProductIdSchema,
  stdUnit: StdUnitSchema,
});
export type StandardUnitAllRequest = z.input<typeof StandardUnitAllRequestSchema>;

export const OwnPrioritySchema = z.nullable(z.int().check(z.minimum(MIN_OWN_PRIORITY), z.maximum(MAX_OWN_PRIORITY)));

/** POST sortorder: the list's sorting value, own priorities, and/or a new product order. */
export const SortOrderRequestSchema = z.object({
  id: FavoriteListIdSchema,
  sorting: z.optional(z.int().check(z.minimum(0), z.maximum(20))),
  priorities: z.optional(z.array(z.object({ productId: ProductIdSchema, ownPriority: OwnPrioritySchema })).check(z.maxLength(MAX_LIST_ITEMS))),
  /** Product ids in the wanted order; products left out keep their place after these. */
  order: z.optional(z.array(ProductIdSchema).check(z.maxLength(MAX_LIST_ITEMS))),
});
export type SortOrderRequest = z.input<typeof SortOrderRequestSchema>;

/** POST replaceobsolete. */
export const ReplaceObsoleteRequestSchema = z.object({
  id: FavoriteListIdSchema,
  pin: z.optional(PinInputSchema),
});
export type ReplaceObsoleteRequest = z.input<typeof ReplaceObsoleteRequestSchema>;

/** POST verifypin: §3 PIN payload. */
export const PinRequestSchema = z.object({
  favoritelistId: FavoriteListIdSchema,
  pin: PinInputSchema,
});
export type PinRequest = z.input<typeof PinRequestSchema>;

/** POST setpin: a locked list's PIN is changed only with the current one. */
export const SetPinRequestSchema = z.object({
  favoritelistId: FavoriteListIdSchema,
  pin: PinInputSchema,
  currentPin: z.optional(PinInputSchema),
});
export type SetPinRequest = z.input<typeof SetPinRequestSchema>;
