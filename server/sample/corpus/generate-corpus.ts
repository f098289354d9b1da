import fs from 'node:fs';
import path from 'node:path';
import { renderPageImage } from '../render/page-image';
import { createRng } from '../rng';
import { CORPUS_COUNTIES } from './counties';
import { type CorpusDocument, generateDocument } from './document';
import { writeIndexOnly } from './index-only';

export type GenerateCorpusOptions = {
  outDir: string;
  records: number;
  seed: string;
  /** Index rows only (records.ndjson without pages), for scale tests. */
  indexOnly?: boolean;
  /** Pages rendered at once (sharp works on its own thread pool). */
  concurrency?: number;
  onProgress?: (done: number, total: number) => void;
  /**
   * Render only documents with index % count === index, so several processes can share the rendering;
   * shard 0 also writes records.ndjson and the truth files.
   */
  shard?: { index: number; count: number };
};

export type GenerateCorpusResult = { records: number; pages: number; outDir: string };

/** The import-format row of one document (key order as operations.md lists them). */
function recordLine(d: CorpusDocument, pagePaths: string[], docId: number): string {
  return JSON.stringify({
    source: d.county.source,
    state: d.county.state,
    county: d.county.slug,
    docNumber: d.docNumber,
    docId,
    category: d.category,
    docType: d.docType,
    recordedDate: d.recordedDate,
    instrumentDate: d.instrumentDate,
    grantors: d.grantors,
    grantees: d.grantees,
    legalDescription: d.legalDescription,
    propertyCity: d.propertyCity,
    pages: pagePaths,
  });
}

/**
 * Writes a portal export of realistic estate documents (records.ndjson, counties.ndjson, page PNGs) plus
 * the ground truth of each under truth/. Deterministic: the same seed writes the same bytes.
 */
export async function generateCorpus(opts: GenerateCorpusOptions): Promise<GenerateCorpusResult> {
  fs.mkdirSync(opts.outDir, { recursive: true });
  fs.writeFileSync(
    path.join(opts.outDir, 'counties.ndjson'),
    CORPUS_COUNTIES.map((c) => JSON.stringify({ slug: c.slug, name: c.name, state: c.state })).join('\n') +
      '\n',
  );
  if (opts.indexOnly) {
    const n = await writeIndexOnly({
      file: path.join(opts.outDir, 'records.ndjson'),
      records: opts.records,
      seed: opts.seed,
    });
    return { records: n, pages: 0, outDir: opts.outDir };
  }
  const truthDir = path.join(opts.outDir, 'truth');
  const imageDir = path.join(opts.outDir, 'images');
  fs.mkdirSync(truthDir, { recursive: true });
  fs.mkdirSync(imageDir, { recursive: true });
  const idRng = createRng(`${opts.seed}:ids`);
  const lines: string[] = [];
  let pages = 0;
  const concurrency = opts.concurrency ?? 4;
  const docs: CorpusDocument[] = [];
  for (let i = 0; i < opts.records; i++) docs.push(generateDocument(opts.seed, i));

  const shard = opts.shard ?? { index: 0, count: 1 };
  const jobs = docs
    .flatMap((d, di) => d.pages.map((text, p) => ({ d, di, p, text })))
    .filter((j) => j.di % shard.count === shard.index);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const png = await renderPageImage({
        text: job.text,
        stampLines: job.p === 0 ? job.d.stampLines : 0,
        noisy: job.d.truth.scanQuality === 'noisy',
        font: job.di % 3 === 0 ? 'serif' : 'mono',
        seed: `${opts.seed}:img:${job.d.docNumber}:${job.p}`,
      });
      fs.writeFileSync(path.join(imageDir, `${job.d.docNumber}-p${job.p + 1}.png`), png);
      done++;
      if (done % 25 === 0) opts.onProgress?.(done, jobs.length);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));

  for (const d of docs) pages += d.pages.length;
  if (shard.index !== 0) return { records: docs.length, pages, outDir: opts.outDir };
  for (const d of docs) {
    const pagePaths = d.pages.map((_t, p) => `images/${d.docNumber}-p${p + 1}.png`);
    lines.push(recordLine(d, pagePaths, idRng.int(100_000, 9_999_999)));
    fs.writeFileSync(path.join(truthDir, `${d.docNumber}.json`), `${JSON.stringify(d.truth, null, 2)}\n`);
    fs.writeFileSync(path.join(truthDir, `${d.docNumber}.txt`), d.pages.join('\f'));
  }
  fs.writeFileSync(path.join(opts.outDir, 'records.ndjson'), `${lines.join('\n')}\n`);
  return { records: docs.length, pages, outDir: opts.outDir };
}
