import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';

/**
 * Heirship affidavits that name the decedent by the name of record after the full name, give one address as
 * "residence and post office address", lead an heirs' list with "to-wit:", name a mineral interest "the same
 * interest conveyed by ... Deed", list a sibling's child as "his only child X, a niece of the Decedent", have a
 * disinterested witness also sworn as an affiant, or a return address on a rural route. Invented passages in the
 * style of real forms.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const person = (out: ReturnType<typeof parse>, name: string) => out.people.find((p) => p.name === name);

const MINERAL_HEIRSHIP = `                           AFFIDAVIT OF HEIRSHIP

STATE OF KANSAS        )
                       ) ss.
COUNTY OF SEDGWICK     )

     MARVIN LEE OSTRANDER, of lawful age, being first duly sworn, states:

     That Affiant was well acquainted with HOWARD FRANKLIN DREISBACH, who was also known as
and whose name appears of record as H. F. DREISBACH, hereinafter called "Decedent," for many years.

     That Decedent died intestate on the 9th day of May, 2020, at Wichita, Kansas; that at the time
of his death his residence and post office address was 418 West 13th Street, Wichita, Kansas 67203.

     That Decedent married NADINE RUTH DREISBACH, who survived him. The said Nadine Ruth Dreisbach
survived the Decedent and resides at 418 West 13th Street, Wichita, Kansas 67203.

     That there were born to Decedent and Nadine Ruth Dreisbach three (3) children, all of whom are
living and of legal age, to-wit:

        GLEN ARTHUR DREISBACH, a son, 92 Cottonwood Lane, Derby, Kansas 67037;
        PAULA JEAN DREISBACH ROURKE, a daughter, 1700 Elm Court, Andover, Kansas 67002.

     That at the time of his death Decedent was the owner of the following described real property
situated in Sedgwick County, State of Kansas, to-wit:

     An undivided one-fourth (1/4) interest in and to all of the oil, gas and other minerals in and
     under the Northeast Quarter (NE/4) of Section Eleven (11), Township Twenty-six (26) South, Range
     One (1) West of the Sixth Principal Meridian, Sedgwick County, Kansas

being the same interest conveyed to H. F. DREISBACH by Mineral Deed dated June 3, 1968, recorded
June 11, 1968 in Book 1102 at Page 45.

     Dated this 4th day of January, 2022.`;

describe('a decedent "also known as and whose name appears of record as" another name', () => {
  it('is the full name, not the name of record the defined term follows', () => {
    const out = parse(MINERAL_HEIRSHIP);
    expect(out.decedent?.name).toBe('Howard Franklin Dreisbach');
    expect(out.parties.grantors.map((g) => g.name)).toEqual(['Howard Franklin Dreisbach']);
    expect(out.people.some((p) => p.name === 'H. F. Dreisbach')).toBe(false);
  });
  it('reads "his residence and post office address was" as the residence', () => {
    expect(parse(MINERAL_HEIRSHIP).decedent?.residenceAddress).toBe('418 W 13th St, Wichita, KS 67203');
  });
  it('gives the spouse who "survived the Decedent and resides at" that address', () => {
    expect(person(parse(MINERAL_HEIRSHIP), 'Nadine Ruth Dreisbach')?.address).toBe(
      '418 W 13th St, Wichita, KS 67203',
    );
  });
  it('does not take the children "to-wit:" list for the legal description', () => {
    expect(parse(MINERAL_HEIRSHIP).property.legalDescription).toMatch(
      /^An undivided one-fourth \(1\/4\) interest in and to all of the oil, gas .* Sedgwick County, Kansas$/,
    );
  });
  it('dates the mineral deed of "the same interest conveyed ... by Mineral Deed"', () => {
    expect(parse(MINERAL_HEIRSHIP).keyDates.other).toBe('1968-06-03');
  });
});

describe('a sibling\'s child named "his only child X, a niece of the Decedent"', () => {
  it("is the niece the later words say, not the brother's child", () => {
    const out = parse(`                         SMALL ESTATE AFFIDAVIT

We, the undersigned, being the successors of ROSALIND GRACE TILLERY, Decedent, state:

6.  FAMILY. Decedent never married and had no children. Decedent had two siblings: OWEN
    TILLERY, a brother, living; and PERCY TILLERY, a brother, who died on 2 March 2011, leaving as
    his only child DAPHNE TILLERY MORROW, a niece of the Decedent, now living.

7.  SUCCESSORS. The persons entitled to the property of the Decedent are:

    Name / Relationship               Mailing Address                      Share
    -------------------------------   ----------------------------------   -----
    Owen Tillery / brother            88 Ridge Road, Cody, WY 82414         1/2
    Daphne Tillery Morrow / niece     14 Sage Court, Powell, WY 82435       1/2`);
    expect(person(out, 'Daphne Tillery Morrow')?.relationship).toBe('niece');
  });
});

describe('an affiant who signs as the disinterested witness', () => {
  it('is the witness, from a capacity "Affiant (Disinterested Witness)" on one line', () => {
    const out = parse(`                     AFFIDAVIT OF HEIRSHIP
           IN RE: ESTATE OF LUCIUS RAY PENDERGRASS, DECEASED

     Before me personally appeared ODELL MAE PENDERGRASS and WALTER T. FINCH, who being duly sworn,
depose and say: Decedent was married to ODELL MAE PENDERGRASS, his surviving spouse. Affiant
WALTER T. FINCH states that he is no kin to the Decedent.

_________________________________          _________________________________
ODELL MAE PENDERGRASS                      WALTER T. FINCH
Affiant (Surviving Spouse)                 Affiant (Disinterested Witness)`);
    expect(person(out, 'Walter T. Finch')?.role).toBe('witness');
  });
  it('is the witness, from a note "(Disinterested Witness)" under "X, Affiant"', () => {
    const out = parse(`                     AFFIDAVIT OF HEIRSHIP

     The sole heirs at law of LOIS ANN KETTERING, Deceased, are her two children, DALE KETTERING
and MARLA KETTERING. BERNARD P. SOWELL is not related to Decedent.

_________________________________      _________________________________
DALE KETTERING, Affiant                BERNARD P. SOWELL, Affiant
                                       (Disinterested Witness)`);
    expect(person(out, 'Bernard P. Sowell')?.role).toBe('witness');
  });
});

describe('a return address on a rural route', () => {
  it('ends the name before "RR 2 Box 17"', () => {
    const out = parse(`Return to:   Tobias N. Rehnquist
             RR 4 Box 212
             Ten Sleep, WY 82442

We, the undersigned, being the successors to the property of ELSA MAE REHNQUIST, Decedent, state
that the successors are: TOBIAS NILS REHNQUIST, a brother, and FRIDA REHNQUIST, a sister.`);
    expect(out.people.some((p) => /\bRr\b/.test(p.name))).toBe(false);
  });
});

const TRUSTEE_DEATH = `       AFFIDAVIT OF DEATH OF SURVIVING TRUSTEE AND ACCEPTANCE BY SUCCESSOR TRUSTEE

STATE OF IDAHO             )
                           ) ss.
County of Bonner           )

     LEIF ANDERS TORVIK, BEING FIRST DULY SWORN ON OATH, DEPOSES AND SAYS THAT HE IS THE SON OF
OSCAR DALE TORVIK, DECEASED, AND IS THE SUCCESSOR TRUSTEE NAMED IN THE OSCAR D. AND RUTH E. TORVIK
FAMILY TRUST DATED MAY 1, 2009, OF WHICH OSCAR DALE TORVIK AND RUTH ELLEN TORVIK WERE THE TRUSTEES;
THAT RUTH ELLEN TORVIK DIED ON MARCH 3, 2015, AND OSCAR DALE TORVIK THEREAFTER SERVED AS SOLE
TRUSTEE AND DID NOT REMARRY; THAT OSCAR DALE TORVIK DIED ON THE 2ND DAY OF JUNE, 2023, AT
SANDPOINT, IDAHO; AND THAT UPON HIS DEATH AFFIANT BECAME THE SOLE SUCCESSOR TRUSTEE OF SAID TRUST.

     THAT AT HIS DEATH THE TRUST OWNED THE FOLLOWING DESCRIBED REAL PROPERTY IN BONNER COUNTY:

     Lot 4, Block 1, PINE CREST ADDITION, according to the plat recorded in Book 3 of Plats at
     Page 77, records of Bonner County, Idaho.

     AFFIANT'S MAILING ADDRESS IS 310 SOUTH LAKE STREET, UNIT 5, SANDPOINT, IDAHO 83864.`;

describe("a trustee's affidavit of death typed in capitals", () => {
  it('takes "X, BEING FIRST DULY SWORN" as the affiant and successor trustee, with the mailing address', () => {
    const out = parse(TRUSTEE_DEATH);
    expect(out.parties.grantees).toEqual([
      {
        name: 'Leif Anders Torvik',
        role: 'successor_trustee',
        address: '310 S Lake St Unit 5, Sandpoint, ID 83864',
      },
    ]);
    expect(out.property.addressSource).toBe('party_residence');
  });
  it('reads the co-trustee whose death the decedent "did not remarry" after as the late spouse', () => {
    const p = person(parse(TRUSTEE_DEATH), 'Ruth Ellen Torvik');
    expect(p?.relationship).toBe('spouse');
    expect(p?.role).toBe('family_member');
  });
});

describe('a place name in capitals with an elided French article', () => {
  it('lower-cases the article: "COEUR D\'ALENE" is "Coeur d\'Alene"', () => {
    const out = parse(`                          AFFIDAVIT OF DEATH

     THAT NORA BETH QUILLEN, DECEASED, DIED ON OR ABOUT THE 3RD DAY OF APRIL, 2022, AT COEUR D'ALENE,
IDAHO.`);
    expect(out.decedent?.placeOfDeath).toBe("Coeur d'Alene, ID");
  });
});

describe('a decedent who "resided with Affiant at" an address', () => {
  it('takes that address as the residence', () => {
    const out = parse(`              AFFIDAVIT OF DEATH AND CONTINUOUS MARRIAGE

     BEFORE ME personally appeared LUZ ELENA VARGAS ("Affiant"), who, being first duly sworn, says:

     1.  Affiant is the surviving spouse of TOMAS VARGAS ("Decedent"), who died on May 4, 2023, at
Ocala, Marion County, Florida.

     2.  At the time of his death the Decedent was a resident of Marion County, Florida, and resided
with Affiant at 1418 Southeast 22nd Avenue, Ocala, Florida 34471.`);
    expect(out.decedent?.residenceAddress).toBe('1418 SE 22nd Ave, Ocala, FL 34471');
  });
});

describe('distributees listed each after a ticked box', () => {
  it('reads every person of the list with their address', () => {
    const out = parse(`                         SMALL ESTATE AFFIDAVIT

 1. Name of decedent:      Verna Lou Haskett

 6. The distributees of the estate, their relationship to the decedent, their addresses and their
    shares, are:

    [X] Gail Ann Haskett (daughter), 92 Quapaw Street, Benton,
        Arkansas 72015 .................................................. 1/2
    [X] Floyd Dean Haskett (son), P.O. Box 78, Bryant,
        Arkansas 72022 .................................................. 1/2`);
    expect(out.parties.grantees).toEqual([
      { name: 'Gail Ann Haskett', role: 'heir', address: '92 Quapaw St, Benton, AR 72015' },
      { name: 'Floyd Dean Haskett', role: 'heir', address: 'PO Box 78, Bryant, AR 72022' },
    ]);
  });
});

describe("a witness's own affidavit titled above the venue lines", () => {
  it('makes the one "being first duly sworn" under it a witness', () => {
    const out = parse(`                      AFFIDAVIT OF HEIRSHIP

     The sole heirs at law of MAVIS ELAINE CORLISS, Deceased, are her two children, RUSSELL CORLISS
and JOANNE CORLISS.

                   SUPPORTING AFFIDAVIT OF WITNESS

STATE OF NEBRASKA   )
                    ) ss.
COUNTY OF LINCOLN   )

     EDGAR P. HOLLOWELL, of 412 Willow Street, North Platte, Nebraska 69101,
being first duly sworn, states: I knew Mavis Elaine Corliss for thirty years and am not related to her.`);
    expect(person(out, 'Edgar P. Hollowell')?.role).toBe('witness');
  });
});
