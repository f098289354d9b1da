/**
 * A table of items may print a narrow value column beside each item's wrapped description ("... under that certain
 * Deed of        (principal\n      Trust dated April 21, 2017, made by       balance as"), so a phrase of the
 * description breaks on the value's words. Where three or more lines in a row each hold one flowing description (an
 * item mark may lead it) of 30 characters or more and end in a short cell (at most 18 characters) set off by a wide
 * gap at one column past the 40th, one of them a figure, those cells are blanked (same length, so offsets keep) and
 * the description reads on. A row of several columns ("1.  X      04/11/1981  Linda Roe   Living") has more gaps
 * and is left to the tables.
 */
export function blankValueColumn(page: string): string {
  const rows: { start: number; cell: number; len: number; value: string }[] = [];
  let start = 0;
  for (const line of page.split('\n')) {
    const m = line.match(
      /^([ \t]*(?:\S{1,4}[ \t]{2,})?(\S(?:(?![ \t]{3})[^\n])*\S))([ \t]{3,})(\S[^\n]{0,17})$/,
    );
    // (A description is words: "_______________  Witness     X" is a signature row.)
    const prose = !!m && m[2]!.length >= 30 && (m[2]!.match(/\p{L}{2,}/gu)?.length ?? 0) >= 4;
    const cell = prose ? m[1]!.length + m[3]!.length : -1;
    rows.push({ start, cell: cell >= 40 ? cell : -1, len: m ? m[4]!.length : 0, value: m?.[4] ?? '' });
    start += line.length + 1;
  }
  let out = page;
  for (let i = 0; i < rows.length; ) {
    let j = i;
    while (j < rows.length && rows[j]!.cell >= 0 && Math.abs(rows[j]!.cell - rows[i]!.cell) <= 1) j++;
    // (A value column holds figures: an amount or a date in one of its cells at least.)
    if (j - i >= 3 && rows.slice(i, j).some((r) => /[\d$]/.test(r.value)))
      for (const r of rows.slice(i, j)) {
        const at = r.start + r.cell;
        out = out.slice(0, at) + ' '.repeat(r.len) + out.slice(at + r.len);
      }
    i = Math.max(j, i + 1);
  }
  return out;
}
