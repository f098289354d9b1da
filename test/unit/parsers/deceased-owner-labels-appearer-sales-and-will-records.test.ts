import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';

/**
 * Form wordings met in fresh documents: a transfer-on-death affidavit that labels the one who died by what he held
 * ("Name of Deceased Owner:") and recites the deed by its maker; invented passages in the style of real forms, in
 * other wording than the documents the rules were written for.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const events = (text: string) =>
  ((parse(text).typeSpecific.otherDates ?? []) as { date: string; label: string }[]).map(
    (d) => `${d.date} ${d.label}`,
  );

const TOD_AFFIDAVIT = `AFFIDAVIT OF DEATH OF GRANTOR OF BENEFICIARY DEED

STATE OF NEBRASKA      )
COUNTY OF LANCASTER    ) ss.

Marisol Quintero Baca, being first duly sworn, states:

  Name of Deceased Grantor:  ESTEBAN RUIZ QUINTERO
  Date of Death:             January 9, 2024
  Place of Death:            Lincoln, Lancaster County, Nebraska
  Last Address:              4410 Holdrege Street, Lincoln, Nebraska 68503

  Beneficiary Deed:          Signed by Esteban Ruiz Quintero, a single person, on
                             June 14, 2018; recorded June 20, 2018 as Instrument
                             No. 2018-022871.

  Legal Description:         Lot 3, Block 7, Bethany Heights Addition, Lincoln,
                             Lancaster County, Nebraska.

Dated January 30, 2024.
`;

describe('a death affidavit labelling the one who died by what he held', () => {
  it('reads "Name of Deceased Grantor:" as the decedent, with the labelled death date', () => {
    const r = parse(TOD_AFFIDAVIT);
    expect(r.decedent?.name).toBe('Esteban Ruiz Quintero');
    expect(r.keyDates.death).toBe('2024-01-09');
  });
  it('dates the recited deed "executed by X, a widow, on <date>; recorded <date>"', () => {
    const text = TOD_AFFIDAVIT.replace('Signed by', 'Executed by');
    expect(events(text)).toEqual(
      expect.arrayContaining(['2018-06-14 beneficiary_deed_dated', '2018-06-20 vesting_deed_recorded']),
    );
  });
});
