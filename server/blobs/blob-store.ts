/** Where page images and cached details live: Vercel Blob in production, the filesystem locally. */
export type BlobStore = {
  readonly kind: 'vercel' | 'fs';
  /** Stores bytes under `key` (overwriting) and returns the URL a consumer can fetch them from. */
  put(key: string, body: Buffer, opts: { contentType: string }): Promise<{ url: string }>;
  /** The bytes stored under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Public URL of `key`; `baseUrl` is the service's public origin + /api/v1, used by the local store. */
  url(key: string, baseUrl: string): Promise<string>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
};
