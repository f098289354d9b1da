import { z } from 'zod';
import { isStaffRequest } from '@/server/auth/staff-session';
import { getConfig } from '@/server/config';
import { getAppDb } from '@/server/db';
import { errorResponse, isAppError } from '@/server/errors';
import { log } from '@/server/log';
import { clearRecordDetails } from '@/server/services/parsing/clear-record-details';

export const dynamic = 'force-dynamic';

const ZReparseBody = z.object({ county: z.string().min(1).max(200), docNumber: z.string().min(1).max(200) });

/** Admin page action: clear a record's cached details so its next details call re-parses. */
export async function POST(req: Request): Promise<Response> {
  if (!isStaffRequest(req, getConfig().adminPassword)) {
    return errorResponse('unauthorized', 'Staff sign-in required.');
  }
  const parsed = ZReparseBody.safeParse(await req.json().catch(() => null));
  if (!parsed.success) return errorResponse('invalid_request', 'Body must be {"county", "docNumber"}.');
  try {
    const { db } = await getAppDb();
    const result = await clearRecordDetails({ db, ...parsed.data });
    log.info(
      { county: parsed.data.county, docNumber: parsed.data.docNumber },
      'staff cleared cached details',
    );
    return Response.json(result);
  } catch (e) {
    if (isAppError(e)) return errorResponse(e.code, e.message);
    log.error({ err: e }, 'reparse failed');
    return errorResponse('internal', 'Internal server error.');
  }
}
