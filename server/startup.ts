import path from 'node:path';
import { getAppBlobStore } from './blobs';
import { assertProductionReady, DEV_ADMIN_PASSWORD, DEV_PROXY_SECRET, getConfig } from './config';
import { getAppDb } from './db';
import { log } from './log';
import { loadSampleCorpusIfEmpty } from './sample/corpus/load-sample-corpus';

/**
 * Start-up work of the server process: refuse development defaults in production, open and migrate
 * the database, and load the sample dataset into an empty database unless SAMPLE_DATA=off.
 */
export async function startServer(): Promise<void> {
  const config = getConfig();
  assertProductionReady(config);
  if (config.proxySecretIsDefault) {
    log.warn(`GATEWAY_PROXY_SECRET is not set: accepting the local development value '${DEV_PROXY_SECRET}'.`);
  }
  if (config.adminPasswordIsDefault) {
    log.warn(
      `ADMIN_PASSWORD is not set: the admin page accepts the local development value '${DEV_ADMIN_PASSWORD}'.`,
    );
  }
  const handle = await getAppDb();
  log.info({ database: handle.kind }, 'database ready');
  if (config.sampleData) {
    const started = Date.now();
    const n = await loadSampleCorpusIfEmpty({
      db: handle.db,
      blobs: getAppBlobStore(),
      dir: path.join(config.dataDir, 'sample-export'),
      log: (msg) => log.info(msg),
    });
    if (n > 0)
      log.info({ records: n, ms: Date.now() - started }, 'loaded the sample corpus into the empty database');
  }
}
