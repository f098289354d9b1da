/**
 * `npm run ingest -- DIR [--rejects FILE] [--batch-size N]`: imports a portal export directory into
 * the database named by DATABASE_URL (or the embedded one under DATA_DIR) and the blob store
 * (BLOB_READ_WRITE_TOKEN, or DATA_DIR/blobs).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DatabaseLockedError, openDatabase } from '@/db/client';
import { getAppBlobStore } from '@/server/blobs';
import { getConfig } from '@/server/config';
import { isAppError } from '@/server/errors';
import { assertExportDir, ingestDirectory } from '@/server/services/ingest/ingest-directory';
import { createIngestReporter } from '@/server/services/ingest/ingest-reporter';

const USAGE = `Usage: npm run ingest -- DIR [--rejects FILE] [--batch-size N]

Imports the portal export in DIR (records.ndjson, optional counties.ndjson, page images).
Re-running it is safe: unchanged records are left alone.

  --rejects FILE    where rejected lines go, one JSON object each: {file, line, reason, raw}
                    (default DIR/records.rejects.ndjson; removed when a run rejects nothing)
  --batch-size N    records per transaction (default 200)

Exit codes: 0 every line imported; 2 some lines rejected (all others imported);
1 the import could not run or was interrupted (running it again completes it).`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<number> {
  let args: ReturnType<typeof parse>;
  const parse = () =>
    parseArgs({
      allowPositionals: true,
      options: {
        rejects: { type: 'string' },
        'batch-size': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  try {
    args = parse();
  } catch (e) {
    fail(`${(e as Error).message}\n${USAGE}`);
  }
  if (args.values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const dir = args.positionals[0];
  if (!dir || args.positionals.length > 1) fail(USAGE);
  const batchSize = args.values['batch-size'] === undefined ? undefined : Number(args.values['batch-size']);
  if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize > 0 && batchSize <= 10_000)) {
    fail('--batch-size must be an integer between 1 and 10000');
  }

  // Checked before the database is opened: a typo in DIR should not cost a database start-up.
  await assertExportDir(path.resolve(dir));
  const config = getConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  const reporter = createIngestReporter({ tty: Boolean(process.stderr.isTTY) });
  try {
    const summary = await ingestDirectory({
      db: handle.db,
      blobs: getAppBlobStore(),
      dir,
      batchSize,
      rejectsPath: args.values.rejects ? path.resolve(args.values.rejects) : undefined,
      onProgress: reporter.progress,
      onReject: reporter.reject,
    });
    reporter.summary(summary);
    return summary.rejected > 0 ? 2 : 0;
  } finally {
    reporter.stop();
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    // Expected failures get their message only; a stack trace would bury it.
    if (e instanceof DatabaseLockedError || isAppError(e)) fail(e.message);
    fail(`Import failed: ${(e as Error)?.message ?? String(e)}\nRe-running the same command completes it.`);
  },
);
