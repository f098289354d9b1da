import { randomUUID } from 'node:crypto';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { DbHandle } from '@/db/client';
import { isStaffRequest } from '@/server/auth/staff-session';
import type { BlobStore } from '@/server/blobs/blob-store';
import { type AppConfig, getConfig } from '@/server/config';
import { createContextInner } from '@/server/context';
import { getAppDb } from '@/server/db';
import { isAppError } from '@/server/errors';
import { log } from '@/server/log';
import { appRouter } from '@/server/routers/app';
import { baseUrlFor } from './base-url';

export const TRPC_ENDPOINT = '/api/trpc';

export type TrpcDeps = { getDb: () => Promise<DbHandle>; config: AppConfig; blobs?: BlobStore };

/**
 * The typed tRPC endpoint of the admin page. Staff = `Authorization: Bearer <ADMIN_PASSWORD>` or a
 * staff session cookie, both compared in constant time; everything else is refused by the procedures.
 * Public procedures are not reachable here without the proxy secret (gateway.authenticated is false).
 */
export async function handleTrpcRequest(
  req: Request,
  deps: TrpcDeps = { getDb: getAppDb, config: getConfig() },
): Promise<Response> {
  const handle = await deps.getDb();
  const requestId = randomUUID();
  return fetchRequestHandler({
    endpoint: TRPC_ENDPOINT,
    router: appRouter,
    req,
    createContext: () =>
      createContextInner({
        db: handle.db,
        blobs: deps.blobs,
        config: deps.config,
        baseUrl: baseUrlFor(req, deps.config.publicBaseUrl),
        gateway: { authenticated: false },
        staff: isStaffRequest(req, deps.config.adminPassword),
        requestId,
      }),
    // Procedures throw AppError; give the response its status (tRPC alone would answer 500).
    responseMeta: ({ errors }) => {
      const app = errors.map((e) => e.cause).find(isAppError);
      return app ? { status: app.status } : {};
    },
    onError: ({ error, path }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR' && !isAppError(error.cause))
        log.error({ err: error, path, requestId }, 'trpc error');
    },
  });
}
