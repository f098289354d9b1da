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

// Or the name and its address joined by a dot leader ("Grantees' Addresses:" over "Jane Q. Roe ...... 12 Elm St,
// ..."): a house number and its street, or a box, after the dots (a share, "...... 1/3", is none).
const LEADER_RE =
  /^[ \t]*(\p{Lu}[\p{L}.'’ -]{2,60}?)[ \t]*\.{3,}[ \t]*(?=\d+[ \t]+\p{L}|P\.?[ \t]?O\.?[ \t]*Box)/gmu;

export function nameLabelledAddresses(text: string): NameLabelledAddress[] {
  const out: NameLabelledAddress[] = [];
  for (const m of [...text.matchAll(LINE_RE), ...text.matchAll(LEADER_RE)]) {
    const address = readAddress(text, (m.index ?? 0) + m[0].length, 2);
    if (address?.value.city) out.push({ label: m[1]!.trim(), address });
  }
  return out;
}
