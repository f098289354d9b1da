import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const runtime = 'nodejs';

// Resolved from the working directory: inside a Next.js bundle require.resolve yields a module id.
const BUNDLE = path.join(
  /*turbopackIgnore: true*/ process.cwd(),
  'node_modules/@scalar/api-reference/dist/browser/standalone.js',
);

let cached: Promise<Buffer> | undefined;

/** The Scalar standalone bundle (~4 MB), read once per process and served by the app itself. */
export async function GET(): Promise<Response> {
  cached ??= readFile(BUNDLE).catch((e) => {
    cached = undefined;
    throw e;
  });
  const body = await cached;
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    },
  });
}
