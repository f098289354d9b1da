import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '@/db/client';

// Included by vitest.config.mts only when DATABASE_URL points at a PostgreSQL server.
const pgUrl = process.env.DATABASE_URL;

describe('PostgreSQL migrations', () => {
  it('are safe when several instances start together', async () => {
    const name = `mig_${randomBytes(4).toString('hex')}`;
    const admin = postgres(pgUrl as string, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    const url = new URL(pgUrl as string);
    url.pathname = `/${name}`;
    try {
      const handles = await Promise.all(
        Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url.toString(), max: 2 })),
      );
      const rows = await queryRows<{ n: string }>(
        handles[0]!.db,
        sql`select count(*) as n from drizzle.__drizzle_migrations`,
      );
      const files = fs
        .readdirSync(path.join(process.cwd(), 'db', 'migrations'))
        .filter((f) => f.endsWith('.sql'));
      expect(Number(rows[0]?.n)).toBe(files.length);
      await Promise.all(handles.map((h) => h.close()));
    } finally {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
