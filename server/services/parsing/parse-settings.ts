/** Limits of the parse path, read from the environment once per process. */
export type ParseSettings = {
  /** PARSE_TIMEOUT_MS: a parse (image fetch + OCR + text parse) is aborted after this long. */
  timeoutMs: number;
  /** PARSE_MAX_IN_FLIGHT: distinct records parsing at once in this process before callers get 503. */
  maxInFlight: number;
};

const positiveInt = (raw: string | undefined, fallback: number): number => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function loadParseSettings(env: Record<string, string | undefined> = process.env): ParseSettings {
  return {
    timeoutMs: positiveInt(env.PARSE_TIMEOUT_MS, 60_000),
    maxInFlight: positiveInt(env.PARSE_MAX_IN_FLIGHT, 16),
  };
}

let cached: ParseSettings | undefined;
export function getParseSettings(): ParseSettings {
  cached ??= loadParseSettings();
  return cached;
}
