/**
 * The REST adapter collects query parameters into a plain object, so a parameter named like an
 * Object.prototype member (`toString`, `__proto__`, `constructor`, ...) makes it throw: a 500. No
 * API parameter has such a name and unknown parameters are ignored anyway, so drop them first.
 */
export function stripReservedParams(url: URL): URL {
  const names = [...new Set(url.searchParams.keys())].filter((k) => k in Object.prototype);
  if (names.length === 0) return url;
  const clean = new URL(url);
  for (const k of names) clean.searchParams.delete(k);
  return clean;
}
