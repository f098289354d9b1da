import type { Category } from '@/db/schema';

/**
 * Portal labels are upper-cased, stripped of apostrophes (EXECUTOR'S -> EXECUTORS), `&` becomes AND,
 * and every other punctuation mark becomes a space before matching, so "Aff. of Heirship",
 * "AFF-HEIRSHIP" and "Executor's Deed" match like their plain forms.
 */
export function normalizeDocType(docType: string): string {
  return docType
    .toUpperCase()
    .replace(/['\u2018\u2019`]/g, '')
    .replace(/&/g, ' AND ')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

const AFF = '(?:AFF|AFFT|AFFD|AFFDVT|AFFIDAVIT)';

/**
 * The documented mapping, first match wins. Abbreviations seen on county portals are accepted for
 * each fiduciary (EXEC/EXECUTRIX, ADMIN/ADMINISTRATRIX, PR/P R); anything unmatched is OTHER.
 */
const RULES: [RegExp, Category][] = [
  // "AFF HEIRSHIP", "AFFIDAVIT OF HEIRSHIP", "HEIRSHIP AFFIDAVIT", "AFFIDAVIT OF FACTS CONCERNING HEIRSHIP"
  [/\bHEIRSHIP\b/, 'AFFIDAVIT_OF_HEIRSHIP'],
  // "SMALL ESTATE", "SMALL ESTATE AFFIDAVIT", "AFFIDAVIT SMALL ESTATE"
  [/\bSMALL ESTATES?\b/, 'SMALL_ESTATE_AFFIDAVIT'],
  // "AFFIDAVIT OF DEATH", "AFF OF DEATH OF TRUSTEE", "DEATH OF JOINT TENANT", "AFFIDAVIT DEATH JOINT TENANT"
  [new RegExp(`^${AFF} (?:OF )?DEATH\\b`), 'AFFIDAVIT_OF_DEATH'],
  [/\bDEATH (?:OF )?(?:A )?JOINT TENANTS?\b/, 'AFFIDAVIT_OF_DEATH'],
  // "EXECUTORS DEED", "EXECUTOR'S DEED", "EXECUTRIX DEED", "EXEC DEED"
  [/^(?:EXECUTOR|EXECUTORS|EXECUTRIX|EXECUTRIXS|EXECUTRICES|EXEC|EXECS|EXR|EXRS) DEED$/, 'EXECUTOR_DEED'],
  [/^DEED (?:BY|OF) (?:AN )?(?:EXECUTOR|EXECUTRIX)$/, 'EXECUTOR_DEED'],
  // "ADMINISTRATORS DEED", "ADMINISTRATRIX DEED", "ADMIN DEED"
  [
    /^(?:ADMINISTRATOR|ADMINISTRATORS|ADMINISTRATRIX|ADMINISTRATRIXS|ADMIN|ADMINS|ADMR|ADMRS) DEED$/,
    'ADMINISTRATOR_DEED',
  ],
  [/^DEED (?:BY|OF) (?:AN )?(?:ADMINISTRATOR|ADMINISTRATRIX)$/, 'ADMINISTRATOR_DEED'],
  // "PERSONAL REPRESENTATIVES DEED", "PERSONAL REPRESENTATIVE'S DEED", "PR DEED", "P.R. DEED"
  [/^(?:PERSONAL REPRESENTATIVES?|PR|P R|PRS) DEED$/, 'PERSONAL_REPRESENTATIVE_DEED'],
  [/^DEED (?:BY|OF) (?:A )?PERSONAL REPRESENTATIVE$/, 'PERSONAL_REPRESENTATIVE_DEED'],
  // "WILL", "LAST WILL AND TESTAMENT", "LAST WILL & TESTAMENT", "WILL AND TESTAMENT", "CODICIL TO WILL"
  [/^(?:LAST )?WILL(?: AND TESTAMENT)?$/, 'WILL'],
  [/^(?:PROBATED |COPY OF |CERTIFIED COPY OF )(?:LAST )?WILL(?: AND TESTAMENT)?$/, 'WILL'],
];

/** The Category a portal's raw document-type label maps to (OTHER when none of the rules match). */
export function categoryFromDocType(docType: string): Category {
  const label = normalizeDocType(docType);
  for (const [re, category] of RULES) if (re.test(label)) return category;
  return 'OTHER';
}
