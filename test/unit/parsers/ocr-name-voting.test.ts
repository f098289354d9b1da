import { describe, expect, it } from 'vitest';
import { lostFirstWord } from '@/parsers/extract/registry';
import { reconcileOcrPages } from '@/parsers/text/ocr-reconcile';
import { restoreCaselessCapitals } from '@/parsers/text/ocr-repair';
import { parseOcr as parseOcrAs, squeeze } from './helpers/ocr-text';

const reconcile = (text: string) => reconcileOcrPages(text.split('\f')).join('\f');

const parseOcr = (pages: string[]) => parseOcrAs(pages, 0.85);

describe('whole-document reconciliation of OCR misreads', () => {
  it('keeps the length of every page', () => {
    const pages = [
      'by XIME NA GRACE LOZANO (a daughter) and biego Ray MacPherson\nVernon@ugene MacPherson',
      'XIMENA GRACE LOZANO\nDiego Ray MacPherson, Diego Ray MacPherson, Vernon Eugene MacPherson  ',
    ];
    const out = reconcileOcrPages(pages);
    expect(out.map((p) => p.length)).toEqual(pages.map((p) => p.length));
  });

  it('joins a word OCR split when the document prints it whole elsewhere', () => {
    const out = reconcile('made by XIME NA GRACE LOZANO as Personal Representative\fXIMENA GRACE LOZANO');
    expect(squeeze(out)).toContain('by XIMENA GRACE LOZANO as');
    expect(squeeze(reconcile('to CURTIS FAIRWEATHE R. whose\fCurtis Fairweather'))).toContain(
      'CURTIS FAIRWEATHER, whose',
    );
  });

  it('leaves two words apart when the document prints them apart more often', () => {
    const text = 'Shirley Beth Medrano and Shirley Beth Medrano\fSHIRLEYBETH MEDRANO';
    expect(reconcile(text)).toContain('Shirley Beth Medrano and Shirley Beth Medrano');
  });

  it('reads a once-printed name word as the reading the other printings agree on', () => {
    const text =
      'are: biego Ray MacPherson (1/3); Hiroshi Patel\fDiego Ray MacPherson\nDistributee\nby Diego Ray MacPherson';
    expect(reconcile(text)).toContain('Diego Ray MacPherson (1/3)');
    expect(reconcile('Hlllsborough County\fHillsborough County, Hillsborough')).toContain(
      'Hillsborough County',
    );
  });

  it('does not vote on words with an English ending, on running text or without support', () => {
    // "Executed" is printed once and "Executor" twice: another word, not a misread.
    expect(reconcile('Executed on October 18th, 2022.\fCHARLES GARZA, Executor, as Executor')).toContain(
      'Executed on',
    );
    // A lower-case word among lower-case words is ordinary text.
    expect(reconcile('we then went home\fThan Smith and Than Jones')).toContain('we then went');
    // One printing against one printing: no majority, no change.
    expect(reconcile('Elliot Ray Kowalskl\fElliot Ray Kowalski')).toContain('Kowalskl');
  });

  it('restores the capital of a name the document prints capitalised elsewhere', () => {
    const text = '(1) victor Mbeki, a son; born 1981\fsworn before me by Victor Mbeki';
    expect(reconcile(text)).toContain('(1) Victor Mbeki');
    expect(reconcile('appeared Beverly Lynn whitfield, as\fBEVERLY LYNN WHITFIELD')).toContain(
      'Beverly Lynn Whitfield',
    );
    // Never an ordinary word the document also uses in running text.
    expect(reconcile('the said county of Travis\fTravis County, where the county seat is')).toContain(
      'said county of',
    );
  });

  it('restores the capital of a middle name or surname OCR read small', () => {
    expect(restoreCaselessCapitals('marriage was to Patrick wade\nGoldberg, whom')).toBe(
      'marriage was to Patrick Wade\nGoldberg, whom',
    );
    expect(restoreCaselessCapitals(' Kimberly Lynn whitlock   =\nNotary Public')).toContain(
      'Kimberly Lynn Whitlock',
    );
    expect(restoreCaselessCapitals('in Travis County, Texas was Dallas')).toBe(
      'in Travis County, Texas was Dallas',
    );
  });

  it('drops a period speck inside a name printed whole elsewhere', () => {
    const text =
      'acknowledged by\nRoberta. Anne Kessinger, as Personal Representative\fROBERTA ANNE KESSINGER';
    expect(squeeze(reconcile(text))).toContain('Roberta Anne Kessinger, as');
    // Across a line break too.
    expect(
      squeeze(reconcile('by Lucia Castillo, Colleen.\nBrannigan on May 23\fColleen Brannigan')),
    ).toContain('Colleen Brannigan on');
    // A sentence that ends on a name and a new one that starts with another stays as printed.
    expect(reconcile('deeded to Travis. Anne Smith signed')).toContain('Travis. Anne');
  });

  it('takes a middle initial read as a digit from another printing of the name', () => {
    const text = '(2) Victor 1. Lundquist, a son, born 1995\fsworn before me by Victor J. Lundquist';
    expect(reconcile(text)).toContain('(2) Victor J. Lundquist');
    expect(reconcile('Gladys 1. Castillo survived Decedent')).toContain('Gladys 1. Castillo');
  });

  it('splits names OCR ran together or hyphenated when the document prints them apart', () => {
    // The split takes a spare blank of the page (the line's end here).
    const text = 'by Ximena Esposito, ShirleyBeth Medrano, on   \fShirley Beth Medrano\nDistributee';
    expect(squeeze(reconcile(text))).toContain('Ximena Esposito, Shirley Beth Medrano, on');
    expect(reconcile('McAdams and DeLeon\fMc Adams')).toContain('McAdams and DeLeon');
    expect(reconcile('to Shirley Beth-Quigley, Grantee\fShirley Beth Quigley')).toContain(
      'to Shirley Beth Quigley, Grantee',
    );
    expect(reconcile('to Joan Irene Chavez-Ruiz and Joan Irene Chavez-Ruiz')).toContain('Chavez-Ruiz');
  });

  it('reads an "@" from the letters around it', () => {
    expect(reconcile("INDEPENDENT EXECUT@R'S DEED")).toContain("EXECUTOR'S");
    expect(squeeze(reconcile('and Vernon@ugene MacPherson (1/3)  \fVernon Eugene MacPherson'))).toContain(
      'Vernon Eugene MacPherson (1/3)',
    );
  });

  it('drops an accent speck from a word the document prints plain more often', () => {
    expect(reconcile('Decedent diéd on 07/22/2019\fwho died on May 29, 1988 and died')).toContain(
      'Decedent died',
    );
    expect(reconcile('José Peña and José Peña')).toContain('José Peña');
  });
});

describe('people merged across OCR readings', () => {
  it('treats a reading that lost the first word of a name as that name', () => {
    expect(lostFirstWord('Allen Castillo', 'Patrick Allen Castillo')).toBe(true);
    expect(lostFirstWord('Castillo', 'Allen Castillo')).toBe(false);
    expect(lostFirstWord('Allen Castillo', 'Patrick Allen Castillo Jr')).toBe(false);
  });

  it('keeps a roman-numeral suffix without the period of a sentence end', () => {
    const page =
      'SMALL ESTATE AFFIDAVIT\nA. Decedent, SHIRLEY PEMBERTON, died on 01/02/2020 in Irving, Texas.\nDecedent had one child, Harlan Allen Pemberton, III.';
    expect(parseOcr([page]).people.map((p) => p.name)).toContain('Harlan Allen Pemberton, III');
  });

  it('keeps the whole name of a fiduciary whose first name OCR lost in one recital', () => {
    const page = [
      "PERSONAL REPRESENTATIVE'S DEED",
      'THIS DEED is made on March 5, 2020 by DALE EDWIN CASTILLO, as Personal Representative of the',
      'Estate of ESPERANZA BRENNAN, deceased, who died on April 16, 2019, Grantor, to HELEN MARIE',
      'BRENNAN, residing at 459 21st Street, Largo, FL 33770, Grantee.',
      '',
      'DALE EDWIN CASTILLO, Personal Representative',
      'This instrument was acknowledged before me by',
      'Edwin Castillo, as Personal Representative of the Estate of Esperanza Brennan.',
    ].join('\n');
    const parsed = parseOcr([page]);
    expect(parsed.parties.grantors.map((g) => g.name)).toEqual(['Dale Edwin Castillo']);
    expect(parsed.people.map((p) => p.name)).not.toContain('Edwin Castillo');
  });
});
