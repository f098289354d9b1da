import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobStore } from '@/server/blobs';
import type { BlobStore } from '@/server/blobs/blob-store';
import { type FakeVercelBlob, startFakeVercelBlob } from '../helpers/fake-vercel-blob';

const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('Vercel Blob driver (real SDK against a local fake of the API)', () => {
  let fake: FakeVercelBlob;
  let store: BlobStore;
  const saved = { api: process.env.VERCEL_BLOB_API_URL, retries: process.env.VERCEL_BLOB_RETRIES };

  beforeAll(async () => {
    fake = await startFakeVercelBlob();
    process.env.VERCEL_BLOB_API_URL = fake.apiUrl;
    process.env.VERCEL_BLOB_RETRIES = '0';
    store = createBlobStore({ kind: 'vercel', token: fake.token, publicBaseUrl: fake.publicBaseUrl });
  });
  afterAll(async () => {
    process.env.VERCEL_BLOB_API_URL = saved.api;
    process.env.VERCEL_BLOB_RETRIES = saved.retries;
    await fake?.close();
  });

  it('puts public blobs at fixed pathnames, overwriting, and reads them back through their URL', async () => {
    const { url } = await store.put('pages/abc/1.png', PNG_BYTES, { contentType: 'image/png' });
    expect(url).toBe(`${fake.publicBaseUrl}/pages/abc/1.png`);
    expect(await store.url('pages/abc/1.png', 'http://ignored/api/v1')).toBe(url);
    expect(fake.blobs.get('pages/abc/1.png')?.contentType).toBe('image/png');
    expect(fake.blobs.get('pages/abc/1.png')?.cacheControl).toBe('public, max-age=31536000');
    expect(await store.get('pages/abc/1.png')).toEqual(PNG_BYTES);
    expect(await store.exists('pages/abc/1.png')).toBe(true);

    // allowOverwrite: the same pathname can be written again (a re-run after a crash does this).
    const other = Buffer.from('second version');
    await store.put('pages/abc/1.png', other, { contentType: 'image/png' });
    expect(await store.get('pages/abc/1.png')).toEqual(other);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(other);
  });

  it('reports missing blobs as null / false and deletes idempotently', async () => {
    expect(await store.get('pages/none/1.png')).toBeNull();
    expect(await store.exists('pages/none/1.png')).toBe(false);
    await store.put('pages/del/1.png', PNG_BYTES, { contentType: 'image/png' });
    await store.delete('pages/del/1.png');
    expect(await store.exists('pages/del/1.png')).toBe(false);
    await expect(store.delete('pages/del/1.png')).resolves.toBeUndefined();
    const deletes = fake.requests.filter((r) => r.method === 'POST' && r.path === '/delete');
    expect(deletes.length).toBe(2);
  });

  it('sends the token (a wrong one is refused by the service) and derives a stable key secret', async () => {
    const wrong = createBlobStore({ kind: 'vercel', token: 'vercel_blob_rw_fakestore1_wrong' });
    await expect(wrong.put('pages/x/1.png', PNG_BYTES, { contentType: 'image/png' })).rejects.toThrow(
      /Access denied/,
    );
    expect(await store.keySecret()).toMatch(/^[0-9a-f]{64}$/);
    expect(await store.keySecret()).not.toBe(await wrong.keySecret());
    expect(() => createBlobStore({ kind: 'vercel', token: 'not-a-token' })).toThrow(/malformed/);
  });

  it('refuses malformed keys before calling the service', async () => {
    const before = fake.requests.length;
    await expect(store.put('../escape.png', PNG_BYTES, { contentType: 'image/png' })).rejects.toThrow(
      /Invalid blob key/,
    );
    expect(fake.requests.length).toBe(before);
  });
});

describe('filesystem store served by GET {base_url}/files/<key>', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blob-route-'));
  let store: BlobStore;
  let route: typeof import('@/app/api/v1/files/[...key]/route');
  const call = (method: string, segments: string[], headers: Record<string, string> = {}) =>
    route.GET(new Request(`http://localhost/api/v1/files/${segments.join('/')}`, { method, headers }), {
      params: Promise.resolve({ key: segments }),
    });

  beforeAll(async () => {
    // The route uses the process-wide store, configured from the environment on first use.
    process.env.DATA_DIR = dataDir;
    delete process.env.BLOB_READ_WRITE_TOKEN;
    route = await import('@/app/api/v1/files/[...key]/route');
    store = createBlobStore({ kind: 'fs', root: path.join(dataDir, 'blobs') });
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('serves a stored page with its content type, immutable caching and an ETag', async () => {
    await store.put('pages/k1/1.png', PNG_BYTES, { contentType: 'image/png' });
    expect(await store.url('pages/k1/1.png', 'https://api.example/api/v1')).toBe(
      'https://api.example/api/v1/files/pages/k1/1.png',
    );
    const res = await call('GET', ['pages', 'k1', '1.png']);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG_BYTES);
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);

    const again = await call('GET', ['pages', 'k1', '1.png'], { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    const head = await call('HEAD', ['pages', 'k1', '1.png']);
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(PNG_BYTES.length));
    expect(await head.text()).toBe('');
  });

  it('answers 404 in the spec shape for unknown keys, traversal and hidden files', async () => {
    await store.keySecret(); // creates DATA_DIR/blobs/.key-secret
    fs.writeFileSync(path.join(dataDir, 'outside.txt'), 'secret');
    for (const segments of [
      ['pages', 'nope', '1.png'],
      ['..', 'outside.txt'],
      ['pages', '..', '..', 'outside.txt'],
      ['.key-secret'],
      ['pages%2F..%2F..%2Foutside.txt'],
      ['pages\\..\\..\\outside.txt'],
      ['pages', 'k1'],
    ]) {
      const res = await call('GET', segments);
      expect(res.status, segments.join('/')).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    }
  });

  it('refuses other methods with a JSON 405', async () => {
    const res = await route.POST(new Request('http://localhost/api/v1/files/x', { method: 'POST' }));
    expect(res.status).toBe(405);
    expect((await res.json()).error.code).toBe('method_not_allowed');
  });

  it('writes atomically: no temp files remain and deleting prunes empty directories', async () => {
    await store.put('pages/k2/1.png', PNG_BYTES, { contentType: 'image/png' });
    expect(fs.readdirSync(path.join(dataDir, 'blobs', 'pages', 'k2'))).toEqual(['1.png']);
    await store.delete('pages/k2/1.png');
    expect(fs.existsSync(path.join(dataDir, 'blobs', 'pages', 'k2'))).toBe(false);
    expect(await store.get('pages/k2/1.png')).toBeNull();
    const secret = await store.keySecret();
    const reopened = createBlobStore({ kind: 'fs', root: path.join(dataDir, 'blobs') });
    expect(await reopened.keySecret()).toBe(secret);
  });
});
