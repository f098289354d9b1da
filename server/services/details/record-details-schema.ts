import { z } from 'zod';
import { ZParsedDocumentSchema } from '@/parsers/types';
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
  // The index category stays (RecordSummary's); the parser's own classification is `documentType`.
  ...ZParsedDocumentSchema.omit({ category: true }).shape,
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
