import { createHmac } from 'node:crypto';
import { BlobNotFoundError, del, head, put } from '@vercel/blob';
import { assertValidBlobKey } from './blob-keys';
import type { BlobStore } from './blob-store';

export type VercelBlobStoreOptions = {
  /** A read-write token, `vercel_blob_rw_<storeId>_<secret>`; passed explicitly so the SDK never tries OIDC. */
  token: string;
  /** Origin public blobs are served from; by default the store's own public host, derived from the token. */
  publicBaseUrl?: string;
  /** Secret for content-derived keys; by default derived from the token (stable for the store). */
  keySecret?: string;
};

// Keys are content-derived and never rewritten with other bytes, so caches may keep them for a year.
const ONE_YEAR_SECONDS = 31_536_000;

/** The store id inside a read-write token; the SDK derives the public host from it the same way. */
export function storeIdFromToken(token: string): string {
  const m = /^vercel_blob_rw_([A-Za-z0-9]+)_[A-Za-z0-9]+$/.exec(token);
  if (!m?.[1]) {
    throw new Error('BLOB_READ_WRITE_TOKEN is malformed: expected vercel_blob_rw_<storeId>_<secret>.');
  }
  return m[1];
}

/** Blobs in Vercel Blob through @vercel/blob; public access, fixed pathnames (no random suffix). */
export function createVercelBlobStore(opts: VercelBlobStoreOptions): BlobStore {
  const { token } = opts;
  const storeId = storeIdFromToken(token);
  const base = (opts.publicBaseUrl ?? `https://${storeId}.public.blob.vercel-storage.com`).replace(
    /\/+$/,
    '',
  );
  const keySecret = opts.keySecret ?? createHmac('sha256', token).update('page-keys').digest('hex');

  async function headOrNull(key: string) {
    try {
      return await head(key, { token });
    } catch (e) {
      if (e instanceof BlobNotFoundError) return null;
      throw e;
    }
  }

  return {
    kind: 'vercel',
    async put(key, body, { contentType }) {
      assertValidBlobKey(key);
      const res = await put(key, body, {
        access: 'public',
        addRandomSuffix: false,
        allowOverwrite: true,
        contentType,
        cacheControlMaxAge: ONE_YEAR_SECONDS,
        token,
      });
      return { url: res.url };
    },
    async get(key) {
      assertValidBlobKey(key);
      const meta = await headOrNull(key);
      if (!meta) return null;
      // The SDK's get() always targets the real storage host; the URL head() returns is authoritative.
      const res = await fetch(meta.url);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`Reading blob ${key} failed with HTTP ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
    async url(key) {
      assertValidBlobKey(key);
      return `${base}/${key}`;
    },
    async exists(key) {
      assertValidBlobKey(key);
      return (await headOrNull(key)) !== null;
    },
    async delete(key) {
      assertValidBlobKey(key);
      await del(key, { token });
    },
    keySecret: () => Promise.resolve(keySecret),
  };
}
