import { z } from 'zod';
import {
  ZDecedentSchema,
  ZKeyDatesSchema,
  ZPartySchema,
  ZPersonSchema,
  ZPropertySchema,
  ZProvenanceEntrySchema,
} from '@/parsers/types';
import { ZRecordSummarySchema } from '@/server/schemas/records';

export const ZDetailsPageSchema = z
  .object({
    page: z.number().int().meta({ description: '1-based page number.' }),
    imageUrl: z
      .string()
      .url()
      .meta({ description: 'Absolute URL of the page image; fetchable without the proxy secret.' }),
  })
  .meta({ id: 'DetailsPage' });

/** RecordDetails: every RecordSummary field plus the parsed members, page image links and our extras. */
export const ZRecordDetailsSchema = ZRecordSummarySchema.extend({
  documentType: z.string().meta({ description: 'Document kind as classified from the text.' }),
  decedent: ZDecedentSchema.nullable(),
  parties: z.object({ grantors: z.array(ZPartySchema), grantees: z.array(ZPartySchema) }),
  people: z.array(ZPersonSchema),
  property: ZPropertySchema,
  consideration: z.string().nullable(),
  keyDates: ZKeyDatesSchema,
  typeSpecific: z
    .record(z.string(), z.unknown())
    .meta({ description: 'Fields unique to the document type; free-form members.' }),
  provenance: z.record(z.string(), ZProvenanceEntrySchema).meta({
    description:
      'Extension: field path (e.g. "decedent.dateOfDeath") -> page and source text it was read from.',
  }),
  confidence: z
    .number()
    .min(0)
    .max(1)
    .meta({ description: 'Extension: whole-document parse confidence, 0-1.' }),
  // Last, in the order of the response text: the cached body is spliced in between summary and pages.
  pages: z.array(ZDetailsPageSchema),
}).meta({ id: 'RecordDetails' });

export type RecordDetails = z.infer<typeof ZRecordDetailsSchema>;

const ZPathString = (description: string) =>
  z
    .string()
    .min(1)
    .max(200)
    .meta({ description, param: { required: true } });

/** Input of the details endpoint. Its own object: the REST adapter mutates the schemas it is given. */
export const ZRecordDetailsInputSchema = z.object({
  county: ZPathString('County slug.'),
  docNumber: ZPathString("Recorder's document number."),
});
