import type { Db } from '@/db/client';
import type { BlobStore } from '@/server/blobs/blob-store';
import { getAppBlobStore } from '@/server/blobs/index';
import type { AppConfig } from '@/server/config';
import { type Context, cursorKeyFor } from '@/server/context';
import { baseUrlFor } from './base-url';

const headerValue = (req: Request, name: string): string | null =>
  req.headers.get(name)?.trim().slice(0, 200) || null;

/**
 * The tRPC context of one REST request that already passed the proxy-secret check: the marketplace
 * identity headers (X-Gateway-User, X-Gateway-Subscription) are read here and nowhere else.
 */
export function createRequestContext({
  req,
  db,
  config,
  requestId,
  blobs,
}: {
  req: Request;
  db: Db;
  config: AppConfig;
  requestId: string;
  blobs?: BlobStore;
}): Context {
  return {
    db,
    blobs: blobs ?? getAppBlobStore(),
    config,
    baseUrl: baseUrlFor(req, config.publicBaseUrl),
    gateway: {
      authenticated: true,
      user: headerValue(req, 'x-gateway-user'),
      subscription: headerValue(req, 'x-gateway-subscription'),
    },
    staff: false,
    requestId,
    cursorKey: cursorKeyFor(config),
  };
}
