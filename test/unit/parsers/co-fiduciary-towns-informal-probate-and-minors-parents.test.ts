import { describe, expect, it } from 'vitest';
import { findOtherDates } from '@/parsers/extract/common/dates';
import { placeFromPhrase } from '@/parsers/extract/common/decedent';
import { guardianSigners } from '@/parsers/extract/common/guardian';
import { findLegalDescription } from '@/parsers/extract/common/property';
import { fiduciaryMentions } from '@/parsers/extract/parties';
import { glyphVariant } from '@/parsers/extract/registry';
import { parseDocumentText } from '@/parsers/index';
import { toMixedCase } from '@/parsers/normalize/names';
import { Doc } from '@/parsers/text/doc';
import { readName } from '@/parsers/text/read-name';
import { repairWordGlyphs } from '@/parsers/text/word-glyphs';

/**
 * Co-fiduciaries one of whom lives in a town named without a street, a later probate certificate of continuing
 * authority, a registrar's informal probate statement, wills that give their residence only as a county, deeds of
 * distribution listing the heirs they convey to, a minor who signs through a parent, and scan misreads. Invented
 * passages in the style of real recorded forms.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const doc = (text: string) => new Doc([text]);
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const person = (r: ReturnType<typeof parse>, name: string) => r.people.find((p) => p.name === name);

describe('co-fiduciaries, one residing in a town with no street given', () => {
  const clause = `     KNOW YE, THAT WE, MARTIN P. OKAFOR, of 12 Birch Lane, Norwich, Connecticut 06360,
and GRACE OKAFOR-McBRIDE, of the Town of Westerly and State of Rhode Island,
Co-Administrators of the Estate of SAMUEL OKAFOR, late of the Town of Norwich,
deceased, for the consideration of ONE HUNDRED THOUSAND DOLLARS ($100,000.00) ...`;
  it('reads both as the fiduciaries, not the state named in the residence clause', () => {
    const found = fiduciaryMentions(doc(clause), 'SAMUEL OKAFOR', same);
    expect(found.map((f) => [f.name, f.role, f.address?.value.formatted ?? null])).toEqual([
      ['MARTIN P. OKAFOR', 'administrator', '12 Birch Ln, Norwich, CT 06360'],
      ['GRACE OKAFOR-McBRIDE', 'administrator', null],
    ]);
  });
  it('reads a capacity with the code name in parentheses', () => {
    const found = fiduciaryMentions(
      doc(
        'that RUTH A. PELLETIER, of 9 Pine Street, Old Town, Maine 04468, duly appointed Executrix (Personal\nRepresentative) of the Estate of OMER PELLETIER, hereby grants ...',
      ),
      'OMER PELLETIER',
      same,
    );
    expect(found.map((f) => [f.name, f.role, f.address?.value.formatted])).toEqual([
      ['RUTH A. PELLETIER', 'executor', '9 Pine St, Old Town, ME 04468'],
    ]);
  });
  it('converts a capitals name whose only small letters are a Mc prefix', () => {
    expect(toMixedCase('GRACE OKAFOR-McBRIDE')).toBe('Grace Okafor-McBride');
    expect(toMixedCase('DONALD McCALLUM')).toBe('Donald McCallum');
  });
});

describe('certificates of a fiduciary', () => {
  it('labels the appointment certificate and the later certificate of continuing authority', () => {
    const d = doc(
      'Will admitted to probate by the Probate Court for the District of Norwich (No. 21-0077) on March 4, 2022, on\nwhich date Fiduciary Certificates were issued to them, their continuing authority being shown by a Probate\nCertificate of said Court dated February 9, 2023, recorded herewith.',
    );
    const labels = findOtherDates(d, { category: 'ADMINISTRATOR_DEED' }).map((x) => `${x.label} ${x.iso}`);
    expect(labels).toContain('letters_issued 2022-03-04');
    expect(labels).toContain('court_certification 2023-02-09');
  });
  it('dates a registrar statement that informally probates the will by its signing line', () => {
    const d = doc(
      'STATEMENT OF INFORMAL PROBATE\n\n     The Will is informally probated, and JANE DOE is appointed Personal\nRepresentative.\n\n     Dated: Wailuku, Maui, Hawaii, May 3, 2022.\n',
    );
    const labels = findOtherDates(d, { category: 'WILL' }).map((x) => `${x.label} ${x.iso}`);
    expect(labels).toContain('probate_admitted 2022-05-03');
  });
});

describe('a will that devises the home of a testator resident only of a county', () => {
  const will = `                    LAST WILL AND TESTAMENT OF HENRY K. NAKOA

     I, HENRY K. NAKOA, a resident of the County of Maui, State of Hawaii, declare this to be my Will.

     FIRST.  I am married to ALANA NAKOA. I have two children by my first marriage, my daughter,
LEILANI NAKOA PARK, and my son, IKAIKA NAKOA.

     SECOND.  I devise my residence at 77 Lower Honoapiilani Road, Lahaina, Hawaii 96761, to my
wife, ALANA NAKOA, if she survives me.

     THIRD.  I give the rest of my estate in equal shares to my wife and our two children named above.

     IN WITNESS WHEREOF, I have signed this Will this 4th day of June, 2019.
`;
  const r = parse(will);
  it('takes the devised home as the residence', () => {
    expect(r.decedent?.residenceAddress).toBe('77 Lower Honoapiilani Rd, Lahaina, HI 96761');
  });
  it('makes the children the residue is given to beneficiaries, not land devisees', () => {
    expect(person(r, 'Leilani Nakoa Park')?.role).toBe('beneficiary');
    expect(person(r, 'Leilani Nakoa Park')?.relationship).toBe('daughter');
    expect(r.parties.grantees.map((g) => g.name)).toEqual(['Alana Nakoa']);
  });
});

describe('a deed of distribution to the heirs it lists', () => {
  const deed = `                  PERSONAL REPRESENTATIVE'S DEED OF DISTRIBUTION

     KNOW ALL PERSONS BY THESE PRESENTS, that CAROL J. LEVESQUE, of 4 Elm Street, Presque Isle,
Maine 04769, duly appointed Personal Representative of the Estate of ARMAND LEVESQUE, late of
Caribou, Maine, who died intestate on June 1, 2022, hereby GRANTS, in distribution of said Estate, to the
heirs at law of the decedent, namely:

     CAROL J. LEVESQUE, daughter, of 4 Elm Street, Presque Isle, Maine 04769, an undivided one-half
          (1/2) interest; and
     PAUL A. LEVESQUE, son, of 210 Main Street, Fort Kent, Maine 04743, an undivided one-half
          (1/2) interest,

as tenants in common, the following described real estate: A certain lot or parcel of land in Caribou.
`;
  it('conveys to each heir listed, the fiduciary among them', () => {
    const r = parse(deed);
    expect(r.parties.grantees.map((g) => [g.name, g.address])).toEqual([
      ['Carol J. Levesque', '4 Elm St, Presque Isle, ME 04769'],
      ['Paul A. Levesque', '210 Main St, Fort Kent, ME 04743'],
    ]);
    expect(r.parties.grantors[0]?.address).toBe('4 Elm St, Presque Isle, ME 04769');
    expect(person(r, 'Paul A. Levesque')?.role).toBe('heir');
  });
});

describe('a minor who signs through a parent', () => {
  const text = `    Name / Address                                Relationship    Share
    LUCAS RAY PENA, a minor, age 12               son              1/2
      residing with his father at 19 Cedar Bend
      Ln., Katy, TX 77494

    EMILY ROSE PENA BURKE, stepdaughter, was not adopted and takes nothing.

_______________________________
LUCAS RAY PENA, a minor, by OSCAR PENA SALAS,
his father and natural guardian
`;
  it('reads the parent as the one who signs, living at the ward home', () => {
    const [g] = guardianSigners(doc(text).text);
    expect(g?.ward.name).toBe('LUCAS RAY PENA');
    expect(g?.guardian.name).toBe('OSCAR PENA SALAS');
    expect(g?.address?.value.formatted).toBe('19 Cedar Bend Ln, Katy, TX 77494');
    expect(g?.wardLivesThere).toBe(true);
  });
  it('finds no guardian where the words after the signer name no parent or guardian', () => {
    expect(
      guardianSigners(doc('LUCAS RAY PENA, a minor, by OSCAR PENA SALAS, attorney-in-fact\n').text),
    ).toEqual([]);
  });
});

describe('place, description and name readings', () => {
  it('drops a healthcare facility named after its city', () => {
    expect(placeFromPhrase('Memorial Hermann Healthcare Katy, Katy, Harris County, Texas')).toBe('Katy, TX');
  });
  it('starts calls tied to a lot corner at their point of beginning', () => {
    const d = doc(`                                EXHIBIT "A"

     Commencing at a point 40.00 feet North of the Southeast corner of Lot 9, Block 3, Granite Park
Addition, and running thence West 80.00 feet; thence North 40.00 feet to the point of beginning.
`);
    expect(findLegalDescription(d)?.value).toMatch(/^Commencing at a point 40\.00 feet North/);
  });
  it('begins a condominium unit description with its opening words', () => {
    const d = doc(`                                 SCHEDULE A

     That certain unit known as Unit 3 of HARBOR LIGHT CONDOMINIUM, situated in the Town of Groton,
together with an undivided 4.1% interest in the common elements.
`);
    expect(findLegalDescription(d)?.value).toMatch(/^That certain unit known as Unit 3 of HARBOR LIGHT/);
  });
  it('ends a name before an attorney title in capitals', () => {
    expect(readName('Return To: MARA T. QUILL ATTORNEY AT LAW', 11)?.name).toBe('MARA T. QUILL');
  });
  it('treats a y read as a v in one long word as the same name', () => {
    expect(glyphVariant('Fiona Grace Delahuntv', 'Fiona Grace Delahunty')).toBe(true);
    expect(glyphVariant('Fiona Grace Delahunt', 'Fiona Grace Delahunty')).toBe(false);
  });
  it('reads a word-final one after a vowel as its l, not after a consonant', () => {
    expect(repairWordGlyphs('the Genera1 Warranty Deed, Unit1')).toBe('the General Warranty Deed, Unit1');
  });
});

describe('grantors in capitals before their defined term', () => {
  it('reads both spouses of a warranty deed written in capitals', () => {
    const r = parse(`                               WARRANTY DEED

KNOW ALL MEN BY THESE PRESENTS:

     THAT WE, ORVILLE DEAN PRUETT and MAE ELLEN PRUETT, husband and wife, whose mailing address is
88 Quail Run Road, Conway, Arkansas 72034 (hereinafter called GRANTORS), for and in consideration of
the sum of Ten and No/100 Dollars ($10.00), paid by DELTA ACRES, LLC, an Arkansas limited liability
company (hereinafter called GRANTEE), do hereby grant, bargain, sell and convey unto the said GRANTEE the
following lands: Lot 3, Block 2, PINE HILL ADDITION to the City of Conway.
`);
    expect(r.parties.grantors.map((g) => [g.name, g.address])).toEqual([
      ['Orville Dean Pruett', '88 Quail Run Rd, Conway, AR 72034'],
      ['Mae Ellen Pruett', '88 Quail Run Rd, Conway, AR 72034'],
    ]);
  });
});
