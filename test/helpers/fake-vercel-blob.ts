import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type StoredBlob = { body: Buffer; contentType: string; uploadedAt: Date; etag: string; cacheControl: string };

export type FakeBlobRequest = { method: string; path: string };

export type FakeVercelBlob = {
  /** What VERCEL_BLOB_API_URL must point at. */
  apiUrl: string;
  /** Origin of public blob URLs (what the real service serves from `<storeId>.public.blob.vercel-storage.com`). */
  publicBaseUrl: string;
  token: string;
  blobs: Map<string, StoredBlob>;
  /** Every API request (not public downloads), in order. */
  requests: FakeBlobRequest[];
  close: () => Promise<void>;
};

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function sendError(res: http.ServerResponse, status: number, code: string, message: string): void {
  sendJson(res, status, { error: { code, message } });
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A small in-memory stand-in for the Vercel Blob API, speaking the request shapes of @vercel/blob 2.x
 * (put, head, list, del) so the real SDK can be exercised offline.
 */
export async function startFakeVercelBlob(
  opts: { storeId?: string; secret?: string } = {},
): Promise<FakeVercelBlob> {
  const storeId = opts.storeId ?? 'fakestore1';
  const token = `vercel_blob_rw_${storeId}_${opts.secret ?? 'fakesecret'}`;
  const blobs = new Map<string, StoredBlob>();
  const requests: FakeBlobRequest[] = [];
  let origin = '';
  const publicPrefix = '/public/';

  const blobInfo = (pathname: string, b: StoredBlob) => ({
    url: `${origin}${publicPrefix}${pathname}`,
    downloadUrl: `${origin}${publicPrefix}${pathname}?download=1`,
    pathname,
    contentType: b.contentType,
    contentDisposition: `inline; filename="${pathname.split('/').pop()}"`,
    etag: b.etag,
  });
  const pathnameOf = (urlOrPathname: string) =>
    urlOrPathname.startsWith(`${origin}${publicPrefix}`)
      ? urlOrPathname.slice(origin.length + publicPrefix.length)
      : urlOrPathname;

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', origin);
      if (req.method === 'GET' && url.pathname.startsWith(publicPrefix)) {
        const b = blobs.get(decodeURIComponent(url.pathname.slice(publicPrefix.length)));
        if (!b) return sendError(res, 404, 'not_found', 'The requested blob does not exist');
        res.writeHead(200, { 'content-type': b.contentType, etag: b.etag, 'cache-control': b.cacheControl });
        return res.end(b.body);
      }
      requests.push({ method: req.method ?? '', path: url.pathname + url.search });
      if (req.headers.authorization !== `Bearer ${token}`) {
        return sendError(
          res,
          403,
          'forbidden',
          'Access denied, please provide a valid token for this resource.',
        );
      }
      if (req.method === 'PUT' && url.pathname === '/' && url.searchParams.has('pathname')) {
        const pathname = url.searchParams.get('pathname') ?? '';
        if (req.headers['x-vercel-blob-access'] !== 'public') {
          return sendError(res, 400, 'bad_request', 'access must be "public"');
        }
        if (req.headers['x-add-random-suffix'] === '1') {
          return sendError(res, 400, 'bad_request', 'this fake does not add random suffixes');
        }
        const body = await readBody(req);
        if (blobs.has(pathname) && req.headers['x-allow-overwrite'] !== '1') {
          return sendError(res, 400, 'bad_request', 'This blob already exists, use `allowOverwrite: true`');
        }
        const maxAge = req.headers['x-cache-control-max-age'];
        const b: StoredBlob = {
          body,
          contentType: String(req.headers['x-content-type'] ?? 'application/octet-stream'),
          uploadedAt: new Date(),
          etag: `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`,
          cacheControl: `public, max-age=${typeof maxAge === 'string' ? maxAge : '2592000'}`,
        };
        blobs.set(pathname, b);
        return sendJson(res, 200, blobInfo(pathname, b));
      }
      if (req.method === 'GET' && url.pathname === '/' && url.searchParams.has('url')) {
        const pathname = pathnameOf(url.searchParams.get('url') ?? '');
        const b = blobs.get(pathname);
        if (!b) return sendError(res, 404, 'not_found', 'The requested blob does not exist');
        return sendJson(res, 200, {
          ...blobInfo(pathname, b),
          size: b.body.length,
          uploadedAt: b.uploadedAt.toISOString(),
          cacheControl: b.cacheControl,
        });
      }
      if (req.method === 'GET' && url.pathname === '/') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const limit = Number(url.searchParams.get('limit') ?? 1000);
        const start = Number(url.searchParams.get('cursor') ?? 0);
        const names = [...blobs.keys()].filter((k) => k.startsWith(prefix)).sort();
        const page = names.slice(start, start + limit);
        const more = start + limit < names.length;
        return sendJson(res, 200, {
          blobs: page.map((p) => {
            const b = blobs.get(p) as StoredBlob;
            return {
              ...blobInfo(p, b),
              size: b.body.length,
              uploadedAt: b.uploadedAt.toISOString(),
            };
          }),
          cursor: more ? String(start + limit) : undefined,
          hasMore: more,
        });
      }
      if (req.method === 'POST' && url.pathname === '/delete') {
        const { urls } = JSON.parse((await readBody(req)).toString('utf8')) as { urls: string[] };
        for (const u of urls) blobs.delete(pathnameOf(u));
        return sendJson(res, 200, {});
      }
      return sendError(res, 400, 'bad_request', `Unsupported request ${req.method} ${url.pathname}`);
    } catch (e) {
      return sendError(res, 500, 'unknown_error', String(e));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiUrl: origin,
    publicBaseUrl: `${origin}/public`,
    token,
    blobs,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
