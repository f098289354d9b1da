import { classify } from '../classify';
import type { NormalizedAddress } from '../normalize/addresses';
import { findConsideration } from '../normalize/consideration';
import { casingHints, isEntity, sameName, toMixedCase } from '../normalize/names';
import { normalizeRelationship, RELATIONSHIP_WORD_RE } from '../normalize/relationships';
import type { Doc } from '../text/doc';
import type { ParsedDocument, Party, Person, ProvenanceEntry } from '../types';
import { addressAfterName } from './common/address-near';
import { findInstrumentDate, findOtherDates } from './common/dates';
import {
  findDeathDate,
  findDecedentName,
  findMaritalStatus,
  findPlaceOfDeath,
  findResidence,
} from './common/decedent';
import {
  childMentions,
  heirMentions,
  kinMentions,
  relationshipAround,
  spouseMentions,
} from './common/family';
import { findLegalDescription, findStatedPropertyAddress } from './common/property';
import { findRecordedDate } from './common/recording';
import {
  inlineRoleMentions,
  mailBlockAddresses,
  sharedAddress,
  signatureBlockMentions,
} from './common/signatures';
import { tableMentions } from './common/tables';
import { conveyanceParties } from './conveyance';
import {
  fiduciaryMentions,
  granteeMentions,
  labelledParties,
  otherDeedMentions,
  survivorRole,
  willMentions,
} from './parties';
import { type Located, type PersonRecord, PersonRegistry } from './registry';

const FIDUCIARY = new Set(['EXECUTOR_DEED', 'ADMINISTRATOR_DEED', 'PERSONAL_REPRESENTATIVE_DEED']);

/** Runs every extractor over the document and assembles the ParsedDocument with provenance. */
export function buildParsedDocument(doc: Doc, recordedDateHint: string | null): ParsedDocument {
  const prov: Record<string, ProvenanceEntry> = {};
  const note = (path: string, span: { start: number; end: number } | undefined, confidence: number) => {
    if (span) prov[path] = doc.provenance(span.start, span.end, confidence);
  };
  const cls = classify(doc);
  const category = cls.category;
  note('documentType', cls, cls.confidence);
  const registry = new PersonRegistry(casingHints(doc.text), doc.text, doc.fromOcr);
  const text = doc.text;

  // Decedent.
  const dec = category === 'OTHER' ? null : findDecedentName(doc);
  const decedentPerson = dec
    ? registry.add({
        name: dec.name.value,
        span: dec.name.span,
        role: 'decedent',
        confidence: dec.name.confidence,
      })
    : null;
  if (decedentPerson && dec) for (const a of dec.aliases) registry.addAlias(decedentPerson, a);
  const isDecedent = (name: string) =>
    !!decedentPerson &&
    (sameName(decedentPerson.name.value, toMixedCase(name)) ||
      decedentPerson.aliases.some((a) => sameName(a, name)));

  // Roles that do not depend on the category.
  const blocks = signatureBlockMentions(doc);
  const inline = inlineRoleMentions(doc);
  sharedAddress(doc, inline);

  const grantorsOrder: PersonRecord[] = [];
  const granteesOrder: { person: PersonRecord; role: string }[] = [];
  const pushGrantee = (person: PersonRecord | null, role: string) => {
    if (person && !granteesOrder.some((g) => g.person === person)) granteesOrder.push({ person, role });
  };
  const typeSpecific: Record<string, unknown> = {};
  const entityGrantors: Party[] = [];
  const entityGrantees: Party[] = [];

  const heirship = category === 'AFFIDAVIT_OF_HEIRSHIP' || category === 'SMALL_ESTATE_AFFIDAVIT';
  const spouses = category === 'OTHER' ? [] : spouseMentions(doc);
  for (const s of spouses) if (!isDecedent(s.name)) registry.add(s);
  const children = heirship ? childMentions(doc) : [];
  for (const c of children) {
    if (isDecedent(c.name)) continue;
    const p = registry.add({ ...c, role: c.died ? 'family_member' : undefined });
    if (p)
      Object.assign(p.facts, {
        otherParent: c.otherParent ? toMixedCase(c.otherParent) : null,
        living: !c.died,
        descendantsOf: c.descendantsOf ? toMixedCase(c.descendantsOf) : null,
      });
  }
  if (heirship) {
    const tabled = tableMentions(doc).map((t) => ({ ...t, role: 'heir' as const }));
    for (const h of [...heirMentions(doc), ...tabled]) {
      if (isDecedent(h.name)) continue;
      const p = registry.add(h);
      if (p && h.share) p.facts.share = h.share;
      pushGrantee(p, 'heir');
    }
  }
  // "left as his sole heirs his surviving spouse and his two children named above": heirs named earlier by kinship.
  if (heirship && granteesOrder.length === 0) {
    const byReference = text.match(/\bheirs?\b[^.]{0,160}/i)?.[0] ?? '';
    const spouseHeir = /\bspouse\b|\bwife\b|\bhusband\b/i.test(byReference);
    const childHeirs = /\bchild(?:ren)?\b/i.test(byReference);
    for (const p of registry.people) {
      if (p.roles.has('decedent') || p.roles.has('family_member')) continue;
      const rel = p.relationship?.value;
      if (
        (rel === 'spouse' && spouseHeir) ||
        ((rel === 'son' || rel === 'daughter' || rel === 'child') && childHeirs)
      ) {
        p.roles.add('heir');
        pushGrantee(p, 'heir');
      }
    }
  }
  if (FIDUCIARY.has(category)) {
    const fid = fiduciaryMentions(doc, decedentPerson?.name.value ?? null, sameName);
    for (const f of fid) {
      const p = registry.add(f);
      if (p && !grantorsOrder.includes(p)) grantorsOrder.push(p);
    }
    for (const g of [...granteeMentions(doc, (n) => isDecedent(n)), ...labelledParties(doc, 'grantee')]) {
      if (!isDecedent(g.name)) pushGrantee(registry.add({ ...g, role: 'grantee' }), 'grantee');
    }
    // "Grantor's Mailing Address:" of a header block belongs to the fiduciary named under "Grantor:".
    for (const g of labelledParties(doc, 'grantor')) {
      const p = registry.find(g.name);
      if (p && grantorsOrder.includes(p) && !p.address && g.address) p.address = g.address;
    }
    // A fiduciary conveying to themself appears as grantor and grantee ("X, as Personal Representative ..., to X, Grantee").
    for (const m of text.matchAll(/\bto\s+(?=[A-Z])/g)) {
      for (const gp of grantorsOrder) {
        const escaped = gp.name.value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
        const re = new RegExp(`^${escaped}`, 'i');
        const at = (m.index ?? 0) + m[0].length;
        if (
          re.test(text.slice(at, at + 80)) &&
          /^[^.]{0,120}?\b(?:grantees?|whose\s+(?:\w+\s+)?address)/i.test(text.slice(at, at + 200))
        )
          pushGrantee(gp, 'grantee');
      }
    }
    if (FIDUCIARY.has(category)) typeSpecific.fiduciary = fiduciaryFacts(text);
  }
  if (category === 'AFFIDAVIT_OF_DEATH') {
    const { role, relationship } = survivorRole(doc);
    const affiant = [...inline, ...blocks].find((m) => m.role === 'affiant' && !isDecedent(m.name));
    if (affiant) {
      const addrMatch = text.match(
        /\b(?:residing\s+at|resides\s+at|(?:my|affiant'?s|declarant'?s)\s+(?:mailing\s+)?address\s+is|whose\s+address\s+is)\s*/i,
      );
      const p = registry.add({ ...affiant, role, relationship });
      if (p && !p.address && addrMatch) {
        const a = inline.find((i) => i.address)?.address ?? null;
        p.address = addressAfterName(text, (addrMatch.index ?? 0) + addrMatch[0].length - 1) ?? a;
      }
      pushGrantee(p, role);
    }
    typeSpecific.survivorRole = role;
  }
  if (category === 'WILL') {
    for (const w of willMentions(doc)) {
      if (isDecedent(w.name)) continue;
      const p = registry.add(w);
      if (w.role === 'beneficiary' && w.primary) pushGrantee(p, 'beneficiary');
    }
  }
  if (category === 'OTHER') {
    const labelled = otherDeedMentions(doc, category) as (ReturnType<typeof otherDeedMentions>[number] & {
      primary?: boolean;
      partyRole?: string;
    })[];
    // Without "Grantor:"/"Grantee:" labels, the parties come from the granting clause.
    const conveyance = conveyanceParties(doc).filter(
      (c) => !labelled.some((l) => (l.role === 'grantor') === (c.role === 'grantor')),
    );
    for (const o of [...labelled, ...conveyance]) {
      const p = registry.add({ ...o, relationship: null });
      // A rejected "name" that is no company either (a seal or caption OCR ran into it) is no party at all.
      if (!p && !isEntity(toMixedCase(o.name))) continue;
      if (!p) {
        // Companies and trusts are parties of ordinary deeds and releases, never people.
        const line = text.slice(
          o.span.start,
          text.indexOf('\n', o.span.start) >= 0 ? text.indexOf('\n', o.span.start) : undefined,
        );
        const name = 'partyRole' in o && o.partyRole ? o.name : line.trim().replace(/[,;]$/, '');
        const party = {
          name: toMixedCase(name),
          role: o.partyRole ?? o.role ?? 'grantee',
          address: o.address?.value.formatted ?? null,
        };
        if (o.role === 'grantor') entityGrantors.push(party);
        else entityGrantees.push(party);
        continue;
      }
      if (o.role === 'grantor') {
        if (!grantorsOrder.includes(p)) grantorsOrder.push(p);
      } else if (
        o.role === 'grantee' ||
        (o.role === 'beneficiary' && !('primary' in o && o.primary === false))
      )
        pushGrantee(p, o.partyRole ?? o.role);
    }
  }
  for (const m of [...blocks, ...inline]) {
    if (isDecedent(m.name)) continue;
    registry.add(m);
  }
  const kin = category === 'OTHER' ? [] : kinMentions(doc, isDecedent);
  for (const k of kin) registry.add({ ...k, role: k.died ? 'family_member' : undefined });

  // Grantees whose address only a "mail tax statements to" block states.
  for (const block of mailBlockAddresses(doc))
    for (const g of granteesOrder)
      if (!g.person.address && block.names.some((n) => sameName(n, g.person.name.value)))
        g.person.address = block.address;

  // Relationships for everyone from the words around each mention (not for OTHER: no decedent).
  if (category !== 'OTHER') {
    for (const p of registry.people) {
      if (p.relationship || p.roles.has('decedent')) continue;
      // Every place the name is printed: "the said Harold F. Moore, Jr., her son, Executor thereof".
      const printed = [p.name.value, ...p.aliases].flatMap((n) => {
        const escaped = n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
        return [...text.matchAll(new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'giu'))].map((m) => ({
          start: m.index ?? 0,
          end: (m.index ?? 0) + m[0].length,
        }));
      });
      for (const span of [p.name.span, ...p.spans, ...printed]) {
        const rel = relationshipAround(text, span.start, span.end);
        if (rel) {
          p.relationship = { value: rel, span, confidence: 0.7 };
          break;
        }
      }
    }
    // "Grantor, the decedent's son," / "Affiant is the decedent's nephew": kinship stated of a role.
    const rel = RELATIONSHIP_WORD_RE.source.replace(/^\\b|\\b$/g, '');
    const roleKin = new RegExp(
      `\\b(grantor|grantee|affiant|declarant)\\b,?\\s+(?:is\\s+)?(?:the\\s+)?(?:(?:decedent'?s|deceased'?s|his|her)\\s+(?:(?:surviving|only|adult)\\s+)?(${rel})|(?:surviving\\s+)?(${rel})\\s+of\\s+the\\s+(?:decedent|deceased))`,
      'gi',
    );
    for (const m of text.matchAll(roleKin)) {
      const word = m[1]!.toLowerCase();
      const holders =
        word === 'grantor'
          ? grantorsOrder
          : word === 'grantee'
            ? granteesOrder.map((g) => g.person)
            : registry.people.filter((p) => p.roles.has('affiant'));
      const value = normalizeRelationship(m[2] ?? m[3] ?? '');
      if (holders.length !== 1 || !value) continue;
      const holder = holders[0]!;
      if (!holder.relationship && !holder.roles.has('decedent'))
        holder.relationship = {
          value,
          span: { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length },
          confidence: 0.7,
        };
    }
    // "The Grantees are the decedent's daughter and son." — relationships in grantee order.
    const plural = text.match(/\bgrantees\s+are\s+the\s+decedent'?s\s+(\w+)\s+and\s+(\w+)/i);
    if (plural) {
      for (const [i, g] of granteesOrder.entries()) {
        const word = plural[i + 1];
        if (word && !g.person.relationship)
          g.person.relationship = {
            value: relationshipWord(word),
            span: { start: plural.index ?? 0, end: (plural.index ?? 0) + plural[0].length },
            confidence: 0.7,
          };
      }
    }
    if (/\b(?:his|her)\s+surviving\s+spouse\b/i.test(text))
      for (const g of granteesOrder)
        if (!g.person.relationship && category !== 'WILL')
          g.person.relationship = { value: 'spouse', span: g.person.name.span, confidence: 0.6 };
  }

  // Decedent facts.
  const death = dec ? findDeathDate(doc, dec) : null;
  const place = death || dec ? findPlaceOfDeath(doc, death) : null;
  const notNear = registry.people.filter((p) => !p.roles.has('decedent')).map((p) => p.name.span.end);
  const residence = dec ? findResidence(doc, dec, notNear) : null;
  const residenceStreet =
    residence && 'line1' in residence.value ? (residence as Located<NormalizedAddress>) : null;
  if (decedentPerson && residenceStreet && !decedentPerson.address) decedentPerson.address = residenceStreet;
  const livingSpouse = registry.people.some(
    (p) => p.relationship?.value === 'spouse' && !p.roles.has('family_member'),
  );
  const formerOnly = spouses.length > 0 && spouses.at(-1)!.divorced && !livingSpouse;
  const marital = dec
    ? findMaritalStatus(doc, {
        formerSpouseOnly: formerOnly,
        spouseDied: spouses.some((s) => s.died) || kin.some((k) => k.relationship === 'spouse' && k.died),
        livingSpouse,
      })
    : null;

  // Parties.
  const decedentParty = (person: PersonRecord): Party => ({
    name: person.name.value,
    role: 'decedent',
    address: person.address?.value.formatted ?? null,
  });
  const grantors: Party[] = [];
  if (decedentPerson && !FIDUCIARY.has(category)) grantors.push(decedentParty(decedentPerson));
  for (const g of grantorsOrder)
    grantors.push({
      name: g.name.value,
      role: FIDUCIARY.has(category) ? PersonRegistry.primaryRole(g) : 'grantor',
      address: g.address?.value.formatted ?? null,
    });
  grantors.push(...entityGrantors);
  const grantees: Party[] = granteesOrder.map((g) => ({
    name: g.person.name.value,
    role: g.role,
    address: g.person.address?.value.formatted ?? null,
  }));
  grantees.push(...entityGrantees);
  const grantorPeople = [decedentPerson, ...grantorsOrder];
  for (const [i, g] of grantors.entries()) {
    note(`parties.grantors[${i}].name`, grantorPeople.find((p) => p?.name.value === g.name)?.name.span, 0.8);
  }
  for (const [i, g] of granteesOrder.entries()) {
    note(`parties.grantees[${i}].name`, g.person.name.span, g.person.name.confidence);
  }

  // People.
  const people: Person[] = registry.people.map((p, i) => {
    const role = PersonRegistry.primaryRole(p);
    note(`people[${i}].name`, p.name.span, p.name.confidence);
    if (p.relationship) note(`people[${i}].relationship`, p.relationship.span, p.relationship.confidence);
    if (p.address) note(`people[${i}].address`, p.address.span, p.address.confidence);
    return {
      name: p.name.value,
      role,
      relationship: category === 'OTHER' || role === 'decedent' ? null : (p.relationship?.value ?? null),
      address: p.address?.value.formatted ?? null,
    };
  });

  // Property.
  const legal = findLegalDescription(doc);
  const noRealProperty = /\bowned\s+no\s+real\s+property\b|\bnot\s+including\s+real\s+property\b/i.test(text);
  const stated = findStatedPropertyAddress(doc);
  let propertyAddress = stated;
  let addressSource: 'stated' | 'decedent_residence' | 'party_residence' | 'none' = stated
    ? 'stated'
    : 'none';
  if (!propertyAddress && residenceStreet) {
    propertyAddress = residenceStreet;
    addressSource = 'decedent_residence';
  }
  if (!propertyAddress) {
    const party = [...granteesOrder.map((g) => g.person), ...grantorsOrder].find(
      (p) => p.address && !/^PO Box/i.test(p.address.value.line1 ?? ''),
    );
    if (party?.address) {
      propertyAddress = party.address;
      addressSource = 'party_residence';
    }
  }
  if (legal && !noRealProperty) note('property.legalDescription', legal.span, legal.confidence);
  if (propertyAddress) note('property.address', propertyAddress.span, propertyAddress.confidence);

  // Dates and money.
  const stamp = findRecordedDate(doc);
  const instrument = findInstrumentDate(doc, { isWill: category === 'WILL', recorded: stamp });
  // OCR misreads a stamp's digits or loses the stamp (then a body date stands in): the index's typed date wins.
  const recorded = doc.fromOcr && recordedDateHint && stamp?.iso !== recordedDateHint ? null : stamp;
  const others = findOtherDates(doc, { category }).filter(
    (d) => !(category === 'WILL' && d.label === 'will_dated'),
  );
  const consideration = FIDUCIARY.has(category) || category === 'OTHER' ? findConsideration(text) : null;
  note('keyDates.recorded', recorded ?? undefined, 0.9);
  note('keyDates.instrument', instrument ?? undefined, 0.8);
  note('keyDates.death', death ?? undefined, 0.85);
  if (others[0]) note('keyDates.other', others[0], 0.75);
  note('consideration', consideration ?? undefined, 0.85);

  const decedent = decedentPerson
    ? {
        name: decedentPerson.name.value,
        dateOfDeath: death?.iso ?? null,
        placeOfDeath: place?.value ?? null,
        residenceAddress: residence
          ? 'line1' in residence.value
            ? residence.value.formatted
            : `${residence.value.city}, ${residence.value.state}`
          : null,
        maritalStatus: marital?.value ?? null,
      }
    : null;
  if (decedent) {
    note('decedent.name', decedentPerson!.name.span, decedentPerson!.name.confidence);
    note('decedent.dateOfDeath', death ?? undefined, 0.85);
    note('decedent.placeOfDeath', place?.span, place?.confidence ?? 0);
    note('decedent.residenceAddress', residence?.span, residence?.confidence ?? 0);
    note('decedent.maritalStatus', marital?.span, marital?.confidence ?? 0);
  }

  if (heirship) {
    typeSpecific.heirshipGraph = registry.people
      .filter((p) => !p.roles.has('decedent') && (p.relationship || p.roles.has('heir')))
      .map((p) => ({
        name: p.name.value,
        relationship: p.relationship?.value ?? null,
        otherParent: (p.facts.otherParent as string | null) ?? null,
        living:
          p.facts.living ??
          !(p.relationship?.value === 'spouse' && PersonRegistry.primaryRole(p) === 'family_member'),
        descendantsOf: (p.facts.descendantsOf as string | null) ?? null,
        share: (p.facts.share as string | null) ?? null,
        heir: p.roles.has('heir'),
      }));
    typeSpecific.affiants = registry.people.filter((p) => p.roles.has('affiant')).map((p) => p.name.value);
    typeSpecific.witnesses = registry.people.filter((p) => p.roles.has('witness')).map((p) => p.name.value);
    const statute = text.match(
      /\b(?:Chapter\s+\d+\s+of\s+the\s+[A-Z][a-z]+\s+(?:Estates|Probate)\s+Code|(?:Probate|Estates)\s+Code\s+(?:Sections?|§+)\s*[\d-]+(?:\s*-\s*\d+)?|§\s*\d+(?:\.\d+)?)/,
    );
    typeSpecific.statute = statute ? statute[0].replace(/\s+/g, ' ') : null;
    typeSpecific.courtApproval = others.find((o) => o.label === 'court_order')?.iso ?? null;
  }
  const caseNo = text.match(/\b(?:Cause|Case|File|Probate)\s+No\.?\s*:?\s*([A-Z0-9][\w,-]*\d[\w-]*)/i);
  if (caseNo) typeSpecific.caseNumber = caseNo[1]!.replace(/[,.]$/, '');
  if (category === 'WILL') {
    typeSpecific.executorNamed = registry.people.find((p) => p.roles.has('executor'))?.name.value ?? null;
    typeSpecific.devisees = registry.people
      .filter((p) => p.roles.has('beneficiary'))
      .map((p) => p.name.value);
    typeSpecific.executionDate = instrument?.iso ?? null;
  }
  if (category === 'AFFIDAVIT_OF_DEATH') {
    typeSpecific.vestingDeedDate = others.find((o) => o.label === 'vesting_deed_dated')?.iso ?? null;
    const inst = text.match(/\b(?:Instrument|Document|Doc\.?)\s+(?:No\.?|Number|#)\s*:?\s*([\w-]*\d[\w-]*)/i);
    typeSpecific.vestingInstrumentNumber = inst ? inst[1] : null;
    typeSpecific.survivor = granteesOrder[0]?.person.name.value ?? null;
  }
  typeSpecific.otherDates = others.map((o) => ({ date: o.iso, label: o.label }));

  const keyFields = [
    decedent?.name ?? (category === 'OTHER' ? 'n/a' : null),
    recorded,
    instrument,
    category === 'OTHER' ? 'n/a' : death,
    grantees[0],
  ];
  const missing = keyFields.filter((f) => !f).length;
  const ocr = doc.pages.length
    ? doc.pages.reduce((s, _p, i) => s + doc.confidenceOf(i + 1), 0) / doc.pages.length
    : 0;
  const confidence = Math.max(0, Math.min(1, cls.confidence * ocr * (1 - missing * 0.12)));

  return {
    category,
    documentType: category,
    decedent,
    parties: { grantors, grantees },
    people,
    property: {
      legalDescription: legal && !noRealProperty ? legal.value : null,
      address: propertyAddress?.value.formatted ?? null,
      addressComponents: propertyAddress
        ? {
            line1: propertyAddress.value.line1,
            city: propertyAddress.value.city,
            state: propertyAddress.value.state,
            zip: propertyAddress.value.zip,
          }
        : null,
      addressSource,
    },
    consideration: consideration?.value ?? null,
    keyDates: {
      recorded: recorded?.iso ?? recordedDateHint ?? null,
      instrument: instrument?.iso ?? null,
      death: death?.iso ?? null,
      other: others[0]?.iso ?? null,
    },
    typeSpecific,
    provenance: prov,
    confidence: Math.round(confidence * 1000) / 1000,
  };
}

function relationshipWord(word: string): string {
  const w = word.toLowerCase();
  return w === 'son' || w === 'daughter' ? w : w.startsWith('grand') ? 'grandchild' : 'child';
}

/** Estate, case and court facts of a fiduciary deed. */
function fiduciaryFacts(text: string): Record<string, string | null> {
  const estate = text.match(/\bEstate\s+of\s+(\p{Lu}[\p{L}.'’ -]+?),?\s+(?:deceased|late\s+of|who\s+died)/iu);
  const court = text.match(
    /\b((?:County|District|Circuit|Surrogate'?s|Probate|Superior)\s+Court[^,.;()]{0,60})/i,
  );
  const caseNo = text.match(/\b(?:Cause|Case|File|Probate)\s+No\.?\s*:?\s*([A-Z0-9][\w-]*\d[\w-]*)/i);
  return {
    estateName: estate ? `Estate of ${toMixedCase(estate[1]!.trim())}` : null,
    probateCaseNumber: caseNo ? caseNo[1]! : null,
    court: court ? court[1]!.replace(/\s+/g, ' ').trim() : null,
  };
}
