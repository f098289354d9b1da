import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { usageLedger } from '@/db/schema';
import { type UsageEntry, UsageLedgerWriter } from '@/server/services/usage/ledger-writer';
import { createTestDb, type TestDb } from '../helpers/test-db';

let db: TestDb;
const entry = (requestId: string): UsageEntry => ({
  requestId,
  recordId: 1,
  county: 'dallas-tx',
  docNumber: 'D-1',
  consumer: 'c',
  plan: 'free',
  servedFrom: 'cache',
  createdAt: new Date(),
});
const count = async () => (await db.db.select().from(usageLedger)).length;

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => db?.drop());
beforeEach(async () => {
  await db.db.execute(sql`delete from usage_ledger`);
});

describe('usage ledger writer', () => {
  it('writes every appended row in batches, without waiting in append', async () => {
    const w = new UsageLedgerWriter({ db: db.db, flushIntervalMs: 20, maxBatch: 64 });
    for (let i = 0; i < 500; i++) w.append(entry(`many-${i}`));
    expect(w.pending).toBe(500);
    await w.flush();
    expect(w.pending).toBe(0);
    expect(await count()).toBe(500);
  });

  it('keeps rows while the database refuses them and writes them once it recovers, without duplicates', async () => {
    const w = new UsageLedgerWriter({ db: db.db, flushIntervalMs: 10 });
    await db.db.execute(sql`alter table usage_ledger rename to usage_ledger_away`);
    try {
      for (let i = 0; i < 20; i++) w.append(entry(`retry-${i}`));
      await new Promise((r) => setTimeout(r, 200));
      expect(w.pending).toBe(20);
    } finally {
      await db.db.execute(sql`alter table usage_ledger_away rename to usage_ledger`);
    }
    await w.flush();
    expect(await count()).toBe(20);
    // A batch written twice (e.g. retried after a lost acknowledgement) still counts once.
    w.append(entry('retry-0'));
    await w.flush();
    expect(await count()).toBe(20);
  });

  it('spools rows still queued at exit and replays them on the next start', async () => {
    const spoolDir = fs.mkdtempSync(path.join(os.tmpdir(), 'usage-spool-'));
    await db.db.execute(sql`alter table usage_ledger rename to usage_ledger_away`);
    const dying = new UsageLedgerWriter({ db: db.db, flushIntervalMs: 10_000, spoolDir });
    for (let i = 0; i < 5; i++) dying.append(entry(`spool-${i}`));
    dying.spoolSync();
    expect(dying.pending).toBe(0);
    expect(fs.readdirSync(spoolDir)).toHaveLength(1);
    await db.db.execute(sql`alter table usage_ledger_away rename to usage_ledger`);

    const next = new UsageLedgerWriter({ db: db.db, spoolDir });
    expect(next.pending).toBe(5);
    await next.flush();
    expect(await count()).toBe(5);
    expect(fs.readdirSync(spoolDir)).toHaveLength(0);
  });
});
