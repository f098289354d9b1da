import { describe, expect, it } from 'vitest';
import { addressAfterName } from '@/parsers/extract/common/address-near';
import { tableMentions } from '@/parsers/extract/common/tables';
import { parseDocumentText } from '@/parsers/index';
import { normalizeAddress } from '@/parsers/normalize/addresses';
import { Doc } from '@/parsers/text/doc';

/** Publication 28 forms of street lines real documents print: county roads, fractions, ZIP+4, military bases. */
describe('street forms', () => {
  it('spells a county road out whichever abbreviation the document uses', () => {
    expect(normalizeAddress('88 Cnty. Rd. 14, Hartselle, Alabama 35640')?.formatted).toBe(
      '88 County Road 14, Hartselle, AL 35640',
    );
    expect(normalizeAddress('4410 CR 301, Alvin, TX')?.formatted).toBe('4410 County Road 301, Alvin, TX');
  });

  it('keeps a fraction in the street name or house number', () => {
    expect(normalizeAddress('2207 Avenue M 1/2, Galveston, Texas 77550')?.line1).toBe('2207 Avenue M 1/2');
  });

  it('keeps a ZIP+4 as printed', () => {
    expect(normalizeAddress('P.O. Box 55, Minot, North Dakota 58702-0055')?.formatted).toBe(
      'PO Box 55, Minot, ND 58702-0055',
    );
  });

  it('keeps a military installation in capitals', () => {
    expect(normalizeAddress('12 Sabre Ct, Mountain Home AFB, Idaho 83648')?.city).toBe('Mountain Home AFB');
  });
});

const parse = (text: string) => parseDocumentText({ pages: [text] });
const addressOf = (out: ReturnType<typeof parse>, name: string) =>
  out.people.find((p) => p.name === name)?.address ?? null;

const DESCENT = `                    AFFIDAVIT OF HEIRSHIP

STATE OF MISSOURI
COUNTY OF BOONE

     Before me, the undersigned authority, appeared Harold B. Quill, who being sworn stated:

     1.  Lorraine V. Tuttle (the "Decedent") died on May 2, 2021, a resident of Boone County, Missouri.

     2.  Decedent was a widow and left two children, her only heirs at law, whose names and post office
addresses are:

     Nadine Tuttle Greer, daughter      P.O. Box 5521
                                        Ashland, Missouri 65010     1/2

     Warren K. Tuttle, son              Rural Route 3, Box 44
                                        Sturgeon, Missouri 65284    1/2

     3.  Decedent left no other children, natural or adopted.

                                        ______________________________
                                        Harold B. Quill, Affiant
`;

describe('heirs listed with their addresses in a column beside the name', () => {
  const out = parse(DESCENT);
  it('reads a post office box beside "Name, kinship"', () => {
    expect(addressOf(out, 'Nadine Tuttle Greer')).toBe('PO Box 5521, Ashland, MO 65010');
  });
  it('reads a rural route box beside "Name, kinship"', () => {
    expect(addressOf(out, 'Warren K. Tuttle')).toBe('RR 3 Box 44, Sturgeon, MO 65284');
  });
});

const SUCCESSION = `                    AFFIDAVIT OF DESCENT

STATE OF KANSAS
COUNTY OF RENO

     Comes now Ida May Voorhees, of Rural Route 4, Box 210, Haven, Kansas 67543, and being first duly
sworn, says that she is the sister of Ezra T. Voorhees, deceased, who died on June 9, 2020, and that
the heirs of the decedent are:

       (a) Ida May Voorhees, a sister, R.R. 4 Box 210, Haven, Kansas 67543; and
       (b) Homer L. Voorhees, a brother, P.O. Box 77, Nickerson, Kansas 67561.

                                        ______________________________
                                        Ida May Voorhees, Affiant
`;

describe('a rural route or box after "of" or after a kinship', () => {
  const out = parse(SUCCESSION);
  it('reads "of Rural Route 4, Box 210, ..." as the affiant\'s address', () => {
    expect(addressOf(out, 'Ida May Voorhees')).toBe('RR 4 Box 210, Haven, KS 67543');
  });
  it('reads ", a brother, P.O. Box 77, ..." as the heir\'s address', () => {
    expect(addressOf(out, 'Homer L. Voorhees')).toBe('PO Box 77, Nickerson, KS 67561');
  });
});

describe('a table of heirs filed surname first', () => {
  const doc = new Doc([
    `The heirs and their interests are as follows:

    NAME OF HEIR            RELATIONSHIP     ADDRESS                        SHARE
    OYELARAN, GRACE T.      Daughter         Star Route, Box 9              1/2
                                             Rye, Colorado 81069
    MCBRIDE, LEWIS ALAN     Grandson         44 Pueblo Avenue               1/2
                                             Walsenburg, Colorado 81089
`,
  ]);
  it('reads each row in reading order with its address cell', () => {
    const rows = tableMentions(doc).map((m) => [m.name, m.relationship, m.address?.value.formatted ?? null]);
    expect(rows[1]).toEqual(['LEWIS ALAN MCBRIDE', 'grandchild', '44 Pueblo Ave, Walsenburg, CO 81089']);
    expect(rows[0]?.[0]).toBe('GRACE T. OYELARAN');
  });
});

describe('a half- or whole-blood kinship and "living" between a name and its address', () => {
  const addressFollowing = (text: string, name: string) =>
    addressAfterName(text, text.indexOf(name) + name.length)?.value.formatted ?? null;
  it('reads past "whole sister, living,"', () => {
    const text = '(c) NORA BETH LUND, whole sister, living, 19 Quarry Lane, Barre, Vermont 05641;';
    expect(addressFollowing(text, 'NORA BETH LUND')).toBe('19 Quarry Ln, Barre, VT 05641');
  });
  it('reads past a half-blood note in parentheses that wraps', () => {
    const text = `(d) AMOS J. LUND, half brother (son of the decedent's father by his first
         marriage), living, P.O. Box 310, Montpelier, Vermont 05601.`;
    expect(addressFollowing(text, 'AMOS J. LUND')).toBe('PO Box 310, Montpelier, VT 05601');
  });
});

describe('a table whose address column is headed "Residence"', () => {
  const doc = new Doc([
    `  HEIR                  RELATIONSHIP     PLACE OF RESIDENCE             SHARE
  Dorothea K. Lind      niece            77 Orchard Hill Road,          1/2
                                         Keene, New Hampshire 03431
  Silas P. Lind         nephew           Concord, New Hampshire         1/2
`,
  ]);
  const rows = tableMentions(doc);
  it("reads the residence cell's street as the address", () => {
    expect(rows[0]?.address?.value.formatted).toBe('77 Orchard Hill Rd, Keene, NH 03431');
  });
  it('gives a city-only residence no address', () => {
    expect(rows[1]?.name).toBe('Silas P. Lind');
    expect(rows[1]?.address ?? null).toBeNull();
  });
});

const DEED = `                         EXECUTOR'S DEED

     THIS DEED, made this 4th day of May, 2023, by LUCAS R. BRANDT, Executor of the Estate of Ada M.
Brandt, deceased, GRANTOR, to OSCAR T. VEGA and MIRIAM L. VEGA, husband and wife, whose mailing address
from the date of this deed will be the premises hereby conveyed, GRANTEES.

     WITNESSETH, that the Grantor, for the sum of $10.00, does hereby grant and convey unto the Grantees the
following described real property in Boone County, Kentucky:

     Lot 14 of Ridgeview Estates, Section Three, per plat recorded in Plat Cabinet 6, Slide 12.

     The property is commonly known as 88 Larkspur Lane, Florence, Kentucky 41042.

                                        ______________________________
                                        LUCAS R. BRANDT, Executor
`;

describe('grantees whose address is the property conveyed', () => {
  const out = parse(DEED);
  it('gives every grantee the property address', () => {
    expect(out.parties.grantees.map((g) => g.address)).toEqual([
      '88 Larkspur Ln, Florence, KY 41042',
      '88 Larkspur Ln, Florence, KY 41042',
    ]);
  });
});

const HOUSEHOLD = `                         AFFIDAVIT OF HEIRSHIP

STATE OF TEXAS
COUNTY OF TAYLOR

     Before me, the undersigned authority, on this day personally appeared MAVIS JUNE CROCKETT, who being
duly sworn deposed and said that she was the wife of ELROY DEAN CROCKETT, Deceased (hereinafter called
"Decedent"), who died intestate on the 2nd day of March, A.D. 2021; that of their marriage one child was
born, namely TUCKER DEAN CROCKETT, born the 9th day of April, A.D. 1994, who lives with Affiant at
1710 Buffalo Gap Road, Abilene, Texas 79605; and that Decedent left no other children.

                                        ______________________________
                                        MAVIS JUNE CROCKETT, Affiant
`;

describe('a child who lives with the affiant', () => {
  const out = parse(HOUSEHOLD);
  it('reads past a formal birth date to "who lives with Affiant at"', () => {
    expect(addressOf(out, 'Tucker Dean Crockett')).toBe('1710 Buffalo Gap Rd, Abilene, TX 79605');
  });
  it('gives the affiant the same address', () => {
    expect(addressOf(out, 'Mavis June Crockett')).toBe('1710 Buffalo Gap Rd, Abilene, TX 79605');
  });
});

const TOD = `                         TRANSFER ON DEATH DEED

OWNER:          NELSON P. AUGUSTINE and RUTH E. AUGUSTINE, as tenants by the entirety
MAILING ADDRESS: 412 Juniper Street, Laramie, Wyoming 82070

     The Owner hereby designates, effective on the Owner's death, the beneficiary named below to receive the
real property in Albany County, Wyoming, described as Lot 3, Block 9, West Side Addition.

     Beneficiary: COLE N. AUGUSTINE, 77 Spruce Drive, Cheyenne, Wyoming 82009.

Dated: August 8, 2022.
`;

describe('co-owners over one labelled address line', () => {
  const out = parse(TOD);
  it('gives both owners the address', () => {
    expect(addressOf(out, 'Nelson P. Augustine')).toBe('412 Juniper St, Laramie, WY 82070');
    expect(addressOf(out, 'Ruth E. Augustine')).toBe('412 Juniper St, Laramie, WY 82070');
  });
});

describe('a questionnaire answer "X - living; address <street>"', () => {
  it('reads the address after the status', () => {
    const text = `    Brother: HOMER W. KELLAND - living; address 66 Mesa Verde Circle,
             Farmington, NM 87401`;
    const end = text.indexOf('KELLAND') + 'KELLAND'.length;
    expect(addressAfterName(text, end)?.value.formatted).toBe('66 Mesa Verde Cir, Farmington, NM 87401');
  });
});
