import fs from 'node:fs';
import { Readable } from 'node:stream';
import { errorResponse } from '@/server/errors';
import { contentTypeForKey, isValidBlobKey } from './blob-keys';
import type { BlobStore } from './blob-store';
import type { FsBlobStore } from './fs-store';

// Keys embed a content hash, so the bytes behind a URL never change.
const IMMUTABLE = 'public, max-age=31536000, immutable';

function isFsStore(store: BlobStore): store is FsBlobStore {
  return store.kind === 'fs' && 'stat' in store;
}

function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/**
 * Answers `GET|HEAD {base_url}/files/<key>` from the filesystem store. Unknown, malformed and
 * traversal-shaped keys all get the same 404, so the route reveals nothing about the disk.
 */
export async function serveBlobFile(req: Request, segments: string[], store: BlobStore): Promise<Response> {
  const key = segments.join('/');
  const notFound = () => errorResponse('not_found', 'No file exists at this address.');
  if (!isFsStore(store) || !isValidBlobKey(key)) return notFound();
  const file = await store.stat(key);
  if (!file) return notFound();

  const etag = `"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
  const headers = new Headers({
    'content-type': contentTypeForKey(key),
    'cache-control': IMMUTABLE,
    etag,
    'x-content-type-options': 'nosniff',
  });
  if (etagMatches(req.headers.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('content-length', String(file.size));
  if (req.method === 'HEAD') return new Response(null, { status: 200, headers });
  const body = Readable.toWeb(fs.createReadStream(file.path)) as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers });
}
