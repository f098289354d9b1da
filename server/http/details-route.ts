import type { Context } from '@/server/context';
import { errorResponse } from '@/server/errors';
import { getMeteredRecordDetails } from '@/server/services/details/get-metered-details';
import { ZRecordDetailsInputSchema } from '@/server/services/details/record-details-schema';
import { findRecordRow } from '@/server/services/records/get-record';
import { toErrorResponse } from './to-error-response';

/** The marketplace bills a response by this header; only successful details responses carry it. */
export const BILLING_HEADER = 'X-Gateway-Billing';
export const BILLING_ONE_RECORD = 'Records=1';

export type DetailsKey = { county: string; docNumber: string; malformed?: boolean };

/** `{county, docNumber}` when `pathname` is `{prefix}/records/{county}/{docNumber}/details`. */
export function matchDetailsPath(pathname: string, prefix: string): DetailsKey | null {
  if (!pathname.startsWith(`${prefix}/records/`)) return null;
  const m = /^\/records\/([^/]+)\/([^/]+)\/details\/?$/.exec(pathname.slice(prefix.length));
  if (!m?.[1] || !m[2]) return null;
  try {
    return { county: decodeURIComponent(m[1]), docNumber: decodeURIComponent(m[2]) };
  } catch {
    return { county: m[1], docNumber: m[2], malformed: true };
  }
}

/**
 * GET {base_url}/records/{county}/{docNumber}/details. Same contract as the tRPC procedure
 * `details.get` (which the OpenAPI document describes), answered without the adapter so the cached
 * body is sent as stored. A 200 is metered once and carries the billing header; nothing else is.
 * HEAD only checks that the record exists: it neither parses nor counts.
 */
export async function serveDetailsRequest({
  ctx,
  key,
  method,
  path,
  usageSpoolDir,
}: {
  ctx: Context;
  key: DetailsKey;
  method: string;
  path: string;
  usageSpoolDir?: string;
}): Promise<Response> {
  if (key.malformed) {
    return errorResponse(
      'invalid_request',
      'Invalid request parameters: a path segment is not valid percent-encoding.',
    );
  }
  const input = ZRecordDetailsInputSchema.safeParse({ county: key.county, docNumber: key.docNumber });
  if (!input.success) {
    return errorResponse(
      'invalid_request',
      'Invalid request parameters: county and docNumber must be 1-200 characters.',
    );
  }
  try {
    if (method === 'HEAD') {
      await findRecordRow({ db: ctx.db, ...input.data });
      return new Response(null, {
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
      });
    }
    const result = await getMeteredRecordDetails({
      db: ctx.db,
      blobs: ctx.blobs,
      ...input.data,
      baseUrl: ctx.baseUrl,
      requestId: ctx.requestId,
      consumer: ctx.gateway.user,
      plan: ctx.gateway.subscription,
      usageSpoolDir,
    });
    return new Response(result.json, {
      status: 200,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        [BILLING_HEADER]: BILLING_ONE_RECORD,
      },
    });
  } catch (e) {
    const res = toErrorResponse(e, { method, path, requestId: ctx.requestId });
    return method === 'HEAD' ? new Response(null, { status: res.status, headers: res.headers }) : res;
  }
}
