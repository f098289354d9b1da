import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requireStaff } from '@/server/auth/require-staff';
import { getAppDb } from '@/server/db';
import { getStaffRecord } from '@/server/services/admin/staff-record';
import styles from '../../admin.module.css';
import { ReparseButton } from './reparse-button';

export const dynamic = 'force-dynamic';

export default async function StaffRecordPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff();
  const { id } = await params;
  if (!/^\d{1,15}$/.test(id)) notFound();
  const { db } = await getAppDb();
  const data = await getStaffRecord({ db, id: Number(id) });
  if (!data) notFound();
  const { record, details, failures } = data;
  return (
    <main className={styles.page}>
      <p>
        <Link href="/admin">← Parse quality</Link>
      </p>
      <h1 data-testid="record-title">
        {record.county} / {record.docNumber}
      </h1>
      <p>
        {record.category} · recorded {record.recordedDate} · {record.pageCount} page(s) ·{' '}
        <span data-testid="record-parse-state">{record.parsed ? 'parsed' : 'unparsed'}</span>
        {record.parserVersion ? ` · parser ${record.parserVersion}` : ''}
        {record.parseMs !== null ? ` · ${record.parseMs} ms` : ''}
      </p>
      <ReparseButton
        county={record.county}
        docNumber={record.docNumber}
        disabled={!record.parsed && record.parseAttempts === 0}
      />
      <h2>Parties (index)</h2>
      <p>
        Grantors: {record.grantors.join('; ') || '–'}
        <br />
        Grantees: {record.grantees.join('; ') || '–'}
      </p>
      {failures.length > 0 ? (
        <>
          <h2>Parse failures</h2>
          <table className={styles.table} data-testid="failures-table">
            <tbody>
              {failures.map((f) => (
                <tr key={f.failedAt.toISOString()}>
                  <td>{f.failedAt.toISOString()}</td>
                  <td>{f.code}</td>
                  <td className={styles.bad}>{f.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      <h2>Parsed details</h2>
      {details ? (
        <pre className={styles.json} data-testid="parsed-json">
          {JSON.stringify(details.body, null, 2)}
        </pre>
      ) : (
        <p data-testid="not-parsed">Not parsed yet: the first details call parses it.</p>
      )}
    </main>
  );
}
