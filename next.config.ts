import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // tesseract.js must stay unbundled: bundled, it cannot find its worker script and requests hang.
  serverExternalPackages: [
    'tesseract.js',
    '@electric-sql/pglite',
    'sharp',
    '@napi-rs/canvas',
    'pino',
    'proper-lockfile',
  ],
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: false },
};

export default nextConfig;
