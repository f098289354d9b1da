export type IngestFile = 'records.ndjson' | 'counties.ndjson';

/** A line that was not imported, with its 1-based line number and why. */
export type IngestReject = { file: IngestFile; line: number; reason: string; raw: string };

export type IngestProgress = {
  /** Bytes of records.ndjson read so far, and its size (for a progress bar). */
  bytesRead: number;
  totalBytes: number;
  lines: number;
  imported: number;
  updated: number;
  unchanged: number;
  rejected: number;
};

export type IngestSummary = IngestProgress & {
  elapsedMs: number;
  /** Good lines (imported + updated + unchanged) per second of wall time. */
  rowsPerSecond: number;
  /** Where rejected lines were written; null when nothing was rejected. */
  rejectsPath: string | null;
};
