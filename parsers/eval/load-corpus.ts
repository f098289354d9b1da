import fs from 'node:fs';
import path from 'node:path';
import type { GroundTruth } from './score';

/** One labelled document: its page text, its page images (paths, in page order) and its ground truth. */
export type LabelledDocument = {
  name: string;
  pages: string[];
  imagePaths: string[];
  truth: GroundTruth;
  scanQuality: 'clean' | 'noisy';
  /** The recorded date a portal index gives for it (what the details endpoint passes the parser), if any. */
  recordedDateHint: string | null;
};

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

function labelled(
  name: string,
  truthFile: string,
  textFile: string,
  imagePaths: string[],
  hint: string | null,
) {
  const truth = readJson(truthFile) as GroundTruth;
  return {
    name,
    pages: fs.readFileSync(textFile, 'utf8').split('\f'),
    imagePaths,
    truth,
    scanQuality: truth.scanQuality === 'noisy' ? 'noisy' : 'clean',
    recordedDateHint: hint,
  } satisfies LabelledDocument;
}

/**
 * The shared fixtures layout: `<name>.txt`, `<name>.json` and `<name>-p<N>.png` side by side. No recorded-date
 * hint: the fixtures come without a portal index, so the parser must read the date from the stamp.
 */
export function loadFixtureDocuments(dir: string): LabelledDocument[] {
  const files = fs.readdirSync(dir);
  return files
    .filter((f) => f.endsWith('.json') && files.includes(f.replace(/\.json$/, '.txt')))
    .sort()
    .map((f) => {
      const name = f.replace(/\.json$/, '');
      const images = files
        .map((g) => ({ g, m: new RegExp(`^${name}-p(\\d+)\\.(png|jpe?g|tiff?)$`).exec(g) }))
        .filter((x) => x.m)
        .sort((a, b) => Number(a.m?.[1]) - Number(b.m?.[1]))
        .map((x) => path.join(dir, x.g));
      return labelled(name, path.join(dir, f), path.join(dir, `${name}.txt`), images, null);
    });
}

type ExportRow = { docNumber?: unknown; pages?: unknown; recordedDate?: unknown };

/**
 * A generated sample corpus (`npm run sample`): `truth/<docNumber>.json|.txt`, with page images and the
 * recorded date taken from the export's records.ndjson.
 */
export function loadSampleCorpus(dir: string): LabelledDocument[] {
  const truthDir = path.join(dir, 'truth');
  if (!fs.existsSync(truthDir))
    throw new Error(`${dir} has no truth/ directory: not a generated sample corpus`);
  const rows = new Map<string, ExportRow>();
  const ndjson = path.join(dir, 'records.ndjson');
  if (fs.existsSync(ndjson)) {
    for (const line of fs.readFileSync(ndjson, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const row = JSON.parse(line) as ExportRow;
      if (typeof row.docNumber === 'string') rows.set(row.docNumber, row);
    }
  }
  const files = fs.readdirSync(truthDir);
  return files
    .filter((f) => f.endsWith('.json') && files.includes(f.replace(/\.json$/, '.txt')))
    .sort()
    .map((f) => {
      const name = f.replace(/\.json$/, '');
      const row = rows.get(name);
      const pages = Array.isArray(row?.pages)
        ? row.pages.filter((p): p is string => typeof p === 'string')
        : [];
      const hint = typeof row?.recordedDate === 'string' ? row.recordedDate : null;
      return labelled(
        name,
        path.join(truthDir, f),
        path.join(truthDir, `${name}.txt`),
        pages.map((p) => path.join(dir, p)),
        hint,
      );
    });
}
