import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { Context } from './context';
import { AppError } from './errors';

const t = initTRPC.context<Context>().meta<OpenApiMeta>().create();

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure;

/** Procedures behind the marketplace proxy: the proxy secret was verified by the HTTP layer. */
export const gatewayProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.gateway.authenticated) {
    throw new AppError('unauthorized', 'Missing or invalid X-Gateway-Proxy-Secret header.');
  }
  return next();
});

/** Procedures for signed-in staff (the admin page). */
export const staffProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.staff) throw new AppError('unauthorized', 'Staff sign-in required.');
  return next();
});
