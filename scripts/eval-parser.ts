/**
 * `npm run eval:parser [-- --mode text|image|both] [--corpus DIR] [--labelled DIR] [--limit N] [--floor] [--misses]`:
 * scores the parser against the labelled fixture documents (and a generated sample corpus with --corpus, and
 * any folder laid out like the fixtures — `<name>.txt`, `<name>.json`, `<name>-pN.png` — with --labelled),
 * printing per-field accuracy per mode split clean / noisy, the overall figure and the median OCR time per
 * page. The shared fixtures are scored unless another folder is given (always with --floor). --floor
 * compares the fixtures' figures with parsers/eval/floor.json and exits 1 below it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { belowFloor, type Measured, type ModeAccuracy, ZFloorSchema } from '@/parsers/eval/floor';
import { type LabelledDocument, loadFixtureDocuments, loadSampleCorpus } from '@/parsers/eval/load-corpus';
import { type DocumentResult, type EvalMode, evaluateDocuments, median } from '@/parsers/eval/run-eval';
import { accuracy, SCORED_FIELDS, summarize, type Tally } from '@/parsers/eval/score';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'both' },
    corpus: { type: 'string' },
    labelled: { type: 'string' },
    limit: { type: 'string' },
    floor: { type: 'boolean', default: false },
    misses: { type: 'boolean', default: false },
  },
});

function fail(msg: string): never {
  console.error(`eval:parser: ${msg}`);
  process.exit(2);
}

const modes: EvalMode[] =
  values.mode === 'both'
    ? ['text', 'image']
    : values.mode === 'text' || values.mode === 'image'
      ? [values.mode]
      : [];
if (modes.length === 0) fail(`--mode must be text, image or both, got '${values.mode}'`);
const limit = values.limit === undefined ? Number.POSITIVE_INFINITY : Number(values.limit);
if (!(limit > 0)) fail(`--limit must be a positive number, got '${values.limit}'`);

const FIXTURES = path.join(process.cwd(), '..', 'shared', 'fixtures', 'documents');
const FLOOR_FILE = path.join(process.cwd(), 'parsers', 'eval', 'floor.json');

const pct = (t: Tally) => (t.total === 0 ? '   -  ' : `${(accuracy(t) * 100).toFixed(1).padStart(5)}%`);
const cell = (t: Tally) => `${pct(t)} ${`${t.ok}/${t.total}`.padStart(7)}`;

function printTable(title: string, results: DocumentResult[]): ModeAccuracy {
  const all = summarize(results.flatMap((r) => r.checks));
  const clean = summarize(results.filter((r) => r.scanQuality === 'clean').flatMap((r) => r.checks));
  const noisy = summarize(results.filter((r) => r.scanQuality === 'noisy').flatMap((r) => r.checks));
  console.log(`\n${title}`);
  console.log(`${'field'.padEnd(28)}${'all'.padStart(15)}${'clean'.padStart(15)}${'noisy'.padStart(15)}`);
  for (const f of SCORED_FIELDS) {
    if (all.byField[f].total === 0) continue;
    console.log(
      `${f.padEnd(28)}${cell(all.byField[f]).padStart(15)}${cell(clean.byField[f]).padStart(15)}${cell(noisy.byField[f]).padStart(15)}`,
    );
  }
  console.log(
    `${'TOTAL'.padEnd(28)}${cell(all.overall).padStart(15)}${cell(clean.overall).padStart(15)}${cell(noisy.overall).padStart(15)}`,
  );
  const times = results.flatMap((r) => (r.msPerPage === null ? [] : [r.msPerPage]));
  const med = median(times);
  if (med !== null)
    console.log(
      `median OCR + parse time per page: ${(med / 1000).toFixed(2)} s over ${times.length} documents`,
    );
  if (values.misses) {
    for (const r of results)
      for (const c of r.checks.filter((x) => !x.ok))
        console.log(
          `  miss ${r.name} ${c.field}: got ${JSON.stringify(c.got)} want ${JSON.stringify(c.want)}`,
        );
  }
  return { all: accuracy(all.overall), clean: accuracy(clean.overall), noisy: accuracy(noisy.overall) };
}

async function evaluateCorpus(label: string, docs: LabelledDocument[]): Promise<Measured> {
  const measured: Measured = { overall: 0 };
  const everything: DocumentResult[] = [];
  for (const mode of modes) {
    const started = performance.now();
    const accentsBefore = mode === 'image' ? (await import('@/parsers/ocr')).ocrAccentStats() : null;
    const results = await evaluateDocuments(docs, mode, (r) => {
      if (mode === 'image')
        process.stderr.write(`  ${r.name} ${((r.msPerPage ?? 0) / 1000).toFixed(1)} s/page\n`);
    });
    const secs = ((performance.now() - started) / 1000).toFixed(1);
    measured[mode] = printTable(`${label}, ${mode} mode (${docs.length} documents, ${secs} s)`, results);
    if (accentsBefore) {
      const now = (await import('@/parsers/ocr')).ocrAccentStats();
      const lines = now.linesReread - accentsBefore.linesReread;
      const pages = now.pages - accentsBefore.pages;
      console.log(
        `lines re-read in Spanish for accents: ${lines} over ${pages} pages (${(lines / Math.max(1, pages)).toFixed(2)} per page)`,
      );
    }
    everything.push(...results);
  }
  measured.overall = accuracy(summarize(everything.flatMap((r) => r.checks)).overall);
  console.log(`\n${label} overall (${modes.join(' + ')}): ${(measured.overall * 100).toFixed(1)}%`);
  return measured;
}

async function main(): Promise<number> {
  // Another folder is usually scored on its own; the floor is always judged on the shared fixtures.
  const withFixtures = values.floor || (!values.corpus && !values.labelled);
  const fixtures = withFixtures ? await evaluateCorpus('fixtures', loadFixtureDocuments(FIXTURES)) : null;
  if (values.corpus) {
    const docs = loadSampleCorpus(path.resolve(values.corpus)).slice(0, limit);
    await evaluateCorpus(`corpus ${values.corpus}`, docs);
  }
  if (values.labelled) {
    const docs = loadFixtureDocuments(path.resolve(values.labelled)).slice(0, limit);
    if (docs.length === 0) fail(`--labelled ${values.labelled} holds no <name>.txt with its <name>.json`);
    const usable = modes.includes('image') ? docs.filter((d) => d.imagePaths.length > 0) : docs;
    if (modes.includes('image') && usable.length < docs.length)
      console.error(
        `eval:parser: ${docs.length - usable.length} documents have no page images; image mode skips them`,
      );
    await evaluateCorpus(`labelled ${values.labelled}`, usable);
  }
  if (!values.floor || !fixtures) return 0;
  const floor = ZFloorSchema.parse(JSON.parse(fs.readFileSync(FLOOR_FILE, 'utf8')));
  const failures = belowFloor(fixtures, floor);
  if (failures.length === 0) {
    console.log('\nfloor: pass');
    return 0;
  }
  console.error(`\nfloor: FAIL\n${failures.map((f) => `  ${f}`).join('\n')}`);
  return 1;
}

main()
  .then(async (code) => {
    if (modes.includes('image')) await (await import('@/parsers/ocr')).shutdownOcr();
    process.exit(code);
  })
  .catch((e: unknown) => {
    console.error(e);
    process.exit(2);
  });
