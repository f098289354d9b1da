import { describe, expect, it } from 'vitest';
import { deceasedOwnerMentions } from '@/parsers/extract/common/deceased-owner';
import { columnParties } from '@/parsers/extract/common/party-columns';
import { findLegalDescription } from '@/parsers/extract/common/property';
import { signatureBlockMentions } from '@/parsers/extract/common/signatures';
import { parseDocumentText } from '@/parsers/index';
import { Doc } from '@/parsers/text/doc';

/**
 * Deeds of gift on state bar forms (parties in ruled columns, the granting clause naming them only by role, the
 * notary's name under its label) and wills proved by a court's order. Invented passages in the style of real
 * recorded forms.
 */
const doc = (text: string) => new Doc([text]);
const parse = (text: string) => parseDocumentText({ pages: [text] });

const RULED_GIFT_DEED = `                    NON-WARRANTY DEED

THIS DEED made this 3rd day of May, 2021, by and between

           GRANTOR                          |            GRANTEE
                                            |
MARGARET LOUISE TOLLIVER PRUITT             |   CALVIN OWEN TOLLIVER, unmarried
(formerly Margaret Louise Tolliver)         |   88 Sugar Hollow Road
and husband, DENNIS J. PRUITT               |   Sparta, NC 28675
412 Laurel Branch Drive                     |
Wilkesboro, NC 28697                        |

WITNESSETH, that the Grantor, for and in consideration of the natural love and affection
which Grantor bears unto the Grantee, her brother, does give, grant, and convey unto
the Grantee in fee simple all that lot described as follows:

     BEING Lot 7 of Cedar Knob Estates, as shown on the plat recorded in Plat Book 4, Page 19,
and being the property commonly known as 19 Cedar Knob Lane, Sparta, NC 28675.

     The property was acquired by Grantor by inheritance from her father, ROSCOE LEE TOLLIVER,
who died intestate on June 1st, 2019.

My Commission Expires: 5/2/2027           ______________________________________
                                          Notary Public
                                          Notary's Printed or Typed Name:
                                          Felicia M. Rountree
`;

describe('parties in columns ruled apart by a bar', () => {
  it('reads each column up to the bar, whatever the headings indentation', () => {
    const d = doc(RULED_GIFT_DEED);
    const grantors = columnParties(d, 'grantor');
    expect(grantors.map((g) => g.name)).toEqual(['MARGARET LOUISE TOLLIVER PRUITT', 'DENNIS J. PRUITT']);
    expect(grantors[1]?.address?.value.formatted).toBe('412 Laurel Branch Dr, Wilkesboro, NC 28697');
    expect(columnParties(d, 'grantee').map((g) => g.name)).toEqual(['CALVIN OWEN TOLLIVER']);
  });
  it('takes the columns as the parties when the granting clause names them only by role', () => {
    const r = parse(RULED_GIFT_DEED);
    expect(r.parties.grantors.map((g) => g.name)).toEqual([
      'Margaret Louise Tolliver Pruitt',
      'Dennis J. Pruitt',
    ]);
    expect(r.parties.grantees.map((g) => g.name)).toEqual(['Calvin Owen Tolliver']);
    expect(r.parties.grantees[0]?.address).toBe('88 Sugar Hollow Rd, Sparta, NC 28675');
  });
});

describe('a notary named under a "Printed or Typed Name:" label', () => {
  it('reads the name on the line below the label', () => {
    const notary = signatureBlockMentions(doc(RULED_GIFT_DEED)).find((m) => m.role === 'notary');
    expect(notary?.name).toBe('Felicia M. Rountree');
  });
});

describe('the one a grantor inherited from', () => {
  it('names the dead owner of "by inheritance from her father, X, who died"', () => {
    const owners = deceasedOwnerMentions(doc(RULED_GIFT_DEED));
    expect(owners.map((o) => [o.name, o.role])).toEqual([['ROSCOE LEE TOLLIVER', 'other']]);
  });
});

describe('a description ending at "and being the property commonly known as"', () => {
  it('stops before the street address', () => {
    const legal = findLegalDescription(doc(RULED_GIFT_DEED));
    expect(legal?.value).toBe(
      'BEING Lot 7 of Cedar Knob Estates, as shown on the plat recorded in Plat Book 4, Page 19',
    );
  });
});
