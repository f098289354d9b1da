/**
 * Child process of details-two-process.test.ts: a stand-in for one server instance. Opens the shared
 * database, prints "ready", waits for "go" on stdin (so both instances start together), makes N
 * concurrent metered details calls, and prints one JSON line with what it saw.
 * Args: DATABASE_URL_OR_PGLITE_DIR BLOB_ROOT COUNTY DOC_NUMBER N
 */
import { createHash } from 'node:crypto';
import { openDatabase } from '@/db/client';
import { shutdownOcr } from '@/parsers/ocr';
import { createBlobStore } from '@/server/blobs/index';
import { getMeteredRecordDetails } from '@/server/services/details/get-metered-details';
import { flushUsageLedgers } from '@/server/services/usage/usage-ledger';

const [target = '', blobRoot = '', county = '', docNumber = '', n = '1'] = process.argv.slice(2);

async function main() {
  const handle = target.startsWith('postgres')
    ? await openDatabase({ databaseUrl: target, max: 4 })
    : await openDatabase({ pgliteDir: target });
  const blobs = createBlobStore({
    kind: 'fs',
    root: blobRoot,
    keySecret: 'test-key-secret-0123456789abcdef0123',
  });
  process.stdout.write('ready\n');
  await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
  // An open stdin would keep this process alive after its work is done.
  process.stdin.destroy();
  const results = await Promise.all(
    Array.from({ length: Number(n) }, (_, i) =>
      getMeteredRecordDetails({
        db: handle.db,
        blobs,
        county,
        docNumber,
        baseUrl: 'http://api.test/api/v1',
        requestId: `pid-${process.pid}-${i}`,
        consumer: 'worker',
        plan: 'pro',
      }),
    ),
  );
  await flushUsageLedgers();
  const hashes = [...new Set(results.map((r) => createHash('sha256').update(r.json).digest('hex')))];
  const parses = results.filter((r) => r.servedFrom === 'parse').length;
  process.stdout.write(`${JSON.stringify({ hashes, parses, calls: results.length })}\n`);
  await shutdownOcr();
  await handle.close();
}

main().catch((e: unknown) => {
  process.stdout.write(
    `${JSON.stringify({ error: String((e as Error)?.message ?? e), name: (e as Error)?.name })}\n`,
  );
  process.exit(1);
});
