import { ApiReference } from '@scalar/nextjs-api-reference';

export const GET = ApiReference({
  url: '/api/v1/openapi.json',
  pageTitle: 'Estate Records API reference',
});
