// Quick order (issue 20 point 1): the review of pasted lines (§7 POST /api/product/loadcsv), the unit
// list (GET /api/product/GetUnits, cached a day by the browser) and the §5 amount check (POST
// /api/product/validateamount). Imported by its module path (not core/index.ts): only the quick-order
// page needs it.
import {
  LoadCsvResponseSchema,
  UnitsResponseSchema,
  ValidateAmountResponseSchema,
  type LoadCsvRequest,
  type LoadCsvResponse,
  type UnitsResponse,
  type ValidateAmountResponse,
} from '../schemas/quick-order.js';
import { apiRequest, type RequestOptions } from './client.js';

type CallOptions = Pick<RequestOptions<unknown>, 'handled' | 'signal'>;

export function postLoadCsv(body: LoadCsvRequest, options: CallOptions = {}): Promise<LoadCsvResponse> {
  return apiRequest('/api/product/loadcsv', { ...options, method: 'POST', body, schema: LoadCsvResponseSchema });
}

export function fetchUnits(options: CallOptions = {}): Promise<UnitsResponse> {
  return apiRequest('/api/product/GetUnits', { ...options, schema: UnitsResponseSchema });
}

export function postValidateAmount(body: { amount: string; unit: string }, options: CallOptions = {}): Promise<ValidateAmountResponse> {
  return apiRequest('/api/product/validateamount', { ...options, method: 'POST', body, schema: ValidateAmountResponseSchema });
}
