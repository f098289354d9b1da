import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

export type ImageFormat = 'png' | 'jpeg' | 'tiff';

/** A small solid-colour page image; different seeds give different bytes. */
export async function makeImage(format: ImageFormat, seed: number): Promise<Buffer> {
  const img = sharp({
    create: {
      width: 24 + (seed % 7),
      height: 32,
      channels: 3,
      background: { r: (seed * 37) % 256, g: (seed * 91) % 256, b: (seed * 53) % 256 },
    },
  });
  if (format === 'png') return img.png().toBuffer();
  if (format === 'jpeg') return img.jpeg().toBuffer();
  return img.tiff().toBuffer();
}

/** One good records.ndjson object; every field can be overridden (undefined removes it). */
export function exportLine(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const base: Record<string, unknown> = {
    source: 'Dallas County Clerk',
    state: 'TX',
    county: 'dallas-tx',
    docNumber: '202300001',
    docId: 9001,
    docType: 'AFFIDAVIT OF HEIRSHIP',
    recordedDate: '2023-03-14',
    instrumentDate: '2023-03-01',
    grantors: ['SMITH JOHN'],
    grantees: ['SMITH MARY', 'SMITH ROBERT'],
    legalDescription: 'LOT 4 BLOCK 2 OAK HILLS ADDN',
    propertyCity: 'Dallas',
    pages: ['img/202300001-1.png'],
  };
  const out = { ...base, ...overrides };
  for (const [k, v] of Object.entries(out)) if (v === undefined) delete out[k];
  return out;
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Writes an export directory: records.ndjson (objects or raw lines), optional counties.ndjson, images. */
export function writeExport(
  dir: string,
  opts: {
    records: (Record<string, unknown> | string)[];
    counties?: (Record<string, unknown> | string)[];
    images?: Record<string, Buffer>;
  },
): void {
  fs.mkdirSync(dir, { recursive: true });
  const toLines = (items: (Record<string, unknown> | string)[]) =>
    `${items.map((i) => (typeof i === 'string' ? i : JSON.stringify(i))).join('\n')}\n`;
  fs.writeFileSync(path.join(dir, 'records.ndjson'), toLines(opts.records));
  if (opts.counties) fs.writeFileSync(path.join(dir, 'counties.ndjson'), toLines(opts.counties));
  for (const [rel, bytes] of Object.entries(opts.images ?? {})) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), bytes);
  }
}

/** Every file under a blob root, as keys (hidden files such as the key secret excluded). */
export function listBlobKeys(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((d) => d.isFile() && !d.name.startsWith('.'))
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
    .sort();
}
