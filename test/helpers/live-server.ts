import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Db, openDatabase } from '@/db/client';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const NEXT_BIN = path.join(ROOT, 'node_modules', '.bin', 'next');
// Shared with every other `next build` on the machine: two builds in one .next corrupt each other.
const BUILD_LOCK = path.join(os.tmpdir(), 'next-build.lock');

/** Builds once when there is no build yet (serialised with other builders through the lock file). */
export function ensureBuild(): void {
  if (fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) return;
  const script = `test -f .next/BUILD_ID || "${NEXT_BIN}" build`;
  const res = spawnSync('flock', [BUILD_LOCK, 'sh', '-c', script], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (res.status !== 0) {
    throw new Error(`next build failed (${res.status}):\n${(res.stdout + res.stderr).slice(-4000)}`);
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** A free port in [from, to], tried from a random start so parallel runs rarely collide. */
export async function findFreePort(from = 3500, to = 3599): Promise<number> {
  const span = to - from + 1;
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i++) {
    const port = from + ((start + i) % span);
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

export type LiveServer = {
  /** http://127.0.0.1:PORT */
  origin: string;
  port: number;
  dataDir: string;
  /** Everything the server printed so far (for failure messages and leak checks). */
  output: () => string;
  stop: () => Promise<void>;
};

export type StartLiveServerOptions = {
  env?: Record<string, string | undefined>;
  port?: number;
  readyTimeoutMs?: number;
  /**
   * Fills the database the server will use before it starts: env.DATABASE_URL when given, else the
   * PGlite directory under the server's DATA_DIR (which only one process may hold at a time).
   */
  seed?: (db: Db) => Promise<void>;
};

async function waitUntilReady(origin: string, child: ChildProcess, timeoutMs: number, out: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${out()}`);
    try {
      // Needs no database, and answers only once the app is serving.
      const res = await fetch(`${origin}/api/v1/openapi.json`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`next start not ready after ${timeoutMs} ms:\n${out()}`);
}

/**
 * Starts `next start` on a free port in its own process group, with its own DATA_DIR, and waits
 * until it serves. `stop()` kills the whole group (next start forks next-server) and removes DATA_DIR.
 */
export async function startLiveServer(opts: StartLiveServerOptions = {}): Promise<LiveServer> {
  ensureBuild();
  const port = opts.port ?? (await findFreePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-server-'));
  if (opts.seed) {
    const databaseUrl = opts.env?.DATABASE_URL;
    const handle = await openDatabase(
      databaseUrl ? { databaseUrl, max: 2 } : { pgliteDir: path.join(dataDir, 'pglite') },
    );
    try {
      await opts.seed(handle.db);
    } finally {
      await handle.close();
    }
  }
  const child = spawn(NEXT_BIN, ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: dataDir,
      PORT: String(port),
      ...opts.env,
    },
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += String(d);
  });
  child.stderr?.on('data', (d) => {
    output += String(d);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const killed = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((r) => setTimeout(() => r(false), 5_000)),
      ]);
      if (!killed) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
        await exited;
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(origin, child, opts.readyTimeoutMs ?? 60_000, () => output);
  } catch (e) {
    await stop();
    throw e;
  }
  return { origin, port, dataDir, output: () => output, stop };
}
