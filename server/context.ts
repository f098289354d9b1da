import { randomUUID } from 'node:crypto';
import type { Db } from '@/db/client';
import type { BlobStore } from './blobs/blob-store';
import { getAppBlobStore } from './blobs/index';
import type { AppConfig } from './config';
import { getConfig } from './config';

export type GatewayIdentity = {
  /** True when the request carried a valid X-Gateway-Proxy-Secret. */
  authenticated: boolean;
  /** The marketplace consumer (X-Gateway-User), recorded for metering. */
  user: string | null;
  /** The consumer's plan (X-Gateway-Subscription). */
  subscription: string | null;
};

export type Context = {
  db: Db;
  /** Page images (and their public URLs). */
  blobs: BlobStore;
  config: AppConfig;
  /** Public {base_url}, ending in /api/v1, used to build absolute links. */
  baseUrl: string;
  gateway: GatewayIdentity;
  staff: boolean;
  requestId: string;
  /** Key that signs list cursors. */
  cursorKey: string;
};

export type InnerContextOptions = {
  db: Db;
  /** Defaults to the process's blob store (DATA_DIR/blobs or Vercel Blob). */
  blobs?: BlobStore;
  config?: AppConfig;
  baseUrl?: string;
  gateway?: Partial<GatewayIdentity>;
  staff?: boolean;
  requestId?: string;
};

/** Derives the cursor signing key from configuration so every instance signs alike. */
export function cursorKeyFor(config: AppConfig): string {
  return `cursor:${process.env.CURSOR_SECRET ?? config.proxySecrets[0] ?? ''}`;
}

/** A context without a request: what tests and scripts use. */
export function createContextInner(opts: InnerContextOptions): Context {
  const config = opts.config ?? getConfig();
  return {
    db: opts.db,
    blobs: opts.blobs ?? getAppBlobStore(),
    config,
    baseUrl: opts.baseUrl ?? config.publicBaseUrl ?? `http://localhost:${config.port}/api/v1`,
    gateway: { authenticated: true, user: null, subscription: null, ...opts.gateway },
    staff: opts.staff ?? false,
    requestId: opts.requestId ?? randomUUID(),
    cursorKey: cursorKeyFor(config),
  };
}
