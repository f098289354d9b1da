import { describe, expect, it } from 'vitest';
import { boundWhiteSpace, parseDocumentText } from '@/parsers/index';

describe('hostile page text', () => {
  it('cuts runs no real page has, and leaves real layout alone', () => {
    const real = `NAME            RELATION\n\n\n${'_'.repeat(40)}\nx`;
    expect(boundWhiteSpace(real)).toBe(real);
    expect(boundWhiteSpace(`a${' '.repeat(5000)}b`)).toBe(`a${' '.repeat(160)}b`);
    expect(boundWhiteSpace(`a${'_'.repeat(5000)}b`)).toBe(`a${'_'.repeat(160)}b`);
    expect(boundWhiteSpace(`a${' \n'.repeat(5000)}b`)).toBe('a\n\n\n\n\nb');
  });

  // Tens of thousands of blanks made patterns that allow white space between words rescan the run from every
  // position: minutes of blocked event loop. Bounded, such a page parses like any other (well under a second).
  it.each([
    ['spaces', `AFFIDAVIT OF HEIRSHIP\n${' '.repeat(50_000)}x`],
    ['tabs and blank lines', `AFFIDAVIT OF DEATH\n${' \t \n'.repeat(12_000)}x`],
    ['underscores', `EXECUTOR'S DEED\n${'_'.repeat(50_000)}`],
  ])(
    'parses a page of %s to an empty result quickly',
    (_name, page) => {
      const parsed = parseDocumentText({ pages: [page] });
      expect(parsed.decedent?.name ?? null).toBeNull();
    },
    10_000,
  );
});
