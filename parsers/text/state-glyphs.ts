import { STATE_CODES } from '../normalize/addresses';
import { oneEdit } from './edit-distance';
import { eachLine } from './ocr-reconcile';

/**
 * A state's name misread by one letter where only a state stands: after a county ("Bibb County, Gergia", "Forsyth
 * County, Norfh Carolina") or between a city and its ZIP ("Macon, Georgio 31201"). A scan drops a letter, doubles
 * one or reads it as a look-alike; no other word stands in those slots, and no two states' names are a letter
 * apart, so the one state name a letter off is the word. Names of five letters or fewer ("Ohio", "Texas") are too
 * short to trust one letter misread, but Texas and Idaho short of one are still read. A line that grows takes the letter out of its runs of blanks or the next lines' (eachLine), so offsets keep.
 */

const LONG_STATES = Object.keys(STATE_CODES).filter((s) => s.replace(/ /g, '').length >= 6);
const SHORT_STATES = ['texas', 'idaho'];

function withCasing(name: string, read: string): string {
  if (read === read.toUpperCase()) return name.toUpperCase();
  return name.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase());
}

/** The state a reading of one or two words is a letter off, in the reading's casing; null when none or exact. */
function stateFor(read: string): string | null {
  const lower = read.toLowerCase().replace(/[ \t]+/g, ' ');
  if (STATE_CODES[lower]) return null;
  const hit = LONG_STATES.filter((s) => s[0] === lower[0] && oneEdit(s, lower));
  if (hit.length === 1) return withCasing(hit[0]!, read);
  // A short name that lost a letter ("Victoria, Txas 77901") is still the state: no word of four letters stands
  // there. (Not Maine: "Main", "Mine" are words.)
  const short = SHORT_STATES.find(
    (s) => s[0] === lower[0] && lower.length === s.length - 1 && oneEdit(s, lower),
  );
  return short ? withCasing(short, read) : null;
}

const WORD = String.raw`\p{Lu}[\p{L}]+`;
const SLOT_RE = new RegExp(
  String.raw`(?<=\b(?:County|COUNTY|Parish|PARISH),?[ \t]+)(${WORD}(?:[ \t]${WORD})?)(?![\p{L}\d])|(?<=\p{L},[ \t]*)(${WORD}(?:[ \t]${WORD})?)(?=,?[ \t]+\d{5}\b)`,
  'gu',
);

export function repairStateGlyphs(text: string): string {
  return eachLine(text, (line) =>
    line.replace(SLOT_RE, (read: string) => {
      // (Two words may be a two-word state, or one state and the word after it: "Gergia Power".)
      const whole = stateFor(read);
      if (whole) return whole;
      const [first = '', ...rest] = read.split(/(?<=\p{L})(?=[ \t])/u);
      const one = rest.length ? stateFor(first) : null;
      return one ? one + rest.join('') : read;
    }),
  );
}
