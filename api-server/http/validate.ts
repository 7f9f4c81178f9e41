// The one way a route validates what comes in (issue 23 §4): `validate(target, schema)` with a core
// schema, for the path ('param'), the query, and the JSON body. Every failure answers 400 through
// ApiFailure with the Danish message the field calls for. The validators are hono-openapi's: each
// middleware carries its schema, so the route table describes itself (the fuzzing and foreign-access
// suites read it, and an OpenAPI document can be generated from it) — decision 009.
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { daFavoriteLists } from '../../core/texts/da-favorite-lists.js';
import type { Env, ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import { da } from '../../core/index.js';
import { BASE64_NOT_UTF8 } from '../../core/schemas/login.js';
import { IMAGE_REQUEST_INVALID, MAX_PRODUCTS_BY_IDS, PRODUCT_ID_INVALID, PRODUCT_IDS_TOO_MANY } from '../../core/schemas/product-details.js';
import { NOTIFICATION_EMAIL_UNKNOWN, RECURRING_LINE_UNKNOWN, RECURRING_ORDER_UNKNOWN } from '../../core/schemas/recurring-order.js';
import { SUGGESTION_TEXT_MISSING } from '../../core/schemas/search.js';
import { TEXT_INVALID_CHARACTERS, TEXT_TOO_LONG } from '../../core/schemas/text.js';
import { daRecurringOrders } from '../../core/texts/da-recurring-orders.js';
import { DATE_FORMAT_INVALID } from '../../core/schemas/delivery-date.js';
import { ORDER_NUMBER_INVALID } from '../../core/schemas/order.js';
import { daOrders } from '../../core/texts/da-orders.js';
import { daValidation } from '../../core/texts/da-validation.js';
import { ApiFailure } from './env.js';
import { daServer } from '../../core/texts/da-server.js';

/** 'form' only for the OCI login, which a procurement system's browser posts as a form (issue 16 §1). */
export type ValidatedTarget = Extract<keyof ValidationTargets, 'json' | 'query' | 'param' | 'form'>;

interface Issue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | StandardSchemaV1.PathSegment> | undefined;
  readonly code?: string;
  readonly params?: { max?: number };
}

const keyOf = (segment: PropertyKey | StandardSchemaV1.PathSegment): PropertyKey =>
  typeof segment === 'object' && segment !== null ? segment.key : segment;

const fieldOf = (issue: Issue): string => {
  const path = issue.path ?? [];
  const last = path[path.length - 1];
  return last === undefined ? '' : String(keyOf(last));
};

/**
 * Field-specific answers, first match wins: the spec's texts where it gives them (§5 PIN, list name,
 * amount), then the text boundary's, then the generic one.
 */
const RULES: readonly { when: (i: Issue) => boolean; code: string; message: (i: Issue) => string; status?: 404 }[] = [
  { when: (i) => ['pin', 'currentPin'].includes(fieldOf(i)), code: 'InvalidPin', message: () => daFavoriteLists.pinInvalid },
  { when: (i) => fieldOf(i) === 'listName' && i.code !== 'invalid_type' && i.message !== TEXT_INVALID_CHARACTERS, code: 'InvalidListName', message: () => daFavoriteLists.listNameInvalid },
  { when: (i) => fieldOf(i) === 'amount', code: 'ValidationError', message: (i) => (i.code === 'invalid_type' ? da.amountDigitsOnly : da.amountInvalid) },
  { when: (i) => i.message === TEXT_INVALID_CHARACTERS, code: 'InvalidText', message: () => daValidation.textInvalidCharacters },
  // An order comment or driver's note that is too long keeps the basket's own text (§7 savecomment).
  { when: (i) => fieldOf(i) === 'comment' && i.message === TEXT_TOO_LONG, code: 'ValidationError', message: (i) => daOrders.commentTooLong(i.params?.max ?? 0) },
  { when: (i) => i.message === TEXT_TOO_LONG, code: 'TextTooLong', message: (i) => daValidation.textTooLong(i.params?.max ?? 0) },
  // The texts the product calls, the login and the image host answered with before schemas validated
  // them (§5 suggestions need a phrase, §7 malformed product ids are 400).
  { when: (i) => i.message === SUGGESTION_TEXT_MISSING, code: 'ValidationError', message: () => daServer.suggestionsNeedText },
  { when: (i) => i.message === PRODUCT_IDS_TOO_MANY, code: 'ValidationError', message: () => daServer.tooManyProductIds(MAX_PRODUCTS_BY_IDS) },
  { when: (i) => i.message === PRODUCT_ID_INVALID, code: 'ValidationError', message: () => daServer.invalidProductId },
  { when: (i) => i.message === BASE64_NOT_UTF8, code: 'ValidationError', message: () => daServer.badRequest },
  { when: (i) => i.message === IMAGE_REQUEST_INVALID, code: 'BadRequest', message: () => daServer.badRequest },
  // An order or line id that cannot exist is an unknown one: 404, as before schemas validated it (§7).
  { when: (i) => i.message === RECURRING_ORDER_UNKNOWN, code: 'NotFound', message: () => daRecurringOrders.recurringNotFound, status: 404 },
  { when: (i) => i.message === RECURRING_LINE_UNKNOWN, code: 'NotFound', message: () => daRecurringOrders.recurringLineNotFound, status: 404 },
  { when: (i) => i.message === NOTIFICATION_EMAIL_UNKNOWN, code: 'NotFound', message: () => daRecurringOrders.recurringEmailGone, status: 404 },
  // A date, order number or line number in a path or query that cannot be one: the texts these order
  // calls answered with before schemas validated them (§7).
  { when: (i) => i.message === DATE_FORMAT_INVALID, code: 'ValidationError', message: () => daServer.dateFormatInvalid },
  { when: (i) => i.message === ORDER_NUMBER_INVALID, code: 'ValidationError', message: () => daServer.badRequest },
];

/** The ApiFailure a list of validation issues answers with: 400 (404 for an id that cannot exist), a code, a Danish message, the issues. */
export function validationFailure(issues: readonly Issue[]): ApiFailure {
  let code = 'ValidationError';
  let message: string = da.validationFailed;
  let status: 400 | 404 = 400;
  for (const rule of RULES) {
    const hit = issues.find(rule.when);
    if (hit) {
      code = rule.code;
      message = rule.message(hit);
      status = rule.status ?? 400;
      break;
    }
  }
  return new ApiFailure(status, code, message, {
    issues: issues.slice(0, 20).map((i) => ({
      path: (i.path ?? []).map((s) => String(keyOf(s))).join('.'),
      code: i.code ?? 'invalid',
      message: i.message,
    })),
  });
}

/**
 * Validates one part of the request with a core schema; the handler reads the result with
 * `c.req.valid(target)`. A body must be JSON (app.ts answers 415 otherwise); an empty JSON body is
 * malformed JSON, a 400.
 */
export function validate<S extends StandardSchemaV1, T extends ValidatedTarget, E extends Env = Env, P extends string = string>(target: T, schema: S) {
  return validator<S, T, E, P>(target, schema, (result) => {
    if (!result.success) throw validationFailure(result.error as readonly Issue[]);
  });
}
