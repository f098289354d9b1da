import { classify } from '../classify';
import { ROLE_PRECEDENCE } from '../conventions';
import type { NormalizedAddress } from '../normalize/addresses';
import { findConsideration, findConsiderationFrom } from '../normalize/consideration';
import { casingHints, isEntity, sameEntity, sameName, toMixedCase } from '../normalize/names';
import { normalizeRelationship, RELATIONSHIP_WORDS } from '../normalize/relationships';
import type { Doc } from '../text/doc';
import { readName } from '../text/read-name';
import { cellNamePattern, escapeRegex, namePattern } from '../text/regex-escape';
import type { ParsedDocument, Party, Person, ProvenanceEntry } from '../types';
import {
  addressAfterName,
  addressLeadIsStated,
  clauseAddressAfter,
  readAddress,
} from './common/address-near';
import { addressesOfNamed } from './common/address-of-named';
import { affiantsKinship } from './common/affiants-kinship';
import { aliasPairs } from './common/aliases';
import { attorneyCertificateMentions } from './common/attorney-certificate';
import { priorOwnerMentions, vestingGrantees } from './common/chain-of-title';
import { findInstrumentDate, findOtherDates } from './common/dates';
import { deceasedOwnerMentions, estateFiduciaryMentions } from './common/deceased-owner';
import {
  findDeathDate,
  findDecedentName,
  findMaritalStatus,
  findPlaceOfDeath,
  findResidence,
} from './common/decedent';
import {
  affiantKinship,
  affiantSideKin,
  childMentions,
  childSexAfter,
  coSurvivorsOfAffiant,
  heirMentions,
  kinMentions,
  kinOfDefinedParty,
  pluralKinship,
  relationshipAround,
  sentenceStart,
  spouseMentions,
  survivorListMentions,
  survivorsNamed,
} from './common/family';
import { chartMentions } from './common/family-chart';
import { guardianSigners, minorsParents, parentsNamedAsGuardians } from './common/guardian';
import { heirsNamedInRecital } from './common/heirs-namely';
import { nameLabelledAddresses } from './common/name-labelled-addresses';
import { columnParties } from './common/party-columns';
import { readPartyList } from './common/party-list';
import { findLegalDescription, findStatedPropertyAddress, findStatedStreet } from './common/property';
import { findRecordedDate } from './common/recording';
import { parentsByRepresentation } from './common/share-by-representation';
import {
  addressUnderRuledName,
  affiantAddress,
  columnLabelAddress,
  inlineRoleMentions,
  mailBlockAddresses,
  sharedAddress,
  signatureBlockMentions,
} from './common/signatures';
import { successorTrusteeMentions } from './common/successor-trustee';
import { successorsInApposition } from './common/successors-apposition';
import { labelledBlockMentions, tableMentions } from './common/tables';
import { grantsToHeirs, heirsSentences, namedIn } from './common/takers-named';
import { validationFormParties } from './common/validation-form';
import { conveyanceParties, declaredSpouseMentions } from './conveyance';
import {
  coGrantorTrustees,
  fiduciaryMentions,
  granteeMentions,
  labelledParties,
  otherDeedMentions,
  survivorRole,
  willMentions,
} from './parties';
import { glyphVariant, type Located, type PersonRecord, PersonRegistry, type Role } from './registry';

const FIDUCIARY = new Set(['EXECUTOR_DEED', 'ADMINISTRATOR_DEED', 'PERSONAL_REPRESENTATIVE_DEED']);

/**
 * The roles whose address a later clause of their sentence may give: the parties and takers, up to the affiant in
 * precedence order (not a witness's, officer's, preparer's or relative's).
 */
const CLAUSE_ROLES: ReadonlySet<string> = new Set(
  ROLE_PRECEDENCE.slice(0, ROLE_PRECEDENCE.indexOf('affiant') + 1),
);

/** Runs every extractor over the document and assembles the ParsedDocument with provenance. */
export function buildParsedDocument(doc: Doc, recordedDateHint: string | null): ParsedDocument {
  const prov: Record<string, ProvenanceEntry> = {};
  const note = (path: string, span: { start: number; end: number } | undefined, confidence: number) => {
    if (span) prov[path] = doc.provenance(span.start, span.end, confidence);
  };
  const cls = classify(doc);
  const category = cls.category;
  note('documentType', cls, cls.confidence);
  // The document's own inner capitals ("MassBay") apply to companies as to people.
  const hints = casingHints(doc.text);
  const registry = new PersonRegistry(hints, doc.text, doc.fromOcr);
  registry.setAliases(aliasPairs(doc.text));
  const text = doc.text;
  // The heirs tables are read by several of the rules below; read them once.
  let tableRows: ReturnType<typeof tableMentions> | undefined;
  const docTables = () => (tableRows ??= tableMentions(doc));

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
  // A generational suffix the decedent's name lacks ("... III" beside decedent "..."): the decedent's namesake child.
  const namesake = (name: string) =>
    /\b(?:Jr|Sr|II|III|IV)\b\.?\s*$/i.test(name) &&
    !!decedentPerson &&
    !/\b(?:Jr|Sr|II|III|IV)\b\.?\s*$/i.test(decedentPerson.name.value);
  // "Reginald D. Boudreaux, Sr., also known as R. D. Boudreaux": the son "Reginald D. Boudreaux, Jr." matches the
  // alias, which prints no suffix, but not the decedent's own name.
  const otherGeneration = (name: string) => {
    const own = decedentPerson?.name.value.match(/\b(Jr|Sr|II|III|IV)\b\.?\s*$/i)?.[1]?.toLowerCase();
    const theirs = name.match(/\b(Jr|Sr|II|III|IV)\b\.?\s*$/i)?.[1]?.toLowerCase();
    return !!own && !!theirs && own !== theirs;
  };
  const isDecedent = (name: string) =>
    !!decedentPerson &&
    !namesake(name) &&
    !otherGeneration(name) &&
    (sameName(decedentPerson.name.value, toMixedCase(name)) ||
      decedentPerson.aliases.some((a) => sameName(a, name)));

  // Roles that do not depend on the category.
  const blocks = signatureBlockMentions(doc);
  const inline = [...inlineRoleMentions(doc), ...attorneyCertificateMentions(doc)];
  sharedAddress(doc, inline);

  const grantorsOrder: PersonRecord[] = [];
  const granteesOrder: { person: PersonRecord; role: string }[] = [];
  const pushGrantee = (person: PersonRecord | null, role: string) => {
    if (person && !granteesOrder.some((g) => g.person === person)) granteesOrder.push({ person, role });
  };
  const typeSpecific: Record<string, unknown> = {};
  const entityGrantors: Party[] = [];
  const entityGrantees: Party[] = [];
  // The address a fiduciary is given as grantor.
  const grantorAddress = new Map<PersonRecord, Located<NormalizedAddress>>();
  // Where a company grantee is stated to be (the property address falls back to it like a person's).
  const entityGranteeAddresses: Located<NormalizedAddress>[] = [];
  // Trustees who take title for their trust: the trust is the grantee, the grantee's address is theirs too.
  const trustees: PersonRecord[] = [];

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
  // "X died ..., survived by one child, Y, who takes his father's share": X is the decedent's son.
  if (heirship)
    for (const c of parentsByRepresentation(doc)) {
      const p = registry.people.find((q) => sameName(q.name.value, c.name));
      if (p?.relationship?.value === 'child') p.relationship = { ...p.relationship, value: c.relationship };
    }
  // A family chart's kinship notes under the names: who each is, and who died (a relative, not an heir).
  if (heirship)
    for (const c of chartMentions(doc))
      if (!isDecedent(c.name)) registry.add({ ...c, role: c.died ? 'family_member' : undefined });
  if (heirship) {
    // A row whose person died before the decedent ("LIVING? No - died") names a relative, not an heir.
    const tables = docTables();
    for (const t of tables)
      if ((t.died || t.takesNothing) && !isDecedent(t.name)) registry.add({ ...t, role: 'family_member' });
      // A table of the children says who they are, not who inherits (the heirs are named elsewhere).
      else if (t.ofChildren && !isDecedent(t.name)) registry.add({ ...t, role: undefined });
    const tabled = tables
      .filter((t) => !t.died && !t.takesNothing && !t.ofChildren)
      .map((t) => ({ ...t, role: 'heir' as const }));
    // A form's block per person ("Name: X / Relationship: Son / Address: ..."; "Child No. 1: X"; "Heir: X
    // Share: 1/2"): heirs when the label or the heading over the blocks says so; children are family either way.
    const blocked = labelledBlockMentions(doc).filter((b) => !isDecedent(b.name));
    for (const b of blocked)
      if (b.died || b.kind === 'child') registry.add({ ...b, role: b.died ? 'family_member' : undefined });
    // (A run of "Name:" blocks shares the heading over its first block.)
    let heirRunEnd = -1;
    const blockHeirs = blocked.filter((b) => {
      const headed =
        b.kind === 'person' &&
        (b.span.start - heirRunEnd < 400 ||
          /\b(?:heirs?|distributees?|successors?|entitled)\b/i.test(
            text.slice(Math.max(0, b.span.start - 300), b.span.start),
          ));
      if (headed) heirRunEnd = b.span.end;
      return !b.died && (b.kind === 'heir' || headed);
    });
    for (const h of [
      ...heirMentions(doc),
      ...tabled,
      ...blockHeirs.map((b) => ({ ...b, role: 'heir' as const })),
    ]) {
      if (isDecedent(h.name)) continue;
      const p = registry.add(h);
      if (h.role === 'family_member') continue;
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
  // A fiduciary deed's recital of the heirs ("leaving as her sole heirs at law her brother, X, and her sister,
  // Y"): they take by intestacy whether or not this deed conveys to them.
  if (FIDUCIARY.has(category)) {
    for (const h of heirMentions(doc)) if (!isDecedent(h.name)) registry.add(h);
    // "the real property ... was devised to decedent's daughters, A and B": devisees under the will. (So in the
    // will's own voice: "The will devises the decedent's residuary estate, including the above property, in equal
    // shares to her son, A, and her daughter, B".)
    for (const m of text.matchAll(
      /\b(?:(?:devised|bequeathed|left)\s+(?:and\s+\w+\s+)?|\b(?:will|testa(?:ment|tor|trix))\s+(?:devises|bequeaths|gives|leaves)\b[^.;]{0,120}?\s)to\s+(?:the\s+)?(?:(?:decedent|deceased|testat(?:or|rix))'?s|his|her|their)\s+(?:\w+\s+)?(?:sons?|daughters?|children|child|wife|husband|spouse|brothers?|sisters?|siblings|grandchildren|nephews?|nieces?)\s*,?\s*/gi,
    ))
      for (const n of readPartyList(text, (m.index ?? 0) + m[0].length, 4).names)
        if (!isEntity(n.name) && !isDecedent(n.name))
          registry.add({ name: n.name, span: n.span, role: 'beneficiary', confidence: 0.7 });
  }
  if (FIDUCIARY.has(category)) {
    // (The decedent's namesake son serving as fiduciary, "X, Jr., as Personal Representative of the Estate of X",
    // is not the decedent.)
    const fid = fiduciaryMentions(
      doc,
      decedentPerson?.name.value ?? null,
      (a, b) => sameName(a, b) && !(b === decedentPerson?.name.value && (namesake(a) || otherGeneration(a))),
    );
    for (const f of fid) {
      const p = registry.add(f);
      // A bank or trust company serving as fiduciary is a party, never a person.
      if (!p && isEntity(f.name) && !entityGrantors.some((e) => sameEntity(e.name, f.name)))
        entityGrantors.push({
          name: toMixedCase(f.name, hints),
          role: f.role ?? 'personal_representative',
          address: f.address?.value.formatted ?? null,
        });
      if (p && !grantorsOrder.includes(p)) grantorsOrder.push(p);
      if (p && f.address && !grantorAddress.has(p)) grantorAddress.set(p, f.address);
    }
    const firstFiduciary = fid[0];
    if (firstFiduciary)
      for (const t of coGrantorTrustees(doc, firstFiduciary.span.end)) {
        if (isDecedent(t.name)) continue;
        const p = registry.add(t);
        if (p && !grantorsOrder.includes(p)) grantorsOrder.push(p);
        if (p && t.address && !grantorAddress.has(p)) grantorAddress.set(p, t.address);
      }
    // (A header's "Grantees:" label lists the people in order where the granting clause may name only some; a
    // company's name is printed in full in the clause.)
    const labelledGrantees = labelledParties(doc, 'grantee');
    for (const g of [
      ...labelledGrantees.filter((l) => !isEntity(l.name)),
      ...granteeMentions(doc, (n) => isDecedent(n)),
      ...labelledGrantees.filter((l) => isEntity(l.name)),
    ]) {
      if (isDecedent(g.name)) continue;
      const p = registry.add({ ...g, role: 'grantee' });
      // "X, as Trustee of the X Revocable Trust": the trust takes title; the trustee is named, not the grantee.
      const trust = trustTaking(text, g.span.end);
      if (p && trust) {
        const address = g.address ?? trustAddress(text, g.span.end, trust);
        if (!entityGrantees.some((e) => sameEntity(e.name, trust)))
          entityGrantees.push({ name: trust, role: 'grantee', address: address?.value.formatted ?? null });
        if (address && !p.address) p.address = address;
        if (g.address) entityGranteeAddresses.push(g.address);
        trustees.push(p);
      } else if (p) pushGrantee(p, 'grantee');
      else if (isEntity(g.name)) {
        const known = entityGrantees.find((e) => sameEntity(e.name, g.name));
        // "to CEDAR BLUFF LAND, LLC, Grantee" in the granting clause names the company; a header block's
        // "Grantee: ... / a Nebraska limited liability company / <address>" may be all that gives its address.
        if (known?.address || (known && !g.address)) continue;
        if (known) known.address = g.address?.value.formatted ?? null;
        else
          entityGrantees.push({
            name: toMixedCase(g.name, hints),
            role: 'grantee',
            address: g.address?.value.formatted ?? null,
          });
        if (g.address) entityGranteeAddresses.push(g.address);
      }
    }
    // "grants to the following persons, ... in the shares set forth opposite their names:" and a table of them.
    if (granteesOrder.length === 0)
      for (const t of docTables()) {
        if (t.died || isDecedent(t.name)) continue;
        const p = registry.add({ ...t, role: 'grantee' });
        if (p) pushGrantee(p, 'grantee');
      }
    // "Grantor's Mailing Address:" of a header block belongs to the fiduciary named under "Grantor:".
    for (const g of [...labelledParties(doc, 'grantor'), ...columnParties(doc, 'grantor')]) {
      const p = registry.find(g.name);
      if (p && grantorsOrder.includes(p) && g.address) {
        if (!p.address) p.address = g.address;
        if (!grantorAddress.has(p)) grantorAddress.set(p, g.address);
      }
    }
    // A sales-validation form's "Grantor's Name  Estate of X, by Y, Admr." over its "Mailing Address" cell.
    for (const f of validationFormParties(doc))
      for (const n of f.side === 'grantor' && f.address ? f.names : []) {
        const p = registry.find(n);
        if (!p || !grantorsOrder.includes(p) || !f.address) continue;
        if (!p.address) p.address = f.address;
        if (!grantorAddress.has(p)) grantorAddress.set(p, f.address);
      }
    // A fiduciary conveying to themself appears as grantor and grantee ("X, as Personal Representative ..., to X, Grantee").
    for (const m of text.matchAll(/\bto\s+(?=[A-Z])/g)) {
      for (const gp of grantorsOrder) {
        const escaped = namePattern(gp.name.value);
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
    // The survivors: a list the affidavit gives ("the grantee beneficiaries are: A, ...; and B, ..."), else
    // everyone who swears to it ("We, A and B, of lawful age, being first duly sworn").
    // A table of the survivors ("Name  Relation  Address") lists only those who take; a running list may also
    // name a designee who died first ("... A, B and C" with "C ... died ... before the Decedent").
    const tabled = docTables().filter((m) => !isDecedent(m.name) && !m.died);
    const named = survivorListMentions(doc).filter((m) => !isDecedent(m.name));
    const listed = tabled.length ? tabled : named.filter((m) => !diedFirst(text, m.name));
    for (const m of named)
      if (!listed.some((t) => sameName(toMixedCase(t.name), toMixedCase(m.name))))
        registry.add({ ...m, role: undefined });
    const affiants = [...inline, ...blocks].filter(
      (m, i, all) =>
        m.role === 'affiant' &&
        !isDecedent(m.name) &&
        all.findIndex((o) => o.role === 'affiant' && sameName(toMixedCase(o.name), toMixedCase(m.name))) ===
          i,
    );
    // An affiant who is no kin and takes nothing ("I am not related to the decedent ... and take no interest")
    // swears to the facts; the survivor is the one the affidavit says took ("... vested in Brenda Sue Pruett").
    const disinterested =
      /\bnot\s+related\s+to\s+(?:the\s+)?(?:decedent|deceased)|\btakes?\s+no\s+interest\b|\b(?:have|has)\s+no\s+(?:financial\s+|beneficial\s+)?interest\s+in\b|\bdisinterested\b/i.test(
        text,
      );
    const takers = survivorsNamed(doc).filter(
      (m, i, all) =>
        !isDecedent(m.name) && all.findIndex((o) => sameName(toMixedCase(o.name), toMixedCase(m.name))) === i,
    );
    // The affiants take with any co-taker they name beside themselves ("Affiant and X became the co-successor
    // trustees").
    const coTakers = coSurvivorsOfAffiant(doc).filter(
      (m) => !isDecedent(m.name) && !affiants.some((a) => sameName(toMixedCase(a.name), toMixedCase(m.name))),
    );
    // Takers named beside the affiant ("title is now vested in AFFIANT and X, the remaindermen") all take.
    const affiantsAmongTakers =
      takers.length > affiants.length &&
      affiants.every((a) => takers.some((t) => sameName(toMixedCase(t.name), toMixedCase(a.name))));
    const survivors = listed.length
      ? listed
      : takers.length && (!affiants.length || disinterested || affiantsAmongTakers)
        ? takers
        : [...affiants, ...coTakers];
    for (const survivor of survivors) {
      const sole = survivors.length === 1;
      // The affiant's own kinship ("Affiant (the Decedent's daughter)") is theirs alone among the takers.
      // (The list may name the affiant among the takers: the same person.)
      const own =
        sole ||
        (affiants.length === 1 &&
          (survivor === affiants[0] || sameName(toMixedCase(survivor.name), toMixedCase(affiants[0]!.name))));
      const p = registry.add({
        ...survivor,
        role,
        relationship: own ? (relationship ?? survivor.relationship) : survivor.relationship,
      });
      if (p && !p.address && sole && survivors !== takers) {
        const addrMatch = text.match(
          /\b(?:residing\s+at|resides\s+at|(?:my|affiant'?s|declarant'?s)\s+(?:mailing\s+)?address\s*(?:is|:)|whose\s+address\s+is|(?:mailing\s+)?address\s+of\s+(?:the\s+)?(?:affiant|declarant|undersigned|surviving\s+(?:joint\s+)?tenant|successor\s+trustee|beneficiary)\s+is)\s*/i,
        );
        // (The preparer's or notary's address is none of the survivor's.)
        const a = inline.find((i) => i.address && i.role === 'affiant')?.address ?? null;
        const at = (addrMatch?.index ?? 0) + (addrMatch?.[0].length ?? 0);
        // "Affiant resides at, and Decedent at the time of his death resided at, <address>": one address for both.
        const shared = addrMatch
          ? text.slice(at, at + 120).match(/^,\s*and\s+[^.;\d]{0,80}?\b(?:resided|resides|lived)\s+at,?\s*/i)
          : null;
        if (addrMatch)
          p.address =
            addressAfterName(text, at - 1) ??
            (shared ? readAddress(text, at + shared[0].length, 2) : null) ??
            a;
      }
      pushGrantee(p, role);
    }
    // "Brenda Sue Pruett survived Decedent and continues to reside at the Property": the property's address.
    for (const g of granteesOrder) {
      if (g.person.address) continue;
      const said = [...text.matchAll(nameRegExp(g.person.name.value, 'g'))].some((m) =>
        /^[^.;]{0,80}?\b(?:resides?|residing|lives?|living)\s+(?:at|in)\s+(?:the\s+|said\s+)+(?:property|premises|residence)\b/i.test(
          text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 140),
        ),
      );
      const home = said ? findStatedPropertyAddress(doc) : null;
      if (home?.value.city) g.person.address = home;
    }
    typeSpecific.survivorRole = role;
  }
  if (category === 'WILL') {
    for (const w of willMentions(doc)) {
      if (isDecedent(w.name)) continue;
      // A devisee or executor the codicil or certificate says died ("My wife, X, died on ...") takes nothing.
      if (w.role !== 'family_member' && !isEntity(w.name) && diedBeforeTestator(text, w.name)) {
        registry.add({ ...w, role: 'family_member' });
        continue;
      }
      const p = registry.add(w);
      if (w.role === 'beneficiary' && w.primary) pushGrantee(p, 'beneficiary');
      // A church or charity the land is devised to is a grantee, never a person.
      if (!p && w.role === 'beneficiary' && w.primary && isEntity(w.name))
        entityGrantees.push({
          name: toMixedCase(w.name, hints),
          role: 'beneficiary',
          address: w.address?.value.formatted ?? null,
        });
    }
  }
  if (category === 'OTHER') {
    const labelled = otherDeedMentions(doc, category) as (ReturnType<typeof otherDeedMentions>[number] & {
      primary?: boolean;
      partyRole?: string;
    })[];
    // Without "Grantor:"/"Grantee:" labels, the parties come from the granting clause.
    const conveyed = conveyanceParties(doc);
    const conveyance = conveyed.filter(
      (c) => !labelled.some((l) => (l.role === 'grantor') === (c.role === 'grantor')),
    );
    // A cover sheet's "Grantor: X" gives no address; the granting clause may ("X, whose address is ...").
    for (const l of labelled) {
      // A recorder's index types a company's name without its punctuation ("SCIOTO BEND HOMES LLC"); the granting
      // clause prints it as the company writes it ("Scioto Bend Homes, LLC"): the same letters, its own commas.
      const letters = (n: string) => n.replace(/[^\p{L}\d]/gu, '').toLowerCase();
      const own = isEntity(toMixedCase(l.name))
        ? conveyed.find(
            (c) =>
              (c.role === 'grantor') === (l.role === 'grantor') &&
              c.name !== l.name &&
              letters(c.name) === letters(l.name),
          )
        : undefined;
      if (own && !('partyRole' in l && l.partyRole)) {
        l.name = own.name;
        l.span = own.span;
      }
      if (!l.address)
        l.address =
          conveyed.find(
            (c) => (c.role === 'grantor') === (l.role === 'grantor') && sameEntity(c.name, l.name),
          )?.address ?? null;
    }
    // "GRANTOR:   GRANTEE:" columns over the parties' names and mailing addresses.
    const columned = [...columnParties(doc, 'grantor'), ...columnParties(doc, 'grantee')];
    // A granting clause that names the parties only by role ("the Grantor ... does give, grant, and convey unto
    // the Grantee") leaves the columns as the only place they are named.
    const named: typeof labelled = [...labelled, ...conveyance];
    const unnamed: typeof labelled = columned.filter(
      (c) => !named.some((o) => (o.role === 'grantor') === (c.role === 'grantor')),
    );
    for (const o of [...named, ...unnamed]) {
      if (!o.address)
        o.address =
          columned.find(
            (c) => (c.role === 'grantor') === (o.role === 'grantor') && sameEntity(c.name, o.name),
          )?.address ?? null;
      const p = registry.add({ ...o, relationship: null });
      // A rejected "name" that is no company either (a seal or caption OCR ran into it) is no party at all.
      if (!p && !isEntity(toMixedCase(o.name))) continue;
      if (!p) {
        // Companies and trusts are parties of ordinary deeds and releases, never people.
        const line = text.slice(
          o.span.start,
          text.indexOf('\n', o.span.start) >= 0 ? text.indexOf('\n', o.span.start) : undefined,
        );
        const name = 'partyRole' in o && o.partyRole ? o.name : entityName(line);
        const party = {
          name: toMixedCase(name, hints),
          role: o.partyRole ?? o.role ?? 'grantee',
          address: o.address?.value.formatted ?? null,
        };
        if (o.role === 'grantor') entityGrantors.push(party);
        else {
          entityGrantees.push(party);
          if (o.address) entityGranteeAddresses.push(o.address);
        }
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
    const p = registry.add(m);
    // A signer under "Distributee" is an heir even when OCR garbled the list that names the heirs, if the
    // body names them too (a signature line alone may be a garbled reading).
    if (heirship && m.role === 'heir' && p && printedTimes(text, p.name.value) > 1) pushGrantee(p, 'heir');
  }
  // "Affiant (Disinterested Witness)": one who swears to the family history only as its disinterested witness is
  // the witness, though also named among the affiants.
  if (heirship)
    for (const m of blocks) {
      const p = m.role === 'witness' ? registry.find(m.name) : undefined;
      if (p && !p.roles.has('heir')) p.roles.delete('affiant');
    }
  // "A and B, each being duly sworn, depose ..." over B's signature as "Corroborating Affiant": B swears beside the
  // affiant as a witness of the family history.
  // (The affiants are counted before any is set aside: two attesting witnesses who swear together, "We, A and B,
  // being first duly sworn", are both witnesses, whichever signature is read first.)
  const swornTogether = registry.people.filter((o) => o.roles.has('affiant'));
  for (const b of blocks) {
    const p = b.role === 'witness' ? registry.find(b.name) : undefined;
    if (p?.roles.has('affiant') && swornTogether.some((o) => o !== p)) p.roles.delete('affiant');
  }
  // "8. Arlen Wayne Dupree states that he is a friend of the family, ..., is not related to Decedent, and takes no
  // part of the estate": a co-affiant who says he is a stranger to the estate swears as its witness.
  if (heirship)
    for (const p of registry.people) {
      if (!p.roles.has('affiant') || p.roles.has('heir')) continue;
      if (!registry.people.some((o) => o !== p && o.roles.has('affiant'))) continue;
      if (!saysDisinterested(text, p.name.value)) continue;
      p.roles.delete('affiant');
      p.roles.add('witness');
    }
  for (const m of priorOwnerMentions(doc)) if (!isDecedent(m.name)) registry.add(m);
  if (category === 'OTHER')
    for (const m of [
      ...deceasedOwnerMentions(doc),
      ...estateFiduciaryMentions(doc),
      ...declaredSpouseMentions(doc),
    ])
      registry.add(m);

  // "conveyed to <decedent> and Ellen R. Conlon, his wife, by Deed from ...": the decedent's spouse, who took
  // nothing under this instrument; other earlier owners are named non-parties.
  for (const list of vestingGrantees(doc))
    for (const [i, n] of list.entries()) {
      if (isDecedent(n.name)) continue;
      // (The decedent may be named second: "unto Frederick W. Brandt and <decedent>, his wife".)
      const next = list[i + 1];
      const spouse =
        category !== 'OTHER' &&
        ((i > 0 && isDecedent(list[i - 1]!.name) && n.relationship === 'spouse') ||
          (list.length === 2 && !!next && isDecedent(next.name) && next.relationship === 'spouse'));
      registry.add({
        ...n,
        role: spouse ? 'family_member' : 'other',
        relationship: spouse ? 'spouse' : null,
      });
    }
  const kin = category === 'OTHER' ? [] : kinMentions(doc, isDecedent);
  for (const k of kin) registry.add({ ...k, role: k.died ? 'family_member' : k.role });
  // A fiduciary deed's recitals may say who the heirs are: "A, her son, and B, her daughter, who are her sole heirs
  // at law"; "grants to the following persons, being the heirs at law of the decedent".
  if (FIDUCIARY.has(category)) {
    // "the heirs at law of the decedent, namely A, a daughter, and B, a son": the heirs the recitals list.
    for (const h of heirsNamedInRecital(text)) if (!isDecedent(h.name)) registry.add(h);
    const heirs = heirsSentences(text);
    const toHeirs = grantsToHeirs(text);
    for (const p of registry.people) {
      if (p.roles.has('decedent')) continue;
      if (
        heirs.some((s) => namedIn(s, p.name.value)) ||
        (toHeirs && granteesOrder.some((g) => g.person === p))
      )
        p.roles.add('heir');
    }
  }
  if (category !== 'OTHER')
    for (const m of successorTrusteeMentions(doc)) {
      const p = isDecedent(m.name) ? undefined : registry.find(m.name);
      if (p) p.roles.add('successor_trustee');
      // A co-trustee beside the successor trustees an affidavit of death vests the trust's title in takes with them.
      if (p && granteesOrder.some((g) => g.role === 'successor_trustee')) pushGrantee(p, 'successor_trustee');
    }

  // Anyone whose address a sentence of its own states ("The mailing address of X is P.O. Box 224, ...").
  for (const a of addressesOfNamed(doc)) {
    const p = isDecedent(a.name) ? undefined : registry.find(a.name);
    if (p && !p.address) p.address = a.address;
  }
  // Grantees whose address only a sales-validation form's "Mailing Address" cell states.
  for (const f of validationFormParties(doc))
    for (const g of f.side === 'grantee' && f.address ? granteesOrder : [])
      if (!g.person.address && f.names.some((n) => sameName(n, g.person.name.value)))
        g.person.address = f.address ?? null;
  // Grantees whose address only a "mail tax statements to" block states.
  for (const block of mailBlockAddresses(doc))
    for (const g of granteesOrder)
      if (!g.person.address && block.names.some((n) => sameName(n, g.person.name.value)))
        g.person.address = block.address;
  // (A company taking alone has its address there too: "Taxpayer: Oak Hollow Farms, L.L.C., <address>".)
  for (const block of mailBlockAddresses(doc))
    for (const e of entityGrantees)
      if (!e.address && block.names.some((n) => sameEntity(n, e.name))) {
        e.address = block.address.value.formatted;
        entityGranteeAddresses.push(block.address);
      }

  // People whose address only a list of "<Name>:  <address>" lines gives ("ADDRESSES OF HEIRS.").
  if (category !== 'OTHER')
    for (const l of nameLabelledAddresses(text))
      for (const p of registry.people)
        if (!p.address && !p.roles.has('decedent') && sameName(l.label, p.name.value)) p.address = l.address;

  // Pennsylvania's "Certificate of Residence": "the precise residence of the Grantees herein is: <address>" (or "of
  // the above-named Grantees is", "the precise residence and complete post office address of the within-named
  // Grantees is"; a scan may read the "m" of "named" as "rn").
  // Also a closing "Grantee's Address: 2801 N. Kings Highway, ..." with the address on the label's line or under it
  // (the label may open a page).
  const certified = text.match(
    /\b(?:precise\s+)?(?:residence|address)(?:\s+and\s+(?:complete\s+)?(?:post\s+office\s+)?address)?\s+(?:\.\s+)?of\s+the\s+(?:(?:within|above)[-\s]+na(?:m|rn)ed\s+)?grantees?\s+(?:herein\s+)?is\s*:?\s*|(?:^|(?<=\f))[ \t]*grantees?['’]?s?['’]?[ \t]+(?:(?:mailing|tax[ \t]+notice)[ \t]+)?address(?:[ \t]+and[ \t]+(?:send[ \t]+)?tax[ \t]+(?:statements|bills|notices)[ \t]+to)?[ \t]*:[ \t]*(?:\n[ \t]*)?(?=\d|P\.?[ \t]?O\.?[ \t]*Box)/im,
  );
  // (Or the label heads one of two columns: "GRANTEES' MAILING ADDRESS:      AFTER RECORDING RETURN TO:".)
  const certifiedAt =
    (certified ? readAddress(text, (certified.index ?? 0) + certified[0].length, 3) : null) ??
    columnLabelAddress(doc, 'grantee');
  if (certifiedAt)
    for (const p of [...granteesOrder.map((g) => g.person), ...trustees])
      if (!p.address) p.address = certifiedAt;
  // The same closing label for the grantors: "Grantor's Address:  827 Cypress Creek Road, ...".
  // (Or a sentence naming the fiduciary by capacity: "The executor's mailing address is 5512 Kenwood Road, ...".)
  const grantorLabel =
    text.match(
      /^[ \t]*grantors?['’]?s?['’]?[ \t]+(?:mailing[ \t]+)?address(?:es)?[ \t]*:[ \t]*(?:\n[ \t]*)?(?=\d|P\.?[ \t]?O\.?[ \t]*Box)/im,
    ) ??
    (FIDUCIARY.has(category)
      ? text.match(
          /\b(?:the|said)\s+(?:grantor|executor|executrix|administrator|administratrix|personal\s+representative|fiduciary)['’]s\s+(?:(?:mailing|tax[\s-]+mailing|post\s+office|current)\s+)?address\s+is\s*:?\s*(?=\d|P\.?[ \t]?O\.?[ \t]*Box)/i,
        )
      : null);
  const grantorAt = grantorLabel
    ? readAddress(text, (grantorLabel.index ?? 0) + grantorLabel[0].length, 3)
    : null;
  if (grantorAt)
    for (const p of grantorsOrder) {
      if (!p.address) p.address = grantorAt;
      if (!grantorAddress.has(p)) grantorAddress.set(p, grantorAt);
    }
  // (A company taking alone has its address there too.)
  if (certifiedAt && granteesOrder.length === 0 && entityGrantees.length === 1 && !entityGrantees[0]!.address)
    entityGrantees[0]!.address = certifiedAt.value.formatted;

  // Relationships for everyone from the words around each mention (not for OTHER: no decedent).
  if (category !== 'OTHER') {
    for (const p of registry.people) {
      // A generic "child" may be stated more exactly elsewhere ("DANIEL REYES SALINAS, a son of Decedent").
      const generic = p.relationship?.value === 'child';
      if ((p.relationship && !generic) || p.roles.has('decedent')) continue;
      // Every place the name is printed: "the said Harold F. Moore, Jr., her son, Executor thereof".
      const printed = [p.name.value, ...p.aliases].flatMap((n) => {
        const escaped = namePattern(n);
        return [...text.matchAll(new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'giu'))].map((m) => ({
          start: m.index ?? 0,
          end: (m.index ?? 0) + m[0].length,
        }));
      });
      for (const span of [p.name.span, ...p.spans, ...printed]) {
        const rel = relationshipAround(text, span.start, span.end);
        // "by deed from Harriet P. Colby, widow": a prior owner's own marital status, not kinship to the decedent.
        const ownStatus =
          rel === 'spouse' &&
          [...p.roles].every((r) => r === 'other') &&
          /^\s*,\s*(?:an?\s+)?widow(?:er)?\b(?!\s+of\b)/i.test(text.slice(span.end, span.end + 24));
        if (rel && !ownStatus && (!generic || rel === 'son' || rel === 'daughter')) {
          p.relationship = { value: rel, span, confidence: 0.7 };
          break;
        }
      }
    }
    // "Grantor, the decedent's son," / "Affiant is the decedent's nephew" / "the Grantor, who is the Decedent's
    // daughter,": kinship stated of a role.
    const rel = RELATIONSHIP_WORDS;
    // Also of a fiduciary ("issued ... to the Executor, a son of the decedent") and stated before the role ("the
    // decedent's daughter, the affiant," / "died ..., survived by his wife, the Grantor", "leaving as her only heirs
    // at law her brother, the party of the first part, and ...").
    const roleWord =
      'grantor|grantee|affiant|declarant|executor|executrix|administrator|administratrix|personal\\s+representative|part(?:y|ies)\\s+of\\s+the\\s+(?:first|second)\\s+part';
    const roleKin = new RegExp(
      `\\b(${roleWord})\\b,?\\s+(?:(?:who\\s+)?is\\s+)?(?:the\\s+|an?\\s+)?(?:(?:decedent'?s|deceased'?s|his|her)\\s+(?:(?:surviving|only|adult)\\s+)?(${rel})|(?:surviving\\s+)?(${rel})\\s+of\\s+(?:the\\s+|said\\s+)?(?:decedent|deceased))|\\b(?:(?:the\\s+)?(?:decedent'?s|deceased'?s)|(?:survived\\s+by|leaving(?:\\s+as\\s+(?:his|her)\\s+(?:only\\s+|sole\\s+)?(?:heirs?|distributees?|next\\s+of\\s+kin)(?:\\s+at\\s+law)?)?)\\s+(?:his|her))\\s+(?:(?:surviving|only|adult)\\s+)?(${rel}),\\s+the\\s+(${roleWord})\\b`,
      'gi',
    );
    for (const m of text.matchAll(roleKin)) {
      // An indenture's "party of the first part" is its grantor, "of the second part" its grantee.
      const word = (m[1] ?? m[5]!)
        .toLowerCase()
        .replace(/\s+/g, ' ')
        .replace(/^part(?:y|ies) of the first part$/, 'grantor')
        .replace(/^part(?:y|ies) of the second part$/, 'grantee');
      const fiduciaryRole: Record<string, Role> = {
        executor: 'executor',
        executrix: 'executor',
        administrator: 'administrator',
        administratrix: 'administrator',
        'personal representative': 'personal_representative',
      };
      const holders =
        word === 'grantor'
          ? grantorsOrder
          : word === 'grantee'
            ? granteesOrder.map((g) => g.person)
            : fiduciaryRole[word]
              ? registry.people.filter((p) => p.roles.has(fiduciaryRole[word]!))
              : registry.people.filter((p) => p.roles.has('affiant'));
      const value = normalizeRelationship(m[2] ?? m[3] ?? m[4] ?? '');
      if (holders.length !== 1 || !value) continue;
      const holder = holders[0]!;
      if (!holder.relationship && !holder.roles.has('decedent'))
        holder.relationship = {
          value,
          span: { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length },
          confidence: 0.7,
        };
    }
    // "The Grantees are the decedent's daughter and son." / "The Grantees, A and B, are the decedent's son and
    // daughter": kinship words in the order of the names (else of the grantees).
    for (const k of pluralKinship(text)) {
      const subject = text.slice(sentenceStart(text, k.start), k.start);
      const named = registry.people
        .map((p) => ({ p, at: subject.search(nameRegExp(p.name.value)) }))
        .filter((x) => x.at >= 0 && !x.p.roles.has('decedent'))
        .sort((a, b) => a.at - b.at)
        .map((x) => x.p);
      // (Both sides of an indenture: "the party of the first part and the party of the second part are ...".)
      const bothSides =
        /\b(?:grantors?|part(?:y|ies)\s+of\s+the\s+first\s+part)\s+and\s+(?:the\s+)?(?:grantees?|part(?:y|ies)\s+of\s+the\s+second\s+part)\s*$/i.test(
          subject.replace(/\s+(?:are|were)\s*$/i, ''),
        );
      const holders =
        named.length === k.words.length || (k.all && named.length > 1)
          ? named
          : bothSides
            ? [...grantorsOrder, ...granteesOrder.map((g) => g.person)]
            : /\bgrantees\b/i.test(subject)
              ? granteesOrder.map((g) => g.person)
              : /\b(?:grantors|co-?\s*(?:executors|administrators|personal\s+representatives))\b/i.test(
                    subject,
                  )
                ? grantorsOrder
                : /\b(?:affiants|declarants)\s*$/i.test(subject)
                  ? registry.people
                      .filter((p) => p.roles.has('affiant') && !p.roles.has('decedent'))
                      .sort((a, b) => a.name.span.start - b.name.span.start)
                  : [];
      // (A counted kinship that counts other people than the role holds says nothing of them.)
      if (k.all && k.count !== undefined && k.count !== holders.length) continue;
      for (const [i, person] of holders.entries()) {
        const value = k.all ? k.words[0] : k.words[i];
        if (value && (!person.relationship || person.relationship.value === 'child'))
          person.relationship = { value, span: { start: k.start, end: k.end }, confidence: 0.7 };
      }
    }
    // "I am the daughter of JOSE ANTONIO LUCERO" / "Affiant is ... the widow of said decedent" / "being her son".
    const affiants = registry.people.filter((p) => p.roles.has('affiant') && !p.roles.has('decedent'));
    const kinOfAffiant = affiants.length === 1 ? affiantKinship(text, isDecedent) : null;
    const affiant = affiants[0];
    // "Affiant resides at ..." / "I reside at ..." / "Affiant's address: ...".
    if (affiant && affiants.length === 1 && !affiant.address) affiant.address = affiantAddress(doc) ?? null;
    if (affiant && kinOfAffiant) {
      const current = affiant.relationship?.value;
      if (!current || (current === 'child' && /^(?:son|daughter)$/.test(kinOfAffiant.value)))
        affiant.relationship = { value: kinOfAffiant.value, span: kinOfAffiant.span, confidence: 0.7 };
      // A granddaughter's "my mother, X" and "my uncle, Y" are the decedent's daughter and son: what the words
      // say of the affiant's family (or no more than "child") gives way.
      for (const k of affiantSideKin(text, affiant.relationship?.value ?? kinOfAffiant.value, isDecedent)) {
        const p = registry.find(k.name);
        if (!p || p === affiant || p.roles.has('decedent')) continue;
        const current = p.relationship?.value;
        const literal = normalizeRelationship(text.slice(k.start - 20, k.start));
        // (A kin word for a child of the decedent outranks a guess from pronouns.)
        const childWord =
          /^(?:son|daughter)$/.test(k.relationship) && /^(?:son|daughter|parent)$/.test(current ?? '');
        if (!current || current === 'child' || current === literal || childWord) {
          p.relationship = { value: k.relationship, span: { start: k.start, end: k.end }, confidence: 0.7 };
          // (A parent named only in the chain of title is family once the kinship is the decedent's.)
          if ([...p.roles].every((r) => r === 'other')) p.roles.add('family_member');
        }
      }
    }
    // A copied death certificate's informant line ("INFORMANT:  ANNETTE K LINDQVIST - DAUGHTER") states the
    // informant's kinship to the decedent; it refines a bare "child".
    for (const m of text.matchAll(
      /\bINFORMANT(?:['’]S\s+NAME)?[ \t]*:[ \t]*(?=\p{Lu})|\bINFORMANT\s+NAME[ \t]*:[ \t]*(?=\p{Lu})/giu,
    )) {
      const r = readName(text, (m.index ?? 0) + m[0].length);
      const kin = r ? text.slice(r.end, r.end + 40).match(/^[ \t]*(?:[-–—,(][ \t]*)([A-Za-z-]+)/) : null;
      const value = kin ? normalizeRelationship(kin[1]!) : null;
      const p = r && value ? registry.find(r.name) : undefined;
      if (!p || !value || p.roles.has('decedent')) continue;
      const current = p.relationship?.value;
      if (!current || (current === 'child' && /^(?:son|daughter)$/.test(value)))
        p.relationship = { value, span: { start: r!.start, end: r!.end }, confidence: 0.6 };
    }
    // The pronouns said of a child give the child's sex.
    for (const p of registry.people) {
      if (p.relationship?.value !== 'child') continue;
      for (const m of text.matchAll(nameRegExp(p.name.value, 'g'))) {
        const value = childSexAfter(text, (m.index ?? 0) + m[0].length);
        if (value) {
          p.relationship = { value, span: p.relationship.span, confidence: 0.6 };
          break;
        }
      }
    }
    // "married ... to LORRAINE MARIE FONTENOT, ...; the said Lorraine Marie Fontenot Broussard predeceased him": a
    // spouse's maiden name printed again with the decedent's surname after it is the married name, the fuller form.
    const surname = decedentPerson?.name.value
      .replace(/,?\s+(?:Jr|Sr|II|III|IV)\.?\s*$/i, '')
      .split(/\s+/)
      .at(-1);
    for (const p of registry.people) {
      if (
        !surname ||
        p.relationship?.value !== 'spouse' ||
        sameName(p.name.value.split(/\s+/).at(-1)!, surname)
      )
        continue;
      const married = text.match(nameRegExp(`${p.name.value} ${surname}`, ''));
      if (married)
        p.name = {
          value: toMixedCase(married[0].replace(/\s+/g, ' ')),
          span: { start: married.index ?? 0, end: (married.index ?? 0) + married[0].length },
          confidence: p.name.confidence,
        };
    }
    if (/\b(?:his|her)\s+surviving\s+spouse\b/i.test(text))
      for (const g of granteesOrder)
        if (!g.person.relationship && category !== 'WILL')
          g.person.relationship = { value: 'spouse', span: g.person.name.span, confidence: 0.6 };
  }

  // "The claiming successors, Affiant and X, are each entitled to one-half": the takers named in apposition to
  // their title, the affiant among them by the word only.
  // A signing affiant who is neither the decedent nor only a witness: the one "the affiants are heirs" names.
  const swearingAffiant = (p: PersonRecord) =>
    p.roles.has('affiant') && !p.roles.has('decedent') && !p.roles.has('witness');
  // "the affiants, who are the Decedent's son and daughter": each affiant's kinship, in the order they were named
  // before the statement.
  const together = affiantsKinship(text);
  if (together) {
    const lastNamed = (p: PersonRecord) =>
      Math.max(-1, ...p.spans.filter((s) => s.start < together.at).map((s) => s.start));
    const affiants = registry.people
      .filter((p) => swearingAffiant(p) && lastNamed(p) >= 0)
      .sort((a, b) => lastNamed(a) - lastNamed(b));
    if (affiants.length === together.kin.length)
      affiants.forEach((p, i) => {
        if (!p.relationship) p.relationship = { value: together.kin[i]!, span: p.name.span, confidence: 0.6 };
      });
  }
  if (heirship) {
    const apposed = successorsInApposition(text);
    if (apposed.affiant)
      for (const p of registry.people)
        if (swearingAffiant(p)) {
          p.roles.add('heir');
          pushGrantee(p, 'heir');
        }
    for (const h of apposed.names) if (!isDecedent(h.name)) pushGrantee(registry.add(h), 'heir');
  }
  // A declarant signing "as guardian of the estate of X, a minor" swears for X: X takes, the guardian does not.
  const guardians = heirship ? guardianSigners(text) : [];
  const isGuardian = (p: PersonRecord) =>
    guardians.some((g) => sameName(p.name.value, toMixedCase(g.guardian.name)));
  // "... passes to me without administration": a kin affiant who names no other taker takes it.
  if (heirship && granteesOrder.length === 0) {
    const toAffiant =
      /\b(?:pass(?:es)?|belongs?|descends?|transferred|distributed|paid|delivered)\s+to\s+me\b|\bI\s+am\s+(?:entitled|the\s+(?:sole\s+)?successor)\b/i.test(
        text,
      );
    for (const p of registry.people)
      if (toAffiant && p.roles.has('affiant') && p.relationship && !p.roles.has('decedent')) {
        p.roles.add('heir');
        pushGrantee(p, 'heir');
      }
    // "Each declarant is a successor of decedent" (California §13200 and like forms): the signers take.
    // (Louisiana's "appearers, as his only children, are his sole heirs": the appearers are the affiants.)
    const signersTake =
      /\b(?:each\s+)?(?:declarants?|affiants?|appearers?|(?:the\s+)?undersigned)(?:,\s*(?:as|being)\s+[^,.;]{3,60},)?\s+(?:is|are)\s+(?:a|the|his|her|their|(?:the\s+)?(?:decedent|deceased)['’]?s)?\s*(?:sole\s+|only\s+)?(?:(?:and|or)\s+(?:sole\s+|only\s+))?(?:legal\s+)?(?:successors?|heirs?|distributees?)\b/i.test(
        text,
      );
    // "Declarants are the decedent's only children." / "The declarants are the decedent's two children and only
    // issue.": a count before the kinship word.
    const kinOfSigners = text.match(
      /\b(?:declarants|affiants)\s+are\s+(?:the\s+)?(?:decedent'?s|deceased'?s|his|her)\s+(?:(?:two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+)?(?:only\s+|surviving\s+|adult\s+)*(children|sons|daughters|grandchildren|brothers|sisters|siblings)\b/i,
    );
    for (const p of registry.people)
      if (signersTake && swearingAffiant(p) && !isGuardian(p)) {
        p.roles.add('heir');
        pushGrantee(p, 'heir');
        if (kinOfSigners && !p.relationship) {
          const value = normalizeRelationship(kinOfSigners[1]!);
          if (value) p.relationship = { value, span: p.name.span, confidence: 0.6 };
        }
      }
  }
  if (heirship)
    for (const g of minorsParents(text))
      if (!isDecedent(g.name) && !registry.find(g.name))
        registry.add({ ...g, role: 'other', relationship: null, confidence: 0.6 });
  for (const g of guardians) {
    if (isDecedent(g.ward.name)) continue;
    const ward = registry.add({ name: g.ward.name, span: g.ward.span, role: 'heir', confidence: 0.7 });
    pushGrantee(ward, 'heir');
    if (ward && !ward.address && g.wardLivesThere && g.address) ward.address = g.address;
    // (A guardian named only in the signature block, with no capacity label under it, is found there: "RAMONA X,
    // Conservator of the Estate of Y, a minor" under its signature rule.)
    const guardian =
      registry.find(g.guardian.name) ??
      (g.signs && !isDecedent(g.guardian.name)
        ? registry.add({ name: g.guardian.name, span: g.guardian.span, role: 'affiant', confidence: 0.7 })
        : null);
    if (!guardian) continue;
    // The guardian's block is a signer's: the guardian swears to the affidavit (for the ward).
    guardian.roles.add('affiant');
    if (!guardian.relationship && g.relationship)
      guardian.relationship = { value: g.relationship, span: g.guardian.span, confidence: 0.6 };
    if (!guardian.address && g.address) guardian.address = g.address;
  }
  // "X, her mother and guardian of her estate, <address>": the mother is the ward's, not the decedent's.
  if (heirship)
    for (const g of parentsNamedAsGuardians(text)) {
      const p = registry.find(g.name);
      if (!p || isDecedent(g.name)) continue;
      const span = p.relationship?.span;
      if (span && span.start >= g.clause.start && span.start < g.clause.end) p.relationship = null;
      if (!p.address && g.address) p.address = g.address;
    }
  // A court's order names the applicant once ("Upon the Application of X for informal probate") and gives the
  // address under the defined word ("The Applicant, whose address is 1735 S. Elm Street, ...").
  const applicant = text.match(/\b(?:upon\s+the\s+)?(Application|Petition)\s+of\s+(?=\p{Lu})/iu);
  const applicantName = applicant ? readName(text, (applicant.index ?? 0) + applicant[0].length) : null;
  if (applicant && applicantName) {
    const word = applicant[1]!.toLowerCase() === 'application' ? 'Applicant' : 'Petitioner';
    const said = text.match(
      new RegExp(`\\bthe\\s+${word}\\s*,\\s*whose\\s+(?:mailing\\s+)?address\\s+is\\s+`, 'i'),
    );
    const address = said ? readAddress(text, (said.index ?? 0) + said[0].length, 0) : null;
    const p = registry.people.find((x) => sameName(x.name.value, toMixedCase(applicantName.name)));
    if (address && p && !p.address) p.address = address;
  }
  // A person whose address no extractor tied to them may have it stated at another mention: "DARRELL WAYNE
  // TIGER, Jr.,\nwho lives at 1130 S.E. 29th St., ...", "That X resides at ..., and Y resides at ...".
  // ("The said X survived the Decedent and resides at ...": the survival told on the way to the address.)
  const namedPeople = registry.people.map((o) => ({
    name: o.name.value,
    deceased: o.roles.has('decedent'),
    o,
  }));
  for (const p of registry.people) {
    // (A notary's own mentions give no address; but an attorney who witnessed the signing and took the
    // acknowledgment, as New Jersey's attorneys may, is found at the address the deed is returned to.)
    const onlyOfficer = p.roles.has('notary') && !p.roles.has('witness');
    if (p.address || p.roles.has('decedent') || onlyOfficer) continue;
    // (Also where a scan printed the name with a look-alike glyph, "Phan Thi Lc" beside "Phan Thi Le": the witness's
    // row under that printing gives the address.)
    const misprinted = [
      ...new Set(
        p.spans
          .map((sp) => text.slice(sp.start, sp.end).replace(/\s+/g, ' '))
          .filter((t) => t.toLowerCase() !== p.name.value.toLowerCase() && glyphVariant(t, p.name.value)),
      ),
    ];
    const escaped = [p.name.value, ...misprinted].map(cellNamePattern).join('|');
    for (const m of text.matchAll(new RegExp(`(?<!\\p{L})(?:${escaped})(?!\\p{L})`, 'giu'))) {
      const end = (m.index ?? 0) + m[0].length;
      // The tail of a longer name ("GILBERT CHAVEZ" in "JOSEPH GILBERT CHAVEZ, whose address is") is someone else.
      const before = text
        .slice(Math.max(0, (m.index ?? 0) - 60), end)
        .replace(/\s+/g, ' ')
        .toLowerCase();
      if (
        namedPeople.some(
          (o) =>
            o.o !== p &&
            o.name.length > p.name.value.length &&
            o.name.toLowerCase().endsWith(` ${p.name.value.toLowerCase()}`) &&
            before.endsWith(o.name.toLowerCase()),
        )
      )
        continue;
      // A list of names and addresses in two columns ("Jane Q. Roe        41 Elm St." over "   Troy, Ohio 45373"):
      // a name that starts its line with a street number beside it.
      // (Also a kinship after the name, "Amber Roe, daughter    P.O. Box 381", and a box or rural route for a street.)
      const row = /^[ \t]*$/.test(text.slice(text.lastIndexOf('\n', m.index ?? 0) + 1, m.index ?? 0))
        ? text
            .slice(end, end + 60)
            .match(
              /^[ \t]+(?=\d)|^(?:,[ \t]*(?:son|daughter|child|wife|husband|spouse|grand\w+|brother|sister|nephew|niece)\b)?[ \t]{2,}(?=\d|P\.?[ \t]?O\.?[ \t]*Box|R\.?[ \t]?R\.?[ \t]*\d|Rural[ \t]+Route|H\.?C\.?[ \t]*\d)/i,
            )
        : null;
      const ruled = row ? null : addressUnderRuledName(doc, m.index ?? 0, end);
      const stated =
        row ||
        ruled ||
        // (A form's "Name of Witness: X" over "Witness's Address: ...": the label on the next line.)
        /^,?\s*(?:(?:who\s+)?(?:survived\s+(?:him|her|(?:the\s+)?(?:decedent|deceased))\s+and\s+)?(?:lives|resides)\s+(?:with\s+(?:the\s+)?(?:affiant|declarant|undersigned)\s+)?at|residing\s+at|living\s+at|whose\s+(?:[\w-]+\s+){0,3}address\s+is|of\s+(?=\d|P\.?\s?O\.?\s*Box|R\.?\s?R\.?\s*\d|Rural\s+Route))\b|^[ \t]*[-–—][ \t]*living[;,]?[ \t]*address\b|^[ \t]*\n[ \t]*(?:[A-Za-z]+'s\s+)?(?:mailing\s+|current\s+)?address[ \t]*:/i.test(
          text.slice(end, end + 60),
        ) ||
        addressLeadIsStated(text, end);
      // A party's address given later in its sentence, past its capacity or a co-party's name.
      const clause =
        !stated && [...p.roles].some((r) => CLAUSE_ROLES.has(r))
          ? clauseAddressAfter(
              text,
              end,
              namedPeople.filter((o) => o.o !== p),
            )
          : null;
      // "A and B, 1204 E. Kay Street, ...": a name joined bare to a co-party's, the pair's one address after both.
      const pair =
        !stated && !clause && /^,?\s+(?:and|&)\s+\p{Lu}/u.test(text.slice(end, end + 8))
          ? readPartyList(text, m.index ?? 0, 2).names
          : [];
      if (
        pair.length === 2 &&
        sameName(pair[0]!.name, p.name.value) &&
        pair[0]!.address &&
        registry.find(pair[1]!.name)
      ) {
        p.address = pair[0]!.address;
        break;
      }
      if (!stated && !clause) continue;
      // "X, son of decedent and HAROLD O'BRIEN, who resides at ...": the clause is said of the child, not of the
      // parent named in the child's description.
      if (
        /\b(?:son|daughter|child|born|marriage|adopted)\s+(?:of|to|with|by)\s+[^,;.]{0,60}$/i.test(
          text.slice(Math.max(0, m.index! - 80), m.index),
        )
      )
        continue;
      if (clause) {
        p.address = clause;
        break;
      }
      const label = text
        .slice(end, end + 60)
        .match(/^[ \t]*\n[ \t]*(?:[A-Za-z]+'s\s+)?(?:mailing\s+|current\s+)?address[ \t]*:[ \t]*/i);
      const found = ruled
        ? ruled
        : label
          ? readAddress(text, end + label[0].length, 0)
          : row
            ? readAddress(text, end + row[0].length, 0)
            : addressAfterName(text, end);
      if (found) {
        p.address = found;
        break;
      }
    }
    if (!p.address) p.address = coverSheetAddress(text, p.name.value);
  }
  // A table row whose address cell says "same address as <another listed person>" lives at that person's address.
  for (const t of heirship ? docTables() : []) {
    const p = t.sameAddressAs ? registry.find(t.name) : undefined;
    const other = t.sameAddressAs ? registry.find(t.sameAddressAs) : undefined;
    if (p && other && other !== p && !p.address && other.address) p.address = other.address;
  }
  // "X ... resides with Affiant at <address>": the one affiant lives there too.
  const sharedHome = text.match(
    /\b(?:resides|lives)\s+with\s+(?:the\s+)?(?:affiant|declarant|undersigned)\s+at\s+/i,
  );
  const soleAffiant = registry.people.filter((p) => p.roles.has('affiant'));
  if (sharedHome && soleAffiant.length === 1 && !soleAffiant[0]!.address)
    soleAffiant[0]!.address = readAddress(text, (sharedHome.index ?? 0) + sharedHome[0].length, 0);
  // A relative named with no part in the instrument takes nothing: a family member ("DANIEL REYES SALINAS, a son
  // of Decedent, predeceased Decedent").
  if (category !== 'OTHER')
    for (const p of registry.people) if (p.roles.size === 0 && p.relationship) p.roles.add('family_member');

  // A child bearing the decedent's name with a junior's suffix ("Willie James Foster, Jr." of "..., Sr."): a son.
  const baseName = (n: string) =>
    toMixedCase(n)
      .replace(/,?\s+\b(?:Jr|Sr|II|III|IV)\b\.?\s*$/i, '')
      .toLowerCase();
  if (decedentPerson)
    for (const p of registry.people)
      if (
        p.relationship?.value === 'child' &&
        /,?\s+(?:Jr|II)\b\.?\s*$/i.test(p.name.value) &&
        baseName(p.name.value) === baseName(decedentPerson.name.value)
      )
        p.relationship = { ...p.relationship, value: 'son' };

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
  // A relative's own marriage the affidavit recites ("Decedent's father was previously married to X") is none of the decedent's.
  const own = spouses.filter((s) => s.relationship === 'spouse' || s.relationship === 'former_spouse');
  // (The last marriage recited is the last one made.)
  const lastMarriage = [...own].sort((a, b) => a.span.start - b.span.start).at(-1);
  const formerOnly = !!lastMarriage?.divorced && !livingSpouse;
  const marital = dec
    ? findMaritalStatus(doc, {
        formerSpouseOnly: formerOnly,
        spouseDied: spouses.some((s) => s.died) || kin.some((k) => k.relationship === 'spouse' && k.died),
        livingSpouse,
        others: registry.people.filter((p) => !p.roles.has('decedent')).map((p) => p.name.value),
      })
    : null;

  // Parties.
  const decedentParty = (person: PersonRecord): Party => ({
    name: person.name.value,
    role: 'decedent',
    address: person.address?.value.formatted ?? null,
  });
  // "his daughter, the Grantor herein": the one person the term names, when the document tells no other kinship.
  if (category !== 'OTHER')
    for (const k of kinOfDefinedParty(text)) {
      const named =
        k.term === 'grantor'
          ? grantorsOrder
          : k.term === 'grantee'
            ? granteesOrder.map((g) => g.person)
            : registry.people.filter((p) => p.roles.has('affiant'));
      if (named.length === 1 && !named[0]!.relationship)
        named[0]!.relationship = { value: k.relationship, span: k.span, confidence: 0.7 };
    }
  const grantors: Party[] = [];
  if (decedentPerson && !FIDUCIARY.has(category)) grantors.push(decedentParty(decedentPerson));
  for (const g of grantorsOrder) {
    // A fiduciary who is one of several grantees was given that address as a grantee, not as grantor.
    const amongGrantees = granteesOrder.some((x) => x.person === g) && granteesOrder.length > 1;
    const address = FIDUCIARY.has(category)
      ? (grantorAddress.get(g) ?? (amongGrantees ? null : g.address))
      : g.address;
    grantors.push({
      name: g.name.value,
      role: FIDUCIARY.has(category) ? PersonRegistry.primaryRole(g) : 'grantor',
      address: address?.value.formatted ?? null,
    });
  }
  grantors.push(...entityGrantors);
  // "A and B, husband and wife, whose address after the date hereof is the property herein conveyed": the
  // grantees' address is the property's stated street address.
  if (
    /\bwhose\s+(?:[\w-]+\s+){0,3}address(?:es)?\s+(?:(?:after|from)\s+(?:the\s+)?date\s+(?:hereof|of\s+this\s+(?:deed|instrument))\s+)?(?:is|are|will\s+be|shall\s+be)\s+(?:at\s+)?the\s+(?:real\s+)?(?:property|premises)\s+(?:herein\s+|hereby\s+)?(?:conveyed|described)/i.test(
      text,
    )
  ) {
    const home = findStatedPropertyAddress(doc);
    if (home?.value.city) for (const g of granteesOrder) if (!g.person.address) g.person.address = home;
  }
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
  // "my house at 2114 S. Duluth Ave. in Sioux Falls": a street stated with its city but no state.
  const statedStreet = stated?.value.city ? null : findStatedStreet(doc);
  if (statedStreet && (!stated || stated.value.line1 === statedStreet.value.line1)) {
    propertyAddress = statedStreet;
    addressSource = 'stated';
  }
  // "Homestead, 2314 E. 17th Street": a street stated alone that is the decedent's residence street takes the
  // residence's city, state and ZIP.
  if (
    propertyAddress?.value.line1 &&
    !propertyAddress.value.city &&
    residenceStreet?.value.city &&
    residenceStreet.value.line1?.toLowerCase() === propertyAddress.value.line1.toLowerCase()
  )
    propertyAddress = { ...residenceStreet, span: propertyAddress.span };
  if (!propertyAddress && residenceStreet) {
    propertyAddress = residenceStreet;
    addressSource = 'decedent_residence';
  }
  if (!propertyAddress) {
    const partyAddress = [
      ...granteesOrder.map((g) => g.person.address),
      ...entityGranteeAddresses,
      ...grantorsOrder.map((p) => p.address),
    ].find((a) => a && !/^PO Box/i.test(a.value.line1 ?? ''));
    if (partyAddress) {
      propertyAddress = partyAddress;
      addressSource = 'party_residence';
    }
  }
  if (legal && !noRealProperty) note('property.legalDescription', legal.span, legal.confidence);
  if (propertyAddress) note('property.address', propertyAddress.span, propertyAddress.confidence);

  // Dates and money.
  const stamp = findRecordedDate(doc);
  // A will proved by a court's order may be signed nowhere in the text: the order recites the date it bears.
  const instrument =
    findInstrumentDate(doc, { isWill: category === 'WILL', recorded: stamp }) ??
    (category === 'WILL'
      ? (findOtherDates(doc, { category }).find((d) => d.label === 'will_dated') ?? null)
      : null);
  // OCR misreads a stamp's digits or loses the stamp (then a body date stands in): the index's typed date wins.
  const recorded = doc.fromOcr && recordedDateHint && stamp?.iso !== recordedDateHint ? null : stamp;
  // A will's own date is the instrument's; a codicil's ("the First Codicil thereto dated ...") is another event.
  const others = findOtherDates(doc, { category }).filter(
    (d) => !(category === 'WILL' && d.label === 'will_dated' && !codicilDated(text, d.start)),
  );
  const consideration =
    FIDUCIARY.has(category) || category === 'OTHER'
      ? ((cls.confidence >= 0.9 && cls.start > 0 ? findConsiderationFrom(text, cls.start) : null) ??
        findConsideration(text))
      : null;
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

/** The trust a trustee takes title for: "X, as Trustee of the ROSALIND K. WHITFIELD REVOCABLE TRUST u/a/d ...". */
function trustTaking(text: string, nameEnd: number): string | null {
  const m = text.slice(nameEnd, nameEnd + 220).match(
    // Co-trustees take together: "A and B, as Trustees of the X Trust" (or without the "as": "A and B, Trustees
    // of the X Trust", the appositive Maryland and Virginia deeds use).
    /^(?:\s+(?:and|&)\s+\p{Lu}[\p{L}.'’\s-]{2,50}?)?,?\s*(?:as\s+)?(?:(?:sole|successor|co-?)\s*)?trustees?\s+(?:of|under)\s+(?:the\s+)?((?:\p{Lu}[\p{L}.'’&-]*\s+){1,8}?(?:Revocable\s+|Irrevocable\s+|Living\s+|Family\s+)*Trust)\b/iu,
  );
  return m ? toMixedCase(m[1]!.replace(/\s+/g, ' ')) : null;
}

/** The address given after the trust's name and date: "the X TRUST dated May 4, 2015, whose address is ...". */
function trustAddress(text: string, nameEnd: number, trust: string) {
  const at = text.slice(nameEnd, nameEnd + 260).search(nameRegExp(trust));
  if (at < 0) return null;
  const end = nameEnd + at + trust.length;
  const dated = text
    .slice(end, end + 60)
    .match(
      /^\s*(?:u\/a\/d|dated|under\s+(?:agreement|instrument)\s+dated)\s+[A-Za-z]+\.?\s+\d{1,2},?\s+\d{4}/i,
    );
  const after = end + (dated?.[0].length ?? 0);
  // "..., with full power and authority to protect, conserve, sell, ... Florida Statutes, whose post office
  // address is ...": the trustees' powers may come between, in the same clause.
  const whose = text
    .slice(after, after + 500)
    .match(/^(?:[^.()]|\.(?=\d)|(?<=\b[A-Z])\.){0,400}?\bwhose\s+(?:[\w-]+\s+){0,3}address\s+is\s*/);
  return addressAfterName(text, after) ?? (whose ? readAddress(text, after + whose[0].length, 2) : null);
}

/** "LORETTA M. HUTCHENS, decedent's daughter, died on October 14, 2019": a designee the text says died. */
function diedFirst(text: string, name: string): boolean {
  return [...text.matchAll(new RegExp(nameRegExp(name).source, 'giu'))].some((m) => {
    const after = text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 60);
    const clause = after.match(/^[^.;]{0,50}?\b(?:died|predeceased|deceased)\b/i)?.[0];
    return (
      !!clause &&
      !/\b(?:decedent|deceased|owner|testator|testatrix|grantor)\b(?!'s)/i.test(clause.slice(0, -8))
    );
  });
}

/**
 * A will's taker whose death the recorded papers state outright, the name then the verb: "My wife, X, died on
 * October 17, 2019" / "X predeceased me" (not "if X predeceases me", whose verb comes after a condition).
 */
function diedBeforeTestator(text: string, name: string): boolean {
  return [...text.matchAll(new RegExp(nameRegExp(name).source, 'giu'))].some((m) =>
    /^,?\s+(?:has\s+)?(?:died|passed\s+away|departed\s+this\s+[l1I]ife|predeceased\s+me)\b/i.test(
      text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 40),
    ),
  );
}

/** Where a person's name is printed (any case, any spacing). */
function nameRegExp(name: string, flags = ''): RegExp {
  const escaped = namePattern(name);
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, `iu${flags}`);
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

/** How often a name is printed, as written or in capitals, with any line wrapping. */
function printedTimes(text: string, name: string): number {
  const count = (form: string) => {
    const escaped = namePattern(form);
    // Not as the end of a longer name ("Allen Castillo" inside "Patrick Allen Castillo").
    return [...text.matchAll(new RegExp(`(?<!\\p{L}|\\p{Lu}[\\p{L}.'’-]*[ \\t]+)${escaped}(?!\\p{L})`, 'gu'))]
      .length;
  };
  return count(name) + (name.toUpperCase() === name ? 0 : count(name.toUpperCase()));
}

/**
 * A company or trust as its party line names it, without the description that follows the name: "PRAIRIE RIDGE
 * HOMES, LLC, a Texas limited liability company" / "THE MENON FAMILY REVOCABLE TRUST, dated March 9, 2020".
 */
function entityName(line: string): string {
  return line
    .trim()
    .replace(
      /,\s*(?:(?:a|an)\s+[^,]{0,60}?\b(?:limited\s+liability\s+company|corporation|(?:limited\s+|general\s+)?partnership|association|company|trust)\b|(?:u\/[ad]|dated|established|created)\b).*$/i,
      '',
    )
    .replace(/[,;]$/, '');
}

/**
 * A recorder's cover sheet files each party surname first with the address on the line below, in the same column:
 * "Grantee(s):   DOE, JANE ANN" over "              14 Elm St., Rolla, MO 65401".
 */
function coverSheetAddress(text: string, name: string): Located<NormalizedAddress> | null {
  const words = name.split(/\s+/);
  if (words.length < 2) return null;
  const esc = escapeRegex;
  const filed = new RegExp(
    `(?<!\\p{L})${esc(words.at(-1)!)},\\s*${words.slice(0, -1).map(esc).join('\\s+')}(?=[ \\t]*(?:\\(\\s*deceased\\s*\\))?[ \\t]*\\n)`,
    'giu',
  );
  for (const m of text.matchAll(filed)) {
    const at = m.index ?? 0;
    const col = at - (text.lastIndexOf('\n', at) + 1);
    const next = text.indexOf('\n', at) + 1;
    const lead = text.slice(next).match(/^[ \t]*/)?.[0].length ?? 0;
    if (Math.abs(lead - col) > 3) continue;
    const found = readAddress(text, next + lead, 0);
    if (found) return found;
  }
  return null;
}

/** A date told as a codicil's: "the First Codicil thereto dated October 19, 2021". */
function codicilDated(text: string, at: number): boolean {
  return /\bcodicil\s+(?:thereto\s+|to\s+(?:said|the|that)\s+will\s+)?dated\s*$/i.test(
    text.slice(Math.max(0, at - 60), at),
  );
}

/**
 * The person's own statement that he is a stranger to the estate: "<name> states that he ... is not related to
 * Decedent, and takes no part of the estate", "<name> swears that she has no interest in the estate".
 */
function saysDisinterested(text: string, name: string): boolean {
  const words = name.split(/\s+/).map(escapeRegex);
  const re = new RegExp(
    String.raw`\b${words.join(String.raw`\s+`)}\s+(?:states|says|swears|declares|deposes|affirms|certifies)\b(?:[^.;]|(?<=\b\p{Lu})\.){0,300}?(?:\bnot\s+related\s+to\s+(?:the\s+)?(?:decedent|deceased)\b|\b(?:takes?|has|have|receives?|claims?)\s+no\s+(?:part|interest|share)\s+(?:of|in)\s+(?:the|his|her|said)\s+estate\b)`,
    'iu',
  );
  return re.test(text);
}
