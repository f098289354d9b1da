import type { Db } from '@/db/client';
import type { BlobStore } from '@/server/blobs/blob-store';
import { recordUsage } from '@/server/services/usage/usage-ledger';
import { type DetailsResult, getRecordDetails } from './get-record-details';

/**
 * One metered details call: the details, then one usage row for this success (queued, written in the
 * background). A failure throws before anything is metered.
 */
export async function getMeteredRecordDetails({
  db,
  blobs,
  county,
  docNumber,
  baseUrl,
  requestId,
  consumer,
  plan,
  usageSpoolDir,
}: {
  db: Db;
  blobs: BlobStore;
  county: string;
  docNumber: string;
  baseUrl: string;
  requestId: string;
  consumer: string | null;
  plan: string | null;
  usageSpoolDir?: string;
}): Promise<DetailsResult> {
  const result = await getRecordDetails({ db, blobs, county, docNumber, baseUrl });
  recordUsage({
    db,
    spoolDir: usageSpoolDir,
    entry: {
      requestId,
      recordId: result.recordId,
      county,
      docNumber,
      consumer,
      plan,
      servedFrom: result.servedFrom,
    },
  });
  return result;
}
