import { describe, expect, it } from 'vitest';
import { aliasPairs } from '@/parsers/extract/common/aliases';
import { parseDocumentText } from '@/parsers/index';
import { toMixedCase } from '@/parsers/normalize/names';
import { repairRnForM } from '@/parsers/text/rn-for-m';
import { repairWordGlyphs } from '@/parsers/text/word-glyphs';

/**
 * A recorder's intake sheet over a deed (its contact block, its surname-first index, the closing columns of the
 * grantees' address and the return block), a joint heirship affidavit under a cover sheet that files the heirs
 * surname first, an affidavit of a trustee's death naming the makers' children, an administrator's deed's court
 * recital dated before the court, and a will's devise set off by its description with a clerk's certificate
 * dated in words. Invented passages in the style of real forms.
 */
const parse = (text: string) => parseDocumentText({ pages: text.split('\f') });
const person = (p: ReturnType<typeof parse>, name: string) => p.people.find((x) => x.name === name);

const INTAKE_DEED = `ANNE ARUNDEL COUNTY CIRCUIT COURT (LAND RECORDS)   BOOK 40211  PAGE 0300
-------------------------------------------------------------------------
             State of Maryland Land Instrument Intake Sheet
1  Type of Instrument   [X] Deed   [ ] Mortgage
7  Transferred From (Grantor Name(s), index order):
     KOWALCZYK TOMASZ
     KOWALCZYK HALINA R
8  Transferred To (Grantee Name(s), index order):
     ABERNATHY-OSEI KWAME L
10 Contact/Mail Information:
     Name: Priscilla R. Vandermeer, Esq.
     Firm: VANDERMEER LAW GROUP, LLC
     Address: 44 West Street, Suite 12, Annapolis, MD 21401
     Phone: (410) 555-0188
     [X] Return to Contact Person  [ ] Hold for Pickup
-------------------------------------------------------------------------
\f                                  DEED

     THIS DEED, made this 3rd day of May, in the year Two Thousand
Twenty-Four, by and between TOMASZ KOWALCZYK and HALINA R.
KOWALCZYK, husband and wife, whose mailing address after closing is
88 Ridge Road, Unit 2, York, Pennsylvania 17402, parties of
the first part, and KWAME L. ABERNATHY-OSEI, party of the
second part.

     WITNESSETH, that in consideration of the sum of Two Hundred Thousand
and 00/100 Dollars ($200,000.00), the said parties of the first part do hereby
grant and convey unto the said party of the second part, in fee simple, all
that lot of ground situate in Anne Arundel County, State of Maryland:

     BEING KNOWN AND DESIGNATED as Lot 9, Block C, as shown on a plat
entitled "Severn Meadows", recorded among the Land Records of Anne Arundel
County, Maryland, in Plat Book 77, page 12.

     WITNESS the hands and seals of said Grantors.

WITNESS:

______________________________    ______________________________(SEAL)
Harlan P. Crosbv                  TOMASZ KOWALCZYK

______________________________    ______________________________(SEAL)
Harlan P. Crosby                  HALINA R. KOWALCZYK

GRANTEE'S MAILING ADDRESS:             RETURN TO:
310 Mill Pond Lane                     Priscilla R. Vandermeer, Esq.
Severna Park, MD 21146                 Vandermeer Law Group, LLC
                                       44 West Street, Suite 12
                                       Annapolis, MD 21401
`;

describe("a deed under a recorder's intake sheet", () => {
  const p = parse(INTAKE_DEED);
  it('reads the contact block\'s "Name:" as the filer, not a designee, and "Return to Contact Person" as no name', () => {
    expect(p.people.some((x) => x.name === 'Contact Person')).toBe(false);
    expect(p.parties.grantees.map((g) => g.name)).toEqual(['Kwame L. Abernathy-Osei']);
    expect(person(p, 'Priscilla R. Vandermeer')?.role).not.toBe('beneficiary');
  });
  it('reads the sellers\' "mailing address after closing"', () => {
    expect(p.parties.grantors).toEqual([
      { name: 'Tomasz Kowalczyk', role: 'grantor', address: '88 Ridge Rd Unit 2, York, PA 17402' },
      { name: 'Halina R. Kowalczyk', role: 'grantor', address: '88 Ridge Rd Unit 2, York, PA 17402' },
    ]);
  });
  it("reads the grantee's address from its column beside the return block", () => {
    expect(p.parties.grantees[0]?.address).toBe('310 Mill Pond Ln, Severna Park, MD 21146');
  });
  it("names a witness by the reading that spells a name, not a tail-less y's v", () => {
    expect(p.people.filter((x) => /^Harlan/.test(x.name)).map((x) => x.name)).toEqual(['Harlan P. Crosby']);
  });
});

const HEIRSHIP = `THIS INSTRUMENT PREPARED BY:
     Lowell K. Pate, MSB #20117
     Post Office Box 902
     Oxford, Mississippi 38655

GRANTOR (DECEDENT):
     VANCE HOLLIS EUGENE, DECEASED
     77 Sardis Road, Oxford, MS 38655

GRANTEES (HEIRS AT LAW):
  INDEX NAME                  MAILING ADDRESS                      PHONE
  VANCE MARJORIE ANN          77 Sardis Road, Oxford MS 38655      662-555-0101
  TRAN LYDIA VANCE            12 Elm St, Batesville MS 38606       662-555-0102
  VANCE OWEN PAUL             9 Oak Ave, Tupelo MS 38801           662-555-0103

STATE OF MISSISSIPPI
COUNTY OF LAFAYETTE

                          AFFIDAVIT OF HEIRSHIP

     PERSONALLY CAME AND APPEARED before me MARJORIE ANN VANCE and GILBERT
R. HOOKS, who, being first duly sworn, did depose and state:

     1. Affiant MARJORIE ANN VANCE is the widow of HOLLIS EUGENE VANCE, also
known as H. E. VANCE (the "Decedent"), and lives at 77 Sardis Road, Oxford,
Mississippi 38655. Affiant GILBERT R. HOOKS resides at 80 Sardis Road,
Oxford, Mississippi 38655, is not related to the Decedent, and takes no
interest in the Decedent's estate.

     2. The Decedent died intestate on May 2, 2023, and at the time of his
death was dorniciled at 77 Sardis Road, Oxford, Mississippi 38655.

     3. The Decedent married MARJORIE ANN LOTT, now Marjorie Ann Vance, in
1988, and they remained married until his death.

     4. Children of the Decedent:
        (a) LYDIA VANCE TRAN, who resides at 12 Elm Street, Batesville,
            Mississippi 38606;
        (b) OWEN PAUL VANCE, who resides at 9 Oak Avenue, Tupelo,
            Mississippi 38801.

     5. The sole heirs at law of the Decedent are:

        MARJORIE ANN VANCE (surviving spouse) ........ 1/3
        LYDIA VANCE TRAN (daughter) ................... 1/3
        OWEN PAUL VANCE (son) ......................... 1/3

     WITNESS OUR SIGNATURES, this the 1st day of June, 2023.

________________________________       ________________________________
MARJORIE ANN VANCE, Affiant            GILBERT R. HOOKS,
                                       Disinterested Witness and Affiant
`;

describe('a joint heirship affidavit under a cover sheet filing the heirs surname first', () => {
  const p = parse(HEIRSHIP);
  it("takes the heirs from the body, not the cover's index words", () => {
    expect(p.parties.grantees.map((g) => g.name).sort()).toEqual([
      'Lydia Vance Tran',
      'Marjorie Ann Vance',
      'Owen Paul Vance',
    ]);
    expect(p.people.some((x) => x.name === 'Tran Lydia Vance' || x.name === 'Vance Hollis Eugene')).toBe(
      false,
    );
  });
  it('keeps one spouse for "married X, now Y", under the name she has now', () => {
    expect(p.people.filter((x) => /^Marjorie/.test(x.name)).map((x) => [x.name, x.relationship])).toEqual([
      ['Marjorie Ann Vance', 'spouse'],
    ]);
  });
  it('gives the co-affiant the address her own statement gives after her kinship', () => {
    expect(person(p, 'Marjorie Ann Vance')?.address).toBe('77 Sardis Rd, Oxford, MS 38655');
  });
  it('reads the residence the decedent was "dorniciled" at', () => {
    expect(p.decedent?.residenceAddress).toBe('77 Sardis Rd, Oxford, MS 38655');
  });
});

const TRUSTEE_DEATH = `                AFFIDAVIT OF DEATH OF TRUSTEE
              (The Arrieta Family Trust dated 6/2/2009)

     I, CAMILA ROSE ARRIETA-VOSS, being first duly sworn, depose and say:

     A.  That BENAT ARRIETA, the decedent named in the certified copy of the
Certificate of Death attached hereto, is the same person as BENAT ARRIETA named
as a Trustee in that certain Deed dated July 1, 2009, executed by Benat Arrieta
and Itziar M. Arricta, husband and wife, as Grantors, to BENAT ARRIETA and
ITZIAR M. ARRIETA, Trustees of THE ARRIETA FAMILY TRUST, as Grantees.

     B.  That ITZIAR MENDIBURU ARRIETA, the wife of the decedent, died on
March 3, 2017.

     C.  That the said BENAT ARRIETA died on June 8, 2023, at Winnemucca, Nevada.

     D.  That the Trust Agreement provides that upon the death of both original
Trustees, affiant, CAMILA ROSE ARRIETA-VOSS, the daughtcr of the Settlors, shall
serve as successor Trustee, and that if she fails to serve, JON ANDER ARRIETA,
the son of the Settlors, shall serve.

     Executed this 20th day of June, 2023.

                                   ___________________________________
                                   CAMILA ROSE ARRIETA-VOSS,
                                   Successor Trustee
`;

describe("an affidavit of a trustee's death naming the trust's makers' children", () => {
  const p = parse(TRUSTEE_DEATH);
  it('reads "the son of the Settlors" and "the daughtcr of the Settlors" as the decedent\'s children', () => {
    expect(person(p, 'Jon Ander Arrieta')?.relationship).toBe('son');
    expect(person(p, 'Camila Rose Arrieta-Voss')?.relationship).toBe('daughter');
  });
  it("merges a spouse's initialled reading with a look-alike e into her full name", () => {
    expect(p.people.filter((x) => /^Itziar/.test(x.name)).map((x) => x.name)).toEqual([
      'Itziar Mendiburu Arrieta',
    ]);
  });
});

const ADMIN_DEED = `                          ADMINISTRATOR'S DEED

STATE OF GEORGIA
COUNTY OF HALL

     THIS INDENTURE, made this 2nd day of August, 2023, by and between
DESMOND KOFI MENSAH, of 14 Pine Street, Gainesville, Georgia 30501, as
Administrator of the Estate of ABENA MENSAH, Deceased (hereinafter "Grantor"),
and LUCIA DE LOS SANTOS REYES, of 9 Lake Drive, Flowery Branch, Georgia 30542
(hereinafter "Grantee").

     WHEREAS, ABENA MENSAH died intestate on the 4th day of March, 2023; and

     WHEREAS, on May 11, 2023, the Probate Court of Hall County, Georgia, in
Estate No. 2023-E-0119, appointed Grantor as Administrator of said Estate and
issued Letters of Administration to him; and

     NOW, THEREFORE, Grantor does grant, bargain, sell and convey unto the said
Grantee all that tract or parcel of land lying and being in the 4l1th G.M.
District, Hall County, Georgia, being Lot 3 of Lakeview, as shown on a plat
recorded in Plat Book 61, Page 2 9, in the Office of the Clerk of the Superior
Court of Hall County, Georgia.

     This being the same property conveyed to Abena Mensah by Warranty Deed
frorn Odessa Blankenship dated April 2, 2001.
`;

describe("an administrator's deed's recitals and a scan's marks", () => {
  const p = parse(ADMIN_DEED);
  it('dates the letters by the date told before the court that issued them', () => {
    expect(p.typeSpecific.otherDates).toContainEqual({ date: '2023-05-11', label: 'letters_issued' });
  });
  it('prints a Spanish surname\'s particle small when the document never prints it "De Los"', () => {
    expect(p.parties.grantees[0]?.name).toBe('Lucia de los Santos Reyes');
    expect(toMixedCase('RAUL DE LA CRUZ', new Map([['DE LA', 'De La']]))).toBe('Raul De La Cruz');
  });
  it('reads the vesting deed\'s grantor after a scan\'s "frorn"', () => {
    expect(person(p, 'Odessa Blankenship')?.role).toBe('other');
  });
  it("mends an ordinal's l and a record's page split by a blank", () => {
    expect(p.property.legalDescription).toContain('in the 411th G.M. District');
    expect(p.property.legalDescription).toContain('Plat Book 61, Page 29, in the Office');
  });
});

const WILL = `=========================================================================
                       THE STATE OF NEW HAMPSHIRE
                    9th Circuit - Probate Division - Nashua
=========================================================================
           CERTIFICATE OF APPOINTMENT AND ATTESTED COPY OF WILL

Estate of:          ROLAND PIERRE GAGNON
Date of Death:      01/14/2023

     The will of the above-named decedent was proved and allowed in
common form on April 4, 2023, and on that date the above-named fiduciary
was appointed and qualified as Executor of said estate.

     I certify that the attached pages are a true copy of the original
will of the decedent as proved and allowed by this Court.

     IN WITNESS WHEREOF, I have set my hand and affixed the seal of the
Court at Nashua on the twenty-second day of April, 2023.

                     LAST WILL AND TESTAMENT
                                OF
                       ROLAND PIERRE GAGNON

     I, ROLAND PIERRE GAGNON, of the City of Nashua, make this my Last Will.

ARTICLE I.  I give and devise all of my real estate at
40 Spruce Lane, Hudson, New Hampshire 03051, described as follows:

     A certain tract of land, with the buildings thereon, situated on
     the easterly side of Spruce Lane in the Town of Hudson, being Lot 12
     as shown on Plan No. 4410 recorded in the Hillsborough County Registry.

(being the same premises conveyed to me by deed recorded in Book 7001,
Page 33 of said Registry), to my nephew, THEO MARC GAGNON, and my niece,
ELISE GAGNON-PARR, in equal shares.

ARTICLE II.  I nominate my niece, ELISE GAGNON-PARR, as Executor.

     IN WITNESS WHEREOF, I have signed this Will this 9th day of June, 2015.

                                   _________________________________
                                   ROLAND PIERRE GAGNON, Testator
`;

describe('a will devising land set off by its description, under a certificate dated in words', () => {
  const p = parse(WILL);
  it("takes the devisees named after the description's parenthesised recital", () => {
    expect(p.parties.grantees.map((g) => g.name)).toEqual(['Theo Marc Gagnon', 'Elise Gagnon-Parr']);
  });
  it('reads the land\'s street after "my real estate at"', () => {
    expect(p.property.address).toBe('40 Spruce Ln, Hudson, NH 03051');
    expect(p.property.addressSource).toBe('stated');
  });
  it('dates the certificate by its spelled day', () => {
    expect(p.typeSpecific.otherDates).toContainEqual({ date: '2023-04-22', label: 'court_certification' });
  });
});

describe('the words and names a scan misreads', () => {
  it('reads "X, now Y" as one person going by Y', () => {
    expect(aliasPairs('He married JUNE ELLA MARSH, now June Ella Kemp, in 1990.')).toContainEqual({
      primary: 'June Ella Kemp',
      alias: 'JUNE ELLA MARSH',
    });
  });
  it("mends a kinship word's and a quarter's e read as a c", () => {
    expect(repairWordGlyphs('his brothcr and the Southwest Quartcr')).toBe(
      'his brother and the Southwest Quarter',
    );
  });
  it('mends "frorn" and "dorniciled" printed once', () => {
    expect(repairRnForM(['by deed frorn A, who was dorniciled there'])[0]).toBe(
      'by deed from  A, who was domiciled  there',
    );
  });
});

describe("a kinship word read back from a scan's c does not take the decedent's own status", () => {
  it('keeps "the decedent never married" after the affiant\'s "sistcr of the decedent"', () => {
    const out = parse(`AFFIDAVIT OF DEATH OF JOINT TENANT

STATE OF COLORADO        )
COUNTY OF LARIMER        )  ss.

     MARGARET ANN HOLLOWAY, of lawful age, being first duly sworn, states:

     THAT Franklin Dale Holloway, the decedent, died on March 4, 2024, at
Loveland, Colorado, as shown by the certified copy of his death certificate.

     THAT affiant is the sole surviving joint tenant named in said deed and
the sistcr of the decedent, and that the decedent never married and left
no spouse surviving him;
`);
    expect(out.decedent?.maritalStatus).toBe('single');
  });
});
