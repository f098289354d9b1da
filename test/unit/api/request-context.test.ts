import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { createBlobStore } from '@/server/blobs/index';
import { loadConfig } from '@/server/config';
import { cursorKeyFor } from '@/server/context';
import { createRequestContext } from '@/server/http/request-context';

const config = loadConfig({ GATEWAY_PROXY_SECRET: 's1,s2' });
const blobs = createBlobStore({ kind: 'fs', root: path.join(os.tmpdir(), 'request-context-test-blobs') });
// The context only carries the database handle; no query runs here.
const db = {} as Db;

function ctxFor(headers: Record<string, string>) {
  const req = new Request('http://internal:3000/api/v1/records', { headers });
  return createRequestContext({ req, db, config, requestId: 'req-1', blobs });
}

describe('createRequestContext', () => {
  it('carries X-Gateway-User and X-Gateway-Subscription into the context', () => {
    const ctx = ctxFor({ 'x-gateway-user': 'consumer-42', 'X-Gateway-Subscription': 'PRO' });
    expect(ctx.gateway).toEqual({ authenticated: true, user: 'consumer-42', subscription: 'PRO' });
    expect(ctx.requestId).toBe('req-1');
    expect(ctx.db).toBe(db);
    expect(ctx.staff).toBe(false);
    expect(ctx.cursorKey).toBe(cursorKeyFor(config));
  });

  it('absent or blank identity headers become null; long ones are cut to 200 characters', () => {
    expect(ctxFor({}).gateway).toEqual({ authenticated: true, user: null, subscription: null });
    expect(ctxFor({ 'x-gateway-user': '   ' }).gateway.user).toBeNull();
    expect(ctxFor({ 'x-gateway-user': 'u'.repeat(500) }).gateway.user).toHaveLength(200);
  });

  it('derives baseUrl from the request unless PUBLIC_BASE_URL is configured', () => {
    expect(ctxFor({}).baseUrl).toBe('http://internal:3000/api/v1');
    const configured = loadConfig({ PUBLIC_BASE_URL: 'https://gw.example.com/api/v1/' });
    const req = new Request('http://internal:3000/api/v1/records');
    expect(createRequestContext({ req, db, config: configured, requestId: 'r', blobs }).baseUrl).toBe(
      'https://gw.example.com/api/v1',
    );
  });
});
