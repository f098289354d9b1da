import type { Db } from '@/db/client';
import { type UsageEntry, UsageLedgerWriter } from './ledger-writer';

// One writer per database handle (tests open many); a Map, not a WeakMap, so exit hooks can reach them all.
const writers = new Map<Db, UsageLedgerWriter>();
let hooksInstalled = false;

function installExitHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  // beforeExit: the event loop drained, async work is still possible. exit: last chance, sync only.
  process.on('beforeExit', () => {
    void flushUsageLedgers();
  });
  process.on('exit', () => {
    for (const w of writers.values()) w.spoolSync();
  });
}

/**
 * The process's ledger writer for `db`, created on first use. `spoolDir` (where rows queued at exit
 * are kept for the next start) belongs to the server's own database only, never to a throwaway one.
 */
export function getUsageLedger(db: Db, opts: { spoolDir?: string } = {}): UsageLedgerWriter {
  let w = writers.get(db);
  if (!w) {
    w = new UsageLedgerWriter({ db, spoolDir: opts.spoolDir });
    writers.set(db, w);
    installExitHooks();
  }
  return w;
}

/** Records one metered (successful) details call. Never waits, never throws. */
export function recordUsage({
  db,
  entry,
  spoolDir,
}: {
  db: Db;
  entry: Omit<UsageEntry, 'createdAt'>;
  spoolDir?: string;
}): void {
  getUsageLedger(db, { spoolDir }).append({ ...entry, createdAt: new Date() });
}

/** Writes every queued row of every writer (graceful shutdown, tests). */
export async function flushUsageLedgers(): Promise<void> {
  await Promise.all([...writers.values()].map((w) => w.flush()));
}

/** Flushes and forgets the writer of a database that is about to close. */
export async function closeUsageLedger(db: Db): Promise<void> {
  const w = writers.get(db);
  if (!w) return;
  await w.flush();
  writers.delete(db);
}
