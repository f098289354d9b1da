import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '@/server/errors';

/** Position after the last row of a page, in (recordedDate DESC, id DESC) order. */
export type CursorPosition = { recordedDate: string; id: number };

const SIG_BYTES = 16;

function sign(key: string, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest().subarray(0, SIG_BYTES);
}

/** A short fingerprint of the filters, so a cursor cannot be replayed against a different query. */
export function filterFingerprint(filters: Record<string, string | undefined>): string {
  const canonical = Object.keys(filters)
    .sort()
    .map((k) => `${k}=${filters[k] ?? ''}`)
    .join('&');
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 10);
}

export function encodeCursor(key: string, pos: CursorPosition, fingerprint: string): string {
  const payload = Buffer.from(JSON.stringify([pos.recordedDate, pos.id, fingerprint])).toString('base64url');
  return `${payload}.${sign(key, payload).toString('base64url')}`;
}

const invalid = () =>
  new AppError(
    'invalid_request',
    'Invalid cursor: pass the nextCursor value of the previous page unchanged.',
  );

/** Decodes and verifies a cursor; any malformed, tampered or foreign cursor is an invalid_request. */
export function decodeCursor(key: string, cursor: string, fingerprint: string): CursorPosition {
  const dot = cursor.indexOf('.');
  if (dot <= 0 || dot !== cursor.lastIndexOf('.')) throw invalid();
  const payload = cursor.slice(0, dot);
  const given = Buffer.from(cursor.slice(dot + 1), 'base64url');
  const expected = sign(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    typeof parsed[0] !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}$/.test(parsed[0]) ||
    typeof parsed[1] !== 'number' ||
    !Number.isSafeInteger(parsed[1])
  ) {
    throw invalid();
  }
  if (parsed[2] !== fingerprint) {
    throw new AppError(
      'invalid_request',
      'Invalid cursor: it belongs to a query with different filters. Repeat the same filters when paging.',
    );
  }
  return { recordedDate: parsed[0], id: parsed[1] };
}
