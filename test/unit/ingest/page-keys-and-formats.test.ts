import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isValidBlobKey } from '@/server/blobs/blob-keys';
import { pageKeyPrefix } from '@/server/blobs/page-keys';
import { pagesHashOf, sniffPageFormat, undecodableReason } from '@/server/services/ingest/page-images';

const base = { secret: 'a'.repeat(64), county: 'dallas-tx', docNumber: '2023-1', pagesHash: 'h1' };

describe('page keys', () => {
  it('are stable for the same record version and differ with the secret, record or pages', () => {
    const k = pageKeyPrefix(base);
    expect(k).toMatch(/^pages\/[0-9a-f]{32}$/);
    expect(isValidBlobKey(`${k}/1.png`)).toBe(true);
    expect(pageKeyPrefix({ ...base })).toBe(k);
    expect(pageKeyPrefix({ ...base, secret: 'b'.repeat(64) })).not.toBe(k);
    expect(pageKeyPrefix({ ...base, docNumber: '2023-2' })).not.toBe(k);
    expect(pageKeyPrefix({ ...base, pagesHash: 'h2' })).not.toBe(k);
  });

  it('pagesHash depends on content and order', () => {
    const a = { sha256: 'aa' };
    const b = { sha256: 'bb' };
    expect(pagesHashOf([a, b])).toBe(pagesHashOf([{ ...a }, { ...b }]));
    expect(pagesHashOf([a, b])).not.toBe(pagesHashOf([b, a]));
  });
});

describe('page formats', () => {
  const solid = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } });

  it('recognises PNG, JPEG and TIFF by signature, whatever the file is called', async () => {
    expect(sniffPageFormat(await solid().png().toBuffer())).toBe('png');
    expect(sniffPageFormat(await solid().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffPageFormat(await solid().tiff().toBuffer())).toBe('tiff');
    expect(sniffPageFormat(await solid().webp().toBuffer())).toBeNull();
    expect(sniffPageFormat(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffPageFormat(Buffer.alloc(0))).toBeNull();
  });

  it('finds damaged images that only a decode reveals', async () => {
    const png = await solid().png().toBuffer();
    expect(await undecodableReason(png, 'png')).toBeNull();
    expect(await undecodableReason(png.subarray(0, 40), 'png')).toMatch(/unreadable image/);
    const jpeg = await solid().jpeg().toBuffer();
    expect(await undecodableReason(jpeg, 'png')).toBe('unreadable image');
  });
});
