import type { NormalizedAddress } from '../normalize/addresses';
import { fullerName, isEntity, sameName, toMixedCase } from '../normalize/names';

/** Roles in precedence order: when one person holds several, the first listed wins. */
export const ROLE_PRECEDENCE = [
  'decedent',
  'executor',
  'administrator',
  'personal_representative',
  'successor_trustee',
  'surviving_joint_tenant',
  'heir',
  'beneficiary',
  'grantor',
  'grantee',
  'affiant',
  'witness',
  'officer',
  'notary',
  'preparer',
  'family_member',
  'other',
] as const;
export type Role = (typeof ROLE_PRECEDENCE)[number];

export type Span = { start: number; end: number };
export type Located<T> = { value: T; span: Span; confidence: number };

export type PersonRecord = {
  name: Located<string>;
  roles: Set<Role>;
  relationship: Located<string> | null;
  address: Located<NormalizedAddress> | null;
  aliases: string[];
  /** Every place the person is named (relationships may be stated next to any of them). */
  spans: Span[];
  /** Free-form facts for typeSpecific (otherParent, living, share, descendantsOf). */
  facts: Record<string, unknown>;
};

export type Mention = {
  name: string;
  span: Span;
  role?: Role;
  relationship?: string | null;
  address?: Located<NormalizedAddress> | null;
  confidence?: number;
};

/**
 * Everyone the extractors find, merged by name: "HOWARD K. YEE" and "Howard Kwan Yee" become one person
 * under the fuller form; entities are kept apart (they may be parties, never people).
 */
export class PersonRegistry {
  readonly people: PersonRecord[] = [];
  readonly entities: Located<string>[] = [];
  constructor(private readonly hints: ReadonlyMap<string, string>) {}

  find(name: string): PersonRecord | undefined {
    const display = toMixedCase(name, this.hints);
    return this.people.find(
      (p) => sameName(p.name.value, display) || p.aliases.some((a) => sameName(a, display)),
    );
  }

  add(mention: Mention): PersonRecord | null {
    const display = toMixedCase(mention.name, this.hints);
    if (isEntity(display)) {
      if (!this.entities.some((e) => e.value.toLowerCase() === display.toLowerCase()))
        this.entities.push({ value: display, span: mention.span, confidence: mention.confidence ?? 0.8 });
      return null;
    }
    const confidence = mention.confidence ?? 0.85;
    let person = this.find(display);
    if (!person) {
      person = {
        name: { value: display, span: mention.span, confidence },
        roles: new Set(),
        relationship: null,
        address: null,
        aliases: [],
        spans: [],
        facts: {},
      };
      this.people.push(person);
    } else if (fullerName(person.name.value, display) !== person.name.value) {
      person.name = { value: display, span: mention.span, confidence };
    }
    person.spans.push(mention.span);
    if (mention.role) person.roles.add(mention.role);
    // A gendered term ("daughter") refines a generic "child" found earlier.
    const refines =
      person.relationship?.value === 'child' &&
      (mention.relationship === 'son' || mention.relationship === 'daughter');
    if (mention.relationship && (!person.relationship || refines))
      person.relationship = { value: mention.relationship, span: mention.span, confidence: confidence * 0.9 };
    if (mention.address && !person.address) person.address = mention.address;
    return person;
  }

  addAlias(person: PersonRecord, alias: string): void {
    person.aliases.push(toMixedCase(alias, this.hints));
  }

  /** Highest-precedence role of a person, or "other". */
  static primaryRole(person: PersonRecord): Role {
    return ROLE_PRECEDENCE.find((r) => person.roles.has(r)) ?? 'other';
  }
}
