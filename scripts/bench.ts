/**
 * `npm run bench [-- NAME ...]`: runs each benchmark in bench/*.bench.ts in its own process, one after
 * another (they compete for the same two cores), and prints their figures.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = path.join(process.cwd(), 'bench');
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();

let failed = 0;
for (const f of files) {
  console.log(`\n=== ${f} ===`);
  const r = spawnSync(path.join(process.cwd(), 'node_modules', '.bin', 'tsx'), [path.join(dir, f)], {
    stdio: 'inherit',
    env: process.env,
  });
  if (r.status !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
