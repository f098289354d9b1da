import { createHmac } from 'node:crypto';

/**
 * Directory of one version of a record's page images: `pages/<128-bit HMAC>`. The HMAC covers the
 * record's identity and the hash of its pages, so a re-run after a crash writes the very same keys
 * (no orphans), changed pages get a new directory, and without the store's secret nobody can derive
 * a key from an image they hold.
 */
export function pageKeyPrefix(opts: {
  secret: string;
  county: string;
  docNumber: string;
  pagesHash: string;
}): string {
  const mac = createHmac('sha256', opts.secret)
    .update(`${opts.county}\n${opts.docNumber}\n${opts.pagesHash}`)
    .digest('hex');
  return `pages/${mac.slice(0, 32)}`;
}
