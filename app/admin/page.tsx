import Link from 'next/link';
import { requireStaff } from '@/server/auth/require-staff';
import { getAppDb } from '@/server/db';
import {
  getParseQuality,
  LOW_CONFIDENCE,
  listStaffRecords,
  type ParseStatus,
} from '@/server/services/admin/parse-quality';
import styles from './admin.module.css';

export const dynamic = 'force-dynamic';

const STATUSES: ParseStatus[] = ['all', 'parsed', 'unparsed', 'failed'];

export default async function AdminPage({
  searchParams,
}: {
  searchParams: Promise<{ county?: string; status?: string }>;
}) {
  await requireStaff();
  const params = await searchParams;
  const status = (STATUSES as string[]).includes(params.status ?? '')
    ? (params.status as ParseStatus)
    : 'all';
  const county = params.county?.trim() || undefined;
  const { db } = await getAppDb();
  const [{ totals, counties }, rows] = await Promise.all([
    getParseQuality({ db }),
    listStaffRecords({ db, county, status }),
  ]);
  const pct = (n: number) => (totals.records ? `${((100 * n) / totals.records).toFixed(1)}%` : '0%');

  return (
    <main className={styles.page}>
      <div className={styles.header}>
        <h1>Parse quality</h1>
        <form method="post" action="/api/admin/logout">
          <button type="submit" data-testid="sign-out">
            Sign out
          </button>
        </form>
      </div>
      <section className={styles.cards} data-testid="totals">
        <div className={styles.card}>
          Records<strong data-testid="total-records">{totals.records}</strong>
        </div>
        <div className={styles.card}>
          Parsed<strong data-testid="total-parsed">{totals.parsed}</strong>
          {pct(totals.parsed)}
        </div>
        <div className={styles.card}>
          Unparsed<strong data-testid="total-unparsed">{totals.unparsed}</strong>
        </div>
        <div className={styles.card}>
          Failing
          <strong data-testid="total-failing" className={totals.failing ? styles.bad : undefined}>
            {totals.failing}
          </strong>
        </div>
        <div className={styles.card}>
          Low confidence<strong data-testid="total-low-confidence">{totals.lowConfidence}</strong>
          below {LOW_CONFIDENCE}
        </div>
        <div className={styles.card}>
          Median parse
          <strong>{totals.medianParseMs === null ? '–' : `${Math.round(totals.medianParseMs)} ms`}</strong>
        </div>
      </section>

      <h2>By county</h2>
      <table className={styles.table} data-testid="county-table">
        <thead>
          <tr>
            <th>County</th>
            <th>Records</th>
            <th>Parsed</th>
            <th>Failing</th>
            <th>Avg confidence</th>
          </tr>
        </thead>
        <tbody>
          {counties.map((c) => (
            <tr key={c.county}>
              <td>
                <Link href={`/admin?county=${encodeURIComponent(c.county)}&status=${status}`}>
                  {c.county}
                </Link>
              </td>
              <td>{c.records}</td>
              <td>{c.parsed}</td>
              <td className={c.failing ? styles.bad : undefined}>{c.failing}</td>
              <td>{c.avgConfidence === null ? '–' : c.avgConfidence.toFixed(2)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>Records</h2>
      <form className={styles.filters} method="get" action="/admin">
        <label>
          County <input name="county" defaultValue={county ?? ''} data-testid="filter-county" />
        </label>
        <label>
          Status{' '}
          <select name="status" defaultValue={status} data-testid="filter-status">
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" data-testid="apply-filters">
          Apply
        </button>
      </form>
      <table className={styles.table} data-testid="records-table">
        <thead>
          <tr>
            <th>Recorded</th>
            <th>County</th>
            <th>Document</th>
            <th>Category</th>
            <th>Status</th>
            <th>Confidence</th>
            <th>Last error</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-testid="record-row">
              <td>{r.recordedDate}</td>
              <td>{r.county}</td>
              <td>
                <Link href={`/admin/records/${r.id}`} data-testid="record-link">
                  {r.docNumber}
                </Link>
              </td>
              <td>{r.category}</td>
              <td data-testid="record-status">
                {r.parsed ? 'parsed' : r.parseAttempts > 0 ? `failed ×${r.parseAttempts}` : 'unparsed'}
              </td>
              <td className={r.confidence !== null && r.confidence < LOW_CONFIDENCE ? styles.low : undefined}>
                {r.confidence === null ? '–' : r.confidence.toFixed(2)}
              </td>
              <td className={styles.bad}>{r.lastParseError ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 ? <p data-testid="no-records">No records match.</p> : null}
    </main>
  );
}
