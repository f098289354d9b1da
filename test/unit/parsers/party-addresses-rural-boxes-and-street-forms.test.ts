import { describe, expect, it } from 'vitest';
import { normalizeAddress } from '@/parsers/normalize/addresses';

/** Publication 28 forms of street lines real documents print: county roads, fractions, ZIP+4, military bases. */
describe('street forms', () => {
  it('spells a county road out whichever abbreviation the document uses', () => {
    expect(normalizeAddress('88 Cnty. Rd. 14, Hartselle, Alabama 35640')?.formatted).toBe(
      '88 County Road 14, Hartselle, AL 35640',
    );
    expect(normalizeAddress('4410 CR 301, Alvin, TX')?.formatted).toBe('4410 County Road 301, Alvin, TX');
  });

  it('keeps a fraction in the street name or house number', () => {
    expect(normalizeAddress('2207 Avenue M 1/2, Galveston, Texas 77550')?.line1).toBe('2207 Avenue M 1/2');
  });

  it('keeps a ZIP+4 as printed', () => {
    expect(normalizeAddress('P.O. Box 55, Minot, North Dakota 58702-0055')?.formatted).toBe(
      'PO Box 55, Minot, ND 58702-0055',
    );
  });

  it('keeps a military installation in capitals', () => {
    expect(normalizeAddress('12 Sabre Ct, Mountain Home AFB, Idaho 83648')?.city).toBe('Mountain Home AFB');
  });
});
