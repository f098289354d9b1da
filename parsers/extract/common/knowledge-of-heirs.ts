/**
 * "The following person also has knowledge regarding the Decedent and the identity of Decedent's children and
 * heirs: X, ..., who joins in this affidavit as a corroborating witness": the heirs there are what the person
 * knows about, not the list's subject. The names after the colon are the witness who knows them.
 */
const KNOWS_ABOUT =
  /\b(?:identity|knowledge|knowledgeable|familiar|acquainted|informed)\s+(?:of|regarding|concerning|about|as\s+to|with)\s+(?:[\p{L}'’]+\s+){0,6}$/iu;

/** Whether the heirs word at `at` is the object of someone's knowledge (`sentence` is its sentence up to `at`). */
export function heirsAsKnown(sentenceBefore: string): boolean {
  return KNOWS_ABOUT.test(sentenceBefore);
}
