/** Words of estate instruments ending in e that a scan may end with a c instead; none is a word with the c. */
const E_READ_AS_C = new Set(
  'the wife testate intestate estate state avenue date whose same these those there where above before whereas divorce base'.split(
    ' ',
  ),
);

/** Words of legal descriptions holding an e that a scan may read as a c ("acrcs", "dcgrees"). */
const E_IN_DESCRIPTION = new Set(
  'acres feet degrees deg minutes seconds thence tenements hereby heretofore recorded described easement easements meridian quarter quarters'.split(
    ' ',
  ),
);

/** Words naming the instrument, its parties or the one who died, holding an e a scan may read as a c ("Beneficiary Dced"). */
const E_IN_INSTRUMENT = new Set('deed deeds decedent decedents deceased grantee grantees'.split(' '));

/** Words of legal descriptions holding a t that a scan may read as an f ("the Southeast quarfer"). */
const T_IN_DESCRIPTION = new Set(
  'quarter quarters thence township section sections east west north south northeast northwest southeast southwest tract point'.split(
    ' ',
  ),
);

/** State names holding an i, which a scan may read as a small l ("Forrest County, Mississlppi"). */
const STATES_WITH_I =
  'Arizona California Florida Hawaii Idaho Illinois Indiana Iowa Louisiana Maine Michigan Minnesota Mississippi Missouri Ohio Virginia Wisconsin Carolina'.split(
    ' ',
  );

/** Kinship words holding an e that a scan may read as a c ("the daughtcr of the Trustors"): none is spelled so. */
const E_IN_KINSHIP = new Set(
  'daughter daughters mother father brother brothers sister sisters nephew nephews niece nieces'.split(' '),
);

/** Words of the estate forms holding a d that a scan may read as "cl" ("the dececlent's husband", "Elm Roacl"). */
const D_READ_AS_CL = new Set(
  'decedent decedents deceased died daughter daughters descendant descendants husband deed deeds outstanding road and'.split(
    ' ',
  ),
);

/**
 * A word of `D_READ_AS_CL` with one of its d's read as "cl", read back, the freed place a blank after the word and
 * its possessive (same length, so offsets keep). No word of the forms is spelled with the "cl".
 */
function dForCl(text: string): string {
  return text.replace(/(?<![\p{L}\d])(\p{L}*cl\p{L}*)((?:['’]s)?)/gu, (m, word: string, poss: string) => {
    for (const c of word.matchAll(/cl/g)) {
      const v = `${word.slice(0, c.index)}d${word.slice((c.index ?? 0) + 2)}`;
      if (D_READ_AS_CL.has(v.toLowerCase())) return `${v}${poss} `;
    }
    return m;
  });
}

/** The description or kinship word `token` spells with one of its c's read back as an e, in its casing, or null. */
function eForC(token: string): string | null {
  for (const m of token.matchAll(/c/gi)) {
    const at = m.index ?? 0;
    const v = `${token.slice(0, at)}${m[0] === 'C' ? 'E' : 'e'}${token.slice(at + 1)}`;
    const lower = v.toLowerCase();
    if (E_IN_DESCRIPTION.has(lower) || E_IN_KINSHIP.has(lower) || E_IN_INSTRUMENT.has(lower)) return v;
  }
  return null;
}

/** The description word `token` spells with one of its f's read back as a t, in its casing, or null. */
function tForF(token: string): string | null {
  for (const m of token.matchAll(/f/gi)) {
    const at = m.index ?? 0;
    const v = `${token.slice(0, at)}${m[0] === 'F' ? 'T' : 't'}${token.slice(at + 1)}`;
    if (T_IN_DESCRIPTION.has(v.toLowerCase())) return v;
  }
  return null;
}

/** Whether `token` is the state's name with one i or more read as a small l (and no other letter off). */
function lForI(token: string, state: string): boolean {
  if (token.length !== state.length || token.toLowerCase() === state.toLowerCase()) return false;
  const a = token.toLowerCase();
  const b = state.toLowerCase();
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && !(a[i] === 'l' && b[i] === 'i')) return false;
  return true;
}

/**
 * A scan's misread letters inside running words: a one or zero between small letters is its l or o ("du1y",
 * "Fa11s", "fi1ed"), and a capital I inside a word that starts small is its l ("chiIdren", "funeraI"). Names
 * keep their inner capitals ("McIntyre" starts with a capital), and codes keep their digits (a digit beside a
 * capital or another digit). Same length, so offsets keep. A zero opening a word of small letters is the capital O
 * it looks like ("0uellette", "0ld Cove Lane"): no number is written with letters after its leading zero.
 */
export function repairWordGlyphs(text: string): string {
  // A quarter-section's fraction after its direction ("SWl/4", "NEl/2"): the l before the slash is a one.
  return (
    barsInWords(dForCl(text))
      .replace(/(?<=\b(?:[NS][EW]?|[EW]))l(?=\/\d)/g, '1')
      // A numbered list's first mark read as a small l or capital I ("l. CORNELIUS ...", "I) the residence"), its
      // next item numbered 2 within a few lines: the mark is a one. (A Roman list goes on with "II.".)
      .replace(/^([ \t]*)[lI]([.)])(?=[ \t]+\S[^\n]*\n(?:[^\n]*\n){0,6}?[ \t]*2\2[ \t])/gm, '$11$2')
      // A percent sign ending a lone small i between words is its s ("which plat i% incorporated"): no figure is
      // written "i%".
      .replace(/(?<![\p{L}\d])i%(?=[ \t]+\p{Ll})/gu, 'is')
      // A capitalised word with no vowel but a small l between consonants ("Thanh Huong Dlnh", "Schmltz") is a name
      // whose i the scan read as an l: every name holds a vowel. (Abbreviations keep theirs: "Blvd", "Bldg", and any
      // with its period.)
      .replace(
        /(?<![\p{L}\d'’.-])([B-DF-HJ-NP-TV-XZ][b-df-hj-km-np-tv-xz]*)l(?=[b-df-hj-np-tv-xz]+(?![\p{L}\d.'’-]))/gu,
        (m, head: string, at: number, all: string) => {
          const word = all.slice(at).match(/^\p{L}+/u)?.[0] ?? '';
          return word.length >= 4 && !/^(?:Blvd|Bldg|Pltf|Pkwy)$/.test(word) ? `${head}i` : m;
        },
      )
      // A name's suffix with its comma read as a second period, "ANTHONY R. ROE, JR.. unmarried, whose address":
      // a sentence does not go on in small letters after a doubled period.
      .replace(/(?<=\b(?:Jr|JR|Sr|SR))\.\.(?=[ \t]+\p{Ll})/gu, '.,')
      // A small word with its last letter misread, where the word it stands for is plain from what follows: "op" for
      // "on" before a month ("filed op May 2, 1978"), "tp" for "to" ("admitted tp probate"). Neither is a word.
      .replace(
        /(?<![\p{L}\d'’-])op(?=[ \t]+(?:January|February|March|April|May|June|July|August|September|October|November|December|or[ \t]+(?:before|after|about))\b)/gu,
        'on',
      )
      .replace(/(?<![\p{L}\d'’-])tp(?=[ \t]+\p{Ll}{2,})/gu, 'to')
      // A kin's "son" with its n read as "ri" after a possessive or an article ("to her Sori, Paul Roe", "a sori who
      // died"): no such word (the blank goes after the word and its comma).
      .replace(
        /(?<=\b(?:her|his|my|their|our|a|the\s+decedent['’]s)[ \t]+)[Ss]ori([,;]?)(?=[ \t\n])/gu,
        (_m, p: string) => `son${p} `,
      )
      // "the" with its h read as a b ("in tbe presence of"): no word is spelled so.
      .replace(/(?<![\p{L}\d'’-])([Tt])be(?![\p{L}\d'’-])/gu, '$1he')
      // "died" with its i read as an l ("a son who dled August 2"): no word is spelled so.
      .replace(/(?<![\p{L}\d'’-])dled(?![\p{L}\d])/gu, 'died')
      // "heirs at law" with its h read as a b, k or n, the letters of its stem and arch ("the sole beirs at law"): the phrase names the word, and
      // no other word of four letters ending "-eir(s)" stands before "at law".
      .replace(/(?<![\p{L}\d'’-])([bkn])(eirs?)(?=[ \t]+at[ \t]+law\b)/gu, 'h$2')
      .replace(/(?<![\p{L}\d'’-])([BKN])(EIRS?)(?=[ \t]+AT[ \t]+LAW\b)/gu, 'H$2')
      // "according to" with its middle letters read as specks and a blank ("accc ding to the plat"): one word of the
      // same length, the only one the descriptions open "acc..." and close "...ding to".
      .replace(/(?<!\p{L})acc[\p{L} ]{0,3}ding(?=\s+to\b)/gu, (m) =>
        m.length === 9 && m.includes(' ') ? 'according' : m,
      )
      // The article of a Spanish surname's particle with its l read as a capital I ("Rosa Elena de Ia Vega"): "Ia"
      // is no word, so between "de" and a capitalised word it is "la".
      .replace(/(?<=\b[Dd]e[ \t]+)Ia(?=[ \t]+\p{Lu})/gu, 'la')
      // A post-office box's O read as a zero ("P.0. Box 2207"): no figure stands between the P and "Box".
      .replace(/(?<![\p{L}\d])P\.?[ \t]?0\.?(?=[ \t]*Box\b)/giu, (m) => m.replace('0', 'O'))
      // A "d" read as "cl" in a date's "day of" ("the 24th clay of May, 2023"): no date has a clay (the blank the
      // shorter word frees goes after it, so the line keeps its length).
      .replace(/(?<=\b\d{1,2}(?:st|nd|rd|th|d)?[ \t]+)clay(?=[ \t]+of\b)/g, 'day ')
      // A blank a scan set after an Irish or Italian surname's apostrophe ("Jacqueline M. O' Rourke", "D' Angelo"):
      // the name is one word; the blank goes after it.
      .replace(/(?<![\p{L}'’])([OD]['’]) (\p{Lu}\p{Ll}+|\p{Lu}{2,})(?![\p{L}'’])/gu, '$1$2 ')
      // A figure's 8 read as a B before its unit ("South 75 degrees 3B minutes West"): no code stands there.
      .replace(
        /(?<![p{L}\d])(\d+)B(?=[ \t]+(?:degrees|minutes|seconds|feet|foot|acres|chains|rods|perches)\b)/gi,
        '$18',
      )
      // A zero before a surname's apostrophe is its capital O ("Dylan P. 0'Connor", "0'NEILL"): no figure is.
      .replace(/(?<![\p{L}\d.,])0(?=['’]\p{Lu}\p{L})/gu, 'O')
      // So is a zero read for an initial before another initial ("a/k/a 0. R. PRUITT"): no figure stands so.
      .replace(/(?<![\p{L}\d.,$/-])0(?=\.[ \t]+\p{Lu}\.[ \t]+\p{Lu})/gu, 'O')
      .replace(/(?<![\p{L}\d])[\p{L}\d]+(?![\p{L}\d])/gu, (token) => {
        if (/^0\p{Ll}{2,}$/u.test(token)) return `O${token.slice(1)}`;
        // (With the l after it read as a one too: "01ympia", "01son".)
        if (/^0[1l]\p{Ll}{2,}$/u.test(token)) return `Ol${token.slice(2)}`;
        // So is a zero among capitals ("ABREG0", "S0UTHEAST", "N0RTH"): a word in capitals, not a code (no other digit).
        // (A surname in capitals keeps its small "Mc" or "Mac": "McCLEND0N"; so does one with a particle printed in
        // mixed case before the capitals, "DuB0SE", "LaF0NTAINE", "VanD0REN".)
        const [, mc = '', caps = token] = token.match(/^(\p{Lu}\p{Ll}{1,2})(\p{Lu}.*)$/u) ?? [];
        if (/^(?=(?:\p{Lu}*0){0,2}\p{Lu}*$)(?=(?:0*\p{Lu}){3})\p{Lu}*0[\p{Lu}0]*$/u.test(caps))
          return mc + caps.replace(/0/g, 'O');
        // A one between capitals of a word in capitals ("GAL1NDO", "McCO1LE") is its I: a code's one stands by
        // other digits or at its edge ("R1", "APN1"), not inside a word of four capitals or more. (Beside an I it may
        // as well be an L, "COTTRI1L": no word doubles its I.)
        if (/^\p{Lu}+1\p{Lu}+$/u.test(caps) && caps.length >= 5 && !/I1|1I/.test(caps))
          return mc + caps.replace('1', 'I');
        // (Also right after a word's capital: "B0x 17", "R0ute": no code is a capital, a zero and small letters.)
        if (/^\p{Lu}0\p{Ll}+$/u.test(token)) return `${token[0]}o${token.slice(2)}`;
        // So is a one there, the l it looks like ("39 G1enwood Drive"): no code is a capital, a one and small letters.
        if (/^\p{Lu}1\p{Ll}{2,}$/u.test(token)) return `${token[0]}l${token.slice(2)}`;
        // A grid address's house number (Wisconsin's and Illinois's rural "N2281", "W5430") with an l among its
        // digits: a one, as in any other number.
        if (/^[NSEW]\d{2,}[\dl]*$/.test(token) && token.includes('l')) return token.replace(/l/g, '1');
        if (/^\p{L}*\p{Ll}(?:[10]+\p{Ll}+)+$/u.test(token))
          return token.replace(/[10]/g, (d) => (d === '1' ? 'l' : 'o'));
        if (/^\p{Ll}+(?:I\p{Ll}*)+$/u.test(token)) return token.replace(/I/g, 'l');
        // A surname's "-witz" with its i read as an l ("Lefkowltz", "Horowltz"): no word ends in "wltz".
        if (/^\p{Lu}\p{Ll}+wltz$/u.test(token)) return `${token.slice(0, -3)}itz`;
        // So no word ends in "-tlon" ("Sectlon", "descriptlons"): it is "-tion" with its i read as an l.
        if (/^\p{L}+\p{Ll}tlons?$/u.test(token)) return token.replace(/tlon(s?)$/, 'tion$1');
        // Nor does one end in "-cd" ("recordcd", "describcd"): the past tense's e read as a c.
        if (/^\p{L}\p{Ll}{2,}cd$/u.test(token)) return `${token.slice(0, -2)}ed`;
        // Nor in "-lng" ("accordlng", "bulldlng"): it is "-ing" with its i read as an l.
        if (/^\p{L}+\p{Ll}lng$/u.test(token)) return `${token.slice(0, -3)}ing`;
        // Nor in a consonant and "-lre" ("Berkshlre Boulevard", "entlre"): the "-ire" with its i read as an l.
        if (/^\p{L}+[b-df-hj-np-tv-z]lre$/u.test(token)) return `${token.slice(0, -3)}ire`;
        // Nor holds "vlew" ("3208 Ridgevlew Circle", "Fairvlew"): the "view" of a street's name, its i read as an l.
        if (/vlew/.test(token)) return token.replace(/vlew/g, 'view');
        // Nor in "-eq" ("boundeq", "recordeq"): its d read as a q ("et seq." is too short to match).
        if (/^\p{L}\p{Ll}{3,}eq$/u.test(token)) return `${token.slice(0, -1)}d`;
        // A one ending a word of small letters after a vowel or an l ("Officia1", "Sewel1", "Vanderpoo1"): its l.
        // (Not after other consonants: "Unit1", "Apt1" are a label run into its number.)
        if (/^\p{Lu}?\p{Ll}{2,}[aeiouyl]1$/u.test(token)) return `${token.slice(0, -1)}l`;
        // So are two ending a word after its vowel ("in fu11 force", "sha11", "wi11"): its double l.
        if (/^\p{Lu}?\p{Ll}*[aeiouy]11$/u.test(token)) return `${token.slice(0, -2)}ll`;
        // So is a one opening a word of four small letters or more ("a Florida limited 1iability company"): a
        // figure's small letters are an ordinal's or a clock's ("1st", "1am").
        if (/^1\p{Ll}{4,}$/u.test(token)) return `l${token.slice(1)}`;
        // A capital O among a figure's digits ("Range 7O West", "recorded 2Ol5", "$1,24O,000.00") is its zero, and an
        // l beside it its one: no word or code is digits and O's only.
        if (/^[\dOl]*\d[\dOl]*$/.test(token) && token.includes('O'))
          return token.replace(/O/g, '0').replace(/l/g, '1');
        // A number with a small l among its digits ("Fifty-one (5l)", or opening them: "Lot l4"): the l is a one.
        if (/^(?:\d+l|l\d)[\dl]*$/.test(token)) return token.replace(/l/g, '1');
        // So is one among an ordinal's digits ("West l4th Street", "the 2lst day"): no word is digits, l's and an
        // ordinal's ending.
        if (/^(?=[\dl]*\d)[\dl]*l[\dl]*(?:st|nd|rd|th)$/.test(token)) return token.replace(/l/g, '1');
        // A word of a legal description with an inner e read as a c ("4.93 acrcs", "thcnce South"): the c spelling is
        // no word, the e spelling one the descriptions use.
        // (So is a kinship word's: "the daughtcr of", "his brothcr".)
        if (
          /c/.test(token) &&
          !E_IN_DESCRIPTION.has(token.toLowerCase()) &&
          !E_IN_INSTRUMENT.has(token.toLowerCase())
        ) {
          const e = eForC(token);
          if (e) return e;
        }
        // A word of the forms with its closing e read as a c ("in thc northerly line", "husband and wifc", "died
        // testatc", "2nd Avenuc"): none of them is spelled with a c.
        if (/c$/.test(token) && E_READ_AS_C.has(`${token.slice(0, -1).toLowerCase()}e`))
          return `${token.slice(0, -1)}e`;
        // And a small l between capitals is its I ("McKlNNEY", "WlLLIAMS"): no word in capitals holds one.
        if (/^(?:Ma?c)?\p{Lu}+(?:l\p{Lu}+)+$/u.test(token))
          return token.replace(/(?<=\p{Lu})l(?=\p{Lu})/gu, 'I');
        // So is one ending a word of capitals ("NGUYEN THl LAN", "ANDREl"): a capital I's serifs lost, its stem
        // read small. (Two capitals before it at least: "Al", "Hal" are names in mixed case.)
        if (/^\p{Lu}{2,}l$/u.test(token)) return `${token.slice(0, -1)}I`;
        // A six opening a word of small letters is the G or o it looks like ("Cobb County, 6eorgia", "the City 6f
        // Tulsa"): a number's small letters after a six are an ordinal's ("6th", "6ths") or a clock's ("6am").
        if (token === '6f') return 'of';
        if (/^6\p{Ll}{3,}$/u.test(token) && !/^6ths$/.test(token)) return `G${token.slice(1)}`;
        // So is a five the S it looks like ("1420 E. 5tate Street", "5outh Main"): a number's small letters after a
        // five are an ordinal's ("5th", "5ths") or a clock's ("5pm").
        if (/^5\p{Ll}{3,}$/u.test(token) && !/^5ths$/.test(token)) return `S${token.slice(1)}`;
        // So at either edge of a word in capitals ("5MALL ESTATE", "DUBOI5", "PAGE5: 3"): a code's letters
        // beside a figure are few, or lack a vowel.
        if (/^(?:5\p{Lu}{3,}|\p{Lu}{3,}5)$/u.test(token) && /[AEIOUY]/.test(token))
          return token.replace('5', 'S');
        // An eight opening a word of small letters is its B ("917 West 8usby Drive"): a number's small letters after
        // an eight are an ordinal's ("8th") or a clock's ("8pm"); so is one inside a word of capitals ("NOTARY PU8LIC").
        if (/^8\p{Ll}{3,}$/u.test(token) && !/^8ths$/.test(token)) return `B${token.slice(1)}`;
        if (/^\p{Lu}{2,}8\p{Lu}{2,}$/u.test(token)) return token.replace('8', 'B');
        // A description's t read as an f ("the Southeast quarfer"): the f spelling is no word.
        if (/f/i.test(token) && !T_IN_DESCRIPTION.has(token.toLowerCase())) {
          const t = tForF(token);
          if (t) return t;
        }
        // A Scottish surname's "Mc" with its c read as an e ("Bynum-MeCrary"): no word opens "Me" and a capital.
        if (/^Me\p{Lu}\p{Ll}{2,}$/u.test(token)) return `Mc${token.slice(2)}`;
        // A state's name with an i read as a small l ("Mississlppi", "Wlsconsin").
        if (/l/.test(token) && token.length >= 4) {
          const state = STATES_WITH_I.find((st) => lForI(token, st));
          if (state) return token === token.toUpperCase() ? state.toUpperCase() : state;
        }
        // A Swedish surname's "-qvist" with its q read as a g ("Lindgvist", "Berggvist"): no name ends in "-gvist".
        if (/^\p{Lu}\p{L}*gvist$/u.test(token)) return `${token.slice(0, -5)}qvist`;
        // A state whose name opens with a capital I read as a small l ("Linn County, lowa", "ldaho", "lllinois"):
        // no word of the forms is spelled so.
        if (/^l(?:owa|daho|llinois|ndiana)$/.test(token)) return `I${token.slice(1)}`;
        return token;
      })
      // A bearing's closing E with its lowest bar lost reads as an F ("N 77 deg. 19' 45\" F 501.62 feet"): a bearing
      // from north or south turns east or west, and no call's distance follows an F.
      .replace(
        /(?<=\b[NS][ \t]*\d{1,3}(?:[ \t]*(?:°|deg\.?|degrees)[ \t]*(?:\d{1,2}(?:[ \t]*(?:'|’|min\.?|minutes)[ \t]*(?:\d{1,2}(?:\.\d+)?[ \t]*(?:"|”|''|sec\.?|seconds))?)?)?)[ \t]*)F(?=[ \t,]+\d)/g,
        'E',
      )
  );
}

/**
 * A scan's l read as a vertical bar inside a word ("|aw", "Magisteria|", "ho|ding"): a bar touching small letters
 * with no blank between. A table's rule stands apart from its cells' words ("| GRANTEE  |"), so it is kept.
 */
function barsInWords(text: string): string {
  // A row of a ruled table ("| Grantees' address| 907 Bayview Dr |") carries two bars or more: its rules may
  // touch a cell's word, so its bars are kept.
  return text.replace(/[^\n]*\|[^\n]*/g, (line) =>
    (line.match(/\|/g) ?? []).length > 1
      ? line
      : line.replace(
          /(?<=\p{Ll})\|(?=\p{Ll})|(?<=\p{Ll}{2})\|(?![\p{L}\p{N}|])|(?<![\p{L}\p{N}|])\|(?=\p{Ll}{2})/gu,
          'l',
        ),
  );
}

/**
 * A scan's 1 or 0 after a letter and before a small one ("A1icia", "Br0ok"), and a 1 ending a word of small
 * letters ("Vanderpoo1", "Sewel1"), read as the l or o it looks like. Same length, so offsets keep.
 */
export function repairDigitsInWords(text: string): string {
  return text
    .replace(/(?<=\p{L})1(?=\p{Ll})|(?<=\p{Ll}{2})1(?![\p{L}\p{N}])/gu, 'l')
    .replace(/(?<=\p{L})0(?=\p{Ll})/gu, 'o');
}
