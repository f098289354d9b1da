import { describe, expect, it } from 'vitest';
import {
  createStaffSession,
  isStaffRequest,
  readCookie,
  STAFF_COOKIE,
  staffPasswordMatches,
  verifyStaffSession,
} from '@/server/auth/staff-session';

describe('staff session', () => {
  it('accepts only the configured password', () => {
    expect(staffPasswordMatches('s3cret', 's3cret')).toBe(true);
    expect(staffPasswordMatches('s3cret ', 's3cret')).toBe(false);
    expect(staffPasswordMatches('', 's3cret')).toBe(false);
    expect(staffPasswordMatches(null, 's3cret')).toBe(false);
  });

  it('verifies its own tokens, and rejects tampered, expired or foreign ones', () => {
    const now = Date.UTC(2026, 0, 1);
    const { token } = createStaffSession('pw', now);
    expect(verifyStaffSession(token, 'pw', now)).toBe(true);
    expect(verifyStaffSession(token, 'other-pw', now)).toBe(false);
    expect(verifyStaffSession(token, 'pw', now + 13 * 3600_000)).toBe(false);
    const [exp, sig] = token.split('.');
    expect(verifyStaffSession(`${Number(exp) + 3600}.${sig}`, 'pw', now)).toBe(false);
    expect(verifyStaffSession(`${token}.x`, 'pw', now)).toBe(false);
    expect(verifyStaffSession('garbage', 'pw', now)).toBe(false);
    expect(verifyStaffSession(undefined, 'pw', now)).toBe(false);
  });

  it('recognises staff by cookie or bearer password', () => {
    const { token } = createStaffSession('pw');
    const byCookie = new Request('http://x/', { headers: { cookie: `a=1; ${STAFF_COOKIE}=${token}` } });
    const byBearer = new Request('http://x/', { headers: { authorization: 'Bearer pw' } });
    const wrong = new Request('http://x/', { headers: { authorization: 'Bearer nope' } });
    expect(isStaffRequest(byCookie, 'pw')).toBe(true);
    expect(isStaffRequest(byBearer, 'pw')).toBe(true);
    expect(isStaffRequest(wrong, 'pw')).toBe(false);
    expect(isStaffRequest(new Request('http://x/'), 'pw')).toBe(false);
    expect(readCookie('a=1; b=two%20words', 'b')).toBe('two words');
  });
});
