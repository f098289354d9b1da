import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createOpenApiFetchHandler } from 'trpc-to-openapi';
import type { DbHandle } from '@/db/client';
import type { BlobStore } from '@/server/blobs/blob-store';
import { type AppConfig, getConfig } from '@/server/config';
import { getAppDb } from '@/server/db';
import { errorResponse } from '@/server/errors';
import { log } from '@/server/log';
import { appRouter } from '@/server/routers/app';
import { matchDetailsPath, serveDetailsRequest } from './details-route';
import { proxySecretMatches } from './proxy-secret';
import { createRequestContext } from './request-context';
import { stripReservedParams } from './strip-reserved-params';
import { toErrorResponse } from './to-error-response';

export const API_PREFIX = '/api/v1';
const ALLOWED_METHODS = 'GET, HEAD';

export type ApiDeps = {
  getDb: () => Promise<DbHandle>;
  config: AppConfig;
  /** Defaults to the process's blob store. */
  blobs?: BlobStore;
  /** Where usage rows still queued at exit are kept; only for the server's own database. */
  usageSpoolDir?: string;
};

const defaultDeps = (): ApiDeps => {
  const config = getConfig();
  return { getDb: getAppDb, config, usageSpoolDir: path.join(config.dataDir, 'usage-spool') };
};

/**
 * The REST facade: checks the proxy secret before anything else, runs the tRPC procedure through
 * trpc-to-openapi, and rewrites every error into the spec's body (the library's own body differs).
 */
export async function handleApiRequest(req: Request, deps: ApiDeps = defaultDeps()): Promise<Response> {
  const requestId = req.headers.get('x-request-id')?.slice(0, 100) || randomUUID();
  const url = new URL(req.url);
  const method = req.method.toUpperCase();
  const path = url.pathname;

  if (!proxySecretMatches(req.headers.get('x-gateway-proxy-secret'), deps.config.proxySecrets)) {
    return errorResponse('unauthorized', 'Missing or invalid X-Gateway-Proxy-Secret header.');
  }
  if (method !== 'GET' && method !== 'HEAD') {
    return errorResponse(
      'method_not_allowed',
      `Method ${method} is not allowed; this API is read-only (GET).`,
      {
        allow: ALLOWED_METHODS,
      },
    );
  }

  let dbHandle: DbHandle;
  try {
    dbHandle = await deps.getDb();
  } catch (e) {
    log.error({ err: e, requestId }, 'database unavailable');
    return errorResponse('service_unavailable', 'The service is temporarily unavailable; retry shortly.');
  }

  const createContext = () =>
    createRequestContext({ req, db: dbHandle.db, config: deps.config, requestId, blobs: deps.blobs });

  // The metered endpoint bypasses the adapter: its cached body is spliced into the response as stored.
  const detailsKey = matchDetailsPath(path, API_PREFIX);
  if (detailsKey) {
    return serveDetailsRequest({
      ctx: createContext(),
      key: detailsKey,
      method,
      path,
      usageSpoolDir: deps.usageSpoolDir,
    });
  }

  // HEAD is answered as GET without a body (the library would answer 204 for any path).
  const safeUrl = stripReservedParams(url);
  const getReq =
    method === 'HEAD' || safeUrl !== url
      ? new Request(safeUrl, { method: 'GET', headers: req.headers })
      : req;
  let caught: unknown;
  const res = await createOpenApiFetchHandler({
    endpoint: API_PREFIX,
    router: appRouter,
    req: getReq,
    createContext,
    onError: ({ error }) => {
      caught = error;
    },
  });

  const out = res.status >= 400 ? toErrorResponse(caught, { method, path, requestId }) : res;
  if (method === 'HEAD') return new Response(null, { status: out.status, headers: out.headers });
  return out;
}

/** Next.js route exports: every method answers JSON (unexported ones would get Next's bare 405). */
export const routeHandlers = {
  GET: (req: Request) => handleApiRequest(req),
  HEAD: (req: Request) => handleApiRequest(req),
  POST: (req: Request) => handleApiRequest(req),
  PUT: (req: Request) => handleApiRequest(req),
  PATCH: (req: Request) => handleApiRequest(req),
  DELETE: (req: Request) => handleApiRequest(req),
  OPTIONS: (req: Request) => handleApiRequest(req),
};
