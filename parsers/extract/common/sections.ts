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

/** Court-order parts of a document (e.g. "ORDER APPROVING SMALL ESTATE AFFIDAVIT"), from heading to next heading. */
export function orderSections(doc: Doc): Section[] {
  const headings = doc.lines.filter(
    (l) => isHeadingLine(l.text) && !/^\s*(?:state|county|the state)\b/i.test(l.text),
  );
  const sections: Section[] = [];
  headings.forEach((h, i) => {
    if (!/^\s*(?:AN\s+)?ORDER\b/.test(h.text)) return;
    const next = headings
      .slice(i + 1)
      .find((n) => /(?:WILL|TESTAMENT|AFFIDAVIT|DEED)\b/.test(n.text) && !/\bORDER\b/.test(n.text));
    sections.push({ heading: h, start: h.start, end: next ? next.start : doc.text.length });
  });
  // A court's caption may print the order's title in its right-hand column ("GERALD W. ROE,   )   ORDER OF
  // INFORMAL PROBATE OF" over "   )   WILL AND INFORMAL APPOINTMENT"): the order runs to the next heading of its
  // own line below the caption.
  doc.lines.forEach((l, i) => {
    const right = l.text.match(/\S[ \t]{2,}[)§][ \t]+((?:AN\s+)?ORDER\b.*)$/)?.[1];
    if (!right || !isHeadingLine(right) || sections.some((s) => s.start <= l.start && l.start < s.end))
      return;
    const next = doc.lines
      .slice(i + 1)
      .find(
        (n) =>
          isHeadingLine(n.text) &&
          !/[)§]/.test(n.text) &&
          /(?:WILL|TESTAMENT|AFFIDAVIT|DEED)\b/.test(n.text) &&
          !/\bORDER\b/.test(n.text),
      );
    sections.push({ heading: l, start: l.start, end: next ? next.start : doc.text.length });
  });
  return sections.sort((a, b) => a.start - b.start);
}
