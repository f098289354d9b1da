import type { NextRequest } from 'next/server';
import { rejectMalformedApiPath } from '@/server/http/malformed-path';

/** Runs before routing, only for the REST API (see server/http/malformed-path.ts for why). */
export function proxy(req: NextRequest): Response | undefined {
  return rejectMalformedApiPath(req);
}

// Only paths holding a percent sign can be malformed: the rest skip the proxy (it costs per request).
export const config = { matcher: '/api/v1/:path(.*%.*)' };
