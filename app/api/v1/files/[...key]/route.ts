import { getAppBlobStore } from '@/server/blobs';
import { serveBlobFile } from '@/server/blobs/serve-file';
import { errorResponse } from '@/server/errors';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

type Ctx = { params: Promise<{ key: string[] }> };

// Deliberately outside the proxy-secret check: consumers fetch page images with the URL alone, and
// the keys are unguessable.
export async function GET(req: Request, ctx: Ctx): Promise<Response> {
  return serveBlobFile(req, (await ctx.params).key, getAppBlobStore());
}

export const HEAD = GET;

function methodNotAllowed(req: Request): Response {
  return errorResponse('method_not_allowed', `Method ${req.method} is not allowed on files; use GET.`, {
    allow: 'GET, HEAD',
  });
}

export const POST = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
export const OPTIONS = methodNotAllowed;
