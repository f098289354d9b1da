import { z } from 'zod';
import { clearRecordDetails } from '@/server/services/parsing/clear-record-details';
import { getParseStats } from '@/server/services/parsing/get-parse-stats';
import { listParseFailures } from '@/server/services/parsing/list-parse-failures';
import { router, staffProcedure } from '@/server/trpc';

const ZRecordKey = z.object({ county: z.string().min(1).max(200), docNumber: z.string().min(1).max(200) });

/** Staff-only procedures (typed tRPC endpoint, not part of the public REST API). */
export const staffRouter = router({
  /** Drops a record's cached details: its next details call parses it again. */
  clearDetails: staffProcedure
    .input(ZRecordKey)
    .mutation(({ ctx, input }) => clearRecordDetails({ db: ctx.db, ...input })),

  parseFailures: staffProcedure
    .input(
      z
        .object({ limit: z.number().int().min(1).max(500).default(50), before: z.number().int().optional() })
        .default({ limit: 50 }),
    )
    .query(({ ctx, input }) => listParseFailures({ db: ctx.db, limit: input.limit, before: input.before })),

  parseStats: staffProcedure.query(({ ctx }) => getParseStats({ db: ctx.db })),
});
