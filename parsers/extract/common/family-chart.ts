import { normalizeRelationship, RELATIONSHIP_WORDS } from '../../normalize/relationships';
import type { Doc } from '../../text/doc';
import { readName } from '../../text/read-name';
import type { Mention } from '../registry';

/** Text runs of a line separated by three or more blanks (a chart's boxes, a table's cells). */
function runs(line: string): { text: string; at: number }[] {
  return [...line.matchAll(/\S(?:.*?\S)?(?=[ \t]{3,}|[ \t]*$)/g)].map((m) => ({
    text: m[0],
    at: m.index ?? 0,
  }));
}

/** "(son - died 03/05/2019," / "(daughter - living)" / "(wife)": a kinship note, with what it says of the person. */
const NOTE_RE = new RegExp(`^\\(\\s*((?:${RELATIONSHIP_WORDS}))\\b\\s*(?:[-–—,:;/]\\s*([^)]*))?\\)?$`, 'i');

/**
 * A family chart (or a table) printing each person's kinship under the name, in the name's column: "DERRICK L.
 * GADSDEN   MARCUS GADSDEN" over "(son - living)   (son - died". The note gives the relationship and whether the
 * person died.
 */
export function chartMentions(doc: Doc): (Mention & { died: boolean })[] {
  const out: (Mention & { died: boolean })[] = [];
  const lines = doc.lines;
  lines.forEach((line, i) => {
    const below = lines[i + 1];
    if (!below || !line.text.trim()) return;
    const names = runs(line.text);
    for (const note of runs(below.text)) {
      const m = note.text.match(NOTE_RE);
      if (!m) continue;
      const cell = names.find((c) => Math.abs(c.at - note.at) < 8);
      if (!cell) continue;
      const r = readName(doc.text.slice(0, line.end), line.start + cell.at);
      if (!r || r.end < line.start + cell.at + cell.text.length - 1) continue;
      const relationship = normalizeRelationship(m[1]!);
      if (!relationship) continue;
      // The note may run on in its column: "(son - died" over "03/05/2019," over "unmarried,".
      let rest = m[2] ?? '';
      for (let j = i + 2; j < Math.min(lines.length, i + 5) && !/\)/.test(note.text + rest); j++) {
        const more = runs(lines[j]!.text).find((c) => Math.abs(c.at - note.at) < 8);
        if (!more) break;
        rest += ` ${more.text}`;
      }
      const died = /\b(?:died|deceased|dec['’]?d|predeceased)\b/i.test(rest);
      out.push({ name: r.name, span: { start: r.start, end: r.end }, relationship, died, confidence: 0.7 });
    }
  });
  return out;
}
