import { describe, expect, it } from 'vitest';
import type { Category } from '@/db/schema';
import { categoryFromDocType, normalizeDocType } from '@/server/services/ingest/category-from-doc-type';

const CASES: [string, Category][] = [
  ['AFF HEIRSHIP', 'AFFIDAVIT_OF_HEIRSHIP'],
  ['AFFIDAVIT OF HEIRSHIP', 'AFFIDAVIT_OF_HEIRSHIP'],
  ['Aff. of Heirship', 'AFFIDAVIT_OF_HEIRSHIP'],
  ['AFF-HEIRSHIP', 'AFFIDAVIT_OF_HEIRSHIP'],
  ['HEIRSHIP AFFIDAVIT', 'AFFIDAVIT_OF_HEIRSHIP'],
  ['SMALL ESTATE', 'SMALL_ESTATE_AFFIDAVIT'],
  ['SMALL ESTATE AFFIDAVIT', 'SMALL_ESTATE_AFFIDAVIT'],
  ['Affidavit - Small Estate', 'SMALL_ESTATE_AFFIDAVIT'],
  ['AFFIDAVIT OF DEATH', 'AFFIDAVIT_OF_DEATH'],
  ['AFF OF DEATH', 'AFFIDAVIT_OF_DEATH'],
  ['AFFIDAVIT OF DEATH OF TRUSTEE', 'AFFIDAVIT_OF_DEATH'],
  ['DEATH OF JOINT TENANT', 'AFFIDAVIT_OF_DEATH'],
  ['AFFIDAVIT - DEATH OF JOINT TENANT', 'AFFIDAVIT_OF_DEATH'],
  ['EXECUTORS DEED', 'EXECUTOR_DEED'],
  ["EXECUTOR'S DEED", 'EXECUTOR_DEED'],
  ['Executor\u2019s Deed', 'EXECUTOR_DEED'],
  ['EXECUTRIX DEED', 'EXECUTOR_DEED'],
  ['EXEC DEED', 'EXECUTOR_DEED'],
  ['ADMINISTRATORS DEED', 'ADMINISTRATOR_DEED'],
  ["ADMINISTRATOR'S DEED", 'ADMINISTRATOR_DEED'],
  ['ADMINISTRATRIX DEED', 'ADMINISTRATOR_DEED'],
  ['ADMIN DEED', 'ADMINISTRATOR_DEED'],
  ['PERSONAL REPRESENTATIVES DEED', 'PERSONAL_REPRESENTATIVE_DEED'],
  ["PERSONAL REPRESENTATIVE'S DEED", 'PERSONAL_REPRESENTATIVE_DEED'],
  ['PR DEED', 'PERSONAL_REPRESENTATIVE_DEED'],
  ['P.R. DEED', 'PERSONAL_REPRESENTATIVE_DEED'],
  ['WILL', 'WILL'],
  ['LAST WILL AND TESTAMENT', 'WILL'],
  ['Last Will & Testament', 'WILL'],
  ['WARRANTY DEED', 'OTHER'],
  ['RELEASE OF LIEN', 'OTHER'],
  ['DEED', 'OTHER'],
  ['WILLIAMS DEED', 'OTHER'],
  ['POWER OF ATTORNEY', 'OTHER'],
  ['', 'OTHER'],
];

describe('categoryFromDocType', () => {
  it.each(CASES)('%s -> %s', (label, category) => {
    expect(categoryFromDocType(label)).toBe(category);
  });

  it('normalizes punctuation, apostrophes, ampersands and spacing', () => {
    expect(normalizeDocType("  Executor's   Deed. ")).toBe('EXECUTORS DEED');
    expect(normalizeDocType('Last Will&Testament')).toBe('LAST WILL AND TESTAMENT');
  });
});
