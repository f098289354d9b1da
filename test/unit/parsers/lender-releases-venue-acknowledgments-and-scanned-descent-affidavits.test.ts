import { describe, expect, it } from 'vitest';
import { glyphVariant } from '@/parsers/extract/registry';
import { parseDocumentText } from '@/parsers/index';

/**
 * A lien release's lender described by its charter before its office address, a recital of the released lien's
 * own recording inside the first lines of a page, a company's signing clause naming its officer with an initial,
 * an acknowledgment that opens with its place before the date, and a descent affidavit as a scan's text layer
 * gives it (look-alike glyphs, specks, a dead son's widow after his children). Invented passages in the style of
 * real forms.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });

const RELEASE = (opening: string, signing: string) => `                                   Instr 2022-118734
                                   Entered Penobscot SS
                                   03/22/2022 01:05:44 PM

                            RELEASE OF MORTGAGE

     KNOW ALL MEN BY THESE PRESENTS, that ${opening}, the holder of a mortgage
given by HOLLIS R. BRANN and ETTA M. BRANN to said lender, dated May 2, 2009 and
recorded May 4, 2009 in Book 11822, Page 90, covering 12 Birch Hill Road, Bangor, Maine
04401, hereby acknowledges full payment of the debt secured and discharges said mortgage.

     ${signing}

STATE OF MAINE
PENOBSCOT, ss.
`;

describe("a lender's charter before its office", () => {
  it('reads the address after "a state chartered savings bank having its principal office at"', () => {
    const p = parse(
      RELEASE(
        'PINE TREE SAVINGS BANK, a state chartered savings bank having its principal office at 77 Exchange Street, Bangor, Maine 04401',
        'IN WITNESS WHEREOF, the said bank has caused this release to be executed by R. T. Oakes, its Treasurer, this 14th day of March, 2022.',
      ),
    );
    expect(p.parties.grantors).toEqual([
      { name: 'Pine Tree Savings Bank', role: 'lienholder', address: '77 Exchange St, Bangor, ME 04401' },
    ]);
  });
  it('reads it after "a federally chartered credit union with an office at"', () => {
    const p = parse(
      RELEASE(
        'KATAHDIN VALLEY CREDIT UNION, a federally chartered credit union with an office at 5 Main Street, Millinocket, Maine 04462',
        'IN WITNESS WHEREOF, the said credit union has caused this instrument to be signed by its duly authorized officer this 14th day of March, 2022.',
      ),
    );
    expect(p.parties.grantors[0]?.address).toBe('5 Main St, Millinocket, ME 04462');
  });
});

describe("the released lien's own recording in the header lines", () => {
  it('is no recorder\'s stamp: "dated ... and recorded ..." is a recital, the clock-timed stamp is the recording', () => {
    const p = parse(
      RELEASE(
        'PINE TREE SAVINGS BANK, a Maine banking corporation',
        'IN WITNESS WHEREOF, the bank has signed this release this 14th day of March, 2022.',
      ),
    );
    expect(p.keyDates.recorded).toBe('2022-03-22');
  });
});

describe("a company's signing clause with its officer's initial", () => {
  it('dates the instrument from "IN WITNESS WHEREOF ... by Anne K. Dow, its ..., this <date>"', () => {
    const p = parse(
      RELEASE(
        'PINE TREE SAVINGS BANK, a Maine banking corporation',
        'IN WITNESS WHEREOF, the said PINE TREE SAVINGS BANK has caused this Release to be signed and sealed in its corporate name and behalf by Anne K. Dow, its Senior Vice President and Manager of Residential Lending Operations, thereunto duly authorized, this 14th day of March, 2022.',
      ),
    );
    expect(p.keyDates.instrument).toBe('2022-03-14');
  });
});

const AFFIDAVIT = (ack: string) => `SMALL ESTATE AFFIDAVIT

     I, NORA BETH QUINLAN, being duly sworn, depose and say that EDWIN QUINLAN, late of Cranston,
died on the 2nd day of May, 2022, and that I am his daughter and only heir.

                                   ______________________________
                                   Nora Beth Quinlan, Affiant

STATE OF RHODE ISLAND
COUNTY OF PROVIDENCE

     ${ack}

                                   ______________________________
                                   Notary Public
`;

describe('an acknowledgment that names its place before the date', () => {
  it('reads "In Cranston, on the 9th day of June, 2022, before me personally appeared"', () => {
    expect(
      parse(
        AFFIDAVIT(
          'In Cranston, on the 9th day of June, 2022, before me personally appeared Nora Beth Quinlan, to me known.',
        ),
      ).keyDates.instrument,
    ).toBe('2022-06-09');
  });
  it('reads "At East Greenwich, in said County, on June 9, 2022, before me"', () => {
    expect(
      parse(
        AFFIDAVIT('At East Greenwich, in said County, on June 9, 2022, before me came Nora Beth Quinlan.'),
      ).keyDates.instrument,
    ).toBe('2022-06-09');
  });
  it('leaves a place and date that no one appears before alone', () => {
    expect(
      parse(AFFIDAVIT('In Cranston, on June 9, 2022, the affiant delivered the estate to the heirs.'))
        .keyDates.instrument,
    ).toBeNull();
  });
});

/** A descent affidavit as a scan's text layer gives it: ones for l, a misread letter in a name, a speck. */
const DESCENT = `                         AFFIDAVIT OF DESCENT

STATE OF INDIANA    )
                    )  SS:
COUNTY OF MONROE    )

     The Affiant, GRETA LYNN HOLTZ, of 88 Maple Grove Road, Bloomington, Indiana 47404, being duly sworn,
states:

     1.  That WALTER JAMES HOLTZ (the "Decedent") departed this 1ife intestate on March 4, 2022, at
Bloomington, Indiana, a resident of Monroe County.

     2.  That the Decedent's wife, LOIS ANN HOLTZ, departed this life on May 1, 2015.

     3.  That the Decedent had two children, namely:

         (a)  Greta Lynn Holtz, the Affiant, who survives; and

         (b)  Peter Walter Holtz, a son, who died on August 2, 2018, leaving surviving
              him one child, Nolan Peter Hoitz, and his wife, Dana Holtz, who takes nothing.

     4.  That the Decedent owned Lot 4 of Maple Grove Addition, as per plat in Plat Book 2, Page 9, in
the Rec0rder's office of Monroe County. ~

     5.  That the said real estate descended to the following heirs:

     NAME                               RELATIONSHIP    SHARE
     Greta Lynn Holtz                   Daughter        1/2
     Nolan Peter Holtz                  Grandson        1/2

                                        ______________________________
                                        GRETA LYNN HOLTZ, Affiant

     Subscribed and sworn to before me this 9th day of May, 2022.

                                        ______________________________
                                        Irene T. Walsh
                                        Notary Pub1ic, Monroe County
`;

describe("a scanned descent affidavit's text layer", () => {
  const p = parse(DESCENT);
  const person = (name: string) => p.people.find((x) => x.name === name);
  it('reads the death in "departed this 1ife" over the spouse\'s "departed this life"', () => {
    expect(p.keyDates.death).toBe('2022-03-04');
    expect(p.decedent?.placeOfDeath).toBe('Bloomington, IN');
  });
  it('reads the notary over "Notary Pub1ic"', () => {
    expect(person('Irene T. Walsh')?.role).toBe('notary');
  });
  it("ends a dead son's children at his wife, who is family of no stated kinship to the decedent", () => {
    expect(person('Dana Holtz')).toMatchObject({ role: 'family_member', relationship: null });
    expect(person('Nolan Peter Holtz')).toMatchObject({ role: 'heir', relationship: 'grandchild' });
  });
  it("keeps one person for two readings a look-alike letter apart, under the heirs' table's reading", () => {
    expect(p.people.filter((x) => /^Nolan/.test(x.name)).map((x) => x.name)).toEqual(['Nolan Peter Holtz']);
  });
  it("repairs a one or zero inside a description's word and drops the speck after it", () => {
    expect(p.property.legalDescription).toBe(
      "Lot 4 of Maple Grove Addition, as per plat in Plat Book 2, Page 9, in the Recorder's office of Monroe County.",
    );
  });
});

describe('look-alike readings of different people', () => {
  it('are one person only a single look-alike glyph apart in a long word', () => {
    expect(glyphVariant('Nolan Peter Hoitz', 'Nolan Peter Holtz')).toBe(true);
    expect(glyphVariant('Ana B0wman', 'Ana Bowman')).toBe(true);
    expect(glyphVariant('Dennis Lee Parker', 'Dennis Lee Porter')).toBe(false);
    expect(glyphVariant('Lisa Marie Dunn', 'Lila Marie Dunn')).toBe(false);
    expect(glyphVariant('Jo Ellis Hill', 'Jo Eills Hiil')).toBe(false);
  });
});
