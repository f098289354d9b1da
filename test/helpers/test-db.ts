import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type DbHandle, openDatabase } from '@/db/client';

export type TestDb = DbHandle & { url?: string; drop: () => Promise<void> };

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or, when DATABASE_URL is
 * set, a throwaway database created on that PostgreSQL server (so test files can run in parallel).
 */
export async function createTestDb(): Promise<TestDb> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const handle = await openDatabase({});
    return { ...handle, drop: () => handle.close() };
  }
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), max: 5 });
  return {
    ...handle,
    url: url.toString(),
    drop: async () => {
      await handle.close();
      const a = postgres(baseUrl, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists "${name}" with (force)`);
      await a.end();
    },
  };
}
