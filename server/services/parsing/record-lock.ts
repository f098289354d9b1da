import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';

// Namespace of the two-key advisory lock, so record ids cannot collide with other advisory locks.
const PARSE_LOCK_NAMESPACE = 7_342_118;

/** True for postgres.js (a tagged-template function), false for embedded PGlite (an object). */
function isPostgresJs(db: Db): boolean {
  return typeof (db as unknown as { $client?: unknown }).$client === 'function';
}

/**
 * Runs `fn` holding a per-record lock shared by every process using the database.
 *
 * PostgreSQL: a transaction holding `pg_advisory_xact_lock`, so other instances block until it commits
 * and then see what it wrote; `fn` gets the transaction, and whatever it writes commits with the unlock.
 * PGlite: it is single-process (the data directory is lock-filed) and its transactions block every
 * other query of the process, so `fn` runs directly and the in-process single flight is the lock.
 */
export async function withRecordLock<T>(db: Db, recordId: number, fn: (tx: Db) => Promise<T>): Promise<T> {
  if (!isPostgresJs(db)) return fn(db);
  return db.transaction(async (tx) => {
    // Ids beyond int4 fold onto smaller ones: a collision only makes two records wait for each other.
    const key = recordId % 2_147_483_647;
    await tx.execute(sql`select pg_advisory_xact_lock(${PARSE_LOCK_NAMESPACE}::int, ${key}::int)`);
    return fn(tx as unknown as Db);
  });
}
