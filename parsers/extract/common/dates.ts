import { type FoundDate, findDates } from '../../normalize/dates';
import type { Doc } from '../../text/doc';
import { inVestingRecital } from './chain-of-title';
import { orderSections } from './sections';

export type LabelledDate = FoundDate & { label: string };

/** The first date starting within `maxGap` characters after each match of `anchor`. */
export function datesAfter(text: string, anchor: RegExp, maxGap = 40): FoundDate[] {
  const out: FoundDate[] = [];
  const re = new RegExp(anchor.source, anchor.flags.includes('g') ? anchor.flags : `${anchor.flags}g`);
  for (const m of text.matchAll(re)) {
    const from = (m.index ?? 0) + m[0].length;
    const date = findDates(text.slice(from, from + maxGap + 45))[0];
    if (date && date.start <= maxGap) out.push({ ...date, start: date.start + from, end: date.end + from });
    else {
      const short = shortYearDate(text, from);
      if (short) out.push(short);
    }
  }
  return out;
}

/** A signing line's two-digit year right after its label: "Date: 06/21/23", "Dated: 6/6/23". */
export function shortYearDate(text: string, from: number): FoundDate | null {
  const m = text.slice(from, from + 16).match(/^[ \t]{0,3}(\d{1,2})[/.-](\d{1,2})[/.-](\d{2})(?![\d/.-])/);
  if (!m) return null;
  const [month, day, yy] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const year = yy < 50 ? 2000 + yy : 1900 + yy;
  const iso = findDates(`${month}/${day}/${year}`)[0]?.iso;
  if (!iso) return null;
  const start = from + m[0].length - m[0].trimStart().length;
  return { iso, start, end: from + m[0].length, text: m[0].trim() };
}

const INSTRUMENT_ANCHORS: RegExp[] = [
  /^[ \t]*(?:date|dated|date of (?:this )?(?:deed|instrument|affidavit|declaration|conveyance))[ \t]*:[ \t]*/im,
  /\bTHIS\s+(?:(?:QUIT\s*CLAIM|WARRANTY|GRANT|SPECIAL\s+WARRANTY|BARGAIN\s+AND\s+SALE|EXECUTOR'?S|ADMINISTRATOR'?S|FIDUCIARY|CORRECTION|CORRECTIVE)\s+)?(?:DEED|INDENTURE|INSTRUMENT|AFFIDAVIT|CONVEYANCE|RELEASE)\b[^.]{0,60}?\b(?:dated|made|executed|entered into)(?:\s+(?:on|as of|this|the))*\s*/i,
  /\bExecuted\s+(?:on|this)\s*/i,
  // "Signed by me in my own handwriting this 3rd day of March 2019" (a hand-written will).
  // "I have signed this Will, consisting of four (4) pages ..., on <date>"; the self-proving affidavit's "I, X, the
  // testator, sign my name to this instrument this <date>" (a court's certificate after it has its own date).
  /\bI have signed this (?:will|instrument)\b[^.]{0,100}?\s(?:on|this)\s*|\b(?:signed|written|executed)\s+by\s+me\b[^.]{0,60}?\s(?:on|this)\s+|\bsign\s+my\s+name\s+to\s+this\s+instrument\s+(?:on\s+)?(?:this\s+)?/i,
  // "Dated" only as a signing line or "Dated this ...": "a deed dated June 5, 2018" is another instrument, and so is a
  // "TRUST\n DATED JUNE 4, 2015" wrapped onto a new line.
  // (A signing line may open a page or carry the form's item number: "6. Signed January 18, 2023.")
  /\b(?:WITNESS (?:MY|OUR|ITS|HIS|HER|THEIR|THE FOLLOWING|THE [\w'’]+) (?:HANDS?|SIGNATURES?)(?: and (?:\w+ )?seals?)?,?|IN WITNESS WHEREOF\b[^.]{0,100}?)\s*(?:on|this|as of)?\s*(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d)|\bIN WITNESS WHEREOF\b[^.]{0,200}?\b(?:on|this|as of)\s+(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d)|(?:^|(?<!\b(?:trust|agreement|will|testament|deed|mortgage|lease|indenture|instrument)[ \t,]*)[\n\f])[ \t]*(?:\d{1,2}[.)][ \t]+)?(?:Signed|Dated|Executed)\b[ \t]*(?:on|this|as of|at)?\s*|\b(?:Signed|Dated|Executed)\s+(?:on|this|as of)\s+|\bWITNESS\s+(?:the|my|our|its|his|her|their)\s+(?:[\w'’]+\s+)?(?:hands?|signatures?)\s+of\s+the\s+undersigned\b[^.]{0,80}?\b(?:on|this|as of)\s+(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d)/i,
  // A Louisiana act's closing: "THUS DONE AND SIGNED (AND PASSED) in Shreveport, ..., on this 12th day of ...".
  /\bTHUS\s+DONE(?:,?\s+(?:AND\s+)?(?:SIGNED|PASSED|SWORN))+\b[^.]{0,160}?\b(?:on|this)\s+(?:this\s+)?(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d)/i,
  // Its opening, which the closing's "on the day, month and year first above written" refers back to: "BE IT
  // KNOWN, that on this 30th day of August, 2022, before me, ...". (Delaware's acknowledgment opens alike: "BE IT
  // REMEMBERED, That on this 8th day of June, A.D. 2023, personally came before me".)
  /\bBE\s+IT\s+(?:KNOWN|REMEMBERED),?\s+(?:that\s+)?(?:on\s+)?(?:this\s+)?(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d)/i,
  // The signers may be a long list of names with initials and suffixes ("by A. B. Cole, Sr., C. Dunn ... on").
  /\b(?:sworn|subscribed|acknowledged|affirmed)\b(?:[^.:;]|(?<=\b(?:[A-Z]|Jr|Sr|Mrs?|Ms|Dr))\.){0,300}?\b(?:on|this)\s+(?=(?:the\s+)?\d|[A-Z][a-z]+\s+\d|[A-Z]+\s+\d|\d)/i,
  // Acknowledgements that open with the date: "On the 17th day of October in the year 2023 before me".
  // Capitalised only: a line opening with a small "on" is running text wrapped there ("married\non December 7").
  /(?:^|\n)[ \t]*(?:On|ON)\s+(?:this,?\s+|THIS,?\s+)?(?=(?:the\s+|THE\s+)?\d|[A-Z][a-z]+\s+\d|[A-Z]+\s+\d)/,
];

/** The instrument's own date: its Date line, "THIS DEED dated/made", "Executed on", signing, else acknowledgement. */
export function findInstrumentDate(
  doc: Doc,
  opts: { isWill: boolean; recorded?: FoundDate | null },
): FoundDate | null {
  const orders = orderSections(doc);
  // The recorder's stamp ("DATE: 11/11/2023 09:15 AM") is not the instrument's date line.
  const inOrder = (d: FoundDate) =>
    orders.some((s) => d.start >= s.start && d.start < s.end) || d.start === opts.recorded?.start;
  const anchors = opts.isWill ? [INSTRUMENT_ANCHORS[3]!, ...INSTRUMENT_ANCHORS] : INSTRUMENT_ANCHORS;
  for (const anchor of anchors) {
    // "BEING THE PREMISES ACQUIRED BY WARRANTY DEED\n GRANTOR: ...\n DATED: ...": that deed's date.
    const recited = (d: FoundDate) =>
      inVestingRecital(doc.text, d.start) &&
      /\n[ \t]*GRANT(?:OR|EE)S?[ \t]*:/i.test(doc.text.slice(Math.max(0, d.start - 400), d.start));
    // A "Date:" label whose date carries a clock time ("Date: 03/14/2013 11:02 AM") is a stamp's, set when the
    // instrument was taken in (an excise or transfer-tax stamp beside the recorder's), not the signing date.
    const stamped = (d: FoundDate) =>
      anchor === INSTRUMENT_ANCHORS[0] && /^[ \t]+\d{1,2}:\d{2}\b/.test(doc.text.slice(d.end, d.end + 12));
    const found = datesAfter(doc.text, anchor, 30).filter(
      (d) =>
        !inOrder(d) &&
        !recited(d) &&
        !stamped(d) &&
        !inPartyLabels(doc.text, d.start) &&
        !wrappedDated(doc.text, d.start) &&
        !inCopyCertificate(doc.text, d.start) &&
        !otherInstrumentExecuted(doc.text, d.start),
    );
    if (found[0]) return found[0];
  }
  return null;
}

/**
 * A trust's or an agreement's own execution told in the body ("The Trust exists and was executed on April 28,
 * 2011", a certification of trust) is that instrument's date, not this one's.
 */
function otherInstrumentExecuted(text: string, at: number): boolean {
  return /\b(?:trust|agreement|mortgage|lease)\b[^.;]{0,80}?\b(?:was|were|been)\s+(?:duly\s+)?(?:[\w:]+\s+){0,3}?executed\s+(?:on|this|as\s+of)\s+(?:the\s+)?$/i.test(
    text.slice(Math.max(0, at - 160), at),
  );
}

/**
 * A small "dated" opening a line after a line that runs on ("THE X FAMILY TRUST,\n dated March 11, 2014") is a
 * wrapped sentence naming another instrument's date, not a signing line.
 */
function wrappedDated(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  if (!/^[ \t]*(?:dated|signed|executed)[ \t]*$/.test(text.slice(lineStart, at))) return false;
  const prev =
    text
      .slice(Math.max(0, lineStart - 200), Math.max(0, lineStart - 1))
      .split('\n')
      .at(-1) ?? '';
  return /[\p{L},]$/u.test(prev.trimEnd());
}

/**
 * A court's certificate that the recorded copy is true ("I certify that the foregoing is a true, full and exact
 * copy of the Small Estate Affidavit filed ... Dated: <date>"): its date is the certificate's, not the instrument's.
 */
function inCopyCertificate(text: string, at: number): boolean {
  // (Or a probate court's certificate over an attested copy of a will: "The annexed is a true copy of the Last Will
  // and Testament of X, ... Dated at Belfast, 11 June 2012."), up to the copied will's own heading.)
  return /\bI\s+(?:hereby\s+)?certify\s+that\s+the\s+(?:foregoing|above|within|attached)\b[^.]{0,160}?\b(?:true|exact|correct)\s+(?:and\s+correct\s+)?copy\b[\s\S]{0,500}$|\bthe\s+(?:annexed|attached|foregoing|within|following)\s+is\s+a\s+(?:true|exact|correct|full)\b[^.]{0,40}?\bcopy\b(?:(?!\n[ \t]*(?:LAST\s+)?WILL\s+AND\s+TESTAMENT\b)[\s\S]){0,600}$/i.test(
    text.slice(Math.max(0, at - 700), at),
  );
}

/**
 * A date under another instrument's party labels ("holder of a mortgage\n from: A and B\n to: Bank\n dated: ...")
 * is that instrument's date.
 */
function inPartyLabels(text: string, at: number): boolean {
  const lines = text
    .slice(Math.max(0, at - 400), at)
    .split('\n')
    .slice(-4, -1);
  return lines.some((l) => /^[ \t]*(?:from|to|mortgagors?|mortgagees?|borrowers?|lenders?)[ \t]*:/i.test(l));
}

const OTHER_DATE_RULES: { label: string; anchor: RegExp; gap?: number }[] = [
  {
    // "by Letters of Administration issued December 12, 2022" / "Letters of Independent Executorship issued
    // September 14, 2022.": the date right after the verb, without "on".
    label: 'letters_issued',
    anchor:
      /\bLetters\s+(?:of\s+(?:[A-Z]\w+\s+){1,2}|Testamentary\s+)?(?:(?:were|was)\s+)?(?:issued|granted)\s+(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d)/i,
    gap: 4,
  },
  {
    label: 'letters_issued',
    // The certificate some states issue in place of letters: "my appointment as Executor being evidenced by a
    // Fiduciary's Probate Certificate issued January 6, 2023" (Connecticut), "Certificate of Appointment issued".
    anchor:
      // (New Hampshire's "whose Certificate of Appointment was issued to me on March 8, 2022".)
      /\b(?:(?:Fiduciary'?s\s+)?Probate\s+Certificate|Certificate\s+of\s+(?:Appointment|Authority|Letters))\s+(?:(?:was|were)\s+)?issued\s+(?:to\s+(?:me|us|him|her|them)\s+)?(?:on\s+)?(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d)/i,
    gap: 4,
  },
  {
    label: 'letters_issued',
    anchor:
      /\bLetters\s+(?:of\s+\w+\s+|Testamentary\s+)?(?:(?:having\s+been|were|was)\s+)?(?:issued|granted)\b[^.;]{0,80}?\bon\s*/i,
    gap: 10,
  },
  {
    // "Letters of Administration on her estate were granted to the undersigned, Marcus D. Bynum, by the
    // Probate Court ..., on October 3, 2022": words and initials between the letters and the date.
    label: 'letters_issued',
    anchor:
      /\bLetters\s+(?:of\s+\w+|Testamentary)\b(?:[^.;]|(?<=\b[A-Z])\.){0,60}?\b(?:issued|granted)\b(?:(?!\d{4})[^.;]|(?<=\b[A-Z])\.){0,140}?\bon\s+/i,
    gap: 10,
  },
  {
    label: 'letters_issued',
    // The gap may not cross another event ("appointed ... who died on").
    // Nor past the letters' own date ("appointed ... by Letters ... issued December 12, 2022, and acting under an
    // Order Authorizing Sale ... entered on May 22, 2023").
    anchor:
      /\b(?:duly\s+)?appointed\b(?:No\.|(?!\b(?:died|death|dated|recorded|issued|sale)\b)[^.;]){0,220}?\bon\s*/i,
    gap: 10,
  },
  {
    label: 'letters_issued',
    // "appointed by order of the Superior Court dated June 14, 2021".
    anchor:
      /\bappointed\s+by\s+(?:an?\s+|the\s+)?order\s+of\s+[^.;]{0,80}?\b(?:dated|entered|signed)\s+(?:on\s+)?/i,
    gap: 10,
  },
  {
    label: 'letters_issued',
    anchor:
      /\bqualified\s+as\s+(?:the\s+)?(?:executor|executrix|administrator|administratrix|personal\s+representative)\b[^.;]{0,40}?\bon\s*/i,
    gap: 10,
  },
  {
    label: 'probate_admitted',
    anchor:
      // The gap may not cross into the letters ("admitted to probate, and Letters ... issued ... on X").
      /\badmitted\s+to\s+(?:(?:formal|informal|solemn\s+form|common\s+form)\s+)?probate\b(?:(?!\bletters\b|\bissued\b)[^.;]|\bNo\.){0,160}?\b(?:on|entered(?:\s+on)?)\s+(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d)/i,
    gap: 10,
  },
  {
    label: 'probate_admitted',
    // Pennsylvania's "which was duly proved and registered in the Office of the Register of Wills in and for
    // Centre County, Pennsylvania, on May 3, 2021".
    anchor:
      /\b(?:duly\s+)?proved\s+and\s+(?:registered|allowed|admitted\s+to\s+probate)\b(?:(?!\bletters\b|\bissued\b)[^.;]){0,160}?\bon\s+(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d)/i,
    gap: 10,
  },
  // "the Last Will and Testament of <a testator's full name> dated ...".
  // A court's order names the will "a paper writing dated February 3, 2011, as the Last Will and Testament of X".
  {
    label: 'will_dated',
    anchor:
      /\b(?:last\s+)?will\b(?:\s+and\s+testament\s+of\s+[\p{Lu}][\p{L}.' -]{2,50}?)?[^.;]{0,40}?\bdated\s*|\bpaper[\s-]+writing\s+dated\s+(?=[^.;]{0,80}?\bwill\b)/iu,
    gap: 10,
  },
  {
    label: 'order_of_sale',
    anchor:
      /\b(?:order|entry|decree)\s+(?:authorizing|of|for|granting|approving)\s+(?:the\s+)?(?:private\s+|public\s+)?sale\b[^.;]{0,100}?\b(?:on|dated|entered)\s*(?:on\s*)?(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d)/i,
    gap: 12,
  },
  {
    label: 'order_of_sale',
    // Vermont's sale under a probate court's license: "by its License to Sell Real Estate dated May 2, 2024".
    anchor:
      /\blicen[cs]e\s+to\s+sell\b(?:\s+(?:the\s+)?real\s+estate)?[^.;]{0,60}?\b(?:dated|granted|issued|entered)\s+(?:on\s+)?/i,
    gap: 10,
  },
  {
    label: 'order_of_sale',
    // "Said sale was authorized by order of the Probate Court dated May 30, 2024".
    anchor:
      /\bsale\s+(?:was\s+|is\s+)?authorized\s+by\s+(?:an?\s+|the\s+)?order\b[^.;]{0,100}?\b(?:on|dated|entered)\s*(?:on\s*)?/i,
    gap: 12,
  },
  {
    label: 'sale_confirmed',
    // "the sale was approved and confirmed by Order of the Court entered February 27, 2024".
    anchor:
      /\bsale\s+(?:was\s+)?(?:(?:approved|ratified)\s+and\s+)?confirmed\b[^.;]{0,100}?\b(?:on|dated|entered)\s*(?:on\s*)?/i,
    gap: 12,
  },
  {
    label: 'letters_issued',
    // Virginia: "X qualified as Administrator of the Estate of Y in the Clerk's Office of the Circuit Court of Z
    // County on February 28, 2022" (qualifying before the clerk is the appointment).
    anchor:
      /\bqualified\s+as\s+(?:the\s+)?(?:co-?)?(?:executor|executrix|administrat(?:or|rix)|personal\s+representative)\b[^;]{0,200}?\bon\s+(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d)/i,
    gap: 10,
  },
  {
    label: 'letters_issued',
    // "the Grantor ... duly qualified on May 25, 2023 before the said Clerk as Administrator": the date first.
    anchor:
      /\bqualified\s+on\s+(?=[^.;]{0,80}?\bas\s+(?:the\s+)?(?:co-?)?(?:executor|executrix|administrat(?:or|rix)|personal\s+representative)\b)/i,
    gap: 4,
  },
  {
    label: 'letters_issued',
    // "was appointed Administrator by order of the Court entered October 5, 2023".
    anchor:
      /\bappointed\s+(?:as\s+)?(?:(?:the|its)\s+)?(?:[A-Za-z]+\s+){1,3}?by\s+(?:an?\s+|the\s+)?order\s+of\s+[^.;]{0,80}?\b(?:dated|entered|signed)\s+(?:on\s+)?/i,
    gap: 10,
  },
  {
    label: 'lien_recorded',
    // "mortgage ... filed for record in the office of the County Recorder ... on August 14, 2017".
    anchor:
      /\b(?:deed of trust|security deed|mortgage|lien)\b[^;]{0,400}?\bfiled\s+for\s+record\b[^.;\d]{0,120}?\bon\s+/i,
    gap: 10,
  },
  {
    label: 'sale_confirmed',
    anchor:
      /\b(?:order\s+confirming|confirmation\s+of)\s+(?:the\s+)?sale\b[^.;]{0,80}?\b(?:on|dated|entered)\s*/i,
    gap: 12,
  },
  {
    label: 'court_order',
    // "Order Settling First and Final Account and Decree of Final Distribution entered July 19, 2023"; Oregon's
    // "General Judgment of Final Distribution entered in said Case on June 6, 2023".
    anchor:
      /\b(?:Order|Decree|(?:General\s+)?Judgment)\s+(?:of\s+(?:Final\s+)?Distribution|(?:Settling|Approving|Allowing)\s+(?:the\s+)?(?:First\s+and\s+)?Final\s+Account)\b[^.;]{0,80}?\b(?:(?:entered|dated|signed)(?:\s+in\s+(?:said|the)\s+(?:case|cause|proceeding|matter|estate))?|on)\s*(?:on\s*)?/i,
    gap: 12,
  },
  {
    label: 'court_order',
    // A court's approval of the affidavit: "The foregoing Small Estate Affidavit ... is hereby APPROVED by the
    // Court on June 5, 2023" / "Application granted by the Judge this 3rd day of May, 2022".
    anchor:
      /\b(?:affidavit|application|petition)\b[^.;]{0,240}?\b(?:approved|granted)\s+(?:by\s+(?:the|this)\s+(?:Court|Judge)\s+)?(?:on\s+|this\s+)(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d)/i,
    gap: 12,
  },
  {
    label: 'trust_dated',
    // "Trust Transfer Deed dated" is a deed, not the trust agreement; so is the deed named after the trust ("the
    // Trust, grantee in that certain Warranty Deed dated ...").
    anchor:
      /\b(?<!deed of )trust\b(?!\s+(?:transfer\s+)?deed)(?:(?!\bdeed\b)[^.;]){0,60}?\b(?:dated|u\/?a\/?d|under agreement dated)\s*/i,
    gap: 10,
  },
  {
    label: 'lien_dated',
    anchor:
      // The makers, trustee and beneficiary may be named first ("Deed of Trust executed by A and wife, B. C, to
      // X, Trustee, for the benefit of Y, Beneficiary, dated ...").
      // ("Warranty Deed with Vendor's Lien dated ..." is the deed, not a lien instrument.)
      /\b(?:deed of trust|security deed|deed to secure debt|mortgage|(?<!\bdeed\s+with\s+(?:a\s+)?vendor'?s\s+)lien|vendor'?s lien note)\b(?:[^.;]|(?<=\b[A-Z])\.){0,240}?\bdated\s*/i,
    gap: 10,
  },
  {
    label: 'lien_recorded',
    anchor:
      /\b(?:deed of trust|security deed|deed to secure debt|mortgage|(?<!\bdeed\s+with\s+(?:a\s+)?vendor'?s\s+)lien)\b(?:(?!\bdeed\s+dated\b)[^;]){0,160}?\brecorded\s*(?:on\s*)?/i,
    gap: 10,
  },
];

const VESTING_RE =
  /\b(?:(?:Revocable\s+)?Transfer on Death Deed|Transfer\s+on\s+Death\s+Designation\s+Affidavit|(?:Grant,?\s+Bargain and Sale|Warranty|Grant|Quitclaim|Beneficiary)\s+Deed|deed)\b(?:[^.;]|(?<=\b(?:[A-Z]|Inc|Co|Corp|Ltd|Jr|Sr))\.){0,120}?\b(?:dated|executed(?:\s+on)?(?=\s+(?:the\s+)?\d|\s+[A-Z][a-z]+\.?\s+\d)|recorded\s*(?:on\s*)?(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d))\s*/gi;

/**
 * More wordings of the deed that vested title in the owner: "having been acquired by him by Cash Sale Deed from X
 * dated ...", "Source of title: Deed from X to Y, dated ...", "the Decedent is the same person as the grantee named
 * in the Warranty Deed from X to Y dated ...".
 */
const VESTED_BY_RE =
  /\bacquired\s+by\s+(?:him|her|them|(?:the\s+)?decedent)\s+(?:by|under|through)\b|\bsource\s+of\s+title\s*:|\bthe\s+grantee\s+(?:named\s+)?in\s+the\b/i;

/** Legal-event dates the instrument refers to, labelled as in the ground truth, sorted by date. */
export function findOtherDates(doc: Doc, opts: { category: string }): LabelledDate[] {
  const text = doc.text;
  const out: LabelledDate[] = [];
  const push = (d: FoundDate, label: string) => {
    if (!out.some((o) => o.label === label && o.iso === d.iso)) out.push({ ...d, label });
  };
  for (const rule of OTHER_DATE_RULES)
    for (const d of datesAfter(text, rule.anchor, rule.gap ?? 10)) push(d, rule.label);

  for (const m of text.matchAll(VESTING_RE)) {
    // Outside affidavits of death, only the deed that vested title in the owner ("BEING the same premises
    // which ... by deed dated") is a labelled event; other deeds named in passing are not.
    const lead = text.slice(Math.max(0, (m.index ?? 0) - 250), m.index ?? 0);
    if (
      opts.category !== 'AFFIDAVIT_OF_DEATH' &&
      !VESTED_BY_RE.test(lead + m[0]) &&
      // ("acquired title to the Real Estate as tenants by the entirety by Warranty Deed ...": words between.)
      // (New England's "Being all and the same lands and premises", "Meaning and intending to convey the same premises".)
      !/\b(?:being|is|was|be|convey)\s+(?:all\s+and\s+)?(?:the\s+)?same\s+(?:lands?\s+and\s+)?(?:premises|property|land|real\s+estate)\b|\bacquired\s+(?:title|the\s+(?:said\s+)?(?:property|premises|real\s+estate))\s+(?:[^.;]{0,100}?\s)?(?:by|under|through)\s+(?:(?:a|an|the|that\s+certain)\s+)?(?:[\w-]+\s+){0,3}?deed\b/i.test(
        lead + m[0],
      )
    )
      continue;
    if (/\b(?:deed of trust|security deed|mortgage)\b/i.test(m[0])) continue;
    const from = (m.index ?? 0) + m[0].length;
    const dated = findDates(text.slice(from, from + 40))[0];
    if (!dated || dated.start > 8) continue;
    if (/recorded\s*(?:on\s*)?$/i.test(m[0])) {
      // "Warranty Deed recorded on September 30, 2009": only the recording date is given.
      push({ ...dated, start: dated.start + from, end: dated.end + from }, 'vesting_deed_recorded');
      continue;
    }
    const label = /beneficiary\s+deed/i.test(m[0]) ? 'beneficiary_deed_dated' : 'vesting_deed_dated';
    push({ ...dated, start: dated.start + from, end: dated.end + from }, label);
    // "... dated X, executed by A to B, Trustees of ..., recorded Y": the deed's recording date later in the sentence.
    const tail = text.slice(from + dated.end, from + dated.end + 400);
    const rec = tail.match(
      /^(?:(?!(?<!\b(?:[A-Z]|Sr|Jr|No|St|Inc))\.\s+[A-Z][a-z])[^;]){0,300}?\brecorded\s*(?:on\s*)?/i,
    );
    if (rec) {
      // "recorded on June 2, 2015" or "recorded in the Bergen County Clerk's Office on May 6, 1987".
      // Or "recorded as Instrument No. 2009000176534 on April 10, 2009".
      const where = tail
        .slice(rec[0].length)
        .match(
          /^(?:(?:in|at)\s+(?:the\s+)?[^.;\d]{3,70}?|as\s+(?:Instrument|Document|Doc\.?|Reception|Recording)\s+(?:No\.?|Number|#)\s*:?\s*[\w-]*\d[\w-]*,?)\s*\bon\s+/i,
        );
      const at = rec[0].length + (where?.[0].length ?? 0);
      const r = findDates(tail.slice(at, at + 40))[0];
      if (r && r.start < 5) {
        const s = from + dated.end + at;
        push({ ...r, start: r.start + s, end: r.end + s }, 'vesting_deed_recorded');
      }
    }
  }

  // "On August 9, 2016, the Decedent executed a Beneficiary Deed": the date told before the deed.
  for (const m of text.matchAll(
    /\bOn\s+([A-Z][a-z]+\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{4}|the\s+\d{1,2}(?:st|nd|rd|th)?\s+day\s+of\s+[A-Z][a-z]+,?\s+\d{4}),?\s+(?:the\s+)?(?:decedent|deceased|owner|grantor)\s+(?:executed|signed|made|recorded)\s+(?:a|the|that\s+certain)\s+(?:beneficiary|transfer[\s-]+on[\s-]+death|TOD)\s+deed\b/gi,
  )) {
    const d = findDates(m[1]!)[0];
    const at = (m.index ?? 0) + m[0].indexOf(m[1]!);
    if (d && d.start < 4) push({ ...d, start: d.start + at, end: d.end + at }, 'beneficiary_deed_dated');
  }

  // "by order of said Court entered on February 27, 2023, the undersigned was authorized to sell": an order
  // whose date is followed by the authority to sell is the order of sale. (Also "the Order of the Iowa District
  // Court ... entered in said Probate No. ES123 on 08/14/2023, authorizing ... the sale".)
  for (const d of datesAfter(
    text,
    /\border\s+of\s+(?:said|the|such)\s+(?:\w+\s+){0,2}court\b[^.;]{0,40}?\b(?:entered|dated|signed|made)\s+(?:in\s+(?:said|the|such)\s+(?:[^.;\d]|\bNo\.){0,40}?\d[\w-]*\s+)?(?:on\s+)?|\b(?:order|decree)\s+(?:entered|dated|signed)\s+(?:on\s+)?/gi,
    10,
  )) {
    const after = text.slice(d.end, d.end + 320);
    // "by Order entered March 30, 2023 confirmed the sale": the confirmation, not the authority to sell.
    if (/^[\s,]*(?:(?:approved|ratified)\s+and\s+)?confirmed\s+(?:the\s+|said\s+)?sale\b/i.test(after))
      push(d, 'sale_confirmed');
    // (A case caption between may carry abbreviations: "Boyd, Administrator v. Merritt, et al., Case No. CL22".)
    else if (/^(?:[^.;]|(?<=\b(?:[A-Z]|al|No|Inc|v|vs))\.){0,250}?\b(?:sell|sale)\b/i.test(after))
      push(d, 'order_of_sale');
  }

  // Letters issued on a day the sentence has already dated: "admitted to probate ... on February 16, 2023, and
  // Letters Testamentary were issued on that day", "... on 3/3/2023, on which date Letters of Authority were
  // issued", "on May 2, 2023, Letters of Administration ... were granted unto X". (A death's date, or a will's,
  // in between is not the day meant: "admitted on March 12, 2024 ..., who died on January 28, 2024, and that
  // Letters ... were issued on that date".)
  const LETTERS = String.raw`Letters\s+(?:of\s+\w+|Testamentary)\b(?:[^.;]|(?<=\b[A-Z])\.){0,100}?\b(?:issued|granted)\b`;
  const otherEvent = (d: FoundDate) =>
    /\b(?:died|death|deceased|born|dated|passed\s+away)\b[^,;]{0,30}$/i.test(
      text.slice(Math.max(0, d.start - 50), d.start),
    );
  for (const m of text.matchAll(
    new RegExp(
      String.raw`\b${LETTERS}(?:[^.;]|(?<=\b[A-Z])\.){0,40}?\bon\s+(?:that|the\s+same|said)\s+(?:day|date)\b|\b(?:on|upon)\s+(?:which|that|the\s+same|said)\s+(?:day|date),?\s+(?:[^.;]|(?<=\b[A-Z])\.){0,120}?\b${LETTERS}`,
      'gi',
    ),
  )) {
    // The day is the last date before it in the same sentence.
    const lead = text.slice(Math.max(0, (m.index ?? 0) - 240), m.index ?? 0);
    const ends = [...lead.matchAll(/(?<!\b(?:[A-Z]|No|Nos|Co|Inc|Jr|Sr))\.\s+(?=\p{Lu})|;/gu)];
    const from = (m.index ?? 0) - lead.length + ((ends.at(-1)?.index ?? -1) + 1);
    const d = findDates(text.slice(from, m.index ?? 0))
      .map((x) => ({ ...x, start: x.start + from, end: x.end + from }))
      .at(-1);
    if (d && !otherEvent(d)) push(d, 'letters_issued');
  }
  for (const d of datesAfter(text, /\bon\s+(?=[^.;]{4,30}?,?\s+Letters\s+(?:of\s+\w+|Testamentary)\b)/gi, 2))
    if (!otherEvent(d) && new RegExp(String.raw`^,?\s+${LETTERS}`, 'i').test(text.slice(d.end, d.end + 160)))
      push(d, 'letters_issued');

  // A clerk's probate certificate that opens with its date: "on January 9, 2024, this Will of X ... was admitted
  // to probate, and ... certificate was granted him for obtaining probate" (the qualification: letters).
  for (const m of text.matchAll(
    /\bon\s+(?=[^.;]{0,30},\s+(?:this|the\s+(?:foregoing|within|said))\s+(?:last\s+)?will\b[^;]{0,240}?\badmitted\s+to\s+probate)/gi,
  )) {
    const from = (m.index ?? 0) + m[0].length;
    const d = findDates(text.slice(from, from + 30))[0];
    if (!d || d.start > 2) continue;
    const at = { ...d, start: d.start + from, end: d.end + from };
    push(at, 'probate_admitted');
    const sentence = text.slice(at.end, at.end + 600).split(/\.\s*\n|\.\s{2,}/)[0] ?? '';
    if (
      /\b(?:certificate\s+was\s+granted|qualified|letters\s+\w+\s+(?:were\s+)?(?:issued|granted))\b/i.test(
        sentence,
      )
    )
      push(at, 'letters_issued');
  }

  // Court orders: the date a court signed an order inside the document (probate / approval).
  for (const section of orderSections(doc)) {
    const body = text.slice(section.start, section.end);
    const signed = datesAfter(
      body,
      // Not "the paper writing dated October 6, 2016" (the will's own date, recited in the order).
      /(?<!\b(?:writing|will|instrument|testament|codicil|deed)[ \t\n]+)\b(?:SIGNED|ENTERED|ORDERED|DATED)\b[^.]{0,20}?\s*(?:on|this)?\s*/i,
      20,
    ).at(-1);
    const onDay = datesAfter(body, /^\s*On\s+/im, 2)[0];
    const d = signed ?? onDay;
    if (!d) continue;
    const label = /\bWILL\b|\bPROBATE\b|\bTESTAMENT/i.test(section.heading.text)
      ? 'probate_admitted'
      : 'court_order';
    const at = { ...d, start: d.start + section.start, end: d.end + section.start };
    push(at, label);
    // "ORDER ADMITTING WILL TO PROBATE AND APPOINTING PERSONAL REPRESENTATIVE": the order is the appointment.
    if (
      /\bappoint(?:ed|ing)\b[^.;]{0,80}?\b(?:personal\s+representative|executor|executrix|administrat(?:or|rix))/i.test(
        `${section.heading.text} ${body}`,
      )
    )
      push(at, 'letters_issued');
  }
  // A court clerk's certificate that the recorded copy is true ("CLERK'S CERTIFICATE / I certify that the foregoing
  // ... is a true and correct copy of the original affidavit on file in my office. Date: April 18, 2023",
  // "CERTIFIED to be a full, true and correct copy of the original on file ... Dated 11/08/2023").
  for (const m of text.matchAll(
    /(?:^|(?<=\f))[ \t]*(?:CLERK'?S\s+CERTIFICATE|CERTIFICATE\s+OF\s+(?:THE\s+)?CLERK|CLERK'?S\s+CERTIFICATION)\b[^\n]*\n|\bcertified\s+to\s+be\s+a\s+(?:full,?\s+)?true\s+(?:and\s+correct\s+)?copy\b|\bI,\s+(?:the\s+)?(?:Register\s+of\s+Wills|(?:Deputy\s+)?Clerk|Registrar)\b[^.]{0,240}?\bcertify\b/gim,
  )) {
    // (A register's certificate over an annexed will runs long: "I, the Register of Wills ..., do hereby certify:
    // That the paper writing hereto annexed is a true copy ... IN TESTIMONY WHEREOF, ... this 5th day of ...".)
    const register = /^I,/.test(m[0]);
    const from = (m.index ?? 0) + (/^\s*certified/i.test(m[0]) || register ? 0 : m[0].length);
    const body = text.slice(from, from + (register ? 1500 : 900));
    if (!/\btrue\s+and\s+correct\s+copy\b|\btrue\s+copy\b|\bfull,?\s+true\b/i.test(body)) continue;
    const d = datesAfter(
      body,
      register
        ? /\bIN\s+TESTIMONY\s+WHEREOF\b[^.]{0,200}?\b(?:this|on)\s+/i
        : /^[ \t]*(?:Date|Dated)[ \t]*:?[ \t]*|\bDated\s+(?:this\s+)?|\b(?:witness|given\s+under)\s+my\s+hand\b[^.]{0,120}?\b(?:this|on)\s+/im,
      6,
    )[0];
    if (d) push({ ...d, start: d.start + from, end: d.end + from }, 'court_certification');
  }
  // One date read for two events ("admitted to probate and ... appointed on X"): the will is admitted first.
  const rank = (l: string) => (l === 'probate_admitted' ? 0 : l === 'letters_issued' ? 1 : 0);
  return out.sort((a, b) => a.iso.localeCompare(b.iso) || a.start - b.start || rank(a.label) - rank(b.label));
}
