import { createStaffSession, STAFF_COOKIE, staffPasswordMatches } from '@/server/auth/staff-session';
import { getConfig } from '@/server/config';
import { log } from '@/server/log';

export const dynamic = 'force-dynamic';

function redirectTo(req: Request, path: string, cookie?: string): Response {
  const headers = new Headers({ location: new URL(path, req.url).pathname + new URL(path, req.url).search });
  if (cookie) headers.set('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}

/** Staff sign-in: a form post with the password; sets an HttpOnly signed session cookie. */
export async function POST(req: Request): Promise<Response> {
  let password: string | null = null;
  try {
    const form = await req.formData();
    const value = form.get('password');
    password = typeof value === 'string' ? value : null;
  } catch {
    password = null;
  }
  const config = getConfig();
  if (!staffPasswordMatches(password, config.adminPassword)) {
    log.warn('admin sign-in failed');
    return redirectTo(req, '/admin/login?error=1');
  }
  const { token, maxAge } = createStaffSession(config.adminPassword);
  const secure = new URL(req.url).protocol === 'https:' ? '; Secure' : '';
  return redirectTo(
    req,
    '/admin',
    `${STAFF_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`,
  );
}
