import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';

/**
 * Round 25: a Louisiana authentic act of sale whose appearers are husband and wife (the wife under her married
 * name, no address until the one they share, the earlier act's vendor and notary recited), and a Washington
 * successor's affidavit (RCW 11.62) with a successor table, an assessor's situs address, the other successors'
 * dated consent under it and a notary named on a "Printed Name:" line. Invented passages in the style of the forms.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const person = (out: ReturnType<typeof parse>, name: string) => out.people.find((p) => p.name === name);

const ACT_OF_SALE = `                             CASH SALE

STATE OF LOUISIANA
PARISH OF LAFOURCHE

     BE IT KNOWN, that on this 9th day of May, in the year two thousand
twenty-four,

     BEFORE ME, the undersigned Notary Public, and in the presence of the
witnesses hereinafter named and undersigned,

     PERSONALLY CAME AND APPEARED:

     MARCEL ANTOINE THERIOT (xxx-xx-2209), a person of the full age of
majority, domiciled in the Parish of St. Landry, State of Louisiana,
who declared that he is married to ANNE MARIE LANDRY, with whom he is
living and not separated, and

     ANNE LANDRY THERIOT (xxx-xx-7731), wife of Marcel Antoine Theriot,
a person of the full age of majority, domiciled in the Parish of St.
Landry, State of Louisiana, who declared that she is married to the said
Marcel Antoine Theriot,

all presently residing at 417 Bayou Teche Road, Opelousas, Louisiana
70570 (hereinafter collectively called "SELLERS"),

who declared that, for the price and sum of ONE HUNDRED NINETY THOUSAND
AND NO/100 ($190,000.00) DOLLARS, cash, Sellers do by these presents
SELL, TRANSFER and DELIVER, with full guarantee of title, unto:

     CYPRESS BEND RENTALS, L.L.C., a Louisiana limited liability company,
whose mailing address is 88 Levee Street, Thibodaux, Louisiana 70301
(hereinafter called "PURCHASER"),

the following described property, to-wit:

     ONE CERTAIN LOT OF GROUND, together with all the buildings and
improvements thereon, situated in the Parish of Lafourche, State of
Louisiana, in that part thereof known as MAGNOLIA GROVE SUBDIVISION,
designated as LOT NINE (9) of SQUARE THREE (3), bounded by Cottonwood
Lane and Wcstlake Drive; said lot measures sixty (60') feet front on
Westlake Drive, by a depth of one hundred (100') feet.

     Improvements thereon bear the Municipal No. 215 Westlake Drive,
Thibodaux, Louisiana 70301.

     BEING the same property acquired by Sellers from HENRI PAUL DOUCET by
act of sale dated June 2, 2004, passed before Claudette R. Broussard,
Notary Public, registered in COB 1102, page 77.

     THUS DONE AND PASSED, in my office, on the day, month and year herein
first above written.
`;

describe('a Louisiana act of sale by husband and wife', () => {
  const out = parse(ACT_OF_SALE);
  it('reads both appearers as sellers, each with the residence they share', () => {
    expect(out.parties.grantors.map((g) => `${g.name}|${g.address}`)).toEqual([
      'Marcel Antoine Theriot|417 Bayou Teche Rd, Opelousas, LA 70570',
      'Anne Landry Theriot|417 Bayou Teche Rd, Opelousas, LA 70570',
    ]);
  });
  it('takes the wife the husband declares he married for the co-appearer under her married name', () => {
    expect(person(out, 'Anne Marie Landry')).toBeUndefined();
    expect(person(out, 'Anne Landry Theriot')?.role).toBe('grantor');
  });
  it("names the earlier act's vendor and its notary as non-parties", () => {
    expect(person(out, 'Henri Paul Doucet')?.role).toBe('other');
    expect(person(out, 'Claudette R. Broussard')?.role).toBe('other');
  });
  it('reads the description past the subdivision it is known as, a misread word repaired from its other printing', () => {
    expect(out.property.legalDescription).toContain(
      'known as MAGNOLIA GROVE SUBDIVISION, designated as LOT NINE',
    );
    expect(out.property.legalDescription).toContain('bounded by Cottonwood Lane and Westlake Drive;');
  });
  it('takes the municipal number the improvements bear as the stated address', () => {
    expect(out.property.address).toBe('215 Westlake Dr, Thibodaux, LA 70301');
    expect(out.property.addressSource).toBe('stated');
  });
});

const SUCCESSORS_AFFIDAVIT = `                AFFIDAVIT FOR COLLECTION OF SMALL ESTATE
                  (Successor's Affidavit - RCW 11.62.010)

STATE OF WASHINGTON    )
                       )  ss.
COUNTY OF CHELAN       )

     I, LUCÍA PEÑA-ORTIZ, being first duly sworn on oath, state:

(a)  The decedent, RAMÓN PEÑA SALAZAR, died on March 2, 2023, in Wenatchee,
     Washington, whose last address was 1410 Maple Street, Wenatchee,
     Washington 98801. More than forty (40) days have elapsed since the
     date of death.

(b)  The decedent's entire estate does not exceed $100,000.00 in value.

(c)  The names and addresses of all of the successors of the decedent are:

     Name                        Address                       Relation
     -------------------------   ---------------------------   --------
     TOMAS RAMON PENA            22 Orchard Ave.,              son
                                 Cashmere, WA 98815
     LUCÍA PEÑA-ORTIZ            908 Fifth St.,                daughter
                                 Wenatchee, WA 98801

(d)  The property to be paid, delivered or transferred is the following
     described real property in Chelan County, Washington:

          Lot 4, Block 2, SUNNYSLOPE ORCHARD TRACTS, according to the plat
          thereof recorded in Volume 5 of Plats, page 31.

          Situs address: 3055 Orchard Loop Road, Wenatchee, WA 98801

     DATED this 14th day of August, 2023, at Wenatchee, Washington.

                                    _____________________________________
                                    LUCÍA PEÑA-ORTIZ, Affiant

     SUBSCRIBED AND SWORN to before me this 14th day of August, 2023, by
Lucía Peña-Ortiz.

                                    _____________________________________
                                    Printed Name: Harriet J. Lindqvist
                                    NOTARY PUBLIC in and for the State of
                                    Washington, residing at Cashmere


CONSENT OF REMAINING SUCCESSORS

     The undersigned successor of the decedent joins in the foregoing.

_________________________________
TOMAS RAMON PENA
Dated: 08/01/2023
`;

describe("a Washington successor's affidavit with a consent of the other successors", () => {
  const out = parse(SUCCESSORS_AFFIDAVIT);
  it("keeps an heir's name as typed, without the accents of relatives who share its words", () => {
    expect(out.parties.grantees.map((g) => g.name).sort()).toEqual(['Lucía Peña-Ortiz', 'Tomas Ramon Pena']);
    expect(out.decedent?.name).toBe('Ramón Peña Salazar');
  });
  it("takes the assessor's situs address as the property's", () => {
    expect(out.property.address).toBe('3055 Orchard Loop Rd, Wenatchee, WA 98801');
    expect(out.property.addressSource).toBe('stated');
  });
  it("dates the instrument by the affiant's signing, not the consent's", () => {
    expect(out.keyDates.instrument).toBe('2023-08-14');
  });
  it('reads the notary from the printed name over "NOTARY PUBLIC"', () => {
    expect(person(out, 'Harriet J. Lindqvist')?.role).toBe('notary');
  });
});
