import { STAFF_COOKIE } from '@/server/auth/staff-session';

export const dynamic = 'force-dynamic';

export function POST(): Response {
  return new Response(null, {
    status: 303,
    headers: {
      location: '/admin/login',
      'set-cookie': `${STAFF_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`,
    },
  });
}
