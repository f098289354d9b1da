import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { DbHandle } from './client';

/** Built from the working directory: inside a Next.js bundle there is no reliable __dirname. */
export const MIGRATIONS_DIR = path.join(process.cwd(), 'db', 'migrations');

// Any constant works; it only has to be the same for every instance of this service.
const MIGRATION_LOCK_KEY = 7_342_118_001;

/**
 * Applies pending migrations. On PostgreSQL a session advisory lock on a dedicated connection makes
 * concurrent start-ups wait for each other instead of racing on CREATE TABLE.
 */
export async function runMigrations(handle: DbHandle, databaseUrl?: string): Promise<void> {
  if (handle.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the PGlite migrator wants its own database type
    await migratePglite(handle.db as any, { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  if (!databaseUrl) throw new Error('runMigrations: databaseUrl is required for PostgreSQL');
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    try {
      await migratePostgres(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
    }
  } finally {
    await client.end({ timeout: 5 });
  }
}
