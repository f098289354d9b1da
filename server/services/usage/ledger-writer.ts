import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '@/db/client';
import { usageLedger } from '@/db/schema';
import { log } from '@/server/log';

export type UsageEntry = {
  requestId: string;
  recordId: number;
  county: string;
  docNumber: string;
  consumer: string | null;
  plan: string | null;
  servedFrom: 'cache' | 'parse';
  createdAt: Date;
};

export type LedgerWriterOptions = {
  db: Db;
  /** Rows are written at most this long after they are appended. */
  flushIntervalMs?: number;
  /** A batch this large is written at once, without waiting for the interval. */
  maxBatch?: number;
  /** Where rows still queued at process exit are written, to be replayed by the next writer. */
  spoolDir?: string;
};

const MAX_RETRY_DELAY_MS = 5_000;

/**
 * Appends usage rows in batches, off the request path: `append` never waits and never throws, so
 * writing the ledger cannot delay or fail a paid response. A failed batch is kept and retried with
 * backoff; rows still queued when the process exits are spooled to disk and replayed on the next
 * start. Writes are idempotent on request_id, so a retried or replayed batch never counts twice.
 */
export class UsageLedgerWriter {
  private readonly db: Db;
  private readonly flushIntervalMs: number;
  private readonly maxBatch: number;
  private readonly spoolDir: string | undefined;
  private queue: UsageEntry[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private failures = 0;
  private replayedFiles: string[] = [];
  written = 0;

  constructor(opts: LedgerWriterOptions) {
    this.db = opts.db;
    this.flushIntervalMs = opts.flushIntervalMs ?? 100;
    this.maxBatch = opts.maxBatch ?? 200;
    this.spoolDir = opts.spoolDir;
    this.replaySpool();
  }

  get pending(): number {
    return this.queue.length;
  }

  append(entry: UsageEntry): void {
    this.queue.push(entry);
    if (this.queue.length >= this.maxBatch) this.schedule(0);
    else this.schedule(this.flushIntervalMs);
  }

  /** Writes everything queued so far; resolves once it is stored (retrying as long as it takes). */
  async flush(): Promise<void> {
    while (this.queue.length > 0 || this.flushing) {
      if (this.flushing) {
        await this.flushing;
        continue;
      }
      this.flushing = this.writeOnce().finally(() => {
        this.flushing = undefined;
      });
      await this.flushing;
    }
  }

  /** Writes queued rows synchronously to the spool (for process exit, when nothing async runs). */
  spoolSync(): void {
    if (this.queue.length === 0 || !this.spoolDir) return;
    try {
      fs.mkdirSync(this.spoolDir, { recursive: true });
      const file = path.join(this.spoolDir, `usage-${process.pid}-${Date.now()}.ndjson`);
      fs.writeFileSync(file, `${this.queue.map((e) => JSON.stringify(e)).join('\n')}\n`);
      this.queue = [];
    } catch (e) {
      log.error({ err: e, rows: this.queue.length }, 'could not spool usage rows at exit');
    }
  }

  private schedule(delayMs: number): void {
    if (this.timer) {
      if (delayMs > 0) return;
      clearTimeout(this.timer);
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.flushing) {
        this.flushing = this.writeOnce().finally(() => {
          this.flushing = undefined;
        });
      }
    }, delayMs);
    this.timer.unref();
  }

  private async writeOnce(): Promise<void> {
    const batch = this.queue.splice(0, this.maxBatch);
    if (batch.length === 0) return;
    try {
      await this.db.insert(usageLedger).values(batch).onConflictDoNothing({ target: usageLedger.requestId });
      this.written += batch.length;
      this.failures = 0;
      if (this.queue.length === 0) this.dropReplayedFiles();
    } catch (e) {
      // Put the batch back in front, in order, and try again later: a row is never dropped.
      this.queue.unshift(...batch);
      this.failures++;
      log.error(
        { err: e, rows: batch.length, attempt: this.failures },
        'usage ledger write failed; will retry',
      );
      // Back off while still "flushing", so neither the timer nor flush() hammers a failing database.
      const delay = Math.min(MAX_RETRY_DELAY_MS, this.flushIntervalMs * 2 ** (this.failures - 1));
      await new Promise((r) => setTimeout(r, delay).unref());
    }
    if (this.queue.length > 0) this.schedule(this.queue.length >= this.maxBatch ? 0 : this.flushIntervalMs);
  }

  private replaySpool(): void {
    if (!this.spoolDir || !fs.existsSync(this.spoolDir)) return;
    for (const name of fs.readdirSync(this.spoolDir)) {
      if (!name.endsWith('.ndjson')) continue;
      const file = path.join(this.spoolDir, name);
      try {
        for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
          if (!line.trim()) continue;
          const e = JSON.parse(line) as UsageEntry;
          this.queue.push({ ...e, createdAt: new Date(e.createdAt) });
        }
        this.replayedFiles.push(file);
      } catch (e) {
        log.error({ err: e, file }, 'could not replay a usage spool file; left in place');
      }
    }
    if (this.queue.length > 0) {
      log.info({ rows: this.queue.length }, 'replaying spooled usage rows');
      this.schedule(0);
    }
  }

  private dropReplayedFiles(): void {
    for (const file of this.replayedFiles) fs.rmSync(file, { force: true });
    this.replayedFiles = [];
  }
}
