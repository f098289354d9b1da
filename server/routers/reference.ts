import { z } from 'zod';
import { ZCountyListSchema, ZDocumentTypeListSchema } from '@/server/schemas/records';
import { listCounties } from '@/server/services/counties/list-counties';
import { listDocumentTypes } from '@/server/services/document-types/list-document-types';
import { gatewayProcedure, router } from '@/server/trpc';

export const referenceRouter = router({
  counties: gatewayProcedure
    .meta({
      openapi: { method: 'GET', path: '/counties', tags: ['reference'], summary: 'List counties (free)' },
    })
    .input(z.void())
    .output(ZCountyListSchema)
    .query(({ ctx }) => listCounties({ db: ctx.db })),

  documentTypes: gatewayProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/document-types',
        tags: ['reference'],
        summary: 'List document types (free)',
      },
    })
    .input(z.void())
    .output(ZDocumentTypeListSchema)
    .query(() => listDocumentTypes()),
});
