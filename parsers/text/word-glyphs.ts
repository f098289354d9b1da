/**
 * A scan's misread letters inside running words: a one or zero between small letters is its l or o ("du1y",
 * "Fa11s", "fi1ed"), and a capital I inside a word that starts small is its l ("chiIdren", "funeraI"). Names
 * keep their inner capitals ("McIntyre" starts with a capital), and codes keep their digits (a digit beside a
 * capital or another digit). Same length, so offsets keep.
 */
export function repairWordGlyphs(text: string): string {
  return text.replace(/(?<![\p{L}\d])[\p{L}\d]+(?![\p{L}\d])/gu, (token) => {
    if (/^\p{L}*\p{Ll}(?:[10]+\p{Ll}+)+$/u.test(token))
      return token.replace(/[10]/g, (d) => (d === '1' ? 'l' : 'o'));
    if (/^\p{Ll}+(?:I\p{Ll}*)+$/u.test(token)) return token.replace(/I/g, 'l');
    return token;
  });
}
