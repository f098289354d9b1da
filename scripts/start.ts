/**
 * `npm start`: builds once if there is no build, then serves with `next start` on PORT. The server
 * process itself migrates and loads sample data (see server/startup.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const nextBin = path.join(root, 'node_modules', '.bin', 'next');

if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.log('No build found: running next build (once)...');
  const build = spawnSync(nextBin, ['build'], { stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT ?? '3000';
const child = spawn(nextBin, ['start', '-p', port], { stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => child.kill(sig));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
