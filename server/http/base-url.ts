/** The public {base_url} (ending in /api/v1): PUBLIC_BASE_URL when configured, else derived from the request. */
export function baseUrlFor(req: Request, configured: string | undefined): string {
  if (configured) return configured;
  const url = new URL(req.url);
  const proto = req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.replace(':', '');
  const host =
    req.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || req.headers.get('host') || url.host;
  return `${proto}://${host}/api/v1`;
}
