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
