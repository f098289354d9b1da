import type { InferInsertModel, InferSelectModel } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const CATEGORIES = [
  'AFFIDAVIT_OF_HEIRSHIP',
  'SMALL_ESTATE_AFFIDAVIT',
  'AFFIDAVIT_OF_DEATH',
  'EXECUTOR_DEED',
  'ADMINISTRATOR_DEED',
  'PERSONAL_REPRESENTATIVE_DEED',
  'WILL',
  'OTHER',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** One stored page image. `key` is the blob key of the original; `displayKey` a browser-friendly rendition. */
export type StoredPage = {
  page: number;
  key: string;
  contentType: string;
  bytes: number;
  sha256: string;
  displayKey?: string;
  displayContentType?: string;
};

export const counties = pgTable('counties', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  state: text('state').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const records = pgTable(
  'records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    source: text('source').notNull(),
    state: text('state').notNull(),
    county: text('county')
      .notNull()
      .references(() => counties.slug),
    docNumber: text('doc_number').notNull(),
    docId: bigint('doc_id', { mode: 'number' }),
    category: text('category').$type<Category>().notNull(),
    docType: text('doc_type').notNull().default(''),
    recordedDate: date('recorded_date', { mode: 'string' }).notNull(),
    instrumentDate: date('instrument_date', { mode: 'string' }),
    grantors: text('grantors').array().notNull().default(sql`'{}'::text[]`),
    grantees: text('grantees').array().notNull().default(sql`'{}'::text[]`),
    /** Lower-cased party names, maintained by a trigger; the target of the trigram index behind `q`. */
    partySearch: text('party_search').notNull().default(''),
    legalDescription: text('legal_description'),
    propertyCity: text('property_city'),
    pages: jsonb('pages').$type<StoredPage[]>().notNull().default(sql`'[]'::jsonb`),
    pageCount: integer('page_count').notNull().default(0),
    /** Hash of the ordered page contents: a re-import changes the pages only when this changes. */
    pagesHash: text('pages_hash'),
    parsed: boolean('parsed').notNull().default(false),
    parsedAt: timestamp('parsed_at', { withTimezone: true }),
    parserVersion: text('parser_version'),
    parseMs: integer('parse_ms'),
    parseAttempts: integer('parse_attempts').notNull().default(0),
    lastParseError: text('last_parse_error'),
    lastParseFailedAt: timestamp('last_parse_failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('records_county_doc_number_uq').on(t.county, t.docNumber),
    index('records_recorded_idx').on(t.recordedDate.desc(), t.id.desc()),
    index('records_county_recorded_idx').on(t.county, t.recordedDate.desc(), t.id.desc()),
    index('records_category_recorded_idx').on(t.category, t.recordedDate.desc(), t.id.desc()),
    index('records_county_category_recorded_idx').on(
      t.county,
      t.category,
      t.recordedDate.desc(),
      t.id.desc(),
    ),
    index('records_party_search_trgm_idx').using('gin', sql`${t.partySearch} gin_trgm_ops`),
    index('records_unparsed_idx').on(t.county, t.id).where(sql`${t.parsed} = false`),
  ],
);

/** Cached parsed details of a record: the parser's members only, as JSON text ready to splice into a response. */
export const recordDetails = pgTable('record_details', {
  recordId: bigint('record_id', { mode: 'number' })
    .primaryKey()
    .references(() => records.id, { onDelete: 'cascade' }),
  body: text('body').notNull(),
  parserVersion: text('parser_version').notNull(),
  pagesHash: text('pages_hash'),
  parseMs: integer('parse_ms').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every failed parse attempt, for staff. */
export const parseFailures = pgTable(
  'parse_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recordId: bigint('record_id', { mode: 'number' })
      .notNull()
      .references(() => records.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    reason: text('reason').notNull(),
    durationMs: integer('duration_ms'),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('parse_failures_record_idx').on(t.recordId, t.failedAt.desc())],
);

/** One row per successful (metered) details call, to reconcile with the marketplace's bill. */
export const usageLedger = pgTable(
  'usage_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: text('request_id').notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    county: text('county').notNull(),
    docNumber: text('doc_number').notNull(),
    consumer: text('consumer'),
    plan: text('plan'),
    servedFrom: text('served_from').$type<'cache' | 'parse'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('usage_ledger_request_uq').on(t.requestId),
    index('usage_ledger_created_idx').on(t.createdAt),
    index('usage_ledger_consumer_idx').on(t.consumer, t.createdAt),
  ],
);

/** Exact rollup counts, kept by statement-level triggers on records (see the rollup migration). */
export const recordCountsByMonth = pgTable(
  'record_counts_by_month',
  {
    county: text('county').notNull(),
    category: text('category').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.county, t.category, t.month] })],
);

export const recordCounts = pgTable(
  'record_counts',
  {
    county: text('county').notNull(),
    category: text('category').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.county, t.category] })],
);

export type CountyRow = InferSelectModel<typeof counties>;
export type RecordRow = InferSelectModel<typeof records>;
export type NewRecordRow = InferInsertModel<typeof records>;
