import { stateCode } from '../../normalize/addresses';
import { wordsToNumber } from '../../normalize/consideration';
import { sameName } from '../../normalize/names';
import { normalizeRelationship, RELATIONSHIP_WORDS } from '../../normalize/relationships';
import type { Doc } from '../../text/doc';
import { nameEndingAt, readName, STOP_WORDS } from '../../text/read-name';
import { namePattern } from '../../text/regex-escape';
import type { Mention } from '../registry';
import { addressAfterName, readAddress } from './address-near';
import { blankShareColumn } from './columns';
import { heirsByItemReference } from './heirs-by-item';
import { filedSurnameFirst, isSurnameFirstList } from './index-entry';
import { nextItemFollows } from './item-marks';
import { kinOfKin } from './kin-of-kin';
import { heirsAsKnown } from './knowledge-of-heirs';
import { readPartyList } from './party-list';
import { respectiveKinship } from './respective-kinship';
import { sideBySideBlocks } from './side-by-side-list';
import { spouseChildren } from './spouse-children';
import { cells, isTableHeader } from './tables';

const REL = RELATIONSHIP_WORDS;

/** A list item's age between the name and its kinship: "X, age 52, son, <address>", "X, 47 years of age, daughter". */
const AGE_BEFORE_KINSHIP_RE =
  /^,\s*(?:aged?\s+\d{1,3}(?:\s+years(?:\s+(?:of\s+age|old))?)?|\d{1,3}\s+years\s+(?:of\s+age|old))(?=\s*,)/i;

const PRIOR_MARRIAGE_CHILD =
  /^\s*,\s*(?:a|an|the)\s+(?:son|daughter|child)\s+of\s+(?!(?:the\s+|said\s+)*(?:decedent|deceased|testat(?:or|rix))\b)\p{Lu}[^,;()]{2,60}?,?\s+(?:by|from)\s+(?:a|an|her|his)\s+(?:prior|previous|former|earlier|first)\s+(?:marriage|relationship)\b/iu;

/** Relationship stated right next to a name: "NAME (son)", "NAME, a daughter", "my wife, NAME". */

export function relationshipAround(text: string, start: number, end: number): string | null {
  // "X, formerly Y, a daughter" / "X, f/k/a Y, a son": another name of the same person before the kinship.
  const alias = text
    .slice(end, end + 80)
    .match(
      /^,\s*(?:formerly(?:\s+known\s+as)?|f\/k\/a|n[ée]e|a\/k\/a|aka|also\s+known\s+as)\s+\p{Lu}[^,;()\n]{1,50}(?=,)/iu,
    );
  // "X, of 610 Elm Street, Townville, Arkansas 72104, sister of the decedent": a residence between the name and
  // its kinship.
  // ("X, age 52, son, <address>": a list's age before the kinship.)
  const aged = text
    .slice(end + (alias?.[0].length ?? 0), end + (alias?.[0].length ?? 0) + 40)
    .match(AGE_BEFORE_KINSHIP_RE);
  const skip = end + (alias?.[0].length ?? 0) + (aged?.[0].length ?? 0);
  const home = text
    .slice(skip, skip + 160)
    .match(/^,\s*(?:of|residing\s+at|living\s+at)\s+\d[^;:()]{5,120}?\d{5}(?:-\d{4})?(?=,)/);
  const after = text.slice(skip + (home?.[0].length ?? 0), skip + (home?.[0].length ?? 0) + 60);
  // "A and B, husband and wife" describes the couple, not their relation to the decedent; so does "A and B,
  // his wife" (B is A's wife; a decedent's own spouse named so is read by kinMentions). (A ruled box's cell may
  // wrap between the words: "B, husband |" / "|   | and wife |".)
  if (/^\s*,?\s*(?:husband[\s|]+and[\s|]+wife|wife[\s|]+and[\s|]+husband)\b/i.test(after)) return null;
  if (
    /^\s*,\s*(?:his\s+wife|her\s+husband)\b/i.test(after) &&
    /\p{Lu}[\p{L}.'’-]*,?\s+and\s+$/u.test(text.slice(Math.max(0, start - 40), start))
  )
    return null;
  // "X, the son of a cousin": the kinship is to someone else, not the decedent.
  if (new RegExp(`^\\s*,\\s*(?:a|an|the)\\s+(?:${REL})\\s+of\\s+an?\\s`, 'i').test(after)) return null;
  // Nor is "X, the son of Y by a prior marriage" the decedent's son: Y's child by another marriage (kinMentions
  // reads a stepchild there when Y is not the decedent).
  if (PRIOR_MARRIAGE_CHILD.test(text.slice(skip, skip + 160))) return null;
  // "to my son A, my daughter B": a kinship word with a name right after it on its line (no comma between) is
  // that name's ("A, my son\n B, my daughter" keeps each line's).
  // "X, the only child of the decedent's son, Y": the kinship is through that relative.
  const viaKin = kinOfKin(after);
  if (viaKin) return viaKin;
  const nextKin = after.match(
    new RegExp(
      `^\\s*,\\s*(?:my|his|her|our)\\s+(?:(?:only|surviving|adult|beloved)\\s+)?(?:${REL})[ \\t]+`,
      'i',
    ),
  );
  const ownKin = !nextKin || !/^\p{Lu}/u.test(after.slice(nextKin[0].length));
  const a =
    !ownKin || viaKin === null
      ? null
      : after.match(
          new RegExp(
            `^\\s*(?:\\(\\s*(?:(?:a|an|the|my|his|her|decedent's)\\s+)?(${REL})(?:\\s+of\\s+(?:the\\s+)?(?:said\\s+)?decedent)?\\s*\\)|,\\s*(?:(?:a|an|the|his|her|my|decedent's|our)\\s+|(?:the\\s+)?(?:decedent|deceased)'?s\\s+)?(?:(?:only|surviving|adult|natural|adopted|biological|eldest|youngest|full|whole)\\s+)?(${REL})\\b|[ \\t]*\\.{3,}[ \\t]*(${REL})\\b)`,
            'i',
          ),
        );
  // (The third form: a row's dot leader between the name and its kinship, "X ........ son ........ 1/3".)
  // In a list that leads each name with its kinship ("her daughter, B, her son, C, having predeceased her") the
  // word after B, itself followed by a name, is C's: B's is the one before.
  const leads =
    a?.[2] &&
    /^[ \t]*,[ \t]*\n?[ \t]*\p{Lu}/u.test(after.slice(a[0].length)) &&
    new RegExp(`\\b(?:his|her|the\\s+decedent'?s)\\s+(?:${REL}),\\s*$`, 'i').test(
      text.slice(Math.max(0, start - 40), start),
    );
  if (a && !leads) return normalizeRelationship(a[1] ?? a[2] ?? a[3] ?? '');
  // "Terrence L. Bynum is the decedent's grandson." / "X is the son of the decedent." / "X, of <address>, is of
  // legal age and is the surviving spouse of the Decedent".
  const is = text
    .slice(end, end + 240)
    .match(
      new RegExp(
        `^,?\\s+(?:of\\s+\\d[^;:]{5,110}?\\d{5}(?:-\\d{4})?,\\s*)?(?:who\\s+)?(?:is|was)\\s+(?:[^.;]{0,40}?\\band\\s+(?:is\\s+|was\\s+)?)?(?:the\\s+|a\\s+|an\\s+)?(?:(?:decedent'?s|deceased'?s)\\s+(?:(?:only|surviving|adult)\\s+)?(${REL})|(?:(?:only|surviving|adult)\\s+)?(${REL})\\s+of\\s+(?:the\\s+|said\\s+)+(?:decedent|deceased))\\b`,
        'i',
      ),
    );
  if (is) return normalizeRelationship(is[1] ?? is[2] ?? '');
  const before = text.slice(Math.max(0, start - 40), start);
  const b = before.match(
    new RegExp(
      `\\b(?:my|his|her|decedent's|the decedent's|our)\\s+(?:(?:only|surviving|beloved)\\s+)?(${REL}),?\\s*(?:is\\s+|the\\s+undersigned\\s+)?$`,
      'i',
    ),
  );
  if (b) {
    const rel = normalizeRelationship(b[1]!);
    // "X, a son, who predeceased the Decedent ..., leaving ... and his widow, Y": the pronoun is the dead
    // relative's, so Y is an in-law, no spouse of the decedent.
    if (rel === 'spouse' && /^\s*(?:his|her)\b/i.test(b[0]) && inDeadKinClause(text, start)) return null;
    // "his only child, the undersigned Janice P. Rowe, who joins ... any interest she may have": the clause's
    // pronoun gives the child's sex.
    if (rel !== 'child') return rel;
    const clause = text.slice(end, end + 200).split(/\.\s/)[0] ?? '';
    const she = /\b(?:she|herself)\b/i.test(clause);
    const he = /\b(?:he|himself)\b/i.test(clause);
    return she && !he ? 'daughter' : he && !she ? 'son' : rel;
  }
  return null;
}

/** A later marriage in a counted recital: "; and secondly to", ", thirdly, to". */
const LATER_MARRIAGE = String.raw`[;,]\s*(?:and\s+)?(?:second(?:ly)?|third(?:ly)?|fourth(?:ly)?|last(?:ly)?)\s*,?\s+to\s+`;

/**
 * Whether `at` lies in the sentence about a child or sibling who died ("X, a son, who predeceased the Decedent on
 * ..., leaving surviving him two children, A and B, and his widow, C"): a "his"/"her" there is that relative's.
 */
export function inDeadKinClause(text: string, at: number): boolean {
  return /\b(?:son|daughter|child|brother|sister)\b,?\s+(?:who\s+)?(?:predeceased|died|departed\s+this\s+[l1I]ife)\b[^;]*$/i.test(
    text.slice(sentenceStart(text, at), at),
  );
}

/**
 * A table of the decedent's marriages ("| No. | Spouse | Married | How / When Marriage Ended |"): each row's name
 * under the spouse column, how the marriage ended in the row's other cells and in the lines that continue the row.
 */
function spouseTableMentions(doc: Doc): (Mention & { divorced: boolean; died: boolean })[] {
  const out: (Mention & { divorced: boolean; died: boolean })[] = [];
  const lines = doc.lines;
  lines.forEach((line, i) => {
    const head = cells(line.text);
    const col = head.find((c) => /^(?:(?:name\s+of\s+)?spouse|spouse'?s\s+name)$/i.test(c.text));
    if (!col || !head.some((c) => c !== col && /\b(?:ended|end|divorced?|death|died)\b/i.test(c.text)))
      return;
    let row: { name: string; start: number; end: number; fate: string } | null = null;
    const close = () => {
      if (!row) return;
      const divorced = /\b(?:divorced?|dissolution|dissolved)\b/i.test(row.fate);
      const died = !divorced && /\b(?:death|died|deceased)\b/i.test(row.fate);
      out.push({
        name: row.name,
        span: { start: row.start, end: row.end },
        role: divorced || died ? 'family_member' : undefined,
        relationship: 'spouse',
        divorced,
        died,
        confidence: 0.75,
      });
      row = null;
    };
    // (Or columns set apart by blanks only, "Spouse    Date Married    How Marriage Ended" over a row of dashes:
    // the rows run to a blank line.)
    const ruled = line.text.includes('|');
    for (const next of lines.slice(i + 1)) {
      // Rules between the rows ("+----+----+") go on; a blank line or running text ends the table.
      if (/^[ \t]*[+|][-=+| \t]*$/.test(next.text)) continue;
      if (!ruled && /^[ \t]*[-=]{3,}(?:[ \t]+[-=]{3,})*[ \t]*$/.test(next.text)) continue;
      if (ruled ? !/^[ \t]*\|/.test(next.text) : !next.text.trim()) break;
      // (A one-figure number cell runs into the name cell after it: "1    Wanda Faye Cobb" is one cell.)
      const rowCells = cells(next.text);
      const own = rowCells.find((c) => c.at < col.at + 4 && col.at - 2 < c.at + c.text.length);
      const at = own ? Math.max(own.at, col.at - 2) : -1;
      const from = at < 0 ? -1 : at + next.text.slice(at).search(/[^\s|]/);
      const r = own
        ? readName(doc.text.slice(0, next.start + own.at + own.text.length), next.start + from)
        : null;
      if (r) {
        close();
        row = { name: r.name, start: r.start, end: r.end, fate: '' };
      }
      if (row)
        row.fate += ` ${rowCells
          .filter((c) => c !== own)
          .map((c) => c.text)
          .join(' ')}`;
    }
    close();
  });
  return out;
}

// A questionnaire's list: "Name of each spouse and how each marriage ended:\n (a) X - ended by divorce".
// The lookahead first: the long lookbehind is tried only at a list item, not at every position.
const SPOUSE_LIST_ITEM_RE =
  /(?=(?:^|\n)[ \t]*\((?:\d{1,2}|[a-z])\))(?<=\bspouses?\b[^:\n]{0,60}:(?:[^\n]|\n(?![ \t]*\n)){0,600}?)(?:^|\n)[ \t]*\((?:\d{1,2}|[a-z])\)[ \t]*/gi;

/**
 * A lettered item answers the spouse question above it only while no other numbered or labelled field has begun
 * in between: a death certificate's "12. SURVIVING SPOUSE'S NAME: NONE" is followed by "19. CAUSE OF DEATH:
 * (a) ... (b) CORONARY ARTERY DISEASE", whose items are causes, not spouses.
 */
function underSpouseQuestion(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 700), at);
  const labels = [...before.matchAll(/\bspouses?\b[^:\n]{0,60}:/gi)];
  const last = labels.at(-1);
  if (!last) return false;
  const between = before.slice((last.index ?? 0) + last[0].length);
  return !/\n[ \t]*(?:\d{1,2}[a-z]?[.)][ \t]+|\p{Lu}[^\n:()]{2,60}:)/u.test(between);
}

/** Spouses named in labels ("Second Spouse: X") or marriage recitals ("married ... to X"), with divorce/death. */
export function spouseMentions(doc: Doc): (Mention & { divorced: boolean; died: boolean })[] {
  const text = doc.text;
  const out: (Mention & { divorced: boolean; died: boolean })[] = [];
  // Marriages the decedent calls former (see below).
  const formerSpouses = new Set<string>();
  const marriageTo = /\bmarri(?:ed|age(?:\s+was)?)\b[^.;]{0,40}?\bto\s+/gi;
  const anchors = [
    // (Or a block headed "Spouse No. 1" whose first line is "Name: X".)
    /^[ \t]*(?:(?:first|second|third|former|current|surviving)\s+)?spouse(?:[ \t]+(?:no\.?|#)[ \t]*\d{1,2})?[ \t]*(?::|\n[ \t]*(?:full[ \t]+)?name[ \t]*:)[ \t]*/gim,
    // "Decedent thereafter married CLAYTON MCCLENDON in 1991": the verb with its object, no "to".
    /\b(?:decedent|deceased|he|she)\s+(?:(?:first|then|thereafter|later|subsequently|again|next|also)\s+)?married\s+(?!to\b|again\b|once\b|only\b)/gi,
    marriageTo,
    /\bdivorced\s+from\s+/gi,
    // "married two times: first to X, who died ...; and secondly to Y, from whom ...": the later marriages of the
    // recital's count, with no verb of their own.
    new RegExp(`(?<=\\bmarri(?:ed|age)\\b[^.]{0,300}?)${LATER_MARRIAGE}`, 'gi'),
    // A questionnaire's "Was X ever married to anyone else?\n  Yes, once before, to Y.": the answer names the spouse.
    /\b(?:ever|previously|otherwise)\s+married\b[^?\n]{0,60}\?\s*(?:Yes|YES)\b[,.]?[^.?\n]{0,30}?\bto\s+/g,
    SPOUSE_LIST_ITEM_RE,
    // A form's question with the answer after it: "5. Spouse(s) - name, date of marriage, ...:\n  X; ...".
    /^[ \t]*(?:\d{1,2}[.)][ \t]*)?[^\n:]{0,20}\bspouses?(?:\(s\)|'s\s+name)?\b[^:\n]{0,80}:[ \t]*(?:\n[ \t]*)?(?=\p{Lu})/gimu,
  ];
  for (const re of anchors) {
    for (const m of text.matchAll(re)) {
      if (re === SPOUSE_LIST_ITEM_RE && !underSpouseQuestion(text, m.index ?? 0)) continue;
      const r = readName(text, (m.index ?? 0) + m[0].length);
      if (!r) continue;
      // "Decedent's father was previously married to X": a relative's own marriage, not the decedent's.
      if (
        /\b(?:(?:the\s+)?(?:decedent|deceased)'?s|his|her)\s+(?:father|mother|parents?|brother|sister|son|daughter|child|sibling)\s+(?:was\s+|had\s+(?:been\s+)?)?(?:previously\s+|first\s+|once\s+|also\s+)?$/i.test(
          text.slice(Math.max(0, (m.index ?? 0) - 60), m.index ?? 0),
        )
      ) {
        if (!out.some((o) => o.name.toLowerCase() === r.name.toLowerCase()))
          out.push({
            name: r.name,
            span: { start: r.start, end: r.end },
            role: 'other',
            relationship: null,
            divorced: false,
            died: false,
            confidence: 0.7,
          });
        continue;
      }
      const prior = out.find((o) => o.name.toLowerCase() === r.name.toLowerCase());
      // The marriage's fate is told in the sentence(s) after the recital, before the next marriage.
      // Limited to its own sentence and a following one about the same person ("She died in 2015.").
      const window =
        text
          .slice(r.end, r.end + 260)
          .split(new RegExp(`\\b(?:married|marriage)\\b[^.;]{0,40}?\\bto\\s|${LATER_MARRIAGE}`, 'i'))[0] ??
        '';
      const end1 = sentenceEnd(window);
      // Following sentences about the same marriage or person ("The marriage was never dissolved. X died on ...").
      let tail = end1 < 0 ? window : window.slice(0, end1);
      let next = end1 >= 0 ? window.slice(end1 + 1) : '';
      for (let k = 0; k < 2 && next; k++) {
        if (
          !/^\s*(?:He|She|Said\s+\w+|(?:The|That|This|Such)\s+marriage)\b/.test(next) &&
          !next.trimStart().replace(/\s+/g, ' ').toLowerCase().startsWith(r.name.toLowerCase())
        )
          break;
        const stop = sentenceEnd(next);
        tail += stop >= 0 ? next.slice(0, stop + 1) : next;
        next = stop >= 0 ? next.slice(stop + 1) : '';
      }
      // ("The marriage was never dissolved" / "they never divorced": no divorce. A form's unticked "[ ] Divorced"
      // box says nothing either, nor its scan "[ 1 Divorced".)
      const divorced =
        /(?<!\b(?:never|not|no)\s+(?:been\s+)?)(?:\bdivorce|\bdissolution\s+of\s+(?:the\s+|their\s+)?marriage\b|\bdissolved\b(?!\s+(?:by|with|upon)\s+(?:(?:his|her|the)\s+)?death))/i.test(
          tail.replace(/(?:\[[ \t]*\]|\[[ \t]*[1lI|][ \t]*\]?(?=[ \t])|\([ \t]*\)|[☐□])[ \t]*[A-Za-z]+/g, ''),
        ) ||
        // ("Decedent was never divorced from X": the spouse at death.)
        (/\bdivorced\s+from\s+$/i.test(m[0]) &&
          !/\b(?:never|not)\s+(?:been\s+)?$/i.test(
            text.slice(Math.max(0, (m.index ?? 0) - 20), m.index ?? 0),
          ));
      // "two children of my former marriage to X": a marriage the decedent calls former ended before his death (a
      // spouse who died is told as such: "my late wife", "who died ...").
      const former =
        re === marriageTo &&
        /\b(?:former|previous|prior)\s+$/i.test(text.slice(Math.max(0, (m.index ?? 0) - 20), m.index ?? 0));
      const died =
        /\b(?:who\s+)?(?:died|predeceased|deceased)\b/i.test(tail) ||
        /\bdid not remarry\b/i.test(tail) ||
        /\b(?:ended|terminated|dissolved)\s+(?:by|with|upon)\s+(?:(?:his|her|the\s+spouse'?s)\s+)?death\b/i.test(
          tail,
        ) ||
        // A form's "How and when marriage ended: Death of spouse, 9/18/2016".
        /\bmarriage\s+ended\s*:?\s*(?:by\s+)?(?:the\s+)?death\s+of\s+(?:the\s+)?spouse\b/i.test(tail);
      if (former && !died) formerSpouses.add(r.name.toLowerCase());
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
  for (const t of spouseTableMentions(doc)) {
    const prior = out.find((o) => sameName(o.name, t.name));
    if (prior) {
      prior.divorced ||= t.divorced;
      prior.died ||= t.died;
    } else out.push(t);
  }
  // "The Decedent never married": marriages the affidavit recites are other people's (the parents'). (So "the
  // said Dorothy Jean Pettis never married": "the said" names the person the affidavit is about.)
  if (
    /\b(?:decedent|deceased|he|she|the\s+said\s+(?:\p{Lu}[\p{L}.'’-]*\s+){1,4})\s*(?:was\s+|had\s+)?never\s+(?:been\s+)?married\b/iu.test(
      text,
    )
  )
    return out.map((s) => ({ ...s, relationship: null, role: undefined, divorced: false, died: false }));
  for (const s of out) {
    const former = s.divorced || (formerSpouses.has(s.name.toLowerCase()) && !s.died);
    if (former) s.relationship = 'former_spouse';
    if (former || s.died) s.role = 'family_member';
  }
  return out;
}

/** Reads names (with optional address and share) out of a list region: "A (1/2); B, 12 Main St, ...; and C". */
/** "NORMA R. LEAL, daughter - 1/3\n    118 E. Tyler St., ...": the address under a list item's kinship and share. */
function addressOnNextLine(text: string, end: number) {
  // (Also a rural route box: "R.R. 2, Box 118, Hudson, IL".)
  const tail = text.slice(end, end + 90).match(
    // (The kinship's line may run on in blanks: a share column beside it blanked, see blankShareColumn.)
    /^[^\n\d]{0,40}(?:\d+\s*\/\s*\d+\)?)?[^\n\d]{0,10}[ \t]*\n[ \t]*(?=\d|P\.?\s?O\.?\s*Box|R\.?[ \t]?R\.?[ \t]*\d|Rural\s+Route)/i,
  );
  return tail ? readAddress(text, end + tail[0].length, 0) : null;
}

// An item's share printed before its taker: "1/3 to A, son, ...; 1/6 to B", "an undivided one-half interest to C".
const SHARE_LEAD = String.raw`(?:an?\s+)?(?:undivided\s+)?(?:\d+\s*\/\s*\d+|\d+(?:\.\d+)?\s*%|(?:one|two|three|four|five)[\s-]+(?:half|halves|thirds?|fourths?|quarters?|fifths?|sixths?|eighths?))(?:\s*\(\s*\d+\s*\/\s*\d+\s*\))?(?:\s+(?:interest|share))?\s+(?:to|unto)\s+(?=\p{Lu})`;

// A form's ticked box before each listed person: "[X] Jane Roe (daughter), ...".
const TICKED_BOX = String.raw`(?:\[[ \t]*[Xx✓✔][ \t]*\]|[☒☑])`;

export function namesInList(text: string, from: number, to: number): (Mention & { share: string | null })[] {
  const out: (Mention & { share: string | null })[] = [];
  let pos = from;
  while (pos < to) {
    const rest = text.slice(pos, to);
    // "..., and his children X, Y and Z": a kinship lead before the next names.
    // (An item's mark may be a small roman numeral: "(i) X, ...; and (ii) Y, ...", or a letter opening its line:
    // "a. X", "a)  X".)
    const skip = rest.match(
      new RegExp(
        `^[\\s,;:\\-–•*]*(?:(?:and|AND|And|&)\\s+)?(?:(?:his|her|their|my|(?:the\\s+)?[Dd]ecedent'?s)\\s+(?:(?:surviving|adult|only|two|three|four|five|six|seven|eight|nine|\\d{1,2})\\s+)*(?:${REL})[\\s,:]+(?=\\p{Lu}))?(?:${SHARE_LEAD})?(?:\\((?:\\d+|[a-zA-Z]|[ivx]{2,4})\\)\\s*|\\d+\\.\\s+|(?<=(?:^|\\n)[ \\t]*)[a-z][.)][ \\t]+)?(?:${TICKED_BOX}[ \\t]*)?`,
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
    let r = readName(text, pos);
    // "Nils Erik Soderquist: 3311 North Proctor Street, ...": the surname before the colon that leads to the
    // item's address is no label.
    const beforeColon = r
      ? text
          .slice(r.end, r.end + 40)
          .match(/^[ \t]+(\p{Lu}[\p{L}'’-]*\p{L})(?=:[ \t]*(?:\d|P\.?\s?O\.?\s*Box))/u)
      : null;
    if (r && beforeColon && !STOP_WORDS.has(beforeColon[1]!.toLowerCase())) {
      const end = r.end + beforeColon[0].length;
      r = { name: text.slice(r.start, end).replace(/\s+/g, ' '), start: r.start, end };
    }
    // "Sequoia Securities, Inc." read into a list that ran on past its end is a company, not a person.
    const company =
      r && /^,?\s*(?:Inc|LLC|L\.L\.C|Corp|Co|Ltd|N\.A|LP)\b/.test(text.slice(r.end, r.end + 10));
    // "..., Hurricane, West\nVirginia 25526": a state of an address OCR left unread is no person either.
    if (r && r.end <= to + 5 && !company && !stateCode(r.name)) {
      const after = text.slice(r.end, r.end + 40);
      const share = after.match(/^\s*\(\s*(\d+\s*\/\s*\d+|\d+(?:\.\d+)?%)\s*\)/)?.[1] ?? null;
      out.push({
        name: r.name,
        span: { start: r.start, end: r.end },
        relationship: relationshipAround(text, r.start, r.end),
        address: addressAfterName(text, r.end) ?? addressOnNextLine(text, r.end),
        share,
        confidence: 0.8,
      });
      // Continue after the person's address so its city is not read as the next name.
      pos = out.at(-1)?.address?.span.end ?? r.end;
    }
    // Items separated by punctuation, "and", a bullet, or one item per line ("Nancy Pruitt Downing, sister, ...
    // 65714\n Dale Wayne Pruitt, brother, ..."), or a line that opens with the next item's mark ("b. Todd ...").
    // (A colon closing a lead ("..., in the following proportions:\n\n  X ..... 1/2") opens the first item's line.)
    const back = Math.min(pos, 12);
    const byLine =
      text
        .slice(pos - back, to)
        .search(
          new RegExp(
            String.raw`(?<=\d{5}(?:-\d{4})?[ \t]*|[;.:][ \t]*|\d\/\d+[ \t]*|%[ \t]*)\n(?:[ \t]*\n)?[ \t]*(?=(?:\d{1,2}[.)]|\((?:\d{1,2}|[a-z])\)|${TICKED_BOX})?[ \t]*\p{Lu}[\p{L}.'’-]*[ \t]+\p{Lu})|(?<=[\p{Ll})][ \t]*)\n[ \t]*(?=\p{Lu}{2,}[\p{Lu}'’-]*[ \t]+\p{Lu}(?:\.|[\p{L}'’-]+))|(?<=\.{3,}[^\n]*)\n[ \t]*(?=\p{Lu}[\p{L}.'’-]*[ \t]+\p{Lu})|\n[ \t]*(?=(?:\d{1,2}[.)]|[a-z][.)]|\((?:\d{1,2}|[a-z])\))[ \t]+\p{Lu}[\p{L}.'’-]*[ \t]+\p{Lu})|\n[ \t]*(?=\p{Lu}[\p{L}.'’-]*(?:[ \t]+\p{Lu}[\p{L}.'’-]*){1,4},[ \t]*(?:${REL})\b)`,
            'u',
          ),
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
 * line. Periods of abbreviations and initials inside addresses and names ("N. Elm Pl.", "P.O. Box") do not count;
 * a four-letter word is an abbreviation only when it is a known one ("Case." and "Ohio." end sentences).
 */
export function sentenceEnd(region: string): number {
  for (const m of region.matchAll(/\.(?=\s*\n|\s+["“(]?[A-Z]|\s*$)|\n[ \t]*\n/g)) {
    const at = m.index ?? 0;
    if (
      m[0] === '.' &&
      /(?:^|[\s(.])(?:[A-Z]|[A-Z][a-z]{1,2}|Sept|Blvd|Corp|Bros|Capt|Prof|Conn|Colo|Ariz|Mass|Mich|Minn|Miss|Mont|Okla|Tenn|Wash)$/.test(
        region.slice(Math.max(0, at - 6), at),
      )
    )
      continue;
    // An item number or letter at the start of a line ("  1.  Gladys J. Patterson, ...", "   a. Kristin M.
    // Schultz, ...") ends no sentence.
    if (m[0] === '.' && /(?:^|\n)[ \t]*(?:\d{1,2}|[a-z])$/.test(region.slice(Math.max(0, at - 8), at)))
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
      /(?:^|[\s(.])(?:[A-Z]|[A-Z][a-z]{1,2}|Sept|Blvd|Corp|Bros|Capt|Prof|Conn|Colo|Ariz|Mass|Mich|Minn|Miss|Mont|Okla|Tenn|Wash)$/.test(
        before.slice(Math.max(0, i - 6), i),
      )
    )
      continue;
    start = base + i + m[0].length;
  }
  return start;
}

/**
 * A will's "If my daughter does not survive me, her share shall pass to her son, X": "her" is the testator's child
 * the sentence names, so X is the testator's grandchild, not a son.
 */
function childOfMyChild(text: string, m: RegExpMatchArray): boolean {
  const at = m.index ?? 0;
  return (
    /^(?:his|her)\s+(?:son|daughter|child)\b/i.test(m[0]) &&
    /\bmy\s+(?:said\s+)?(?:son|daughter|child)\b/i.test(text.slice(sentenceStart(text, at), at))
  );
}

// "left surviving her as her sole and only heirs at law her sister, X, ...": the heirs after the words.
// (Also "the decedent's estate devolves upon his three children, ... in the following proportions:", and the
// statute it descends under: "estate descends under 14 V.S.A. § 314 to her brothers and sisters ... as follows:".)
// A statute cited on the way to the colon keeps its abbreviations' periods ("pursuant to W. Va. Code § 42-1-3a").
// ("her sole heirs at law being her sister, X, and her half-brother, Y": a recital's participle.)
const HEIR_LIST_RE =
  /\b(?:his|her|their|the\s+(?:decedent|deceased)'?s)\s+heirs(?:\s+at\s+law)?(?:\s+(?:under|pursuant\s+to)\s+(?:[^,.;:\n]|\.(?=\d)){2,40}?)?\s+(?:are|were)\s+(?=(?:his|her|their|the)\s+(?:\w+\s+)?(?:children|child|sons?|daughters?|brothers?|sisters?|siblings|grandchildren|nephews?|nieces?)\b)|\b(?:sole|only)\s+heirs?(?:\s+at\s+law)?\s+(?:is|are|was|were|being)\s+(?=(?:his|her|their|the)\b|[A-Z])|\b(?:leaving|left)(?:\s+surviving\s+(?:him|her|them))?\s+as\s+(?:his|her|the|(?:the\s+)?decedent'?s)\s+(?:sole\s+and\s+only|sole|only)\s+heirs?(?:\s+at\s+law)?\s+(?!the\s+following\b|at\s+law\b)(?=(?:his|her|their|the)\b|[A-Z])|\b(?:heirs|distributees|successors?(?:\(s\))?|persons?\s+entitled)\b(?:[^:.?]|(?<=\b(?:[A-Z]|Ann|Stat|Rev|Gen|Comp|Sec|Art|Ch|Prob|Est|Cal|Tex|Fla|Va|Pa|Md|Vt|Ky|Ga|La|Wis|Mich|Minn|Mass|Conn|Tenn|Okla|Colo|Ariz|Neb|Kan|Ill|Ind|Mont|Wyo|Nev|Ala|Miss|Del|Or|Wash|Cons|Code))\.|\.(?=\d)){0,220}?[:?]\s*|\bto\s+whom\s+the\s+property\s+is\s+to\s+be\s+(?:paid|delivered|transferred)[^:]{0,80}:\s*|\b(?:estate|succession|property)\s+(?:devolves|devolved|descends|descended)(?:\s+(?:under|pursuant\s+to)\s+[^:;\n]{2,40}?)?\s+(?:up)?(?:on|to)\b[^:.;]{0,160}:\s*|\b(?:sole\s+|only\s+)?heirs(?:\s+at\s+law)?\s+of\s+(?:the\s+)?(?:said\s+)?(?:decedent|deceased)(?:,\s*and\s+the\s+(?:only\s+|sole\s+)?persons\s+entitled\s+to\s+(?:his|her|the)\s+estate,)?\s+(?:are|were)\b(?![^.:]{0,120}:)\s*/gi;

/**
 * Where a list that starts `region` ends: its sentence end, except that a blank line after "; and" or a
 * trailing comma or colon separates items of one list laid out as paragraphs.
 */
export function listEnd(region: string): number {
  let from = 0;
  // A deed's recitals are one sentence of "WHEREAS ...; and" paragraphs: the next recital (or the granting
  // clause, "NOW, THEREFORE") is no item of a list the one before it opened.
  const recital = region.search(/;(?:\s*and)?\s*\n\s*(?:WHEREAS|NOW,?\s+THEREFORE)\b/);
  for (;;) {
    const stop = sentenceEnd(region.slice(from));
    if (stop < 0) return recital;
    const at = from + stop;
    if (recital >= 0 && recital < at) return recital;
    // "X, surviving spouse\n    <address> ...... 1/3\n\n    Y, son\n ...": an item closed by its share, the
    // next one opening with a name, is a list laid out as blocks (the item's address may stand under its share:
    // "X ...... an undivided 1/3\n    <address>\n\n    Y ......").
    // (Or lettered items whose share closes them: "(a)  X, son\n  <address>\n  an undivided one-half (1/2)
    // interest\n\n  (b)  Y, daughter ...".) (Or "One-half (1/2) of all property" under the address.)
    const shareClosed =
      region[at] !== '.' &&
      /(?:\d+\s*\/\s*\d+|\d+(?:\.\d+)?\s*%)\)?(?:[ \t]+(?:interest|share|of[ \t]+(?:all|the)[ \t]+(?:\w+[ \t]+){0,2}?(?:property|estate|assets)))?[ \t]*(?:\n[ \t]*(?:\d|P\.?\s?O\.?\s*Box)[^\n]*)?$/i.test(
        region.slice(0, at),
      ) &&
      /^\s*(?:\((?:\d{1,2}|[a-z])\)[ \t]+)?\p{Lu}[\p{L}.'’-]*[ \t]+\p{Lu}/u.test(region.slice(at));
    // (Or items that are blocks of a name and kinship over the address, the item closed by its ZIP code: "X,
    // surviving spouse\n    <street>\n    <city, state ZIP>\n\n    Y, son\n ...", a share column beside them blanked.)
    const addressClosed =
      region[at] !== '.' &&
      /\b\d{5}(?:-\d{4})?[ \t]*$/.test(region.slice(0, at)) &&
      new RegExp(
        String.raw`^\s*\p{Lu}[\p{L}.'’-]*(?:[ \t]+\p{Lu}[\p{L}.'’-]*){1,4},[ \t]*(?:${REL})\b`,
        'u',
      ).test(region.slice(at));
    // (Items set one per line under their marks, "a.  X, ..., Tigard, Oregon 97224.\n  b.  Y, ...": the period
    // closing an item's address closes no list when the next line opens with the next mark.)
    // (A list set off in its own paragraphs inside a sentence that reads on after it: "... b)  Y, son, <address>, as
    // to an undivided one-half interest;\n\nthat the said deed was not revoked ...": the small word ends it.)
    if (region[at] !== '.' && /^\s*\p{Ll}{2,}\s/u.test(region.slice(at))) return at;
    if (
      !shareClosed &&
      !addressClosed &&
      !nextItemFollows(region, at) &&
      (region[at] === '.' || !/(?:[;,:]|;\s*and|,\s*and)\s*$/i.test(region.slice(0, at)))
    )
      return at;
    from = at + 1;
  }
}

const SURVIVOR_LIST_RE =
  /\b(?:(?:grantee\s+)?beneficiar(?:y|ies)|surviving\s+joint\s+tenants?|survivors?)\b[^:.]{0,120}?:\s*/gi;

/** Heirs / distributees / successors from the affidavit's list sentences. */
export function heirMentions(doc: Doc): (Mention & { share: string | null })[] {
  return [
    ...listMentions(doc, HEIR_LIST_RE),
    ...heirsNamedBefore(doc.text),
    ...heirsByItemReference(doc.text),
  ];
}

/**
 * Heirs named before the words that make them so: "... vested in A and B, his only heirs at law, in equal
 * shares" / "A, B and C, the sole heirs of the decedent" / "the surviving spouse, X, is the sole heir of" / "passed to his surviving spouse, X, whose address is
 * ..., as his sole heir at law". The earliest list in the sentence that ends there.
 */
function heirsNamedBefore(text: string): (Mention & { share: string | null })[] {
  const out: (Mention & { share: string | null })[] = [];
  for (const m of text.matchAll(
    /(?:,\s*|\s+(?=(?:is|are|was|were)\s))(?:(?:is|are|was|were)\s+)?(?:as\s+)?(?:(?:his|her|their|the|(?:the\s+)?(?:decedent|deceased)'?s)\s+)?(?:sole|only)\s+(?:surviving\s+)?(?:children\s+and\s+(?:sole\s+|only\s+)?)?heirs?(?:\s+at\s+law)?\b|,\s*(?:being\s+|who\s+are\s+)?all\s+(?:of\s+)?the\s+(?:surviving\s+)?heirs(?:\s+at\s+law)?\s+of\b/gi,
  )) {
    const at = m.index ?? 0;
    for (let p = sentenceStart(text, at); p < at; p++) {
      if (!/\p{Lu}/u.test(text[p] ?? '') || /[\p{L}.'’-]/u.test(text[p - 1] ?? '')) continue;
      const { names } = readPartyList(text, p);
      const last = names.at(-1);
      if (!last || text.slice(last.address?.span.end ?? last.span.end, at).trim()) continue;
      for (const n of names) out.push({ ...n, role: 'heir', share: null });
      break;
    }
  }
  return out;
}

// "title ... is vested in the remaindermen, A, whose address is ..., and B, ...": the takers named after the words.
// (Also the remaindermen named in apposition: "That the remaindermen, A, ..., and B, ..., both survived", or
// after the verb: "the remaindermen named in said deed, both of whom survived ..., are affiant, A, ..., and B".)
// (Also the transfer-on-death deed's designation the affidavit recites: "the Decedent, as transferor, designated as
// beneficiaries, in equal shares, A and B", "designated as grantee beneficiaries Decedent's two children, A and B",
// or a list under "designated the following persons as beneficiaries, in equal shares, of the real property
// hereinafter described:"; Arizona's recital runs the names on in capitals: "designated as grantee beneficiaries A
// and B, his daughter and son" -- the capitals are checked in listMentions, as this pattern ignores case.)
const VESTED_IN_RE =
  /\b(?:designated|named)\s+the\s+following\s+(?:persons?|individuals?)\s+as\s+(?:the\s+)?(?:grantee\s+)?beneficiar(?:y|ies)\b[^.;:]{0,120}?:|\b(?:designated|named)\s+as\s+(?:the\s+)?(?:grantee\s+)?beneficiar(?:y|ies)\s*(?:,\s*|\s+(?:the\s+)?(?:(?:decedent|deceased|transferor|grantor|owner)'?s|his|her|their)\s+(?:(?:two|three|four|five|six|\d)\s+)?(?:children|sons|daughters|grandchildren|siblings|brothers|sisters)\s*,\s*|\s+(?=[A-Z]{2,}\b))(?:(?:in\s+equal\s+shares|share\s+and\s+share\s+alike|as\s+tenants\s+in\s+common)\s*,\s*)?(?=[A-Z])|\bvested\s+in\s+(?:the\s+)?(?:remaindermen|remainder\s+beneficiaries|surviving\s+joint\s+tenants|(?:grantee\s+)?beneficiaries)\s*,\s*|\bthe\s+(?:remaindermen|remainder\s+beneficiaries)\s*,\s*(?=[A-Z])|\bthe\s+(?:remaindermen|remainder\s+beneficiaries)\b[^.;:]{0,120}?\s(?:are|were)\s+(?:(?:the\s+)?(?:affiants?|declarants?|undersigned)\s*,\s*)?(?=[A-Z])/gi;

/**
 * Survivors the affidavit names as taking, not as swearing: "all of Decedent's interest in the Property vested in
 * Brenda Sue Pruett at his death", "Brenda Sue Pruett survived Decedent".
 */
export function survivorsNamed(doc: Doc): Mention[] {
  const text = doc.text;
  const out: Mention[] = [];
  for (const m of text.matchAll(
    /\b(?:interest|title|ownership)\b[^.;]{0,100}?\b(?:vested|vests|passed|passes)\s+(?:solely\s+)?(?:in|to)\s+(?=\p{Lu})/giu,
  ))
    for (const n of readPartyList(text, (m.index ?? 0) + m[0].length, 4).names)
      out.push({ name: n.name, span: n.span, relationship: n.relationship, confidence: 0.7 });
  for (const m of text.matchAll(
    /\s+(?:survived|survives|outlived)\s+(?:the\s+|said\s+)*(?:decedent|deceased)\b/gi,
  )) {
    const r = nameEndingAt(text, m.index ?? 0);
    if (r) out.push({ name: r.name, span: { start: r.start, end: r.end }, confidence: 0.7 });
  }
  return out;
}

/**
 * A co-taker the affiant names beside themself: "Affiant (the Decedent's daughter) and BRIAN P. DOE (the
 * Decedent's son), who resides at <address>, became and are the co-successor trustees", "Affiant and X are the
 * surviving joint tenants". The affiant takes with them; the clause after the name must say what they took.
 */
export function coSurvivorsOfAffiant(doc: Doc): Mention[] {
  const text = doc.text;
  const out: Mention[] = [];
  for (const m of text.matchAll(
    /\b(?:[Aa]ffiant|AFFIANT|[Dd]eclarant|DECLARANT)\s*(?:\([^()]{0,60}\))?\s*,?\s+and\s+(?=\p{Lu})/gu,
  )) {
    const r = readName(text, (m.index ?? 0) + m[0].length);
    if (!r) continue;
    const rest = text.slice(r.end, r.end + 300);
    if (
      // (An address may stand between, its abbreviations with their periods: "who resides at 9 Elm Dr., Apt. 4".)
      !/^(?:[^.;]|(?<=\b[A-Z][a-z]{0,3})\.){0,200}?\b(?:became|become|becomes|are|were|is)\s+(?:and\s+(?:are|remain)\s+)?(?:the\s+)?(?:co-?\s*)?(?:successor\s+(?:co-?)?trustees?|surviving\s+(?:joint\s+)?tenants?|(?:grantee\s+)?beneficiar(?:y|ies))\b/i.test(
        rest,
      )
    )
      continue;
    const kin = rest.match(
      new RegExp(`^\\s*\\(\\s*(?:the\\s+)?(?:(?:decedent|deceased)['’]?s|his|her)\\s+(${REL})\\s*\\)`, 'i'),
    );
    out.push({
      name: r.name,
      span: { start: r.start, end: r.end },
      relationship: kin ? normalizeRelationship(kin[1]!) : null,
      address: addressAfterName(text, r.end),
      confidence: 0.7,
    });
  }
  // The instrument the affidavit completes names the co-taker first: "the Transferor transferred ... the Property
  // to her son, X, whose address is ..., and to the affiant, her daughter, in equal shares".
  for (const m of text.matchAll(
    new RegExp(
      String.raw`\bto\s+(?:his|her|their|the\s+(?:decedent|deceased|transferor|grantor|owner)['’]?s)\s+(${REL})\s*,?\s+(?=\p{Lu}(?:[^.;]|(?<=\b\p{Lu}\p{Ll}{0,3})\.){0,250}?\band\s+to\s+(?:the\s+)?(?:affiant|declarant|undersigned)\b)`,
      'giu',
    ),
  )) {
    const sentence =
      text
        .slice(Math.max(0, (m.index ?? 0) - 400), m.index ?? 0)
        .split(/\.\s/)
        .at(-1) ?? '';
    if (!/\b(?:transferr?ed|conveyed|granted|deeded|devised)\b/i.test(sentence)) continue;
    const r = readName(text, (m.index ?? 0) + m[0].length);
    if (!r) continue;
    out.push({
      name: r.name,
      span: { start: r.start, end: r.end },
      relationship: normalizeRelationship(m[1]!),
      address: addressAfterName(text, r.end),
      confidence: 0.7,
    });
  }
  return out;
}

/** Survivors an affidavit of death lists: "The names and mailing addresses of the grantee beneficiaries are: ...". */
export function survivorListMentions(doc: Doc): (Mention & { share: string | null })[] {
  return [...listMentions(doc, SURVIVOR_LIST_RE), ...listMentions(doc, VESTED_IN_RE)];
}

function listMentions(doc: Doc, anchor: RegExp): (Mention & { share: string | null })[] {
  const text = doc.text;
  const out: (Mention & { share: string | null })[] = [];
  for (const m of text.matchAll(anchor)) {
    // A designation with no comma before its names runs them on printed in capitals, not into other words.
    if (
      anchor === VESTED_IN_RE &&
      /beneficiar(?:y|ies)\s+$/i.test(m[0]) &&
      !/^\p{Lu}{2,}\b/u.test(text.slice((m.index ?? 0) + m[0].length))
    )
      continue;
    // A deed's "... heirs, successors and assigns, in fee simple, all that lot ... that is to say:" is the habendum's
    // boilerplate about the grantee's successors, not a list of takers.
    if (
      /^(?:heirs|successors?)(?:,?\s+(?:heirs|successors|executors|administrators|personal\s+representatives))*,?\s+and\s+assigns\b/i.test(
        m[0],
      )
    )
      continue;
    // A list anchor spans no paragraph break ("IDENTITY OF HEIRS\n\nDate: ..." is a title, not a list), and
    // "... beneficiaries of the following described real estate:" introduces the property, not people.
    // ("The successors of the decedent to the property described below, ..., are her children:" still lists them,
    // as does "The heirs ... and their interests in the real estate described below are as follows:".)
    if (
      /\n[ \t]*\n/.test(m[0].trimEnd()) ||
      (!/\bfollowing\s+(?:persons?|individuals?)\b/i.test(m[0]) &&
        /\bfollowing[\s-]+described\b|\bdescribed\b(?!\s+(?:above|hereinabove|herein)\b)(?![^,;:]{0,40}\b(?:are|were)\b)[^,;]{0,40}:\s*$/i.test(
          m[0],
        ))
    )
      continue;
    // "... which descends to the heirs named above:" points back at a list already read; what follows the colon
    // is the property.
    // (So does "... vested in the above-named beneficiaries:", the pointer before the anchor's word.)
    if (
      /\b(?:named|listed|set\s+(?:forth|out)|identified|mentioned)\s+(?:above|hereinabove|before|previously)\b|\b(?:above|aforesaid)[\s-]+(?:named|listed|mentioned)\b/i.test(
        m[0],
      ) ||
      /\b(?:above|aforesaid|hereinabove)[\s-]+(?:named|listed|mentioned)\s+$/i.test(
        text.slice(Math.max(0, (m.index ?? 0) - 30), m.index ?? 0),
      )
    )
      continue;
    // "... has knowledge regarding the identity of Decedent's children and heirs: X": X knows them, is none of them.
    if (heirsAsKnown(text.slice(sentenceStart(text, m.index ?? 0), m.index ?? 0))) continue;
    let from = (m.index ?? 0) + m[0].length;
    // A cover block's "HEIRS:  DOE, JOHN R.;  ROE, MARY K." repeats, surname first, the heirs the body names.
    if (/:[ \t]*$/.test(m[0]) && isSurnameFirstList(text.slice(from, text.indexOf('\n', from) >>> 0)))
      continue;
    // The list may start on the next paragraph ("... their shares are:\n\n  - NAME, ...").
    while (/\s/.test(text[from] ?? '')) from++;
    // Items laid out as paragraphs ("X, son, <address>, an undivided one-third interest ...;") run long: the
    // list is read to its end, but an end that cannot be found leaves only a short stretch to read.
    // (A share column beside the names and their address lines is blanked first: see blankShareColumn.)
    const listText = blankShareColumn(text, from);
    const region = listText.slice(from, from + 2400);
    // A table of heirs is read by its columns (see tables.ts), not as running text.
    if (isTableHeader(region.split('\n')[0] ?? '')) continue;
    // "leaving as her sole heirs at law her brother, X, and her sister, Y;": a recital's list ends with its clause
    // (or where a clause about them all begins: "..., and her sister, Y, each of whom inherited ...").
    // Any list ends where a clause about all its names begins ("A, and her son, B, who are her only children, both
    // of whom joined in the petition").
    const leaving = /^(?:leaving|left)\b/i.test(m[0]);
    const clause = leaving
      ? region.search(/(?<!\b\p{Lu})[;.](?:\s|$)|,\s*(?:each|all|both)\s+of\s+whom\b/u)
      : region.search(/,\s*(?:each|all|both)\s+of\s+whom\b/);
    const sentence = leaving && clause >= 0 ? -1 : listEnd(region);
    let stop = clause >= 0 && (sentence < 0 || clause < sentence) ? clause : sentence;
    // The affidavit's next numbered statement ("12. Decedent owned ...") ends a list left without its period.
    // (A scan may read its capital as a small letter: "12. pecedent owned".)
    const nextItem = region.search(/\n[ \t]*\d{1,2}\.[ \t]+(?=\p{L}\p{Ll}+\s+\p{Ll})/u);
    if (nextItem >= 0 && (stop < 0 || nextItem < stop)) stop = nextItem;
    // So does the property the sentence goes on to ("... A and B, the Decedent's daughter and son, of the following
    // described real estate:"): the description set off under its colon is no item of the list.
    const described = region.search(
      /,?\s+(?:of|in|to|on|upon)\s+(?:all\s+(?:of\s+)?)?the\s+(?:following|hereinafter)[\s-]+described\b/i,
    );
    if (described >= 0 && (stop < 0 || described < stop)) stop = described;
    // So does a table the sentence leads into ("..., each as to one-half:" over "Name   Address   Relationship"):
    // tables.ts reads it by its columns.
    for (const row of region.matchAll(/(?<=\n)[^\n]*/g))
      if ((stop < 0 || (row.index ?? 0) < stop) && isTableHeader(row[0])) {
        stop = row.index ?? 0;
        break;
      }
    let to = from + (stop >= 0 ? stop : Math.min(700, region.length));
    // Rows of a name column beside an address column, a blank line between rows ("GREGORY A. DOE      861 N.
    // Elm Dr\n        Mesa, AZ 85233\n\n  JANE R. ROE      ..."): the rows after the first are items of the list too.
    const lineStart = listText.lastIndexOf('\n', from - 1) + 1;
    const row = (at: number) =>
      /^[ \t]*\p{Lu}[\p{L}.'’ ,-]{2,60}?[ \t]{2,}(?:\d|P\.?\s?O\.?\s*Box)/iu.test(
        listText.slice(at, listText.indexOf('\n', at) >>> 0),
      );
    // (A row's period, "861 N. Sunway Drive.", ends no sentence: the row runs to its paragraph's end.)
    if (row(lineStart)) to = Math.max(to, from + region.slice(0, 700).search(/\n[ \t]*\n|$/));
    if (row(lineStart))
      for (;;) {
        const gap = listText.slice(to).match(/^[ \t]*\n(?:[ \t]*\n)+/);
        const next = to + (gap?.[0].length ?? 0);
        const indent = listText.slice(next).match(/^[ \t]*/)![0].length;
        if (!gap || Math.abs(indent - (from - lineStart)) > 2 || !row(next)) break;
        const para = listText.slice(next).search(/\n[ \t]*\n|$/);
        to = next + para;
      }
    // "... are her sisters, to wit:": the kinship the list's heading gives every item without its own.
    const group = m[0].match(
      new RegExp(`\\b(?:his|her|their|(?:the\\s+)?decedent'?s)\\s+(?:\\w+\\s+)?(${REL})`, 'i'),
    );
    const kin = group ? normalizeRelationship(group[1]!) : null;
    // Takers printed as blocks side by side are read by their columns.
    const blocks = sideBySideBlocks(text, from);
    if (blocks) {
      out.push(...blocks.map((b) => ({ ...b, relationship: kin, role: 'heir' as const, share: null })));
      continue;
    }
    // A cover sheet's "GRANTEES (HEIRS AT LAW):" rows file the heirs surname first ("HOANG KIMBERLY PRUITT") where the
    // body names them in reading order ("KIMBERLY PRUITT HOANG"): the index's words, not more heirs.
    const listed = namesInList(listText, from, to).filter((n) => !filedSurnameFirst(n.name, text));
    // "A and B, the Decedent's daughter and son": one kinship word for each name, in order.
    const respective = respectiveKinship(listText, listed.at(-1)?.span.end ?? to, listed.length);
    for (const [i, n] of listed.entries()) {
      if (respective) n.relationship = respective[i]!;
      // "her brother X, died on ..., leaving two children, who are the heirs": the relative through whom the
      // heirs take died first and takes nothing (so does "her son, Y, having predeceased her on ...").
      const died =
        /^,?\s+(?:who\s+(?:had\s+|has\s+)?|having\s+)?(?:died|predeceased|is\s+deceased)\b(?![^.;]{0,80}\b(?:after|survived)\b)/i.test(
          listText.slice(n.span.end, n.span.end + 100),
        );
      out.push({ ...n, relationship: n.relationship ?? kin, role: died ? 'family_member' : 'heir' });
    }
  }
  return out;
}

/**
 * A list inside a lettered or numbered paragraph ("(d) Two children were born ...: X and Y.") ends where the
 * next paragraph of that outer list begins ("(e) ..."): those markers are not items of the inner list.
 */
export function outerItemEnd(text: string, at: number, from: number, end: number): number {
  const before = text.slice(Math.max(0, at - 800), at);
  // (A page break may open the item's line: "surname.\n\n\f\n     (4) That of the first marriage ...". So may a
  // line break after a sentence's end, the item typed on under the last one: "... no other child.\n     (5) That of
  // the marriage ...".)
  const para = [
    ...before.matchAll(/(?:^|\n[ \t]*\n|\f|(?<=\.[ \t]*)\n)(?:[ \t]*\n)?[ \t]*\(([a-z]|\d{1,2})\)[ \t]/g),
  ].at(-1);
  if (!para || /\n[ \t]*\n/.test(before.slice((para.index ?? 0) + para[0].length))) return end;
  const label = para[1]!;
  const next = /^\d+$/.test(label) ? String(Number(label) + 1) : String.fromCharCode(label.charCodeAt(0) + 1);
  const m = text.slice(from, end).match(new RegExp(`\\n[ \\t]*\\(${next}\\)[ \\t]`));
  return m ? from + (m.index ?? 0) : end;
}

/**
 * Where a person's own address is told after the name: "who now resides at", "who resides out of state at", "who
 * is living and resides at", "whose mailing address is", "Address: ".
 */
const RESIDES_AT_RE =
  /(?:(?:current|mailing)\s+)?address\s*:\s*|\bwhose\s+(?:(?:current|mailing|residence)\s+)?address\s+is\s+|\b(?:residing|(?:who|and)\s+(?:is\s+living\s+and\s+)?(?:now\s+)?resides)(?:\s+(?:out\s+of\s+state|in\s+\p{Lu}\p{L}+))?\s+at\s*:?\s*/iu;

/** Children lists: "(1) NAME, born ...; other parent: X", "had one child, NAME", "CHILDREN: (1) NAME, A SON, ...". */
export function childMentions(
  doc: Doc,
): (Mention & { otherParent: string | null; died: boolean; descendantsOf: string | null })[] {
  const text = doc.text;
  const out: (Mention & { otherParent: string | null; died: boolean; descendantsOf: string | null })[] = [];
  // "had one child, X" / "two children were born, both of whom survive: X, ...".
  // Also the decedent's brothers and sisters listed under their own heading.
  const sections = [
    ...text.matchAll(
      /\b(?:children|child|brothers\s+and\s+sisters|sisters\s+and\s+brothers|siblings)\b(?:[^.:]{0,200}?:|[^.:]{0,40}?,|[^.:]{0,120}?,\s*(?=namely\b))\s*/gi,
    ),
    // "Of the marriage of A and B were born the decedent; a son, X; and a daughter, Y": the parents' children, the
    // decedent among them, are the decedent's brothers and sisters.
    ...text.matchAll(
      /\b(?:of|to)\s+(?:the|that|this|said|their)\s+marriage\b[^.:;]{0,160}?\b(?:were|was)\s+born\s+(?=(?:the|said)\s+(?:decedent|deceased)\b)/gi,
    ),
  ].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
  // A lettered list already read covers the children its items name ("(c) X, who died ..., leaving one child, Y").
  const covered: { from: number; to: number }[] = [];
  for (const s of sections) {
    const from = (s.index ?? 0) + s[0].length;
    // A sub-list of its own under an item ("Descendants of deceased child:\n (i) X ...") is read as well.
    const nested = /:\s*$/.test(s[0]) && /^\((?:i|1)\)/.test(text.slice(from, from + 4));
    // "That no children were born to X ...;\n\n That the sole heirs ... are her sisters, to wit:": a lead whose
    // last paragraph names no children belongs to another statement ("CHILDREN\n\n Three children were born
    // ...:" is one).
    const lastParagraph =
      s[0]
        .trimEnd()
        .split(/\n[ \t]*\n/)
        .at(-1) ?? '';
    if (
      !/\b(?:children|child|brothers\s+and\s+sisters|sisters\s+and\s+brothers|siblings|born)\b/i.test(
        lastParagraph,
      )
    )
      continue;
    if (!nested && covered.some((c) => (s.index ?? 0) >= c.from && (s.index ?? 0) < c.to)) continue;
    // "... knowledge regarding ... the identity of Decedent's children and heirs: X": X knows them.
    if (heirsAsKnown(text.slice(sentenceStart(text, s.index ?? 0), s.index ?? 0))) continue;
    // "Affiant has one child from a prior marriage, X": the spouse's child, not the decedent's (see kinMentions).
    // ("Two children were born to the Decedent, both of his first marriage:" are the decedent's own.)
    if (
      /\b(?:from|by|of)\s+(?:a|an|her|his|my)\s+(?:prior|previous|former|earlier|first)\s+(?:marriage|relationship)\b/i.test(
        s[0],
      ) &&
      !/\bborn\s+to\s+(?:the\s+|said\s+)*(?:decedent|deceased|testat(?:or|rix))\b/i.test(s[0]) &&
      !/\b(?:decedent|deceased|testat(?:or|rix))\b/i.test(
        text.slice(sentenceStart(text, s.index ?? 0), s.index ?? 0),
      )
    )
      continue;
    const region = text.slice(from, from + 1200);
    // A table under the heading is read by its columns (see tables.ts), not as running text.
    if (isTableHeader(region.replace(/^\s*\n/, '').split('\n')[0] ?? '')) continue;
    // Items laid out as paragraphs ("(a) ...\n\n(b) ...") keep the list going past a blank line.
    // So do paragraphs that a colon opens and semicolons join ("namely:\n\n X, a son, ...;\n\n Y, ...; and\n\n Z").
    // A recital of "That ...; that ...;" clauses ends the list at the next clause ("two children, A and B; that
    // B died ...").
    let stop = -1;
    let clauseStop = false;
    for (const b of region.matchAll(
      /\n[ \t]*\n(?![ \t]*\((?:\d{1,2}|[a-z]|[ivx]{1,4})\))|\b(?:no other children|did not have or adopt)|;\s*(?:and\s+)?that\s/gi,
    )) {
      const at = b.index ?? 0;
      if (b[0].startsWith('\n') && /(?:[:;]|;\s*(?:and|or))[ \t]*$/i.test(region.slice(0, at))) continue;
      stop = at;
      clauseStop = b[0].startsWith(';');
      break;
    }
    // The affidavit's next numbered statement ("5. The Decedent is survived by ...") ends the list too.
    const statement = region.search(
      /\n\f?[ \t]*\d{1,2}\.[ \t]+(?=(?:The|That|This|No|All)\b|\p{Lu}\p{Ll}+[ \t]+(?:\p{Ll}|Decedent\b|Deceased\b|Affiant\b))/u,
    );
    if (statement >= 0 && (stop < 0 || statement < stop)) stop = statement;
    // So does a table the sentence leads into ("Their status is shown in the following table:"): tables.ts reads it.
    for (const row of region.matchAll(/(?<=\n)[^\n]*/g))
      if ((stop < 0 || (row.index ?? 0) < stop) && isTableHeader(row[0])) {
        stop = row.index ?? 0;
        break;
      }
    const end = outerItemEnd(text, s.index ?? 0, from, from + (stop >= 0 ? stop : region.length));
    // Numbered or lettered items: "(1) X ... (2) Y" / "(a) X; and (b) Y".
    // Also items lettered or numbered at the start of their own line: "\n     a.  X, born ...", "\n   1.  X, a son".
    // Only markers in sequence count: "(i)", "(ii)" under item "(b)" list that child's own descendants.
    const items = inSequence([
      ...text
        .slice(from, end)
        .matchAll(/\(((?:\d+|[a-zA-Z]|[ivx]{2,4}))\)\s*|(?<=^|\n)[ \t]*([a-z]|\d{1,2})\.[ \t]+/g),
    ]).map((m) => from + (m.index ?? 0) + m[0].length);
    // Unnumbered lists separate children with semicolons ("X, son, residing at ...; and Y, daughter, ...").
    const semis = [...text.slice(from, end).matchAll(/;\s*(?:and\s+)?/g)].map(
      (m) => from + (m.index ?? 0) + m[0].length,
    );
    // Or with commas in one sentence: "TERESA SALINAS CANTU, ROBERTO GARZA SALINAS and DANIEL REYES SALINAS."
    // "..., namely your affiant, X, who resides at ...; and Y, who resides at ...": the names after the lead.
    // ("two siblings, namely Affiant and X": the affiant, named elsewhere, is passed over too.)
    const lead = text
      .slice(from, end)
      .match(
        /^[^.;:]{0,120}?\b(?:namely|to\s+wit|viz\.?)[,:]?\s*(?:(?:(?:your|the)\s+)?(?:affiant|declarant)\s*(?:,|and\b)\s*|myself\s*(?:,|and\b)\s*)?/i,
      );
    const listFrom = from + (lead?.[0].length ?? 0);
    const sentenceStop = sentenceEnd(text.slice(listFrom, end));
    // Semicolon-separated items are read item by item, unless a "namely" lead introduces the list.
    // "One child, X, predeceased the Decedent, survived by one child, Y": a name after "survived by" is the
    // previous child's own child, read with that child below.
    const listed = (
      items.length || (semis.length && !lead)
        ? []
        : namesInList(
            text,
            listFrom,
            sentenceStop >= 0 ? listFrom + sentenceStop : lead || clauseStop ? end : listFrom,
          )
    ).filter((n, k, all) => {
      // (Until a semicolon resumes the list: "...; and Z".)
      for (let p = k - 1; p >= 0; p--) {
        const gap = text.slice(all[p]!.span.end, (all[p + 1] ?? n).span.start);
        if (/\b(?:survived\s+by|leaving|left)\b/i.test(gap)) return false;
        if (/;/.test(gap)) return true;
      }
      return true;
    });
    const starts = items.length
      ? items
      : listed.length > 1
        ? listed.map((n) => n.span.start)
        : [listFrom, ...semis];
    if (items.length) covered.push({ from, to: end });
    // "Children of deceased child X (grandchildren of Decedent):": the heading names whose children they are.
    const ofChild = s[0].match(
      /^child(?:ren)?\s+of\s+(?:(?:the|said|a|his|her)\s+)?(?:(?:deceased|predeceased|late)\s+)?(?:child|son|daughter)\s*,?\s*(?=\p{Lu})/iu,
    );
    const parent =
      (ofChild ? (readName(text, (s.index ?? 0) + ofChild[0].length)?.name ?? null) : null) ??
      predeceasedParent(text, s.index ?? 0) ??
      listedChildWhoDied(text, s.index ?? 0, (name) => out.some((o) => sameName(o.name, name)));
    // "three children were born: the Decedent; X; and Y" / "The children of Decedent's parents are:": the
    // decedent's brothers and sisters.
    // So are those the sentence calls so: "... two children, A and B, both of whom survive and are half-blood
    // sister and brother of the decedent".
    const listSentence = text.slice(from, end);
    const siblings =
      /(?:^|[:;,]\s*(?:and\s+)?)(?:the\s+|said\s+)*(?:decedent|deceased)\s*(?:[;,]|and\b)/i.test(
        listSentence,
      ) ||
      /^[^.]*?\b(?:are|were)\s+(?:the\s+|all\s+)?(?:(?:half|whole|full)[\s-]+(?:blood(?:ed)?\s+)?)?(?:brothers?|sisters?|siblings)(?:\s+and\s+(?:brothers?|sisters?))?\s+of\s+(?:the\s+|said\s+)*(?:decedent|deceased)\b/i.test(
        listSentence.slice(0, Math.max(0, sentenceEnd(listSentence)) || undefined),
      ) ||
      /^children\s+of\s+(?:the\s+|said\s+)*(?:decedent'?s|deceased'?s|his|her)\s+(?:parents|mother|father)\b|^(?:brothers|sisters|siblings)\b/i.test(
        s[0],
      );
    starts.forEach((itemStart, i) => {
      const itemEnd = starts[i + 1] ?? end;
      // "(a) Name: X   Born: ...": a form's label before the name.
      // ("...; a son, X, who survives; and a daughter, Y, ...": the item's kinship before the name.)
      const label = text
        .slice(itemStart, itemStart + 30)
        .match(
          /^[ \t]*(?:(?:full\s+)?name\s*:\s*|(?:an?|one)\s+(son|daughter|child|brother|sister)\s*,\s*)/i,
        );
      const r = readName(text, itemStart + (label?.[0].length ?? 0));
      if (!r) return;
      const leadKin = label?.[1] ? normalizeRelationship(label[1]) : null;
      const body = text.slice(r.end, itemEnd);
      const around = relationshipAround(text, r.start, r.end);
      // "two children were born, namely myself, X, and my brother, Y": the affiant's brother in a list of the
      // decedent's children is the decedent's son.
      const mine =
        !siblings && around === 'sibling'
          ? text.slice(Math.max(0, r.start - 20), r.start).match(/\bmy\s+(brother|sister),?\s*$/i)
          : null;
      // "X, ..., who died ..., leaving surviving him two children": the child's own pronoun gives the sex.
      const pronoun =
        !parent && !mine && !around && !siblings
          ? (body.split(';')[0] ?? '').match(
              /\b(?:leaving|left)\s+surviving\s+(him|her)\b|\b(his|her)\s+(?:own\s+|surviving\s+)?(?:\w+\s+)?(?:children|descendants|issue)\b/i,
            )
          : null;
      // A predeceased brother's or sister's children (listed as the decedent's siblings above) are nephews
      // and nieces, not grandchildren.
      const isSibling = (name: string) =>
        out.some((o) => o.relationship === 'sibling' && sameName(o.name, name)) || namedAsSibling(text, name);
      const rel = parent
        ? isSibling(parent)
          ? siblingsChildKin(text, r.name, around)
          : 'grandchild'
        : mine
          ? mine[1]!.toLowerCase() === 'brother'
            ? 'son'
            : 'daughter'
          : pronoun
            ? /^hi/i.test(pronoun[1] ?? pronoun[2] ?? '')
              ? 'son'
              : 'daughter'
            : (around ?? (siblings ? 'sibling' : (leadKin ?? 'child')));
      const otherParent = body.match(/other\s+parent\s*:\s*/i);
      const op = otherParent
        ? (readName(text, r.end + (otherParent.index ?? 0) + otherParent[0].length)?.name ?? null)
        : null;
      // ("..., Z. The Decedent had no other children, and no child of the Decedent predeceased him": said of none.)
      const died = /\b(?:who\s+)?(?:died|predeceased|deceased)\b|\bliving\s*\?\s*no\b/i.test(
        (body.split(/survived by/i)[0] ?? '').replace(
          /\bno\s+(?:other\s+)?(?:child(?:ren)?|issue|descendants?)\b[^.;]*/gi,
          '',
        ),
      );
      // The child's own address, not that of a grandchild named after "survived by".
      // ("..., who died ..., leaving surviving her two children, X, who resides at ...": X's address.)
      const own = body.split(/\bsurvived\s+by\b|\bleaving\b/i)[0] ?? '';
      const addrAt = own.match(RESIDES_AT_RE);
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
        // "leaving surviving him two children and no others (no more), namely A and B".
        /(?:survived\s+by|leaving|left)\s+(?:surviving\s+(?:him|her)\s+)?(?:(?:his|her|their)\s+)?(?:\w+\s+)?(?:children|child|sons?|daughters?)(?:\s+and\s+no\s+(?:others?|more))?\s*[,:]?\s*(?:namely[,:]?\s*)?/i,
      );
      if (survived) {
        const gFrom = r.end + (survived.index ?? 0) + survived[0].length;
        // "leaving surviving him two children, A and B, and his widow, C": the child's own spouse ends the list
        // of the child's children (an in-law, no grandchild).
        const spouse = text
          .slice(gFrom, r.end + body.length)
          .search(
            /[,;]?\s*(?:and\s+)?(?:his|her)\s+(?:surviving\s+)?(?:widow(?:er)?|wife|husband|spouse)\b|[,;]?\s*(?:and\s+)?(?:a|the)\s+(?:surviving\s+)?(?:widow(?:er)?|spouse)\b/i,
          );
        const grandchildren = namesInList(text, gFrom, spouse >= 0 ? gFrom + spouse : r.end + body.length);
        for (const [k, g] of grandchildren.entries()) {
          // ("... one child, X, a grandson of Decedent, who is of legal age and resides at <address>": the
          // grandchild's own address told after the name, before the next name or the clause's end.)
          const next = grandchildren[k + 1]?.span.start ?? r.end + body.length;
          const clause = text.slice(g.span.end, next).split(/[;]|\.\s+(?=\p{Lu})/u)[0] ?? '';
          const told = g.address ? null : clause.match(RESIDES_AT_RE);
          const address = told
            ? (readAddress(text, g.span.end + (told.index ?? 0) + told[0].length, 0) ?? g.address)
            : g.address;
          out.push({
            ...g,
            address,
            // A brother's or sister's children are nephews and nieces.
            relationship:
              siblings || isSibling(r.name)
                ? siblingsChildKin(text, g.name, g.relationship ?? null)
                : 'grandchild',
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

/** Whether the text calls the person the decedent's brother or sister ("The decedent's sister, X, ..."). */
function namedAsSibling(text: string, name: string): boolean {
  const escaped = namePattern(name);
  return new RegExp(
    `\\b(?:decedent|deceased)['’]?s\\s+(?:(?:late|deceased|predeceased)\\s+)?(?:half[\\s-]?)?(?:brother|sister),?\\s+${escaped}\\b`,
    'i',
  ).test(text);
}

/**
 * A brother's or sister's child: a niece or nephew as the document's pronouns tell ("KAYLA MARIE YATES, ...,
 * taking the share of her deceased mother"), else null.
 */
function siblingChild(text: string, name: string): string | null {
  const escaped = namePattern(name);
  for (const m of text.matchAll(new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'giu'))) {
    const clause = text
      .slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 160)
      .split(/[;.]\s/)[0]!;
    const pronoun = clause.match(
      /\b(his|her)\s+(?:deceased\s+|late\s+|predeceased\s+)?(?:mother|father|parent)\b/i,
    );
    if (pronoun) return pronoun[1]!.toLowerCase() === 'her' ? 'niece' : 'nephew';
  }
  return null;
}

/** A sibling's child: "his son X" under the sibling is a nephew, "her daughter Y" a niece. */
function siblingsChildKin(text: string, name: string, stated: string | null): string | null {
  if (stated === 'son' || stated === 'nephew') return 'nephew';
  if (stated === 'daughter' || stated === 'niece') return 'niece';
  return siblingChild(text, name);
}

/** List markers that follow each other ("(a)", "(b)", ... or "(1)", "(2)", ... or "(i)", "(ii)", ...). */
function inSequence(marks: RegExpMatchArray[]): RegExpMatchArray[] {
  const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x'];
  const label = (m: RegExpMatchArray) => (m[1] ?? m[2] ?? '').toLowerCase();
  const next = (l: string, roman: boolean) =>
    /^\d+$/.test(l)
      ? String(Number(l) + 1)
      : roman
        ? (ROMAN[ROMAN.indexOf(l) + 1] ?? '')
        : String.fromCharCode(l.charCodeAt(0) + 1);
  const out: RegExpMatchArray[] = [];
  let roman = false;
  for (const m of marks) {
    const l = label(m);
    const prev = out.at(-1);
    if (!prev) {
      roman = l === 'i' || /^[ivx]{2,}$/.test(l);
      out.push(m);
    } else if (l === next(label(prev), roman)) out.push(m);
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
  const named = namedPredeceasedChild(text, start, at);
  if (named) return named;
  const answered = childAnsweredFor(text, start, at);
  if (answered) return answered;
  // A list item: "2.  X, daughter, who predeceased the decedent on ..., leaving two children surviving her".
  const item = text
    .slice(Math.max(0, at - 300), at)
    .match(
      /(?:^|\n)[ \t]*(?:\(?(?:\d{1,2}|[a-z])[.)][ \t]+)?(\p{Lu}[^,\n;]{2,50}),\s*(?:a\s+)?(?:son|daughter|child)\b,?\s+(?:who\s+)?(?:predeceased|died)\b[^;]*$/u,
    );
  // (Not one of an earlier statement: "(b) X, a daughter, who predeceased ... leaving one child, Y.\n (5) That of
  // the marriage ... there was born one child, Z": a new numbered item is another statement, and Z is no grandchild.)
  if (item && !/\n[ \t]*\((?:\d{1,2}|[a-z])\)[ \t]/.test(item[0].slice(1)))
    return readName(item[1]!, 0)?.name ?? null;
  // "One child, X, predeceased the Decedent ..., survived by one child, Y": the kinship before the name.
  const kinFirst = text
    .slice(start, at)
    .match(
      /\b(?:son|daughter|child)\s*,\s*(\p{Lu}[^,;]{2,50}?),?\s+(?:who\s+)?(?:predeceased|died|is\s+deceased)\b[^;]*\b(?:survived\s+by|leaving|left)\b[^;]*$/u,
    );
  if (kinFirst) return readName(kinFirst[1]!, 0)?.name ?? null;
  if (!/^\s*(?:He|She)\b[^.]*\b(?:survived\s+by|left|had)\b/.test(text.slice(start, at))) return null;
  const prevStart = sentenceStart(text, Math.max(0, start - 1));
  const prev = text.slice(prevStart, start);
  if (!/\b(?:predeceased|died|deceased)\b/i.test(prev)) return null;
  // ("The Decedent's daughter, X, died on ... . She was survived by two children, ...": the kinship before the name.)
  const lead = prev.match(
    /^\s*(?:\d{1,2}\.\s+)?(?:(?:the\s+)?(?:(?:decedent|deceased)['’]?s|his|her)\s+(?:(?:late|deceased|predeceased)\s+)?(son|daughter|child)\s*,?\s+(?=\p{Lu}))?/iu,
  );
  const r = readName(text, prevStart + (lead?.[0].length ?? 0));
  const rel = r ? (lead?.[1] ? lead[1].toLowerCase() : relationshipAround(text, r.start, r.end)) : null;
  return r && (rel === 'son' || rel === 'daughter' || rel === 'child') ? r.name : null;
}

/**
 * "Travis Lee Smith was never married and left surviving him two children, who are the only descendants of Travis
 * Lee Smith: ...": the Texas heirship form's follow-up for a child who died, the sentence naming the child twice
 * (as its subject and as whose descendants they are). The decedent is never named that way there (the form says
 * "Decedent"), so the children listed are that child's. Returns the child's name, or null.
 */
function childAnsweredFor(text: string, start: number, at: number): string | null {
  const head = text.slice(start, at);
  const r = readName(head, 0);
  if (!r || head.slice(0, r.start).trim()) return null;
  if (
    !/^,?\s+(?:[^.;]{0,60}?\s)?(?:left|leaves|was\s+survived\s+by|is\s+survived\s+by)\b/i.test(
      head.slice(r.end),
    )
  )
    return null;
  // (The second naming closes the lead: "... descendants of X:".)
  const rest = text.slice(start + r.end, at + 200).split(/[:;]/)[0]!;
  return new RegExp(
    `\\b(?:descendants?|child(?:ren)?|issue)\\s+of\\s+(?:the\\s+said\\s+|said\\s+)?${namePattern(r.name)}\\b`,
    'i',
  ).test(rest)
    ? r.name
    : null;
}

/**
 * "...two children, A and B; that B died in 2017 and was survived by two children, C and D": a clause of a
 * "That ...; that ..." recital about a child (or sibling) already listed who died. Returns that name, or null.
 */
function listedChildWhoDied(text: string, at: number, listed: (name: string) => boolean): string | null {
  const start = sentenceStart(text, at);
  const clauseAt = text.slice(start, at).lastIndexOf(';');
  const clause = text.slice(clauseAt >= 0 ? start + clauseAt + 1 : start, at);
  const lead = clause.match(/^\s*(?:and\s+)?(?:that\s+)?/i)?.[0].length ?? 0;
  const r = readName(clause, lead);
  if (!r || !listed(r.name)) return null;
  const rest = clause.slice(r.end);
  return /^,?\s+(?:who\s+)?(?:died|predeceased|is\s+deceased)\b[^;]*\b(?:survived\s+by|leaving|left)\b[^;]*$/i.test(
    rest,
  )
    ? r.name
    : null;
}

/**
 * "My brother Thomas Hollister left surviving him two children, namely X and Y" (the affiant a child of the
 * decedent) / "The decedent's son, X, was survived by ...": children listed in a sentence led by a named child
 * who died are that child's. Returns the child's name, or null.
 */
function namedPredeceasedChild(text: string, start: number, at: number): string | null {
  const head = text.slice(start, at);
  const lead = head.match(
    /^\s*(?:(my|his|her|the\s+(?:decedent|deceased)'?s|(?:decedent|deceased)'?s)\s+(?:(?:late|deceased|predeceased)\s+)?(son|daughter|child|brother|sister),?\s+)/i,
  );
  if (!lead) return null;
  const r = readName(text, start + lead[0].length);
  // ("The decedent's sister, X, died on 4/15/2016, survived by her two children, ...": the death first.)
  if (
    !r ||
    !/^,?\s+(?:(?:\w+\s+){0,2}(?:left|was\s+survived\s+by|had)\b|(?:who\s+)?(?:died|predeceased)\b[^.;]{0,60}?\b(?:survived\s+by|leaving|left)\b)/i.test(
      text.slice(r.end, at),
    )
  )
    return null;
  // The decedent's own brother or sister: their children are nephews and nieces (see childMentions).
  if (/^(?:brother|sister)$/i.test(lead[2]!) && lead[1]!.toLowerCase() !== 'my') return r.name;
  // The affiant's brother or sister is the decedent's child only when the affiant is one.
  if (/^(?:brother|sister)$/i.test(lead[2]!)) {
    if (lead[1]!.toLowerCase() !== 'my') return null;
    if (!/\bI\s+am\s+(?:the\s+|a\s+|an\s+)?(?:\w+\s+)?(?:son|daughter|child)\s+of\b/i.test(text)) return null;
  }
  const escaped = namePattern(r.name);
  const died = new RegExp(`${escaped}[^.;]{0,60}?\\b(?:died|predeceased|deceased)\\b`, 'i');
  return died.test(text) ? r.name : null;
}

// A name a wording marks as family but of no kinship the vocabulary has (a child's other parent, a cousin's child).
const KINLESS_FAMILY = { role: 'family_member', relationship: null, confidence: 0.6 } as const;

/**
 * Whether the trust's settlor (or trustor) is the one who died: "X, Settlor and sole Trustee of the X Trust dated
 * ..., died on ...". Then "the Settlor" names the decedent.
 */
export function settlorDied(text: string): boolean {
  return /\b(?:settlor|trustor)\b(?:[^.;]|(?<=\b[A-Z])\.){0,200}?\b(?:died|passed\s+away)\b/i.test(text);
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
    return /\b(?:died|predeceased|deceased|departed\s+this\s+[l1I]ife|passed\s+away)\b/i.test(
      stop >= 0 ? clause.slice(0, stop) : clause,
    );
  };
  // A name a wording marks as family but of no kinship the vocabulary has, taken once and never the decedent.
  // A relative a wording names, taken once (never the decedent, never a name an earlier wording took).
  const addOnce = (
    r: { name: string; start: number; end: number } | null,
    kin: Pick<Mention, 'role' | 'relationship' | 'confidence'>,
  ) => {
    if (r && !isDecedent(r.name) && !out.some((o) => o.span.start === r.start))
      out.push({ name: r.name, span: { start: r.start, end: r.end }, died: false, ...kin });
  };
  // The decedent may go by the form's own word: "the Owner's wife", "the Transferor's son" (an ordinal may
  // stand before the kinship: "Decedent's first wife, X, died ...", "his eldest son, Y"; "she had one full
  // brother, X": the whole blood told apart from the half; a recital's "survived by his widow, the said X").
  // A trust's makers together are the decedent and spouse: "the trustors' daughter, X" is the decedent's child.
  const named = new RegExp(
    `\\b(?:my|his|her|(?:the\\s+)?(?:decedent|deceased|owner|transferor|testator|testatrix)'?s|(?:the\\s+)?(?:trustors|settlors|trustmakers)['’]|(?<=\\b(?:had|survived\\s+by|siblings?|children)\\b[^]{0,200}?\\b)(?:an?|one(?=\\s+(?:full|whole)\\b)))\\s+(?:late\\s+|surviving\\s+|(?:full|whole)(?:[\\s-]+blood(?:ed)?)?\\s+|beloved\\s+|former\\s+|only\\s+|(?:first|second|third|eldest|oldest|youngest)\\s+|(?:two|three|four|five|six|\\d)\\s+(?=\\w+(?:\\s+and\\s+(?:only|sole)\\s+heirs|,)))?(${REL})(?:\\s+and\\s+(?:only|sole)\\s+heirs(?:\\s+at\\s+law)?)?(?:,\\s*(?:the\\s+said\\s+|said\\s+)?|[ \\t]*:[ \\t]*(?=[A-Z])|\\s+(?:was|is|were|are)\\s+(?=[A-Z][a-z]*\\.?\\s+[A-Z])|\\s+(?:was|is|were|are)\\s+(?=[A-Z]{2,}\\s)|[ \\t]*\\n?[ \\t]*(?=\\S))`,
    'gi',
  );
  // ("leaving as his only child X, a niece of the Decedent": the kinship to the decedent said after the name is
  // X's; the "his" before it is the brother's.)
  const ownKinAfter = new RegExp(
    `^\\s*,\\s*(?:(?:his|her|(?:the\\s+)?(?:decedent|deceased)'?s)\\s+(?:${REL})\\b|(?:a|an|the)\\s+(?:${REL})\\s+of\\s+(?:the\\s+|said\\s+)*(?:decedent|deceased)\\b)`,
    'i',
  );
  const andKinNext = new RegExp(`^\\s*,\\s*and\\s+(${REL})\\s*,\\s*(?=\\p{Lu})`, 'iu');
  // Where the last name of a list of heirs ends ("her sole heirs at law her daughter, A, ..."), to carry it on.
  let heirsListEnd: number | null = null;
  for (const m of text.matchAll(named)) {
    const at = (m.index ?? 0) + m[0].length;
    // "The decedent's parents, Harold Pruitt and Ruth Pruitt, predeceased him": a plural names a list.
    const plural = /(?:s|children)$/i.test(m[1]!);
    // "her two children and sole heirs at law, namely the Grantor, A, son, and B, daughter": the list after its
    // lead, a party named by its defined term first; each name's own kinship word says more than the plural.
    const listAt = plural
      ? at +
        (text
          .slice(at, at + 80)
          .match(
            /^(?:namely|to\s+wit|viz\.?)[,:]?\s*(?:the\s+(?:grantor|grantee|affiant|declarant|petitioner|applicant|administrat(?:or|rix)|execut(?:or|rix)|personal\s+representative)\s*,\s*)?/i,
          )?.[0].length ?? 0)
      : at;
    const names: { name: string; start: number; end: number; kin?: string | null }[] = plural
      ? readPartyList(text, listAt, 6).names.map((n) => ({
          name: n.name,
          start: n.span.start,
          end: n.span.end,
          kin: n.relationship,
        }))
      : // A form's labelled blank ("Name of Decedent's father: ____X____") ends with its line.
        [readName(m[0].includes(':') ? text.slice(0, text.indexOf('\n', at) >>> 0) : text, at)].filter(
          (r) => r !== null,
        );
    const last = names.at(-1);
    // "her two children and only heirs at law, A and B": named as the heirs.
    // ("left surviving him as his sole heirs at law his two children, A and B": the heirs named before the kinship.)
    // ("left surviving as her sole heirs at law her daughter, A, and her son, B": the list's later kin are heirs too.)
    const heirs: boolean =
      /\bheirs\b/i.test(m[0]) ||
      /\b(?:sole|only)\s+heirs(?:\s+at\s+law)?,?\s*$/i.test(
        text.slice(Math.max(0, (m.index ?? 0) - 40), m.index),
      ) ||
      (heirsListEnd !== null && /^\s*,?\s*and\s+$|^\s*,\s*$/.test(text.slice(heirsListEnd, m.index)));
    heirsListEnd = heirs && last ? last.end : null;
    for (const r of names) {
      if (isDecedent(r.name)) continue;
      // In a list of "A, his daughter, B, his son, ..." the word before B is A's: B's own kinship follows B.
      if (!plural && ownKinAfter.test(text.slice(r.end, r.end + 40))) continue;
      // The widow of a son who died before the decedent: family, of no kinship the vocabulary has.
      if (
        !plural &&
        /^(?:his|her)\b/i.test(m[0]) &&
        normalizeRelationship(m[1]!) === 'spouse' &&
        inDeadKinClause(text, m.index ?? 0)
      ) {
        addOnce(r, { role: 'family_member', relationship: null, confidence: 0.7 });
        continue;
      }
      out.push({
        name: r.name,
        span: { start: r.start, end: r.end },
        ...(heirs ? { role: 'heir' as const } : {}),
        relationship: r.kin ?? (childOfMyChild(text, m) ? 'grandchild' : normalizeRelationship(m[0])),
        address: plural ? null : addressAfterName(text, r.end),
        died: diedAfter(last?.end ?? r.end),
        confidence: 0.75,
      });
    }
    // The possessive said once for two relatives: "devised to the decedent's son, A, and daughter, B".
    const next = plural || !last ? null : text.slice(last.end, last.end + 60).match(andKinNext);
    if (next && last) {
      const r = readName(text, last.end + next[0].length);
      if (r && !isDecedent(r.name) && !out.some((o) => o.span.start === r.start))
        out.push({
          name: r.name,
          span: { start: r.start, end: r.end },
          ...(heirs ? { role: 'heir' as const } : {}),
          relationship: normalizeRelationship(next[1]!),
          address: addressAfterName(text, r.end),
          died: diedAfter(r.end),
          confidence: 0.7,
        });
    }
  }
  // "Decedent has two half-brothers on his mother's side, A and B, who do not inherit": relatives counted, then
  // named (the side of the family they are on may stand between). Also a recital's "X was survived by two
  // children, A, her son, and B, her daughter": each name's own kinship word says more than the count's.
  for (const m of text.matchAll(
    new RegExp(
      `\\b(?:(?:decedent|deceased|he|she)\\s+(?:has|had|have)|survived\\s+by)\\s+(?:a|an|one|two|three|four|five|six|\\d)\\s+(?:surviving\\s+|living\\s+)?(${REL})(?:\\s+on\\s+(?:his|her|the)\\s+(?:mother|father)['’]?s\\s+side)?\\s*,\\s*(?=\\p{Lu})`,
      'giu',
    ),
  )) {
    const at = (m.index ?? 0) + m[0].length;
    const names = readPartyList(text, at, 6).names;
    const last = names.at(-1);
    for (const n of names) {
      if (isDecedent(n.name) || out.some((o) => o.span.start === n.span.start)) continue;
      out.push({
        name: n.name,
        span: n.span,
        relationship: n.relationship ?? normalizeRelationship(m[1]!),
        died: diedAfter(last?.span.end ?? n.span.end),
        confidence: 0.7,
      });
    }
  }
  // A form's family lines: "Parents:   STANLEY J. KOZLOWSKI, father, deceased" (the kinship after the name).
  // Also a numbered list of them: "2.  Linda Votaw Sherwood, daughter, who predeceased the decedent".
  for (const m of text.matchAll(
    /^[ \t]*(?:\(?(?:\d{1,2}|[a-z])[.)][ \t]+)?(?:[A-Za-z][A-Za-z ()']{1,40}:)?[ \t]*(?=\p{Lu})/gmu,
  )) {
    const r = readName(text, (m.index ?? 0) + m[0].length);
    if (!r || isDecedent(r.name)) continue;
    const tail = text
      .slice(r.end, text.indexOf('\n', r.end) >>> 0)
      .match(
        new RegExp(
          `^,\\s*(${REL})\\s*(?:,\\s*(deceased|predeceased|living|surviving|who\\s+(?:predeceased|died))\\b[^\\n]*)?[;.]?$`,
          'i',
        ),
      );
    const relationship = tail ? normalizeRelationship(tail[1]!) : null;
    if (!relationship) continue;
    out.push({
      name: r.name,
      span: { start: r.start, end: r.end },
      relationship,
      died: /deceased|died/i.test(tail![2] ?? ''),
      confidence: 0.7,
    });
  }
  // A form's kinship label before the name: "Mother: SHARON KAY PARRAMORE - deceased 3/5/2017", "Father: X - living".
  // A death certificate's boxes: "| 12. FATHER'S NAME: X   | 13. MOTHER'S NAME PRIOR TO FIRST |" over
  // "|                        |     MARRIAGE: Y         |" (the label may wrap inside its box).
  for (const m of text.matchAll(
    /(?:^|(?<=[|¦]))[ \t]*(?:[|¦][ \t]*)?(?:\(?(?:\d{1,2}[a-z]?|[a-z])[.)][ \t]+)?(father|mother|son|daughter|brother|sister|half[\s-]?(?:brother|sister)|step(?:son|daughter|child)|grand(?:son|daughter|child))(?:['’]s[ \t]+(?:(?:full|legal|maiden)[ \t]+)?name(?:[\s|¦]+prior[\s|¦]+to[\s|¦]+first[\s|¦]+marriage)?)?[ \t]*:[ \t]*(?=\p{Lu})/gimu,
  )) {
    const lineEnd = text.indexOf('\n', (m.index ?? 0) + m[0].length) >>> 0;
    const r = readName(text.slice(0, lineEnd), (m.index ?? 0) + m[0].length);
    if (!r || isDecedent(r.name) || out.some((o) => o.span.start === r.start)) continue;
    out.push({
      name: r.name,
      span: { start: r.start, end: r.end },
      relationship: normalizeRelationship(m[1]!),
      died: /^[^;]*\b(?:deceased|died|predeceased)\b/i.test(text.slice(r.end, lineEnd)),
      confidence: 0.7,
    });
  }
  const lateSpouse = (r: { name: string; start: number; end: number }) =>
    out.push({
      name: r.name,
      span: { start: r.start, end: r.end },
      relationship: 'spouse',
      died: true,
      confidence: 0.7,
    });
  // "the daughter of WILMA JEAN DOE, widow of Harold F. Doe": the decedent's late husband (or wife), named after
  // the decedent's own name or the term defining it ('X (the "Decedent"), unremarried widow of Y').
  // ("The decedent was the widow of X, who died ...": the decedent named by the word.)
  for (const m of text.matchAll(
    /,\s*(?:the\s+|an?\s+)?(?:unremarried\s+|surviving\s+)?widow(?:er)?\s+of\s+(?:the\s+late\s+)?(?=\p{Lu})|\b(?:[Dd]ecedent|[Dd]eceased)\s+was\s+(?:the\s+|an?\s+)?(?:unremarried\s+|surviving\s+)?widow(?:er)?\s+of\s+(?:the\s+late\s+)?(?=\p{Lu})/gu,
  )) {
    const subject = !m[0].startsWith(',');
    const defined = /\(\s*(?:the\s+)?["“]?(?:decedent|deceased)["”]?\s*\)$/i.test(
      text.slice(Math.max(0, (m.index ?? 0) - 40), m.index ?? 0),
    );
    const widow = subject ? null : nameEndingAt(text, m.index ?? 0);
    if (!subject && !defined && (!widow || !isDecedent(widow.name))) continue;
    const r = readName(text, (m.index ?? 0) + m[0].length);
    if (!r || isDecedent(r.name) || out.some((o) => o.span.start === r.start)) continue;
    lateSpouse(r);
  }
  // A relative named right after a phrase that says the kinship.
  const namedAfter = (re: RegExp, relationship: string, died: (end: number) => boolean) => {
    for (const m of text.matchAll(re)) {
      const r = readName(text, (m.index ?? 0) + m[0].length);
      if (r && !isDecedent(r.name))
        out.push({
          name: r.name,
          span: { start: r.start, end: r.end },
          relationship,
          died: died(r.end),
          confidence: 0.7,
        });
    }
  };
  // The kinship after the name, said of the decedent in so many words: "MAI THI NGUYEN, the decedent's wife and
  // co-trustee, died ...", "Robert Lee Ames, a son of the decedent, ...", "X, the co-trustee and wife of said
  // decedent, died ..." (a capacity before the kinship). (An affidavit of a trustee's death may call the decedent
  // by the trust's word, where it is the settlor who died: "names X, brother of the Settlor, as first successor
  // Trustee".) A trust's makers together are the decedent and spouse: "MARC X, the son of the Trustors, shall serve"
  // names their child.
  const decedentWord = settlorDied(text) ? 'decedent|deceased|settlor|trustor' : 'decedent|deceased';
  for (const m of text.matchAll(
    new RegExp(
      `,\\s*(?:the\\s+|a\\s+|an\\s+)?(?:(?:decedent|deceased)'?s\\s+(?:(?:surviving|late|only|adult|eldest|youngest)\\s+)?(${REL})|(?:[\\w-]+\\s+and\\s+)?(?:(?:surviving|late|only|adult|eldest|youngest)\\s+)?(${REL})\\s+of\\s+(?:the\\s+)?(?:said\\s+)?(?:${decedentWord}|trustors|settlors|trustmakers)\\b)`,
      'gi',
    ),
  )) {
    const r = nameEndingAt(text, m.index ?? 0);
    const relationship = normalizeRelationship(m[1] ?? m[2] ?? '');
    if (!r || !relationship || isDecedent(r.name) || out.some((o) => o.span.start === r.start)) continue;
    out.push({
      name: r.name,
      span: { start: r.start, end: r.end },
      relationship,
      died: diedAfter((m.index ?? 0) + m[0].length),
      confidence: 0.7,
    });
  }
  // "Marital status: widower (wife, Norma J. Hutchens, died 5/2/2012)": the spouse named in a parenthetical note.
  namedAfter(/\(\s*(?:(?:his|her|the)\s+)?(?:late\s+)?(wife|husband|spouse)\s*,\s*/gi, 'spouse', diedAfter);
  // "Jolene M. Tiger had a daughter from a prior relationship, CASSANDRA R. BEAVER": the spouse's child.
  namedAfter(
    /\b(?:son|daughter|child)\s+(?:from|by|of)\s+(?:a|an|her|his)\s+(?:prior|previous|former|earlier|first)\s+(?:marriage|relationship),\s*/gi,
    'stepchild',
    () => false,
  );
  // A testator's "I have one stepson, X, the son of my late husband" / "my stepdaughter, Y": named after the word.
  namedAfter(
    /\b(?:my|one|a|an|his|her)\s+step[\s-]?(?:son|daughter|child)\s*,\s*(?=\p{Lu})/giu,
    'stepchild',
    () => false,
  );
  // "X, my wife's son, whom I legally adopted" / "My wife's daughter, Y, has not been adopted by me".
  for (const c of spouseChildren(text)) addOnce(c, { relationship: c.relationship, confidence: 0.7 });
  // "X has two children by a prior marriage, A and B": each named is the spouse's child.
  for (const m of text.matchAll(
    /\b(?:two|three|four|five|\d)\s+(?:sons|daughters|children)\s+(?:from|by|of)\s+(?:a|an|her|his)\s+(?:prior|previous|former|earlier|first)\s+(?:marriage|relationship),\s*/gi,
  )) {
    let at = (m.index ?? 0) + m[0].length;
    for (let n = 0; n < 5; n++) {
      const r = readName(text, at);
      if (!r || isDecedent(r.name)) break;
      addOnce(r, { relationship: 'stepchild', confidence: 0.7 });
      const sep = text.slice(r.end, r.end + 8).match(/^(?:,\s*(?:and\s+)?|\s+and\s+)/);
      if (!sep) break;
      at = r.end + sep[0].length;
    }
  }
  // "RYAN M. ASH, son of Patricia L. Doe by a prior marriage": the child of someone other than the decedent by
  // an earlier marriage is the spouse's child.
  // (Or said in a sentence of its own: "That KEVIN M. ROE is the son of Mary A. Doe by a prior marriage".)
  for (const m of text.matchAll(
    /(?:,\s*|(?<=\p{L}\.?)\s+(?:is|was)\s+)(?:a\s+|the\s+)?(?:son|daughter|child)\s+of\s+(?=\p{Lu})/gu,
  )) {
    const parent = readName(text, (m.index ?? 0) + m[0].length);
    if (
      !parent ||
      isDecedent(parent.name) ||
      !/^,?\s+(?:by|from)\s+(?:a|an|her|his)\s+(?:prior|previous|former|earlier|first)\s+(?:marriage|relationship)\b/i.test(
        text.slice(parent.end, parent.end + 60),
      )
    )
      continue;
    addOnce(nameEndingAt(text, m.index ?? 0), { relationship: 'stepchild', confidence: 0.7 });
  }
  // "BRANDON K. ROE, stepson, was not adopted and takes nothing": the kinship set off after the name.
  // (Or stated of the name: "That BRANDON K. ROE is a step-son of the Decedent".)
  for (const m of text.matchAll(
    /(?<=\p{L}\.?),\s*(?:a\s+|the\s+|(?:the\s+)?decedent'?s\s+|his\s+|her\s+)?step[\s-]?(?:son|daughter|child)\s*,|(?<=\p{L}\.?)\s+(?:is|was)\s+(?:a\s+|the\s+)step[\s-]?(?:son|daughter|child)\s+of\s+(?:the\s+|said\s+)*(?:decedent|deceased)\b/giu,
  ))
    addOnce(nameEndingAt(text, m.index ?? 0), { relationship: 'stepchild', confidence: 0.7 });
  // "Decedent fathered one child with X" / "had a son by X": the other parent of a child, named as family but no
  // relative (a spouse's mention elsewhere gives the kinship).
  for (const m of text.matchAll(
    /\b(?:fathered|mothered|had|bore|conceived|parented)\s+(?:a|one|two|three|\d)\s+(?:child(?:ren)?|sons?|daughters?)\s+(?:with|by)\s+(?=\p{Lu})/giu,
  )) {
    addOnce(readName(text, (m.index ?? 0) + m[0].length), KINLESS_FAMILY);
  }
  // "I have since remarried. On October 2, 2022, I married X": a surviving spouse's later marriage names no kin of
  // the decedent (only where the affiant says so: a testator's "I married X" is the decedent's own spouse).
  if (/\b(?:I|affiant)\s+(?:have|has)\s+since\s+remarried\b/i.test(text))
    for (const m of text.matchAll(/\b(?:I|[Aa]ffiant)\s+(?:re)?married\s+(?=\p{Lu})/gu)) {
      addOnce(readName(text, (m.index ?? 0) + m[0].length), {
        role: 'other',
        relationship: null,
        confidence: 0.6,
      });
    }
  // "took BRANDON LEE COPE, the son of a cousin, into her home": a distant relative the affidavit names and
  // excludes, family but of no kinship the vocabulary has.
  for (const m of text.matchAll(
    /,\s*(?:a|the)\s+(?:son|daughter|child|grandson|granddaughter)\s+of\s+(?:a|an|(?:his|her|the\s+decedent'?s)(?:\s+(?:first|second))?)\s+cousin\b/gi,
  )) {
    addOnce(nameEndingAt(text, m.index ?? 0), KINLESS_FAMILY);
  }
  // "after the death of X, Rufus Lee Doe married Verna Louise Tate, now deceased": a parent's later spouse, the
  // decedent's step-parent, is family of no kinship the vocabulary has; named in full where the document gives
  // the parent's surname after hers ("Verna Louise Tate Doe had no other children").
  const parents = out.filter((o) => o.relationship === 'parent');
  for (const m of parents.length
    ? text.matchAll(/\s+(?:later\s+|then\s+|thereafter\s+|again\s+)?(?:re)?married\s+(?=\p{Lu})/gu)
    : []) {
    const who = nameEndingAt(text, m.index ?? 0);
    const parent = who ? parents.find((p) => sameName(p.name, who.name)) : undefined;
    const r = parent ? readName(text, (m.index ?? 0) + m[0].length) : null;
    if (!r || !parent) continue;
    const surname = parent.name.split(/\s+/).at(-1)!;
    const escaped = namePattern(`${r.name} ${surname}`);
    const fuller = new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'u').test(text);
    addOnce(fuller ? { ...r, name: `${r.name} ${surname}` } : r, KINLESS_FAMILY);
  }
  // Whether a spouse died: any mention of the name followed by "having died" / "died", also after a description
  // set off by commas ("X, the husband of the decedent and her co-trustee, died on ...").
  const diedLater = (name: string) => {
    const escaped = namePattern(name);
    return [...text.matchAll(new RegExp(escaped, 'gi'))].some((n) =>
      /^(?:,\s*(?:the|his|her|a|an)\s[^,;.()]{2,80},)?,?\s*(?:having\s+died|who\s+died|died|predeceased)\b/i.test(
        text.slice((n.index ?? 0) + n[0].length, (n.index ?? 0) + n[0].length + 120),
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
  // The decedent named first: "conveyed unto Stanley J. Kovalchik and Dorothy A. Kovalchik, his wife".
  for (const m of text.matchAll(/\s+(?:and|&)\s+/g)) {
    const second = readName(text, (m.index ?? 0) + m[0].length);
    if (!second || isDecedent(second.name)) continue;
    if (!/^,?\s*(?:his\s+wife|her\s+husband)\b/i.test(text.slice(second.end, second.end + 20))) continue;
    const first = nameEndingAt(text, m.index ?? 0);
    if (first && isDecedent(first.name)) spouse(second);
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
  // A couple in a chain of title: "conveyed unto Anthony R. DiFilippo and Carmela DiFilippo, husband and wife".
  for (const m of text.matchAll(/,\s*(?:husband\s+and\s+wife|wife\s+and\s+husband)\b/gi)) {
    const second = nameEndingAt(text, m.index ?? 0);
    const and = second ? text.slice(0, second.start).match(/\s+(?:and|&)\s+$/i) : null;
    const first = second && and ? nameEndingAt(text, second.start - and[0].length) : null;
    if (!first || !second) continue;
    if (isDecedent(first.name) && !isDecedent(second.name)) spouse(second);
    else if (isDecedent(second.name) && !isDecedent(first.name)) spouse(first);
  }
  // "Y died on February 2, 2019, and X [the decedent] thereafter served as sole surviving trustee and did not
  // remarry": the one whose death the decedent did not remarry after was the decedent's spouse.
  for (const m of text.matchAll(
    /\s+(?:died|DIED|passed\s+away|PASSED\s+AWAY)\b[^.;]{0,80}?,?\s+(?:and|AND)\s+([^.;]{0,160}?)\b(?:did|DID)\s+(?:not|NOT)\s+(?:remarry|REMARRY)\b/g,
  )) {
    // (The subject's name may run into the next words in capitals: "GERALD LEE HOLMQUIST\nTHEREAFTER SERVED".)
    const words = readName(text, (m.index ?? 0) + m[0].indexOf(m[1]!))?.name.split(' ') ?? [];
    const decedentDidNot =
      words.some((_, k) => k >= 1 && isDecedent(words.slice(0, k + 1).join(' '))) ||
      /^(?:the\s+)?(?:decedent|deceased|he|she)\b/i.test(m[1]!);
    const r = nameEndingAt(text, m.index ?? 0);
    if (decedentDidNot && r && !isDecedent(r.name) && !out.some((o) => o.span.start === r.start))
      lateSpouse(r);
  }
  // "his wife, Lillian R. Voss, ... Lillian R. Voss died on February 8, 2017": the death told in a later sentence.
  for (const k of out) if (k.relationship === 'spouse' && !k.died) k.died = diedLater(k.name);
  return out;
}

/**
 * A child's sex from the pronouns said of the child right after the name: a relative clause ("MARCUS ALLEN
 * BRISCOE, who died on May 21, 2020, survived by his two children") or where a notice reached the child ("mailed
 * notice to X, the only other heir, at his last known address").
 */
export function childSexAfter(text: string, end: number): 'son' | 'daughter' | null {
  const after = text.slice(end, end + 200);
  const clause =
    after.match(/^,?\s*(?:who|whom|whose)\b[^;.]*/i)?.[0] ??
    after.match(
      /^(?:,[^,;.()]{2,80},)?\s+at\s+(his|her)\s+(?:(?:last\s+known|mailing|current|residence)\s+)*address\b/i,
    )?.[1] ??
    // A listed child's item that says how the child died: "X, JR., born ...; other parent: Y; died August 9, 2019,
    // survived by his two children" (the clause after the death is said of the child).
    after.match(/^,[^.]{0,160}?[;,]\s*(?:and\s+)?((?:died|predeceased)\b[^;.:]*)/i)?.[1];
  // A certificate's "X, who acknowledged that she is the duly appointed ...": the officer's form words about a
  // signer, no family history (the kinship stays as the recital states it). (Nor does a clause said of several,
  // "A and B, who are his sole heirs at law": its pronoun is the parent's, not the child's.)
  if (
    !clause ||
    /^,?\s*who\s+(?:are|were)\b/i.test(clause) ||
    /^,?\s*who\s+(?:(?:duly\s+)?acknowledged|stated|swore|being\s+(?:first\s+)?(?:duly\s+)?sworn|(?:is|are)\s+personally\s+known)\b/i.test(
      clause,
    )
  )
    return null;
  const he = /\b(?:he|his|him|himself)\b/i.test(clause);
  const she = /\b(?:she|her|hers|herself)\b/i.test(clause);
  return he === she ? null : he ? 'son' : 'daughter';
}

/** "... are the decedent's son and daughter": the kinship words of a plural statement, in order. */
export function pluralKinship(
  text: string,
): { words: string[]; start: number; end: number; all?: boolean; count?: number }[] {
  const out: { words: string[]; start: number; end: number; all?: boolean; count?: number }[] = [];
  // (Each word may take its own article: "the son and the daughter of the Decedent".)
  const LIST = `(?:surviving\\s+|only\\s+)?(?:${REL})(?:\\s*,\\s*(?:the\\s+)?(?:surviving\\s+|only\\s+)?(?:${REL}))*,?\\s+and\\s+(?:the\\s+)?(?:surviving\\s+|only\\s+)?(?:${REL})`;
  // "... are the decedent's son and daughter" / "Affiants are the son and the daughter of the Decedent".
  const re = new RegExp(
    `\\bare\\s+(?:the\\s+)?(?:(?:decedent'?s|deceased'?s|his|her)\\s+(${LIST})|(${LIST})\\s+of\\s+(?:the\\s+|said\\s+)*(?:decedent|deceased)\\b)`,
    'gi',
  );
  // "issued to Grantors, the son and daughter of the decedent," / "A and B, the decedent's son and daughter,":
  // an appositive after the names or role.
  const appositive = new RegExp(
    `,\\s*(?:being\\s+)?(?:the\\s+)?(?:(?:decedent'?s|deceased'?s)\\s+(${LIST})|(${LIST})\\s+of\\s+(?:the\\s+|said\\s+)*(?:decedent|deceased)\\b)`,
    'gi',
  );
  // "designated the affiants, her son and daughter, as beneficiaries": the kinship of a plural role, after it.
  const ofRole = new RegExp(
    `(?<=\\b(?:affiants|declarants|grantees|grantors|beneficiaries))\\s*,\\s*(?:his|her|the\\s+decedent'?s)\\s+(${LIST})\\b`,
    'gi',
  );
  for (const m of [...text.matchAll(re), ...text.matchAll(appositive), ...text.matchAll(ofRole)]) {
    const words = (m[1] ?? m[2])!
      .split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
      .map((w) => normalizeRelationship(w.replace(/^the\s+/i, '')));
    if (words.every((w) => w !== null))
      out.push({ words: words as string[], start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  // "The Grantees are the three children of the decedent" / "the Grantors are all of the decedent's surviving
  // siblings": one kinship shared by everyone the plural role names (`all`), how many when counted. An
  // indenture's "the party of the first part and the party of the second part are the sons of said decedent"
  // shares it between both sides.
  const shared =
    /(?<=\b(?:affiants|declarants|grantees|grantors|beneficiaries|part(?:y|ies)\s+of\s+the\s+(?:first|second)\s+part)\s+(?:are|were)\s+)(?:all\s+(?:of\s+)?)?(?:the\s+)?(?:(?:decedent'?s|deceased'?s)\s+)?(?:(two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+)?(?:surviving\s+|adult\s+|only\s+)*(children|sons|daughters|grandchildren|brothers|sisters|siblings|nephews|nieces)\b(?:\s+of\s+(?:the\s+|said\s+)*(?:decedent|deceased)\b)?/gi;
  for (const m of text.matchAll(shared)) {
    // The kinship must be the decedent's: said before the word or after it ("children of the decedent").
    if (!/decedent|deceased/i.test(m[0])) continue;
    const word = normalizeRelationship(m[2]!);
    const count = m[1] ? (wordsToNumber(m[1]) ?? Number(m[1])) : undefined;
    if (word)
      out.push({ words: [word], start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, all: true, count });
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
  // A form's label: "Relationship of Affiant to Decedent: ____son____".
  const label = text.match(
    new RegExp(
      `\\brelationship\\s+(?:of\\s+(?:the\\s+)?(?:affiant|declarant)\\s+)?to\\s+(?:the\\s+)?(?:decedent|deceased)\\s*:[\\s_]*(${KIN_WORD})\\b`,
      'i',
    ),
  );
  const labelled = label ? normalizeRelationship(label[1]!) : null;
  if (label && labelled)
    return { value: labelled, span: { start: label.index ?? 0, end: (label.index ?? 0) + label[0].length } };
  const subject = /^\s*(?:\d{1,2}\.\s+)?(?:I|Affiant|Declarant|The\s+undersigned(?:\s+affiant)?)\b/i;
  const re = new RegExp(
    `\\b(?:I\\s+(?:am|was)|(?:affiant|declarant)\\s+(?:is|was)|[Tt]hat\\s+(?:he|she)\\s+(?:is|was)|being)\\s+(?:[^.;]{0,80}?\\band\\s+(?:is\\s+|was\\s+|am\\s+)?)?(?:(?:the|a|an)\\s+)?(?:(decedent'?s|deceased'?s|his|her)\\s+)?(?:(?:surviving|only|adult|natural|eldest|youngest|lawful)\\s+)?(${KIN_WORD})\\b(?:\\s+of\\s+(?:the\\s+|said\\s+)*(decedent|deceased)?)?|\\b(?:I|affiant|declarant)\\s+(?:was|am|is)\\s+(?:lawfully\\s+)?married\\s+to\\s+(?:the\\s+|said\\s+)*(?:decedent|deceased)\\b`,
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
  // "upon the death of the Decedent I, his daughter, became successor trustee": the kinship set off after "I".
  const aside = text.match(
    new RegExp(
      `\\bI,\\s+(?:(?:the\\s+)?(?:decedent|deceased)['’]?s|his|her)\\s+(?:(?:surviving|only|eldest|youngest)\\s+)?(${KIN_WORD}),`,
      'i',
    ),
  );
  const asideKin = aside ? normalizeRelationship(aside[1]!) : null;
  if (aside && asideKin)
    return { value: asideKin, span: { start: aside.index ?? 0, end: (aside.index ?? 0) + aside[0].length } };
  // "X (the "Decedent"), was my father": the decedent's kinship to the affiant, turned round.
  const mine = text.match(
    /\b(?:the\s+)?(?:["“]?(?:decedent|deceased)["”]?\)?),?\s+(?:was|is)\s+my\s+(?:late\s+)?(father|mother|husband|wife|brother|sister|grandfather|grandmother)\b/i,
  );
  const turned = mine
    ? (
        {
          father: 'child',
          mother: 'child',
          husband: 'spouse',
          wife: 'spouse',
          brother: 'sibling',
          sister: 'sibling',
          grandfather: 'grandchild',
          grandmother: 'grandchild',
        } as Record<string, string>
      )[mine[1]!.toLowerCase()]
    : undefined;
  if (mine && turned)
    return { value: turned, span: { start: mine.index ?? 0, end: (mine.index ?? 0) + mine[0].length } };
  // "MARGARET E. BROPHY, my mother, late of ...": the decedent's name with the affiant's kin word after it.
  for (const m of text.matchAll(/,\s+my\s+(?:late\s+)?(father|mother)\s*,/gi)) {
    const r = nameEndingAt(text, m.index ?? 0);
    if (r && isDecedent(r.name))
      return { value: 'child', span: { start: r.start, end: (m.index ?? 0) + m[0].length } };
  }
  // "the decedent and affiant are sisters" / "Affiant and the Decedent were brothers": kinship of the pair.
  const pair = text.match(
    /\b(?:(?:the\s+)?(?:decedent|deceased)\s+and\s+(?:the\s+)?(?:affiant|declarant|I)|(?:the\s+)?(?:affiant|declarant|I)\s+and\s+(?:the\s+)?(?:decedent|deceased))\s+(?:are|were)\s+(?:(?:full|half|twin)[\s-]+)?(sisters|brothers|siblings|twins)\b/i,
  );
  if (pair)
    return { value: 'sibling', span: { start: pair.index ?? 0, end: (pair.index ?? 0) + pair[0].length } };
  return null;
}

/** A niece's or nephew's kin, seen from the decedent: the affiant's parent or aunt is a sibling. */
const FROM_SIBLINGS_CHILD: Record<string, string> = {
  mother: 'sibling',
  father: 'sibling',
  aunt: 'sibling',
  uncle: 'sibling',
  grandmother: 'parent',
  grandfather: 'parent',
};

/** The affiant's own kin word read as the decedent's, by how the affiant is related to the decedent. */
const FROM_AFFIANT: Record<string, Record<string, string>> = {
  grandchild: {
    mother: 'daughter',
    father: 'son',
    aunt: 'daughter',
    uncle: 'son',
    grandmother: 'spouse',
    grandfather: 'spouse',
  },
  son: { brother: 'son', sister: 'daughter', mother: 'spouse', father: 'spouse' },
  daughter: { brother: 'son', sister: 'daughter', mother: 'spouse', father: 'spouse' },
  child: { brother: 'son', sister: 'daughter', mother: 'spouse', father: 'spouse' },
  niece: FROM_SIBLINGS_CHILD,
  nephew: FROM_SIBLINGS_CHILD,
};

/**
 * Relatives an affiant names from their own side ("My mother, Ruth Ann Dykstra, ..." / "my uncle, Paul
 * Vander Molen" / "married to my grandfather, Gerrit J. Vander Molen" by a granddaughter): the kinship to the
 * decedent, given the affiant's own kinship to the decedent.
 */
export function affiantSideKin(
  text: string,
  affiantKin: string,
  isDecedent: (name: string) => boolean,
): { name: string; start: number; end: number; relationship: string }[] {
  const map = FROM_AFFIANT[affiantKin];
  if (!map) return [];
  const out: { name: string; start: number; end: number; relationship: string }[] = [];
  for (const m of text.matchAll(
    /\bmy\s+(?:late\s+|deceased\s+|paternal\s+|maternal\s+)?(mother|father|aunt|uncle|grandmother|grandfather|brother|sister)\s*,?\s*(?=\p{Lu})/giu,
  )) {
    const relationship = map[m[1]!.toLowerCase()];
    const r = relationship ? readName(text, (m.index ?? 0) + m[0].length) : null;
    if (r && relationship && !isDecedent(r.name)) out.push({ ...r, relationship });
  }
  // "my parents, A and B, husband and wife": the parent who is not the decedent is the decedent's spouse.
  const parent = map.father;
  for (const m of parent ? text.matchAll(/\bmy\s+(?:late\s+)?parents\s*,?\s*(?=\p{Lu})/giu) : []) {
    const names = readPartyList(text, (m.index ?? 0) + m[0].length, 2).names;
    if (names.length !== 2 || !names.some((n) => isDecedent(n.name))) continue;
    for (const n of names)
      if (!isDecedent(n.name))
        out.push({ name: n.name, start: n.span.start, end: n.span.end, relationship: parent! });
  }
  return out;
}

/**
 * A kinship given to a party by its defined term: "appointed his son, X, and his daughter, the Grantor herein, as
 * Co-Executors", "her husband, the Affiant herein". The term names the party the instrument defined.
 */
export function kinOfDefinedParty(
  text: string,
): { term: string; relationship: string; span: { start: number; end: number } }[] {
  const out: { term: string; relationship: string; span: { start: number; end: number } }[] = [];
  const re = new RegExp(
    `\\b(?:his|her|(?:the\\s+)?(?:decedent|deceased|testator|testatrix)['’]?s)\\s+(${REL}),?\\s+the\\s+(?:said\\s+)?(grantor|grantee|affiant|declarant)\\s+(?:herein|hereof|named\\s+(?:herein|above))\\b`,
    'gi',
  );
  for (const m of text.matchAll(re)) {
    const relationship = normalizeRelationship(m[1]!);
    const start = m.index ?? 0;
    if (relationship)
      out.push({ term: m[2]!.toLowerCase(), relationship, span: { start, end: start + m[0].length } });
  }
  return out;
}
