import { router } from '@/server/trpc';
import { recordsRouter } from './records';
import { referenceRouter } from './reference';

export const appRouter = router({
  records: recordsRouter,
  reference: referenceRouter,
});

export type AppRouter = typeof appRouter;
