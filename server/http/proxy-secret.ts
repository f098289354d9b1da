import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/**
 * True when `presented` equals one of `accepted`. Both sides are hashed to a fixed length and every
 * accepted value is compared, so timing reveals neither the secret's length nor which one matched.
 */
export function proxySecretMatches(presented: string | null, accepted: readonly string[]): boolean {
  if (presented === null || presented.length === 0) return false;
  const p = digest(presented);
  let ok = false;
  for (const secret of accepted) {
    ok = timingSafeEqual(p, digest(secret)) || ok;
  }
  return ok;
}
