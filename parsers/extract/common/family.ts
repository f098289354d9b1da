import { normalizeRelationship, RELATIONSHIP_WORD_RE } from '../../normalize/relationships';
import type { Doc } from '../../text/doc';
import { nameEndingAt, readName } from '../../text/read-name';
import type { Mention } from '../registry';
import { addressAfterName, readAddress } from './address-near';
import { readPartyList } from './party-list';
import { isTableHeader } from './tables';

const REL = RELATIONSHIP_WORD_RE.source.replace(/^\\b|\\b$/g, '');

/** Relationship stated right next to a name: "NAME (son)", "NAME, a daughter", "my wife, NAME". */
export function relationshipAround(text: string, start: number, end: number): string | null {
  const after = text.slice(end, end + 60);
  // "A and B, husband and wife" describes the couple, not their relation to the decedent; so does "A and B,
  // his wife" (B is A's wife; a decedent's own spouse named so is read by kinMentions).
  if (/^\s*,?\s*(?:husband\s+and\s+wife|wife\s+and\s+husband)\b/i.test(after)) return null;
  if (
    /^\s*,\s*(?:his\s+wife|her\s+husband)\b/i.test(after) &&
    /\p{Lu}[\p{L}.'’-]*,?\s+and\s+$/u.test(text.slice(Math.max(0, start - 40), start))
  )
    return null;
  const a = after.match(
    new RegExp(
      `^\\s*(?:\\(\\s*(?:(?:a|an|the|my|his|her|decedent's)\\s+)?(${REL})(?:\\s+of\\s+(?:the\\s+)?(?:said\\s+)?decedent)?\\s*\\)|,\\s*(?:(?:a|an|the|his|her|my|decedent's|our)\\s+)?(?:(?:only|surviving|adult|natural|adopted|biological|eldest|youngest)\\s+)?(${REL})\\b)`,
      'i',
    ),
  );
  if (a) return normalizeRelationship(a[1] ?? a[2] ?? '');
  // "Terrence L. Bynum is the decedent's grandson." / "X is the son of the decedent."
  const is = after.match(
    new RegExp(
      `^\\s+(?:is|was)\\s+(?:the\\s+|a\\s+|an\\s+)?(?:(?:decedent'?s|deceased'?s)\\s+(?:(?:only|surviving|adult)\\s+)?(${REL})|(?:(?:only|surviving|adult)\\s+)?(${REL})\\s+of\\s+(?:the\\s+|said\\s+)+(?:decedent|deceased))\\b`,
      'i',
    ),
  );
  if (is) return normalizeRelationship(is[1] ?? is[2] ?? '');
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
    /\bdivorced\s+from\s+/gi,
    // A questionnaire's list: "Name of each spouse and how each marriage ended:\n (a) X - ended by divorce".
    /(?<=\bspouses?\b[^:\n]{0,60}:(?:[^\n]|\n(?![ \t]*\n)){0,600}?)(?:^|\n)[ \t]*\((?:\d{1,2}|[a-z])\)[ \t]*/gi,
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
      const divorced = /\bdivorce/i.test(tail) || /\bdivorced\s+from\s+$/i.test(m[0]);
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
    // "..., and his children X, Y and Z": a kinship lead before the next names.
    const skip = rest.match(
      new RegExp(
        `^[\\s,;:\\-–•*]*(?:(?:and|AND|And|&)\\s+)?(?:(?:his|her|their|my|(?:the\\s+)?[Dd]ecedent'?s)\\s+(?:(?:surviving|adult|only)\\s+)?(?:${REL})[\\s,:]+(?=\\p{Lu}))?(?:\\((?:\\d+|[a-zA-Z])\\)\\s*|\\d+\\.\\s+)?`,
        'u',
      ),
    );
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
    // Items separated by punctuation, "and", a bullet, or one item per line ("Nancy Pruitt Downing, sister, ...
    // 65714\n Dale Wayne Pruitt, brother, ...").
    const back = Math.min(pos, 12);
    const byLine =
      text
        .slice(pos - back, to)
        .search(
          /(?<=\d{5}(?:-\d{4})?[ \t]*|[;.][ \t]*|\d\/\d+[ \t]*|%[ \t]*)\n[ \t]*(?=(?:\d{1,2}[.)]|\((?:\d{1,2}|[a-z])\))?[ \t]*\p{Lu}[\p{L}.'’-]*[ \t]+\p{Lu})|(?<=[\p{Ll})][ \t]*)\n[ \t]*(?=\p{Lu}{2,}[\p{Lu}'’-]*[ \t]+\p{Lu}(?:\.|[\p{L}'’-]+))/u,
        ) - back;
    const byMark = text.slice(pos, to).search(/[;,]|\band\b|\n\s*[-•*]/i);
    const next = byLine >= 0 && (byMark < 0 || byLine < byMark) ? byLine : byMark;
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
    // An item number at the start of a line ("  1.  Gladys J. Patterson, ...") ends no sentence.
    if (m[0] === '.' && /(?:^|\n)[ \t]*\d{1,2}$/.test(region.slice(Math.max(0, at - 8), at))) continue;
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
  /\b(?:sole|only)\s+heirs?(?:\s+at\s+law)?\s+(?:is|are|was|were)\s+(?=(?:his|her|their|the)\b|[A-Z])|\b(?:heirs|distributees|successors?(?:\(s\))?|persons?\s+entitled)\b[^:.]{0,220}?:\s*|\bto\s+whom\s+the\s+property\s+is\s+to\s+be\s+(?:paid|delivered|transferred)[^:]{0,80}:\s*|\b(?:sole\s+|only\s+)?heirs(?:\s+at\s+law)?\s+of\s+(?:the\s+)?(?:said\s+)?(?:decedent|deceased)\s+(?:are|were)\b(?![^.:]{0,120}:)\s*/gi;

/**
 * Where a list that starts `region` ends: its sentence end, except that a blank line after "; and" or a
 * trailing comma or colon separates items of one list laid out as paragraphs.
 */
export function listEnd(region: string): number {
  let from = 0;
  for (;;) {
    const stop = sentenceEnd(region.slice(from));
    if (stop < 0) return -1;
    const at = from + stop;
    if (region[at] === '.' || !/(?:[;,:]|;\s*and|,\s*and)\s*$/i.test(region.slice(0, at))) return at;
    from = at + 1;
  }
}

const SURVIVOR_LIST_RE =
  /\b(?:(?:grantee\s+)?beneficiar(?:y|ies)|surviving\s+joint\s+tenants?|survivors?)\b[^:.]{0,120}?:\s*/gi;

/** Heirs / distributees / successors from the affidavit's list sentences. */
export function heirMentions(doc: Doc): (Mention & { share: string | null })[] {
  return listMentions(doc, HEIR_LIST_RE);
}

/** Survivors an affidavit of death lists: "The names and mailing addresses of the grantee beneficiaries are: ...". */
export function survivorListMentions(doc: Doc): (Mention & { share: string | null })[] {
  return listMentions(doc, SURVIVOR_LIST_RE);
}

function listMentions(doc: Doc, anchor: RegExp): (Mention & { share: string | null })[] {
  const text = doc.text;
  const out: (Mention & { share: string | null })[] = [];
  for (const m of text.matchAll(anchor)) {
    // A list anchor spans no paragraph break ("IDENTITY OF HEIRS\n\nDate: ..." is a title, not a list), and
    // "... beneficiaries of the following described real estate:" introduces the property, not people.
    if (/\n[ \t]*\n/.test(m[0].trimEnd()) || /\bdescribed\b/i.test(m[0])) continue;
    let from = (m.index ?? 0) + m[0].length;
    // The list may start on the next paragraph ("... their shares are:\n\n  - NAME, ...").
    while (/\s/.test(text[from] ?? '')) from++;
    const region = text.slice(from, from + 700);
    // A table of heirs is read by its columns (see tables.ts), not as running text.
    if (isTableHeader(region.split('\n')[0] ?? '')) continue;
    const stop = listEnd(region);
    const to = from + (stop >= 0 ? stop : region.length);
    // "... are her sisters, to wit:": the kinship the list's heading gives every item without its own.
    const group = m[0].match(
      new RegExp(`\\b(?:his|her|their|(?:the\\s+)?decedent'?s)\\s+(?:\\w+\\s+)?(${REL})`, 'i'),
    );
    const kin = group ? normalizeRelationship(group[1]!) : null;
    for (const n of namesInList(text, from, to))
      out.push({ ...n, relationship: n.relationship ?? kin, role: 'heir' });
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
  const sections = [...text.matchAll(/\b(?:children|child)\b(?:[^.:]{0,120}?:|[^.:]{0,40}?,)\s*/gi)];
  for (const s of sections) {
    const from = (s.index ?? 0) + s[0].length;
    const region = text.slice(from, from + 1200);
    const stop = region.search(/\n[ \t]*\n|\b(?:no other children|did not have or adopt)/i);
    const end = from + (stop >= 0 ? stop : region.length);
    // Numbered or lettered items: "(1) X ... (2) Y" / "(a) X; and (b) Y".
    // Also items lettered at the start of their own line: "\n     a.  X, born ...".
    const items = [
      ...text.slice(from, end).matchAll(/\((?:\d+|[a-z])\)\s*|(?<=^|\n)[ \t]*[a-z]\.[ \t]+/g),
    ].map((m) => from + (m.index ?? 0) + m[0].length);
    // Unnumbered lists separate children with semicolons ("X, son, residing at ...; and Y, daughter, ...").
    const semis = [...text.slice(from, end).matchAll(/;\s*(?:and\s+)?/g)].map(
      (m) => from + (m.index ?? 0) + m[0].length,
    );
    // Or with commas in one sentence: "TERESA SALINAS CANTU, ROBERTO GARZA SALINAS and DANIEL REYES SALINAS."
    const sentenceStop = sentenceEnd(text.slice(from, end));
    const listed =
      items.length || semis.length ? [] : namesInList(text, from, from + Math.max(sentenceStop, 0));
    const starts = items.length
      ? items
      : listed.length > 1
        ? listed.map((n) => n.span.start)
        : [from, ...semis];
    const parent = predeceasedParent(text, s.index ?? 0);
    starts.forEach((itemStart, i) => {
      const itemEnd = starts[i + 1] ?? end;
      const r = readName(text, itemStart);
      if (!r) return;
      const body = text.slice(r.end, itemEnd);
      const rel = parent ? 'grandchild' : (relationshipAround(text, r.start, r.end) ?? 'child');
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
        descendantsOf: parent,
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
 * "DANIEL REYES SALINAS, a son of Decedent, predeceased Decedent. He was survived by two children, X and Y":
 * children listed in a sentence about a child who died before the decedent are that child's, i.e. the
 * decedent's grandchildren. Returns the predeceased child's name, or null.
 */
function predeceasedParent(text: string, at: number): string | null {
  const start = sentenceStart(text, at);
  if (!/^\s*(?:He|She)\b[^.]*\b(?:survived\s+by|left|had)\b/.test(text.slice(start, at))) return null;
  const prevStart = sentenceStart(text, Math.max(0, start - 1));
  const prev = text.slice(prevStart, start);
  if (!/\b(?:predeceased|died|deceased)\b/i.test(prev)) return null;
  const lead = prev.match(/^\s*(?:\d{1,2}\.\s+)?/)?.[0].length ?? 0;
  const r = readName(text, prevStart + lead);
  const rel = r ? relationshipAround(text, r.start, r.end) : null;
  return r && (rel === 'son' || rel === 'daughter' || rel === 'child') ? r.name : null;
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
    // A semicolon ends one relative's clause in a list of them ("a sister, X, living at ...; and a brother, Y, who died").
    const clause = text.slice(end, end + 200).split(';')[0]!;
    const stop = sentenceEnd(clause);
    return /\b(?:died|predeceased|deceased|departed\s+this\s+life|passed\s+away)\b/i.test(
      stop >= 0 ? clause.slice(0, stop) : clause,
    );
  };
  // The decedent may go by the form's own word: "the Owner's wife", "the Transferor's son".
  const named = new RegExp(
    `\\b(?:my|his|her|(?:the\\s+)?(?:decedent|deceased|owner|transferor|testator|testatrix)'?s|(?<=\\b(?:had|survived\\s+by|siblings?|children)\\b[^]{0,200}?\\b)an?)\\s+(?:late\\s+|surviving\\s+|beloved\\s+|former\\s+)?(${REL}),\\s*`,
    'gi',
  );
  for (const m of text.matchAll(named)) {
    const at = (m.index ?? 0) + m[0].length;
    // "The decedent's parents, Harold Pruitt and Ruth Pruitt, predeceased him": a plural names a list.
    const plural = /(?:s|children)$/i.test(m[1]!);
    const names = plural
      ? readPartyList(text, at, 6).names.map((n) => ({ name: n.name, start: n.span.start, end: n.span.end }))
      : [readName(text, at)].filter((r) => r !== null);
    const last = names.at(-1);
    for (const r of names) {
      if (isDecedent(r.name)) continue;
      out.push({
        name: r.name,
        span: { start: r.start, end: r.end },
        relationship: normalizeRelationship(m[0]),
        address: plural ? null : addressAfterName(text, r.end),
        died: diedAfter(last?.end ?? r.end),
        confidence: 0.75,
      });
    }
  }
  // "Jolene M. Tiger had a daughter from a prior relationship, CASSANDRA R. BEAVER": the spouse's child.
  for (const m of text.matchAll(
    /\b(?:son|daughter|child)\s+(?:from|by|of)\s+(?:a|an|her|his)\s+(?:prior|previous|former|earlier|first)\s+(?:marriage|relationship),\s*/gi,
  )) {
    const r = readName(text, (m.index ?? 0) + m[0].length);
    if (r && !isDecedent(r.name))
      out.push({
        name: r.name,
        span: { start: r.start, end: r.end },
        relationship: 'stepchild',
        died: false,
        confidence: 0.7,
      });
  }
  // Whether a spouse died: any mention of the name followed by "having died" / "died".
  const diedLater = (name: string) => {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
    return [...text.matchAll(new RegExp(escaped, 'gi'))].some((n) =>
      /^,?\s*(?:having\s+died|who\s+died|died|predeceased)\b/i.test(
        text.slice((n.index ?? 0) + n[0].length, (n.index ?? 0) + n[0].length + 30),
      ),
    );
  };
  const spouse = (r: { name: string; start: number; end: number }) =>
    out.push({
      name: r.name,
      span: { start: r.start, end: r.end },
      relationship: 'spouse',
      died: diedLater(r.name),
      confidence: 0.7,
    });
  for (const m of text.matchAll(/\band\s+/g)) {
    const at = (m.index ?? 0) + m[0].length;
    const second = readName(text, at);
    if (!second || !isDecedent(second.name)) continue;
    if (!/^,?\s*(?:his\s+wife|her\s+husband)\b/i.test(text.slice(second.end, second.end + 20))) continue;
    const r = nameEndingAt(text, text.slice(0, m.index ?? 0).trimEnd().length);
    if (!r || isDecedent(r.name)) continue;
    spouse(r);
  }
  // The decedent named first: "Charles Edward Hayes and wife, Ruby Nell Hayes", "ERIK JON BJORKLUND et ux,
  // KATHLEEN M. BJORKLUND".
  for (const m of text.matchAll(
    /,?\s+(?:and\s+(?:his\s+)?wife|and\s+(?:her\s+)?husband|et\s+(?:ux|vir))\.?,?\s+/gi,
  )) {
    const first = nameEndingAt(text, m.index ?? 0);
    if (!first || !isDecedent(first.name)) continue;
    const r = readName(text, (m.index ?? 0) + m[0].length);
    if (r && !isDecedent(r.name)) spouse(r);
  }
  return out;
}

/** "... are the decedent's son and daughter": the kinship words of a plural statement, in order. */
export function pluralKinship(text: string): { words: string[]; start: number; end: number }[] {
  const out: { words: string[]; start: number; end: number }[] = [];
  const re = new RegExp(
    `\\bare\\s+(?:the\\s+)?(?:decedent'?s|deceased'?s|his|her)\\s+((?:surviving\\s+|only\\s+)?(?:${REL})(?:\\s*,\\s*(?:surviving\\s+|only\\s+)?(?:${REL}))*,?\\s+and\\s+(?:surviving\\s+|only\\s+)?(?:${REL}))`,
    'gi',
  );
  for (const m of text.matchAll(re)) {
    const words = m[1]!.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((w) => normalizeRelationship(w));
    if (words.every((w) => w !== null))
      out.push({ words: words as string[], start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  return out;
}

const KIN_WORD = `(?:${REL}|widow(?:er)?)`;

/**
 * Kinship the affiant states of themself: "I am the daughter of JOSE ANTONIO LUCERO", "Affiant is the
 * surviving joint tenant and the widow of said decedent", "Affiant is a successor of X, ..., being her son",
 * "Affiant was married to the decedent at the time of his death".
 */
export function affiantKinship(
  text: string,
  isDecedent: (name: string) => boolean,
): { value: string; span: { start: number; end: number } } | null {
  const subject = /^\s*(?:\d{1,2}\.\s+)?(?:I|Affiant|Declarant|The\s+undersigned(?:\s+affiant)?)\b/i;
  const re = new RegExp(
    `\\b(?:I\\s+(?:am|was)|(?:affiant|declarant)\\s+(?:is|was)|[Tt]hat\\s+(?:he|she)\\s+(?:is|was)|being)\\s+(?:[^.;]{0,80}?\\band\\s+)?(?:(?:the|a|an)\\s+)?(?:(decedent'?s|deceased'?s|his|her)\\s+)?(?:(?:surviving|only|adult|natural|eldest|youngest|lawful)\\s+)?(${KIN_WORD})\\b(?:\\s+of\\s+(?:the\\s+|said\\s+)*(decedent|deceased)?)?|\\b(?:I|affiant|declarant)\\s+(?:was|am|is)\\s+(?:lawfully\\s+)?married\\s+to\\s+(?:the\\s+|said\\s+)*(?:decedent|deceased)\\b`,
    'gi',
  );
  for (const m of text.matchAll(re)) {
    const at = m.index ?? 0;
    // "being her son" speaks of the affiant only in a sentence whose subject is the affiant.
    if (/^being\b/i.test(m[0]) && !subject.test(text.slice(sentenceStart(text, at), at))) continue;
    const span = { start: at, end: at + m[0].length };
    if (!m[2]) return { value: 'spouse', span };
    // The kinship must be to the decedent: a possessive, "of the decedent", or "of <the decedent's name>".
    const ofName = !m[1] && !m[3] && /\s+of\s+$/i.test(m[0]) ? readName(text, span.end) : null;
    if (!m[1] && !m[3] && !(ofName && isDecedent(ofName.name))) continue;
    const value = normalizeRelationship(m[2]);
    if (value) return { value, span };
  }
  return null;
}
