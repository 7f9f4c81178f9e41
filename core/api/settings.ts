// Issue 22 point 5 (§7 "Login, profile and settings"): the customer's own settings and relations. Thin
// wrappers over apiRequest; core/stores/my-settings.ts decides what the user sees. The user, department
// and customer are always the session's.
import {
  CustomerUsersAnswerSchema,
  EnvironmentAnswerSchema,
  SettingsAnswerSchema,
  UserRelationsAnswerSchema,
  type CustomerUser,
  type EnvironmentAnswer,
  type EnvironmentReport,
  type SettingsAnswer,
  type SettingsUpdateRequest,
  type UserRelationsAnswer,
} from '../schemas/settings.js';
import { ProfileSchema, type CartTypeValue, type Profile } from '../schemas/user.js';
import { apiRequest, type RequestOptions } from './client.js';

type CallOptions = Pick<RequestOptions<unknown>, 'handled' | 'signal'>;

export function postCartType(cartType: CartTypeValue, options: CallOptions = {}): Promise<Profile> {
  return apiRequest('/api/profile/carttype', { ...options, method: 'POST', body: { cartType }, schema: ProfileSchema });
}

/** Without a department: the list; with one: switches the session's department. */
export function postUserRelations(department?: string, options: CallOptions = {}): Promise<UserRelationsAnswer> {
  return apiRequest('/api/profile/userrelations', { ...options, method: 'POST', body: department ? { department } : {}, schema: UserRelationsAnswerSchema });
}

export function postToggleProcure(show: boolean, options: CallOptions = {}): Promise<Profile> {
  return apiRequest(`/api/profile/toggleprocure/${show ? 1 : 0}`, { ...options, method: 'POST', body: {}, schema: ProfileSchema });
}

export function putSettings(change: SettingsUpdateRequest, options: CallOptions = {}): Promise<SettingsAnswer> {
  return apiRequest('/api/settings/update', { ...options, method: 'PUT', body: change, schema: SettingsAnswerSchema });
}

export async function fetchCustomerUsers(options: CallOptions = {}): Promise<CustomerUser[]> {
  return (await apiRequest('/api/settings/users', { ...options, schema: CustomerUsersAnswerSchema })).users;
}

export function postEnvironmentCheck(report: EnvironmentReport, options: CallOptions = {}): Promise<EnvironmentAnswer> {
  return apiRequest('/api/profile/environmentcheck', { ...options, method: 'POST', body: report, schema: EnvironmentAnswerSchema });
}
