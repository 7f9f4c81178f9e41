// The user as every request carries him (AuthContext.user): his row without the credentials. The password
// hash and the failed-login counters are read by the login (auth/login.ts, the hash as a field of its own)
// and written by it and by the password's reset and change (accounts/password-reset.ts); no route, session
// or log line that prints a context needs them, so they do not leave the database there (defence in
// depth, the guide's "secrets hashed"). Every path that hands a user to the routes selects these columns
// (session-user.test.ts scans for a whole-row read; decision 004, addendum).
import { getTableColumns } from 'drizzle-orm';
import * as t from '../db/schema.js';
import type { SessionUser } from '../http/env.js';

const { passwordHash: _passwordHash, failedLoginCount: _failed, lastFailedLoginAt: _lastFailed, lockedUntil: _locked, ...columns } =
  getTableColumns(t.users);

/** For `select({ user: sessionUserColumns })` and `.returning(sessionUserColumns)`. */
export const sessionUserColumns = columns;

// The columns and the type name the same fields: a column added to users is carried, a credential added
// must be named in both places or this stops compiling.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _sameFields: Same<keyof typeof columns, keyof SessionUser> = true;
void _sameFields;
