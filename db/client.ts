import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import lockfile from 'proper-lockfile';
import { runMigrations } from './migrate';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw postgres.js client when kind is 'postgres' (COPY, LISTEN); undefined for PGlite. */
  pg?: postgres.Sql;
  close: () => Promise<void>;
};

export type OpenDatabaseOptions = {
  /** postgres.js connection string; when absent an embedded PGlite is used. */
  databaseUrl?: string;
  /** Directory for PGlite files; when absent (and no URL) the database lives in memory. */
  pgliteDir?: string;
  /** Pool size for postgres.js. */
  max?: number;
  migrate?: boolean;
};

export class DatabaseLockedError extends Error {
  constructor(dir: string) {
    super(
      `The embedded database in ${dir} is in use by another process (is the server running?). ` +
        'Stop that process first, or set DATABASE_URL to use PostgreSQL, which allows several processes.',
    );
    this.name = 'DatabaseLockedError';
  }
}

async function lockPgliteDir(dir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dir, { recursive: true });
  try {
    // PGlite itself does not lock its directory; a second opener would corrupt it.
    return await lockfile.lock(dir, {
      lockfilePath: path.join(dir, '..', `${path.basename(dir)}.lock`),
      stale: 15_000,
      update: 5_000,
      realpath: false,
    });
  } catch (e) {
    if ((e as { code?: string }).code === 'ELOCKED') throw new DatabaseLockedError(dir);
    throw e;
  }
}

/** Opens a database (postgres.js or PGlite), applies migrations, and returns a handle. */
export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<DbHandle> {
  let handle: DbHandle;
  if (opts.databaseUrl) {
    const client = postgres(opts.databaseUrl, {
      max: opts.max ?? 10,
      onnotice: () => {},
      connection: { application_name: 'estate-records-api' },
    });
    const db = drizzlePostgres(client, { schema }) as unknown as Db;
    handle = { db, kind: 'postgres', pg: client, close: () => client.end({ timeout: 5 }) };
  } else {
    const release = opts.pgliteDir ? await lockPgliteDir(opts.pgliteDir) : undefined;
    try {
      const pg = new PGlite({ dataDir: opts.pgliteDir, extensions: { pg_trgm } });
      await pg.waitReady;
      const db = drizzlePglite(pg, { schema }) as unknown as Db;
      handle = {
        db,
        kind: 'pglite',
        close: async () => {
          await pg.close();
          await release?.();
        },
      };
    } catch (e) {
      await release?.();
      throw e;
    }
  }
  if (opts.migrate !== false) {
    try {
      await runMigrations(handle, opts.databaseUrl);
    } catch (e) {
      await handle.close();
      throw e;
    }
  }
  return handle;
}

/** Rows of a raw query, whichever driver ran it (postgres.js returns an array, PGlite `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown;
  if (Array.isArray(res)) return res as T[];
  return ((res as { rows?: T[] }).rows ?? []) as T[];
}
