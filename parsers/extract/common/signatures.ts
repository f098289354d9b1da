import { opensWithNumberOrBox } from '../../normalize/addresses';
import { isEntity } from '../../normalize/names';
import type { Doc, Line } from '../../text/doc';
import { nameEndingAt, readName } from '../../text/read-name';
import { namePattern } from '../../text/regex-escape';
import type { Mention, Role } from '../registry';
import { addressAfterName, readAddress } from './address-near';
import { inVestingRecital, SURVEYOR_TITLE } from './chain-of-title';
import { isIndexEntry, titleOffset } from './index-entry';
import { readPartyList } from './party-list';
import { isHeadingLine } from './sections';

const BLOCK_ROLES: [RegExp, Role][] = [
  // (New England's acknowledging officer may be a Justice of the Peace instead.)
  // (Iowa's acknowledgment prints "Signature of Notary Public" under the notary's name; a scan may read
  // the l as a one: "Notary Pub1ic"; or the t as an f, or a letter twice: "Nofary Public", "Notarry Public".)
  // (Minnesota's acknowledgment forms print "Title (and Rank):" before it, under the officer's printed name.)
  // (Nebraska commissions a "General Notary": the title under the rule, the printed name below it.)
  [
    /^(?:signature\s+of\s+(?:the\s+)?|title(?:[ \t]*\((?:and|or)[ \t]+rank\))?[ \t]*:[ \t]*)?(?:no[tf]{1,2}ar{1,2}y\s+pub[l1I]ic|general\s+notary|justice\s+of\s+the\s+peace)\b/i,
    'notary',
  ],
  [
    // ("Corroborating Witness" / "Independent Witness": the heirship affidavit's witness under another word.)
    /^(?:disinterested\s+|credible\s+|attesting\s+|subscribing\s+|unofficial\s+|corroborating\s+|independent\s+)?witness(?:es|ed\s+by)?\b/i,
    'witness',
  ],
  // "Affiant (Disinterested Witness)": an affiant who swears as the heirship's witness.
  [
    /^(?:affiant|declarant|deponent)\s*(?:[(,/-]|and|&)\s*(?:(?:disinterested|credible|corroborating|independent)\s+)?witness\b/i,
    'witness',
  ],
  // "Corroborating Affiant": one who swears to the family history beside the heir is a witness of it.
  [/^(?:corroborating|disinterested)\s+(?:affiant|deponent|declarant)\b/i, 'witness'],
  // Not "Affiant's Address:" / "Affiant's Relationship": a label about the affiant.
  // (Louisiana's authentic acts: the persons who "personally came and appeared" sign as "Appearers".)
  // (A column heading may be plural: "WITNESSES:      AFFIANTS:".)
  [/^(?:affiants?|declarants?|deponents?|appearers?)\b(?!['’])/i, 'affiant'],
  // Small estate affidavits are signed by each distributee: an heir.
  // (Also with the signer's kinship before it: "Surviving Spouse / Distributee", "Son and Distributee".)
  [
    /^(?:(?:surviving\s+)?(?:spouse|wife|husband|son|daughter|child|heir)\s*(?:\/|,|&|and)\s*)?distributee\b/i,
    'heir',
  ],
  [/^(?:owner|grantor)\b/i, 'grantor'],
  // New Jersey's acknowledging officer may be an attorney: "An Attorney at Law of the State of New Jersey" under the
  // name is the officer's title (a scan may read its "rn" as "m").
  // (The state may wrap onto the next line: "An Attorney at Law of the" over "State of New Jersey".)
  [/^an\s+att(?:orn|om)ey\s+at\s+law\s+of\b(?:\s+the)?(?:\s+state\b|\s*$)/i, 'notary'],
  [/^(?:preparer|attorney)\b/i, 'preparer'],
  // Pennsylvania's certificate of the grantees' residence is signed by their agent: a named non-party.
  [/^(?:agent|attorney-in-fact)\s+for\s+(?:the\s+)?(?:grantees?|grantors?|buyers?|purchasers?)\b/i, 'other'],
  // The appraiser who signs an attached inventory (California's probate referee on the DE-160) is a named non-party.
  [/^(?:probate\s+referee|(?:court[\s-]+appointed\s+|probate\s+)?appraiser)\b/i, 'other'],
];

/** A column heading naming a party of a sale, over its signers: "VENDOR:", "PURCHASER(S):", "SELLERS". */
const PARTY_HEADING_RE =
  /^(?:vendors?|sellers?|purchasers?|buyers?|vendees?|grantors?|grantees?)(?:\(s\))?[ \t]*:?$/i;

/** Titles of a corporate signer: "X, Vice President, Loan Servicing". */
const OFFICER_RE =
  /^(?:its\s*:?\s*)?(?:(?:senior|executive|assistant|first)\s+)?(?:vice\s+president|president|secretary|treasurer|(?:general\s+)?manager|managing\s+member|member|authorized\s+(?:signer|signatory|agent|officer|representative|member|manager)|officer|chief\s+\w+\s+officer|loan\s+officer)\b/i;

// A department may follow the title: "Vice President, Loan Servicing" (or set off by a dash: "Vice President -
// Loan Servicing"). Or a second title: "Vice President and Trust Officer".
const OFFICER_LINE_RE = new RegExp(
  `${OFFICER_RE.source}(?:\\s*(?:,|\\band\\b|&|\\s[-–—]\\s)\\s*[A-Za-z&' ]{3,40})?[\\s,.]*$`,
  'i',
);

function roleOf(label: string): Role | undefined {
  const role = BLOCK_ROLES.find(([re]) => re.test(label.trim()))?.[1];
  // "Attorney at Law / Notary Public": an attorney taking the acknowledgment signs it as its notary.
  const second = label.match(/^[^/\n]{3,30}\/[ \t]*(?=\S)/);
  if (role !== 'preparer' || !second) return role;
  const other = BLOCK_ROLES.find(([re]) => re.test(label.slice(second[0].length).trim()))?.[1];
  return other === 'notary' ? other : role;
}

/**
 * Column segments of a line: text runs separated by three or more blanks, with their offsets in the line. A seal
 * box's side ("|    Notary Public") beside a signature column is no part of the cell: it would shift the cell
 * away from the rule and the name above and below it.
 */
function columns(line: string): { text: string; at: number }[] {
  // A ruled box's row ("| Rafael A. Soto  | Same as new owner  |"): its bars part the cells as blanks do (same
  // length, so the cells keep their offsets).
  const row =
    (line.match(/[|¦]/g)?.length ?? 0) >= 2 ? line.replace(/(?<=^|[ \t])[|¦](?=[ \t]|$)/g, ' ') : line;
  // (A lone mark is a cell of its own: a stray "." three blanks before "Notary Public" does not join it.)
  return [...row.matchAll(/\S(?:.*?\S)??(?=\s{3,}|\s*$)/g)].flatMap((run) => {
    const side = run[0].match(/^[|¦][ \t]*/)?.[0].length ?? 0;
    if (side === run[0].length) return [];
    const text = run[0].slice(side);
    const at = (run.index ?? 0) + side;
    // A seal mark in front of the notary's printed name: "(SEAL)  DOMINIC R. TAFOYA".
    const seal = text.match(/^[([]\s*(?:SEAL|STAMP|L\.\s?S\.|NOTARY\s+SEAL)\s*[)\]]\s*/i);
    if (!seal || seal[0].length === text.length) return [{ text, at }];
    return [
      { text: text.slice(0, seal[0].trimEnd().length), at },
      { text: text.slice(seal[0].length), at: at + seal[0].length },
    ];
  });
}

/**
 * "A B and C D Surname": the first two words are given names sharing the partner's surname, printed once, when
 * "A B Surname" is printed elsewhere in the document.
 */
function givenNamesOfCouple(text: string, r: { name: string; end: number }): boolean {
  const partner = text.slice(r.end, r.end + 80).match(/^[ \t]*(?:and|&)[ \t]+(?=\p{Lu})/u);
  const other = partner ? readName(text, r.end + partner[0].length) : null;
  const surname = other?.name.split(' ').at(-1);
  if (!other || !surname || r.name.endsWith(` ${surname}`) || r.name.split(' ').length !== 2) return false;
  const escaped = namePattern(`${r.name} ${surname}`);
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'iu').test(text);
}

/** Whether an acknowledgment or jurat names `name` as the one who appeared ("before me ... by X", "personally appeared X"). */
function appearedBeforeOfficer(text: string, name: string): boolean {
  const escaped = namePattern(name);
  return new RegExp(
    `\\b(?:before\\s+me\\b[^.;]{0,160}?\\bby|personally\\s+(?:came\\s+and\\s+)?appeared,?)\\s+${escaped}(?![\\p{L}])`,
    'iu',
  ).test(text);
}

/**
 * People named in signature blocks: the name line(s) above "Notary Public", "Witness", "Affiant", ... (also
 * side by side in columns), "Notary Public: X" and "X, Declarant" on one line, "Print Name: X" under a
 * witness or notary heading, and "X, Vice President" for corporate officers.
 */
const APPRAISER_TITLE_RE =
  /^,?\s*(?:(?:a|an|the)\s+)?(?:(?:probate|estate)\s+referee|(?:(?:certified|licensed|independent)\s+)?(?:real\s+estate\s+)?appraiser)\b/i;

const SEALED_RULES_RE = /^\s*(?:_{5,}[ \t]*(?:[([][ \t]*(?:SEAL|L\.[ \t]?S\.)[ \t]*[)\]])?[ \t]*)+$/i;

export function signatureBlockMentions(doc: Doc): Mention[] {
  const out: Mention[] = [];
  const lines = doc.lines;
  const push = (r: { name: string; start: number; end: number }, role: Role, address: Mention['address']) => {
    // A seal stamped under the signer's printed name ("HARRIET L. OKONKWO-PRYCE" over "NOTARY PUBLIC" / "OFFICIAL
    // SEAL"): the one the certificate says appeared before the officer signed as a party, not as the notary.
    if (role === 'notary' && appearedBeforeOfficer(doc.text, r.name)) return;
    if (!isEntity(r.name))
      out.push({ name: r.name, span: { start: r.start, end: r.end }, role, address, confidence: 0.85 });
  };
  lines.forEach((line, i) => {
    for (const col of columns(line.text)) {
      const at = line.start + col.at;
      // "Notary Public: Judith E. Harlow" / "Witness: X".
      // "Witness #1: X" / "Witness #2 / Notary: X": a numbered label, or one naming two capacities (the first wins).
      // (A form may set its labels off by dotted leaders: "AFFIANT ........ X" over "Address ...... <street>".)
      // "Witness #1  Darla K. Hucks": a numbered label needs no colon.
      const labelled =
        col.text.match(
          /^([A-Za-z ]{4,30}?)(?:\s*(?:#\s*\d+|\(\d+\)|\d+))?(?:\s*\/\s*[A-Za-z ]{3,20}?)?\s*(?::|(?:\.[ \t]*){3,})\s*(?=\p{Lu})/u,
        ) ?? col.text.match(/^([A-Za-z ]{4,30}?)[ \t]*(?:#[ \t]*\d+|\(\d+\))\.?[ \t]+(?=\p{Lu})/u);
      const labelRole = labelled ? roleOf(labelled[1]!) : undefined;
      if (labelled && labelRole) {
        if (isIndexEntry(col.text.slice(labelled[0].length), doc.text, at < titleOffset(doc))) continue;
        // "BEING THE PREMISES ACQUIRED BY WARRANTY DEED / GRANTOR : X": the labels lay out the earlier deed.
        if (inVestingRecital(doc.text, at)) continue;
        // A labelled name ends with its line ("Witness #2: Thomas R. Seabrook" over OCR's "BUTH—CA").
        const r = readName(doc.text.slice(0, line.end), at + labelled[0].length);
        // "Preparer Information: X, 505 5th Ave., Suite 700, Des Moines, IA 50309" on the label's own line.
        // ("Witness: A   Witness: B" over "Address: <street>   Address: <street>": blocks side by side, each
        // label's address in its own column, not the whole line under it.)
        const sideBySide = columns(line.text).length > 1 ? addressInColumn(doc, i + 1, col.at) : null;
        if (r) push(r, labelRole, sideBySide ?? addressBelow(doc, i) ?? addressAfterName(doc.text, r.end));
        continue;
      }
      // "Print Name: X" (or "Name: X") under a "Witnesses:" / notary heading.
      // ("Notary's printed name: X" / "Witness's Printed Name: X": the label says whose name it is.)
      const printed = col.text.match(
        /^(?:(notary|witness)(?:['’]s)?(?:\s+public(?:['’]s)?)?\s+)?(?:print(?:ed)?(?:\s+or\s+typed)?(?:\s+name)?|name)\s*:\s*/i,
      );
      if (printed) {
        // The nearest heading above decides: "Notary Public" right above wins over witness lines further up.
        // (Two signature rows under one "WITNESSES:" heading put the second name eight lines below it.)
        const heading = lines
          .slice(Math.max(0, i - 10), i)
          .reverse()
          .map((l) => l.text)
          .find((t) => /witness|notary/i.test(t) && !/\bIN\s+WITNESS\s+WHEREOF\b/i.test(t));
        // "Name: X" over "Title: Assistant Vice President": a corporate signer, whatever heading stands above.
        const title = lines[i + 1]?.text.slice(col.at).match(/^\s*Title\s*:\s*(.*)$/i)?.[1] ?? '';
        // "Printed Name: X" over "NOTARY PUBLIC in and for the State of ...": the capacity under the name says it.
        const notaryUnder =
          col.text.length > printed[0].length &&
          /^\s*Notary\s+Public\b/i.test(lines[i + 1]?.text.slice(Math.max(0, col.at - 2)) ?? '');
        const role = OFFICER_RE.test(title)
          ? 'officer'
          : notaryUnder
            ? 'notary'
            : printed[1]
              ? (printed[1].toLowerCase() as 'notary' | 'witness')
              : !heading
                ? undefined
                : /notary/i.test(heading) && !/witness/i.test(heading)
                  ? 'notary'
                  : /witness/i.test(heading)
                    ? 'witness'
                    : undefined;
        // The printed name ends with its line: the notary's county may follow right under it.
        // A label ending its line ("Notary's Printed or Typed Name:") has the name under it, in its column.
        const below = lines[i + 1];
        const under =
          col.text.length <= printed[0].length && below
            ? below.start + below.text.slice(col.at).search(/\S|$/) + col.at
            : -1;
        const [from, to] = under >= 0 ? [under, below!.end] : [at + printed[0].length, line.end];
        const r = role ? readName(doc.text.slice(0, to), from) : null;
        // ("Print name: A      <signer's capacity, wrapped>" over "Address: <street>      ...": the address under
        // the name in its own column, not the whole line beside another block.)
        const nameRow = under >= 0 ? i + 1 : i;
        const sideBySide =
          columns(lines[nameRow]?.text ?? '').length > 1 ? addressInColumn(doc, nameRow + 1, col.at) : null;
        if (r && role) push(r, role, role === 'officer' ? null : (sideBySide ?? addressBelow(doc, nameRow)));
        continue;
      }
      // "NGUYEN THI LAN, Declarant" / "Sandra Lowery-Dix, Vice President".
      const r0 = /^\p{Lu}/u.test(col.text) ? readName(doc.text, at) : null;
      if (r0) {
        const after = doc.text.slice(r0.end, line.start + col.at + col.text.length).replace(/^,\s*/, '');
        if (r0.end < line.end && /^,/.test(doc.text.slice(r0.end, r0.end + 1))) {
          // "By: ______\n Priya S. Menon, Trustee": a trustee signing for a trust signs as its officer.
          const byAbove = /^\s*By\s*:/i.test(lines[i - 1]?.text ?? '');
          // "X, Affiant" over "(Disinterested Witness)": the note under the capacity qualifies it.
          const note = columns(lines[i + 1]?.text ?? '').find((c) => Math.abs(c.at - col.at) < 8);
          const capacity = note && /^\([^()]{3,40}\)$/.test(note.text) ? `${after} ${note.text}` : after;
          const role =
            OFFICER_RE.test(after) || (byAbove && /^trustee\b/i.test(after)) ? 'officer' : roleOf(capacity);
          if (role) {
            // "Jolene F. Marchetti, Witness, of 304 Cherokee Rd., Hendersonville, TN": the residence after the
            // capacity on the signer's line.
            const of = doc.text
              .slice(r0.end, line.end)
              .match(/^,\s*[A-Za-z ]{3,30},\s*(?:of|residing\s+at|whose\s+address\s+is)\s+(?=\d)/i);
            push(r0, role, role === 'witness' && of ? readAddress(doc.text, r0.end + of[0].length, 0) : null);
            continue;
          }
        }
      }
      // A title alone under a corporate signature ("By: X" above "Vice President") marks its officer.
      // A capacity printed on the signature rule's own line ("_________  Witness    Rhonda G. Pressley") has its
      // signer's name beside it, none above it.
      const ruled = /^_{3,}[ \t]*(?=\S)/.test(col.text);
      // The attorney's firm may lead the capacity line ("Pettis & Hale, PLLC, Attorney for Petitioner").
      const label = col.text
        .replace(/^_{3,}[ \t]*/, '')
        .replace(
          /^[^,\n]{2,60},[ \t]*(?:P\.?L\.?L\.?C|PLC|L\.?L\.?[PC]|P\.?[ \t]?[AC])\.?,[ \t]*(?=attorneys?\b)/i,
          '',
        );
      const role = roleOf(label) ?? (!ruled && OFFICER_LINE_RE.test(col.text) ? 'officer' : undefined);
      if (!role || col.text.length > 110) continue;
      // A header block's label with its value in the cell close beside it ("Affiant:     X"): no caption under a
      // signature. (A block set far to the right, "WITNESS:" beside "ESTATE OF X" over "By: ____", is another's.)
      if (/:$/.test(col.text) && /^[ \t]{1,8}\p{Lu}/u.test(line.text.slice(col.at + col.text.length)))
        continue;
      let address: Mention['address'] = null;
      // The cell right below the role line: an address ("Witness\n1480 Big Beaver Rd., ...") or, under a
      // signature line, the printed name ("Notary Public, State of Texas\nDwayne K. Fontenot").
      const below = lines[i + 1];
      const belowCell = below ? (columns(below.text).find((c) => Math.abs(c.at - col.at) < 8) ?? null) : null;
      // (A notary's seal lines may come first: "Notary Public" over "OFFICIAL SEAL - State of West Virginia" over
      // the notary's street.)
      let belowAt = i + 1;
      while (
        role === 'notary' &&
        belowAt < Math.min(lines.length, i + 3) &&
        SEAL_LINE_RE.test(columns(lines[belowAt]!.text).find((c) => Math.abs(c.at - col.at) < 8)?.text ?? '')
      )
        belowAt++;
      const belowAddressCell =
        belowAt === i + 1
          ? belowCell
          : (columns(lines[belowAt]?.text ?? '').find((c) => Math.abs(c.at - col.at) < 8) ?? null);
      const belowAddress =
        belowAddressCell && /^\d/.test(belowAddressCell.text) ? addressInColumn(doc, belowAt, col.at) : null;
      const found = out.length;
      let sealLine = false;
      // "Witness: ________": the signer's name is printed under the label's own rule, not above it.
      const labelRule = /:[ \t]*_{3,}$/.test(col.text);
      for (let j = i - 1; j >= (ruled || labelRule ? i : Math.max(0, i - 4)); j--) {
        const above = lines[j]!;
        // The same column of the line above (blocks side by side), else the whole line.
        // A scan may set the capacity apart from the name when a seal mark leads its line ("Tamsin R. Whitfield"
        // over "(SEAL)   Notary Public, State of Texas", its scan "INOTARY-SEAL)"): a lone name right above still signs it.
        const aboveCells = columns(above.text);
        const sealLed =
          j === i - 1 &&
          aboveCells.length === 1 &&
          /^[ \t]*[([I|l]?[ \t]*(?:NOTARY[ \t-]*)?(?:SEA[LT1I]|STAMP)[ \t]*[)\]I|l]?[ \t]*$/i.test(
            line.text.slice(0, col.at),
          );
        const cell = aboveCells.find((c) => Math.abs(c.at - col.at) < 8) ?? (sealLed ? aboveCells[0]! : null);
        const atText = cell ? cell.text : '';
        // OCR may put a blank line inside a block ("Name.\n\n5725 Cedar Hollow Cove ...\nWitness").
        if (!above.text.trim() && j === i - 2 && address) continue;
        if (!atText || /^_+$/.test(atText) || /^_{3,}/.test(atText)) break;
        // A seal's commission number between the name and the capacity ("COMM. # 2381144").
        if (
          role === 'notary' &&
          /^(?:comm(?:ission)?\.?|ID|Reg(?:istration)?\.?)\s*(?:#|No\.?|Number)\s*:?\s*[\w-]+$/i.test(atText)
        ) {
          sealLine = true;
          continue;
        }
        // "* Mark D. Sorensen": the Wisconsin forms star the printed name under a signature.
        const byPrefix = atText.match(/^(?:By\s*:|\*)\s*/i)?.[0].length ?? 0;
        const cellStart = above.start + (cell?.at ?? 0) + byPrefix;
        const addr = readAddress(doc.text, cellStart, 40);
        if (/^\d/.test(atText) && addr) {
          address = addr;
          continue;
        }
        // An address line too garbled to read ("4711 3rd Steet, Garland. I'X") still sits between name and role.
        if (/^\S?\d{2,}[ \t]+\S[^\n]*,/.test(atText)) continue;
        // An attorney's block over "Attorney for ...": the firm and the city line stand between the name and the
        // capacity ("X, ISB No. 9921" / "X LAW PLLC" / "1101 W. River Street" / "Boise, Idaho 83702").
        if (
          role === 'preparer' &&
          (/^\p{Lu}[\p{L} .'-]+,\s*\p{Lu}[\p{L} .]+\s+\d{5}(?:-\d{4})?$/u.test(atText) || isEntity(atText))
        )
          continue;
        // (The name then ends with its line: the commission number under it is no part of it.)
        // (So does a name right over its capacity: "Thomas R. Eckert" over "Attorney at Law".)
        const r = readName(sealLine || j === i - 1 ? doc.text.slice(0, above.end) : doc.text, cellStart);
        // A seal's own words over the capacity ("OFFICIAL SEAL" / "Notary Public") are no signer.
        if (r && !(role === 'notary' && SEAL_WORDS_RE.test(r.name))) push(r, role, address ?? belowAddress);
        break;
      }
      // A signature rule above the capacity, or (OCR having lost the rule) a seal's own words.
      // (The seal's words may be read left of the capacity's column, "   OFFICIAL SEAL" over "        NOTARY PUBLIC".)
      const aboveText = lines[i - 1]?.text ?? '';
      // (Or only part of them: "SEA}", "NOTARY PUBL".)
      const sealWords = /^\s*(?:(?:NOTARY|OFFICIAL|NOTARIAL)\s+)?(?:PUBL\p{L}*|SEA\p{L}?)\W?\s*$/iu;
      const aboveIsLine =
        /^\s*(?:_{3,}|(?:NOTARY\s+PUBLIC|OFFICIAL\s+SEAL|NOTARIAL\s+SEAL|SEAL)\s*$)/i.test(
          aboveText.slice(col.at),
        ) ||
        (!aboveText.slice(col.at).trim() && sealWords.test(aboveText)) ||
        // (OCR may set a blank line between the seal's words and the capacity.)
        (!aboveText.trim() && sealWords.test(lines[i - 2]?.text ?? '')) ||
        // "Before me, ________" over the capacity, its rule lost to OCR: the officer signs on that line.
        /\bbefore[ \t]+me,?[ \t]*$/i.test(aboveText);
      if (out.length === found && aboveIsLine && belowCell && !roleOf(belowCell.text)) {
        // The printed name may come after the officer's residence or commission lines.
        for (let j = i + 1; j < Math.min(lines.length, i + 4); j++) {
          const cells = columns(lines[j]!.text);
          let cell = cells.find((c) => Math.abs(c.at - col.at) < 8);
          if (!cell) break;
          // "(NOTARY SEAL)  CHARLENE E. BOWDITCH": the seal mark stands in front of the printed name.
          if (/^[([]\s*(?:NOTARY\s+)?(?:SEAL|STAMP)\s*[)\]]$/i.test(cell.text))
            cell = cells[cells.indexOf(cell) + 1] ?? cell;
          // "Notary Public in and for the State of" over "Alaska: Evelyn S. Paniptchuk": the capacity runs on to
          // the colon, the printed name after it.
          const runOn =
            j === i + 1 && /\b(?:of|for|in)$/i.test(col.text)
              ? cell.text.match(/^[A-Za-z .]{2,40}:[ \t]*(?=\p{Lu})/u)
              : null;
          if (runOn) cell = { text: cell.text.slice(runOn[0].length), at: cell.at + runOn[0].length };
          if (
            /^(?:residing|resident|my\s+commission|commission|comm\.|(?:the\s+)?state\s+of|county\s+of)\b/i.test(
              cell.text,
            ) ||
            // "Lansdale Boro., Montgomery County": the notary's place, not a name.
            /\b(?:County|Parish|Boro(?:ugh)?|Township|Twp)\b/i.test(cell.text)
          )
            continue;
          // A printed name ends with its line: the commission number may follow right under it.
          const r = readName(doc.text.slice(0, lines[j]!.end), lines[j]!.start + cell.at);
          if (!r || r.end > lines[j]!.end) break;
          // The officer's number and commission lines may stand between the name and the address ("Notary ID /
          // Bar Roll No. 40112" over "My commission is for life." over the street).
          let k = j + 1;
          while (
            k < Math.min(lines.length, j + 4) &&
            /^\s*(?:notary|bar|commission|my\s+commission|comm\.|(?:ID|Reg(?:istration)?)\b)/i.test(
              lines[k]!.text.slice(col.at),
            )
          )
            k++;
          push(r, role, addressInColumn(doc, k, col.at));
          break;
        }
      }
      // "Witness  LAVONNE P. HAGGARD" under a signature rule: the capacity and the printed name in one cell, the
      // witness's "Address: ..." under it.
      const inCell = col.text.match(/^(?:witness|notary\s+public)[ \t]{1,2}(?=\p{Lu})/iu);
      if (out.length === found && inCell && aboveIsLine) {
        const r = readName(doc.text.slice(0, line.start + col.at + col.text.length), at + inCell[0].length);
        if (r) push(r, role, addressInColumn(doc, i + 1, col.at));
      }
      // "Notary Public   HOLLIS J. AMUNDSEN": the printed name set beside the capacity on its own line.
      if (out.length === found && (role === 'notary' || role === 'witness')) {
        const cells = columns(line.text);
        const next = cells.find((c) => c.at > col.at);
        const gap = next ? next.at - (col.at + col.text.length) : 99;
        const r =
          next && gap <= 8 && !roleOf(next.text)
            ? readName(doc.text.slice(0, line.end), line.start + next.at)
            : null;
        if (r && r.end >= line.start + next!.at + next!.text.length - 1) push(r, role, null);
      }
      // A heading over the signature lines ("Witnessed by:"): the name printed under the first line below it.
      // Also "Witness: ________" with the name printed under its rule, indented past the label.
      // (Not a sentence's last words wrapped onto their own line: "... in the presence of the undersigned competent"
      // over "witnesses, personally came and appeared:".)
      // (A label alone, "Witness:", still heads what follows it.)
      const runOn =
        col.at < 8 &&
        /\p{Ll}[ \t]*$/u.test(lines[i - 1]?.text ?? '') &&
        !/^[\p{L} ]{2,40}:\s*$/u.test(col.text);
      if (out.length === found && ((/:\s*$/.test(col.text) && !runOn) || labelRule)) {
        for (let j = i + 1; j < Math.min(lines.length, i + 5); j++) {
          const cell = columns(lines[j]!.text).find(
            (c) =>
              Math.abs(c.at - col.at) < 8 ||
              (labelRule && c.at > col.at && c.at < col.at + col.text.length - 3),
          );
          if (!cell || /^_{3,}/.test(cell.text)) continue;
          // A recorder's cover sheet ("Grantor(s):\n   DOE JOHN R") files the parties surname first: no signer.
          if (isIndexEntry(cell.text, doc.text, lines[j]!.start < titleOffset(doc))) break;
          // (A name under a rule ends with its line: a heading may follow right under it.)
          const r = readName(
            labelRule ? doc.text.slice(0, lines[j]!.end) : doc.text,
            lines[j]!.start + cell.at,
          );
          if (r && r.end <= lines[j]!.start + cell.at + cell.text.length)
            push(r, role, labelRule ? addressBesideRule(line, lines[j]!, col.at) : null);
          break;
        }
      }
    }
  });
  out.push(...sealBoxNotaries(doc).filter((n) => !out.some((o) => o.span.start === n.span.start)));
  // "Signed, Sealed and Delivered in the presence of:" heads the witnesses' column: each name printed under a
  // signature line of that column is a witness (the signer's column beside it carries a capacity).
  lines.forEach((line, i) => {
    for (const col of columns(line.text)) {
      if (
        !/^(?:(?:signed,?\s+)?sealed\s+and\s+delivered\s+)?in\s+the\s+presence\s+of(?:\s+us)?\s*:?$|^witness(?:es|ed)\s+by\s*:$/i.test(
          col.text,
        )
      )
        continue;
      let ruled = false;
      for (let j = i + 1; j < Math.min(lines.length - 1, i + 9); j++) {
        if (/^\s*(?:STATE|COMMONWEALTH|COUNTY)\s+OF\b/i.test(lines[j]!.text)) break;
        const rule = columns(lines[j]!.text).find((c) => Math.abs(c.at - col.at) < 8);
        // A seal mark where the rule was ("(Seal)") stands over the name, not for it.
        if (rule && /^[([]\s*(?:SEAL|L\.\s?S\.)\s*[)\]]$/i.test(rule.text)) continue;
        // OCR may drop the signature rules: then the first name printed in the column is the witness's.
        if (!ruled && rule && !/^_/.test(rule.text)) {
          const r = readName(doc.text, lines[j]!.start + rule.at);
          const fills = r && r.end >= lines[j]!.start + rule.at + rule.text.length - 1;
          if (!r || !fills) continue;
          if (!out.some((o) => o.span.start === r.start)) push(r, 'witness', null);
          break;
        }
        if (!rule || !/^_{3,}/.test(rule.text)) continue;
        ruled = true;
        const next = lines[j + 1]!;
        const cell = columns(next.text).find((c) => Math.abs(c.at - rule.at) < 8);
        const r = cell ? readName(doc.text, next.start + cell.at) : null;
        if (
          r &&
          r.end >= next.start + cell!.at + cell!.text.length - 1 &&
          !out.some((o) => o.span.start === r.start)
        )
          push(r, 'witness', null);
      }
    }
  });
  // A lone signature line under a section headed "CORROBORATING WITNESS:" with the signer's name (and address)
  // printed below it and no capacity word: the heading gives the role.
  // (The signing date may stand to the left of the rule: "Dated: May 6, 2024        ________".)
  lines.forEach((line, i) => {
    if (
      !/^\s*(?:Date(?:d)?[ \t]*:?[ \t]*[^_\n]{4,40}?[ \t]{3,})?_{5,}(?:\s*$|[ \t]{2,}(?:residing|of)\b)/i.test(
        line.text,
      )
    )
      return;
    const nameLine = lines[i + 1];
    if (!nameLine || !/\S/.test(nameLine.text)) return;
    // "_______   residing at 3301 16th Street, N.W.," over "Jane Roe   Apt. 4, Washington, D.C. 20010": the
    // residence beside the rule runs on in its column beside the name (set under the clause or under its street).
    // (Or the clause alone beside the rule, "_______   residing at", its whole residence beside the name below,
    // its last words perhaps on the line under that: "Jane Roe   12 Elm Road, South Hero," over "VT 05486".)
    const lead =
      line.text.match(/^(\s*_{5,}[ \t]{2,})(residing\s+at\s*:?)\s*$/i) ??
      line.text.match(/^(\s*_{5,}[ \t]{2,})((?:residing\s+at|of)\s*:?\s*)?(?=\S)/i);
    const beside = lead?.[2] ? { text: line.text.slice(lead[1]!.length), at: lead[1]!.length } : undefined;
    const nameCells = columns(nameLine.text);
    const besideName =
      beside &&
      nameCells.length === 2 &&
      (Math.abs(nameCells[1]!.at - beside.at) < 8 || Math.abs(nameCells[1]!.at - lead![0].length) < 8)
        ? nameCells[1]!
        : null;
    const r = readName(
      doc.text.slice(0, besideName ? nameLine.start + besideName.at : nameLine.end),
      nameLine.start,
    );
    const nameEnd = besideName ? nameLine.start + nameCells[0]!.at + nameCells[0]!.text.length : nameLine.end;
    if (!r || r.end < nameEnd - 1 || out.some((o) => o.span.start === r.start)) return;
    if (roleOf(lines[i + 2]?.text ?? '')) return;
    // The attestation right above the rules says whose they are: "... have hereunto subscribed our names as
    // attesting witnesses."
    let k = i - 1;
    while (
      k >= 0 &&
      (!lines[k]!.text.trim() || (/^\s*(?:_{5,}|\S)/.test(lines[k]!.text) && /_{5,}/.test(lines[k]!.text)))
    )
      k--;
    const para = lines
      .slice(Math.max(0, k - 6), k + 1)
      .map((l) => l.text)
      .join(' ');
    // (Or "Signed and declared by the testator in our presence, and signed by us in his presence and in the
    // presence of each other, as witnesses.": the attesting words after the witnesses' own signing.)
    const attested =
      /\b(?:subscribed\s+our\s+names|sign(?:ed)?\s+(?:our\s+names\s+)?)\s+(?:hereto\s+)?as\s+(?:attesting\s+)?witnesses\b|\b(?:(?:subscribed|signed)\s+(?:by\s+us|our\s+names)|we\s+(?:have\s+)?(?:subscribed|signed|sign))\b[^.]{0,120}?,?\s+as\s+(?:attesting\s+)?witnesses\b/i.test(
        para.replace(/\s+/g, ' '),
      );
    if (beside && attested) {
      // (A town alone beside the rule, "of  Stratham, NH", is no street address.)
      const first = beside.text.replace(/^(?:residing\s+at|of)\s*:?\s*/i, '');
      const under = columns(lines[i + 2]?.text ?? '');
      const rest =
        !first && besideName && under.length === 1 && Math.abs(under[0]!.at - besideName.at) < 8
          ? ` ${under[0]!.text}`
          : '';
      const address = besideName
        ? readAddress(
            first ? `${first.replace(/,$/, '')}, ${besideName.text}` : `${besideName.text}${rest}`,
            0,
            0,
          )
        : null;
      push(
        r,
        'witness',
        address ? { ...address, span: { start: line.start + beside.at, end: nameLine.end } } : null,
      );
      return;
    }
    // (The names printed under the signature lines above, "LONNIE EARL PICKENS", are no heading.)
    const heading = lines
      .slice(Math.max(0, i - 16), i)
      .map((l, k, all) => (/^\s*_{5,}/.test(all[k - 1]?.text ?? '') ? '' : l.text.trim()))
      .reverse()
      .find((t) => isHeadingLine(t) || /^[A-Z][A-Z ]{3,40}:$/.test(t) || /\bwitness(?:es)?\s*:$/i.test(t));
    // ("CORROBORATING STATEMENT" / "STATEMENT OF DISINTERESTED PERSON": a witness's statement under another name.)
    if (
      heading &&
      /\b(?:WITNESS(?:ES)?|CORROBORATING|DISINTERESTED)\b/i.test(heading) &&
      !/\bNOTARY\b/i.test(heading)
    ) {
      const nameAt = nameLine.text.search(/\S/);
      push(
        r,
        'witness',
        lines[i + 2]
          ? (addressInColumn(doc, i + 2, nameAt) ??
              readAddress(doc.text, lines[i + 2]!.start + Math.max(0, nameAt - 8), 8))
          : null,
      );
    }
  });
  // Signature lines side by side ("______   ______") under "DISINTERESTED WITNESSES: ..." or "IN THE PRESENCE
  // OF US:": a column whose printed name stands alone (no capacity after it or below it) is a witness.
  lines.forEach((line, i) => {
    let sigs = columns(line.text);
    if (sigs.length < 2 || !sigs.every((c) => /^_{5,}/.test(c.text))) {
      // A scan's OCR drops the rules: a blank line over a row of names standing alone in two or more columns.
      const next = lines[i + 1];
      if (line.text.trim() || !next) return;
      const cols = columns(next.text);
      const whole = (c: { text: string; at: number }) =>
        (readName(doc.text, next.start + c.at)?.end ?? 0) >= next.start + c.at + c.text.length - 1;
      if (cols.length < 2 || !cols.every(whole)) return;
      sigs = cols;
    }
    // The heading may stand over the witnesses' own sworn statement ("STATEMENT OF DISINTERESTED WITNESSES",
    // a paragraph, then the signature rules), or carry a note ("DISINTERESTED WITNESSES (each knew ...):").
    // (A row of names printed under the signature rules of the row above is no heading.)
    const headingLine = lines
      .slice(Math.max(0, i - 16), i)
      .filter((l) => !/^\s*_{5,}/.test(lines[lines.indexOf(l) - 1]?.text ?? ''))
      // (Nor is a row of rules above with its seal marks, "_______(SEAL)", whose capitals are no heading.)
      .filter((l) => !SEALED_RULES_RE.test(l.text))
      .reverse()
      .find((l) => {
        const t = l.text.trim();
        return isHeadingLine(t) || /^[A-Z][A-Z ,]{3,60}(?:\([^)\n]{0,80}\))?[ \t]*:/.test(t);
      });
    const heading = headingLine?.text.trim();
    // Or no heading, the witnesses' own statement right above the rules: "We, the undersigned, are not related to
    // the Decedent, take no part of her estate, and have known ...", or a will's attestation clause ("... have
    // signed our names as witnesses.", "... and we sign as witnesses in his
    // presence").
    let k = i - 1;
    while (k >= 0 && !lines[k]!.text.trim()) k--;
    const para: string[] = [];
    for (; k >= 0 && lines[k]!.text.trim() && para.length < 10; k--) para.unshift(lines[k]!.text);
    const statement =
      /\b(?:not\s+related\s+to\s+(?:the\s+)?(?:decedent|deceased)|(?:neither|none)\s+of\s+(?:whom|us|them)\s+is\s+(?:an?\s+\w+\s+or\s+)?related\s+to\b|undersigned\s+(?:two\s+|both\s+)?witnesses|our\s+names\s+(?:hereto\s+|thereto\s+)?as\s+(?:attesting\s+)?witnesses|(?:subscribed\s+our\s+names|we\s+sign(?:\s+our\s+names)?)\s+(?:hereto\s+)?as\s+(?:attesting\s+)?witnesses|disinterested\s+witness|(?:take|have|receive|claim)\s+no\s+(?:part|interest|share)\s+(?:of|in)\s+(?:the|his|her|said|decedent'?s)\s+(?:(?:decedent'?s|deceased'?s)\s+)?estate)\b/i.test(
        para.join(' ').replace(/\s+/g, ' '),
      );
    if (
      !statement &&
      (!heading || !/\b(?:WITNESS(?:ES)?|PRESENCE\s+OF)\b/i.test(heading) || /\bNOTARY\b/i.test(heading))
    )
      return;
    const nameLine = lines[i + 1];
    if (!nameLine) return;
    for (const sig of sigs) {
      const cell = columns(nameLine.text).find((c) => Math.abs(c.at - sig.at) < 8);
      if (!cell) continue;
      // (A name in a row of columns ends with its line: the witness's town may be printed right under it.)
      const r = readName(doc.text.slice(0, nameLine.end), nameLine.start + cell.at);
      if (!r || r.end < nameLine.start + cell.at + cell.text.length - 1) continue;
      const known = out.find((o) => o.span.start === r.start);
      const below = lines[i + 2]
        ? columns(lines[i + 2]!.text).find((c) => Math.abs(c.at - sig.at) < 8)
        : null;
      // (A witness another rule found first still takes the address printed under the name.)
      if (known) {
        if (!known.address && known.role === 'witness' && lines[i + 2])
          known.address = addressInColumn(doc, i + 2, cell.at);
        continue;
      }
      if (below && roleOf(below.text)) continue;
      // "WITNESSES:        APPEARERS:": a heading over each column; the signers' column is no witness's.
      const over = headingLine ? columns(headingLine.text).find((c) => Math.abs(c.at - sig.at) < 8) : null;
      // ("WITNESSES:        VENDOR:": a Louisiana sale's sellers or buyers sign under their party's heading; the
      // act names them, no witness.)
      if (over && PARTY_HEADING_RE.test(over.text)) continue;
      const role = (over && roleOf(over.text.replace(/:$/, ''))) || 'witness';
      push(r, role, lines[i + 2] ? addressInColumn(doc, i + 2, cell.at) : null);
    }
  });
  return out;
}

/**
 * "Witness: ________   Address: 1219 SE 8th Street" over "Trent A. Baughman   Bentonville, AR 72712": the street
 * in an "Address:" cell beside the signature rule, its city in the same column on the name's line.
 */
function addressBesideRule(rule: Line, nameLine: Line, ruleAt: number): Mention['address'] {
  const cell = columns(rule.text).find((c) => c.at > ruleAt && /^(?:mailing\s+)?address\s*:/i.test(c.text));
  if (!cell) return null;
  const street = cell.text.replace(/^(?:mailing\s+)?address\s*:\s*/i, '');
  const city = columns(nameLine.text).find((c) => Math.abs(c.at - cell.at) < 12 && c.at > ruleAt);
  const found = readAddress(`${street.replace(/,$/, '')}${city ? `, ${city.text}` : ''}`, 0, 0);
  return found ? { ...found, span: { start: rule.start + cell.at, end: nameLine.end } } : null;
}

/** Words of a seal's own lines ("OFFICIAL STAMP", "NOTARY PUBLIC - OREGON", "My Commission Expires"), not its holder. */
/** A seal's or commission's own line under a notary's capacity ("OFFICIAL SEAL - State of Oregon", "Commission No. 12"). */
const SEAL_LINE_RE =
  /^(?:(?:official|notarial)\s+seal\b|(?:the\s+)?(?:state|commonwealth)\s+of\b|(?:my\s+)?commission\b|comm\.|(?:notary\s+)?(?:ID|Reg(?:istration)?)\b)[^\d\n]*(?:\d[^\n]*)?$/i;
// (A notary's certification box: "Date of Notarization and / Certification Statement".)
const SEAL_WORDS_RE =
  /\b(?:official|seal|stamp|notary|notarial|public|state|commonwealth|county|parish|commission|commissioned|expires?|registration|id|no|number|certification|statement)\b/i;

/**
 * A notary's seal drawn as a box of border characters ("| OFFICIAL STAMP |", "* ROSA I MENDEZ *", "[ BRENDA K.
 * OSTRANDER ]"): the person's name printed inside a box that says "Notary" is the notary's.
 */
export function sealBoxNotaries(doc: Doc): Mention[] {
  const out: Mention[] = [];
  let box: { text: string; start: number }[] = [];
  let border = '';
  const close = () => {
    // A seal that never says "Notary" still gives its holder's commission ("Commission Expires Feb. 11, 2027").
    if (box.some((b) => /\bnotar(?:y|ial)\b|\bcommission\s+expires\b/i.test(b.text)))
      for (const b of box) {
        // A bare middle initial ("ROSA I MENDEZ") reads as the pronoun in running text, not on a seal's name line.
        const whole = /^\p{Lu}[\p{Lu}.'’-]*(?:[ \t]+\p{Lu}[\p{Lu}.'’-]*){1,4}$/u.test(b.text)
          ? { name: b.text, start: b.start, end: b.start + b.text.length }
          : null;
        const r = readName(doc.text, b.start) ?? whole;
        if (!r || isEntity(r.name) || SEAL_WORDS_RE.test(r.name) || r.end > b.start + b.text.length) continue;
        // The name fills its line, or "MARIAN T. KEOUGH, Notary Public".
        const rest = doc.text.slice(r.end, b.start + b.text.length).trim();
        if (rest && !/^,?\s*notary\b/i.test(rest)) continue;
        out.push({ name: r.name, span: { start: r.start, end: r.end }, role: 'notary', confidence: 0.8 });
        break;
      }
    box = [];
    border = '';
  };
  for (const line of doc.lines) {
    // (A box of dots and colons: ":  KIMBERLY S. OAKS   :".)
    const m = line.text.match(/^([ \t]*)([|*[#:])(.*?)([|*\]#:])/);
    const open = m?.[2] ?? '';
    if (!m || (border && open !== border)) {
      close();
      if (!m) continue;
    }
    border = open;
    const inner = m[3]!;
    if (!/\p{L}/u.test(inner)) continue;
    // "| Kansas  RHONDA K. EBERSOLE |": a wrapped title and the name share a row, two blanks apart.
    const at = line.start + m[1]!.length + 1;
    for (const part of inner.matchAll(/\S(?:.*?\S)?(?=[ \t]{2,}|[ \t]*$)/g))
      box.push({ text: part[0], start: at + (part.index ?? 0) });
  }
  close();
  // A seal printed without a border: "(SEAL)  OKLAHOMA NOTARY PUBLIC" / "TERRENCE L. BOUDREAUX" / "Commission #
  // 19004412": the name standing alone between the seal's title and its commission line.
  const holder = (start: number, text: string) => {
    if (!/^\p{Lu}[\p{Lu}.'’-]*(?:[ \t]+\p{Lu}[\p{Lu}.'’-]*){1,4}$/u.test(text) || SEAL_WORDS_RE.test(text))
      return;
    const read = readName(doc.text, start);
    const r =
      read && read.end <= start + text.length ? read : { name: text, start, end: start + text.length };
    if (isEntity(r.name) || out.some((o) => o.span.start === r.start)) return;
    out.push({ name: r.name, span: { start: r.start, end: r.end }, role: 'notary', confidence: 0.8 });
  };
  // (Nebraska's seal reads "GENERAL NOTARY - State of Nebraska" over the name and "My Comm. Exp. ...".)
  doc.lines.forEach((line, i) => {
    if (
      !/^[ \t]*(?:\S?SEAL\S?[ \t]+)?(?:[A-Z]{3,}[ \t]+){0,2}NOTARY(?:[ \t]+PUBLIC\b[^a-z\n]*|(?<=[A-Z]{3,}[ \t]+NOTARY)(?:[ \t]*[-–—,][ \t]*State[ \t]+of[ \t]+[A-Z][A-Za-z ]+)?[ \t]*)$/.test(
        line.text,
      )
    )
      return;
    const nameLine = doc.lines[i + 1];
    const after = doc.lines[i + 2]?.text ?? '';
    if (!nameLine || !/\b(?:commission|expires|ID|No\.?)\b|\bComm\.[ \t]*Exp/i.test(after)) return;
    holder(nameLine.start + (nameLine.text.length - nameLine.text.trimStart().length), nameLine.text.trim());
  });
  // "[NOTARIAL SEAL]   JOLENE M. HAUGLAND" over "Commission Number 814552": the seal's mark leads its holder's
  // name on the line.
  doc.lines.forEach((line, i) => {
    const mark = line.text.match(
      /^[ \t]*[([][ \t]*(?:(?:NOTARIAL|NOTARY|OFFICIAL)[ \t]+)?(?:SEAL|STAMP)[ \t]*[)\]][ \t]+/i,
    );
    if (!mark || !/\b(?:commission|expires)\b/i.test(doc.lines[i + 1]?.text ?? '')) return;
    holder(line.start + mark[0].length, line.text.slice(mark[0].length).trim());
  });
  // California's certificate: "WITNESS my hand and official seal." over "Signature ________ (Seal)" with the
  // officer's name printed under the rule.
  doc.lines.forEach((line, i) => {
    // (A scan may lose the rule: "Signature (Seal)".)
    const sig = line.text.match(
      /^([ \t]*Signature(?:[ \t]+of[ \t]+Notary(?:[ \t]+Public)?)?[ \t]*:?[ \t]*)(?:_{3,}|(?=(?:[([][ \t]*SEAL[ \t]*[)\]])?[ \t]*$))/i,
    );
    if (!sig) return;
    const above = doc.lines
      .slice(Math.max(0, i - 4), i)
      .map((l) => l.text)
      .join(' ');
    if (!/\b(?:official|notarial)\s+seal\b|\bnotary\b/i.test(above) && !/\bnotary\b/i.test(line.text)) return;
    const nameLine = doc.lines[i + 1];
    if (!nameLine) return;
    const ruled = /_{3}/.test(line.text);
    const cell = columns(nameLine.text).find((c) => !ruled || Math.abs(c.at - sig[1]!.length) < 8);
    if (!cell) return;
    const r = readName(doc.text.slice(0, nameLine.end), nameLine.start + cell.at);
    if (
      !r ||
      isEntity(r.name) ||
      SEAL_WORDS_RE.test(r.name) ||
      r.end < nameLine.start + cell.at + cell.text.length - 1
    )
      return;
    if (!out.some((o) => o.span.start === r.start))
      out.push({ name: r.name, span: { start: r.start, end: r.end }, role: 'notary', confidence: 0.8 });
  });
  return out;
}

/**
 * A street address printed in one column over two or three lines ("1120 W. French Pl." / "San Antonio, TX
 * 78201"), beside another block's address: only the cells of that column are read.
 */
const STREET_SUFFIX_FIRST_RE =
  /^(?:Street|St\.?|Avenue|Ave\.?|Road|Rd\.?|Drive|Dr\.?|Lane|Ln\.?|Place|Pl\.?|Court|Ct\.?|Boulevard|Blvd\.?|Way|Terrace|Circle|Parkway|Highway)(?=[\s,]|$)/;

function addressInColumn(doc: Doc, lineIndex: number, colAt: number): Mention['address'] {
  const cells: { text: string; start: number }[] = [];
  let at = colAt;
  let labelAt = colAt;
  for (let j = lineIndex; j < Math.min(doc.lines.length, lineIndex + 3); j++) {
    const line = doc.lines[j]!;
    const cell = columns(line.text).find((c) => Math.abs(c.at - at) < 8 || Math.abs(c.at - labelAt) < 8);
    if (!cell) break;
    // "Address: 1520 Co. Rd. 222" over "         Cullman, AL 35057": the lines below align with the value, or
    // with the label ("residing at 802 Foulk Road," over "Wilmington, DE 19803").
    const label =
      j === lineIndex
        ? (cell.text.match(
            /^(?:(?:(?:post\s+office|mailing|residence)\s+)?address\s*:|residing\s+at\b:?|of(?=\s+\d))\s*/i,
          )?.[0] ?? '')
        : '';
    if (label) {
      labelAt = cell.at;
      at = cell.at + label.length;
    }
    // A label alone on its line ("Post Office Address:"): the address is on the lines under it.
    if (label && label.length === cell.text.length) continue;
    cells.push({ text: cell.text.slice(label.length), start: line.start + cell.at + label.length });
  }
  // (A rural route's box opens the line too: "RR 2 Box 17", "Rural Route 3, Box 40".)
  if (
    !cells.length ||
    !(opensWithNumberOrBox(cells[0]!.text) || /^(?:R\.?\s?R\.?|Rural\s+Route)\s*\d/i.test(cells[0]!.text))
  )
    return null;
  // (A street wrapped before its suffix, "1919 E. Kenilworth" over "Place, Apt. 5, ...", joins without a comma.)
  const joined = cells
    .map((c, k) =>
      k > 0 && !/,$/.test(cells[k - 1]!.text) && STREET_SUFFIX_FIRST_RE.test(c.text)
        ? ` ${c.text}`
        : `, ${c.text}`,
    )
    .map((t) => t.replace(/,$/, ''))
    .join('')
    .slice(2);
  const found = readAddress(joined, 0, 0);
  if (!found) return null;
  const last = cells.at(-1)!;
  return { ...found, span: { start: cells[0]!.start, end: last.start + last.text.length } };
}

/**
 * "RAMONA DIAZ        ________" over "   41 Elm Street      (SIGNATURE OF DECLARANT)" over "   Troy, OH 45373": a
 * printed name that starts a column (its line, a cell past a wide gap, or after a "Print Name:" / "Attn:" label),
 * with at most a short description after it ("Roberta K. Fain, Witness", "Daniel P. Roche, Esq.", "DENNIS
 * FROELICH, father", "(ND ID #07215)"), its address in its column below, or beside its signature rule
 * ("_______    residing at 118 Rosemont Garden," over "Harlan T. Riddle    Lexington, Kentucky 40503").
 */
export function addressUnderRuledName(doc: Doc, nameStart: number, nameEnd: number): Mention['address'] {
  const i = doc.lines.findIndex((l) => l.start <= nameStart && nameStart <= l.end);
  const line = doc.lines[i];
  if (!line) return null;
  const before = doc.text.slice(line.start, nameStart);
  const labelled = before.match(/^([ \t]*)(?:print(?:ed)?[ \t]+name|name|attn\.?|attention)[ \t]*:[ \t]*$/i);
  const colAt = labelled ? labelled[1]!.length : /^[ \t]*$|\S[ \t]{3,}$/.test(before) ? before.length : -1;
  if (colAt < 0) return null;
  const rest = doc.text.slice(nameEnd, line.end);
  if (
    !/^(?:,?[ \t]*\([^()\n]{0,40}\))?(?:,[ \t]*(?:(?:(?![ \t]{3})[^,\n\d_]){1,40}?|[A-Z]{2,4}[ \t]*(?:No\.?|#)[ \t]*\d+))?(?:,[ \t]*(?:(?![ \t]{3})[^,\n\d_]){1,40}?){0,2},?[ \t]*(?:_{3,}[ \t]*)?(?:$|[ \t]{2,}\S)/.test(
      rest,
    )
  )
    return null;
  // Beside the signature rule over the name: "residing at <street>," over "<city, state ZIP>" in the next column.
  const above = doc.lines[i - 1];
  if (above && /^[ \t]*_{3,}/.test(above.text.slice(Math.max(0, colAt - 2)))) {
    const beside = columns(above.text).find(
      (c) => c.at > colAt && /^(?:residing\s+at|of)\s+\d/i.test(c.text),
    );
    if (beside) return addressInColumn(doc, i - 1, beside.at);
  }
  const below = addressInColumn(doc, i + 1, colAt);
  if (below) return below;
  // The firm's line between the attorney and the firm's address ("Achterberg Law Group").
  const firm = doc.lines[i + 1]
    ? columns(doc.lines[i + 1]!.text).find((c) => Math.abs(c.at - colAt) < 8)
    : null;
  if (
    firm &&
    (/\b(?:L\.?L\.?[CP]|P\.?L\.?L\.?C|P\.?[AC]|Law|Attorneys?|Group|Offices?|Associates|Firm)\b|&/i.test(
      firm.text,
    ) ||
      // Or the signer's capacity alone on its line ("X," over "Personal Representative" over "RR 2, Box 40").
      FIDUCIARY_CAPACITY_LINE_RE.test(firm.text))
  )
    return addressInColumn(doc, i + 2, colAt);
  return null;
}

/** A fiduciary's capacity printed alone under the signer's name ("Co-Executrix", "as Personal Representative"). */
const FIDUCIARY_CAPACITY_LINE_RE =
  /^(?:as\s+)?(?:(?:co-?|successor\s+|independent\s+|special\s+)?(?:executor|executrix|administrator|administratrix|personal\s+representative|trustee|fiduciary))(?:\s+(?:of\s+the\s+estate(?:\s+of)?|aforesaid))?[,.]?$/i;

/** "Address: ..." on the line right below a name. */
function addressBelow(doc: Doc, lineIndex: number): Mention['address'] {
  const next = doc.lines[lineIndex + 1];
  if (!next) return null;
  const m = next.text.match(/^\s*(?:address|residing at)\s*(?::|(?:\.[ \t]*){3,})?\s*/i);
  return m ? readAddress(doc.text, next.start + m[0].length, 2) : null;
}

const INLINE: [RegExp, Role][] = [
  [/\bbefore me,?\s+(?=\p{Lu}[^,]{3,40},\s*(?:a\s+)?(?:[Nn]otary|NOTARY))/gu, 'notary'],
  // The certificate of acknowledgment in the notary's own voice (the Virginias', the Carolinas', the District's):
  // "I, X, a Notary Public in and for the jurisdiction aforesaid, do hereby certify" (a typed blank may stand
  // before the comma: "I, X , a Notary Public").
  [
    /\bI,[ \t]*(?=\p{Lu}[^,\n]{3,40}?[ \t]*,[ \t]*(?:an?\s+)?(?:[Nn]otary|NOTARY)\s+(?:[Pp]ublic|PUBLIC)\b)/gu,
    'notary',
  ],
  // (Numbered on a form, with the printed name labelled after the signature line: "WITNESS 1: ______  Name: X".)
  [
    /\b(?:Witness(?:es)?|WITNESS(?:ES)?(?=[ \t]+(?:No\.?[ \t]*|#[ \t]*)?\d))(?:[ \t]+(?:No\.?[ \t]*|#[ \t]*)?\d{1,2})?\s*:\s*(?:[ \t_]*Name[ \t]*:[ \t]*)?/g,
    'witness',
  ],
  [/\bMy\s+name\s+is\s+/g, 'affiant'],
  [/^[ \t]*Affiant\s*:\s*/gim, 'affiant'],
  // "Comes now the Affiant, LORENZO T. WASHINGTON, ..." / "The undersigned Affiant, KATHLEEN M. BJORKLUND,".
  [
    /\b(?:Affiant|AFFIANT|Declarant|DECLARANT|Deponent|DEPONENT),\s*(?=\p{Lu}{2,}|\p{Lu}\p{Ll}+\s+\p{Lu})/gu,
    'affiant',
  ],
  // (The affiant's age may be said before the oath: "I, X, residing at <address>, of lawful age, being first duly
  // sworn".)
  [
    /\bI,\s*(?=\p{Lu}[^,]{3,40},(?:\s*(?:of|residing\s+at)\s+\d[^;]{5,100}?\d{5},)?(?:\s*(?:of\s+(?:lawful|legal|full)\s+age|an?\s+adult|over\s+the\s+age\s+of\s+(?:eighteen|twenty-one|18|21)(?:\s*\(\d+\))?(?:\s+years)?),)?\s*(?:declare|being|having\s+been\s+(?:first\s+)?(?:duly\s+)?sworn|state|do\s+(?:hereby\s+)?(?:solemnly\s+)?(?:swear|state|declare|certify)|am\b|the\s+undersigned))/gu,
    'affiant',
  ],
  [
    /\b(?:personally\s+appeared|appeared\s+before\s+me)\b[^.]{0,80}?,\s*(?=\p{Lu}[\p{Lu} .'-]{4,40},\s*who\s+(?:being|after))/giu,
    'affiant',
  ],
  [
    // Not "said survey prepared by X, PLS": the surveyor is no preparer of this instrument.
    // ("Prepared in the law office of Castillo & Webb, PLLC, by X, attorney": the attorney, not the firm.)
    // "drafted by Attorney X" (Wisconsin's form wording): the title is no part of the name.
    // (North Carolina's "Drawn by and mail to: X, Attorney at Law, ...", "This instrument was drawn by": at a
    // line's start or after "instrument", never a plat's "drawn by" a surveyor.)
    // (A heading may name the office only: "PREPARED IN THE OFFICE OF:" over the attorney's name.)
    // (New England's attorneys disclaim the title work: "Prepared without title examination by:".)
    // (A scan's speck may read as a comma or a period before "by": "Prepared, by:".)
    /\b(?:instrument\s+)?(?<!\b(?:survey|plat|map|plan|report|appraisal)\s+)(?:prepared|drafted|(?<=(?:^|\n)[ \t]*|instrument\s+(?:was\s+)?)drawn)(?:\s+without\s+(?:the\s+)?(?:benefit\s+of\s+)?(?:an?\s+)?title\s+(?:examination|search|opinion|review)(?:\s+or\s+(?:examination|search|opinion|review))?)?(?:\s+in\s+the\s+(?:law\s+)?offices?\s+of\s+[^,.;\n]{2,60}(?:,\s*(?:P\.?L\.?L\.?C|L\.?L\.?[PC]|P\.?[AC])\.?)?,?)?[.,]?\s+by(?:\s+and\s+(?:after\s+recording\s+|when\s+recorded\s+)?(?:return|mail)\s+to)?\s*:?\s*(?:(?:Attorney|Atty\.?)[ \t]+)?|\b(?:instrument\s+)?(?:prepared|drafted)\s+in\s+the\s+(?:law\s+)?offices?\s+of[ \t]*:[ \t]*/gi,
    'preparer',
  ],
  [
    /\b(?:return\s+(?:after\s+recording\s+)?to|(?:when|after)\s+recorded,?\s+(?:return|mail)\s+to|after\s+recording,?\s+(?:return|mail)\s+to)\s*:?\s*(?!\s*(?:the\s+)?(?:contact|submitter|filer|sender|requester)\b)/gi,
    'preparer',
  ],
];

/**
 * Whether the text after a label, past a wide gap, stands under another column's heading on the line above
 * ("MAIL TAX BILLS TO:" over "AND AFTER RECORDING MAIL TO:      Grace L. Moss") or begins one that ends on the
 * line below: the name there is that column's, and the label heads its own column.
 */
function besideHeadedColumn(doc: Doc, at: number): boolean {
  const gap = doc.text.slice(at, doc.text.indexOf('\n', at) >>> 0).match(/^[ \t]{3,}(?=\S)/);
  if (!gap) return false;
  const i = doc.lines.findIndex((l) => at >= l.start && at <= l.end);
  if (i < 0) return false;
  const above = doc.lines[i - 1];
  const colAt = at + gap[0].length - doc.lines[i]!.start;
  if (above && columns(above.text).some((c) => Math.abs(c.at - colAt) < 4 && /:$/.test(c.text))) return true;
  // Or it opens a heading of its own that wraps onto the next line ("After recording return to:      Until a
  // change is requested, all" over "Owen P. Lindqvist      tax statements shall be sent to:").
  const below = doc.lines[i + 1];
  const cell = below ? columns(below.text).find((c) => Math.abs(c.at - colAt) < 4) : undefined;
  return !!cell && cell.at > 0 && /:$/.test(cell.text) && !/:/.test(doc.text.slice(at, doc.lines[i]!.end));
}

/** The nearest heading line (mostly capitals) within a few lines above `offset`. */
function headingAbove(doc: Doc, offset: number): string {
  const index = doc.lines.findIndex((l) => l.end >= offset);
  for (let i = index - 1; i >= Math.max(0, index - 4); i--) {
    const t = doc.lines[i]!.text;
    if (isHeadingLine(t)) return t;
    if (/\S/.test(t) && !/^[\s_]*$/.test(t)) return '';
  }
  return '';
}

/**
 * A witness's own affidavit titled above the statement, the venue lines between: "CORROBORATING AFFIDAVIT OF
 * WITNESS\n\nSTATE OF X\nCOUNTY OF Y\n\n X, being first duly sworn ..." (the last line in capitals before it).
 */
function witnessTitleBefore(text: string, at: number): boolean {
  const heading = text
    .slice(Math.max(0, at - 300), at)
    .split('\n')
    .filter(
      (l) =>
        /\p{Lu}{3}/u.test(l) &&
        !/\p{Ll}/u.test(l) &&
        // (Texas prints its venue "THE STATE OF TEXAS".)
        !/^\W*(?:THE\s+)?(?:STATE|COUNTY|COMMONWEALTH|PARISH)\s+OF\b|WHEREOF/.test(l.trim()),
    )
    .at(-1);
  return /\bWITNESS(?:ES)?\b/.test(heading ?? '');
}

/** People introduced inline: "Witness: X", "I, X, declare", "before me, X, Notary Public", "prepared by: X". */
export function inlineRoleMentions(doc: Doc): Mention[] {
  const text = doc.text;
  const out: Mention[] = [];
  for (const [re, role] of INLINE) {
    for (const m of text.matchAll(re)) {
      let from = (m.index ?? 0) + m[0].length;
      // "THIS INSTRUMENT PREPARED BY:      SEND TAX NOTICE TO:": a heading over its own column of lines (its colon
      // may be left out, "PREPARED BY          MAIL TAX BILLS TO:").
      const colon = m[0].includes(':')
        ? (m.index ?? 0) + m[0].indexOf(':') + 1
        : /\bby[ \t]{3,}$/i.test(m[0])
          ? (m.index ?? 0) + m[0].trimEnd().length
          : -1;
      if (
        (colon > (m.index ?? 0) &&
          // (The heading beside may wrap: "TAX STATEMENTS FOR THE REAL" / "... SHOULD BE SENT TO:".) The recorder's
          // stamp may stand beside it too ("WHEN RECORDED MAIL TO:      Orange County Clerk-Recorder"), or a file
          // reference ("RECORD AND RETURN TO:      TITLE NO. SLT-24-10883", "Escrow No. 4471"), or the stamp's fee
          // lines ("WHEN RECORDED MAIL TO:      Fees    $32.00"), or the stamp's county ("...      County of Placer"),
          // or its book and page ("Prepared by and return to:      OR BK 22871 PG 1045"), or a county clerk's recording
          // page's numbers ("RECORD & RETURN TO:      Doc #:   02 2023 6712").
          /^[ \t]{3,}(?:\S[^\n]*:|County\s+of\s+[A-Za-z][A-Za-z .'-]*|[^\n]*\b(?:tax|taxes|fees?|pages?|total|statements?|send|mail|notices?|recorded|records|recorder|recording|clerk|register|registry)\b[^\n]*|[^\n]*\$[ \t]*\d[^\n]*|[^\n]*\b(?:title|escrow|order|file|loan|policy|GF|APN|doc|document|instrument|control|receipt|reception)[ \t]*(?:no\b\.?|#|number)[^\n]*|[^\n]*\b(?:BK|Book)[ \t]*\d+[ \t,]*(?:PG|Page)[ \t]*\d[^\n]*)[ \t]*$/i.test(
            text.slice(colon, text.indexOf('\n', colon) >>> 0),
          )) ||
        (colon > (m.index ?? 0) && besideHeadedColumn(doc, colon)) ||
        // (Or the running text of the column beside, set in small letters: "THIS INSTRUMENT DRAFTED BY:" beside an
        // acknowledgment's "acknowledged the same.")
        (colon > (m.index ?? 0) &&
          /^[ \t]{3,}\p{Ll}/u.test(text.slice(colon, text.indexOf('\n', colon) >>> 0)))
      ) {
        // "THIS INSTRUMENT WAS DRAFTED BY:": the column starts where its heading does.
        const row = doc.lines.find((l) => (m.index ?? 0) >= l.start && (m.index ?? 0) < l.end);
        const pos = (m.index ?? 0) - (row?.start ?? 0);
        const col = row
          ? columns(row.text).find((c) => c.at <= pos && pos < c.at + c.text.length)
          : undefined;
        const below = nameInColumnBelow(doc, row && col ? row.start + col.at : (m.index ?? 0));
        if (below) out.push({ ...below, role, confidence: 0.8 });
        continue;
      }
      // "KEISHA M. WASHINGTON      RECORD AND RETURN TO:": a label in the right column heads that column only.
      const line = doc.lines.find((l) => (m.index ?? 0) >= l.start && (m.index ?? 0) < l.end);
      if (line && /^[ \t]*$/.test(text.slice(from, line.end))) {
        const pos = (m.index ?? 0) - line.start;
        const col = columns(line.text).find((c) => c.at > 0 && c.at <= pos && pos < c.at + c.text.length);
        if (col && /\S[ \t]{3,}$/.test(line.text.slice(0, col.at))) {
          const below = nameInColumnBelow(doc, line.start + col.at);
          if (below && !isEntity(below.name)) out.push({ ...below, role, confidence: 0.8 });
          continue;
        }
      }
      // "Prepared by:" over a signature line: the name is printed under the line.
      const blank = m[0].includes(':') ? /[\s_]/ : /\s/;
      while (blank.test(text[from] ?? '') && from - (m.index ?? 0) < 160) from++;
      // A label on its own line ("After Recording Return To:\nMeredith K. Halvorsen\nHalvorsen & Pruitt, P.C."):
      // the name printed under it ends with its line.
      const own = /:[ \t]*\n/.test(text.slice(m.index ?? 0, from));
      // "Witness: A   Witness: B" side by side: each column's name ends with its line (the next line holds
      // the witnesses' towns, "Matthews, NC").
      const rowStart = text.lastIndexOf('\n', from) + 1;
      const rowEnd = text.indexOf('\n', from) >>> 0;
      const sideBySide = role === 'witness' && /\S[ \t]{3,}\S/.test(text.slice(rowStart, rowEnd));
      // "Return to: Ashburn & Lyle, PLLC (Kenneth R. Ashburn), 1420 East 7th Street ...": the attorney named in
      // parentheses after the firm.
      const firm =
        role === 'preparer'
          ? text
              .slice(from, from + 100)
              .match(/^([^()\n]{3,70}?)[ \t]*\([ \t]*(?:Attn\.?:?[ \t]*)?(?=\p{Lu})/u)
          : null;
      const firmName = (firm?.[1] ?? '').replace(/[\s,]+$/, '');
      if (
        firm &&
        (isEntity(firmName) || /&|\b(?:P\.?L\.?L\.?C|PLC|L\.?L\.?P|P\.[ \t]?[AC]|PA|PC|Law)\b/.test(firmName))
      ) {
        const a = readName(text, from + firm[0].length);
        const close = a
          ? text
              .slice(a.end, a.end + 40)
              .match(/^(?:,?[ \t]*(?:Esq\.?|Esquire|Attorney(?:[ \t]+at[ \t]+Law)?))?[ \t]*\)/i)
          : null;
        if (a && close && !isEntity(a.name)) {
          out.push({
            name: a.name,
            span: { start: a.start, end: a.end },
            role,
            address: addressAfterName(text, a.end + close[0].length),
            confidence: 0.8,
          });
          continue;
        }
      }
      // A header block's label opening its line ("Affiant:     X" over "Tax Account No. R183402"): the value ends
      // with its line unless the next line runs on under the value's column.
      const nextLine = text.slice(rowEnd + 1, text.indexOf('\n', rowEnd + 1) >>> 0);
      const headerRow =
        /^[ \t]*\S[^\n:]{0,30}:[ \t]*$/.test(text.slice(rowStart, m.index! + m[0].length)) &&
        from < rowEnd &&
        (nextLine.match(/^[ \t]*/)?.[0].length ?? 0) < from - rowStart;
      // (So does the one a return or preparer block opens with: "Return to:  Attorney X" over the firm's line. An
      // attorney's title before the name is none of it.)
      // (Nor is the office a sole attorney practises under: "Law Office of X" over its street is X's.)
      const title =
        role === 'preparer'
          ? (text.slice(from, rowEnd).match(/^(?:Attorney|Atty\.?)[ \t]+(?=\p{Lu})/u) ??
            text.slice(from, rowEnd).match(/^(?:the[ \t]+)?law[ \t]+offices?[ \t]+of[ \t]+(?=\p{Lu})/iu))
          : null;
      if (title) from += title[0].length;
      const r = readName(
        own || sideBySide || headerRow || (role === 'preparer' && m[0].includes(':') && from < rowEnd)
          ? text.slice(0, rowEnd)
          : text,
        from,
      );
      if (!r) continue;
      // "a plat ... prepared by X, Surveyor": a surveyor drew the plat the description cites; this instrument is not his.
      if (role === 'preparer' && SURVEYOR_TITLE.test(text.slice(r.end, r.end + 60))) continue;
      // Nor is the probate referee who "prepared" the inventory attached to an affidavit.
      if (role === 'preparer' && APPRAISER_TITLE_RE.test(text.slice(r.end, r.end + 40))) continue;
      // The name and the rest of its phrase ("First American Title Company"), not the firm after its comma
      // ("Daniel T. Reilly, Reilly Law Offices, P.C.": the attorney is the preparer).
      if (isEntity(text.slice(r.start, r.end) + (text.slice(r.end, r.end + 40).split(/[,\n]/)[0] ?? '')))
        continue;
      // A firm whose name reads as a person's up to its form: "Morin Dufresne Law, P.A.", "Feld & Amari, P.C.".
      if (
        // Or a company's: "Lone Star Homebuyers, LLC", "Summit Ridge Partners, Inc.".
        // (The name reader may stop short of the firm's last words: "Okafor Real" of "Okafor Real Estate Law, LLC".)
        /^(?:[ \t]+(?:\p{Lu}[\p{L}'’.-]*|&)){0,3}?,?[ \t]+(?:P\.?[ \t]?[AC]\.|P\.?L\.?L\.?C\b|PLC\b|L\.?L\.?P\b|L\.?L\.?C\b|Inc\b|INC\b|Corp\b|CORP\b|Ltd\b|LTD\b|L\.?P\b|N\.A\.)/u.test(
          text.slice(r.end, r.end + 60).split('\n')[0]!,
        )
      )
        continue;
      // "Kevin P. and Maureen A. Doherty": a couple sharing one surname, not a person named "Kevin P.".
      if (/\s\p{Lu}\.$/u.test(r.name) && /^\s*(?:and|&)\s+\p{Lu}/u.test(text.slice(r.end, r.end + 8)))
        continue;
      // So is "Jose Luis and Maria Elena Arredondo" when the document names "Jose Luis Arredondo" elsewhere.
      if (givenNamesOfCouple(text, r)) continue;
      // "Witness #1: X          SIGNER, as" over "<street>          Personal Representative": beside another
      // column the address is the one under the name in its own column.
      const row = doc.lines.find((l) => r.start >= l.start && r.start < l.end);
      const beside = row && /^[ \t]{3,}\S/.test(text.slice(trimEsq(text, r.end), row.end));
      const rowIndex = row ? doc.lines.indexOf(row) : -1;
      const colAt = row
        ? (columns(row.text)
            .filter((c) => row.start + c.at <= (m.index ?? 0) + 1)
            .at(-1)?.at ?? 0)
        : 0;
      out.push({
        name: r.name,
        span: { start: r.start, end: r.end },
        // "AFFIDAVIT OF DISINTERESTED WITNESS  I, X, ... being duly sworn": a witness's own sworn statement.
        // (Or "CORROBORATING STATEMENT OF DISINTERESTED PERSON": the witness's statement under another name.)
        role:
          role === 'affiant' &&
          (/WITNESS|DISINTERESTED|CORROBORATING/.test(headingAbove(doc, m.index ?? 0)) ||
            // (Or further down its first paragraph: 'appeared X, who ... stated: "My name is X. ..."'.)
            witnessTitleBefore(text, m.index ?? 0) ||
            vouchesForForegoing(text, r.end))
            ? 'witness'
            : role,
        // (The last column of a row of witnesses has nothing beside it, but its address is its column's too:
        // "Witness: A      Witness: B" over "Address: <A's street>      Address: <B's street>".)
        address: beside
          ? addressInColumn(doc, rowIndex + 1, colAt)
          : ((sideBySide ? addressInColumn(doc, rowIndex + 1, colAt) : null) ??
            addressAfterName(text, trimEsq(text, r.end))),
        confidence: 0.8,
      });
    }
  }
  // A court's order proving a will: "upon the sworn testimony of A and B, two credible witnesses", "duly proved
  // ... by the oaths of A and B as the ... Will": those who testified to the will are its witnesses.
  for (const m of text.matchAll(/\b(?:testimony|oaths?|depositions?|affidavits?)\s+of\s+(?=\p{Lu})/gu)) {
    const { names, end } = readPartyList(text, (m.index ?? 0) + m[0].length, 4);
    const tail = text.slice(end, end + 60);
    const asWitnesses = /^[\s,]*(?:the\s+)?(?:two|three|both)\s+(?:\w+\s+){0,2}witnesses\b/i.test(tail);
    const toWill = /^[\s,]*as\s+the\s+(?:\w+\s+){0,2}(?:Last\s+)?Will\b/i.test(tail);
    if (names.length >= 2 && (asWitnesses || toWill))
      for (const n of names)
        if (!isEntity(n.name)) out.push({ name: n.name, span: n.span, role: 'witness', confidence: 0.75 });
  }
  // A self-proving affidavit's acknowledgment (the Uniform Probate Code's form): "acknowledged before me ... by X,
  // the testator, and A and B, the witnesses" / "sworn to before me by A and B, witnesses".
  for (const m of text.matchAll(/\b(?:testat(?:or|rix)\s*,?\s+and|by)\s+(?=\p{Lu})/gu)) {
    const { names, end } = readPartyList(text, (m.index ?? 0) + m[0].length, 4);
    if (
      names.length >= 2 &&
      /^[\s,]*(?:the\s+)?(?:(?:two|attesting|subscribing)\s+)?witnesses\b/i.test(text.slice(end, end + 40))
    )
      for (const n of names)
        if (!isEntity(n.name)) out.push({ name: n.name, span: n.span, role: 'witness', confidence: 0.75 });
  }
  // "... appeared X BANK, as Executor ..., by Gregory T. Lindqvist, its Vice President and Trust Officer": a
  // company's officer named in the acknowledgment (the signature block's printed name may be garbled).
  for (const m of text.matchAll(/\bby\s+(?=\p{Lu})/gu)) {
    const r = readName(text, (m.index ?? 0) + m[0].length);
    if (!r || isEntity(r.name)) continue;
    const after = text.slice(r.end, r.end + 80).replace(/^\s*,\s*(?:the\s+|as\s+)?/, '');
    if (/^\s*,/.test(text.slice(r.end, r.end + 2)) && OFFICER_RE.test(after))
      out.push({ name: r.name, span: { start: r.start, end: r.end }, role: 'officer', confidence: 0.75 });
  }
  // "After recording return to:\nWhitley & Cato, PLLC\nAttn: J. Brandon Cato": the attorney the firm's block names.
  for (const m of text.matchAll(/^[ \t]*(?:Attn|Attention)[ \t]*[:.]?[ \t]*/gim)) {
    // (A blank line may part the label from the firm's line: "WHEN RECORDED MAIL TO:\n\n  X & Y LLP\n  Attn: Z".)
    const parts = text.slice(Math.max(0, (m.index ?? 0) - 160), m.index ?? 0).split(/\n[ \t]*\n/);
    const firmOnly = (parts.at(-1) ?? '').trim().split('\n').length === 1;
    // (Only the label's own column: a tax-statement block set beside it, "Until a change is requested, all tax
    // statements shall be sent to:", is another block.)
    const block = (firmOnly ? parts.slice(-2) : parts.slice(-1))
      .join('\n')
      .split('\n')
      .map((l) => l.replace(/^([ \t]*\S(?:.*?\S)??)[ \t]{3,}\S.*$/, '$1'))
      .join('\n');
    if (!/\b(?:return|prepared\s+by|recording\s+requested)\b/i.test(block) || /\btax\b/i.test(block))
      continue;
    const r = readName(text, (m.index ?? 0) + m[0].length);
    if (r && !isEntity(r.name))
      out.push({
        name: r.name,
        span: { start: r.start, end: r.end },
        role: 'preparer',
        address: addressAfterName(text, r.end),
        confidence: 0.8,
      });
  }
  // The attorney named under the firm in a "Prepared by and return to:" block: "(Catherine M. Legare, Attorney)",
  // "Attn: X, Esq.".
  doc.lines.forEach((line, i) => {
    if (!/\b(?:prepared\s+by|return\s+to)\b[^\n]{0,30}:\s*$/i.test(line.text)) return;
    for (const below of doc.lines.slice(i + 1, i + 5)) {
      const m = below.text.match(/^[ \t]*\(?[ \t]*(?:Attn\.?:?[ \t]*)?(?=\p{Lu})/u);
      const r = m ? readName(text, below.start + m[0].length) : null;
      if (
        r &&
        !isEntity(r.name) &&
        /^,?[ \t]*(?:Esq\.?|Esquire|Attorney(?:[ \t]+at[ \t]+Law)?|Counsel)\b/i.test(
          text.slice(r.end, below.end),
        ) &&
        !out.some((o) => o.span.start === r.start)
      )
        out.push({ name: r.name, span: { start: r.start, end: r.end }, role: 'preparer', confidence: 0.75 });
    }
  });
  out.push(...returnAddressBox(doc));
  // "Personally appeared ..., A and B, who, after being duly sworn": every name of the list swears.
  // The list starts right after "appeared" or after a comma that follows it ("appeared, in person, A and B").
  for (const m of text.matchAll(
    /\b(?:personally\s+(?:came\s+and\s+)?appeared(?:\s+before\s+me)?|appeared\s+before\s+me)\b/gi,
  )) {
    const at = (m.index ?? 0) + m[0].length;
    // ("appeared before me, the undersigned authority in and for the jurisdiction aforesaid, A, ... and B, ...":
    // the list may follow the second comma.)
    const lead = text.slice(at, at + 121).match(/^[^.]{0,120}/)?.[0] ?? '';
    const commas = [...lead.matchAll(/,/g)].slice(0, 2).map((c) => at + (c.index ?? 0) + 1);
    for (const from of [at, ...commas]) {
      // ("appeared ..., the within named A and B, who ...": Mississippi's form names them so.)
      const lead = text.slice(from).match(/^\s*(?:the\s+within[\s-]+named\s+)?/i)?.[0].length ?? 0;
      if (!/\p{Lu}/u.test(text[from + lead] ?? '')) continue;
      const { names, end } = readPartyList(text, from + lead, 4);
      // ("appeared X, known to me to be the person whose name is subscribed hereto, who after being ... sworn".)
      if (
        !names.length ||
        !/^[\s,]*(?:known\s+to\s+me\b[^.;]{0,120}?,\s*)?who\b/i.test(text.slice(end, end + 140))
      )
        continue;
      // Under "AFFIDAVIT OF DISINTERESTED WITNESS" the one who appears is a witness.
      const role =
        /WITNESS/.test(headingAbove(doc, m.index ?? 0)) || witnessTitleBefore(text, m.index ?? 0)
          ? 'witness'
          : 'affiant';
      for (const n of names)
        if (!isEntity(n.name))
          out.push({ name: n.name, span: n.span, role, address: n.address, confidence: 0.8 });
      break;
    }
  }
  // "We, A and B, of lawful age, being first duly sworn": co-affiants.
  for (const m of text.matchAll(/\bWe,\s*(?=\p{Lu})/gu)) {
    const { names, end } = readPartyList(text, (m.index ?? 0) + m[0].length, 6);
    const swears =
      /^[\s,]*(?:(?:each|both|all)\s+)?(?:of\s+(?:lawful|legal|full)\s+age|being\b|the\s+undersigned|do\s+(?:hereby\s+)?(?:solemnly\s+)?(?:swear|state|declare|certify)|(?:state|declare|certify|depose)\b)/i;
    if (!swears.test(text.slice(end, end + 40))) continue;
    // "We, A, of <address>, and B, of <address>, each being duly sworn": each keeps the address given.
    for (const n of names)
      if (!isEntity(n.name))
        out.push({ name: n.name, span: n.span, role: 'affiant', address: n.address, confidence: 0.8 });
  }
  // "A and B, each being first duly sworn, on oath depose and say": co-affiants without the "We" (also without the
  // "each": "A and B, being first duly sworn upon oath, depose and say"; Ohio's "duly cautioned and sworn").
  for (const m of text.matchAll(
    /,\s*(?:(?:each|both|all)(?:\s+of\s+(?:us|them|whom))?,?\s*)?(?:after\s+)?(?:being\s+(?:first\s+)?duly|first\s+being\s+duly)\s+(?:cautioned\s+and\s+)?sw(?:orn|om)\b/gi,
  )) {
    const at = m.index ?? 0;
    const before = text.slice(Math.max(0, at - 300), at);
    // (The period of an initial or of "St." inside a name ends no sentence: "JOHN R. ROE and ANN ST. CLAIR".)
    const open = [
      ...before.matchAll(/(?:^|(?<!(?:^|[\s(])(?:\p{Lu}|St|ST))[.:;](?=\s)|\n[ \t]*\n|\)[ \t]*\n)\s*/gu),
    ].at(-1);
    const from = at - before.length + (open ? (open.index ?? 0) + open[0].length : 0);
    const { names, end } = readPartyList(text, from, 6);
    if (names.length < 2 || text.slice(end, at).trim()) continue;
    for (const n of names)
      if (!isEntity(n.name))
        out.push({ name: n.name, span: n.span, role: 'affiant', address: n.address, confidence: 0.8 });
  }
  // "Affiant, being first duly sworn" / "X, being first duly sworn, deposes and says" (an affidavit typed in
  // capitals: "X, BEING FIRST DULY SWORN ON OATH, DEPOSES AND SAYS"); "X, of Mandan, Morton County, North Dakota,
  // being first duly sworn" (the place's last words are no name). A scan may read "sworn" as "swom".
  for (const m of text.matchAll(
    /(?<![\p{L}.'’-])(\p{Lu}[\p{L}.'’ -]{4,50}),(?:\s*who,?)?(?:\s*(?:of\s+(?:lawful|legal|full)\s+age|of\s+\d[^;]{5,100}?\d{5}(?:-\d{4})?|an?\s+(?:adult|resident)\b[^,;.]{0,60}(?:,\s*\p{Lu}[\p{L} ]{2,30})?|a\s+resident\s+of\s+[^,]{3,40}|of\s+\p{Lu}[\p{L}.'’ -]{2,40}(?:,\s*\p{Lu}[\p{L}.'’ -]{2,40}){0,3}),)?(?:\s*who,?)?\s*(?:(?:after\s+)?(?:being\s+(?:first\s+)?duly|first\s+being\s+duly)\s+(?:cautioned\s+and\s+)?sw(?:orn|om)\b|(?:AFTER\s+)?(?:BEING\s+(?:FIRST\s+)?DULY|FIRST\s+BEING\s+DULY)\s+(?:CAUTIONED\s+AND\s+)?SW(?:ORN|OM)\b)/gu,
  )) {
    // "Now comes DOROTHY ANN MUELLER, who, being ...": the name is the words right before the comma.
    let r = readName(text, m.index ?? 0) ?? nameEndingAt(text, (m.index ?? 0) + m[1]!.length);
    // "appeared PATRICIA\nBELLAMY OKAFOR, who, being ...": the name wrapped from the line before.
    const wrapped = r ? nameEndingAt(text, r.end) : null;
    // (Not a venue line over it whose bracket a scan lost: "County of Placer\nHARRIET L. OKONKWO-PRYCE, ...".)
    const wrappedLine = wrapped ? text.slice(text.lastIndexOf('\n', wrapped.start) + 1, wrapped.start) : '';
    const venue = /^\W*(?:STATE|COUNTY|PARISH|COMMONWEALTH|CITY|BOROUGH)\s+OF\b/i.test(wrappedLine);
    if (r && wrapped && !venue && wrapped.start < r.start && wrapped.end === r.end) r = wrapped;
    // Under "CORROBORATING AFFIDAVIT OF WITNESS" the one sworn is a witness.
    const role =
      /WITNESS/.test(headingAbove(doc, m.index ?? 0)) || witnessTitleBefore(text, m.index ?? 0)
        ? 'witness'
        : 'affiant';
    if (r) out.push({ name: r.name, span: { start: r.start, end: r.end }, role, confidence: 0.8 });
  }
  return out;
}

/**
 * A recording form's "Name and Return Address:" box (Wisconsin's): the attorney ("Atty. X" / "Attorney X"), the
 * firm and the address on the lines under the label, inside the box's side rules.
 */
function returnAddressBox(doc: Doc): Mention[] {
  const out: Mention[] = [];
  doc.lines.forEach((line, i) => {
    const col = line.text.search(/\bName\s+and\s+Return\s+Address\s*:[ \t|]*$/i);
    if (col < 0) return;
    const cells: { text: string; start: number }[] = [];
    for (const below of doc.lines.slice(i + 1, i + 6)) {
      const cell = below.text.slice(Math.max(0, col - 3)).match(/^[ \t|]*(.*?)[ \t|]*$/)!;
      if (!cell[1]) break;
      cells.push({ text: cell[1], start: below.start + Math.max(0, col - 3) + cell[0].indexOf(cell[1]) });
    }
    const at = cells.findIndex((c) => opensWithNumberOrBox(c.text));
    const address =
      at >= 0
        ? readAddress(
            cells
              .slice(at)
              .map((c) => c.text)
              .join(', '),
            0,
            0,
          )
        : null;
    for (const c of cells.slice(0, at >= 0 ? at : undefined)) {
      const title = c.text.match(/^(?:Atty\.?|Attorney)[ \t]+/i)?.[0].length ?? 0;
      const r = readName(doc.text, c.start + title);
      if (!r || r.end > c.start + c.text.length || isEntity(c.text) || /&|\bS\.C\.|\bLaw\b/.test(c.text))
        continue;
      out.push({
        name: r.name,
        span: { start: r.start, end: r.end },
        role: 'preparer',
        address,
        confidence: 0.8,
      });
      // (The box may name the new owners instead, one to a line: "Pa Houa Vang" over "Tou Lee Xiong" over their
      // street: the address is each one's. An attorney's firm under the attorney is no second person.)
      if (title) break;
    }
  });
  return out;
}

/** The name (and address) printed in the column under a heading that starts at `offset`. */
function nameInColumnBelow(doc: Doc, offset: number): Omit<Mention, 'role'> | null {
  const i = doc.lines.findIndex((l) => offset >= l.start && offset <= l.end);
  if (i < 0) return null;
  const colAt = offset - doc.lines[i]!.start;
  for (let j = i + 1; j < Math.min(doc.lines.length, i + 4); j++) {
    const line = doc.lines[j]!;
    const cell = columns(line.text).find((c) => Math.abs(c.at - colAt) < 8);
    // ("THIS INSTRUMENT PREPARED BY" / "AND AFTER RECORDING MAIL TO:": the heading may wrap in its column.)
    if (!cell || /^_{3,}/.test(cell.text) || /:$/.test(cell.text)) continue;
    // (An attorney's title before the name is none of it: "Attorney Nathan J. Roe", "Atty. X".)
    const title = cell.text.match(/^(?:Attorney|Atty\.?)[ \t]+(?=\p{Lu})/u)?.[0].length ?? 0;
    // A right column's name ends with its line: the next line's first word is the left column's.
    let r = readName(cell.at > 0 ? doc.text.slice(0, line.end) : doc.text, line.start + cell.at + title);
    // (Nor does a name run on into the firm under it: "Nathan J. Van Lanen" over "Van Lanen & Pelnar, S.C.".)
    const under = columns(doc.lines[j + 1]?.text ?? '').find((c) => Math.abs(c.at - colAt) < 8)?.text ?? '';
    if (r && r.end > line.end && (isEntity(under) || /&|\bS\.C\.|\bLaw\b/.test(under)))
      r = readName(doc.text.slice(0, line.end), line.start + cell.at + title);
    // The firm may head the block, the attorney under it ("Oyelaran Brandt PLLC" over "Tobias R. Oyelaran").
    if (r && isEntity(cell.text)) continue;
    // A company's name wrapped in its column ("Blue Heron Settlement" over "Services, LLC"): a line under it that
    // opens with a company's word ("Services", "Title", "Holdings") continues the name, which is then no person's.
    if (r && companyNameGoesOn(doc.lines[j + 1], colAt)) continue;
    // So may its department under the company ("Loan Servicing - Lien Release Dept."): no person. (But a person
    // may be named at her desk, "Dana Roe, Lien Release Dept.": the name, then the department after a comma.)
    const atDesk =
      !!r &&
      /^,[ \t]*[\p{L} .'&-]*\b(?:Dept\.?|Department|Division)[ \t]*$/iu.test(
        doc.text.slice(r.end, line.start + cell.at + cell.text.length),
      ) &&
      !/\b(?:Dept|Department|Division|Servicing)\b/i.test(r.name);
    if (r && !atDesk && /\b(?:Dept\.?|Department|Division|Servicing)(?!\p{L})/iu.test(cell.text)) continue;
    if (!r || r.end > line.start + cell.at + cell.text.length + 1) return null;
    return {
      name: r.name,
      span: { start: r.start, end: r.end },
      // The firm's name or a bar number may stand between the attorney and the firm's address.
      address: addressInColumn(doc, j + 1, colAt) ?? addressInColumn(doc, j + 2, colAt),
    };
  }
  return null;
}

/**
 * Whether the cell of `line` in the column at `colAt` is the rest of a company's name wrapped from the line above:
 * it is a company's name and its first word is a company's word ("Services, LLC", "Title Agency, Inc."), which no
 * firm's own name opens with. (A signer's title under a name, "Trust Officer", continues nothing.)
 */
function companyNameGoesOn(line: Line | undefined, colAt: number): boolean {
  const cell = line ? columns(line.text).find((c) => Math.abs(c.at - colAt) < 8) : undefined;
  if (!cell || /\b(?:Officer|Dep(?:artmen)?t|Division)\b/i.test(cell.text)) return false;
  const first = cell.text.split(/[\s,]+/)[0] ?? '';
  return isEntity(cell.text) && isEntity(first);
}

/** Skips ", Esq." after a name so the address that follows is found. */
function trimEsq(text: string, end: number): number {
  const m = text.slice(end, end + 30).match(/^,?\s*(?:Esquire|Esq\.?|Attorney\s+at\s+Law|Attorney)\b\.?,?/i);
  let at = m ? end + m[0].length : end;
  // A bar number after the name: "Steven A. Bouwman (P48812)", "(Bar No. 12345)", ", Attorney No. 28814-79,"
  // (or a state bar's initials before it: ", MSB #10442", ", SBN 204417", "(VSB No. 48213)", "(BBO #612345)").
  const bar = text
    .slice(at, at + 40)
    .match(
      /^[ \t]*\((?:(?:Bar|SBN|Atty|Reg)\.?\s*(?:No\.?|#|ID)?\s*|[A-Z]{2,5}\s*(?:No\.?|#|ID)\s*)?[A-Z]?\d{4,8}\)|^,?\s*(?:(?:Attorney|Atty\.?|Bar|Registration|Reg\.?|[A-Z]{1,3}B)\s+)?(?:No\.?|Number|#|ID)\s*:?\s*[A-Z]?\d[\d-]{3,12}\b,?|^,?\s*SBN\s*:?\s*\d{4,8}\b,?/i,
    );
  if (bar) at += bar[0].length;
  // The law firm's line between the attorney and the firm's address ("Espinoza & Tate, P.A.").
  const firm = text.slice(at, at + 80).match(/^[ \t]*\n[ \t]*([^\n]{3,60})(?=\n)/);
  const isFirm = (name: string) =>
    !/^\s*\d/.test(name) &&
    (isEntity(name) ||
      /&|\bP\.?A\.?\b|\bLaw\b|\bPLLC\b|\bLLP\b|\bBar\s+(?:No|Number|ID|#)|\bSBN\b/i.test(name));
  // (A labelled line is the next block, not the firm: "Return to:   Title Group, Inc." over its own address.)
  if (firm && isFirm(firm[1]!) && !/^[\p{L} ']{2,30}:/u.test(firm[1]!)) at += firm[0].length;
  // The firm on the address's own line: "Brandt & Lowe LLP, 251 N. Illinois St., ...".
  const inline = text
    .slice(at, at + 90)
    .match(
      /^[\s,]*([^,\n]{3,60}?(?:,\s*(?:P\.?C|P\.?A|L\.?L\.?P|L\.?L\.?C|PLLC|Inc|Ltd)\.?)?),\s*(?=\d|P\.?\s?O\.?\s*Box)/i,
    );
  if (inline && isFirm(inline[1]!)) at += inline[0].length;
  return at;
}

/** Shared addresses: "Witness: A; Witness: B, both of 401 E Jackson St ..." apply to each named. */
export function sharedAddress(doc: Doc, mentions: Mention[]): void {
  for (const m of doc.text.matchAll(/\b(?:both|all|each)\s+of\s+/gi)) {
    const addr = readAddress(doc.text, (m.index ?? 0) + m[0].length, 2);
    if (!addr) continue;
    for (const mention of mentions)
      if (!mention.address && (m.index ?? 0) - mention.span.end < 120 && mention.span.end <= (m.index ?? 0))
        mention.address = addr;
  }
}

/**
 * The address printed under a party's address label that heads one column of a closing block ("GRANTEES' MAILING
 * ADDRESS:" beside "AFTER RECORDING RETURN TO:", the street and town under each heading): the labelled column's
 * lines only, not the other block's beside them.
 */
export function columnLabelAddress(doc: Doc, side: 'grantor' | 'grantee'): Mention['address'] {
  const label = new RegExp(
    `^${side}s?['’]?s?['’]?[ \t]+(?:(?:mailing|tax[ \t]+notice)[ \t]+)?address(?:es)?[ \t]*:$`,
    'i',
  );
  for (const [i, line] of doc.lines.entries()) {
    const cells = columns(line.text);
    const cell = cells.find((c) => label.test(c.text));
    if (!cell || cells.length < 2) continue;
    const found = addressInColumn(doc, i + 1, cell.at);
    if (found) return found;
  }
  return null;
}

/**
 * Names and address of a "Mail tax statements to:" / "After recording return to:" block: a names line
 * followed by the address lines. Used for parties whose address the body does not state.
 */
export function mailBlockAddresses(
  doc: Doc,
): { names: string[]; address: NonNullable<Mention['address']> }[] {
  const out: { names: string[]; address: NonNullable<Mention['address']> }[] = [];
  const lines = doc.lines;
  lines.forEach((line, i) => {
    // (Also a closing "Grantee's address:" over the grantee's name and address lines, the Iowa forms'
    // "ADDRESS TAX STATEMENT:", and a release's "Copy to owner(s):".)
    if (
      !/\b(?:return|mail|send)\b[^:\n]{0,60}\bto\s*:\s*$|^[ \t]*(?:a[ \t]+)?copy[ \t]+to(?:[ \t]+(?:the[ \t]+)?(?:owners?|borrowers?|mortgagors?|grantees?)(?:\(s\))?)?[ \t]*:[ \t]*$|^[ \t]*(?:grantees?'?s?'?|new\s+owners?'?s?'?)\s+(?:mailing\s+)?address(?:es)?\s*:\s*$|^[ \t]*address[ \t]+tax[ \t]+statements?[ \t]*:[ \t]*$/i.test(
        line.text,
      )
    )
      return;
    const namesLine = lines[i + 1];
    // (A company's block may name the desk the mail goes to first: "Attn: Lien Release Department".)
    let k = i + 2;
    while (k < i + 4 && /^[ \t]*(?:attn|attention|c\/o)\b/i.test(lines[k]?.text ?? '')) k++;
    const addrLine = lines[k];
    if (!namesLine || !addrLine) return;
    const lead = namesLine.text.length - namesLine.text.trimStart().length;
    const { names } = readPartyList(doc.text, namesLine.start + lead, 4);
    const address = readAddress(doc.text, addrLine.start, 8);
    // "Robert J. and Jennifer M. Falcone": a couple sharing the surname printed once, after the last name.
    const surname = names.length > 1 ? names.at(-1)!.name.split(/\s+/).at(-1) : undefined;
    // ("Jose Luis and Maria Elena Arredondo": given names of two words read as a name of their own; both readings
    // are kept, the party's own name decides.)
    const full = names.flatMap((n, k) =>
      !surname || k === names.length - 1 || n.name.endsWith(` ${surname}`)
        ? [n.name]
        : /^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}\.)?$/u.test(n.name)
          ? [`${n.name} ${surname}`]
          : [n.name, `${n.name} ${surname}`],
    );
    if (names.length && address) out.push({ names: full, address });
  });
  // One-line blocks: "Taxpayer Information: Daniel J. Kowalczyk and Teresa M. Kowalczyk, 3812 Cottage Grove
  // Ave., Des Moines, IA 50311", "Taxpayer: <name>, <address>" (the tax statements go to the new owners).
  for (const m of doc.text.matchAll(
    /^[ \t]*(?:taxpayer(?:'s)?(?:\s+information)?|(?:send|mail)\s+(?:subsequent\s+)?tax\s+(?:bills?|statements?|notices?)\s+to)[ \t]*:[ \t]*/gim,
  )) {
    const { names } = readPartyList(doc.text, (m.index ?? 0) + m[0].length, 4);
    const address = names.at(-1)?.address;
    if (names.length && address) out.push({ names: names.map((n) => n.name), address });
  }
  // Header blocks in columns: "ADDRESS NEW OWNER(S):   SEND TAX BILLS TO:   MAP-PARCEL NO.:" with the names
  // and the address printed under their heading.
  lines.forEach((line, i) => {
    for (const col of columns(line.text)) {
      if (
        !BLOCK_HEADING_RE.test(wrappedHeading(lines, i, col)) ||
        col.text.length === line.text.trim().length
      )
        continue;
      const block = namesOverAddress(doc, lines, i + 1, i + 6, col.at, 8, col.at);
      if (block) out.push(block);
    }
  });
  // The label set left of its block ("Grantees' address for tax bills:    A and" over "B" over the street and
  // city lines): the names and the address are the cells of the column the label's line opens.
  lines.forEach((line, i) => {
    const label = line.text.match(SIDE_LABEL_RE);
    if (!label) return;
    const block = namesOverAddress(doc, lines, i, i + 5, label[0].length, 3);
    if (block) out.push(block);
  });
  return out;
}

/**
 * The names stacked in one column over the street line that starts their address (lines `from` up to `to`, cells
 * within `tolerance` of `colAt`); the address is read in that column (at `addressAt` when given, else the cell's).
 */
function namesOverAddress(
  doc: Doc,
  lines: readonly Line[],
  from: number,
  to: number,
  colAt: number,
  tolerance: number,
  addressAt?: number,
): { names: string[]; address: NonNullable<Mention['address']> } | null {
  const names: string[] = [];
  for (let j = from; j < Math.min(lines.length, to); j++) {
    const cell = columns(lines[j]!.text).find((c) => Math.abs(c.at - colAt) < tolerance);
    if (!cell) return null;
    if (opensWithNumberOrBox(cell.text)) {
      const address = addressInColumn(doc, j, addressAt ?? cell.at);
      // (Names stacked one to a line, "A" over "B", are two; a line ending "and" or a comma, or a lone surname, goes on.)
      const groups: string[] = [];
      for (const t of names) {
        const last = groups.at(-1);
        if (last !== undefined && stackJoint(last, t) === ' ') groups[groups.length - 1] = `${last} ${t}`;
        else groups.push(t);
      }
      const parties = groups.flatMap((g) => readPartyList(g, 0, 4).names.map((n) => n.name));
      return address && parties.length ? { names: parties, address } : null;
    }
    names.push(cell.text);
  }
  return null;
}

/**
 * What stands between two lines of a names cell: each line a full name ("Rafael A. Soto" over "Lucia M. Soto") stacks
 * one name over the next (" and ": read apart); a name may also wrap ("Robert J. and Jennifer M." over "Falcone", "A
 * and" over "B": " ", read on).
 */
function stackJoint(above: string, line: string): string {
  const twoWords = (s: string) => /\S\s+\S/.test(s);
  const lastName = above
    .split(/\band\b/)
    .at(-1)!
    .trim();
  return /(?:\band|&|,)\s*$/i.test(above) || !twoWords(line) || !twoWords(lastName) ? ' ' : ' and ';
}

const SIDE_LABEL_RE =
  /^[ \t]*(?:grantees?['’]?s?['’]?\s+(?:mailing\s+)?address(?:es)?(?:\s+for\s+tax\s+(?:bills?|statements?|notices?))?|(?:send|mail)\s+tax\s+(?:bills?|statements?|notices?)\s+to|address\s+tax\s+statements?)[ \t]*:[ \t]{3,}(?=\p{Lu})/iu;

// (Minnesota's conveyancing blanks: "TAX STATEMENTS FOR THE REAL PROPERTY DESCRIBED IN THIS INSTRUMENT SHOULD BE
// SENT TO:", wrapped over the lines of its column; a release's "Prepared by and when recorded mail to:" beside
// "Return copy to borrowers:".)
const BLOCK_HEADING_RE =
  /^(?:address\s+(?:of\s+)?new\s+owners?(?:\(s\))?|new\s+owners?'?s?'?\s+(?:mailing\s+)?address|(?:send|mail)\s+tax\s+(?:bills?|statements?|notices?)\s+to|tax\s+(?:bills?|statements?|notices?)\b[\w\s]{0,80}?\b(?:should|shall|are\s+to|to)\s+be\s+(?:sent|mailed)\s+to|grantees?'?s?'?\s+(?:mailing\s+)?address|(?:(?:prepared\s+by\s+and\s+)?(?:when|after)\s+recorded,?\s+)?(?:return|mail)\s+to|(?:return\s+)?(?:a\s+)?copy\s+to(?:\s+(?:the\s+)?(?:owners?|borrowers?|mortgagors?|grantees?)(?:\(s\))?)?)\s*:\s*$/i;

/**
 * A column's heading that wraps over its lines ("TAX STATEMENTS FOR THE REAL PROPERTY" / "DESCRIBED IN THIS
 * INSTRUMENT SHOULD BE" / "SENT TO:"): the cell ending with the colon, joined to the cells right above it in its
 * column that end none.
 */
function wrappedHeading(lines: readonly Line[], i: number, col: { text: string; at: number }): string {
  if (!/:\s*$/.test(col.text)) return col.text;
  const parts = [col.text];
  for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
    const cell = columns(lines[j]!.text).find((c) => Math.abs(c.at - col.at) < 3);
    // (A ruled box's top rule, "+-------+", is no word of the heading.)
    if (!cell || /:\s*$/.test(cell.text) || /\p{Ll}/u.test(cell.text) || !/\p{L}/u.test(cell.text)) break;
    parts.unshift(cell.text);
  }
  return parts.join(' ');
}

/**
 * The address the affiant states as their own: "Affiant resides at ...", "I live at ...", "Affiant's address: ...".
 * (Other facts of the affiant may come first: "Affiant is over the age of eighteen years, is competent to make
 * this affidavit, and resides at ...".)
 */
export function affiantAddress(doc: Doc): Mention['address'] {
  // (The affiant's statements in the third person open "That she resides at ...".)
  const re =
    /\b(?:(?:I|[Aa]ffiant|[Dd]eclarant|(?<=(?:^|[\n;:])[ \t]*[Tt]hat\s+)(?:he|she))\s+(?:(?:is|am)\s+[^.;]{0,120}?\s+and\s+)?(?:currently\s+)?(?:resides?|lives?)\s+at|(?:[Mm]y|[Aa]ffiant'?s|[Dd]eclarant'?s)\s+(?:[Mm]ailing\s+|[Cc]urrent\s+|[Rr]esidence\s+)?[Aa]ddress\s*(?:is|:))\s*/g;
  for (const m of doc.text.matchAll(re)) {
    const found = readAddress(doc.text, (m.index ?? 0) + m[0].length, 2);
    if (found) return found;
  }
  return null;
}

/**
 * "I, X, having been first duly sworn, state that I live at ...; that I am not related to Decedent ...; and that
 * the facts stated in the foregoing affidavit are true": one who swears, unrelated, to another's affidavit is its
 * witness, though no heading says so over the second of two such statements.
 */
function vouchesForForegoing(text: string, from: number): boolean {
  const paragraph = text.slice(from, from + 600).split(/\n[ \t]*\n/)[0] ?? '';
  return (
    /\bnot\s+related\b/i.test(paragraph) && /\b(?:foregoing|above|attached)\s+affidavit\b/i.test(paragraph)
  );
}
