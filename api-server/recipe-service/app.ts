// The recipe service (issue 17 §3; spec §7 "Recipes and leads": the external recipe service), its own
// Hono app. Public content: no sessions, no cookies, no credentials. The shop mounts it at
// /recipe-service/ (api-server/app.ts) unless RECIPE_SERVICE_URL names one elsewhere; main.ts runs it
// alone. The wire contract is core/schemas/recipes.ts, called by core/api/recipes.ts.
//   GET  recipes/?page&pageSize[&query&tags&recipeFilter]   a page of summaries, newest first
//   GET  recipes/{id}                                       one recipe with steps and ingredient lines
//   GET  recipes/random?pageSize&sponsored                  random ones (sponsored only when true)
//   POST recipes/getbyids {ids, page, pageSize}             the given ids in the order given
//   GET  tagCategories, tagCategories/{id}, tags, tags/{categoryId}
//   GET  images/{id}.svg                                    a recipe's generated picture
// Bad input is a 400 with a Danish message naming the field, an unknown id a 404, never a 500.
// CORS answers only `allowedOrigins` (the shop's own origins; a same-origin mount needs none).
// docs/guides/cms-content.md §3.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { etag } from 'hono/etag';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import * as z from '../../core/schemas/z.js';
import {
  MAX_RECIPE_IDS,
  MAX_RECIPE_PAGE_SIZE,
  MAX_RECIPE_TAGS,
  RECIPE_PAGE_SIZE,
  RecipeIdTextSchema,
  RecipeIdsRequestSchema,
  RecipeListQuerySchema,
  RecipeRandomQuerySchema,
  type RecipePage,
} from '../../core/schemas/recipes.js';
import { daRecipeService } from '../../core/texts/da-recipe-service.js';
import type { Db } from '../db/open.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { ApiFailure } from '../http/env.js';
import { recipeImageSvg } from './image.js';
import {
  categoryExists,
  knownIds,
  listTags,
  matchingIds,
  randomIds,
  recipeById,
  recipeName,
  summariesByIds,
  tagCategories,
} from './queries.js';

export interface RecipeServiceOptions {
  db: Db;
  /** Origins a browser may call the service from (CORS). Empty: same-origin only. */
  allowedOrigins?: readonly string[];
  /**
   * Where the service is reached from the browser, for the URLs of its generated pictures: '/recipe-service'
   * when the shop mounts it (the default), its own origin when it runs alone (http://localhost:3001).
   */
  publicBase?: string;
  logError?: (message: string, err?: unknown) => void;
}

/** GET answers of content: a browser or CDN may keep them a minute, then revalidates with the ETag. */
const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';
/** The generated pictures change only with the recipe's name. */
const IMAGE_CACHE = 'public, max-age=86400';

const IdParamSchema = z.object({ id: RecipeIdTextSchema });
const CategoryParamSchema = z.object({ categoryId: RecipeIdTextSchema });
/** images/{id}.svg: anything else is no picture (404). */
export const IMAGE_FILE_INVALID = 'recipeImage.invalid';
const ImageParamSchema = z.object({ file: z.string().check(z.regex(/^[1-9]\d{0,8}\.svg$/, { message: IMAGE_FILE_INVALID })) });

interface Issue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | StandardSchemaV1.PathSegment> | undefined;
}

const firstField = (issue: Issue): string => {
  const first = issue.path?.[0];
  if (first === undefined) return '';
  return String(typeof first === 'object' && first !== null ? first.key : first);
};

/** The message of a refused field: each names the field and what it takes. */
function failureOf(issues: readonly Issue[]): ApiFailure {
  const issue = issues[0];
  const field = issue ? firstField(issue) : '';
  const details = { issues: issues.slice(0, 10).map((i) => ({ path: (i.path ?? []).map((s) => String(typeof s === 'object' && s !== null ? s.key : s)).join('.'), message: i.message })) };
  if (issue?.message === IMAGE_FILE_INVALID) return new ApiFailure(404, 'NotFound', daRecipeService.imageNotFound);
  const message: Record<string, string> = {
    page: daRecipeService.pageInvalid,
    pageSize: daRecipeService.pageSizeInvalid(MAX_RECIPE_PAGE_SIZE),
    query: daRecipeService.queryInvalid,
    tags: daRecipeService.tagsInvalid(MAX_RECIPE_TAGS),
    recipeFilter: daRecipeService.recipeFilterInvalid,
    sponsored: daRecipeService.sponsoredInvalid,
    ids: daRecipeService.idsInvalid(MAX_RECIPE_IDS),
    id: daRecipeService.idInvalid,
    categoryId: daRecipeService.idInvalid,
  };
  return new ApiFailure(400, 'ValidationError', message[field] ?? daRecipeService.badRequest, details);
}

/** Validates one part of the request with a core schema (hono-openapi's validator: the route table reads it). */
function check<S extends StandardSchemaV1, T extends Extract<keyof ValidationTargets, 'json' | 'query' | 'param'>>(target: T, schema: S) {
  return validator(target, schema, (result) => {
    if (!result.success) throw failureOf(result.error as readonly Issue[]);
  });
}

function pageSizeOf(text: string | undefined, fallback = RECIPE_PAGE_SIZE): number {
  const size = text === undefined ? fallback : Number(text);
  if (size > MAX_RECIPE_PAGE_SIZE) throw new ApiFailure(400, 'ValidationError', daRecipeService.pageSizeInvalid(MAX_RECIPE_PAGE_SIZE));
  return size;
}

export function createRecipeService({ db, allowedOrigins = [], publicBase = '/recipe-service', logError = (m, e) => console.error(m, e) }: RecipeServiceOptions) {
  const app = new Hono();
  const allowed = new Set(allowedOrigins.map((o) => o.replace(/\/+$/, '')));
  const base = publicBase.replace(/\/+$/, '');
  const imageUrlOf = (id: number) => `${base}/images/${id}.svg`;

  app.onError((err, c) => {
    c.header('Cache-Control', 'no-store');
    if (err instanceof ApiFailure) return c.json({ error: err.code, message: err.message, ...err.extra }, err.status);
    if (err instanceof HTTPException && err.status < 500) {
      // e.g. malformed JSON from the validator.
      const status = err.status === 413 ? 413 : 400;
      return c.json({ error: status === 413 ? 'PayloadTooLarge' : 'BadRequest', message: status === 413 ? daRecipeService.bodyTooLarge : daRecipeService.badRequest }, status as ContentfulStatusCode);
    }
    if (isDatabaseUnavailable(err)) {
      c.header('Retry-After', '5');
      return c.json({ error: 'ServiceUnavailable', message: daRecipeService.unavailable }, 503);
    }
    logError(`[recipe-service] ${c.req.method} ${c.req.path} failed:`, err);
    return c.json({ error: 'ServerError', message: daRecipeService.serverError }, 500);
  });

  // CORS for the shop's own origins only, without credentials (the calls carry no cookies).
  app.use('*', cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'POST'],
    allowHeaders: ['Content-Type', 'Accept', 'X-Culture'],
    maxAge: 600,
    credentials: false,
  }));
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  app.use('*', etag());
  // The one POST: JSON only (a form post is no call of ours) and small.
  const jsonBody = [
    bodyLimit({
      maxSize: 32 * 1024,
      onError: (c) => c.json({ error: 'PayloadTooLarge', message: daRecipeService.bodyTooLarge }, 413),
    }),
    async (c: Context, next: () => Promise<void>) => {
      const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'application/json') return c.json({ error: 'UnsupportedMediaType', message: daRecipeService.jsonOnly }, 415);
      await next();
    },
  ] as const;

  const publicJson = <T>(c: Context, body: T) => {
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json(body, 200);
  };

  const page = async (ids: readonly number[], pageNo: number, size: number): Promise<RecipePage> => ({
    items: await summariesByIds(db, ids.slice((pageNo - 1) * size, pageNo * size), imageUrlOf),
    page: pageNo,
    pageSize: size,
    total: ids.length,
  });

  for (const path of ['/recipes/', '/recipes']) {
    app.get(path, check('query', RecipeListQuerySchema), async (c) => {
      const q = c.req.valid('query');
      const size = pageSizeOf(q.pageSize);
      const ids = await matchingIds(db, {
        query: q.query,
        tagIds: q.tags ? q.tags.split(',').map(Number) : [],
        recipeFilter: q.recipeFilter,
      });
      return publicJson(c, await page(ids, Number(q.page ?? '1'), size));
    });
  }

  app.get('/recipes/random', check('query', RecipeRandomQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const size = pageSizeOf(q.pageSize);
    const { ids, total } = await randomIds(db, size, q.sponsored === 'true');
    const body: RecipePage = { items: await summariesByIds(db, ids, imageUrlOf), page: 1, pageSize: size, total };
    c.header('Cache-Control', 'no-store');
    return c.json(body, 200);
  });

  app.post('/recipes/getbyids', ...jsonBody, check('json', RecipeIdsRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const ids = await knownIds(db, body.ids);
    c.header('Cache-Control', 'no-store');
    return c.json(await page(ids, body.page ?? 1, body.pageSize ?? RECIPE_PAGE_SIZE), 200);
  });

  app.get('/recipes/:id', check('param', IdParamSchema), async (c) => {
    const recipe = await recipeById(db, Number(c.req.valid('param').id), imageUrlOf);
    if (!recipe) throw new ApiFailure(404, 'NotFound', daRecipeService.recipeNotFound);
    return publicJson(c, recipe);
  });

  app.get('/tagCategories', async (c) => publicJson(c, await tagCategories(db)));
  app.get('/tagCategories/:id', check('param', IdParamSchema), async (c) => {
    const [category] = await tagCategories(db, Number(c.req.valid('param').id));
    if (!category) throw new ApiFailure(404, 'NotFound', daRecipeService.categoryNotFound);
    return publicJson(c, category);
  });
  app.get('/tags', async (c) => publicJson(c, await listTags(db)));
  app.get('/tags/:categoryId', check('param', CategoryParamSchema), async (c) => {
    const id = Number(c.req.valid('param').categoryId);
    if (!(await categoryExists(db, id))) throw new ApiFailure(404, 'NotFound', daRecipeService.categoryNotFound);
    return publicJson(c, await listTags(db, id));
  });

  app.get('/images/:file', check('param', ImageParamSchema), async (c) => {
    const id = Number(c.req.valid('param').file.slice(0, -'.svg'.length));
    const name = await recipeName(db, id);
    if (name === null) throw new ApiFailure(404, 'NotFound', daRecipeService.imageNotFound);
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', IMAGE_CACHE);
    // Opened on its own, the picture runs nothing and loads nothing.
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return c.body(recipeImageSvg(id, name), 200);
  });

  app.all('*', (c) => c.json({ error: 'NotFound', message: daRecipeService.notFound }, 404));
  return app;
}

export type RecipeService = ReturnType<typeof createRecipeService>;
