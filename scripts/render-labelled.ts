/**
 * `npx tsx scripts/render-labelled.ts SRC OUT`: renders every `<name>.txt` in SRC that has a `<name>.json`
 * truth into scanned-looking pages `OUT/<name>-pN.png` the way the shared fixtures were made (80 columns,
 * long pages split, serif or mono face, noisy when the truth's scanQuality says so), and copies the text and
 * truth beside them, so `npm run eval:parser -- --labelled OUT --mode image` scores fresh documents as scans.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderPageImage } from '@/server/sample/render/page-image';

const [src, out] = process.argv.slice(2);
if (!src || !out) {
  console.error('usage: render-labelled SRC OUT');
  process.exit(2);
}

const COLUMNS = 80;
const LINES_PER_PAGE = 56;

/** Breaks over-long lines at a space (or hard at 80) so nothing runs off the page. */
function wrap(line: string): string[] {
  const rows: string[] = [];
  let rest = line;
  while (rest.length > COLUMNS) {
    const cut = rest.lastIndexOf(' ', COLUMNS);
    const at = cut > 20 ? cut : COLUMNS;
    rows.push(rest.slice(0, at));
    rest = rest.slice(at).replace(/^ /, '');
  }
  rows.push(rest);
  return rows;
}

async function main(src: string, out: string): Promise<void> {
  fs.mkdirSync(out, { recursive: true });
  const names = fs
    .readdirSync(src)
    .filter((f) => f.endsWith('.txt') && fs.existsSync(path.join(src, f.replace(/\.txt$/, '.json'))))
    .map((f) => f.replace(/\.txt$/, ''))
    .sort();
  for (const [i, name] of names.entries()) {
    const text = fs.readFileSync(path.join(src, `${name}.txt`), 'utf8');
    const truth = JSON.parse(fs.readFileSync(path.join(src, `${name}.json`), 'utf8')) as {
      scanQuality?: string;
    };
    const pages: string[] = [];
    for (const page of text.split('\f')) {
      const rows = page.split('\n').flatMap(wrap);
      for (let at = 0; at < rows.length; at += LINES_PER_PAGE)
        pages.push(rows.slice(at, at + LINES_PER_PAGE).join('\n'));
    }
    for (const [n, page] of pages.entries()) {
      const png = await renderPageImage({
        text: page,
        stampLines: 0,
        noisy: truth.scanQuality === 'noisy',
        font: i % 3 === 0 ? 'serif' : 'mono',
        seed: `${name}-${n + 1}`,
      });
      fs.writeFileSync(path.join(out, `${name}-p${n + 1}.png`), png);
    }
    fs.copyFileSync(path.join(src, `${name}.txt`), path.join(out, `${name}.txt`));
    fs.copyFileSync(path.join(src, `${name}.json`), path.join(out, `${name}.json`));
    console.log(`${name}: ${pages.length} page(s)`);
  }
}

main(src, out).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
