import type { Category } from '@/db/schema';
import { isHeadingLine } from './extract/common/sections';
import type { Doc } from './text/doc';

/**
 * The deed's own kind may sit between the capacity and "DEED" ("PERSONAL REPRESENTATIVE'S SPECIAL WARRANTY DEED",
 * "EXECUTOR'S QUITCLAIM DEED"): the capacity still names the fiduciary deed.
 */
const DEED_KIND =
  '(?:DISTRIBUTIVE\\s+|DISTRIBUTION\\s+|(?:SPECIAL\\s+|LIMITED\\s+)?WARRANTY\\s+|QUIT\\s*CLAIM\\s+|BARGAIN\\s+AND\\s+SALE\\s+|GRANT\\s+)?';

/** Title patterns per category, most specific first; matched against heading lines in document order. */
// (A will's kind may stand in an order's title: "ORDER ADMITTING HOLOGRAPHIC WILL TO PROBATE", "TRANSCRIPT OF
// HOLOGRAPHIC WILL".)
const TITLE_RULES: [RegExp, Category][] = [
  [
    /\bHEIRSHIP\b|\bDESCENT\b|\bHEIRS\s+AT\s+LAW\b|\bIDENTITY\s+OF\s+HEIRS\b|\bAFFIDAVIT\s+(?:OF|CONCERNING|REGARDING|AS\s+TO)\s+(?:FACTS\s+CONCERNING\s+)?(?:THE\s+)?(?:SURVIVING\s+|LEGAL\s+)?HEIRS|\bDETERMINATION\s+OF\s+HEIRS|\bAFFIDAVIT\s+OF\s+FAMILY\s+HISTORY\b|\bFAMILY\s+HISTORY\s+AFFIDAVIT\b/i,
    'AFFIDAVIT_OF_HEIRSHIP',
  ],
  [
    /\bAFFIDAVIT\b.{0,30}\bDEATH\b|\bDEATH\s+OF\s+(?:JOINT\s+TENANT|TRANSFEROR|TRUSTEE|SPOUSE|LIFE\s+TENANT|GRANTOR|OWNER)|\bSURVIVING\s+(?:JOINT\s+TENANT|SPOUSE)\b.{0,20}AFFIDAVIT|\bTERMINATION\s+OF\s+(?:JOINT\s+TENANCY|LIFE\s+ESTATE)|\bAFFIDAVIT\s+OF\s+SURVIVORSHIP\b|\bAFFIDAVIT\s+OF\s+[A-Z]+\s+(?:AND|&)\s+SURVIVORSHIP\b|\bSURVIVORSHIP\s+AFFIDAVIT\b|\bTRANSFER[\s-]+ON[\s-]+DEATH\b.{0,30}\bAFFIDAVIT\b|\bBENEFICIARY'?S?'?\s+AFFIDAVIT\b|\bAFFIDAVIT\s+OF\s+SUCCESSOR\s+TRUSTEE\b/i,
    'AFFIDAVIT_OF_DEATH',
  ],
  [
    /\bSMALL\s+(?:ESTATE|SUCCESSION)\b|\bCOLLECTION\s+OF\s+(?:PERSONAL\s+)?PROPERTY\b|\bREAL\s+PROPERTY\s+OF\s+SMALL\s+VALUE\b|\b1310[0-6]\b|\b1320[0-6]\b|\bSUCCESSOR\s+(?:IN\s+INTEREST\s+)?AFFIDAVIT|\bAFFIDAVIT\s+(?:OF|FOR|BY)\s+(?:A\s+)?(?:CLAIMING\s+)?SUCCESS(?:ORS?|ION)\b(?!\s+TRUSTEE)|\bAFFIDAVIT\s+FOR\s+(?:THE\s+)?(?:COLLECTION|TRANSFER|DISTRIBUTION)\s+OF\b(?!.{0,40}\bON\s+DEATH\b)|\bTRANSFER\s+BY\s+AFFIDAVIT\b|\bSUCCESSION\s+TO\s+(?:REAL\s+)?PROPERTY\s+BY\s+AFFIDAVIT\b|\bSPOUSAL\s+PROPERTY\b|\bPASSING\s+WITHOUT\s+ADMINISTRATION\b|\bAFFIDAVIT\s+IN\s+LIEU\s+OF\s+(?:PROBATE|ADMINISTRATION)\b|\b135[0-4]\d\b|\bAFFIDAVIT\s+OF\s+ENTITLEMENT\b|\b(?:TRANSFER|COLLECT|DISTRIBUT)\w*\s+(?:(?:THE\s+)?(?:ASSETS|PROPERTY)\s+)?(?:OF\s+(?:A|THE)\s+DECEDENT\s+)?WITHOUT\s+(?:PROBATE|ADMINISTRATION)\b/i,
    'SMALL_ESTATE_AFFIDAVIT',
  ],
  [
    new RegExp(`\\bEXECUT(?:OR|RIX|ORS)'?S?'?\\s+${DEED_KIND}DEED\\b|\\bDEED\\s+(?:BY|OF)\\s+EXECUT`, 'i'),
    'EXECUTOR_DEED',
  ],
  [
    new RegExp(
      `\\bADMINISTRAT(?:OR|RIX|ORS)'?S?'?\\s+${DEED_KIND}DEED\\b|\\bDEED\\s+(?:BY|OF)\\s+ADMINISTRAT`,
      'i',
    ),
    'ADMINISTRATOR_DEED',
  ],
  [
    new RegExp(
      `\\bPERSONAL\\s+REPRESENTATIVE'?S?'?\\s+${DEED_KIND}DEED\\b|\\bDEED\\s+(?:BY|OF)\\s+PERSONAL\\s+REPRESENTATIVE`,
      'i',
    ),
    'PERSONAL_REPRESENTATIVE_DEED',
  ],
  [
    /\bLAST\s+WILL\b|\bWILL\s+AND\s+TESTAMENT\b|^\s*(?:THE\s+)?WILL(?:\s+OF\b.*)?$|\bADMITTING\s+(?:(?:HOLOGRAPHIC|NUNCUPATIVE|FOREIGN|LOST|ORIGINAL|AUTHENTICATED)\s+)?WILL\b|\bHOLOGRAPHIC\s+WILL\b|\bPROBATE\s+OF\s+WILL\b|\bCODICIL\b|\bMUNIMENT\s+OF\s+TITLE\b/i,
    'WILL',
  ],
  [
    /\b(?:WARRANTY|QUITCLAIM|QUIT\s+CLAIM|GRANT|BARGAIN\s+AND\s+SALE|GIFT|TRANSFER\s+ON\s+DEATH|BENEFICIARY|TRUSTEE'?S?|SPECIAL\s+WARRANTY)\s+DEED\b|\bDEED\s+OF\s+(?:(?:GENERAL|SPECIAL|LIMITED)\s+)?WARRANTY\b(?!.*\b(?:EXECUT|ADMINISTRAT|PERSONAL\s+REPRESENTATIVE|FIDUCIAR))|\bRELEASE\s+OF\s+(?:LIEN|MORTGAGE|DEED\s+OF\s+TRUST)|\bDEED\s+OF\s+TRUST\b|\bMORTGAGE\b|\bSATISFACTION\b|\bEASEMENT\b|\bRIGHT[\s-]+OF[\s-]+WAY\b/i,
    'OTHER',
  ],
];

/** A fiduciary capacity in a granting clause: "as Executor", "the duly appointed, qualified and acting Administrator". */
const CAPACITY =
  '(?:\\b(?:as|the)|,)\\s+(?:the\\s+)?(?:duly\\s+appointed,?\\s+(?:qualified\\s+)?(?:and\\s+)?(?:acting\\s+)?)?(?:independent\\s+|sole\\s+|co-?|successor\\s+|ancillary\\s+)?';

/** "FIDUCIARY'S DEED": the capacity named most often in the body decides which fiduciary deed it is. */
const FIDUCIARY_TITLE_RE =
  /\bFIDUCIARY'?S?'?\s+DEED\b|\bDEED\s+(?:BY|OF)\s+(?:A\s+)?FIDUCIARY\b|\bDEED\s+OF\s+DISTRIBUTION\b|\bDISTRIBUTION\s+DEED\b/i;

function fiduciaryKind(text: string): Category | null {
  const count = (re: RegExp) => (text.match(re) ?? []).length;
  const kinds: [Category, number][] = [
    ['EXECUTOR_DEED', count(/\bexecut(?:or|rix)\b/gi)],
    ['ADMINISTRATOR_DEED', count(/\badministrat(?:or|rix)\b/gi)],
    ['PERSONAL_REPRESENTATIVE_DEED', count(/\bpersonal\s+representative\b/gi)],
  ];
  const best = kinds.sort((a, b) => b[1] - a[1])[0]!;
  return best[1] > 0 ? best[0] : null;
}

/**
 * An indenture's grantor clause: "between X, as executrix of the last will and testament of Y, deceased, party of
 * the first part" names the fiduciary as grantor even when the granting verb comes many lines later.
 */
const FIRST_PART = 'part(?:y|ies)\\s+of\\s+the\\s+first\\s+part';

/** Body cues for documents without a usable title, checked in order. */
const BODY_RULES: [RegExp, Category][] = [
  [
    new RegExp(
      `${CAPACITY}execut(?:or|rix)\\b(?:[^.]|\\.(?=\\S)|(?<=\\b[A-Z][a-z]{0,3})\\.){0,500}\\b(?:grant|convey|release|bargain|sell|${FIRST_PART})`,
      'i',
    ),
    'EXECUTOR_DEED',
  ],
  [
    new RegExp(
      `${CAPACITY}administrat(?:or|rix)\\b(?:[^.]|\\.(?=\\S)|(?<=\\b[A-Z][a-z]{0,3})\\.){0,500}\\b(?:grant|convey|release|bargain|sell|${FIRST_PART})`,
      'i',
    ),
    'ADMINISTRATOR_DEED',
  ],
  [
    new RegExp(
      `${CAPACITY}personal\\s+representative\\b(?:[^.]|\\.(?=\\S)|(?<=\\b[A-Z][a-z]{0,3})\\.){0,500}\\b(?:grant|convey|release|bargain|sell|${FIRST_PART})`,
      'i',
    ),
    'PERSONAL_REPRESENTATIVE_DEED',
  ],
  // The small-estate statutes' own condition: the estate's (or the decedent's property's) value stays under a ceiling.
  [
    /\bvalue\s+of\s+(?:the\s+)?(?:(?:decedent|deceased)['’]?s\s+)?(?:entire\s+|gross\s+)?(?:probate\s+)?(?:estate|property)\b[^.]{0,160}?\bdoes\s+not\s+exceed\b/i,
    'SMALL_ESTATE_AFFIDAVIT',
  ],
  // A conveyance under a title no rule knows: heirs who "do hereby grant and convey" are grantors of a deed,
  // however much the deed recites of their descent.
  [
    /\b(?:do|does|doth)\s+(?:hereby\s+)?(?:grant|convey|quit\s*claim|remise)\b|\bhereby\s+(?:grants?|conveys?|quit\s*claims?|remises?)\s+(?:and\s+\w+\s+)?(?:(?:un)?to\b|all\b)/i,
    'OTHER',
  ],
  [
    /\bheirs?\s+(?:at\s+law\s+)?of\s+(?:the\s+)?(?:decedent|deceased)\b|\b(?:sole|only)\s+heirs\s+at\s+law\b|\bdistributees\s+(?:of|are|:)/i,
    'AFFIDAVIT_OF_HEIRSHIP',
  ],
  [/\bsurviving\s+joint\s+tenant\b|\bdeath\s+certificate\b/i, 'AFFIDAVIT_OF_DEATH'],
  [/\bI\s+give,?\s+devise|\bmy\s+last\s+will\b/i, 'WILL'],
];

export type Classification = { category: Category; start: number; end: number; confidence: number };

/** A title's parenthesised sub-title on the next line ("(Small Estate - Indiana Code 29-1-8-3)") names the form too. */
function subtitleOf(doc: Doc, index: number): string {
  const next = doc.lines[index + 1]?.text.trim() ?? '';
  return /^\(.{3,90}\)$/.test(next) ? ` ${next}` : '';
}

/**
 * A line of the recorder's stamp set in columns ("DEPUTY CLERK - BLD      MORTGAGE/CONVEYANCE"): the book or
 * index it names is where the clerk filed the instrument, not the instrument's title.
 */
function isStampLine(line: string): boolean {
  const cells = line.trim().split(/\s{3,}/);
  // A row of the register's fee receipt ("MORTGAGE TAX        0.00"): the tax it names is a charge, not a title.
  if (cells.length === 2 && /^\$?\s*\d[\d,]*\.\d{2}$/.test(cells[1]!)) return true;
  return (
    cells.length >= 2 &&
    cells.some((c) =>
      /\b(?:CLERK|RECORDER|RECORDED|REGISTRAR|INSTR(?:UMENT)?\s*(?:#|NO\b)|DOC(?:UMENT)?\s*(?:#|NO\b)|BK|PG|PAGES|FEES?)\b|\/\s*CONVEYANCE\b|\bCONVEYANCE\s*\//i.test(
        c,
      ),
    )
  );
}

/**
 * A printed form's caption in running case ("Standard N.Y.B.T.U. Form 8005 - Executor's Deed - Individual or",
 * "Form No. 12-B: Administrator's Deed"): the words after the form number name the instrument like a title.
 */
function formCaption(line: string): string | null {
  const m = line.match(/\bForm\s+(?:No\.?\s*|#\s*)?[A-Z]?\d[\w.-]*\s*[-–—:]\s*(\S.{3,80})$/i);
  return m ? m[1]! : null;
}

/**
 * A title printed in the right-hand box of a form's header row, beside the box's own label in running case
 * ("Document Number        TRANSFER BY AFFIDAVIT", the Wisconsin recording form): the title cell.
 */
function titleBesideLabel(line: string): string | null {
  const cells = line.trim().split(/[ \t]{3,}/);
  if (cells.length !== 2 || isHeadingLine(cells[0]!) || isStampLine(line)) return null;
  return isHeadingLine(cells[1]!) ? cells[1]! : null;
}

/**
 * A title in capitals followed on its line by a qualifier in running case ("KANSAS WARRANTY DEED (Statutory)",
 * "QUITCLAIM DEED (Individual)"): the capitals are the title; the qualifier's small letters do not make it prose.
 */
function titleBeforeQualifier(line: string): string | null {
  const m = line.trim().match(/^(.{4,80}?)\s*\([^()]{2,40}\)$/);
  return m && isHeadingLine(m[1]!) && !isHeadingLine(line) ? line.trim() : null;
}

/** Category from the first heading that names a document kind, else from body wording, else OTHER. */
export function classify(doc: Doc): Classification {
  for (const [i, line] of doc.lines.entries()) {
    const caption = formCaption(line.text) ?? titleBesideLabel(line.text) ?? titleBeforeQualifier(line.text);
    if (!caption && !isHeadingLine(line.text)) continue;
    // Typeset titles may use the typographic apostrophe ("EXECUTORS’ DEED").
    const heading = (caption ?? line.text).replace(/[’‘]/g, "'");
    const title = (caption ?? line.text + subtitleOf(doc, i)).replace(/[’‘]/g, "'");
    // A fiduciary deed whose heading also mentions a will ("EXECUTOR'S DEED ... LAST WILL") is still a deed.
    const kind = FIDUCIARY_TITLE_RE.test(title) ? fiduciaryKind(doc.text) : null;
    if (kind) return { category: kind, start: line.start, end: line.end, confidence: 0.9 };
    // The heading names the instrument; its sub-title only says more of it. "SPECIAL WARRANTY DEED (By the Heirs
    // at Law of a Decedent)" is a deed, so the sub-title is read only when the heading alone names no kind.
    for (const named of heading === title ? [title] : [heading, title])
      for (const [re, category] of TITLE_RULES) {
        // ... unless the heading names only the deed's covenant kind and the sub-title the fiduciary who gives it:
        // "BARGAIN AND SALE DEED WITH COVENANT AGAINST GRANTOR'S ACTS" over "(EXECUTORS' DEED)".
        if (category === 'OTHER' && named === heading && heading !== title) {
          const sub = title.slice(heading.length);
          const fiduciaryDeed = TITLE_RULES.find(([r, c]) => c.endsWith('_DEED') && r.test(sub));
          if (fiduciaryDeed && re.test(named) && !isStampLine(line.text))
            return { category: fiduciaryDeed[1], start: line.start, end: line.end, confidence: 0.95 };
        }
        // A stamp's book name ("MORTGAGE/CONVEYANCE") names no ordinary deed.
        if (category === 'OTHER' && isStampLine(line.text)) continue;
        if (re.test(named)) return { category, start: line.start, end: line.end, confidence: 0.95 };
      }
  }
  // The fiduciary capacities are weighed together: the one the granting clause names first is the grantor's
  // ("X, Administrator C.T.A. of the Estate of Y ... grants" before a recital's "the executrix named therein,
  // having renounced, ... Letters ... were granted").
  const fiduciary = BODY_RULES.slice(0, 3)
    .map(([re, category]) => ({ m: re.exec(doc.text), category }))
    .filter((f) => f.m)
    .sort((a, b) => a.m!.index - b.m!.index)[0];
  if (fiduciary) {
    const { m, category } = fiduciary;
    return { category, start: m!.index, end: m!.index + m![0].length, confidence: 0.7 };
  }
  for (const [re, category] of BODY_RULES.slice(3)) {
    const m = re.exec(doc.text);
    if (m) return { category, start: m.index, end: m.index + m[0].length, confidence: 0.7 };
  }
  return { category: 'OTHER', start: 0, end: 0, confidence: 0.5 };
}
