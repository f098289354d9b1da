import path from 'node:path';

// Every segment starts with an alphanumeric, so `.`, `..` and hidden files (the key secret) are
// unreachable through a key; slashes separate segments and nothing else does.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export class InvalidBlobKeyError extends Error {
  constructor(key: string) {
    super(`Invalid blob key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'InvalidBlobKeyError';
  }
}

/** True when `key` is a well-formed blob key (see SEGMENT); keys are at most 900 characters. */
export function isValidBlobKey(key: string): boolean {
  if (key.length === 0 || key.length > 900) return false;
  return key.split('/').every((s) => SEGMENT.test(s));
}

export function assertValidBlobKey(key: string): void {
  if (!isValidBlobKey(key)) throw new InvalidBlobKeyError(key);
}

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Content type of a key from its extension. The filesystem store keeps no metadata beside the bytes,
 * so keys written through it carry the extension of their format.
 */
export function contentTypeForKey(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}
