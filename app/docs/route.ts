import { ApiReference } from '@scalar/nextjs-api-reference';

/** Where the reference's script is served from: our own app, so the page works with no network. */
export const SCALAR_SCRIPT_PATH = '/docs/scalar.js';

export const GET = ApiReference({
  url: '/api/v1/openapi.json',
  pageTitle: 'Estate Records API reference',
  // A `cdn` URL selects the single-file UMD bundle, which needs no further chunks.
  cdn: SCALAR_SCRIPT_PATH,
  // The defaults fetch web fonts and report telemetry to third-party hosts.
  withDefaultFonts: false,
  telemetry: false,
  showDeveloperTools: 'never',
});
