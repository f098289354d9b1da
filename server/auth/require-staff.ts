import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getConfig } from '@/server/config';
import { STAFF_COOKIE, verifyStaffSession } from './staff-session';

/** For admin server components: continue only for signed-in staff, otherwise go to the login page. */
export async function requireStaff(): Promise<void> {
  const jar = await cookies();
  if (!verifyStaffSession(jar.get(STAFF_COOKIE)?.value, getConfig().adminPassword)) redirect('/admin/login');
}
