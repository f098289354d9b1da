/**
 * `npm run parse-pending [-- --county X --limit N --concurrency C --stale]`: parses records that have no
 * cached details yet (with --stale, also those another parser version parsed), through the same
 * single-flight path as the details endpoint (safe beside running servers on PostgreSQL). Exit code 0
 * only if every record parsed.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { DatabaseLockedError, openDatabase } from '@/db/client';
import { shutdownOcr } from '@/parsers/ocr';
import { getAppBlobStore } from '@/server/blobs/index';
import { getConfig } from '@/server/config';
import { type PendingProgress, parsePending } from '@/server/services/parsing/parse-pending';

function positive(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--${name} must be a positive integer, got '${raw}'.`);
    process.exit(2);
  }
  return n;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      county: { type: 'string' },
      limit: { type: 'string' },
      concurrency: { type: 'string' },
      stale: { type: 'boolean', default: false },
    },
  });
  const config = getConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  const tty = Boolean(process.stderr.isTTY);
  const bar = tty
    ? new cliProgress.SingleBar(
        {
          format: 'parsing [{bar}] {value}/{total} | parsed {parsed} | failed {failed} | eta {eta}s',
          stream: process.stderr,
        },
        cliProgress.Presets.shades_classic,
      )
    : undefined;
  let started = false;
  const onProgress = (p: PendingProgress) => {
    if (bar) {
      if (!started) bar.start(p.total, 0, { parsed: 0, failed: 0 });
      bar.update(p.done, { parsed: p.parsed, failed: p.failed });
    } else if (started) {
      console.error(`${p.done}/${p.total} parsed=${p.parsed} failed=${p.failed}`);
    }
    started = true;
  };
  try {
    const summary = await parsePending({
      db: handle.db,
      blobs: getAppBlobStore(),
      county: values.county?.trim().toLowerCase(),
      limit: positive('limit', values.limit),
      concurrency: positive('concurrency', values.concurrency) ?? 2,
      stale: values.stale,
      onProgress,
    });
    bar?.stop();
    for (const f of summary.failures) {
      console.error(`failed: ${f.county}/${f.docNumber} (record ${f.recordId}): ${f.code}: ${f.message}`);
    }
    console.log(
      `${summary.total} pending: ${summary.parsed} parsed, ${summary.alreadyParsed} parsed meanwhile by others, ${summary.failed} failed.`,
    );
    return summary.failed === 0 ? 0 : 1;
  } finally {
    bar?.stop();
    await shutdownOcr();
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof DatabaseLockedError ? e.message : e);
    process.exit(1);
  },
);
