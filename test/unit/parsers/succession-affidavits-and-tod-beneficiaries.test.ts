import { describe, expect, it } from 'vitest';
import { classify } from '@/parsers/classify';
import { Doc } from '@/parsers/text/doc';

/**
 * Estate affidavits in forms the earlier rules missed: the succession affidavit titled in a court caption's
 * right-hand column. Invented passages in the style of recorded forms.
 */
const doc = (text: string) => new Doc([text]);

describe('an affidavit of succession to real property', () => {
  it('classifies the title set beside a court caption as a small-estate affidavit', () => {
    const text = `In the Matter of the Estate of          )    Case No. PB-2020-0418
                                        )
ROSALIND MAE TREVINO,                   )    AFFIDAVIT OF SUCCESSION
                                        )    TO REAL PROPERTY
                        Deceased.       )
________________________________________)

     The undersigned, OWEN TREVINO, being first duly sworn, states that the decedent died
on May 2, 2019, and that a certified copy of the death certificate is attached.`;
    expect(classify(doc(text)).category).toBe('SMALL_ESTATE_AFFIDAVIT');
  });
});
