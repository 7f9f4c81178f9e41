// GET /api/favoritelists/{id}/allergens (issue 20 point 2): the allergen overview of a favourite list,
// as JSON for <shop-allergen-matrix> or, with ?format=csv, as a download for Danish Excel (UTF-8 with a
// BOM, `;` between fields, CRLF). Mounted at /api/favoritelists beside favorite-lists.ts; the same
// visibility rule (a list the user does not see answers 404 and tells nothing more).
import { stringify } from 'csv-stringify/sync';
import { AllergenMatrixParamSchema, AllergenMatrixQuerySchema } from '../../core/schemas/allergen-matrix.js';
import { allergenCsvFileName, allergenCsvRecords } from '../../core/rules/allergen-matrix.js';
import { shopToday } from '../../core/rules/calendar.js';
import { authOf, requireSession } from '../auth/session.js';
import { allergenMatrix } from '../favorite-lists/allergen-matrix.js';
import { type AppDeps, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';

export function favoriteListAllergenRoutes(deps: AppDeps) {
  const app = createRouter();
  const { db, clock } = deps;

  app.get('/:id/allergens', requireSession, validate('param', AllergenMatrixParamSchema), validate('query', AllergenMatrixQuerySchema), async (c) => {
    const now = clock.now();
    const matrix = await allergenMatrix(db, authOf(c), Number(c.req.valid('param').id), now);
    if (c.req.valid('query').format !== 'csv') return c.json(matrix, 200);
    // Danish Excel opens a CSV by its list separator (`;`) and needs the BOM to read UTF-8 (æ, ø, å).
    const csv = stringify(allergenCsvRecords(matrix), { delimiter: ';', bom: true, record_delimiter: 'windows' });
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${allergenCsvFileName(matrix.list.name, shopToday(now))}"`);
    return c.body(csv, 200);
  });

  return app;
}
