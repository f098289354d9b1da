import type { Rng } from '../rng';

/**
 * How facts are written on the page. Every function here is the inverse of a ground-truth
 * convention (fixtures/documents/README.md): the page gets a varied rendering, the truth the normal form.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const STATE_NAMES: Record<string, string> = {
  TX: 'Texas',
  CA: 'California',
  AZ: 'Arizona',
  CO: 'Colorado',
  FL: 'Florida',
  WA: 'Washington',
  NY: 'New York',
  NV: 'Nevada',
  OK: 'Oklahoma',
  NM: 'New Mexico',
  OR: 'Oregon',
  NC: 'North Carolina',
  GA: 'Georgia',
  IL: 'Illinois',
};

export function ordinal(n: number): string {
  const rem100 = n % 100;
  if (rem100 >= 11 && rem100 <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

function ymd(iso: string): [number, number, number] {
  const [y, m, d] = iso.split('-').map(Number);
  return [y ?? 0, m ?? 1, d ?? 1];
}

export type DateStyle = 'long' | 'longOrdinal' | 'numeric' | 'dayOf' | 'dayOfThe';
export const DATE_STYLES: readonly DateStyle[] = ['long', 'longOrdinal', 'numeric', 'dayOf', 'dayOfThe'];

/** Writes an ISO date in one of the styles recorded documents use. */
export function fmtDate(iso: string, style: DateStyle): string {
  const [y, m, d] = ymd(iso);
  const month = MONTHS[m - 1] ?? 'January';
  switch (style) {
    case 'long':
      return `${month} ${d}, ${y}`;
    case 'longOrdinal':
      return `${month} ${ordinal(d)}, ${y}`;
    case 'numeric':
      return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
    case 'dayOf':
      return `${ordinal(d)} day of ${month}, ${y}`;
    case 'dayOfThe':
      return `the ${ordinal(d)} day of ${month}, ${y}`;
  }
}

/** A date written inside running prose: never the bare numeric form after "the". */
export function proseDate(rng: Rng, iso: string): string {
  return fmtDate(iso, rng.pick(['long', 'long', 'longOrdinal', 'dayOfThe'] as const));
}

const ONES = [
  '',
  'ONE',
  'TWO',
  'THREE',
  'FOUR',
  'FIVE',
  'SIX',
  'SEVEN',
  'EIGHT',
  'NINE',
  'TEN',
  'ELEVEN',
  'TWELVE',
  'THIRTEEN',
  'FOURTEEN',
  'FIFTEEN',
  'SIXTEEN',
  'SEVENTEEN',
  'EIGHTEEN',
  'NINETEEN',
];
const TENS = ['', '', 'TWENTY', 'THIRTY', 'FORTY', 'FIFTY', 'SIXTY', 'SEVENTY', 'EIGHTY', 'NINETY'];

function below1000(n: number): string {
  const parts: string[] = [];
  const h = Math.floor(n / 100);
  const r = n % 100;
  if (h > 0) parts.push(`${ONES[h]} HUNDRED`);
  if (r >= 20) parts.push(TENS[Math.floor(r / 10)] + (r % 10 ? `-${ONES[r % 10]}` : ''));
  else if (r > 0) parts.push(ONES[r] ?? '');
  return parts.join(' ');
}

/** 179000 -> "ONE HUNDRED SEVENTY-NINE THOUSAND". */
export function numberWords(n: number): string {
  if (n === 0) return 'ZERO';
  const parts: string[] = [];
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  if (millions) parts.push(`${below1000(millions)} MILLION`);
  if (thousands) parts.push(`${below1000(thousands)} THOUSAND`);
  if (rest) parts.push(below1000(rest));
  return parts.join(' ');
}

/** 23 -> "TWENTY-THREE (23)" in the legal-description style. */
export function wordsAndFigure(n: number, upper: boolean): string {
  const w = numberWords(n);
  return `${upper ? w : titleCase(w)} (${n})`;
}

export function money(amount: number): string {
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function titleCase(s: string): string {
  return s.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase());
}

export function upper(s: string, on: boolean): string {
  return on ? s.toUpperCase() : s;
}

/** Joins names the way recitals do: "A", "A and B", "A, B and C". */
export function joinAnd(items: string[], conj = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conj} ${items[items.length - 1]}`;
}

/** Greedy word wrap at `width` columns with a hanging `indent` on every line. */
export function wrap(text: string, width: number, indent = '', firstIndent = indent): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = firstIndent;
  let empty = true;
  for (const w of words) {
    if (!empty && line.length + 1 + w.length > width) {
      lines.push(line);
      line = indent + w;
    } else {
      line = empty ? line + w : `${line} ${w}`;
    }
    empty = false;
  }
  if (!empty) lines.push(line);
  return lines;
}

/** A label column followed by wrapped text aligned after it ("Decedent:       LEON ..."). */
export function labelled(label: string, text: string, col: number, width = 78): string[] {
  const pad = ' '.repeat(col);
  const first = label.padEnd(col);
  return wrap(text, width, pad, first);
}

/** Centres a heading in a line of `width` columns. */
export function centre(text: string, width = 78): string {
  return ' '.repeat(Math.max(0, Math.floor((width - text.length) / 2))) + text;
}

/** A signature line with the signer's name and captions, right-aligned at `col`. */
export function signature(name: string, captions: string[], col = 40, blankLines = 3): string[] {
  const pad = ' '.repeat(col);
  return [
    ...Array.from({ length: blankLines }, () => ''),
    `${pad}${'_'.repeat(Math.max(34, name.length + 2))}`,
    `${pad}${name}`,
    ...captions.map((c) => pad + c),
  ];
}
