import type { Address } from '../address';
import { joinAnd } from '../format';
import type { Locale, Residence } from '../truth';
import { stateName } from '../truth';
import type { Voice } from './common';
import type { EstateFacts } from './family-facts';

/** Wording of the family facts, shared by heirship and small-estate affidavits. */

function withAddr(v: Voice, name: string, a: Address | null, heir: boolean): string {
  return heir && a
    ? `${name}, ${v.rng.pick(['', 'current address: ', 'residing at '])}${v.address(a)}`
    : name;
}

export function marriageText(v: Voice, f: EstateFacts): string {
  const ms = f.family.marriages;
  const heirs = new Set(f.heirs.map((h) => h.person));
  if (ms.length === 0) return 'Decedent was never married.';
  const parts: string[] = [];
  ms.forEach((m, i) => {
    const nth = ms.length === 1 ? 'only marriage' : `${['first', 'second', 'third'][i]} marriage`;
    const spouse = v.name(m.spouse);
    let s = `Decedent's ${nth} was to ${spouse}, whom Decedent married on ${v.date(m.married)}.`;
    if (m.end === 'divorce' && m.endDate) s += ` That marriage ended in divorce on ${v.date(m.endDate)}.`;
    if (m.end === 'death' && m.endDate) s += ` ${spouse} died on ${v.date(m.endDate)}.`;
    if (m.end === 'current')
      s += heirs.has(m.spouse)
        ? ` ${spouse} survived Decedent.`
        : ` ${spouse} survived Decedent and was married to Decedent at the time of Decedent's death.`;
    parts.push(s);
  });
  const last = ms[ms.length - 1];
  if (last && last.end !== 'current') parts.push('Decedent did not remarry.');
  return parts.join(' ');
}

export function childrenText(v: Voice, f: EstateFacts): string {
  const kids = f.family.children;
  if (kids.length === 0) return 'Decedent never had or adopted any children.';
  const heirs = new Set(f.heirs.map((h) => h.person));
  const items = kids.map((c, i) => {
    const rel = c.person.gender === 'M' ? 'a son' : 'a daughter';
    let s = `(${i + 1}) ${v.name(c.person)}, ${rel}, born ${v.date(c.born)}`;
    if (c.otherParent) s += `; other parent: ${v.name(c.otherParent)}`;
    if (c.died) {
      s += `; died ${v.date(c.died)}`;
      if (c.descendants.length === 0) s += ', leaving no children';
      else {
        const ds = c.descendants.map((d) => withAddr(v, v.name(d.person), d.address, heirs.has(d.person)));
        s += `, survived by ${c.descendants.length === 1 ? 'one child' : `${c.descendants.length} children`}: ${ds.join('; ')}`;
      }
    } else if (c.address) {
      s += `; ${v.rng.pick(['current address', 'address', 'residing at'])}: ${v.address(c.address)}`;
    }
    return `${s}.`;
  });
  return `Decedent had the following children: ${items.join(' ')} Decedent did not have or adopt any other children.`;
}

export function kinText(v: Voice, f: EstateFacts): string {
  const heirs = new Set(f.heirs.map((h) => h.person));
  const parts: string[] = [];
  for (const k of f.family.parents) {
    const role = k.person.gender === 'M' ? 'father' : 'mother';
    parts.push(
      k.living
        ? `Decedent's ${role} is ${withAddr(v, v.name(k.person), k.address, heirs.has(k.person))}.`
        : `Decedent's ${role}, ${v.name(k.person)}, predeceased Decedent.`,
    );
  }
  for (const k of f.family.siblings) {
    const rel = `${k.half ? 'half-' : ''}${k.person.gender === 'M' ? 'brother' : 'sister'}`;
    parts.push(
      k.living
        ? `Decedent's ${rel} is ${withAddr(v, v.name(k.person), k.address, heirs.has(k.person))}.`
        : `Decedent's ${rel}, ${v.name(k.person)}, died before Decedent leaving no descendants.`,
    );
  }
  return parts.join(' ');
}

export function heirsText(v: Voice, f: EstateFacts, shares: boolean): string {
  const items = f.heirs.map((h) =>
    shares && h.share ? `${v.name(h.person)} (${h.share})` : v.name(h.person, true),
  );
  return shares ? items.join('; ') : joinAnd(items);
}

export function placeText(_v: Voice, p: Locale | null, hospital: string | null): string | null {
  if (!p) return null;
  const st = stateName(p.state);
  if (p.city) return `${hospital ? `${hospital}, ` : ''}${p.city}, ${st}`;
  if (p.county) return `${p.county} County, ${st}`;
  return null;
}

export function residenceText(v: Voice, r: Residence | null): string | null {
  if (!r) return null;
  if ('address' in r) return v.address(r.address);
  if ('city' in r) return `${r.city}, ${stateName(r.state)}`;
  return `${r.county} County, ${stateName(r.state)}`;
}
