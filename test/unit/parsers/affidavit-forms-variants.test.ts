import { describe, expect, it } from 'vitest';
import { aliasPairs } from '@/parsers/extract/common/aliases';
import { findOtherDates } from '@/parsers/extract/common/dates';
import { affiantKinship } from '@/parsers/extract/common/family';
import { findLegalDescription } from '@/parsers/extract/common/property';
import { findRecordedDate } from '@/parsers/extract/common/recording';
import { parseDocumentText } from '@/parsers/index';
import { Doc } from '@/parsers/text/doc';
import { readName } from '@/parsers/text/read-name';

const parse = (text: string) => parseDocumentText({ pages: [text] });
const person = (out: ReturnType<typeof parse>, name: string) => out.people.find((p) => p.name === name);

describe('affidavits of death: capacity, survivors and recitals', () => {
  it('takes the capacity from the title, not from a joint tenancy the body recites', () => {
    const out = parse(`                 AFFIDAVIT OF DEATH
          (Transfer on Death Deed - Section 64.999)

ALVIN R. MOSS, being duly sworn, states:
1. The Decedent, NORA B. MOSS, died on March 3, 2022. She and her late husband took title as joint tenants with
right of survivorship from PETER Q. LANG by deed dated May 1, 1990.
2. The Decedent designated as beneficiaries in her Transfer on Death Deed her son and her daughter.
3. The names and addresses of the beneficiaries are:

      ALVIN R. MOSS          12 Orchard Ln
                             Dover, Delaware 19901

      BEATRICE MOSS KIRBY    40 Cedar Ct
                             Newark, Delaware 19711

Dated: April 2, 2022`);
    expect(out.parties.grantees.map((g) => `${g.name}|${g.role}`)).toEqual([
      'Alvin R. Moss|beneficiary',
      'Beatrice Moss Kirby|beneficiary',
    ]);
    expect(out.parties.grantees[1]?.address).toBe('40 Cedar Ct, Newark, DE 19711');
    expect(person(out, 'Peter Q. Lang')?.role).toBe('other');
  });

  it('reads "is the same person as" as an alias of the first name of the statement', () => {
    const pairs = aliasPairs(
      'deposes and says:\nThat ROSA M. IBARRA, the person named in the death certificate, is one and the same person as ROSA IBARRA named in the deed.',
    );
    expect(pairs).toContainEqual({ primary: 'ROSA M. IBARRA', alias: 'ROSA IBARRA' });
  });

  it('names a relative described as "the decedent\'s wife" after the name', () => {
    const out = parse(`AFFIDAVIT OF DEATH OF TRUSTEE
KIM LE, of legal age, deposes and says: That HUNG VAN LE, the decedent, died on May 1, 2021.
That LAN THI LE, the decedent's wife and co-trustee, died on June 2, 2015.
Dated: July 1, 2021`);
    expect(person(out, 'Lan Thi Le')).toMatchObject({ role: 'family_member', relationship: 'spouse' });
  });

  it('reads the kinship of the pair: "the decedent and affiant are brothers"', () => {
    const k = affiantKinship(
      'That the decedent and the affiant were brothers of the whole blood.',
      () => false,
    );
    expect(k?.value).toBe('sibling');
  });

  it('reads the affiant\'s address from "the mailing address of affiant is"', () => {
    const out = parse(`AFFIDAVIT OF DEATH OF JOINT TENANT
The undersigned, OSCAR T. VEGA, being duly sworn, states that LUZ VEGA died on June 1, 2020, and that
affiant is the surviving joint tenant. The mailing address of the affiant is 77 Pine Street, Pueblo, Colorado 81003.
Executed this 3rd day of July, 2020.
__________________
Oscar T. Vega
Surviving Joint Tenant`);
    expect(out.parties.grantees[0]).toMatchObject({
      name: 'Oscar T. Vega',
      address: '77 Pine St, Pueblo, CO 81003',
    });
  });

  it('does not read a "P.O. Box" line under a name as an initial', () => {
    expect(readName('Return to:\nMarla J. Kent\nP.O. Box 12\nAustin, TX', 11)?.name).toBe('Marla J. Kent');
  });
});

describe('headers, stamps and descriptions', () => {
  it('reads a stamp whose two-digit-year date follows the time of day', () => {
    const doc = new Doc(['Recorded in Official Records\n2021000555  3:05 PM  11/09/21\n\nGRANT DEED\n']);
    expect(findRecordedDate(doc)?.iso).toBe('2021-11-09');
  });

  it('reads the attorney under "WHEN RECORDED MAIL TO:" beside the recorder\'s stamp', () => {
    const out = parse(`RECORDING REQUESTED BY AND        Recorded in Official Records,
WHEN RECORDED MAIL TO:            Riverside County Assessor-Recorder

JANE Q. ORTEGA, ESQ.              DOC 2020-0012345
ORTEGA LAW GROUP
500 Main Street, Suite 2
Riverside, California 92501

AFFIDAVIT - DEATH OF JOINT TENANT
TOM WU, being duly sworn, says that AMY WU, the decedent, died on June 1, 2020.`);
    expect(person(out, 'Jane Q. Ortega')).toMatchObject({
      role: 'preparer',
      address: '500 Main St Ste 2, Riverside, CA 92501',
    });
  });

  it("skips a tax-parcel label's lot number when looking for the description", () => {
    const doc = new Doc([
      `Tax Map/Block & Lot No. 12-B-44\n\nDEED\n\n     ALL that certain parcel of land situate in the Township of Hope, being Lot 9 in Plan of Hill Acres, Plan Book 4, page 7.\n\n     BEING the same premises ...`,
    ]);
    expect(findLegalDescription(doc)?.value).toMatch(/^ALL that certain parcel of land situate/);
  });

  it('ends a description before "municipally known as"', () => {
    const doc = new Doc([
      'described as: Lot 4, Block 2, OAK PARK, Plat Records of Bexar County, Texas, municipally known as 12 Oak Lane, San Antonio, Texas 78201.',
    ]);
    expect(findLegalDescription(doc)?.value).toBe(
      'Lot 4, Block 2, OAK PARK, Plat Records of Bexar County, Texas',
    );
  });

  it('reads the city of "died ... at X Hospital in the City of Y, State"', () => {
    const out = parse(`AFFIDAVIT OF DEATH OF JOINT TENANT
That RUTH ANN COLE, the decedent, died on May 2, 2021, at Mercy Hospital in the City of Fort Collins, Colorado, and was a resident there.
Executed this 3rd day of June, 2021.`);
    expect(out.decedent?.placeOfDeath).toBe('Fort Collins, CO');
  });
});

describe('dated events the instrument refers to', () => {
  const others = (text: string, category: string) =>
    findOtherDates(new Doc([text]), { category }).map((d) => `${d.iso}|${d.label}`);

  it('reads a beneficiary deed whose date is told first', () => {
    expect(
      others(
        'On March 3, 2019, the Owner signed a Transfer on Death Deed, recorded as Document No. 2019-44.',
        'AFFIDAVIT_OF_DEATH',
      ),
    ).toContain('2019-03-03|beneficiary_deed_dated');
  });

  it('reads the vesting deed recorded "as Instrument No. ... on" a date', () => {
    expect(
      others(
        'that certain Grant Deed dated June 1, 2001, executed by A to B, recorded as Document No. 2001-0045512 on June 9, 2001, of Official Records',
        'AFFIDAVIT_OF_DEATH',
      ),
    ).toContain('2001-06-09|vesting_deed_recorded');
  });

  it("reads the court's approval of the affidavit", () => {
    expect(
      others(
        'ORDER\nThe Application for Small Estate, having been examined, is granted by the Judge on September 2, 2022.',
        'SMALL_ESTATE_AFFIDAVIT',
      ),
    ).toContain('2022-09-02|court_order');
  });
});

describe('family history and signers', () => {
  it('gives a child the sex the clause about them states', () => {
    const out = parse(`SMALL ESTATE AFFIDAVIT
Decedent: GLENN P. ODOM
Decedent had two children: AMY ODOM BELL; and CARL ODOM, who predeceased Decedent, leaving his only son, DEAN ODOM.
The distributees are: AMY ODOM BELL, daughter; DEAN ODOM, grandson.`);
    expect(person(out, 'Carl Odom')?.relationship).toBe('son');
  });

  it('reads the decedent\'s spouse from "conveyed unto <decedent> and <name>, his wife"', () => {
    const out = parse(`EXECUTOR'S DEED
THIS DEED, made April 1, 2021, between ANN P. ROSS, Executrix of the Estate of GARY L. ROSS, deceased, Grantor, and TOM BAKER, Grantee.
WHEREAS GARY L. ROSS died on January 2, 2021.
BEING the same premises which Carl Fry by deed dated May 1, 1980 conveyed unto Gary L. Ross and Helen M. Ross, his wife; the said Helen M. Ross having died on March 3, 2015.`);
    expect(person(out, 'Helen M. Ross')).toMatchObject({ role: 'family_member', relationship: 'spouse' });
    expect(out.decedent?.maritalStatus).toBe('widowed');
  });

  it("makes the signers under a disinterested witnesses' statement witnesses", () => {
    const out = parse(`SMALL ESTATE AFFIDAVIT
Decedent: OLGA V. PRATT, who died on May 1, 2022.
The distributees of the estate are: PAUL PRATT, son.

     Each of us is not related to the decedent and has no interest in the estate.

____________________________      ____________________________
Martin K. Dove                    Sylvia R. Haas
`);
    expect(person(out, 'Martin K. Dove')?.role).toBe('witness');
    expect(person(out, 'Sylvia R. Haas')?.role).toBe('witness');
  });

  it('reads an address in a right-hand column without the left column beside it', () => {
    const out = parse(`AFFIDAVIT FOR COLLECTION OF PERSONAL PROPERTY
1. NED LOWE died on May 1, 2023.
2. The names and addresses of the persons to whom the property is to be paid are:

         RITA LOWE             44 Elm Street
         (all)                 Fresno, California 93701
`);
    expect(out.parties.grantees[0]?.address).toBe('44 Elm St, Fresno, CA 93701');
  });

  it('keeps a right-hand address apart from the left column when a scan closed the first gap', () => {
    const out = parse(`AFFIDAVIT FOR COLLECTION OF PERSONAL PROPERTY
1. NED LOWE died on May 1, 2023.
2. The names and addresses of the persons to whom the property is to be paid are:

         RITA LOWE 44 Elm Street
         (all)                      Fresno, California 93701
`);
    expect(out.parties.grantees[0]?.address).toBe('44 Elm St, Fresno, CA 93701');
  });

  it('reads the rows of a name-and-address table that OCR shifted by a blank', () => {
    const out = parse(`AFFIDAVIT OF DEATH
(Beneficiary Deed - Section 33-405)
ADAM J. HOLT, being first duly sworn, states:
1. Affiant is the son of VERA N. HOLT, deceased (the "Decedent").
2. The Decedent died on June 2, 2022, as shown by the certified copy of the Certificate of Death.
3. The names and mailing addresses of the grantee beneficiaries are:

        ADAM J. HOLT          12 Oak St.
                              Tempe, Arizona 85281

         BETH HOLT RAMOS      90 Elm Ave
                              Mesa, Arizona 85201

Dated: July 1, 2022`);
    expect(out.parties.grantees.map((g) => g.name)).toEqual(['Adam J. Holt', 'Beth Holt Ramos']);
  });
});
