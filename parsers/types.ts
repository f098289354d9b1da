import { z } from 'zod';
import { CATEGORIES } from '@/db/schema';

/**
 * The parser's output contract: the parsed members of RecordDetails (see the API spec) plus our own
 * `provenance` and `confidence`. Shared by the parser, the details endpoint and the OpenAPI document.
 */

export const ZDecedentSchema = z
  .object({
    name: z.string(),
    dateOfDeath: z.string().nullable(),
    placeOfDeath: z.string().nullable(),
    residenceAddress: z.string().nullable(),
    maritalStatus: z.string().nullable(),
  })
  .meta({ id: 'Decedent' });

export const ZPartySchema = z
  .object({ name: z.string(), role: z.string().nullable(), address: z.string().nullable() })
  .meta({ id: 'Party' });

export const ZPersonSchema = z
  .object({
    name: z.string(),
    role: z.string().nullable(),
    relationship: z.string().nullable(),
    address: z.string().nullable(),
  })
  .meta({ id: 'Person' });

export const ZAddressComponentsSchema = z.object({
  line1: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
});

export const ZPropertySchema = z
  .object({
    legalDescription: z.string().nullable(),
    address: z.string().nullable(),
    addressComponents: ZAddressComponentsSchema.nullable(),
    addressSource: z.enum(['stated', 'decedent_residence', 'party_residence', 'none']).nullable(),
  })
  .meta({ id: 'Property' });

export const ZKeyDatesSchema = z.object({
  recorded: z.string().nullable(),
  instrument: z.string().nullable(),
  death: z.string().nullable(),
  other: z.string().nullable(),
});

export const ZProvenanceEntrySchema = z.object({
  page: z.number().int().meta({ description: '1-based page number the value was read from.' }),
  snippet: z.string().meta({ description: 'The source text the value came from.' }),
  start: z.number().int().meta({ description: "Character offset of the snippet within that page's text." }),
  end: z.number().int(),
  confidence: z.number().min(0).max(1),
});

export const ZParsedDocumentSchema = z.object({
  category: z.enum(CATEGORIES),
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
      'Extension: field path (e.g. "decedent.dateOfDeath", "people[2].name") -> page and source text it was read from.',
  }),
  confidence: z
    .number()
    .min(0)
    .max(1)
    .meta({ description: 'Extension: whole-document parse confidence, 0-1.' }),
});

export type Decedent = z.infer<typeof ZDecedentSchema>;
export type Party = z.infer<typeof ZPartySchema>;
export type Person = z.infer<typeof ZPersonSchema>;
export type Property = z.infer<typeof ZPropertySchema>;
export type KeyDates = z.infer<typeof ZKeyDatesSchema>;
export type ProvenanceEntry = z.infer<typeof ZProvenanceEntrySchema>;
export type ParsedDocument = z.infer<typeof ZParsedDocumentSchema>;

/** Input of the text parser: one string per page, in page order (OCR output or a text layer). */
export type DocumentText = {
  pages: string[];
  /** Per-page OCR confidence 0-1 when the text came from OCR; absent for born-digital text. */
  pageConfidence?: number[];
};
