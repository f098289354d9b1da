import { describe, expect, it } from 'vitest';
import { Doc } from '../../../parsers/text/doc';
import { cleanOcrPage } from '../../../parsers/text/ocr-clean';
import { reconcileOcrPages } from '../../../parsers/text/ocr-reconcile';

// Each pass must keep the page's length: provenance offsets point into the OCR text.
const clean = (page: string) => {
  const out = cleanOcrPage(page);
  expect(out.length).toBe(page.length);
  return out;
};
const reconcile = (pages: string[]) => {
  const out = reconcileOcrPages(pages);
  expect(out.map((p) => p.length)).toEqual(pages.map((p) => p.length));
  return out;
};

describe('glyphs the slot gives away', () => {
  it('reads a zero for the O of a post office box and for a Q between digits', () => {
    expect(clean('    Heir:   P.0. Box 912, Marfa, TX 79843\n')).toContain('P.O. Box 912');
    expect(clean('   died on (date): 11/23/2Q19\n')).toContain('11/23/2019');
  });

  it('reads a month one glyph off before its day and year, even split by a blank', () => {
    expect(clean('  on the 4th day of Octobcr, 2021, at Ely\n')).toContain('October, 2021');
    expect(clean('  died on the 2nd day of Aug vst, 2019, in Ely\n')).toContain('August , 2019');
    // Not before a date: left as read.
    expect(clean('  the vary words of the Testator\n')).toContain('the vary words');
  });

  it('gives "the" back its e before a day\'s ordinal', () => {
    expect(clean('  was, on th~ 9th day of May, 2021, duly proved\n')).toContain('on the 9th day of May');
  });

  it("reads a comma for the period between a written date's day and year", () => {
    expect(clean('   Filed On: October 3. 2019    Fee: $40.00\n')).toContain('October 3, 2019');
  });

  it("completes a survey word whose last letter was read as a period, and Rhode Island's code", () => {
    expect(clean('SECTION 9, TOWNSHIP 3 SOUTH, RANG. 14 EAST, MOUNT DIABLO\n')).toContain('RANGE 14 EAST');
    expect(clean('plat of Oak Knoll, Warwick, R.L., filed 1950\n')).toContain('Warwick, R.I., filed');
  });

  it('fills the letter a scan lost inside a common word, and "is" and "in" misread', () => {
    const out = clean('as the same i$ shown on the plat th.reof of record ip the Office\n');
    expect(out).toContain('the same is shown');
    expect(out).toContain('plat thereof of record in the Office');
  });

  it('lifts a small i inside a word in capitals, not a surname prefix', () => {
    const out = clean('   (b) WiLLIAM EARL McKENZIE, a son, born 1961\n');
    expect(out).toContain('WILLIAM EARL McKENZIE');
  });

  it('restores the comma before a unit lost between two blanks of a table row', () => {
    expect(clean('   Dora Lynn Pratt   Niece   90 E. Birch Rd.  Unit 7C,     1/2\n')).toContain(
      '90 E. Birch Rd., Unit 7C,',
    );
  });

  it('reads "of" for a zero and a period between a common word and a name in capitals', () => {
    expect(clean('HANNA MARIE COLE, as guardian\nof the estate 0. TOBIAS LEE COLE, a minor\n')).toContain(
      'estate of TOBIAS LEE COLE',
    );
    // A middle initial after a given name stays an initial.
    expect(clean('   to TERESA 0. MALLORY and\n')).toContain('TERESA O. MALLORY');
  });

  it('drops a lone speck in a column gap and a period behind a form caption', () => {
    const out = clean('   NOAH J. BRANDT      .        Grandson (son     1/8\n');
    expect(out).not.toMatch(/BRANDT\s+\.\s+Grandson/);
    expect(clean('of the estate of IDA ROSE LUND,      (SIGNATURE OF DECLARANT).\n')).toMatch(
      /\(SIGNATURE OF DECLARANT\)\s*\n$/,
    );
  });

  it("gives a will's paragraph back the pronoun its scan lost", () => {
    expect(clean('               Executor\n\n        appoint my brother, OWEN T. LACEY, as\n')).toContain(
      'I appoint my brother',
    );
  });
});

describe('marks a scan loses in layout', () => {
  it('keeps the brackets of a venue box beside a filing stamp', () => {
    const page = [
      'STATE OF NEBRASKA      )',
      '                       ) ss.   Filed for record this 9th day of May,',
      "COUNTY OF HALL         )       A.D. 2022, at 9:10 o'clock A.M.",
      '',
    ].join('\n');
    const out = clean(page);
    expect(out).toMatch(/NEBRASKA\s+\)\n\s+\) ss\./);
  });

  it('gives a label column whose colons were all lost its colons', () => {
    const page = [
      '     GRANTOR     ELLIS M. ROURKE and NAOMI ROURKE, husband and',
      '                 wife',
      '     GRANTEE     PETRA VANCE, a single woman',
      '     DATED       May 2, 2011',
      '     RECORDED    May 9, 2011, as Document No. 2011-004512',
      '',
    ].join('\n');
    const out = clean(page);
    expect(out).toContain('GRANTOR:    ELLIS');
    expect(out).toContain('DATED:      May 2, 2011');
    expect(out).toContain('RECORDED:   May 9');
    // Two rows are no column.
    expect(clean('     NAME        ROY PIKE\n     AGE         44\n')).not.toContain(':');
  });
});

describe('repairs voted across the document', () => {
  it('reads an O for a Q inside a word in capitals printed with its O elsewhere', () => {
    const [out] = reconcile([
      'I, GORDON LEE PAXTON, of Ely.\nI appoint my son, GQRDON LEE PAXTON, JR., as Executor.\n',
    ]);
    expect(out).toContain('my son, GORDON LEE PAXTON');
  });

  it("reads the name's lost capitals behind a digit from its other printings", () => {
    const [out] = reconcile([
      'ZOE ANN OKAFOR, daughter, and MILES OKAFOR, son.\nTo MILES “5KAFOR and OKAFOR heirs.\n',
    ]);
    expect(out).toContain('MILES OKAFOR and');
  });

  it("gives a place its lost capital when the document prints the place's name", () => {
    const [out] = reconcile([
      'born at Tonopah, Nevada. She lived in Tonopah, Nye County.\nHer home was 9 Main St., onopah, Nevada  89049.\n',
    ]);
    expect(out).toContain('9 Main St., Tonopah, Nevada');
  });

  it('closes a name in capitals where a list of kin goes on at the next line', () => {
    const [out] = reconcile([
      'I give my farm to my daughter GRETA L. HOLM\nmy son ARVID HOLM, and my niece LISA BERG, in equal shares.\n   \n',
    ]);
    expect(out).toContain('my daughter GRETA L. HOLM,\nmy son');
  });

  it('lowers a small letter read as its capital inside a word the document prints plainly', () => {
    const [out] = reconcile(['Recorded by the clerk.\nRecOrded On: May 2, 2020\nRecorded again.\n']);
    expect(out).toContain('Recorded On: May 2');
    const [name] = reconcile(['Jane McOwen and Jane McOwen.\n']);
    expect(name).toContain('McOwen');
  });

  it('rejoins a surname whose first letters were read as a second initial', () => {
    const [out] = reconcile([
      'WHEREAS, DALE P. B. RUNWALD and his wife, by deed\nwhich Dale P. Brunwald acquired from Brunwald Farms.   \n',
    ]);
    expect(out).toContain('DALE P. BRUNWALD and');
  });

  it('fills the letter a blank took from a place the document prints', () => {
    const [out] = reconcile([
      'in the City of Morgantown, Morg ntown District, Monongalia\nCounty, Morgantown.\n',
    ]);
    expect(out).toContain('Morgantown District');
  });

  it('gives a bearing its lost degree sign where the others have theirs', () => {
    const [out] = reconcile([
      "thence S 41° 10' E 90.00 feet; thence N 48 50' E 120.00 feet; thence N 41\n10' W 90.00 feet   \n",
    ]);
    expect(out).toContain("N 48° 50' E");
    expect(out).toMatch(/N 41°\n10' W/);
    const [plain] = reconcile(["thence N 48 50' E 120.00 feet   \n"]);
    expect(plain).toContain("N 48 50' E");
  });

  it('drops an accent speck off a word of running text', () => {
    const [out] = reconcile(['he left no othérs, namely no issue of his own\n']);
    expect(out).toContain('no others, namely');
  });
});

describe('a name in capitals broken over a page break', () => {
  it('reads on over the running foot between its halves', () => {
    const doc = new Doc([
      'leaving two children: NORA KAYE BELL, daughter, and ELLIOT\n\n        Page 1 of 2\n',
      '        Page 2 of 2\n    JAMES BELL, son, each entitled to one-half\n',
    ]);
    expect(doc.pages[0]).not.toContain('Page 1 of 2');
    expect(doc.pages[1]).not.toContain('Page 2 of 2');
    // A signer's name closing a page and a heading opening the next are no one sentence.
    const apart = new Doc(['   Signed before me by PAUL NOAKES\n   Page 1 of 2\n', 'STATE OF OHIO\n']);
    expect(apart.pages[0]).toContain('Page 1 of 2');
  });
});
