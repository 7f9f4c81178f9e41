// Issue 19 point 2: /api/profile requestresetpassword, resetpassword/check, resetpassword and
// changepassword. Thin wrappers; the store (core/stores/password.ts) decides what the user sees.
import { PasswordTokenStatusSchema, RequestResetAnswerSchema, type PasswordTokenStatus } from '../schemas/password.js';
import { apiRequest, type RequestOptions } from './client.js';

const BASE = '/api/profile';
type CallOptions = Pick<RequestOptions<unknown>, 'handled' | 'signal'>;

export function postRequestResetPassword(email: string, options: CallOptions = {}): Promise<unknown> {
  return apiRequest(`${BASE}/requestresetpassword`, { ...options, method: 'POST', body: { email }, schema: RequestResetAnswerSchema });
}

export function postCheckResetToken(token: string, options: CallOptions = {}): Promise<PasswordTokenStatus> {
  return apiRequest(`${BASE}/resetpassword/check`, { ...options, method: 'POST', body: { token }, schema: PasswordTokenStatusSchema });
}

export function postResetPassword(token: string, password: string, options: CallOptions = {}): Promise<unknown> {
  return apiRequest(`${BASE}/resetpassword`, { ...options, method: 'POST', body: { token, password } });
}

export function postChangePassword(currentPassword: string, newPassword: string, options: CallOptions = {}): Promise<unknown> {
  return apiRequest(`${BASE}/changepassword`, { ...options, method: 'POST', body: { currentPassword, newPassword } });
}
