import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { assertValidBlobKey, isValidBlobKey } from './blob-keys';
import type { BlobStore } from './blob-store';

export type FsBlobStoreOptions = {
  /** Directory holding the blobs (DATA_DIR/blobs). */
  root: string;
  /** Secret for content-derived keys; when absent one is generated once and kept in `root`. */
  keySecret?: string;
  /** Public {base_url} used for the URL `put` returns; a root-relative URL when absent. */
  publicBaseUrl?: string;
};

export type FsBlobFile = { path: string; size: number; mtimeMs: number };

export type FsBlobStore = BlobStore & {
  readonly kind: 'fs';
  readonly root: string;
  /** Size and location of a stored blob, for serving it; null when absent or the key is invalid. */
  stat(key: string): Promise<FsBlobFile | null>;
};

// Names starting with a dot can never be keys (see blob-keys.ts), so neither the secret nor a
// half-written temp file is reachable through the files route.
const SECRET_FILE = '.key-secret';

function isNotFound(e: unknown): boolean {
  const code = (e as { code?: string }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** Blobs as files under one directory; writes are atomic (temp file in the same directory, then rename). */
export function createFsBlobStore(opts: FsBlobStoreOptions): FsBlobStore {
  const root = path.resolve(opts.root);
  const fileOf = (key: string) => {
    assertValidBlobKey(key);
    return path.join(root, ...key.split('/'));
  };
  let secret: Promise<string> | undefined;

  async function loadOrCreateSecret(): Promise<string> {
    const file = path.join(root, SECRET_FILE);
    await fsp.mkdir(root, { recursive: true });
    try {
      // `wx`: when two processes race, exactly one creates the file and both then read the same value.
      await fsp.writeFile(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    } catch (e) {
      if ((e as { code?: string }).code !== 'EEXIST') throw e;
    }
    const value = (await fsp.readFile(file, 'utf8')).trim();
    if (value.length < 32)
      throw new Error(`The blob key secret in ${file} is damaged; delete it or restore it.`);
    return value;
  }

  async function stat(key: string): Promise<FsBlobFile | null> {
    if (!isValidBlobKey(key)) return null;
    const file = path.join(root, ...key.split('/'));
    try {
      const st = await fsp.stat(file);
      return st.isFile() ? { path: file, size: st.size, mtimeMs: st.mtimeMs } : null;
    } catch (e) {
      if (isNotFound(e)) return null;
      throw e;
    }
  }

  return {
    kind: 'fs',
    root,
    async put(key, body) {
      const file = fileOf(key);
      const dir = path.dirname(file);
      await fsp.mkdir(dir, { recursive: true });
      const tmp = path.join(dir, `.tmp-${process.pid}-${randomBytes(6).toString('hex')}`);
      try {
        await fsp.writeFile(tmp, body);
        await fsp.rename(tmp, file);
      } catch (e) {
        await fsp.rm(tmp, { force: true });
        throw e;
      }
      return { url: `${opts.publicBaseUrl ?? '/api/v1'}/files/${key}` };
    },
    async get(key) {
      try {
        return await fsp.readFile(fileOf(key));
      } catch (e) {
        if (isNotFound(e)) return null;
        throw e;
      }
    },
    async url(key, baseUrl) {
      assertValidBlobKey(key);
      return `${baseUrl}/files/${key}`;
    },
    async exists(key) {
      return (await stat(key)) !== null;
    },
    stat,
    async delete(key) {
      const file = fileOf(key);
      await fsp.rm(file, { force: true });
      // Page images live in one directory per record version: drop directories left empty.
      let dir = path.dirname(file);
      while (dir.startsWith(`${root}${path.sep}`)) {
        try {
          await fsp.rmdir(dir);
        } catch {
          break;
        }
        dir = path.dirname(dir);
      }
    },
    keySecret() {
      if (opts.keySecret) return Promise.resolve(opts.keySecret);
      secret ??= loadOrCreateSecret().catch((e) => {
        secret = undefined;
        throw e;
      });
      return secret;
    },
  };
}
