import { describe, expect, it } from 'vitest';
import { nameLabelledAddresses } from '@/parsers/extract/common/name-labelled-addresses';
import { parseDocumentText } from '@/parsers/index';
import { normalizeAddress } from '@/parsers/normalize/addresses';
import { repairRnForM } from '@/parsers/text/rn-for-m';

/**
 * An heirship affidavit's closing list of "<Name>:  <address>" lines, a rural route written as a bare "Route",
 * a scan's "rn" for the "m" of the one word a marital history turns on. Invented passages in the style of real
 * recorded forms.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const person = (r: ReturnType<typeof parse>, name: string) => r.people.find((p) => p.name === name);

describe('a rural route written as a bare "Route" or "Rt."', () => {
  it('writes it as Publication 28 does', () => {
    expect(normalizeAddress('Route 3, Box 214, Idabel, Oklahoma 74745')?.formatted).toBe(
      'RR 3 Box 214, Idabel, OK 74745',
    );
    expect(normalizeAddress('Rt. 2, Box 9A, Paris, Tennessee 38242')?.formatted).toBe(
      'RR 2 Box 9A, Paris, TN 38242',
    );
  });
  it('leaves a numbered route without a box a street', () => {
    expect(normalizeAddress('1200 Route 9, Kingston, New York 12401')?.formatted).toBe(
      '1200 Route 9, Kingston, NY 12401',
    );
  });
});

describe('a list of addresses opened by each name', () => {
  const text = [
    'HEIRS. The heirs of Decedent are:',
    '     Dorothy Ann Kessler           Sister       1/2',
    '     Martin Lee Kessler            Brother      1/2',
    '',
    'MAILING ADDRESSES.',
    '     Dorothy Ann Kessler:   Rt. 4, Box 18, Vinita, Oklahoma 74301',
    '     Martin Lee Kessler:    915 Cherokee Avenue, Apt. 3, Tulsa, Oklahoma 74104',
    '     Street address:        3 Elm Street, Vinita, Oklahoma 74301',
  ].join('\n');
  it('reads each label and its address', () => {
    expect(nameLabelledAddresses(text).map((l) => [l.label, l.address.value.formatted])).toEqual([
      ['Dorothy Ann Kessler', 'RR 4 Box 18, Vinita, OK 74301'],
      ['Martin Lee Kessler', '915 Cherokee Ave Apt 3, Tulsa, OK 74104'],
      ['Street address', '3 Elm St, Vinita, OK 74301'],
    ]);
  });
  it('gives each heir the address on its own line, and no one the label that is no name', () => {
    const r = parse(
      [
        'AFFIDAVIT OF HEIRSHIP',
        'Before me appeared EDNA MAE COLLIER, who on oath said: Decedent, HOMER JAMES KESSLER, died on May 2, 2021.',
        'Decedent was never married. Decedent had a sister, DOROTHY ANN KESSLER, and a brother, MARTIN LEE KESSLER.',
        text,
      ].join('\n'),
    );
    expect(person(r, 'Dorothy Ann Kessler')?.address).toBe('RR 4 Box 18, Vinita, OK 74301');
    expect(person(r, 'Martin Lee Kessler')?.address).toBe('915 Cherokee Ave Apt 3, Tulsa, OK 74104');
  });
});

describe('a marital history a scan misread once', () => {
  it('restores "married" and "marriage" printed only once', () => {
    const [page] = repairRnForM(['Decedent was rnarried twice; each rnarriage ended in divorce.']);
    // (The blank the shorter word frees stays in the line, so the columns keep.)
    expect(page).toMatch(/^Decedent was married\s+twice; each marriage\s+ended in divorce\.\s*$/);
  });
  it('leaves a word printed with "rn" alone', () => {
    const [page] = repairRnForM(['Decedent was born in Kearney and married there.']);
    expect(page).toContain('born in Kearney');
  });
  it('reads the divorce the history states', () => {
    const r = parse(
      [
        'AFFIDAVIT OF HEIRSHIP',
        'Before me appeared LOIS JEAN PARMELEE, who on oath said:',
        'DECEDENT. OTIS GRANT PARMELEE ("Decedent") died on March 3, 2022.',
        'MARITAL HISTORY. Decedent was rnarried only once, to BEVERLY ANN STROUD. That marriage ended in divorce',
        'in 2004. Decedent did not remarry.',
      ].join('\n'),
    );
    expect(r.decedent?.maritalStatus).toBe('divorced');
    expect(person(r, 'Beverly Ann Stroud')?.relationship).toBe('former_spouse');
  });
});

describe("a Pennsylvania-style executor's deed", () => {
  const deed = [
    "EXECUTRIX'S DEED",
    'THIS INDENTURE, made the 3rd day of May, 2022,',
    'BETWEEN ROSEMARY T. KILBANE, of 40 Spruce Lane, Media, Pennsylvania 19063, Executrix of the Last Will and',
    'Testament of WALTER JOSEPH KILBANE, late of the City and County of Scranton, deceased (hereinafter called the',
    'Grantor), AND DARNELL K. OKAFOR (hereinafter called the Grantee).',
    'WHEREAS, the said Walter Joseph Kilbane, in his lifetime, was seized in fee of the premises and being so seized',
    'made his Last Will and Testament dated June 2, 2015; and thereafter, on October 9, 2021, departed this life; and',
    'WHEREAS, the said Will was duly probated in the Office of the Register of Wills of Lackawanna County on',
    'November 15, 2021, and Letters Testamentary were on the same day granted unto the Grantor.',
    'NOW THIS INDENTURE WITNESSETH that the Grantor, for the sum of $180,000.00, grants unto the Grantee,',
    '     ALL THAT CERTAIN lot or piece of ground described according to a Plan thereof made by Lucius P. Haverford,',
    'Surveyor, as follows: BEGINNING at a point on the side of Birch Street 20 feet wide.',
    '',
    '     BEING No. 917 Birch Street, Scranton, PA 18505.',
    '',
    '     BEING the same premises which Oscar Lindqvist, by Deed dated April 1, 1980, granted and conveyed unto',
    'Gerald M. Kilbane and Walter J. Kilbane, his brother; and Walter J. Kilbane and Agnes R. Kilbane, his wife;',
    'and the said Agnes R. Kilbane departed this life on March 5, 2012.',
    '',
    'I hereby certify that the precise residence of the above-named Grantee is:',
    '     917 Birch Street, Scranton, PA 18505',
  ].join('\n');
  const r = parse(deed);
  it('dates the death printed before "departed this life", not the death of another person named as its subject', () => {
    expect(r.decedent?.dateOfDeath).toBe('2021-10-09');
  });
  it('reads "late of the City and County of X" as the city the document states elsewhere', () => {
    expect(r.decedent?.residenceAddress).toBe('Scranton, PA');
  });
  it('dates the probate in the Register of Wills', () => {
    expect(r.typeSpecific.otherDates as { date: string; label: string }[]).toContainEqual({
      date: '2021-11-15',
      label: 'probate_admitted',
    });
  });
  it('reads "BEING No. <street>, <city>" as the stated property address', () => {
    expect(r.property.address).toBe('917 Birch St, Scranton, PA 18505');
    expect(r.property.addressSource).toBe('stated');
  });
  it('reads the certificate of residence of the above-named grantee', () => {
    expect(person(r, 'Darnell K. Okafor')?.address).toBe('917 Birch St, Scranton, PA 18505');
  });
  it('names the surveyor of a plan "thereof made by"', () => {
    expect(person(r, 'Lucius P. Haverford')?.role).toBe('other');
  });
});
