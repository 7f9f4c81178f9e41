// Client call of the allergen overview (issue 20 point 2): GET /api/favoritelists/{id}/allergens. The
// store shows its own failures (404 "the list is not there", others "could not be loaded"), so none is
// toasted here. The CSV download is a plain link to the same path with ?format=csv.
import { apiRequest } from './client.js';
import { AllergenMatrixSchema, type AllergenMatrix } from '../schemas/allergen-matrix.js';
import { $shopConfig } from '../stores/config.js';

const path = (listId: number) => `/api/favoritelists/${listId}/allergens`;

export function fetchAllergenMatrix(listId: number, signal?: AbortSignal): Promise<AllergenMatrix> {
  return apiRequest(path(listId), { schema: AllergenMatrixSchema, handled: 'all', signal });
}

/** The CSV download's address on the API's origin (the session cookie goes with a same-site link). */
export function allergenCsvUrl(listId: number): string {
  return `${$shopConfig.get().apiBase}${path(listId)}?format=csv`;
}
