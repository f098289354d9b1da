import { describe, expect, it } from 'vitest';
import { cleanKeepingLength, squeeze } from './helpers/ocr-text';

const clean = (page: string) => squeeze(cleanKeepingLength(page));

describe('OCR: punctuation specks in the places a sentence is read from', () => {
  it("reads a defined term's period inside its closing quote as the comma", () => {
    expect(clean('herein called "Seller." and LUCIA M. DORNAN, called "Buyer"\n')).toContain(
      'called "Seller," and LUCIA',
    );
    // A sentence that ends inside a quote and starts a new one in capitals keeps its period.
    expect(clean('herein called "Seller." The Seller grants\n')).toContain('"Seller." The');
  });

  it('reads the comma before a capacity or a business suffix read as a semicolon or period', () => {
    expect(clean('OTTO R. HALVORSEN and INGRID HALVORSEN, husband and wife; Grantees, of\n')).toContain(
      'husband and wife, Grantees',
    );
    expect(clean('conveys to BLUE HERON TRAILS. LLC, whose address\n')).toContain('TRAILS, LLC');
    expect(clean('to Pinecrest Holdings; Inc. a Delaware corporation\n')).toContain('Holdings, Inc.');
  });

  it('drops a period speck before a preposition, reads one before a clause word as a comma', () => {
    expect(clean('conveyed by Quitclaim Deed. from Harold V. Muncy dated\n')).toContain(
      'Quitclaim Deed from Harold',
    );
    expect(clean('the receipt of which is confessed. has bargained and sold\n')).toContain(
      'confessed, has bargained',
    );
    // An abbreviation keeps its period.
    expect(clean('located on Elm St. in the Village of Oakfield\n')).toContain('Elm St. in');
  });

  it('drops a hyphen speck glued to a small word or a possessive', () => {
    expect(clean('she died on the 3rd day of- March, 2021, at Tacoma\n')).toContain('day of March, 2021');
    expect(clean("the testator's-daughter, MAVIS LEE\n")).toContain("testator's daughter");
    // A word broken at the line's end keeps its hyphen.
    expect(cleanKeepingLength('the right of sur-\nvivorship and\n')).toContain('sur-\n');
  });

  it("joins a possessive's split s and drops a comma speck before a kinship word", () => {
    expect(clean("are the Testator' s, nephew and niece\n")).toContain("Testator's nephew and niece");
  });

  it('reads an Irish surname with its O read as a zero and its apostrophe set apart', () => {
    expect(clean('                 MAUREEN 0’ DONNELL QUIGLEY,\n')).toContain('MAUREEN O’DONNELL QUIGLEY,');
  });

  it("reads a unit's letter with its own small twin after it", () => {
    expect(clean('resided at 41 Paseo Nuevo, Unit Bb, Irvine, California\n')).toContain('Unit B, Irvine');
    // Two different letters are a unit's own name.
    expect(clean('at 12 Oak Road, Unit Ba, Irvine\n')).toContain('Unit Ba,');
  });

  it("reads a label's question mark before a column gap as its colon", () => {
    expect(cleanKeepingLength('   Mailing Address?        88 Birch Hollow Lane\n')).toContain(
      'Mailing Address:',
    );
  });

  it('drops a speck inside the notary title and reads currency signs as letters', () => {
    expect(clean('                    Notary, Public, State of Iowa\n')).toContain('Notary Public');
    expect(clean('3310 Orchard Lane, Spring €reek, Iowa 50001\n')).toContain('Spring Creek');
    expect(clean('         Marlon €. Vasquez\n')).toContain('Marlon E. Vasquez');
  });

  it('drops accent specks in English words but keeps a name’s accent', () => {
    expect(clean('his wife, who predecéased him, and the renowned José Peña\n')).toContain(
      'who predeceased him',
    );
    expect(clean('and José Peña signed\n')).toContain('José Peña');
    expect(clean('to the heirs at law of theé decedent\n')).toContain('of the decedent');
  });

  it('reads a Q before S or L in a word in capitals as an O', () => {
    expect(clean('HAROLD GQSLING, a single man\n')).toContain('GOSLING');
  });

  it('drops lone or glued specks after a comma and a quote speck after a label word', () => {
    expect(clean('of 14 Ash Street, Apartment 2, Dover, . Delaware 19901\n')).toContain(
      'Dover, Delaware 19901',
    );
    expect(clean("to LUIS M. ORTEGA ,'and CARMEN ORTEGA, husband and wife\n")).toContain(', and CARMEN');
    expect(clean('         Print’ name: Rhoda P. Linfield\n')).toContain('Print name: Rhoda');
    // A quotation on the line keeps its marks.
    expect(clean("the 'Premises' and the yard\n")).toContain("'Premises' and");
  });

  it('reads "limited liability company" with its "li" read as an H', () => {
    expect(cleanKeepingLength('ACME ROOFING, LLC, an Ohio limited Hability company,  whose\n')).toContain(
      'limited liability company',
    );
    expect(clean('a Texas limited liabllity partnership\n')).toContain('limited liability partnership');
  });
});
