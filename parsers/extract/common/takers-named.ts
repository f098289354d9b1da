import { escapeRegex } from '../../text/regex-escape';
import { sentenceEnd, sentenceStart } from './family';

/**
 * Who a fiduciary deed's recitals call the heirs: "survived by two children, A, her son, and B, her daughter, who are
 * her sole heirs at law", or every grantee of "grants to the following persons, being the heirs at law of the
 * decedent".
 */

/** The sentence before "who are her sole heirs at law": the people it names are the heirs. */
export function heirsSentences(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(
    /\bwho\s+(?:are|were)\s+(?:his|her|their|the\s+(?:said\s+)?decedent'?s)\s+(?:sole\s+|only\s+)?(?:surviving\s+)?(?:heirs(?:\s+at\s+law)?|distributees)\b/gi,
  ))
    out.push(sentenceBefore(text, m.index ?? 0));
  // The heirs named after the statement: "the sole heirs at law of the Decedent under Va. Code § 64.2-200 are his
  // two daughters, A, of the address above, and B, <address>" (a list of heirs recorded in the clerk's office).
  for (const m of text.matchAll(
    /\b(?:sole|only)\s+(?:surviving\s+)?(?:heirs(?:\s+at\s+law)?|distributees)\s+of\s+(?:the\s+)?(?:said\s+)?(?:decedent|deceased)\b(?:[^.;]|\.(?=\s*\d)|(?<=\b[A-Z][a-z]?)\.){0,80}?\b(?:are|were)\s+/gi,
  )) {
    const from = (m.index ?? 0) + m[0].length;
    const region = text.slice(from, from + 600);
    const end = sentenceEnd(region);
    out.push(region.slice(0, end < 0 ? undefined : end).split(';')[0]!);
  }
  return out;
}

/** The granting clause calls its grantees the heirs: "grants to the following persons, being the heirs at law". */
export function grantsToHeirs(text: string): boolean {
  return /\b(?:grants?|conveys?|releases?|deeds?)\b[^.;]{0,60}?\b(?:un)?to\s+(?:the\s+following\s+(?:persons?|individuals?)|the\s+grantees?|them)[\s,]+(?:being|who\s+are)\s+(?:all\s+)?(?:of\s+)?(?:the\s+)?(?:sole\s+|only\s+)?(?:heirs(?:\s+at\s+law)?|distributees)\b/i.test(
    text,
  );
}

/** Whether the name is written in the passage (any case, any spacing). */
export function namedIn(passage: string, name: string): boolean {
  const words = name.split(/\s+/).map(escapeRegex);
  return new RegExp(`(?<![\\p{L}])${words.join('\\s+')}(?![\\p{L}])`, 'iu').test(passage);
}

/** The sentence (or the clause after its last semicolon) that ends at `at`. */
function sentenceBefore(text: string, at: number): string {
  const sentence = text.slice(sentenceStart(text, at), at);
  return sentence.slice(sentence.lastIndexOf(';') + 1);
}
