import { z } from 'zod';
import { CATEGORIES } from '@/db/schema';

export const ZCategorySchema = z.enum(CATEGORIES).meta({ id: 'Category', description: 'Record category.' });

const ZIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ format: 'date', example: '2022-07-11' });

export const ZRecordSummarySchema = z
  .object({
    id: z.string().meta({ description: 'Internal record identifier.' }),
    source: z.string().meta({ description: 'Name of the originating records portal.' }),
    state: z.string().meta({ description: 'Two-letter state code.' }),
    county: z.string().meta({ description: 'County slug, e.g. dallas-tx.' }),
    docNumber: z.string().meta({ description: "Recorder's instrument/document number." }),
    docId: z
      .number()
      .int()
      .optional()
      .meta({ description: 'Portal document id; omitted when the portal gave none.' }),
    category: ZCategorySchema,
    docType: z.string().meta({ description: "The portal's raw type label." }),
    recordedDate: ZIsoDate,
    instrumentDate: ZIsoDate.nullable(),
    grantors: z.array(z.string()),
    grantees: z.array(z.string()),
    legalDescription: z.string().nullable(),
    propertyCity: z.string().nullable(),
    pageCount: z.number().int(),
    parsed: z.boolean().meta({ description: 'True when parsed details have been generated and cached.' }),
    detailsUrl: z
      .string()
      .url()
      .meta({ description: 'Link to the metered details endpoint for this record.' }),
  })
  .meta({ id: 'RecordSummary' });

export const ZRecordListSchema = z
  .object({
    items: z.array(ZRecordSummarySchema),
    nextCursor: z.string().nullable().meta({ description: 'Opaque; null when there are no more pages.' }),
    total: z.number().int().meta({ description: 'Exact number of records matching the filters.' }),
  })
  .meta({ id: 'RecordList' });

export const ZCountySchema = z
  .object({ name: z.string(), slug: z.string(), state: z.string(), recordCount: z.number().int() })
  .meta({ id: 'County' });

export const ZCountyListSchema = z.object({ counties: z.array(ZCountySchema) });

export const ZDocumentTypeSchema = z
  .object({ code: ZCategorySchema, label: z.string() })
  .meta({ id: 'DocumentType' });

export const ZDocumentTypeListSchema = z.object({ documentTypes: z.array(ZDocumentTypeSchema) });

function isRealDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // PostgreSQL has no year 0; JavaScript's Date would accept it.
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = mo === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(mo) ? 30 : 31;
  return d <= days;
}

/**
 * A query parameter given once. The REST adapter passes a repeated parameter as an array; refuse it
 * with a message naming the rule instead of zod's "expected string, received array".
 */
function once<T extends z.ZodType>(inner: T, normalise: (v: string) => unknown = (v) => v) {
  return z.preprocess((v, ctx) => {
    if (Array.isArray(v)) {
      ctx.addIssue({ code: 'custom', message: 'must be given at most once', input: v });
      return z.NEVER;
    }
    return typeof v === 'string' ? normalise(v) : v;
  }, inner);
}

/** A real calendar date in YYYY-MM-DD form (2023-02-30 is refused). Query-string input only. */
const ZQueryDate = once(
  z
    .string()
    .refine(isRealDate, { message: 'must be a real calendar date in YYYY-MM-DD form' })
    .meta({ format: 'date', example: '2023-01-31' }),
);

const LIMIT_RULE = 'must be an integer from 1 to 100';

// On the schema itself, not on .optional(): the REST generator unwraps optional and drops its meta.
const doc = (description: string) => ({ description, param: { description } });

/** Input of GET /records. Kept separate from shared schemas: the REST adapter mutates query schemas. */
export const ZListRecordsInputSchema = z.object({
  county: once(
    z
      .string()
      .min(1, { message: 'must not be empty' })
      .max(100)
      .regex(/^[a-z0-9-]*$/, { message: 'must be a county slug such as dallas-tx' }),
    (v) => v.trim().toLowerCase(),
  )
    .meta(doc('County slug (see GET /counties), case-insensitive. An unknown slug is a 400.'))
    .optional(),
  type: once(
    z.enum(CATEGORIES, { message: `must be one of ${CATEGORIES.join(', ')} (case-insensitive)` }),
    (v) => v.trim().toUpperCase(),
  )
    .meta(doc('Category, case-insensitive.'))
    .optional(),
  from: ZQueryDate.meta(doc('Earliest recorded date, inclusive (YYYY-MM-DD).')).optional(),
  to: ZQueryDate.meta(doc('Latest recorded date, inclusive (YYYY-MM-DD).')).optional(),
  q: once(
    z
      .string()
      .max(200, { message: 'must be at most 200 characters' })
      // PostgreSQL text cannot hold NUL; refuse it here rather than fail in the query.
      .refine((v) => !v.includes('\u0000'), { message: 'must not contain NUL characters' }),
  )
    .meta(
      doc(
        'Case-insensitive partial match on grantor/grantee names; every whitespace-separated word must ' +
          'occur in some party name. % and _ are literal.',
      ),
    )
    .optional(),
  cursor: once(z.string().max(512, { message: 'is not a cursor issued by this API' }))
    .meta(doc('Opaque; the nextCursor of the previous page, used with the same filters.'))
    .optional(),
  // Digits only: Number() would also read "1e1", " 5" or "0x10" as integers.
  limit: once(
    z.number({ message: LIMIT_RULE }).int({ message: LIMIT_RULE }).min(1, LIMIT_RULE).max(100, LIMIT_RULE),
    (v) => (/^[0-9]{1,3}$/.test(v) ? Number(v) : Number.NaN),
  )
    .meta({ ...doc('Page size, 1 to 100 (default 25).'), type: 'integer', minimum: 1, maximum: 100 })
    .default(25),
});

/** A path segment, percent-decoded (the REST adapter hands it over still encoded). */
const ZPathString = (description: string) =>
  z
    .preprocess((v, ctx) => {
      if (typeof v !== 'string') return v;
      try {
        return decodeURIComponent(v);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'is not valid percent-encoding', input: v });
        return z.NEVER;
      }
    }, z.string().min(1).max(200))
    .meta({ description, param: { required: true } });

export const ZRecordKeyInputSchema = z.object({
  county: ZPathString('County slug.'),
  docNumber: ZPathString("Recorder's document number."),
});
