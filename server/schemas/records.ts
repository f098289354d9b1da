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
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** A real calendar date in YYYY-MM-DD form (2023-02-30 is refused). Query-string input only. */
const ZQueryDate = z
  .string()
  .refine(isRealDate, { message: 'must be a real calendar date in YYYY-MM-DD form' })
  .meta({ format: 'date', example: '2023-01-31' });

/** Input of GET /records. Kept separate from shared schemas: the REST adapter mutates query schemas. */
export const ZListRecordsInputSchema = z.object({
  county: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      z
        .string()
        .min(1)
        .max(100)
        .regex(/^[a-z0-9-]+$/, { message: 'must be a county slug such as dallas-tx' }),
    )
    .optional()
    .meta({ description: 'County slug (see GET /counties). An unknown slug is a 400.' }),
  type: z
    .preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(CATEGORIES))
    .optional()
    .meta({ description: 'Category, case-insensitive.' }),
  from: ZQueryDate.optional().meta({ description: 'Earliest recorded date, inclusive (YYYY-MM-DD).' }),
  to: ZQueryDate.optional().meta({ description: 'Latest recorded date, inclusive (YYYY-MM-DD).' }),
  q: z.string().max(200).optional().meta({
    description:
      'Case-insensitive partial match on grantor/grantee names; every word must occur in some party name.',
  }),
  cursor: z
    .string()
    .max(512)
    .optional()
    .meta({ description: 'Opaque; the nextCursor of the previous page.' }),
  limit: z.number().int().min(1).max(100).default(25).meta({ description: 'Page size, 1 to 100.' }),
});

const ZPathString = (description: string) =>
  z
    .string()
    .min(1)
    .max(200)
    .meta({ description, param: { required: true } });

export const ZRecordKeyInputSchema = z.object({
  county: ZPathString('County slug.'),
  docNumber: ZPathString("Recorder's document number."),
});
