import type { Doc, Line } from '../../text/doc';

/** A line that is a heading: mostly capitals, short, no sentence punctuation at the end. */
export function isHeadingLine(line: string): boolean {
  const t = line.trim();
  if (t.length < 4 || t.length > 90) return false;
  // A small connective between capitals ("LAST WILL and TESTAMENT", as a scan's repair may write it) does not
  // make the line running text.
  const letters = t
    .replace(/(?<=\b[A-Z]{2,}[ \t]+)(?:and|of|the|or|for|to|in)(?=[ \t]+[A-Z]{2,}\b)/g, '')
    .replace(/[^A-Za-z]/g, '');
  if (letters.length < 4) return false;
  const upper = letters.replace(/[^A-Z]/g, '').length;
  return upper / letters.length > 0.85 && !/[,;]$/.test(t);
}

export type Section = { heading: Line; start: number; end: number };

/** Which headings open a section and which later heading closes it. */
type SectionKind = { opens: RegExp; closes: RegExp; notCloses: RegExp; joinWrappedHeading?: boolean };

// (Letters a court issued, attached after the instrument as proof of the fiduciary's authority, are dated as
// the court's paper too: "LETTERS TESTAMENTARY (CERTIFIED COPY)" ... "DATE: November 30, 2022"; so is a probate
// court's license to sell copied after a fiduciary's deed, "CERTIFIED COPY OF LICENSE" ... "Date: April 3, 2023".)
const ORDER_KIND: SectionKind = {
  opens:
    /^\s*(?:(?:AN\s+)?ORDER\b|(?:CERTIFIED\s+COPY\s+OF\s+(?:THE\s+)?)?LICENSE\b(?:\s+TO\s+SELL\b)?|(?:DOMICILIARY\s+|ANCILLARY\s+)?LETTERS\s+(?:TESTAMENTARY|OF\s+(?:ADMINISTRATION|AUTHORITY|APPOINTMENT))\b)/,
  closes: /(?:WILL|TESTAMENT|AFFIDAVIT|DEED)\b/,
  notCloses: /\bORDER\b/,
};

/**
 * A court's order, decree or judgment, closed also by a clerk's certificate after it (whose date is the
 * certificate's), with a heading wrapped onto a second line ("... IN COMMON FORM AND\n ISSUING LETTERS
 * TESTAMENTARY") read whole.
 */
const COURT_ORDER_KIND: SectionKind = {
  opens: /^\s*(?:AN\s+)?(?:ORDER|DECREE|JUDGMENT)\b/,
  closes: /(?:WILL|TESTAMENT|AFFIDAVIT|DEED|CERTIFICATE)\b/,
  notCloses: /\b(?:ORDER|DECREE|JUDGMENT)\b/,
  joinWrappedHeading: true,
};

/**
 * A probate court's certificate recorded over the will it annexes ("CERTIFICATE OF PROBATE AND OF APPOINTMENT ...
 * Dated: ...", then "LAST WILL AND TESTAMENT"): its date is the court's, up to the will's own heading.
 */
const PROBATE_CERTIFICATE_KIND: SectionKind = {
  opens: /^\s*CERTIFICATE\s+OF\s+(?:PROBATE|APPOINTMENT|QUALIFICATION)\b/,
  closes: /(?:WILL|TESTAMENT|AFFIDAVIT|DEED)\b/,
  notCloses: /\bCERTIFICATE\b/,
};

/**
 * A grantee's acceptance signed after the deed ("ACCEPTANCE OF QUIT CLAIM DEED BY GRANTEE", "GRANTEE'S
 * ACCEPTANCE"), up to the next instrument's heading: its date is the acceptance's. (An affidavit that is itself
 * an acceptance, "... AFFIDAVIT AND ACCEPTANCE OF TRANSFER ON DEATH INSTRUMENT", or a successor trustee's
 * acceptance of the office, is dated as the instrument.)
 */
const ACCEPTANCE_KIND: SectionKind = {
  opens:
    /^\s*(?:ACCEPTANCE\s+OF\s+(?:[A-Z'’]+\s+){0,3}DEED\b|ACCEPTANCE\s+BY\s+GRANTEES?\b|GRANTEES?['’]?S?['’]?\s+ACCEPTANCE\b)/,
  closes: /(?:WILL|TESTAMENT|AFFIDAVIT|DEED|CERTIFICATE|ORDER)\b/,
  notCloses: /\bACCEPTANCE\b/,
};

function headingSections(doc: Doc, kind: SectionKind): Section[] {
  const headings = doc.lines.filter(
    (l) => isHeadingLine(l.text) && !/^\s*(?:state|county|the state)\b/i.test(l.text),
  );
  const sections: Section[] = [];
  headings.forEach((h, i) => {
    if (!kind.opens.test(h.text)) return;
    const next = headings.slice(i + 1).find((n) => kind.closes.test(n.text) && !kind.notCloses.test(n.text));
    const second = kind.joinWrappedHeading ? doc.lines.find((l) => l.start > h.start) : undefined;
    const heading =
      second && isHeadingLine(second.text) && /\bAND$/.test(h.text.trim())
        ? { ...h, text: `${h.text} ${second.text}` }
        : h;
    sections.push({ heading, start: h.start, end: next ? next.start : doc.text.length });
  });
  // A court's caption may print the order's title in its right-hand column ("GERALD W. ROE,   )   ORDER OF
  // INFORMAL PROBATE OF" over "   )   WILL AND INFORMAL APPOINTMENT"): the order runs to the next heading of its
  // own line below the caption.
  doc.lines.forEach((l, i) => {
    // (Or with no rule between the columns, only a wide gap: "In Re the Estate of        ORDER OF FORMAL PROBATE".)
    const right = l.text.match(/\S(?:[ \t]{2,}[)§][ \t]+|[ \t]{6,})((?:AN\s+)?ORDER\b.*)$/)?.[1];
    if (!right || !isHeadingLine(right) || sections.some((s) => s.start <= l.start && l.start < s.end))
      return;
    const next = doc.lines
      .slice(i + 1)
      .find(
        (n) =>
          isHeadingLine(n.text) &&
          !/[)§]/.test(n.text) &&
          ORDER_KIND.closes.test(n.text) &&
          !ORDER_KIND.notCloses.test(n.text),
      );
    sections.push({ heading: l, start: l.start, end: next ? next.start : doc.text.length });
  });
  return sections.sort((a, b) => a.start - b.start);
}

/** Court-order parts of a document (e.g. "ORDER APPROVING SMALL ESTATE AFFIDAVIT"), from heading to next heading. */
export function orderSections(doc: Doc): Section[] {
  return headingSections(doc, ORDER_KIND);
}

/** A court's order, decree or judgment inside the document, to the next instrument's heading or clerk's certificate. */
export function courtOrderSections(doc: Doc): Section[] {
  return headingSections(doc, COURT_ORDER_KIND);
}

/** A probate court's certificate over an annexed will, to the will's heading. */
export function probateCertificateSections(doc: Doc): Section[] {
  return headingSections(doc, PROBATE_CERTIFICATE_KIND);
}

/** Acceptances of the instrument by those it conveys to, signed and dated apart from it. */
export function acceptanceSections(doc: Doc): Section[] {
  return headingSections(doc, ACCEPTANCE_KIND);
}
