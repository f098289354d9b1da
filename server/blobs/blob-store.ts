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
  /** Removes `key`; removing a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A secret, stable for this store, mixed into content-derived keys so that nobody can compute the
   * key (and so the public URL) of an image they happen to know.
   */
  keySecret(): Promise<string>;
};
