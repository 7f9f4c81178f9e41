// The user as every request carries him (AuthContext.user): his row without the credentials. The password
// hash and the failed-login counters are read by the login (auth/login.ts) from its own query and written
// by it and by the password's reset and change (accounts/password-reset.ts); no route, session or log line
// that prints a context needs them, so they do not leave the database there (defence in depth, the
// guide's "secrets hashed"). The login's answer, the functions that answer an updated or looked-up user
// (settings, cart type, the reminder's postpone, an admin's colleague), the cXML buyer and the recurring
// orders' basket owner carry the same columns.
import { getTableColumns } from 'drizzle-orm';
import * as t from '../db/schema.js';
import type { SessionUser } from '../http/env.js';

const { passwordHash: _passwordHash, failedLoginCount: _failed, lastFailedLoginAt: _lastFailed, lockedUntil: _locked, ...columns } =
  getTableColumns(t.users);

/** For `select({ user: sessionUserColumns })` and `.returning(sessionUserColumns)`. */
export const sessionUserColumns = columns;

const SESSION_USER_KEYS = Object.keys(columns) as (keyof SessionUser)[];

/** The login's full row (it needed the hash) as the session user it answers with. */
export function toSessionUser(row: SessionUser): SessionUser {
  return Object.fromEntries(SESSION_USER_KEYS.map((key) => [key, row[key]])) as unknown as SessionUser;
}

// The columns and the type name the same fields: a column added to users is carried, a credential added
// must be named in both places or this stops compiling.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _sameFields: Same<keyof typeof columns, keyof SessionUser> = true;
void _sameFields;
