import { normalizeRelationship, RELATIONSHIP_WORD_RE } from '../../normalize/relationships';
import type { Doc } from '../../text/doc';
import { nameEndingAt, readName } from '../../text/read-name';
import type { Mention } from '../registry';
import { addressAfterName, readAddress } from './address-near';

const REL = RELATIONSHIP_WORD_RE.source.replace(/^\\b|\\b$/g, '');

/** Relationship stated right next to a name: "NAME (son)", "NAME, a daughter", "my wife, NAME". */
export function relationshipAround(text: string, start: number, end: number): string | null {
  const after = text.slice(end, end + 60);
  // "A and B, husband and wife" describes the couple, not their relation to the decedent.
  if (/^\s*,?\s*(?:husband\s+and\s+wife|wife\s+and\s+husband)\b/i.test(after)) return null;
  const a = after.match(
    new RegExp(
      `^\\s*(?:\\(\\s*(?:(?:a|an|the|my|his|her|decedent's)\\s+)?(${REL})(?:\\s+of\\s+(?:the\\s+)?(?:said\\s+)?decedent)?\\s*\\)|,\\s*(?:(?:a|an|the|his|her|my|decedent's|our)\\s+)?(?:(?:only|surviving|adult|natural|adopted|biological|eldest|youngest)\\s+)?(${REL})\\b)`,
      'i',
    ),
  );
  if (a) return normalizeRelationship(a[1] ?? a[2] ?? '');
  const before = text.slice(Math.max(0, start - 40), start);
  const b = before.match(
    new RegExp(
      `\\b(?:my|his|her|decedent's|the decedent's|our)\\s+(?:(?:only|surviving|beloved)\\s+)?(${REL}),?\\s*(?:is\\s+)?$`,
      'i',
    ),
  );
  if (b) return normalizeRelationship(b[1]!);
  return null;
}

/** Spouses named in labels ("Second Spouse: X") or marriage recitals ("married ... to X"), with divorce/death. */
export function spouseMentions(doc: Doc): (Mention & { divorced: boolean; died: boolean })[] {
  const text = doc.text;
  const out: (Mention & { divorced: boolean; died: boolean })[] = [];
  const anchors = [
    /^[ \t]*(?:(?:first|second|third|former|current|surviving)\s+)?spouse[ \t]*:[ \t]*/gim,
    /\bmarri(?:ed|age(?:\s+was)?)\b[^.;]{0,40}?\bto\s+/gi,
  ];
  for (const re of anchors) {
    for (const m of text.matchAll(re)) {
      const r = readName(text, (m.index ?? 0) + m[0].length);
      if (!r) continue;
      const prior = out.find((o) => o.name.toLowerCase() === r.name.toLowerCase());
      // The marriage's fate is told in the sentence(s) after the recital, before the next marriage.
      // Limited to its own sentence and a following one about the same person ("She died in 2015.").
      const window =
        text.slice(r.end, r.end + 260).split(/\b(?:married|marriage)\b[^.;]{0,40}?\bto\s/i)[0] ?? '';
      const end1 = sentenceEnd(window);
      const next = end1 >= 0 ? window.slice(end1 + 1) : '';
      const tail =
        end1 < 0
          ? window
          : window.slice(0, end1) +
            (/^\s*(?:He|She|Said\s+\w+|(?:The|That|This|Such)\s+marriage)\b/.test(next) ||
            next.trimStart().replace(/\s+/g, ' ').toLowerCase().startsWith(r.name.toLowerCase())
              ? next.slice(0, sentenceEnd(next) + 1 || undefined)
              : '');
      const divorced = /\bdivorce/i.test(tail);
      const died =
        /\b(?:who\s+)?(?:died|predeceased|deceased)\b/i.test(tail) || /\bdid not remarry\b/i.test(tail);
      if (prior) {
        prior.divorced ||= divorced;
        prior.died ||= died;
        continue;
      }
      // "..., who survived him and who resides at <address>".
      const lives = tail.match(/\b(?:resides|residing|lives|living)\s+at\s+/i);
      out.push({
        name: r.name,
        span: { start: r.start, end: r.end },
        // A surviving spouse takes a role from elsewhere (heir, affiant); only a former or deceased one is family only.
        role: divorced || died ? 'family_member' : undefined,
        relationship: 'spouse',
        address: lives ? readAddress(text, r.end + (lives.index ?? 0) + lives[0].length, 2) : null,
        divorced,
        died,
        confidence: 0.8,
      });
    }
  }
  for (const s of out) {
    if (s.divorced) s.relationship = 'former_spouse';
    if (s.divorced || s.died) s.role = 'family_member';
  }
  return out;
}

/** Reads names (with optional address and share) out of a list region: "A (1/2); B, 12 Main St, ...; and C". */
export function namesInList(text: string, from: number, to: number): (Mention & { share: string | null })[] {
  const out: (Mention & { share: string | null })[] = [];
  let pos = from;
  while (pos < to) {
    const rest = text.slice(pos, to);
    const skip = rest.match(/^[\s,;:\-–•*]*(?:(?:and|&)\s+)?(?:\((?:\d+|[a-z])\)\s*|\d+\.\s+)?/i);
    pos += skip ? Math.max(skip[0].length, 0) : 0;
    if (pos >= to) break;
    const addr = readAddress(text, pos, 0);
    if (addr) {
      pos = addr.span.end;
      continue;
    }
    const r = readName(text, pos);
    if (r && r.end <= to + 5) {
      const after = text.slice(r.end, r.end + 40);
      const share = after.match(/^\s*\(\s*(\d+\s*\/\s*\d+|\d+(?:\.\d+)?%)\s*\)/)?.[1] ?? null;
      out.push({
        name: r.name,
        span: { start: r.start, end: r.end },
        relationship: relationshipAround(text, r.start, r.end),
        address: addressAfterName(text, r.end),
        share,
        confidence: 0.8,
      });
      // Continue after the person's address so its city is not read as the next name.
      pos = out.at(-1)?.address?.span.end ?? r.end;
    }
    const next = text.slice(pos, to).search(/[;,]|\band\b|\n\s*[-•*]/i);
    if (next < 0) break;
    pos += Math.max(next, 1);
  }
  return out;
}

/**
 * Where the sentence that starts `region` ends: a period before a line break or a new sentence, or a blank
 * line. Periods of abbreviations and initials inside addresses and names ("N. Elm Pl.", "P.O. Box") do not count.
 */
export function sentenceEnd(region: string): number {
  for (const m of region.matchAll(/\.(?=\s*\n|\s+["“(]?[A-Z]|\s*$)|\n[ \t]*\n/g)) {
    const at = m.index ?? 0;
    if (
      m[0] === '.' &&
      /(?:^|[\s(.])(?:[A-Z]|[A-Z][a-z]{1,3}|Jr|Sr|Apt|Ste|Blvd|Hwy)$/.test(
        region.slice(Math.max(0, at - 6), at),
      )
    )
      continue;
    return at;
  }
  return -1;
}

/** Start of the sentence holding offset `at` (abbreviation periods such as "Rd." or "J." do not end one). */
export function sentenceStart(text: string, at: number): number {
  const before = text.slice(Math.max(0, at - 600), at);
  const base = at - before.length;
  let start = base;
  for (const m of before.matchAll(/\.(?=\s+["“(]?[A-Z])|\n[ \t]*\n/g)) {
    const i = m.index ?? 0;
    if (
      m[0] === '.' &&
      /(?:^|[\s(.])(?:[A-Z]|[A-Z][a-z]{1,3}|Jr|Sr|Apt|Ste|Blvd|Hwy)$/.test(
        before.slice(Math.max(0, i - 6), i),
      )
    )
      continue;
    start = base + i + m[0].length;
  }
  return start;
}

const HEIR_LIST_RE =
  /\b(?:heirs|distributees|successors?(?:\(s\))?|persons?\s+entitled)\b[^:.]{0,220}?:\s*|\bto\s+whom\s+the\s+property\s+is\s+to\s+be\s+(?:paid|delivered|transferred)[^:]{0,80}:\s*/gi;

/** Heirs / distributees / successors from the affidavit's list sentences. */
export function heirMentions(doc: Doc): (Mention & { share: string | null })[] {
  const text = doc.text;
  const out: (Mention & { share: string | null })[] = [];
  for (const m of text.matchAll(HEIR_LIST_RE)) {
    // A list anchor spans no paragraph break ("IDENTITY OF HEIRS\n\nDate: ..." is a title, not a list).
    if (/\n[ \t]*\n/.test(m[0].trimEnd())) continue;
    let from = (m.index ?? 0) + m[0].length;
    // The list may start on the next paragraph ("... their shares are:\n\n  - NAME, ...").
    while (/\s/.test(text[from] ?? '')) from++;
    const region = text.slice(from, from + 700);
    // A table of heirs is read by its columns (see tables.ts), not as running text.
    if (/^(?:full\s+)?name\s{2,}\S/i.test(region)) continue;
    const stop = sentenceEnd(region);
    const to = from + (stop >= 0 ? stop : region.length);
    for (const n of namesInList(text, from, to)) out.push({ ...n, role: 'heir' });
  }
  return out;
}

/** Children lists: "(1) NAME, born ...; other parent: X", "had one child, NAME", "CHILDREN: (1) NAME, A SON, ...". */
export function childMentions(
  doc: Doc,
): (Mention & { otherParent: string | null; died: boolean; descendantsOf: string | null })[] {
  const text = doc.text;
  const out: (Mention & { otherParent: string | null; died: boolean; descendantsOf: string | null })[] = [];
  // "had one child, X" / "two children were born, both of whom survive: X, ...".
  const sections = [...text.matchAll(/\b(?:children|child)\b(?:[^.:]{0,60}?:|[^.:]{0,40}?,)\s*/gi)];
  for (const s of sections) {
    const from = (s.index ?? 0) + s[0].length;
    const region = text.slice(from, from + 1200);
    const stop = region.search(/\n[ \t]*\n|\b(?:no other children|did not have or adopt)/i);
    const end = from + (stop >= 0 ? stop : region.length);
    const items = [...text.slice(from, end).matchAll(/\(\d+\)\s*/g)].map(
      (m) => from + (m.index ?? 0) + m[0].length,
    );
    // Unnumbered lists separate children with semicolons ("X, son, residing at ...; and Y, daughter, ...").
    const semis = [...text.slice(from, end).matchAll(/;\s*(?:and\s+)?/g)].map(
      (m) => from + (m.index ?? 0) + m[0].length,
    );
    const starts = items.length ? items : [from, ...semis];
    starts.forEach((itemStart, i) => {
      const itemEnd = starts[i + 1] ?? end;
      const r = readName(text, itemStart);
      if (!r) return;
      const body = text.slice(r.end, itemEnd);
      const rel = relationshipAround(text, r.start, r.end) ?? 'child';
      const otherParent = body.match(/other\s+parent\s*:\s*/i);
      const op = otherParent
        ? (readName(text, r.end + (otherParent.index ?? 0) + otherParent[0].length)?.name ?? null)
        : null;
      const died = /\b(?:who\s+)?(?:died|predeceased|deceased)\b/i.test(body.split(/survived by/i)[0] ?? '');
      // The child's own address, not that of a grandchild named after "survived by".
      const own = body.split(/\bsurvived\s+by\b/i)[0] ?? '';
      const addrAt = own.match(
        /(?:(?:current|mailing)\s+)?address\s*:\s*|\b(?:residing|who\s+resides)\s+at\s*:?\s*/i,
      );
      const address = addrAt
        ? readAddress(text, r.end + (addrAt.index ?? 0) + addrAt[0].length, 0)
        : addressAfterName(text, r.end);
      out.push({
        name: r.name,
        span: { start: r.start, end: r.end },
        relationship: rel,
        otherParent: op,
        died,
        descendantsOf: null,
        address,
        confidence: 0.8,
      });
      const survived = body.match(
        /survived\s+by\s+(?:(?:his|her|their)\s+)?(?:\w+\s+)?(?:children|child|sons?|daughters?)\s*[,:]?\s*/i,
      );
      if (survived) {
        const gFrom = r.end + (survived.index ?? 0) + survived[0].length;
        for (const g of namesInList(text, gFrom, r.end + body.length)) {
          out.push({
            ...g,
            relationship: 'grandchild',
            otherParent: null,
            died: false,
            descendantsOf: r.name,
          });
        }
      }
    });
  }
  return out;
}

/**
 * Relatives named in recitals: "the decedent's wife, Lorraine Washington, ... died on ...", and a spouse
 * named beside the decedent in a chain of title ("Walter H. Moore and Dorothy Mae Moore, his wife").
 * `died` is set when the text says that person died or predeceased.
 */
export function kinMentions(
  doc: Doc,
  isDecedent: (name: string) => boolean,
): (Mention & { died: boolean })[] {
  const text = doc.text;
  const out: (Mention & { died: boolean })[] = [];
  const diedAfter = (end: number) => {
    const clause = text.slice(end, end + 200);
    const stop = sentenceEnd(clause);
    return /\b(?:died|predeceased|deceased|departed\s+this\s+life|passed\s+away)\b/i.test(
      stop >= 0 ? clause.slice(0, stop) : clause,
    );
  };
  const named = new RegExp(
    `\\b(?:my|his|her|the\\s+decedent'?s|decedent'?s)\\s+(?:late\\s+|surviving\\s+|beloved\\s+|former\\s+)?(${REL}),\\s*`,
    'gi',
  );
  for (const m of text.matchAll(named)) {
    const r = readName(text, (m.index ?? 0) + m[0].length);
    if (!r || isDecedent(r.name)) continue;
    out.push({
      name: r.name,
      span: { start: r.start, end: r.end },
      relationship: normalizeRelationship(m[0]),
      died: diedAfter(r.end),
      confidence: 0.75,
    });
  }
  for (const m of text.matchAll(/\band\s+/g)) {
    const at = (m.index ?? 0) + m[0].length;
    const second = readName(text, at);
    if (!second || !isDecedent(second.name)) continue;
    if (!/^,?\s*(?:his\s+wife|her\s+husband)\b/i.test(text.slice(second.end, second.end + 20))) continue;
    const r = nameEndingAt(text, text.slice(0, m.index ?? 0).trimEnd().length);
    if (!r || isDecedent(r.name)) continue;
    // Whether this spouse died: any later mention of the name followed by "having died" / "died".
    const escaped = r.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
    const died = [...text.matchAll(new RegExp(escaped, 'gi'))].some((n) =>
      /^,?\s*(?:having\s+died|who\s+died|died|predeceased)\b/i.test(
        text.slice((n.index ?? 0) + n[0].length, (n.index ?? 0) + n[0].length + 30),
      ),
    );
    out.push({
      name: r.name,
      span: { start: r.start, end: r.end },
      relationship: 'spouse',
      died,
      confidence: 0.7,
    });
  }
  return out;
}
