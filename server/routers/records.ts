import {
  ZListRecordsInputSchema,
  ZRecordKeyInputSchema,
  ZRecordListSchema,
  ZRecordSummarySchema,
} from '@/server/schemas/records';
import { getRecord } from '@/server/services/records/get-record';
import { listRecords } from '@/server/services/records/list-records';
import { gatewayProcedure, router } from '@/server/trpc';

export const recordsRouter = router({
  list: gatewayProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/records',
        tags: ['records'],
        summary: 'List/search records (free)',
        description: 'The latest records, newest first by recorded date, index fields only.',
      },
    })
    .input(ZListRecordsInputSchema)
    .output(ZRecordListSchema)
    .query(({ ctx, input }) =>
      listRecords({
        db: ctx.db,
        baseUrl: ctx.baseUrl,
        cursorKey: ctx.cursorKey,
        input: {
          county: input.county,
          category: input.type,
          from: input.from,
          to: input.to,
          q: input.q?.trim() || undefined,
          cursor: input.cursor || undefined,
          limit: input.limit,
        },
      }),
    ),

  get: gatewayProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/records/{county}/{docNumber}',
        tags: ['records'],
        summary: "One record's index data (free)",
      },
    })
    .input(ZRecordKeyInputSchema)
    .output(ZRecordSummarySchema)
    .query(({ ctx, input }) =>
      getRecord({ db: ctx.db, county: input.county, docNumber: input.docNumber, baseUrl: ctx.baseUrl }),
    ),
});
