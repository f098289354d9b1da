import { handleTrpcRequest } from '@/server/http/trpc-handler';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = (req: Request) => handleTrpcRequest(req);
export const POST = (req: Request) => handleTrpcRequest(req);
