import { type FoundDate, findDates } from '../../normalize/dates';
import type { Doc } from '../../text/doc';
import { inVestingRecital } from './chain-of-title';
import {
  acceptanceSections,
  courtOrderSections,
  orderSections,
  probateCertificateSections,
} from './sections';

export type LabelledDate = FoundDate & { label: string };

/** The first date starting within `maxGap` characters after each match of `anchor`. */
export function datesAfter(text: string, anchor: RegExp, maxGap = 40): FoundDate[] {
  const out: FoundDate[] = [];
  const re = new RegExp(anchor.source, anchor.flags.includes('g') ? anchor.flags : `${anchor.flags}g`);
  for (const m of text.matchAll(re)) {
    // (A recital table's dot leader between the label and its date is no gap: "(c) Will dated ...... July 8, 2016".)
    const end = (m.index ?? 0) + m[0].length;
    const from = end + (text.slice(end, end + 80).match(/^[ \t]*(?:\.[ \t]*){3,}/)?.[0].length ?? 0);
    // (Room for a date written out in full: "fifteenth (15th) day of September, in the year of our Lord two thousand
    // twenty-three" would read as 2000 if cut short.)
    const date = findDates(text.slice(from, from + maxGap + 100))[0];
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
  // (Or in the present: "IN WITNESS WHEREOF, I sign this will, consisting of three pages ..., on this <date>".)
  /\bI (?:have )?sign(?:ed)? this (?:will|instrument)\b[^.]{0,100}?\s(?:on|this)\s*|\b(?:signed|written|executed)\s+by\s+me\b[^.]{0,60}?\s(?:on|this)\s+|\bsign\s+my\s+name\s+to\s+this\s+instrument\s+(?:on\s+)?(?:this\s+)?/i,
  // "Dated" only as a signing line or "Dated this ...": "a deed dated June 5, 2018" is another instrument, and so is a
  // "TRUST\n DATED JUNE 4, 2015" wrapped onto a new line.
  // (A signing line may open a page or carry the form's item number: "6. Signed January 18, 2023.")
  // (The signer's capacity may follow the seal: "WITNESS my hand and seal as such Trustee on this 4th day of ...".)
  // (A company's signer may be named with an initial: "IN WITNESS WHEREOF, X has caused this Discharge to be signed
  // ... by Karen L. Pelletier, its Vice President, ... this 3rd day of October, 2023.")
  // (The day may be written out: "WITNESS my hand and seal this fifteenth day of August, 2024".)
  /\b(?:WITNESS (?:MY|OUR|ITS|HIS|HER|THEIR|THE FOLLOWING|THE [\w'’]+) (?:HANDS?|SIGNATURES?)(?: and (?:\w+ )?sea[l1I]s?)?,?(?:\s+as\s+(?:such\s+)?[A-Z][\w'’]*(?:\s+[A-Z][\w'’]*){0,3}(?=\s+(?:on|this)\b))?|IN WITNESS WHEREOF\b[^.]{0,100}?)\s*(?:on\s+this|on|this|as of)?\s*(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d|(?:the\s+)?[a-z]+(?:[- ][a-z]+)?\s+day\s+of\b)|\bIN WITNESS WHEREOF\b(?:[^.]|(?<=\b[A-Z])\.){0,300}?\b(?:on|this|as of)\s+(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d|(?:the\s+)?[a-z]+(?:[- ][a-z]+)?\s+day\s+of\b)|(?:^|(?<!\b(?:trust|agreement|will|testament|deed|mortgage|lease|indenture|instrument)[ \t,]*)[\n\f])[ \t]*(?:\d{1,2}[.)][ \t]+)?(?:Signed|Dated|Executed)\b[ \t]*(?:on|this|as of|at)?\s*|\b(?:Signed|Dated|Executed)\s+(?:on|this|as of)\s+|\bWITNESS\s+(?:the|my|our|its|his|her|their)\s+(?:[\w'’]+\s+)?(?:hands?|signatures?)\s+of\s+the\s+undersigned\b[^.]{0,80}?\b(?:on|this|as of)\s+(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d|(?:the\s+)?[a-z]+(?:[- ][a-z]+)?\s+day\s+of\b)/i,
  // A testator's closing in the other wording, "IN TESTIMONY WHEREOF, I have hereunto set my hand to this my Last
  // Will and Testament, consisting of three (3) pages ..., this the 22nd day of May, 2018": only where it names the
  // instrument itself (a notary's or clerk's "IN TESTIMONY WHEREOF, I have hereunto set my hand and official seal"
  // dates a certificate).
  /\bIN TESTIMONY WHEREOF\b[^.]{0,120}?\b(?:to|unto)\s+this\s+(?:my\s+)?(?:last\s+)?(?:will|codicil|instrument|deed)\b[^.]{0,200}?\b(?:on|this|as of)\s+(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d|(?:the\s+)?[a-z]+(?:[- ][a-z]+)?\s+day\s+of\b)/i,
  // A Louisiana act's closing: "THUS DONE AND SIGNED (AND PASSED) in Shreveport, ..., on this 12th day of ...".
  /\bTHUS\s+DONE(?:,?\s+(?:AND\s+)?(?:SIGNED|PASSED|SWORN))+\b[^.]{0,160}?\b(?:on|this)\s+(?:this\s+)?(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d)/i,
  // Its opening, which the closing's "on the day, month and year first above written" refers back to: "BE IT
  // KNOWN, that on this 30th day of August, 2022, before me, ...". (Delaware's acknowledgment opens alike: "BE IT
  // REMEMBERED, That on this 8th day of June, A.D. 2023, personally came before me".)
  // (Its day may be written out, the figures after: "on this fifteenth (15th) day of September, in the year ...".)
  /\bBE\s+IT\s+(?:KNOWN|REMEMBERED),?\s+(?:that\s+)?(?:on\s+)?(?:this\s+)?(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d|(?:the\s+)?[a-z]+(?:[- ][a-z]+)?\s+(?:\(\d{1,2}\s?(?:st|nd|rd|th|d)?\)\s+)?day\s+of\b)/i,
  // The signers may be a long list of names with initials and suffixes ("by A. B. Cole, Sr., C. Dunn ... on").
  /\b(?:sworn|subscribed|acknowledged|affirmed)\b(?:[^.:;]|(?<=\b(?:[A-Z]|Jr|Sr|Mrs?|Ms|Dr))\.){0,300}?\b(?:on|this)\s+(?=(?:the\s+)?\d|[A-Z][a-z]+\s+\d|[A-Z]+\s+\d|\d)/i,
  // Acknowledgements that open with the date: "On the 17th day of October in the year 2023 before me".
  // Capitalised only: a line opening with a small "on" is running text wrapped there ("married\non December 7").
  /(?:^|\n)[ \t]*(?:On|ON)\s+(?:this,?\s+|THIS,?\s+)?(?=(?:the\s+|THE\s+)?\d|[A-Z][a-z]+\s+\d|[A-Z]+\s+\d)/,
  // Or with the place first: "In Warwick, on the 28th day of June, 2023, before me personally appeared".
  /(?:^|\n)[ \t]*(?:In|At)\s+(?:the\s+(?:City|Town)\s+of\s+)?[A-Z][A-Za-z.'-]*(?:[ \t]+[A-Z][A-Za-z.'-]*){0,3},\s*(?:(?:in\s+)?(?:said\s+)?(?:County|Parish)(?:\s+of\s+[A-Z][A-Za-z]+)?,\s*)?on\s+(?:this\s+)?(?=[^.;]{0,60}?\bbefore\s+me\b)/,
];

/** The instrument's own date: its Date line, "THIS DEED dated/made", "Executed on", signing, else acknowledgement. */
export function findInstrumentDate(
  doc: Doc,
  opts: { isWill: boolean; recorded?: FoundDate | null },
): FoundDate | null {
  // (Nor is a grantee's acceptance dated after it; nor, for a will, a court's decree or judgment over it:
  // "DECREE ALLOWING WILL ... Date: ...".)
  const orders = [
    ...orderSections(doc),
    ...acceptanceSections(doc),
    ...(opts.isWill ? [...courtOrderSections(doc), ...probateCertificateSections(doc)] : []),
  ];
  // The recorder's stamp ("DATE: 11/11/2023 09:15 AM") is not the instrument's date line.
  const inOrder = (d: FoundDate) =>
    orders.some((s) => d.start >= s.start && d.start < s.end) || d.start === opts.recorded?.start;
  const anchors = opts.isWill ? [INSTRUMENT_ANCHORS[3]!, ...INSTRUMENT_ANCHORS] : INSTRUMENT_ANCHORS;
  // An exhibit attached after the signatures may be a writing of its own, signed on its own day (a co-successor's
  // written authority, a consent): the instrument's date is read before it, unless only the exhibit has one.
  const exhibit = exhibitStart(doc.text);
  return (
    (exhibit >= 0 ? instrumentDateBefore(doc, anchors, inOrder, exhibit) : null) ??
    instrumentDateBefore(doc, anchors, inOrder, doc.text.length)
  );
}

// A page's heading that opens an exhibit: "EXHIBIT 1", "EXHIBIT "A"".
const EXHIBIT_HEADING_RE = /(?:^|\f)[ \t]*EXHIBIT[ \t]+["“]?[A-Z0-9]{1,3}["”]?[ \t]*\n/m;

// The other successors' or heirs' joinder signed under the affidavit ("CONSENT OF REMAINING SUCCESSORS", "JOINDER
// OF OTHER HEIRS", each signer's own "Dated: 03/02/2023"): a writing of its own, after the affiant's signature.
// (So is an heir's "CONSENT OF HEIR AT LAW" joined to a fiduciary's deed, dated days before the deed.)
const JOINDER_HEADING_RE =
  /^[ \t]*(?:CONSENT|JOINDER|CONSENT\s+AND\s+JOINDER|RATIFICATION)\s+(?:OF|BY)\s+(?:THE\s+)?(?:(?:REMAINING|OTHER|ADDITIONAL|CO-?)\s*)?(?:SUCCESSORS?|HEIRS?(?:[ \t]+AT[ \t]+LAW)?|DISTRIBUTEES?|CLAIMANTS?|BENEFICIARIES)[ \t]*\n/m;

/** Where the first exhibit heading (or a joinder heading past the document's opening) stands, or -1. */
function exhibitStart(text: string): number {
  const exhibit = text.search(EXHIBIT_HEADING_RE);
  const joinder = text.search(JOINDER_HEADING_RE);
  const after = joinder > text.length / 3 ? joinder : -1;
  return exhibit < 0 ? after : after < 0 ? exhibit : Math.min(exhibit, after);
}

function instrumentDateBefore(
  doc: Doc,
  anchors: RegExp[],
  inOrder: (d: FoundDate) => boolean,
  limit: number,
): FoundDate | null {
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
        !underInstrumentHeading(doc.text, d.start) &&
        !stamped(d) &&
        !inPartyLabels(doc.text, d.start) &&
        !wrappedDated(doc.text, d.start) &&
        !inCopyCertificate(doc.text, d.start) &&
        !attestedCopy(doc.text, d.end) &&
        !otherInstrumentExecuted(doc.text, d.start) &&
        d.start < limit,
    );
    if (found[0]) return found[0];
  }
  return null;
}

/**
 * Another instrument recited as a heading over its labels: "Transfer on Death Instrument:\n   Dated: October 17,
 * 2018\n   Recorded: November 1, 2018" (a form's box for the deed it accepts or the deed that vested title).
 */
const INSTRUMENT_HEADING_RE =
  /^[ \t]*(?:(?:[\w'’-]+[ \t]+){0,5}?(?:deed|instrument|designation(?:[ \t]+affidavit)?)|(?:vesting|prior|source)[ \t]+(?:deed|instrument|title))[ \t]*:[ \t]*\n/gim;

function underInstrumentHeading(text: string, at: number): boolean {
  const lines = text
    .slice(Math.max(0, at - 300), at)
    .split('\n')
    .slice(0, -1);
  for (let i = lines.length - 1; i >= Math.max(0, lines.length - 4); i--) {
    const l = lines[i]!;
    if (!l.trim()) return false;
    if (
      /^[ \t]*(?:(?:[\w'’-]+[ \t]+){0,5}?(?:deed|instrument|designation(?:[ \t]+affidavit)?)|(?:vesting|prior|source)[ \t]+(?:deed|instrument|title))[ \t]*:[ \t]*$/i.test(
        l,
      )
    )
      return !/\b(?:this|date\s+of)\b/i.test(l);
  }
  return false;
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
 * A register's "Date: <date>   A TRUE COPY ATTEST:" closing a court's certificate recorded with the deed (a
 * certificate of appointment): the certificate's date, set beside or over the attestation.
 */
function attestedCopy(text: string, end: number): boolean {
  return /^[^\n]*(?:\n[^\n]*)?\bA\s+TRUE\s+COPY\b/i.test(text.slice(end, end + 200));
}

/**
 * A date under another instrument's party labels ("holder of a mortgage\n from: A and B\n to: Bank\n dated: ...",
 * a satisfaction's "Original grantor(s): ...\n Original trustee(s): ...\n Date of instrument: ...") is that
 * instrument's date.
 */
function inPartyLabels(text: string, at: number): boolean {
  const lines = text
    .slice(Math.max(0, at - 400), at)
    .split('\n')
    .slice(-4, -1);
  return lines.some((l) =>
    /^[ \t]*(?:[A-Z0-9]{1,2}[.)][ \t]+)?(?:from|to|mortgagors?|mortgagees?|borrowers?|lenders?|original[ \t]+(?:grantors?|secured[ \t]+creditors?|trustees?|beneficiar(?:y|ies)|lenders?|mortgagees?)(?:\(s\))?)[ \t]*(?::|\.{3,})/i.test(
      l,
    ),
  );
}

const OTHER_DATE_RULES: { label: string; anchor: RegExp; gap?: number }[] = [
  {
    // A fiduciary's certificate of its appointment: "Position of trust:  Executor" over "Date of appointment: April
    // 20, 2023" (Connecticut's probate certificate), "Date of Qualification: ...".
    label: 'letters_issued',
    anchor: /^[ \t]*Date\s+of\s+(?:appointment|qualification)[ \t]*:[ \t]*/gim,
    gap: 2,
  },
  {
    // A court's certificate summing up the probate in rows, the label set off by dots or a wide gap: "Admitted to
    // probate ...... 18 April 2023, by Order of this Court", "Letters Testamentary   18 April 2023, to X".
    label: 'probate_admitted',
    anchor: /^[ \t]*(?:Will\s+)?admitted\s+to\s+probate[ \t]*(?::|\.+|[ \t]{2,})[ \t.]*/gim,
    gap: 2,
  },
  {
    label: 'letters_issued',
    anchor:
      /^[ \t]*Letters\s+(?:Testamentary|of\s+(?:Administration|Authority|Appointment))(?:\s+(?:issued|granted))?[ \t]*(?::|\.+|[ \t]{2,})[ \t.]*/gim,
    gap: 2,
  },
  {
    // "by Letters of Administration issued December 12, 2022" / "Letters of Independent Executorship issued
    // September 14, 2022.": the date right after the verb, without "on".
    label: 'letters_issued',
    anchor:
      /\bLetters\s+(?:of\s+(?:[A-Z]\w+\s+){1,2}|Testamentary\s+)?(?:(?:were|was)\s+)?(?:issued|granted)(?:\s*[:|]\s*|\s+)(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d)/i,
    gap: 4,
  },
  {
    // "Letters of Administration with the Will Annexed were on November 2, 2022 issued to the Grantor".
    label: 'letters_issued',
    anchor:
      /\bLetters\s+(?:of\s+\w+|Testamentary)\b[^.;\d]{0,60}?\b(?:were|was)\s+on\s+(?=[^.;]{4,30}?\s+(?:issued|granted)\b)/i,
    gap: 2,
  },
  {
    // The date before the letters it dates: "WHEREAS, on June 6, 2022, Letters of Administration upon the Estate of
    // X, Jr., Deceased, were issued to Y".
    label: 'letters_issued',
    anchor:
      /\b[Oo]n\s+(?:the\s+)?(?=[\w ]{2,30}?,?\s+\d{4},?\s+Letters\s+(?:of\s+\w+|Testamentary)\b(?:[^.;]|(?<=\b(?:Jr|Sr|[A-Z]))\.){0,160}?\b(?:were|was)\s+(?:duly\s+)?(?:issued|granted)\b)/,
    gap: 2,
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
    // A later certificate showing the fiduciary's authority continues: "our continuing authority being shown by a
    // Probate Certificate of that Court dated August 21, 2023, recorded herewith" (the appointment's is "issued").
    label: 'court_certification',
    anchor: /\b(?:Fiduciary'?s\s+)?Probate\s+Certificate\b[^.;\d]{0,60}?\bdated\s+(?:on\s+)?/i,
    gap: 2,
  },
  {
    // A probate court's certificate of appointment dated in its own closing words: "The above fiduciaries'
    // appointment is in full force and effect as of the date of this certificate, June 5, 2023."
    label: 'court_certification',
    anchor:
      /\b(?:appointment|letters|authority)\b[^.;]{0,60}?\bin\s+full\s+force\s+and\s+effect\s+(?:as\s+of|on)\s+the\s+date\s+of\s+(?:this|the)\s+certificate,?\s*/i,
    gap: 2,
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
      // (A case number between: "issued by the Circuit Court ..., Case No. 23-000412-ES, on March 17, 2023"; but not
      // across a sale or a death: "Letters ... issued to him remain in force, and that the sale ... was confirmed ... on".)
      // (A suffix's period is none of the sentence's: "granted to X, JR. by the Probate Court ..., on". Wisconsin's
      // "Domiciliary Letters were issued to X, Personal Representative, on" name no office.)
      /\b(?:(?:Domiciliary|Ancillary)\s+Letters|Letters\s+(?:of\s+\w+|Testamentary))\b(?:[^.;]|(?<=\b[A-Z])\.){0,60}?\b(?:issued|granted)\b(?:\b(?:Case|File|Cause|Docket|Probate|Estate)\s+No\.?\s*:?\s*[\w-]+|(?!\d{4}|\b(?:sale|sold|confirmed|died|death)\b)[^.;]|(?<=\b(?:[A-Z]|[JS][Rr]))\.){0,140}?\bon\s+/i,
    gap: 10,
  },
  {
    label: 'letters_issued',
    // The gap may not cross another event ("appointed ... who died on").
    // Nor past the letters' own date ("appointed ... by Letters ... issued December 12, 2022, and acting under an
    // Order Authorizing Sale ... entered on May 22, 2023"), nor past any date the appointment was given ("appointed
    // ... by Decree ... entered March 3, 2022, ..., by the License to Sell ... granted ... on June 20, 2023").
    anchor:
      /\b(?:duly\s+)?appointed\b(?:No\.|(?!\b(?:died|death|dated|recorded|issued|sale)\b|\d,\s+(?:19|20)\d{2}\b)[^.;]){0,220}?\bon\s*/i,
    gap: 10,
  },
  {
    label: 'letters_issued',
    // "appointed by order of the Superior Court dated June 14, 2021"; the court and its docket may come first:
    // "appointed Personal Representative by the Middlesex Probate and Family Court, Docket No. MI23P1187EA, by
    // decree dated May 2, 2023" (Massachusetts writes "by Decree and Order of said Court dated ...").
    anchor:
      /\bappointed\s+by\s+(?:an?\s+|the\s+)?order\s+of\s+[^.;]{0,80}?\b(?:dated|entered|signed)\s+(?:on\s+)?|\bappointed\b(?:[^.;]|(?<=\bNo)\.){0,160}?\bby\s+(?:an?\s+|the\s+|its\s+)?(?:decree|order)(?:\s+and\s+(?:decree|order))?\s+(?:of\s+(?:the\s+|said\s+)?(?:\w+\s+){0,4}?court\s+)?(?:dated|entered|signed)\s+(?:on\s+)?/i,
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
      // Nor into a death ("admitted to probate ... as the Will of X, who died on January 28, 2024").
      // ("admitted to administrative probate"; "admitted to probate by decree of said Court dated March 20, 2023"; a
      // court named with its county's abbreviation, "the Circuit Court of St. Louis County, ..., on".)
      /\badmitted\s+to\s+(?:(?:formal|informal|solemn\s+form|common\s+form|[a-z]+)\s+)?probate\b(?:(?!\bletters\b|\bissued\b|\bdied\b|\bdeath\b)[^.;]|\b(?:No|St|Ste|Mt|Ft|Co)\.){0,160}?\b(?:on|entered(?:\s+on)?|(?:decree|order)\b[^.;]{0,80}?\b(?:dated|entered|signed)(?:\s+on)?)\s+(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d)/i,
    gap: 10,
  },
  {
    // North Carolina's clerk's certificate dates the probate before saying what happened on it: "the paper writing
    // ... was on the 14th day of April, 2023, exhibited before me for probate in common form and was adjudged to be
    // the Last Will" (or "presented ... for probate").
    label: 'probate_admitted',
    anchor:
      /\b(?:was|were)\s+on\s+(?=(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+day\s+of\s+\p{L}+|\p{L}+\s+\d{1,2}),?\s+\d{4},?\s+(?:duly\s+)?(?:exhibited|presented|produced|offered)\s+(?:(?:before|to)\s+(?:me|the\s+(?:court|clerk|undersigned))\s+)?for\s+probate\b)/iu,
    gap: 2,
  },
  {
    label: 'probate_admitted',
    // The date before the admission, as a clerk's certificate of probate words it: "the paper writing attached
    // hereto ... was on the 6th day of February, 2023, by order of this Court, admitted to probate in common form".
    anchor:
      /\b(?:was|were|has\s+been|had\s+been)\s+(?:duly\s+)?(?:on|upon)\s+(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d)(?=[^.;]{4,90}?\b(?:duly\s+)?admitted\s+to\s+(?:(?:formal|informal|solemn\s+form|common\s+form)\s+)?probate\b)/i,
    gap: 2,
  },
  {
    // A recital table's rows, the label and its date set apart by a dot leader: "(d) Will admitted to probate ......
    // May 2, 2023", "(e) Certificate of Appointment ...... May 3, 2023" (the letters' date).
    label: 'probate_admitted',
    anchor:
      /^[ \t]*(?:\(?[a-z\d]{1,2}[.)][ \t]+)?(?:date\s+)?(?:(?:last\s+)?will\s+)?admitted\s+to\s+probate(?=[ \t]*(?:\.[ \t]*){3,})/gim,
    gap: 2,
  },
  {
    label: 'letters_issued',
    anchor:
      /^[ \t]*(?:\(?[a-z\d]{1,2}[.)][ \t]+)?(?:date\s+of\s+)?(?:Certificate\s+of\s+Appointment|Letters\s+(?:Testamentary|of\s+(?:Administration|Appointment|Authority)))(?:\s+issued)?(?=[ \t]*(?:\.[ \t]*){3,})/gim,
    gap: 2,
  },
  {
    label: 'probate_admitted',
    // A registrar's statement that dates the probate itself: "The will is informally probated on August 29, 2023".
    anchor:
      /\bwill\b(?:\s+and\s+testament)?\s+(?:is|was|has\s+been)\s+(?:hereby\s+)?(?:duly\s+)?(?:formally\s+|informally\s+)?probated\s+(?:on\s+)?(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d)/i,
    gap: 2,
  },
  {
    label: 'probate_admitted',
    // A ruled box's cell, its words wrapped over the rule: "WILL | dated April 4, 2012; admitted to informal |" over
    // "|   | probate January 16, 2024 |" (the date right after "probate").
    anchor:
      /\badmitted[\s|]+to[\s|]+(?:(?:formal|informal|solemn[\s|]+form|common[\s|]+form)[\s|]+)?probate[\s|]+(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d)/i,
    gap: 2,
  },
  {
    label: 'probate_admitted',
    // The decree dated before its effect is named: "upon the decree of said Court dated February 14, 2023
    // admitting to probate the said Last Will", "by order entered March 2, 2021 admitting the will to probate".
    anchor:
      /\b(?:decree|order)\b[^.;]{0,60}?\b(?:dated|entered|signed|made)\s+(?:on\s+)?(?=[^.;]{4,30}?\badmitting\s+(?:[\w'’-]+\s+){0,6}?to\s+probate\b)/i,
    gap: 4,
  },
  {
    label: 'probate_admitted',
    // New England's probate court "allows" a will: "His Last Will and Testament dated August 2, 2010 was allowed by
    // the said Court on January 11, 2022".
    anchor:
      /\bwill\b(?:(?!\bletters\b|\bdied\b)[^.;]){0,80}?\b(?:was|were|has\s+been|having\s+been)\s+(?:duly\s+)?(?:proved\s+and\s+)?allowed\s+(?:by\s+(?:the\s+|said\s+)*(?:[\w.'’-]+\s+){0,6}?(?:court|judge)\b,?\s*)?(?:(?:Docket|Case|File)\s+No\.?\s*[\w-]+,?\s*)?on\s+(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d)/i,
    gap: 4,
  },
  {
    label: 'probate_admitted',
    // One decree allowing the will and appointing its executor, dated once after both: Massachusetts's "said Will
    // having been allowed and the undersigned having been appointed Personal Representative by Decree of the X
    // Probate and Family Court entered March 3, 2022" (the appointment's date is the allowance's too).
    anchor:
      /\bwill\b(?:(?!\bletters\b|\bdied\b)[^.;]){0,80}?\b(?:was|were|has\s+been|having\s+been)\s+(?:duly\s+)?(?:proved\s+and\s+)?allowed\s+and\b(?:[^.;\d]|(?<=\bNo)\.){0,160}?\bappointed\b[^.;\d]{0,80}?\bby\s+(?:an?\s+|the\s+|its\s+)?(?:decree|order)\b[^.;\d]{0,100}?\b(?:dated|entered|signed)\s+(?:on\s+)?/i,
    gap: 4,
  },
  {
    label: 'probate_admitted',
    // Pennsylvania's "which was duly proved and registered in the Office of the Register of Wills in and for
    // Centre County, Pennsylvania, on May 3, 2021".
    anchor:
      // (Or "which was duly probated and registered ...", "probated in solemn form by Order of the Probate Court
      // ... entered January 24, 2023"; or "the said Will was duly probated in the Office of the Register of Wills of
      // Philadelphia County on April 11, 2023".)
      /\b(?:duly\s+)?(?:proved|probated)\s+(?:and\s+(?:registered|allowed|admitted\s+to\s+probate)|in\s+(?:solemn|common)\s+form|in\s+the\s+(?:Office\s+of\s+the\s+Register\s+of\s+Wills|(?:[\w'’.]+\s+){0,4}(?:Probate|Orphans['’]?|Surrogate['’]?s?)\s+Court))\b(?:(?!\bletters\b|\bissued\b|\bdied\b)[^.;]){0,160}?\b(?:on|entered(?:\s+on)?)\s+(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d)/i,
    gap: 10,
  },
  // "the Last Will and Testament of <a testator's full name> dated ...".
  // A court's order names the will "a paper writing dated February 3, 2011, as the Last Will and Testament of X".
  {
    // A codicil is part of the will it amends: "together with the First Codicil thereto dated October 19, 2021".
    label: 'will_dated',
    anchor:
      /\b(?:(?:first|second|third|\d(?:st|nd|rd|th))\s+)?codicil\s+(?:thereto\s+|to\s+(?:said|the|that)\s+will\s+)?dated\s*/i,
    gap: 10,
  },
  {
    label: 'will_dated',
    anchor:
      /\b(?:last\s+)?will\b(?:\s+and\s+testament\s+of\s+[\p{Lu}][\p{L}.' -]{2,50}?)?[^.;]{0,40}?\bdated\s*|\bpaper[\s-]+writing\s+dated\s+(?=[^.;]{0,80}?\bwill\b)/iu,
    gap: 10,
  },
  {
    label: 'order_of_sale',
    anchor:
      // (Ohio's "Judgment Entry Authorizing Sale of Real Estate filed March 11, 2019"; "signed January 24, 2023".)
      /\b(?:order|entry|decree|judgment)\s+(?:authorizing|of|for|granting|approving)\s+(?:the\s+)?(?:private\s+|public\s+)?sale\b[^.;]{0,100}?\b(?:on|dated|entered|signed|filed)\s*(?:on\s*)?(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d)/i,
    gap: 12,
  },
  {
    label: 'order_of_sale',
    // Vermont's sale under a probate court's license: "by its License to Sell Real Estate dated May 2, 2024".
    anchor:
      // (Or its court and docket before the date: "License to Sell Real Estate granted by the Vermont Superior Court,
      // Probate Division, Lamoille Unit, Docket No. 21-PR-04417, on April 26, 2022".)
      /\blicen[cs]e\s+to\s+sell\b(?:\s+(?:the\s+)?real\s+estate)?[^.;]{0,60}?\b(?:dated|granted|issued|entered)\s+(?:on\s+)?(?:by\s+(?:[^.;]|(?<=\bNo)\.){0,160}?\bon\s+(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d))?/i,
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
    label: 'order_of_sale',
    // Arkansas's recital, the order's date before the leave it gives: "by Order of said Court made and entered on the
    // 9th day of May, 2023, the Administratrix was authorized and directed to sell the real property".
    anchor:
      /\bby\s+(?:an?\s+|the\s+)?order\b[^.;]{0,80}?\b(?:made\s+and\s+)?entered\s+(?:on\s+)?(?=[^.;]{4,40}?\d{4},?\s+(?:the\s+|said\s+)?[^.;]{0,40}?\b(?:was|were)\s+(?:duly\s+)?authorized\s+(?:and\s+(?:directed|empowered)\s+)?to\s+sell\b)/i,
    gap: 4,
  },
  {
    label: 'letters_issued',
    // The appointment's date before the court that made it: "WHEREAS, on March 2, 2022, the Circuit Court of X County,
    // Probate Division, in Case No. ..., appointed Y as Administratrix of the Estate of Z".
    anchor:
      /\b[Oo]n\s+(?=(?:the\s+)?[\w ]{2,30}?,?\s+\d{4},?\s+the\s+(?:[^.;]|(?<=\bNo)\.){0,160}?\bCourt\b(?:[^.;]|(?<=\bNo)\.){0,160}?\bappointed\b)/,
    gap: 2,
  },
  {
    label: 'sale_confirmed',
    // The decree's date before the confirming words: "which said sale was by decree of said Court rendered on the 27th
    // day of February, 2024, in all things ratified and confirmed".
    anchor:
      /\bsale\s+(?:was|were|has\s+been)\s+by\s+(?:an?\s+|the\s+)?(?:decree|order|judgment)\b[^.;]{0,80}?\b(?:rendered|entered|dated|signed|made)\s+(?:on\s+)?(?=[^.;]{4,40}?\d{4},?\s+(?:in\s+all\s+(?:things|respects)\s+)?(?:(?:approved|ratified)\s+and\s+)?confirmed\b)/i,
    gap: 4,
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
    // County on February 28, 2022" (qualifying before the clerk is the appointment). (Not past the paragraph's
    // end: "... qualified as Administrator ..., Fiduciary No. CWF-1.\n\n C. By Decree entered on ..." is the next recital.)
    anchor:
      /\bqualified\s+as\s+(?:the\s+)?(?:co-?)?(?:executor|executrix|administrat(?:or|rix)|personal\s+representative)\b(?:(?![.:]\s*\n[ \t]*\n)[^;]){0,200}?\bon\s+(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d)/i,
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
      // ("was appointed\nAdministratrix of his estate by order of the District Court\nentered June 20, 2023", "appointed
      // Executor thereunder by decree of the Probate and Family Court dated May 3, 2011".)
      /\bappointed\s+(?:as\s+)?(?:(?:the|its)\s+)?(?:[A-Za-z]+\s+){1,5}?by\s+(?:an?\s+|the\s+)?(?:order|decree)\s+of\s+[^.;]{0,80}?\b(?:dated|entered|signed)\s+(?:on\s+)?/i,
    gap: 10,
  },
  {
    label: 'lien_recorded',
    // "mortgage ... filed for record in the office of the County Recorder ... on August 14, 2017".
    anchor:
      /\b(?:deed\s+of\s+trust|security\s+deed|mortgage|lien)\b[^;]{0,400}?\bfiled\s+for\s+record\b[^.;\d]{0,120}?\bon\s+/i,
    gap: 10,
  },
  {
    label: 'sale_confirmed',
    // ("Order Approving Report of Sale and Confirming Sale signed April 11, 2023"; "said sale, having been
    // reported to said Court, was confirmed by Decree entered August 30, 2023".)
    anchor:
      // (Or "Order Approving and Confirming Sale entered June 6, 2023"; Iowa's "Order Approving Report of Sale and
      // Directing Execution of Deed filed April 19, 2024"; Ohio's probate court journalizes an "Entry Confirming Sale
      // and Ordering Deed entered March 6, 2023".)
      /\b(?:(?:order|decree|judgment|(?:judgment\s+)?entry)\s+(?:[\w]+\s+){0,5}?confirming|confirmation\s+of|(?:order|decree|judgment)\s+approving\s+(?:the\s+)?(?:report|return)\s+of)\s+(?:the\s+)?sale\b[^.;]{0,80}?\b(?:on|dated|entered|signed|filed)\s*(?:on\s*)?|\bsale\b[^.;]{0,80}?\b(?:was|were|been)\s+(?:duly\s+)?(?:(?:approved|reported\s+to)\s+and\s+)?confirmed\b[^.;]{0,100}?\b(?:on|dated|entered|signed)\s*(?:on\s*)?/i,
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
    // Louisiana's succession judgment that puts the heirs in possession, recited as their title: "acquired by
    // Sellers ... by Judgment of Possession rendered June 3, 2024 in the matter entitled "Succession of X"".
    anchor:
      /\bJudgment\s+of\s+Possession\b[^.;]{0,80}?\b(?:rendered|signed|dated|entered|read,?\s+rendered\s+and\s+signed)\s*(?:on\s*)?/i,
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
    label: 'court_order',
    // A court's order settling a question of the estate that the affidavit relies on: Nebraska's "as shown by the
    // Order Determining Inheritance Tax entered on November 29, 2021", "Decree Determining Heirship dated ...".
    anchor:
      /\b(?:Order|Decree|Judgment)\s+(?:Determining|Fixing|Assessing|Adjudicating)\s+(?:the\s+)?(?:(?:Inheritance|Estate)\s+Tax(?:es)?|Heirship|Heirs|Descent)\b[^.;]{0,80}?\b(?:entered|dated|signed|filed|made)\s*(?:on\s*)?/i,
    gap: 12,
  },
  {
    label: 'court_order',
    // The approval written first, the judge's signing after it: "APPROVED and ORDERED recorded, the affidavit
    // conforming to Chapter 205, Texas Estates Code. Signed September 6, 2023."
    anchor:
      /\bAPPROVED\b(?:\s+and\s+ORDERED\s+(?:recorded|filed))?,?\s+(?:[^.;]{0,40}?\b)?(?:the\s+)?(?:foregoing\s+|within\s+|said\s+)?(?:small\s+estate\s+)?(?:affidavit|application|petition)\b(?:[^.;]|(?<=\b(?:[A-Z]|No|Sec))\.){0,160}?[.;]\s+(?:Signed|Entered|Dated|Ordered)\s+(?:on\s+|this\s+)?/i,
    gap: 12,
  },
  {
    label: 'trust_dated',
    // "Trust Transfer Deed dated" is a deed, not the trust agreement; so is the deed named after the trust ("the
    // Trust, grantee in that certain Warranty Deed dated ...").
    anchor:
      // (A deed of trust's name may wrap between its words, "that certain Deed of\n Trust dated ...": the lien
      // rules below read it so too.)
      /\b(?<!deed\s+of\s+)trust\b(?!\s+(?:transfer\s+)?deed)(?:(?!\bdeed\b)[^.;]){0,60}?\b(?:dated|u\/?a\/?d|under agreement dated)\s*/i,
    gap: 10,
  },
  {
    label: 'lien_dated',
    anchor:
      // The makers, trustee and beneficiary may be named first ("Deed of Trust executed by A and wife, B. C, to
      // X, Trustee, for the benefit of Y, Beneficiary, dated ...").
      // ("Warranty Deed with Vendor's Lien dated ..." is the deed, not a lien instrument.)
      // (A "Mortgage Company" is a lender, and "in a deed dated" after it is the deed's date: a transfer-tax form's
      // "[ ] Mortgage Company of Grantor [ ] Other, in a deed dated June 30, 2023".)
      /\b(?:deed\s+of\s+trust|security\s+deed|deed\s+to\s+secure\s+debt|mortgage(?!\s+compan(?:y|ies)\b)|(?<!\bdeed\s+with\s+(?:a\s+)?vendor'?s\s+)lien|vendor'?s lien note)\b(?:(?!\b(?:a|the|said|that)\s+deed\s+dated\b)[^.;]|(?<=\b[A-Z])\.){0,240}?\bdated\s*/i,
    gap: 10,
  },
  {
    label: 'lien_recorded',
    anchor:
      /\b(?:deed\s+of\s+trust|security\s+deed|deed\s+to\s+secure\s+debt|mortgage|(?<!\bdeed\s+with\s+(?:a\s+)?vendor'?s\s+)lien)\b(?:(?!\bdeed\s+dated\b)[^;]){0,160}?\brecorded\s*(?:on\s*)?/i,
    gap: 10,
  },
];

const VESTING_RE =
  // (A Pennsylvania "Indenture bearing date the 30th day of April, 1968"; a Louisiana "Act of Donation dated" or
  // "by Cash Sale dated"; a deed
  // "recorded as Document No. 2015-00961 on September 4, 2015".)
  // (Or its maker named before the date: "Transfer-on-Death Deed: Executed by X, a widow, on March 2, 2019".)
  // (A deed told by its parties reaches further: "Warranty Deed from A and B to C and D, husband and wife, as joint
  // tenants with full rights of survivorship, and not as tenants in common, dated ...".)
  /\b(?:(?:Revocable\s+)?Transfer on Death Deed|Transfer\s+on\s+Death\s+Designation\s+Affidavit|(?:Grant,?\s+Bargain and Sale|Warranty|Grant|Quitclaim|Beneficiary)\s+Deed|deed|Indenture|Act\s+of\s+(?:Cash\s+)?(?:Donation|Sale|Exchange|Partition)|Cash\s+Sale(?:\s+Deed)?)\b(?:\s+from\b(?:[^.;]|(?<=\b(?:[A-Z]|Inc|Co|Corp|Ltd|Jr|Sr))\.){0,280}?|(?:[^.;]|(?<=\b(?:[A-Z]|Inc|Co|Corp|Ltd|Jr|Sr))\.){0,120}?)\b(?:dated|bearing\s+date(?:\s+of)?|executed(?:\s+by\s+(?:[^.;]|(?<=\b[A-Z])\.){3,80}?,?\s+on)?(?:\s+on)?(?=\s+(?:the\s+)?\d|\s+[A-Z][a-z]+\.?\s+\d)|recorded\s*(?:(?:as|under)\s+(?:Instrument|Document|Doc\.?|Reception|File)\s+(?:No\.?|Number|#)\s*:?\s*[\w-]*\d[\w-]*,?\s+)?(?:on\s*)?(?=(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d))\s*/gi;

/**
 * The owner's title told by how it came to them, right before the deed is named: "Title was vested in the decedent
 * by Warranty Deed", "which he acquired by Warranty Deed", "acquired from her father, X, by Warranty Deed", "was held
 * by X under Warranty Deed", "conveyed to Grantor by Warranty Deed"; or the deed a correction deed corrects, or the
 * prior-instrument reference a deed form carries.
 */
const VESTED_LEAD_RE =
  /(?:\b(?:acquired|vested\s+in|conveyed\s+to|held\s+by)\b(?:[^.;]|(?<=\b(?:[A-Z]|Jr|Sr|Mrs?|Ms|Dr))\.){0,200}?\b(?:by|under|through)\s+(?:(?:a|an|the|that\s+certain|said)\s+)?(?:[\w'’-]+\s+){0,3}|\binstrument\s+being\s+corrected\s*:\s*(?:[\w'’-]+\s+){0,3}|\bprior\s+(?:instrument|deed)\s+(?:ref(?:erence)?\.?|reference)\s*:[^;]{0,120}?)$/i;

/**
 * More wordings of the deed that vested title in the owner: "having been acquired by him by Cash Sale Deed from X
 * dated ...", "Source of title: Deed from X to Y, dated ...", South Carolina's "Derivation: Deed of X to Y dated ...", New England's "For title see deed to X dated ...", "the Decedent is the same person as the grantee named
 * in the Warranty Deed from X to Y dated ...".
 */
const VESTED_BY_RE =
  /\bfor\s+(?:(?:the\s+)?(?:grantors?|releasors?|decedent|deceased)['’]?s?\s+|(?:my|our|his|her|their)\s+)?title\s*,?\s+(?:see|reference)\b|\bacquired\s+by\s+(?:him|her|them|(?:the\s+)?decedent)\s+(?:by|under|through)\b|\b(?:source\s+of\s+title|derivation(?:\s+clause)?)\s*:|\bthe\s+grantee\s+(?:named\s+)?in\s+the\b/i;

/**
 * The recording date told later in the sentence that dated an instrument: "... dated X, executed by A to B,
 * Trustees of ..., recorded Y", "recorded in the Bergen County Clerk's Office on Y", "recorded as Instrument No. Z
 * on Y", Iowa's "filed Y in Book 291"; a form's "executed on X; recorded Y" (the semicolon only right before it).
 */
function recordedAfter(text: string, from: number): FoundDate | null {
  const tail = text.slice(from, from + 400);
  const rec = tail.match(
    // (A summary's row may set the date off by a dot leader: "E. Recorded ........ March 22, 2018".)
    /^(?:(?!(?<!\b(?:[A-Z]|Sr|Jr|No|St|Inc))\.\s+[A-Z][a-z])[^;]){0,300}?(?:;\s*)?\b(?:recorded|filed(?:\s+for\s+record)?)\s*(?:on\s*|\.{3,}[ \t]*)?/i,
  );
  if (!rec) return null;
  const where = tail.slice(rec[0].length).match(
    // (Or its book and page first: "recorded in Book 015877 at Page 02210, on October 4, 2014".)
    /^(?:(?:in|at)\s+(?:the\s+)?[^.;\d]{3,70}?|as\s+(?:Instrument|Document|Doc\.?|Reception|Recording)\s+(?:No\.?|Number|#)\s*:?\s*[\w-]*\d[\w-]*,?|(?:in|at)\s+(?:Deed\s+|Official\s+Records?\s+)?Book\s+\d[\w-]*,?\s+(?:at\s+)?Pages?\s+\d[\w-]*,?)\s*\bon\s+/i,
  );
  const at = rec[0].length + (where?.[0].length ?? 0);
  const r = findDates(tail.slice(at, at + 40))[0];
  if (!r || r.start >= 5) return null;
  return { ...r, start: r.start + from + at, end: r.end + from + at };
}

/** The label lines that follow a recital's heading, up to a blank line before running text. */
function labelledBlock(text: string, from: number): string {
  const body = text.slice(from, from + 900);
  const end = body.search(/\n[ \t]*\n(?![ \t]*[A-Za-z/ ]{2,30}:)/);
  return end < 0 ? body : body.slice(0, end);
}

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
      !VESTED_LEAD_RE.test(lead) &&
      // (Pennsylvania's recital: "WHEREAS, A and B, his wife, by their deed dated X and recorded Y in ..., granted and
      // conveyed the premises hereinafter described unto the decedent".)
      !/^[^;]{0,300}?\bgranted\s+and\s+conveyed\b[^;]{0,160}?\bunto\b/i.test(
        text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 500),
      ) &&
      // ("acquired title to the Real Estate as tenants by the entirety by Warranty Deed ...": words between.)
      // (New England's "Being all and the same lands and premises", "Meaning and intending to convey the same premises".)
      // (Or "Being part of the real estate conveyed to", "the same lot of ground which by Deed", "Meaning and intending to
      // describe the same premises"; a mineral owner's "being the same interest conveyed to X by Mineral Deed"; the
      // premises named first: "The premises being the same conveyed to the Grantors by Warranty Deed".)
      !/\b(?:being|is|was|be|convey|describe)\s+(?:all\s+and\s+)?(?:(?:a\s+)?part\s+of\s+)?(?:the\s+)?(?:same\s+)?(?:lands?\s+and\s+)?(?:premises|property|land|real\s+estate|lots?(?:\s+of\s+ground)?|parcels?|tracts?)\s+(?:which|conveyed|acquired|vested)\b|\b(?:being|is|was|be|convey|describe)\s+(?:all\s+and\s+)?(?:the\s+)?same\s+(?:lands?\s+and\s+)?(?:premises|property|land|real\s+estate|lots?(?:\s+of\s+ground)?|parcels?|tracts?|(?:mineral\s+|royalty\s+)?interests?)\b|\b(?:premises|property)\s+being\s+the\s+same\s+(?:conveyed|acquired|granted)\b|\bacquired\s+(?:title|the\s+(?:said\s+)?(?:property|premises|real\s+estate))\s+(?:[^.;]{0,100}?\s)?(?:by|under|through)\s+(?:(?:a|an|the|that\s+certain)\s+)?(?:[\w-]+\s+){0,3}?deed\b/i.test(
        lead + m[0],
      )
    )
      continue;
    if (/\b(?:deed\s+of\s+trust|security\s+deed|mortgage)\b/i.test(m[0])) continue;
    const from = (m.index ?? 0) + m[0].length;
    // (A date wrapped onto an indented line runs long: "February 17,\n<30 spaces>1994".)
    const dated = findDates(text.slice(from, from + 80))[0];
    if (!dated || dated.start > 8) continue;
    if (/\brecorded\b(?![\s\S]*\b(?:dated|bearing|executed)\b)/i.test(m[0])) {
      // "Warranty Deed recorded on September 30, 2009": only the recording date is given.
      push({ ...dated, start: dated.start + from, end: dated.end + from }, 'vesting_deed_recorded');
      continue;
    }
    const label = /beneficiary\s+deed/i.test(m[0]) ? 'beneficiary_deed_dated' : 'vesting_deed_dated';
    push({ ...dated, start: dated.start + from, end: dated.end + from }, label);
    // "... dated X, executed by A to B, Trustees of ..., recorded Y": the deed's recording date later in the sentence.
    const rec = recordedAfter(text, from + dated.end);
    if (rec) push(rec, 'vesting_deed_recorded');
  }

  // Ohio's "Prior Instrument Reference: Instrument No. 198-0412877, recorded November 2, 1998" (or "Book 512, Page
  // 90, dated ..."): the deed that vested title, named only by its recording.
  for (const m of text.matchAll(
    /\bprior\s+(?:instrument|deed)\s+(?:ref(?:erence)?\.?|reference)\s*:(?:[^.;:]|\.(?=\s*\d)|(?<=\bNo)\.){0,120}?\b(recorded|filed|dated)\s*(?:on\s+)?/gi,
  )) {
    const from = (m.index ?? 0) + m[0].length;
    const d = findDates(text.slice(from, from + 40))[0];
    if (d && d.start < 4)
      push(
        { ...d, start: d.start + from, end: d.end + from },
        /dated/i.test(m[1]!) ? 'vesting_deed_dated' : 'vesting_deed_recorded',
      );
  }

  // A release's summary of the security instrument it satisfies: "Original grantor(s): ...\n Date of instrument:
  // September 29, 2014\n Recording data: ... recorded in Book 015877 at Page 02210, on October 4, 2014".
  for (const d of datesAfter(
    text,
    // (Or lettered, with a dot leader and the lien named: Kansas's "C. Date of mortgage ...... March 15th, 2018".)
    /^[ \t]*(?:[A-Z0-9]{1,2}[.)][ \t]+)?date[ \t]+of[ \t]+(?:the[ \t]+)?(?:(?:security[ \t]+)?instrument|mortgage|deed[ \t]+of[ \t]+trust|security[ \t]+deed)[ \t]*(?::|\.{3,})[ \t]*/gim,
    4,
  ))
    if (inPartyLabels(text, d.start)) push(d, 'lien_dated');
  // A mortgage or deed of trust is recited like a deed: "dated June 8, 2016, securing a note ..., and recorded June
  // 17, 2016 as Instrument No. ...".
  for (const d of [...out])
    if (d.label === 'lien_dated') {
      const rec = recordedAfter(text, d.end);
      if (rec) push(rec, 'lien_recorded');
    }
  // "on the 14th day of March, 2019, A and B executed a promissory note ..., secured by a Deed of Trust of even
  // date": the lien bears the note's date.
  for (const m of text.matchAll(
    /\b(?:deed\s+of\s+trust|mortgage|security\s+deed|deed\s+to\s+secure\s+debt)\s+of\s+even\s+date\b/gi,
  )) {
    const lead = text.slice(Math.max(0, (m.index ?? 0) - 400), m.index ?? 0);
    const ends = [...lead.matchAll(/(?<!\b(?:[A-Z]|No|Co|Inc|Jr|Sr))\.\s+(?=\p{Lu})|;|\n[ \t]*\n/gu)];
    const from = (m.index ?? 0) - lead.length + ((ends.at(-1)?.index ?? -1) + 1);
    const note = findDates(text.slice(from, m.index ?? 0)).at(-1);
    if (note) push({ ...note, start: note.start + from, end: note.end + from }, 'lien_dated');
    const rec = recordedAfter(text, (m.index ?? 0) + m[0].length - 1);
    if (rec) push(rec, 'lien_recorded');
  }

  // An instrument recited as a block of labels: "BEING THE PREMISES ACQUIRED BY WARRANTY DEED\n GRANTOR: ...\n
  // DATED: June 3, 2014\n RECORDED: ...", "Deed of Trust dated: 06/02/2017\n ... Recorded: 06/14/2017, Instrument".
  const headed = [...text.matchAll(INSTRUMENT_HEADING_RE)].filter(
    (m) => !/\b(?:this|deed\s+of\s+trust|mortgage|security\s+deed)\b/i.test(m[0]),
  );
  for (const m of [
    ...text.matchAll(
      /\b(?:premises|property|land|real\s+estate)\s+(?:acquired|conveyed)\s+by\s+(?:[\w'’-]+\s+){0,3}?deed\b[ \t]*:?[ \t]*\n|^[ \t]*(?:deed\s+of\s+trust|mortgage|security\s+deed)\s+dated[ \t]*:[^\n]*\n/gim,
    ),
    ...headed,
  ]) {
    const lien = /^[ \t]*(?:deed\s+of\s+trust|mortgage|security\s+deed)/i.test(m[0]);
    const from = (m.index ?? 0) + m[0].length;
    const block = labelledBlock(text, from);
    if (!lien)
      for (const d of datesAfter(block, /^[ \t]*DATED[ \t]*:[ \t]*/gim, 4))
        push(
          { ...d, start: d.start + from, end: d.end + from },
          /\bbeneficiary\s+deed\b/i.test(m[0]) ? 'beneficiary_deed_dated' : 'vesting_deed_dated',
        );
    for (const d of datesAfter(block, /^[ \t]*RECORDED[ \t]*:[ \t]*(?:on[ \t]+)?/gim, 4))
      push(
        { ...d, start: d.start + from, end: d.end + from },
        lien ? 'lien_recorded' : 'vesting_deed_recorded',
      );
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
  // whose date is followed by the authority to sell is the order of sale ("by its order rendered on the 30th day of
  // August, 2023, confirmed said sale": the confirmation, below; Alabama's "by its decree rendered on the 16th day of
  // August, 2022, ordered that said real estate be sold": the order). (Also "the Order of the Iowa District
  // Court ... entered in said Probate No. ES123 on 08/14/2023, authorizing ... the sale".)
  for (const d of datesAfter(
    text,
    /\border\s+of\s+(?:said|the|such)\s+(?:\w+\s+){0,2}court\b[^.;]{0,40}?\b(?:entered|dated|signed|made)\s+(?:in\s+(?:said|the|such)\s+(?:[^.;\d]|\bNo\.){0,40}?\d[\w-]*\s+)?(?:on\s+)?|\b(?:order|decree)\s+(?:entered|dated|signed|rendered)\s+(?:on\s+)?/gi,
    10,
  )) {
    // "the undersigned appointed Personal Representative by ... decree dated May 2, 2023": the appointment.
    // (Not across another event: "appointed on May 1, 2022, and by order entered ... authorized to sell".)
    if (
      /\bappointed\b(?:(?!\b(?:sale|sell|authoriz\w*)\b|(?<![\w-])(?:19|20)\d{2}(?![\w-]))[^.;]|(?<=\bNo)\.){0,160}?\bby\s+(?:an?\s+|the\s+|its\s+)?(?:decree|order)\b[^.;]{0,60}$/i.test(
        text.slice(Math.max(0, d.start - 220), d.start),
      )
    )
      continue;
    const after = text.slice(d.end, d.end + 500);
    // "by Order entered March 30, 2023 confirmed the sale": the confirmation, not the authority to sell.
    // (Or with the court named: "by Order entered May 3, 2022, the Court approved and confirmed said sale".)
    if (
      /^[\s,]*(?:(?:the|said)\s+(?:\w+\s+)?Court\s+)?(?:(?:approved|ratified)\s+and\s+)?confirmed\s+(?:the\s+|said\s+)?sale\b/i.test(
        after,
      )
    )
      push(d, 'sale_confirmed');
    // (A case caption between may carry abbreviations: "Boyd, Administrator v. Merritt, et al., Case No. CL22".)
    // (The reach is counted in words' characters: a scan's text keeps each line's indentation.)
    // (So may a statute's citation: "pursuant to Va. Code Sec. 64.2-532 et seq., the Grantor was authorized ... to
    // sell"; the court, the suit's style, its case number and statute all together run near 340 characters.)
    else if (
      // (Case-sensitive, so a two-letter abbreviation is one printed capitalised, "Va.", not a word's end, "of.")
      // (Nor past an appointment the order made: "entered July 19, 2022, ..., Grantor was duly appointed
      // Administrator ..., and Letters ... grant ... the power to sell" is no order of sale.)
      /^(?:(?!\b(?:appointed|APPOINTED|Letters|LETTERS)\b)(?:[^.;]|(?<=\b(?:[A-Za-z]|al|No|NO|Inc|INC|v|vs|Sec|SEC|seq|Stat|Ann|[A-Z][a-z]))\.|(?<=\d)\.(?=\d))){0,380}?\b(?:[Ss]ell|[Ss]ale|SELL|SALE|be\s+sold|BE\s+SOLD)\b/.test(
        after.replace(/\s+/g, ' '),
      )
    )
      push(d, 'order_of_sale');
  }

  // The date told first: "On August 28, 2023, on Grantor's application, the Court signed its Order Authorizing Sale
  // of Real Property", "On November 6, 2023, the Court signed its Decree Confirming Sale", "That on March 8, 2022,
  // upon the petition of the Administrator, the Court entered its Order authorizing the Administrator to sell"
  // (or with the statute cited between: "on the 16th day of January, 2024, upon the petition of said Administrator
  // filed pursuant to Section 43-2-441, Code of Alabama 1975, the said Probate Court entered its order and decree
  // authorizing and directing the Administrator to sell"; Alabama's older wording sets the verb after the date:
  // "the said Court did on the 24th day of May, 2023, render its decree authorizing and directing the sale").
  for (const d of datesAfter(
    text,
    /\b[Oo]n\s+(?=[^.;]{4,40}?\d,\s+[^.;]{0,160}?\b(?:sign|enter|grant|issue|render|make)(?:ed|d)?\s+(?:its|an|the|a)\s+(?:Order|Decree|Judgment|order|decree|judgment)\b)/g,
    2,
  )) {
    const what = text.slice(d.end, d.end + 280).match(/\b(?:Order|Decree|Judgment)\b[^.;]{0,80}/i)?.[0] ?? '';
    if (/\bconfirm(?:ing|ation)\b[^.;]{0,20}\bsale\b/i.test(what)) push(d, 'sale_confirmed');
    else if (
      // ("its order authorizing and directing the sale of the ... real property".)
      /\b(?:authorizing(?:\s+and\s+directing)?|for|of|granting)\s+(?:the\s+)?(?:private\s+|public\s+)?sale\b|\bto\s+sell\b/i.test(
        what,
      )
    )
      push(d, 'order_of_sale');
  }

  // Letters issued on a day the sentence has already dated: "admitted to probate ... on February 16, 2023, and
  // Letters Testamentary were issued on that day" (or "on that same date"), "... on 3/3/2023, on which date Letters of Authority were
  // issued", "on May 2, 2023, Letters of Administration ... were granted unto X". (A death's date, or a will's,
  // in between is not the day meant: "admitted on March 12, 2024 ..., who died on January 28, 2024, and that
  // Letters ... were issued on that date".)
  const LETTERS = String.raw`Letters\s+(?:of\s+\w+|Testamentary)\b(?:[^.;]|(?<=\b[A-Z])\.){0,100}?\b(?:issued|granted)\b`;
  // The certificate some states issue in place of letters: "on which date Fiduciary Certificates were issued to us".
  const CERTIFICATES = String.raw`(?:Fiduciary'?s?|Probate)\s+Certificates?\b[^.;\d]{0,40}?\b(?:issued|granted)\b|Certificates?\s+of\s+(?:Appointment|Authority)\b[^.;\d]{0,40}?\bissued\b`;
  const otherEvent = (d: FoundDate) =>
    /\b(?:died|death|deceased|born|dated|passed\s+away)\b[^,;]{0,30}$/i.test(
      text.slice(Math.max(0, d.start - 50), d.start),
    );
  for (const m of text.matchAll(
    new RegExp(
      // (Or the appointment: "on which date the Grantor, her son, was appointed and qualified as Personal
      // Representative", "on that date X, of <address>, was appointed Personal Representative".)
      // (Or the day inside the verb: "and Letters of Administration were on that date issued to X"; a scan may set a
      // stray comma inside "the same, date".)
      String.raw`\b${LETTERS}(?:[^.;]|(?<=\b[A-Z])\.){0,40}?\bon\s+(?:that(?:\s+same)?|the\s+same|said)\s+(?:day|date)\b|\bLetters\s+(?:of\s+\w+|Testamentary)\b[^.;\d]{0,40}?\b(?:were|was)\s+on\s+(?:that(?:\s+same)?|the\s+same|said)\s+(?:day|date)\s+(?:issued|granted)\b|\b(?:on|upon)\s+(?:which|that(?:\s+same)?|the\s+same|said),?\s+(?:day|date),?\s+(?:[^.;]|(?<=\b[A-Z])\.){0,200}?\b(?:${LETTERS}|${CERTIFICATES}|(?:duly\s+)?(?:appointed|qualified)(?:\s+and\s+qualified)?\s+(?:as\s+)?(?:the\s+)?(?:co-?)?(?:executor|executrix|administrat(?:or|rix)|personal\s+representative)\b)`,
      'gi',
    ),
  )) {
    // The day is the last date before it in the same sentence (a recital may name the court, its case and the
    // fiduciary between: "on the 9th day of January, 2023, the District Court of X County, in Case No. ..., entitled
    // "...", duly appointed Y as Administratrix ..., and Letters ... were issued to her on said date").
    const lead = text.slice(Math.max(0, (m.index ?? 0) - 420), m.index ?? 0);
    const ends = [...lead.matchAll(/(?<!\b(?:[A-Z]|No|Nos|Co|Inc|Jr|Sr))\.\s+(?=\p{Lu})|;/gu)];
    const from = (m.index ?? 0) - lead.length + ((ends.at(-1)?.index ?? -1) + 1);
    // (A death told in between is not that day: "admitted on March 12, 2024 ... of X, who died on January 28, 2024,
    // ..., and that Letters ... were issued on that date".)
    const dated = (at: number) =>
      findDates(text.slice(at, m.index ?? 0))
        .map((x) => ({ ...x, start: x.start + at, end: x.end + at }))
        .filter((x) => !otherEvent(x))
        .at(-1);
    // (A sentence of its own that dates nothing refers to the day the sentence before it told: "... was on the
    // 26th day of April, 2023, duly proven .... The Will being self-proved, ... Letters Testamentary were on the
    // same date issued to X".)
    const d = dated(from) ?? dated((m.index ?? 0) - lead.length);
    if (d) push(d, 'letters_issued');
  }
  // "on October 11, 2022, LUCAS W. HENNINGER duly qualified as Administrator": the date before the qualifying.
  for (const d of datesAfter(
    text,
    /\bon\s+(?=[^.;]{4,30}?,?\s+(?:[^.;]|(?<=\b[A-Z])\.){0,80}?\b(?:duly\s+)?qualified\s+as\s+(?:the\s+)?(?:co-?)?(?:executor|executrix|administrat(?:or|rix)|personal\s+representative)\b)/gi,
    2,
  ))
    if (!otherEvent(d) && !/\b(?:died|death)\b/i.test(text.slice(d.end, d.end + 60)))
      push(d, 'letters_issued');
  // "WHEREAS, on December 6, 2022, the Probate Court of X County, in Estate No. 2022-E-0431, appointed Grantor as
  // Administrator of said Estate and issued Letters of Administration to him": the court's act dated before it.
  for (const d of datesAfter(
    text,
    /\bon\s+(?=[^.;]{4,30}?,\s+(?:the|said)\s+(?:[\w'’-]+\s+){0,4}?Court\b(?:[^.;]|(?<=\bNo)\.){0,200}?\b(?:(?:duly\s+)?appointed\s+(?:[\w'’-]+\s+){0,4}?as\s+(?:the\s+)?(?:co-?)?(?:executor|executrix|administrat(?:or|rix)|personal\s+representative)\b|(?:issued|granted)\s+(?:unto\s+\w+\s+)?Letters\s+(?:of\s+\w+|Testamentary)\b))/gi,
    2,
  ))
    if (!otherEvent(d)) push(d, 'letters_issued');
  // "the paper writing attached hereto was on March 12, 2024 admitted to probate": the date inside the verb.
  // (North Carolina's certificate of probate: "was on the 26th day of April, 2023, duly proven in common form".)
  for (const d of datesAfter(
    text,
    // (Or set off by commas: "was, on the 2nd day of March, 2023, duly proved and admitted to probate".)
    /\b(?:was|were|been),?\s+on\s+(?=[^.;]{4,30}?\s+(?:duly\s+)?(?:admitted\s+to\s+(?:\w+\s+)?probate|probated|prov(?:ed|en))\b)/gi,
    2,
  ))
    push(d, 'probate_admitted');
  // One date for the will's probate and the letters: "his said Will was duly probated and Letters Testamentary
  // thereon were granted unto X by the Register of Wills ... on September 8, 2022", "whose Will ... was proved and
  // allowed and whose Certificate of Appointment was issued to me on March 8, 2022", "said Will ... having been
  // allowed and the undersigned appointed Executor thereunder by decree of the Court dated May 3, 2011", "which was
  // admitted to probate, and under which Letters Testamentary were issued to the grantors, on ...", New Mexico's
  // "was admitted to informal probate, and Grantor, her son, was appointed Personal Representative, by the Second
  // Judicial District Court, ..., in Cause No. X, on ...".
  for (const m of text.matchAll(
    /\b(?:was|were|been|having\s+been)\s+(?:duly\s+)?(?:probated|proved|allowed|admitted\s+to\s+(?:\w+\s+)?probate)(?:\s+and\s+(?:allowed|registered|recorded))?,?\s+and\s+(?:whose\s+|the\s+undersigned\s+|(?:the\s+)?grantors?(?:,\s+(?:his|her|their)\s+[\w-]+,)?\s+(?:(?:was|were)\s+(?:duly\s+)?)?|(?:under|upon)\s+which\s+)?(?:Letters\s+(?:of\s+\w+|Testamentary)\b(?:[^.;\d]|(?<=\b[A-Z])\.){0,160}?\b(?:issued|granted)\b|Certificate\s+of\s+Appointment\b[^.;\d]{0,40}?\bissued\b|appointed\b(?:[^.;\d]|(?<=\p{L})\d|\b(?:Docket|Case|File|Cause)\s+No\.?\s*[\w-]+){0,120}?\bby\s+(?:a\s+|the\s+)?(?:decree|order|(?:[\w.'’-]+\s+){0,5}?court)\b)(?:[^.;\d]|(?<=\b\p{Lu})\.|\b(?:Docket|Case|File|Cause)\s+No\.?\s*[\w-]+){0,160}?\b(?:on|dated|entered)\s+/giu,
  )) {
    const from = (m.index ?? 0) + m[0].length;
    const d = findDates(text.slice(from, from + 40))[0];
    if (!d || d.start > 2) continue;
    const at = { ...d, start: d.start + from, end: d.end + from };
    // The date is the probate's too when told of the court or register that did both ("... were granted unto X by
    // the Register of Wills of Chester County on September 8, 2022"); "admitted to informal probate and Letters
    // Testamentary were issued to Grantor on January 9, 2024" dates only the letters. (A decree is the court's: "said
    // Will having been allowed and the undersigned appointed ..., Docket No. X, by decree dated May 2, 2023".)
    const officer =
      /\bby\s+(?:(?:the\s+)?(?:[\w.'’-]+\s+){0,6}?(?:court|register|registrar|clerk|judge|surrogate)|(?:a\s+|the\s+|its\s+)?(?:decree|order))\b/i;
    // (So is a date set off after both clauses: "which was admitted to probate, and under which Letters
    // Testamentary were issued to the grantors, on February 3, 2023".)
    if (
      officer.test(m[0]) ||
      officer.test(text.slice(at.end, at.end + 80).split(/[.;]/)[0] ?? '') ||
      /\bprobate,\s+and\b[^.;]*,\s*on\s+$/i.test(m[0])
    )
      push(at, 'probate_admitted');
    push(at, 'letters_issued');
  }
  // (Not when the letters' clause dates itself: "admitted to probate on June 21, 2022, Letters Testamentary having
  // issued to Grantor on June 23, 2022" — the first date is the probate's.)
  for (const d of datesAfter(text, /\bon\s+(?=[^.;]{4,40}?,?\s+Letters\s+(?:of\s+\w+|Testamentary)\b)/gi, 2))
    if (
      !otherEvent(d) &&
      new RegExp(String.raw`^,?\s+${LETTERS}`, 'i').test(text.slice(d.end, d.end + 160)) &&
      !new RegExp(
        String.raw`^,?\s+${LETTERS}[^.;\d]{0,60}?\bon\s+(?:the\s+)?(?:\d|[A-Z][a-z]+\.?\s+\d)`,
        'i',
      ).test(text.slice(d.end, d.end + 240))
    )
      push(d, 'letters_issued');

  // A clerk's probate certificate that opens with its date: "on January 9, 2024, this Will of X ... was admitted
  // to probate, and ... certificate was granted him for obtaining probate" (the qualification: letters).
  for (const m of text.matchAll(
    // (Or a deed's "on March 3, 2009 his said Will was probated and Letters Testamentary were granted unto X".)
    /\bon\s+(?=[^.;]{0,30},\s+(?:this|the\s+(?:foregoing|within|said))\s+(?:last\s+)?will\b[^;]{0,240}?\badmitted\s+to\s+probate)|\bon\s+(?=[^.;]{4,30}?(?<=\d),?\s+(?:his|her|the|their)\s+(?:said\s+)?(?:last\s+)?will\s+(?:and\s+testament\s+)?was\s+(?:duly\s+)?(?:probated|proved|admitted\s+to\s+probate)\b)/gi,
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

  // A probate certificate that orders the will admitted and is dated at its foot: "It is ADJUDGED that ... and it is
  // ORDERED that it be admitted to probate and recorded, ... upon her qualification.  This the 10th day of April,
  // 2023."
  for (const m of text.matchAll(
    // (A registrar's informal probate: "IT IS ORDERED that the decedent's will dated May 14, 2014 is informally
    // probated", signed "Dated: December 3, 2021".)
    /\b(?:ORDERED|ADJUDGED|DECREED)\b,?\s+that\s+(?:it|(?:the|said|(?:the\s+)?(?:decedent|deceased|testat(?:or|rix))['’]?s)\s+(?:said\s+)?(?:last\s+)?(?:will|paper\s+writing|instrument)(?:\s+(?:dated|executed)\s+[^.;]{4,30}?)?)\s+(?:be|is)\s+(?:hereby\s+)?(?:admitted\s+to\s+(?:\w+\s+)?probate|(?:formally\s+|informally\s+)?probated)\b|\b(?:the|said)\s+(?:last\s+)?will\s+(?:and\s+testament\s+)?is\s+(?:hereby\s+)?(?:formally|informally)\s+probated\b/gi,
  )) {
    const from = (m.index ?? 0) + m[0].length;
    // (A registrar's statement "The Will is informally probated, ...", signed "Dated: Honolulu, Hawaii, August 22,
    // 2023.": the place may lead the date.)
    const d = datesAfter(
      text.slice(from, from + 400),
      /(?:(?<=\.)[ \t]+|\n[ \t]*)(?:This|Dated|Done|Signed|Entered)\b:?[ \t]+(?:at\s+)?(?:\p{Lu}[\p{L}'’ -]*,\s+){0,3}(?:(?:on|this)\s+)?(?:the\s+)?/gu,
      4,
    )[0];
    if (d) push({ ...d, start: d.start + from, end: d.end + from }, 'probate_admitted');
  }
  // Virginia's clerk's certificate dated in its heading: "In the Clerk's Office of the Circuit Court of X County\n
  // July 6, 2023\n CERTIFICATE OF PROBATE ... The foregoing writing ... was this day presented in said office, and
  // ... were ADMITTED TO PROBATE ...; ... certificate is granted the said Y for obtaining probate ..., and she is
  // hereby qualified as Executor": "this day" is the heading's date, for the probate and the qualification.
  for (const m of text.matchAll(
    /\b(?:was|were)\s+this\s+day\s+(?:presented|produced|offered|proved|admitted)\b/gi,
  )) {
    const at = m.index ?? 0;
    const lead = text.slice(Math.max(0, at - 700), at);
    const offset = at - lead.length;
    // (Or the heading's sentence closes with it: "In the Clerk's Office of the Circuit Court of the City of X, <building>,
    // on the 2nd day of May, 2023.")
    const day = findDates(lead)
      .filter((x) => {
        const lineStart = lead.lastIndexOf('\n', x.start) + 1;
        const lineEnd = lead.indexOf('\n', x.end);
        return (
          lead
            .slice(lineStart, lineEnd < 0 ? lead.length : lineEnd)
            .trim()
            .replace(/\.$/, '') === x.text ||
          (/\bIn\s+the\s+Clerk['’]?s\s+Office\b[^.;]{0,200}?(?:,\s*|\bon\s+|\bthis\s+)$/i.test(
            lead.slice(Math.max(0, x.start - 240), x.start),
          ) &&
            /^\s*\./.test(lead.slice(x.end)))
        );
      })
      .at(-1);
    if (!day) continue;
    const d = { ...day, start: day.start + offset, end: day.end + offset };
    const rest = text.slice(at, at + 1500).split(/\f|\n[ \t]*\n[ \t]*(?=[A-Z][A-Z ]{6,}\n)/)[0] ?? '';
    if (/\badmitted\s+to\s+(?:\w+\s+)?probate\b|\bproved\s+and\s+(?:allowed|recorded)\b/i.test(rest))
      push(d, 'probate_admitted');
    if (
      // (Or "... was granted a certificate of qualification as Executor".)
      /\b(?:hereby\s+|duly\s+)?qualified\s+as\s+(?:the\s+)?(?:co-?)?(?:executor|executrix|administrat(?:or|rix)|personal\s+representative)\b|\bcertificate\s+(?:is|was)\s+(?:hereby\s+)?granted\b[^.;]{0,80}?\bfor\s+obtaining\s+probate\b|\b(?:granted|issued)\s+(?:to\s+\w+\s+)?(?:a|the|his|her)\s+certif-?\s*icate\s+of\s+qualification\b/i.test(
        rest,
      )
    )
      push(d, 'letters_issued');
  }

  // Court orders: the date a court signed an order inside the document (probate / approval).
  const orderLetters: LabelledDate[] = [];
  for (const section of courtOrderSections(doc)) {
    // A clerk's certificate of the copy run into the order's section carries the clerk's date, not the court's.
    const certificate = text
      .slice(section.start, section.end)
      .search(
        /\bCLERK'?S\s+CERTIFICATE\b|\bI\s+(?:hereby\s+)?certify\s+that\s+the\s+(?:above\s+and\s+)?foregoing\b/i,
      );
    const body = text.slice(section.start, certificate > 0 ? section.start + certificate : section.end);
    // The court's own signing line first: "DONE IN OPEN COURT this 28th day of ...", "Ruston, Louisiana, this 9th
    // day of ..." (a place and state, then the day), "ENTERED this 2nd day of ...", "Done this the 29th day of
    // ...", "JUDGMENT READ, RENDERED AND SIGNED ..., on ...", "... upon her qualification.  This the 10th day of
    // ...": a deed recited in the order may carry a later "dated". (Or the date line under the judge's signature:
    // "CIRCUIT JUDGE\n Date: March 28, 2024", or the date line beside the signature over the judge's title: "Date:
    // January 22, 2024   ________\n   Probate Judge".)
    const closing = datesAfter(
      body,
      /\b(?:DONE|SIGNED|ENTERED)(?:\s+(?:AND|&)\s+(?:SIGNED|ORDERED|ENTERED))?\s+IN\s+(?:OPEN\s+COURT|CHAMBERS)\b[^.\n]{0,40}?\b(?:this|on)\s+|(?:^|\n)[ \t]*\p{Lu}[\p{L} .'-]{2,30},\s+\p{Lu}[\p{L} .]{2,20},\s+(?:on\s+)?this\s+(?=\d)|\b(?:JUDGE|JUSTICE|MAGISTRATE)\b[^\n]*\n[ \t]*Date[ \t]*:[ \t]*|(?:^|\n)[ \t]*Date[ \t]*:[ \t]*(?=[^\n]*\n[^\n]*\b(?:JUDGE|JUSTICE|MAGISTRATE)\b)/iu,
      4,
    ).at(-1);
    const signed =
      closing ??
      datesAfter(
        body,
        /(?:^[ \t]*(?:[A-Z]+,?[ \t]+){0,4}?(?:SIGNED|ENTERED|ENTER|DONE|ORDERED|DATED|NOW)\b[^.\n]{0,60}?(?:\b(?:on|this)\s+|:[ \t]*)|(?<=\.[ \t]+)This\s+(?=the\s+\d))/gim,
        20,
      ).at(-1) ??
      datesAfter(
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
    // Letters still to issue on a condition ("Letters Testamentary issue to her upon filing her oath") were not
    // issued by the order, unless the order itself makes the appointment ("that X is appointed Executrix of the
    // estate; and that Letters Testamentary issue to her upon her acceptance", "that X be confirmed as Independent
    // Executrix ... and that Letters ... issue to her upon her taking the oath").
    if (
      /\bLetters\s+(?:of\s+\w+(?:\s+\w+)?|Testamentary)\s+(?:shall\s+)?issue\s+to\s+\w+\s+upon\b/i.test(
        body,
      ) &&
      !/\b(?:is|are|be)\s+(?:hereby\s+)?(?:appointed|confirmed)\s+(?:as\s+)?(?:the\s+)?(?:(?:co-?|independent\s+)\s*)?(?:personal\s+representatives?|executors?|executrix|administrat(?:ors?|rix))\b/i.test(
        body,
      )
    )
      continue;
    // "ORDER ADMITTING WILL TO PROBATE AND APPOINTING (PERSONAL) REPRESENTATIVE": the order is the appointment;
    // "... AND GRANTING LETTERS TESTAMENTARY", "that Letters Testamentary issue to X", "that LETTERS OF OFFICE as
    // Independent Executor issue to X" (Illinois): the order directs the letters.
    // The day they issued is the order's unless the document tells it.
    if (
      /\bappoint(?:ed|ing)\b[^.;]{0,80}?\b(?:(?:personal\s+)?representative|executor|executrix|administrat(?:or|rix))|\b(?:granting|issuing)\s+letters\b|\bletters\s+(?:of\s+\w+(?:\s+\w+)?\s+|testamentary\s+)?(?:as\s+(?:[\w-]+\s+){1,3})?(?:shall\s+)?issue\b/i.test(
        `${section.heading.text} ${body}`,
      )
    )
      orderLetters.push({ ...at, label: 'letters_issued' });
  }
  if (!out.some((o) => o.label === 'letters_issued')) for (const d of orderLetters) push(d, d.label);
  // A court clerk's certificate that the recorded copy is true ("CLERK'S CERTIFICATE / I certify that the foregoing
  // ... is a true and correct copy of the original affidavit on file in my office. Date: April 18, 2023",
  // "CERTIFIED to be a full, true and correct copy of the original on file ... Dated 11/08/2023").
  for (const m of text.matchAll(
    /(?:^|(?<=\f))[ \t]*(?:CLERK'?S\s+CERTIFICATE|CERTIFICAT(?:E|ION)\s+OF\s+(?:THE\s+)?(?:DEPUTY\s+)?CLERK|CLERK'?S\s+CERTIFICATION)\b[^\n]*\n|\bcertified\s+to\s+be\s+a\s+(?:full,?\s+)?true\s+(?:and\s+correct\s+)?copy\b|\bI,\s+(?:the\s+)?(?:Register\s+of\s+Wills|(?:Deputy\s+)?Clerk|Registrar)\b[^.]{0,240}?\bcertify\b/gim,
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
        : // (The clerk's date may share its line with the seal, "[SEAL]   Date: AUG 02 2023", or be an attestation,
          // "ATTEST: June 1, 2022.")
          /^[ \t]*(?:[[(]SEAL[\])][ \t.]*)?(?:Date|Dated)[ \t]*:?[ \t]*|\bDated\s+(?:this\s+)?|\bATTEST(?:ED)?\s*:\s*|\b(?:witness|given\s+under)\s+my\s+hand\b[^.]{0,120}?\b(?:this|on)\s+/im,
      6,
    )[0];
    if (d) push({ ...d, start: d.start + from, end: d.end + from }, 'court_certification');
  }
  // Any court officer's certificate over a copy ("I HEREBY CERTIFY that the annexed is a true and correct copy", "the
  // instrument annexed hereto is a true copy of her Last Will",
  // "certify this to be a true and correct copy", "CERTIFIED TRUE AND CORRECT COPY", "are true and exact copies", "The
  // following three (3) pages are a true and complete copy of said Will") or
  // over an appointment still in force ("The Court certifies that ... was appointed Executor ... This certificate is
  // valid and in full force"; a scan's "certlfies"; the copy's length told between, "the annexed instrument,
  // consisting of three (3) pages, is a true and correct copy"), dated by its signing words: "Date:", "Date of certificate:",
  // "Dated at <place>, this ...",
  // (A scan may read the o of "copy" as a zero: "a full, true and correct c0py"; the place may lead the date
  // without "at": "Dated: Wailuku, Maui, Hawaii, February 27, 2023".)
  // "Certified <date>", "ATTEST: <date>", "IN TESTIMONY WHEREOF ... this ...", "Witness my hand ... this ...", (its day
  // may be spelled: "... the seal of the Court at Concord on the first day of June, 2023"), a
  // closing "This 4th day of October, 2023.", or a closing "<City>, <State>, <date>."; up to the copied will's own heading.
  for (const m of text.matchAll(
    /\bcertif(?:y|ies)\b[^.]{0,120}?\b(?:true|exact|correct|complete|full|perfect)\b[^.]{0,40}?\bc[o0]p(?:y|ies)\b|\bthe\s+(?:(?:annexed|attached|foregoing|within|following)\s+(?:(?:[\w()]+\s+){0,3}?(?:pages?|sheets?|instruments?|documents?)(?:\s*,\s*consisting\s+of\s+[^,.;]{1,40},)?\s+)?|(?:instrument|document|paper\s+writing|writing)\s+(?:annexed|attached)\s+(?:hereto\s+)?)(?:is|are)\s+(?:a\s+)?(?:true|exact|correct|full)\b[^.]{0,40}?\bcop(?:y|ies)\b|\bCERTIFIED\s+(?:AS\s+)?(?:A\s+)?(?:TRUE|FULL|CORRECT)\b[^.\n]{0,30}\bCOPY\b|\bcert[il1]f(?:y|[il1]es)\s+that\b(?:[^.]|(?<=\b(?:Apt|Ste|No|St|Ave|Rd|Dr|\p{Lu}))\.){0,200}?\b(?:(?:duly\s+|was\s+)?appointed|letters)\b[\s\S]{0,250}?\bin\s+full\s+force\b/giu,
  )) {
    const from = (m.index ?? 0) + m[0].length;
    let body = text.slice(from, from + 1500);
    // (A heading: in capitals or alone on its line; "... a true copy of the\nLast Will and Testament of X, who died"
    // is the certificate's own sentence wrapped.)
    const will = body.search(
      /\n[ \t]*(?:THE\s+)?(?:LAST\s+)?WILL\s+AND\s+TESTAMENT\b|\n[ \t]*(?:The\s+)?(?:Last\s+)?Will\s+and\s+Testament(?:\s+of)?[ \t]*\n/,
    );
    if (will >= 0) body = body.slice(0, will);
    // (The place named before the date may run to a state: "Dated at Sioux Falls, South Dakota, this 10th day".)
    // (The seal's place may share the date's line: "(SEAL)     Date: 10/27/2023".)
    // (The date may close the certificate's last sentence on its line: "... in full force.    Dated: March 8, 2022.")
    const d = datesAfter(
      body,
      /^[ \t]*(?:[[(]SEAL[\])][ \t.]*)?(?:Dated|Date(?:\s+of\s+(?:this\s+)?certificat(?:e|ion))?|Certified|Attest(?:ed)?)[ \t]*:?[ \t]*(?:(?:(?:at|in)\s+[^.\n]{0,80}?|[A-Z][A-Za-z'’ -]*(?:,\s*[A-Z][A-Za-z'’ -]*){0,3}),\s+(?=(?:on\s+)?(?:this\b|(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d)))?(?:on\s+|this\s+)?|(?<=(?:^|[.\n])[ \t]*)(?:Dated|Certified)(?:[ \t]*:)?\s+(?:(?:at|in)\s+[^.\n]{0,80}?,\s+(?=this\b|(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d))?(?:on\s+|this\s+)?|(?<=(?:^|[.\n])[ \t]*)(?:Given\s+)?This\s+(?=\d{1,2}(?:st|nd|rd|th)?\s+day\s+of\b)|\bATTEST\s*:\s*|\b(?:IN\s+(?:TESTIMONY|WITNESS)\s+WHEREOF|(?:witness|given\s+under)\s+my\s+hand)\b[^.]{0,200}?\b(?:this|on)\s+(?=(?:the\s+)?\d|the\s+[a-z]+(?:-[a-z]+)?\s+day\s+of\b|[A-Z][a-z]+\.?\s+\d)|(?<=\.)\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?,\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?,\s+(?=[A-Z][a-z]+\.?\s+\d)/gim,
      6,
    )[0];
    if (!d) continue;
    if (
      /\bin\s+full\s+force\b/i.test(m[0]) &&
      !/\b(?:clerk|register|court|judge)\b/i.test(body.slice(d.end, d.end + 200))
    )
      continue;
    push({ ...d, start: d.start + from, end: d.end + from }, 'court_certification');
  }
  // "Dated at Belfast, Maine, 11 June 2012.\n A TRUE COPY, ATTEST:": the register's date told first.
  for (const m of text.matchAll(/\bA\s+TRUE\s+COPY,?\s+ATTEST\b/g)) {
    const from = Math.max(0, (m.index ?? 0) - 200);
    const d = datesAfter(
      text.slice(from, m.index ?? 0),
      // (Or its label on the attestation's line: "Date: August 24, 2023      A TRUE COPY ATTEST:".)
      /\bDated\s+(?:(?:at|in)\s+[^.\n]{0,80}?,\s+(?=this\b|(?:the\s+)?\d|[A-Z][a-z]+\.?\s+\d))?(?:this\s+)?|^[ \t]*Date[ \t]*:[ \t]*/gim,
      6,
    ).at(-1);
    if (d) push({ ...d, start: d.start + from, end: d.end + from }, 'court_certification');
  }
  // One date read for two events ("admitted to probate and ... appointed on X"): the will is admitted first.
  const rank = (l: string) => (l === 'probate_admitted' ? 0 : l === 'letters_issued' ? 1 : 0);
  return out.sort((a, b) => a.iso.localeCompare(b.iso) || a.start - b.start || rank(a.label) - rank(b.label));
}
