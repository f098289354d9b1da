import cliProgress from 'cli-progress';
import type { IngestProgress, IngestReject, IngestSummary } from './ingest-types';

// Every bad line goes to the rejects file; the console shows the first ones, enough to diagnose.
const MAX_PRINTED_REJECTS = 1000;
const PLAIN_INTERVAL_MS = 2000;

const n = (v: number) => v.toLocaleString('en-US');

function counts(p: IngestProgress): string {
  return `imported ${n(p.imported)}, updated ${n(p.updated)}, unchanged ${n(p.unchanged)}, rejected ${n(p.rejected)}`;
}

/**
 * Console output of `npm run ingest`: a progress bar on a terminal, a plain line every few seconds
 * otherwise (CI logs, pipes), each rejected line with its number and reason, and the final summary.
 */
export function createIngestReporter(opts: {
  tty: boolean;
  out?: NodeJS.WriteStream;
  err?: NodeJS.WriteStream;
}) {
  const out = opts.out ?? process.stdout;
  const err = opts.err ?? process.stderr;
  let printed = 0;
  let lastPlain = 0;
  const multi = opts.tty
    ? new cliProgress.MultiBar(
        {
          format: '{bar} {percentage}% | {lines} lines | {counts} | ETA {eta_formatted}',
          hideCursor: true,
          clearOnComplete: true,
          stream: err,
        },
        cliProgress.Presets.shades_classic,
      )
    : undefined;
  let bar: cliProgress.SingleBar | undefined;

  return {
    progress(p: IngestProgress): void {
      if (multi) {
        bar ??= multi.create(Math.max(1, p.totalBytes), 0, { lines: '0', counts: '' });
        bar.update(p.bytesRead, { lines: n(p.lines), counts: counts(p) });
        return;
      }
      const now = Date.now();
      if (now - lastPlain >= PLAIN_INTERVAL_MS) {
        lastPlain = now;
        const pct = p.totalBytes > 0 ? Math.floor((p.bytesRead / p.totalBytes) * 100) : 100;
        out.write(`progress: ${pct}% of records.ndjson, ${n(p.lines)} lines; ${counts(p)}\n`);
      }
    },
    reject(r: IngestReject): void {
      printed++;
      let line: string | undefined;
      if (printed <= MAX_PRINTED_REJECTS) line = `rejected ${r.file} line ${r.line}: ${r.reason}\n`;
      else if (printed === MAX_PRINTED_REJECTS + 1)
        line = 'further rejected lines are only in the rejects file\n';
      if (!line) return;
      if (multi) multi.log(line);
      else err.write(line);
    },
    stop(): void {
      multi?.stop();
    },
    summary(s: IngestSummary): void {
      multi?.stop();
      out.write(
        `Import finished: ${counts(s)} in ${(s.elapsedMs / 1000).toFixed(1)} s (${n(s.rowsPerSecond)} rows/s)\n`,
      );
      if (s.rejectsPath)
        out.write(`Rejected lines (line number, reason, raw line) are in ${s.rejectsPath}\n`);
    },
  };
}
