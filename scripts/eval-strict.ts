/**
 * `npx tsx scripts/eval-strict.ts DIR|TRUTHDIR:TEXTDIR ... [-v]`: the strict field-by-field score
 * (`parsers/eval/strict-score.ts`: every person, party and labelled date, extra people counted as misses)
 * beside the product scorer's figure split clean / noisy, per document and in total. A `TRUTHDIR:TEXTDIR`
 * pair scores OCR text cached by `scripts/ocr-labelled.ts` against the typed documents' truth. `-v` lists
 * every strict miss.
 */
import path from 'node:path';
import { type GroundTruth, scoreDocument as productScore } from '@/parsers/eval/score';
import { type LabelledFile, loadLabelled, scoreDocument } from '@/parsers/eval/strict-score';
import { parseDocumentText } from '@/parsers/index';

const args = process.argv.slice(2);
const verbose = args.includes('-v');
const dirs = args.filter((a) => a !== '-v');
if (dirs.length === 0) {
  console.error('usage: eval-strict DIR|TRUTHDIR:TEXTDIR ... [-v]');
  process.exit(2);
}

const files: LabelledFile[] = dirs.flatMap((d) => {
  const [truthDir = d, textDir = truthDir] = d.split(':');
  return loadLabelled(path.resolve(truthDir), path.resolve(textDir));
});

const tally = { strict: [0, 0], all: [0, 0], clean: [0, 0], noisy: [0, 0] } as Record<
  string,
  [number, number]
>;
const add = (k: string, ok: number, total: number) => {
  const t = tally[k] ?? [0, 0];
  tally[k] = [t[0] + ok, t[1] + total];
};
const pct = ([ok, total]: [number, number]) => (total ? `${((100 * ok) / total).toFixed(1)}%` : '-');

for (const f of files) {
  const out = parseDocumentText({ pages: f.pages, pageConfidence: f.pageConfidence });
  const strict = scoreDocument(out, f.truth);
  const checks = productScore(out, f.truth as unknown as GroundTruth);
  const ok = checks.filter((c) => c.ok).length;
  const quality = (f.truth as { scanQuality?: string }).scanQuality === 'noisy' ? 'noisy' : 'clean';
  add('strict', strict.ok, strict.total);
  add('all', ok, checks.length);
  add(quality, ok, checks.length);
  console.log(
    `${f.name.padEnd(58)} strict ${pct([strict.ok, strict.total]).padStart(6)}  product ${pct([ok, checks.length]).padStart(6)}  ${quality}`,
  );
  if (verbose)
    for (const m of strict.misses)
      console.log(`    ${m.field}: got ${JSON.stringify(m.got)} want ${JSON.stringify(m.want)}`);
}
const t = (k: string) => tally[k] ?? [0, 0];
console.log(
  `STRICT ${pct(t('strict'))} (${t('strict').join('/')})  PRODUCT ${pct(t('all'))} (${t('all').join('/')}) clean ${pct(t('clean'))} noisy ${pct(t('noisy'))}`,
);
