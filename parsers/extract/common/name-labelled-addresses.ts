import type { Mention } from '../registry';
import { readAddress } from './address-near';

/**
 * A list that gives each person's address on a line opened by the name as a label ("ADDRESSES OF HEIRS." /
 * "Randall Wayne Pruitt:  Route 1, Box 77, Ropesville, Texas 79358"): the name before the colon and the street,
 * box or route address right after it. The caller matches the label against the people it already knows, so a
 * label that is no name ("Street address:", "Decedent's address at death:") finds no one.
 */
export type NameLabelledAddress = { label: string; address: NonNullable<Mention['address']> };

const LINE_RE =
  /^[ \t]*(\p{Lu}[\p{L}.,'’ -]{2,60}?)[ \t]*:[ \t]+(?=\d|P\.?[ \t]?O\.?[ \t]*Box|R\.?[ \t]?R\.?[ \t]*\d|Rural[ \t]+Route|Route[ \t]+\d|Rte\.?[ \t]*\d|Rt\.?[ \t]*\d)/gmu;

export function nameLabelledAddresses(text: string): NameLabelledAddress[] {
  const out: NameLabelledAddress[] = [];
  for (const m of text.matchAll(LINE_RE)) {
    const address = readAddress(text, (m.index ?? 0) + m[0].length, 2);
    if (address?.value.city) out.push({ label: m[1]!.trim(), address });
  }
  return out;
}
