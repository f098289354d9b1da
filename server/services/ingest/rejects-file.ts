import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { IngestReject } from './ingest-types';

// A raw line longer than this is cut in the rejects file; the line number still finds it.
const MAX_RAW = 100_000;

/**
 * The rejects file: one JSON object per rejected line ({file, line, reason, raw}). Created on the
 * first reject; a stale file from an earlier run is removed when this run rejects nothing, so the
 * file's presence always describes the latest import.
 */
export function createRejectsFile(file: string | null) {
  let out: fs.WriteStream | undefined;
  let failed: Error | undefined;
  return {
    write(r: IngestReject): void {
      if (!file) return;
      if (!out) {
        out = fs.createWriteStream(file, { flags: 'w' });
        out.on('error', (e) => {
          failed = e;
        });
      }
      out.write(`${JSON.stringify({ ...r, raw: r.raw.slice(0, MAX_RAW) })}\n`);
    },
    async close(): Promise<string | null> {
      if (!file) return null;
      if (!out) {
        await fsp.rm(file, { force: true });
        return null;
      }
      const stream = out;
      await new Promise<void>((resolve) => stream.end(resolve));
      if (failed) throw new Error(`Could not write the rejects file ${file}: ${failed.message}`);
      return file;
    },
  };
}
