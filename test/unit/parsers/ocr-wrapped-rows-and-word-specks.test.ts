import { describe, expect, it } from 'vitest';
import { cleanKeepingLength, parseOcr, squeeze } from './helpers/ocr-text';

const clean = cleanKeepingLength;

describe('OCR: words broken or specked inside running text', () => {
  it('joins a keyword split by a blank, but not two real words', () => {
    expect(squeeze(clean('JANE DOE, his wi fe, and their dau ghter\n'))).toBe(
      'JANE DOE, his wi fe, and their daughter',
    );
    expect(squeeze(clean('a wife and hu sband of this county\n'))).toContain('husband');
    expect(squeeze(clean('may grant or convey the land\n'))).toContain('grant or convey');
  });

  it("reads an ordinal's 5 read as an S", () => {
    expect(clean('Signed the Sth day of May, 2021.\n')).toContain('the 5th day of May');
    expect(clean('Signed the 2Sth day of May, 2021.\n')).toContain('the 25th day');
  });

  it('reads "te" as "to", also where it ends the line', () => {
    expect(squeeze(clean('grants and conveys te\nALMA ROSE VIDAL, a single woman,\n'))).toContain(
      'conveys to ALMA',
    );
    expect(clean('letters were issued te the petitioner\n')).toContain('issued to the');
  });

  it('drops a comma speck after a middle initial inside one name', () => {
    expect(squeeze(clean('unto ALMA R., VIDAL and OTTO P., KERN\n'))).toBe(
      'unto ALMA R. VIDAL and OTTO P. KERN',
    );
    expect(clean('signed by Otto P., JR. Kern\n')).toContain('P., JR.');
  });

  it("reads a date's comma read as a semicolon after the day", () => {
    expect(clean('Filed  Sep 3; 2022  at 9:14\n')).toContain('Sep 3, 2022');
    expect(clean('on August 14; 2019 the court\n')).toContain('August 14, 2019');
  });

  it('drops a colon speck inside the name a label gives', () => {
    expect(squeeze(clean('In re the Estate of:    Norma: Jean Quist\n'))).toBe(
      'In re the Estate of: Norma Jean Quist',
    );
  });

  it('drops specks read after a first name or inside a place name', () => {
    expect(squeeze(clean('                 ROSALIND, K. ABERNATHY\n'))).toBe('ROSALIND K. ABERNATHY');
    expect(squeeze(clean('DOE, J. SMITH and others\n'))).toBe('DOE, J. SMITH and others');
    expect(squeeze(clean("drawn by Everett' P.\n Lindqvist, Engineer\n"))).toBe(
      'drawn by Everett P. Lindqvist, Engineer',
    );
    expect(squeeze(clean('who lived in Sioux- Falls for years\n'))).toBe(
      'who lived in Sioux Falls for years',
    );
  });

  it("keeps what the clean-up used to damage: an ordinal, a printed AND, a bearing's degree sign", () => {
    expect(clean('Lot 2, Block 7, ELMWOOD SEVENTH FILING\n')).toContain('SEVENTH FILING');
    expect(clean('BEING KNOWN AND NUMBERED as 12 Pine Row\n')).toContain('KNOWN AND NUMBERED');
    expect(clean("thence N 81° 05' E along the line\n")).toContain("N 81° 05' E");
  });

  it('drops a period speck after a comma and restores a comma lost after a closing quote', () => {
    expect(squeeze(clean('Lot 3, Block 1, .HILLCREST ADDITION\n'))).toBe(
      'Lot 3, Block 1, HILLCREST ADDITION',
    );
    expect(clean('a map entitled "Oak Knoll Estates"  which map is filed\n')).toContain(
      'Estates", which map',
    );
  });

  it('restores "of" whose o was lost, a period speck before "of", and a label lost its D', () => {
    expect(squeeze(clean('who was a resident   f Greene County\n'))).toBe(
      'who was a resident of Greene County',
    );
    expect(squeeze(clean('Printed Name. of Witness\n'))).toBe('Printed Name. of Witness');
    expect(squeeze(clean('Signature. of Affiant\n'))).toBe('Signature of Affiant');
    expect(clean('-ated: July 2, 2020\n')).toContain('Dated: July 2, 2020');
  });
});

describe('OCR: rows and blocks a scan lays out differently', () => {
  it('reads a people table whose header wrapped and whose rule OCR lost, across a page break', () => {
    const r = parseOcr([
      'AFFIDAVIT OF HEIRSHIP\n\nI, Mira Tallis Dunne, being sworn, state that LUCILLE ANN TALLIS died intestate on\n' +
        'March 3, 2021, a resident of Rock County, Wisconsin, and left as her only heirs at law:\n\n' +
        '  NAME                      RELATIONSHIP      ADDRESS                       PORTION\n' +
        'INTEREST\n\n\n' +
        '  Owen Price Tallis         son               14 Aster Way,                 1/2\n' +
        '                                              Beloit, WI 53511\n\n',
      'Mira Tallis Dunne         Daughter          9 Fern Road,                  1/2\n' +
        '                                            Janesville, WI 53545\n\n' +
        '     7.  The affiant states that the above is true.\n',
    ]);
    const kin = Object.fromEntries(r.people.map((p) => [p.name, p.relationship]));
    expect(kin['Owen Price Tallis']).toBe('son');
    expect(kin['Mira Tallis Dunne']).toBe('daughter');
  });

  it('reads a table on past a page break that moved its columns left', () => {
    const r = parseOcr([
      'AFFIDAVIT OF HEIRSHIP\n\nI, Mira Tallis Dunne, being sworn, state that LUCILLE ANN TALLIS died intestate on\n' +
        'March 3, 2021, a resident of Rock County, Wisconsin, and left as her only heirs at law:\n\n' +
        '       Name                              Kinship        Address\n' +
        '       Owen Price Tallis                 Son                14 Aster Way,\n' +
        '                                                            Beloit, WI 53511\n\n',
      '  Mira Tallis Dunne                 daughter          9 Fern Road,\n' +
        '                                                    Janesville, WI 53545\n\n' +
        '     7.  The affiant states that the above is true.\n',
    ]);
    const kin = Object.fromEntries(r.people.map((p) => [p.name, p.relationship]));
    expect(kin['Mira Tallis Dunne']).toBe('daughter');
  });

  it("finds the notary's name under the capacity when only part of the seal's words were read", () => {
    const r = parseOcr([
      'Sworn to before me on the 9th day of May, 2023.\n' +
        '     SEA}\n' +
        '                                   NOTARY PUBLIC\n' +
        '                                   DESMOND R. OKAFOR\n' +
        '                                   Appt. No. 21-3301-4\n',
    ]);
    expect(r.people.map((p) => p.name)).toContain('Desmond R. Okafor');
  });

  it("finds the notary's name when a blank line parts the seal's words from the capacity", () => {
    const r = parseOcr([
      'Acknowledged before me on the 2nd day of June, 2022.\n' +
        '       OFFICIAL SEAL\n\n' +
        '                                   Notary Public\n' +
        '                                   Tomasz E. Wrobel\n' +
        '                                   Residing at: Ogden, Utah\n',
    ]);
    expect(r.people.map((p) => p.name)).toContain('Tomasz E. Wrobel');
  });

  it("finds the notary's printed name under the capacity when the seal is read beside the lost rule", () => {
    const r = parseOcr([
      'Sworn to before me this 9th day of May, 2023.\n' +
        '      OFFICIAL SEAL\n' +
        '                          NOTARY PUBLIC\n' +
        '                          Priya L. Santorelli\n' +
        '                          My Commission Expires: 01/05/2026\n',
    ]);
    expect(r.people.map((p) => p.name)).toContain('Priya L. Santorelli');
  });

  it("reads a form row's address when the row's last cell wrapped onto a line of its own", () => {
    const r = parseOcr([
      'The grantor conveys the land below.\n\n' +
        ' Property Address   88 Quarry Hill Lane                 Closing Date\n' +
        '06/30/2023\n' +
        '                    Montpelier, VT 05602                Purchase Price  $210,000\n',
    ]);
    expect(r.property.address).toBe('88 Quarry Hill Ln, Montpelier, VT 05602');
  });
});
