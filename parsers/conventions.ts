/**
 * Vocabulary of the parsed output, shared by the parser and the sample-corpus generator's ground truth
 * (see the labelled fixtures' conventions).
 */

/** Person roles in precedence order: when one person holds several, the first listed wins. */
export const ROLE_PRECEDENCE = [
  'decedent',
  'executor',
  'administrator',
  'personal_representative',
  'successor_trustee',
  'surviving_joint_tenant',
  'heir',
  'beneficiary',
  'grantor',
  'grantee',
  'affiant',
  'witness',
  'officer',
  'notary',
  'preparer',
  'family_member',
  'other',
] as const;

export type Role = (typeof ROLE_PRECEDENCE)[number];
