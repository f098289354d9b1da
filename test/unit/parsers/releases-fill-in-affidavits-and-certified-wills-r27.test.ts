import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';

const parse = (pages: string[]) => parseDocumentText({ pages });
const person = (out: ReturnType<typeof parse>, name: string) => out.people.find((p) => p.name === name);

describe('a fill-in affidavit whose labels end in a colon and a dot leader', () => {
  const text = `          AFFIDAVIT FOR TRANSFER OF REAL ESTATE WITHOUT ADMINISTRATION

The undersigned, being duly sworn, state:

1.  Name of decedent: .................. ORVILLE DEAN PRUITT

2.  Date of death: ..................... November 3, 2022

3.  Decedent's residence at death: ..... 52 Sycamore Lane, Jasper, Indiana 47546

4.  The persons entitled to the real estate are:

        Lena Pruitt Shaw ........ an undivided one-half (1/2) interest
        Carl Dean Pruitt ........ an undivided one-half (1/2) interest
`;

  it('reads the entries past the dots as the labels state them', () => {
    const out = parse([text]);
    expect(out.decedent?.name).toBe('Orville Dean Pruitt');
    expect(out.decedent?.dateOfDeath).toBe('2022-11-03');
    expect(out.keyDates.death).toBe('2022-11-03');
  });
});

describe("an heirs' table whose row wraps over a page break", () => {
  const page1 = `              SMALL ESTATE AFFIDAVIT

The undersigned state that MABEL IRENE COOK died on May 9, 2022, and was survived by the following
children, and by no other children:

    Name                          Relationship   Address
    ----------------------------  -------------  ---------------------------
    Howard Lee Cook               son (second    410 Elm Grove Road
`;
  const page2 = `Small Estate Affidavit - Estate of Mabel Irene Cook                  Page 2

                                  marriage)      Tell City, IN 47586
    Janet Cook-Ferris             daughter       88 Ridge Avenue
                                                 Owensboro, KY 42301

The persons entitled to the real estate are the children named above.
`;

  it("reads the address cell on past the next page's running head", () => {
    const out = parse([page1, page2]);
    expect(person(out, 'Howard Lee Cook')?.address).toBe('410 Elm Grove Rd, Tell City, IN 47586');
    expect(person(out, 'Janet Cook-Ferris')).toMatchObject({
      relationship: 'daughter',
      address: '88 Ridge Ave, Owensboro, KY 42301',
    });
  });
});

describe('a release of mortgage summarising the lien in lettered rows set off by dot leaders', () => {
  const text = `Prepared by and when recorded mail to:   |  Return copy to borrowers:
Nadia Ferreira, Payoff Dept.             |  Colin J. Abernathy
Prairie Plains Savings Bank              |  Ruth Ann Abernathy
P.O. Box 4410                            |  1907 N. Cedar Street
Wichita, KS 67201                        |  Derby, KS 67037
-----------------------------------------+--------------------------------

                           RELEASE OF MORTGAGE

KNOW ALL PERSONS BY THESE PRESENTS:

THAT PRAIRIE PLAINS SAVINGS BANK, a Kansas banking corporation, the owner and holder of the mortgage
described below, does hereby release and discharge the same of record.

   A. Mortgagors ............ COLIN J. ABERNATHY and RUTH ANN
                              ABERNATHY, husband and wife
   B. Mortgagee ............. Prairie Plains Savings Bank
   C. Date of mortgage ...... July 9th, 2015
   D. Original amount ....... $142,000.00
   E. Recorded .............. July 14, 2015, in Book 1502 at Page 33,
                              in the office of the Register of Deeds
   F. Real estate ........... Lot 12, Block 3, MEADOWLARK HILLS ADDITION, Derby,
                              Sedgwick County, Kansas.
   G. Property address ...... 1907 N Cedar St, Derby, KS 67037

IN WITNESS WHEREOF, the Mortgagee has caused this instrument to be executed this 2 May 2024.
`;

  it('reads the mortgagors as the borrowers, with the address the copy goes to', () => {
    const out = parse([text]);
    expect(out.parties.grantees.map((g) => `${g.name}|${g.role}|${g.address}`)).toEqual([
      'Colin J. Abernathy|borrower|1907 N Cedar St, Derby, KS 67037',
      'Ruth Ann Abernathy|borrower|1907 N Cedar St, Derby, KS 67037',
    ]);
  });

  it('gives the lender the address of its own mailing block', () => {
    const out = parse([text]);
    expect(out.parties.grantors[0]).toMatchObject({
      name: 'Prairie Plains Savings Bank',
      role: 'lienholder',
      address: 'PO Box 4410, Wichita, KS 67201',
    });
  });

  it('reads the preparer named at her desk in the mailing block', () => {
    const out = parse([text]);
    expect(person(out, 'Nadia Ferreira')).toMatchObject({ role: 'preparer' });
  });

  it("ends the legal description at the next row and reads that row's property address", () => {
    const out = parse([text]);
    expect(out.property.legalDescription).toBe(
      'Lot 12, Block 3, MEADOWLARK HILLS ADDITION, Derby, Sedgwick County, Kansas.',
    );
    expect(out.property.address).toBe('1907 N Cedar St, Derby, KS 67037');
  });

  it('dates the mortgage and its recording from their rows', () => {
    const out = parse([text]);
    const other = (out.typeSpecific as { otherDates?: { date: string; label: string }[] }).otherDates ?? [];
    expect(other.map((d) => `${d.date}|${d.label}`)).toEqual(
      expect.arrayContaining(['2015-07-09|lien_dated', '2015-07-14|lien_recorded']),
    );
  });
});

describe("a will recorded as a court's certified copy, its probate summed up in rows", () => {
  const text = `        IN THE CIRCUIT COURT OF THE STATE OF OREGON
                  FOR THE COUNTY OF LANE

In the Matter of the Estate of        )   Case No. 22PB01188
                                      )
HAROLD JAMES PETTIBONE,               )   CERTIFIED COPY OF WILL
                    Deceased.         )

  Decedent ............ Harold James Pettibone, a widower
  Date of death ....... 9 January 2022
  Admitted to probate . 2 March 2022, by Order of this Court
  Letters Testamentary  2 March 2022, to Irene Pettibone Shaw,
                        Personal Representative

Dated 10 March 2022.

                  LAST WILL AND TESTAMENT
                  OF HAROLD JAMES PETTIBONE

     I, HAROLD JAMES PETTIBONE, of Eugene, Lane County, Oregon, declare this to be my Will.

     1.1 My wife, MARTHA ANN PETTIBONE, died on May 1, 2019. I have two children now living: my daughter,
IRENE PETTIBONE SHAW, and my son, CALVIN PAUL PETTIBONE.
     1.2 I have one stepdaughter, NORA LYNN BECK, the daughter of my late wife. I make no provision for her.
     2.1 I give my gold pocket watch to my grandson, OWEN PETTIBONE SHAW, if he survives me.
     2.2 I give my home at 88 Alder Street, Eugene, Oregon 97401, to my daughter, IRENE PETTIBONE SHAW, and my
son, CALVIN PAUL PETTIBONE, in equal shares.
     3.1 I nominate my daughter, IRENE PETTIBONE SHAW, as Personal Representative of my estate.

     IN WITNESS WHEREOF, I have signed this Will on the 4th day of June, 2015.

                                ___________________________________
                                HAROLD JAMES PETTIBONE, Testator

     We sign our names as witnesses, each of us being over eighteen years of age.

______________________________   residing at 12 Birch Lane,
Walter K. Munsey                 Eugene, OR 97402

______________________________   residing at 740 River Road,
Linh Van Dc                      Apt. 3, Eugene, OR 97404

          AFFIDAVIT OF ATTESTING WITNESSES

     We, WALTER K. MUNSEY and LINH VAN DE, being first duly sworn, say that we are the attesting witnesses to
the foregoing Will of HAROLD JAMES PETTIBONE.

______________________________      ______________________________
Walter K. Munsey                     Linh Van De

     Subscribed and sworn to before me on June 4, 2015, by Walter K. Munsey and Linh Van De.
`;

  it("dates the probate and the letters from the certificate's rows", () => {
    const out = parse([text]);
    const other = (out.typeSpecific as { otherDates?: { date: string; label: string }[] }).otherDates ?? [];
    expect(other.map((d) => `${d.date}|${d.label}`)).toEqual(
      expect.arrayContaining(['2022-03-02|probate_admitted', '2022-03-02|letters_issued']),
    );
  });

  it('names the stepchild the testator declares', () => {
    expect(person(parse([text]), 'Nora Lynn Beck')?.relationship).toBe('stepchild');
  });

  it('takes no taker of a personal gift for a devisee because the next numbered gift is of land', () => {
    const out = parse([text]);
    expect(out.parties.grantees.map((g) => g.name).sort()).toEqual([
      'Calvin Paul Pettibone',
      'Irene Pettibone Shaw',
    ]);
  });

  it('reads both attesting witnesses as witnesses, one printed once with a c for its e', () => {
    const out = parse([text]);
    expect(person(out, 'Walter K. Munsey')?.role).toBe('witness');
    expect(person(out, 'Linh Van De')).toMatchObject({
      role: 'witness',
      address: '740 River Rd Apt 3, Eugene, OR 97404',
    });
    expect(person(out, 'Linh Van Dc')).toBeUndefined();
  });
});
