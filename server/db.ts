import path from 'node:path';
import { type DbHandle, openDatabase } from '@/db/client';
import { getConfig } from './config';

const g = globalThis as unknown as { __appDb?: Promise<DbHandle> };

/**
 * The process-wide database handle: postgres.js when DATABASE_URL is set, otherwise PGlite under
 * DATA_DIR/pglite. Opened (and migrated) on first use and kept across hot reloads.
 */
export function getAppDb(): Promise<DbHandle> {
  if (!g.__appDb) {
    const config = getConfig();
    g.__appDb = openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
    }).catch((e) => {
      g.__appDb = undefined;
      throw e;
    });
  }
  return g.__appDb;
}
