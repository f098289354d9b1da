import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const STAFF_COOKIE = 'staff_session';
const SESSION_SECONDS = 12 * 60 * 60;

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/** Constant-time comparison of a presented password with the configured one. */
export function staffPasswordMatches(presented: string | null | undefined, expected: string): boolean {
  if (!presented) return false;
  return timingSafeEqual(digest(presented), digest(expected));
}

// The signing key changes with the password, so changing ADMIN_PASSWORD signs everyone out.
const keyFor = (password: string) => `staff-session:${password}`;

function sign(password: string, payload: string): string {
  return createHmac('sha256', keyFor(password)).update(payload).digest('base64url');
}

/** A signed session token valid for twelve hours. */
export function createStaffSession(password: string, now = Date.now()): { token: string; maxAge: number } {
  const payload = String(Math.floor(now / 1000) + SESSION_SECONDS);
  return { token: `${payload}.${sign(password, payload)}`, maxAge: SESSION_SECONDS };
}

export function verifyStaffSession(
  token: string | null | undefined,
  password: string,
  now = Date.now(),
): boolean {
  if (!token) return false;
  const [payload, sig, extra] = token.split('.');
  if (!payload || !sig || extra !== undefined || !/^\d+$/.test(payload)) return false;
  const expected = Buffer.from(sign(password, payload));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return Number(payload) * 1000 > now;
}

/** Reads a cookie value from a Cookie header. */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/** True when the request is from signed-in staff: a session cookie or `Authorization: Bearer <ADMIN_PASSWORD>`. */
export function isStaffRequest(req: Request, password: string): boolean {
  const auth = req.headers.get('authorization');
  if (auth?.toLowerCase().startsWith('bearer ') && staffPasswordMatches(auth.slice(7).trim(), password))
    return true;
  return verifyStaffSession(readCookie(req.headers.get('cookie'), STAFF_COOKIE), password);
}
