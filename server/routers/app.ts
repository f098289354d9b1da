import { router } from '@/server/trpc';
import { detailsRouter } from './details';
import { recordsRouter } from './records';
import { referenceRouter } from './reference';
import { staffRouter } from './staff';

export const appRouter = router({
  records: recordsRouter,
  reference: referenceRouter,
  details: detailsRouter,
  staff: staffRouter,
});

export type AppRouter = typeof appRouter;
