import { routeHandlers } from '@/server/http/api-handler';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers;
