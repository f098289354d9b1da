// A host as it may appear in a URL authority: name or IPv4, or a bracketed IPv6, with an optional port.
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

function isHost(h: string | undefined): h is string {
  if (h === undefined || !HOST.test(h)) return false;
  try {
    new URL(`http://${h}/`); // also refuses ports above 65535 and malformed IPv6
    return true;
  } catch {
    return false;
  }
}

function firstValue(header: string | null): string | undefined {
  return header?.split(',')[0]?.trim() || undefined;
}

/**
 * The public {base_url} (ending in /api/v1): PUBLIC_BASE_URL when configured, else derived from the
 * request. Forwarded headers are client-controlled, so a malformed value falls back to the request URL
 * instead of producing links that are not URLs.
 */
export function baseUrlFor(req: Request, configured: string | undefined): string {
  if (configured) return configured;
  const url = new URL(req.url);
  const forwardedProto = firstValue(req.headers.get('x-forwarded-proto'))?.toLowerCase();
  const proto =
    forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : url.protocol.replace(':', '');
  const candidates = [firstValue(req.headers.get('x-forwarded-host')), firstValue(req.headers.get('host'))];
  const host = candidates.find(isHost) ?? url.host;
  return `${proto}://${host}/api/v1`;
}
