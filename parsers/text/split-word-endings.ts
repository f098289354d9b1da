/**
 * A word a scan or a typist broke with a blank before its "-ion" ending ("Southwest Quarter of Sect ion 22",
 * "restrict ions of record", "descript ion"): "ion" is no word of an instrument, so the halves are one word. The
 * blank moves behind the word (same length, so offsets keep).
 */
export function joinSplitIonEndings(text: string): string {
  // (Or the blank one letter later, "Secti on 31", "Descripti on", "distributi on": no word of an instrument ends in
  // "-cti", "-pti" or "-uti", so the halves are one word too; nor does a small word end in "-ati", "-ssi" or
  // "-isi" ("locati on", "commissi on", "provisi on"). A capitalised "-tti", "-nti", "-ssi" is a surname: "Moretti
  // on", "Conti on", "Rossi on".)
  return text.replace(
    /(?<![\p{L}'’-])(\p{L}{2,}[cstx]|\p{L}{2,}(?:[cpu]t[iI]|[CPU]TI)|\p{Ll}{2,}(?:at|[is]s)i) (ions?|IONS?|ons?|ONS?)(?![\p{L}'’-])/gu,
    (m, head: string, tail: string) =>
      // (One word, in one case: "SECT ION", "Sect ion", never "SECT ion".)
      /[iI]$/.test(head) !== /^[iI]/.test(tail) &&
      (head === head.toUpperCase()) === (tail === tail.toUpperCase())
        ? `${head}${tail} `
        : m,
  );
}

/** Which rest of its word each compass letter opens. */
const COMPASS_RESTS: Record<string, string> = { N: 'orth', S: 'outh', E: 'ast', W: 'est' };

/**
 * A compass word a scan broke after its capital ("the right-of-way of N orth 63rd Street", "thence S outh 12
 * degrees", "W EST"): "orth", "outh", "ast" and "est" are no words, so the capital and its rest are one word ("North",
 * "Southwesterly"). The blank moves behind the word.
 */
export function joinSplitCompassWords(text: string): string {
  return text.replace(
    /(?<![\p{L}\d'’.-])([NSEW]) ((orth|outh|ast|est|ORTH|OUTH|AST|EST)\p{L}*)(?![\p{L}\d'’-])/gu,
    (m, head: string, rest: string, stem: string) =>
      COMPASS_RESTS[head] === stem.toLowerCase() ? `${head}${rest} ` : m,
  );
}

/**
 * "tenants" broken into two words of its own ("as joint ten ants", "TEN ANTS in common"): after "joint" or before
 * "in common" / "by the entirety" no "ten ants" is meant. The blank moves behind the word.
 */
export function joinSplitTenants(text: string): string {
  return text
    .replace(/(?<=\b(?:joint|JOINT|Joint)[ \t]+)(ten|TEN) (ants|ANTS)\b/g, '$1$2 ')
    .replace(/\b(ten|TEN) (ants|ANTS)(?=[ \t]+(?:in|by|IN|BY)[ \t]+(?:common|the|COMMON|THE)\b)/g, '$1$2 ');
}

/** Past tenses of a probate recital that a typed scan may split before its ending ("admit ted", "qualifie d"). */
const RECITAL_PAST_TENSES = new Set(
  'admitted submitted probated qualified appointed issued granted executed recorded conveyed devised'.split(
    ' ',
  ),
);

/**
 * "a s Personal Representative" / "was admit ted to probate" / "la te of": a small word or a recital's verb broken by a blank
 * the scan put inside it. "a s" is no pair of words before a capitalised title or an article; a verb's halves
 * join only when they make one of the recital's past tenses. The blank moves behind the word.
 */
export function joinSplitRecitalWords(text: string): string {
  return (
    text
      .replace(
        /(?<![\p{L}'’-])(a|A) (s)(?=[ \t]+(?:\p{Lu}|(?:the|his|her|its|their|such|joint|tenants?|aforesaid)\b))/gu,
        '$1$2 ',
      )
      // ("la te of Fort Smith": the decedent's "late of", no pair of words.)
      .replace(/(?<![\p{L}'’-])([Ll]a|LA) (te|TE)(?=[ \t]+(?:of|OF)\b)/gu, '$1$2 ')
      .replace(/(?<![\p{L}'’-])(\p{Ll}{3,10}) (t?ed|d)(?![\p{L}'’-])/gu, (m, head: string, tail: string) =>
        RECITAL_PAST_TENSES.has(head + tail) ? `${head}${tail} ` : m,
      )
  );
}
