// /api/department (issue 20 §3, §5): the session department's kitchen settings and its allergen
// guard list. The department is always the session's: no call takes one.
import { AllergenGuardListSchema, type AllergenGuardList } from '../schemas/allergen-guard.js';
import { KitchenSettingsSchema, type KitchenSettings, type KitchenSettingsUpdate } from '../schemas/kitchen-settings.js';
import { apiRequest, type RequestOptions } from './client.js';

type CallOptions = Pick<RequestOptions<unknown>, 'handled' | 'signal'>;

export function fetchKitchenSettings(options: CallOptions = {}): Promise<KitchenSettings> {
  return apiRequest('/api/department/kitchensettings', { ...options, schema: KitchenSettingsSchema });
}

export function putKitchenSettings(update: KitchenSettingsUpdate, options: CallOptions = {}): Promise<KitchenSettings> {
  return apiRequest('/api/department/kitchensettings', { ...options, method: 'PUT', body: update, schema: KitchenSettingsSchema });
}

/** Kept by the browser and revalidated with its ETag (the server sends `private, no-cache`). */
export function fetchAllergenGuard(options: CallOptions = {}): Promise<AllergenGuardList> {
  return apiRequest('/api/department/allergenguard', { ...options, schema: AllergenGuardListSchema });
}
