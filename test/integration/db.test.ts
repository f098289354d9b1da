import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DatabaseLockedError, openDatabase, queryRows } from '@/db/client';

describe('embedded PGlite directory', () => {
  it('is locked against a second opener, reopens after close with pg_trgm loaded', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-')), 'pglite');
    const first = await openDatabase({ pgliteDir: dir });
    await expect(openDatabase({ pgliteDir: dir })).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(/in use by another process/);
    await first.db.execute(sql`insert into counties (slug, name, state) values ('x-tx', 'X', 'TX')`);
    await first.close();

    const again = await openDatabase({ pgliteDir: dir });
    const rows = await queryRows<{ sim: number }>(
      again.db,
      sql`select similarity('abernathy', 'abernathey') as sim`,
    );
    expect(Number(rows[0]?.sim)).toBeGreaterThan(0.5);
    const counties = await queryRows<{ slug: string }>(again.db, sql`select slug from counties`);
    expect(counties.map((c) => c.slug)).toEqual(['x-tx']);
    await again.close();
  });
});
