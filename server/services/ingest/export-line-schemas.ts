import { z } from 'zod';
import { CATEGORIES } from '@/db/schema';
import { COUNTY_SLUG_RE, stateOfSlug } from './county-slug';
import { US_STATE_CODES } from './us-states';

const MIN_YEAR = 1700;

/** Messages that name the problem in an operator's words ("is required", not "expected string"). */
const typed = (what: string) => ({
  error: (iss: { input?: unknown }) => (iss.input === undefined ? 'is required' : `must be ${what}`),
});

function isRealDate(s: string): boolean {
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

function notInFuture(s: string): boolean {
  // One day of slack: a portal in a time zone ahead of ours can record "tomorrow".
  return s <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

const ZIsoDate = z
  .string(typed('a date string YYYY-MM-DD'))
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date in the form YYYY-MM-DD', abort: true })
  .refine(isRealDate, { message: 'is not a real calendar date', abort: true })
  .refine((s) => Number(s.slice(0, 4)) >= MIN_YEAR, `is before ${MIN_YEAR}`)
  .refine(notInFuture, 'is in the future');

const ZState = z
  .string(typed('a 2-letter state code'))
  .transform((s) => s.trim().toUpperCase())
  .refine((s) => US_STATE_CODES.has(s), 'is not a US state code');

const ZSlug = z
  .string(typed('a county slug'))
  .regex(COUNTY_SLUG_RE, 'must be a county slug like dallas-tx (lower-case name words, then the state)');

const ZText = (max: number) =>
  z
    .string(typed('a string'))
    .trim()
    .max(max, `is longer than ${max} characters`)
    .refine((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(s), 'contains control characters');

const ZName = ZText(300).refine((s) => s.length > 0, 'must not be empty');
const ZNullableText = (max: number) =>
  ZText(max)
    .nullish()
    .transform((s) => (s ? s : null));

/** Image path inside the export directory: relative, forward slashes, never climbing out. */
const ZPagePath = z
  .string(typed('a relative image path'))
  .min(1, 'must not be empty')
  .max(500, 'is too long')
  .refine(
    (p) => !p.startsWith('/') && !/^[A-Za-z]:/.test(p) && !p.includes('\\') && !p.includes('\0'),
    'must be a path relative to the export directory',
  )
  .refine((p) => !p.split('/').includes('..'), 'must not leave the export directory');

/** One line of records.ndjson (the portal export format in the operations guide). */
export const ZExportRecord = z
  .object({
    source: ZName,
    state: ZState,
    county: ZSlug,
    docNumber: ZText(100).refine((s) => s.length > 0, 'must not be empty'),
    docId: z.number(typed('an integer')).int('must be an integer').positive('must be positive').nullish(),
    category: z.enum(CATEGORIES, { error: () => `must be one of ${CATEGORIES.join(', ')}` }).nullish(),
    docType: ZText(200),
    recordedDate: ZIsoDate,
    instrumentDate: ZIsoDate.nullish().transform((d) => d ?? null),
    grantors: z.array(ZName, typed('an array of names')).max(200, 'has more than 200 names'),
    grantees: z.array(ZName, typed('an array of names')).max(200, 'has more than 200 names'),
    legalDescription: ZNullableText(10_000),
    propertyCity: ZNullableText(200),
    pages: z
      .array(ZPagePath, typed('an array of image paths'))
      .min(1, 'must list at least one page image')
      .max(500, 'has more than 500 pages'),
  })
  .superRefine((r, ctx) => {
    if (US_STATE_CODES.has(r.state) && stateOfSlug(r.county) !== r.state) {
      ctx.addIssue({
        code: 'custom',
        path: ['county'],
        message: `county slug ${r.county} is not in state ${r.state}`,
      });
    }
  });
export type ExportRecord = z.output<typeof ZExportRecord>;

/** One line of counties.ndjson. */
export const ZExportCounty = z.object({ slug: ZSlug, name: ZName, state: ZState }).superRefine((c, ctx) => {
  if (US_STATE_CODES.has(c.state) && stateOfSlug(c.slug) !== c.state) {
    ctx.addIssue({ code: 'custom', path: ['slug'], message: `slug ${c.slug} is not in state ${c.state}` });
  }
});
export type ExportCounty = z.output<typeof ZExportCounty>;

/** One human-readable reason from zod issues: `recordedDate: is not a real calendar date; ...`. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((i) => {
      const where = i.path.map(String).join('.');
      return where ? `${where}: ${i.message}` : i.message;
    })
    .join('; ');
}

export type LineResult<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Parses and validates one NDJSON line. */
export function parseExportLine<T>(line: string, schema: z.ZodType<T>): LineResult<T> {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch (e) {
    return { ok: false, reason: `invalid JSON: ${(e as Error).message}` };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, reason: 'the line is not a JSON object' };
  }
  const r = schema.safeParse(json);
  return r.success ? { ok: true, value: r.data } : { ok: false, reason: describeIssues(r.error.issues) };
}
