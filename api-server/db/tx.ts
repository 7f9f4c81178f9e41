// The one transaction handle type: what `db.transaction(async (tx) => …)` hands its callback, for
// PGlite and PostgreSQL alike (decisions 003 and 031).
import type { Db } from './open.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A handle queries can run on: the database itself or an open transaction. */
export type DbOrTx = Db | Tx;
