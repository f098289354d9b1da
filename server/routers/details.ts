import { getMeteredRecordDetails } from '@/server/services/details/get-metered-details';
import {
  type RecordDetails,
  ZRecordDetailsInputSchema,
  ZRecordDetailsSchema,
} from '@/server/services/details/record-details-schema';
import { gatewayProcedure, router } from '@/server/trpc';

export const detailsRouter = router({
  /**
   * Over REST this path is answered by server/http/details-route.ts (same service, cached body sent
   * as stored, billing header); this procedure defines the contract and serves typed callers.
   */
  get: gatewayProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/records/{county}/{docNumber}/details',
        tags: ['records'],
        summary: 'Parsed details (metered)',
        description:
          'Parses the record on its first call and caches the result; repeat calls are served from the ' +
          'cache. Each successful (200) call counts as one record against the plan quota and carries the ' +
          'header X-Gateway-Billing: Records=1; errors are not metered. 429 (quota exceeded) comes from ' +
          'the marketplace proxy. 422 parse_failed / 504 timeout: the page images could not be parsed ' +
          '(in time); the record stays unparsed and a later call retries. 503: the parser is busy.',
      },
    })
    .input(ZRecordDetailsInputSchema)
    .output(ZRecordDetailsSchema)
    .query(async ({ ctx, input }): Promise<RecordDetails> => {
      const result = await getMeteredRecordDetails({
        db: ctx.db,
        blobs: ctx.blobs,
        county: input.county,
        docNumber: input.docNumber,
        baseUrl: ctx.baseUrl,
        requestId: ctx.requestId,
        consumer: ctx.gateway.user,
        plan: ctx.gateway.subscription,
      });
      return JSON.parse(result.json) as RecordDetails;
    }),
});
