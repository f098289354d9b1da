import { TRPCError } from '@trpc/server';
import { type ErrorCode, errorResponse, isAppError } from '@/server/errors';
import { log } from '@/server/log';

type Issue = { path?: PropertyKey[]; message?: string };

function describeIssues(issues: Issue[]): string {
  const parts = issues.slice(0, 5).map((i) => {
    const where = (i.path ?? []).map(String).join('.');
    return where ? `${where}: ${i.message ?? 'invalid'}` : (i.message ?? 'invalid');
  });
  return `Invalid request parameters: ${parts.join('; ')}.`;
}

function findAppError(e: unknown): unknown {
  let cur: unknown = e;
  for (let depth = 0; depth < 5 && cur; depth++) {
    if (isAppError(cur)) return cur;
    cur = (cur as { cause?: unknown }).cause;
  }
  return undefined;
}

const TRPC_TO_CODE: Partial<Record<TRPCError['code'], ErrorCode>> = {
  BAD_REQUEST: 'invalid_request',
  PARSE_ERROR: 'invalid_request',
  UNAUTHORIZED: 'unauthorized',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'not_found',
  METHOD_NOT_SUPPORTED: 'method_not_allowed',
  TIMEOUT: 'timeout',
  CONFLICT: 'conflict',
  PAYLOAD_TOO_LARGE: 'payload_too_large',
  UNSUPPORTED_MEDIA_TYPE: 'unsupported_media_type',
  TOO_MANY_REQUESTS: 'quota_exceeded',
};

/**
 * Turns whatever a procedure threw into the spec's `{"error":{code,message}}` response. Only AppError
 * messages and input-validation summaries reach the client; anything else is logged and becomes `internal`.
 */
export function toErrorResponse(
  error: unknown,
  ctx: { method: string; path: string; requestId: string },
): Response {
  const app = findAppError(error);
  if (isAppError(app)) return errorResponse(app.code, app.message);

  if (error instanceof TRPCError) {
    const cause = error.cause as { name?: string; issues?: Issue[] } | undefined;
    if (error.code === 'BAD_REQUEST' && cause?.name === 'ZodError' && Array.isArray(cause.issues)) {
      return errorResponse('invalid_request', describeIssues(cause.issues));
    }
    if (error.code === 'NOT_FOUND') {
      return errorResponse('not_found', `No such endpoint: ${ctx.method} ${ctx.path}.`);
    }
    const code = TRPC_TO_CODE[error.code];
    if (code && code !== 'invalid_request') return errorResponse(code, error.message);
    if (code === 'invalid_request') return errorResponse(code, 'Invalid request.');
  }
  log.error({ err: error, requestId: ctx.requestId, method: ctx.method, path: ctx.path }, 'unhandled error');
  return errorResponse('internal', `Internal server error (request ${ctx.requestId}).`);
}
