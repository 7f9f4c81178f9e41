// Wire contract of the shopping lists (issue 22 point 4; spec §1, §3 cart type 1, §6, §7 "Shopping
// lists"): GET /api/shoppinglists/?take&skip, GET /api/shoppinglists/null, PUT '', POST send, POST addline,
// POST addlines, PUT updateline?lineId, DELETE ?lineId.
// Per widget: imported by its module path, never re-exported from core/index.ts (the search page's budget).
import * as z from './z.js';
import { ProductIdSchema } from './common.js';
import { MAX_LINE_AMOUNT, OriginSchema } from './cart.js';
import { TextSchema } from './text.js';

export const MAX_SHOPPING_LIST_NAME_LENGTH = 80;
export const MAX_SHOPPING_LIST_COMMENT_LENGTH = 500;
/** One addlines call: a whole favourite list (at most 1,000 products) goes in one call, as for the basket. */
export const MAX_SHOPPING_LIST_ADD_LINES = 1000;
/** At most this many lines on one list: a shopping list is a kitchen's week, not a catalogue. */
export const MAX_SHOPPING_LIST_LINES = 500;
/** GET /api/shoppinglists/?take: default and largest page. */
export const SHOPPING_LISTS_DEFAULT_TAKE = 10;
export const SHOPPING_LISTS_MAX_TAKE = 50;

/** One product on a list, in one unit. */
export const ShoppingListLineSchema = z.object({
  id: z.int(),
  productId: z.string(),
  /** The product's name and brand as the catalogue has them now ('' when the product left it). */
  name: z.string(),
  brand: z.string(),
  unit: z.string(),
  /** The unit's description ('Kolli', 'Stk.'); the code when the product no longer has the unit. */
  unitDescription: z.string(),
  /** Weighed units take decimals (comma on screen, dot on the wire). */
  amount: z.number(),
  origin: z.int(),
});
export type ShoppingListLine = z.infer<typeof ShoppingListLineSchema>;

/** A list: the current one (sentAt null, editable) or a sent one (read-only). */
export const ShoppingListSchema = z.object({
  id: z.int(),
  name: z.string(),
  comment: z.string(),
  /** ISO timestamps. */
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.nullable(z.string()),
  /** Who sent it (the user's name), null while current. */
  sentBy: z.nullable(z.string()),
  /** Number of lines. */
  itemCount: z.int(),
  lines: z.array(ShoppingListLineSchema),
});
export type ShoppingList = z.infer<typeof ShoppingListSchema>;

/** GET /api/shoppinglists/?take&skip: the user's lists in the session's department, newest first. */
export const ShoppingListsPageSchema = z.object({
  lists: z.array(ShoppingListSchema),
  /** All lists of the user in the department (for paging). */
  total: z.int(),
});
export type ShoppingListsPage = z.infer<typeof ShoppingListsPageSchema>;

/** PUT /api/shoppinglists (''): the current list's name and comment. */
export const SaveShoppingListRequestSchema = z.object({
  id: z.int().check(z.positive()),
  name: TextSchema({ max: MAX_SHOPPING_LIST_NAME_LENGTH }),
  comment: TextSchema({ max: MAX_SHOPPING_LIST_COMMENT_LENGTH, multiline: true }),
});
export type SaveShoppingListRequest = z.infer<typeof SaveShoppingListRequestSchema>;

/** POST /api/shoppinglists/send: sends the current list to the department. */
export const SendShoppingListRequestSchema = z.object({ id: z.int().check(z.positive()) });
export type SendShoppingListRequest = z.infer<typeof SendShoppingListRequestSchema>;

/** The answer of send: the list as sent (read-only) and the new, empty current list. */
export const SendShoppingListAnswerSchema = z.object({ sent: ShoppingListSchema, current: ShoppingListSchema });
export type SendShoppingListAnswer = z.infer<typeof SendShoppingListAnswerSchema>;

/** POST addline: one product onto the current list; the same product and unit adds up on its line. */
export const ShoppingListAddLineSchema = z.object({
  productId: ProductIdSchema,
  unit: TextSchema({ max: 10 }).check(z.minLength(1)),
  amount: z.number().check(z.positive(), z.maximum(MAX_LINE_AMOUNT)),
  origin: OriginSchema,
});
export type ShoppingListAddLine = z.infer<typeof ShoppingListAddLineSchema>;

/** POST addlines: several products in one call (all or nothing). */
export const ShoppingListAddLinesSchema = z.object({
  lines: z.array(ShoppingListAddLineSchema).check(z.minLength(1), z.maxLength(MAX_SHOPPING_LIST_ADD_LINES)),
});
export type ShoppingListAddLines = z.infer<typeof ShoppingListAddLinesSchema>;

/** PUT updateline?lineId: a line's new amount and, optionally, unit. */
export const UpdateShoppingListLineSchema = z.object({
  amount: z.number().check(z.positive(), z.maximum(MAX_LINE_AMOUNT)),
  unit: z.optional(TextSchema({ max: 10 }).check(z.minLength(1))),
});
export type UpdateShoppingListLine = z.infer<typeof UpdateShoppingListLineSchema>;

/** The lineId query of updateline and DELETE. */
export const ShoppingListLineQuerySchema = z.object({ lineId: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)) });

/** GET /api/shoppinglists/?take&skip. */
export const ShoppingListsQuerySchema = z.object({
  take: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(SHOPPING_LISTS_MAX_TAKE))),
  skip: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000))),
});
