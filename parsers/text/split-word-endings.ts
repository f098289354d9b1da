/**
 * A word a scan or a typist broke with a blank before its "-ion" ending ("Southwest Quarter of Sect ion 22",
 * "restrict ions of record", "descript ion"): "ion" is no word of an instrument, so the halves are one word. The
 * blank moves behind the word (same length, so offsets keep).
 */
export function joinSplitIonEndings(text: string): string {
  return text.replace(
    /(?<![\p{L}'’-])(\p{L}{2,}[cstx]) (ions?|IONS?)(?![\p{L}'’-])/gu,
    (m, head: string, tail: string) =>
      // (One word, in one case: "SECT ION", "Sect ion", never "SECT ion".)
      (head === head.toUpperCase()) === (tail === tail.toUpperCase()) ? `${head}${tail} ` : m,
  );
}
