import path from 'node:path';
import { getConfig } from '@/server/config';
import type { BlobStore } from './blob-store';
import { createFsBlobStore } from './fs-store';
import { createVercelBlobStore } from './vercel-store';

export type { BlobStore } from './blob-store';

export type CreateBlobStoreOptions =
  | { kind: 'fs'; root: string; keySecret?: string; publicBaseUrl?: string }
  | { kind: 'vercel'; token: string; publicBaseUrl?: string; keySecret?: string };

/** A blob store from explicit options (tests, scripts). */
export function createBlobStore(opts: CreateBlobStoreOptions): BlobStore {
  return opts.kind === 'fs' ? createFsBlobStore(opts) : createVercelBlobStore(opts);
}

const g = globalThis as unknown as { __appBlobs?: BlobStore };

/**
 * The process-wide blob store: Vercel Blob when BLOB_READ_WRITE_TOKEN is set, otherwise files under
 * DATA_DIR/blobs. BLOB_KEY_SECRET, when set, overrides the secret mixed into page-image keys.
 */
export function getAppBlobStore(): BlobStore {
  if (!g.__appBlobs) {
    const config = getConfig();
    const keySecret = process.env.BLOB_KEY_SECRET?.trim() || undefined;
    g.__appBlobs = config.blobToken
      ? createVercelBlobStore({ token: config.blobToken, keySecret })
      : createFsBlobStore({
          root: path.join(config.dataDir, 'blobs'),
          keySecret,
          publicBaseUrl: config.publicBaseUrl,
        });
  }
  return g.__appBlobs;
}
