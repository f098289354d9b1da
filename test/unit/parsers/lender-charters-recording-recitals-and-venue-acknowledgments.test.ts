import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';

/**
 * A lien release's lender described by its charter before its office address, a recital of the released lien's
 * own recording inside the first lines of a page, a company's signing clause naming its officer with an initial,
 * and an acknowledgment that opens with its place before the date. Invented passages in the style of real forms.
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
