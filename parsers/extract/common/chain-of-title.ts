import type { Doc } from '../../text/doc';
import type { Mention } from '../registry';
import { readPartyList } from './party-list';

/**
 * Earlier owners named in a chain-of-title recital (Louisiana's "acquired by Vendor from X by act of cash sale",
 * "by deed from Harold F. Whitcomb and Eleanor Whitcomb, his
 * wife", a will's "the deed to me from X dated ...", "inherited from Dorothy M. Fischer, deceased", "Grant Deed ... executed by X to Y", "Deed dated ... and recorded ..., from X to Y",
 * "Deed dated ... and recorded ... at Sequence No. ..., records of X County, executed by Y, as grantor, to Z",
 * "Warranty Deed with Vendor's Lien dated ..., from X and wife, Y", "the same lands and premises which X, by deed dated
 * ..., did grant and convey unto Y", "Title ... was conveyed to Y by X, by Warranty Deed dated ...", South Carolina's
 * "Derivation: Deed of X to Y dated ..."): named non-parties of this instrument.
 */
const PRIOR_OWNER_RE =
  /\b(?:deed|conveyance)(?:\s+to\s+(?:me|us))?\s+from\s+|\b(?:derivation(?:\s+clause)?|source\s+of\s+title)\s*:\s*(?:(?:warranty|quitclaim|general\s+warranty|title\s+to\s+real\s+estate)\s+)?deed\s+of\s+(?!trust\b)|\bsame\s+(?:premises|property|land|real\s+estate|lot)\b(?:[^.;]|(?<=\b(?:No|[A-Z]))\.){0,240}?\b(?:granted\s+and\s+)?conveyed\s+by\s+(?=[A-Z])|\bby\s+(?:(?:warranty|quitclaim|grant|special\s+warranty)\s+)?deed\s+of\s+(?!trust\b)|\bsame\s+(?:lands?\s+and\s+)?(?:premises|property|land|real\s+estate)\s+which\s+|\bsame\s+(?:premises|property|land|real\s+estate|lot|tract|parcel)\s+(?:which\s+(?:was|were)\s+)?conveyed\s+(?:un)?to\s+(?:[^.;]|(?<=\b[A-Z])\.){2,120}?\s+by\s+(?!(?:(?:a|an|the|that|its|his|her|said)\s+)?(?:[\w'’-]+\s+){0,3}?(?:deed|instrument|conveyance|patent|will|decree|order)\b)(?=[A-Z])|\b(?:inherited|acquired|purchased|received)\s+(?:title\s+|the\s+(?:said\s+)?(?:property|premises|real\s+estate)\s+)?(?:by\s+(?:the\s+)?(?:said\s+)?(?:vendors?|sellers?|grantors?|donors?|appearers?)\s+)?from\s+|\b(?:acquired|took|received|obtained)\s+title\b[^.;]{0,120}?\bfrom\s+(?=[A-Z])|\bdeed\b[^.;]{0,80}?\bexecuted\s+by\s+|\bdeed\s+dated\b[^.;]{0,60}?\brecorded\b(?:[^.;]|(?<=\bNo)\.){0,200}?\bexecuted\s+by\s+|\bdeed(?!\s+of\s+trust)(?:\s+[\w'’]+){0,4}?\s+dated\b(?:[^.;]|(?<=\bNo)\.){0,160}?,?\s+from\s+(?=[A-Z]{2})|\b(?:was|were)\s+conveyed\s+(?:un)?to\s+(?:[^.;]|(?<=\b[A-Z])\.){2,240}?\s+by\s+(?=[A-Z][^,;\n]{2,60},?\s+by\s+(?:(?:a|an|the|that)\s+)?(?:[\w'’-]+\s+){0,3}?(?:deed|conveyance)\b)/gi;

/**
 * The title that marks a surveyor after the name (after its suffix): ", PLS", ", R.L.S.", New Mexico's ", N.M.P.S.
 * No. 11402", ", Georgia Registered Land Surveyor", ", Jr., Surveyor", ", C.E." (a faint scan's "Survcyor" too).
 */
export const SURVEYOR_TITLE =
  /^,?\s*(?:(?:Jr|Sr|II|III|IV)\.?,\s*)?(?:P\.?L\.?S|R\.?L\.?S|L\.?S|P\.?E|C\.\s?E|R\.?P\.?L\.?S|[A-Z]\.?[A-Z]\.?P\.?S|(?:a\s+)?(?:[A-Z][a-z]+\s+)?(?:Registered|Professional|Licensed)\s+(?:Land\s+)?Surv[ec]yor|Surv[ec]yor|(?:Civil\s+)?Engineer)\b/i;

export function priorOwnerMentions(doc: Doc): Mention[] {
  const out: Mention[] = [];
  // Adjoining owners a metes-and-bounds call names: "the corner of land now or formerly of Gerald Libby".
  for (const m of doc.text.matchAll(
    /\b(?:lands?|property|premises|lot)\s+(?:now\s+or\s+(?:formerly|late)|formerly|now)\s+(?:of|owned\s+by|belonging\s+to)\s+(?=\p{Lu})/giu,
  ))
    for (const n of readPartyList(doc.text, (m.index ?? 0) + m[0].length, 2).names)
      out.push({ name: n.name, span: n.span, role: 'other', relationship: null, confidence: 0.7 });
  // The grantors of the vesting deed a recital lays out in labels ("GRANTOR: FRANK T. NAKAMURA and ...").
  for (const m of doc.text.matchAll(/^[ \t]*grantors?[ \t]*:[ \t]*/gim)) {
    if (!inVestingRecital(doc.text, m.index ?? 0)) continue;
    for (const n of readPartyList(doc.text, (m.index ?? 0) + m[0].length, 4).names)
      out.push({ name: n.name, span: n.span, role: 'other', relationship: null, confidence: 0.7 });
  }
  // The surveyor a description cites: "as shown on survey by Carlton B. Rhodes, PLS" / "surveyed by X, RLS" /
  // "according to the survey of X, RLS No. 1744" / "a plan ... drawn by X, PLS", "a map entitled "Map of X", made by Y, C.E.", New England's "a plan entitled "Plan of
  // Land in X" dated April 1954 by Y, Surveyor" (the title after the name is what marks a surveyor).
  // (Pennsylvania's "described according to a Survey and Plan thereof made by X, Surveyor and Regulator".)
  // (Or the plat named for its owner: "plat of survey for Curtis L. Whitlock prepared by X, Georgia Registered Land
  // Surveyor".)
  for (const m of doc.text.matchAll(
    /\b(?:survey|plat|map|plan)\s+(?:thereof\s+)?(?:(?:made|prepared|dated\s+[^,;]{4,20}?)\s+)?by\s+|\bsurvey\s+of\s+|\b(?:surveyed|drawn)\s+by\s+|\b(?:survey|plat|map|plan)\s+(?:entitled|known\s+as|designated\s+as)\s+["“][^"”]{3,200}["”],?\s+(?:(?:made|prepared|drawn)\s+|dated\s+[^;"”]{4,24}?\s+)by\s+|\b(?:survey|plat|map|plan)\s+for\s+(?:[^.;"“\n]|(?<=\b\p{Lu})\.){3,60}?\s+(?:made|prepared|drawn)\s+by\s+/giu,
  )) {
    const n = readPartyList(doc.text, (m.index ?? 0) + m[0].length, 1).names[0];
    if (n && SURVEYOR_TITLE.test(doc.text.slice(n.span.end, n.span.end + 60)))
      out.push({ name: n.name, span: n.span, role: 'other', relationship: null, confidence: 0.7 });
  }
  // The other side of a contract or lease the decedent held: "the vendor's interest of the decedent in that certain
  // Real Estate Contract ..., in which A and B are purchasers", "a lease under which X is the lessee".
  for (const m of doc.text.matchAll(
    /\b(?:contract|lease|agreement)\b(?:[^.;]|(?<=\b(?:No|Nos|[A-Z]))\.){0,200}?\b(?:in\s+which|wherein|under\s+which)\s+(?=\p{Lu})/giu,
  )) {
    const { names, end } = readPartyList(doc.text, (m.index ?? 0) + m[0].length, 4);
    if (
      /^[\s,]*(?:are|is|were|was)\s+(?:the\s+)?(?:purchasers?|buyers?|vendees?|vendors?|sellers?|lessees?|lessors?|tenants?)\b/i.test(
        doc.text.slice(end, end + 40),
      )
    )
      for (const n of names)
        out.push({ name: n.name, span: n.span, role: 'other', relationship: null, confidence: 0.7 });
  }
  // The defendants of the court proceeding a fiduciary sells under, named in its caption: Ohio's "the land sale
  // proceeding captioned X, Administrator v. Y, et al.", Virginia's "the chancery cause styled X, Executor v. Y and Z":
  // named non-parties of the deed (the heirs the court summoned are heirs where the deed says so).
  for (const m of doc.text.matchAll(
    /\b(?:execut(?:or|rix)|administrat(?:or|rix)|(?:personal\s+)?representative|fiduciary|plaintiffs?|petitioners?)\s*,?\s+vs?\.?\s+(?=\p{Lu})/giu,
  ))
    for (const n of readPartyList(doc.text, (m.index ?? 0) + m[0].length, 4).names)
      out.push({ name: n.name, span: n.span, role: 'other', relationship: null, confidence: 0.7 });
  // The subdivider a District of Columbia description cites: "Lot 812 in Square 2894 in the subdivision made by
  // X, as per plat recorded in the Office of the Surveyor".
  for (const m of doc.text.matchAll(/\bsubdivision\s+made\s+by\s+(?=\p{Lu})/giu)) {
    const n = readPartyList(doc.text, (m.index ?? 0) + m[0].length, 1).names[0];
    if (n) out.push({ name: n.name, span: n.span, role: 'other', relationship: null, confidence: 0.7 });
  }
  // The trustees of the deed of trust a release summarises in labels ("Deed of Trust dated: ...\n Trustees:
  // A and B").
  // (North Carolina's satisfaction: "Original trustee(s):" in the summary of the "security instrument".)
  for (const m of doc.text.matchAll(
    /^[ \t]*(?:substitute\s+|original\s+)?trustee(?:s|\(s\))?[ \t]*:[ \t]*/gim,
  )) {
    // (The summary's lead-in may stand a blank line above it: "... the security instrument identified as follows:".)
    const block = doc.text
      .slice(0, m.index ?? 0)
      .split(/\n[ \t]*\n/)
      .slice(-2)
      .join('\n');
    if (!/\bdeed\s+of\s+trust\b|\bsecurity\s+instrument\b/i.test(block)) continue;
    for (const n of readPartyList(doc.text, (m.index ?? 0) + m[0].length, 4).names)
      out.push({ name: n.name, span: n.span, role: 'other', relationship: null, confidence: 0.7 });
  }
  // The appraiser of the estate's property: "The appraisal was made by X, a probate referee appointed for ...".
  // (The value may come first, its cents after a point: "appraised at $38,500.00 by X, Probate Referee"; or the
  // inventory is "Prepared by X, Probate Referee": the title after the name says whose work it is.)
  for (const m of doc.text.matchAll(
    /\b(?:apprais(?:al|ed)|valued|prepared|made)\b(?:[^.;]|(?<=\d)\.(?=\d)){0,40}?\bby\s+(?=\p{Lu})/giu,
  )) {
    const n = readPartyList(doc.text, (m.index ?? 0) + m[0].length, 1).names[0];
    if (
      n &&
      /^,?\s*(?:(?:a|an|the)\s+)?(?:(?:probate|estate)\s+referee|referee|(?:(?:certified|licensed|independent)\s+)?(?:real\s+estate\s+)?appraiser)\b/i.test(
        doc.text.slice(n.span.end, n.span.end + 40),
      )
    )
      out.push({ name: n.name, span: n.span, role: 'other', relationship: null, confidence: 0.7 });
  }
  // The physician or coroner a death certificate names as its certifier ("CERTIFIER: X, M.D.", "CERTIFYING
  // PHYSICIAN: X"): a named non-party.
  for (const m of doc.text.matchAll(
    /\b(?:(?:medical\s+)?certifier|certifying\s+(?:physician|officer)|attending\s+physician)(?:['’]s\s+name)?[ \t]*:[ \t]*(?=\p{Lu})/giu,
  )) {
    const at = (m.index ?? 0) + m[0].length;
    const n = readPartyList(doc.text.slice(0, doc.text.indexOf('\n', at) >>> 0), at, 1).names[0];
    if (n) out.push({ name: n.name, span: n.span, role: 'other', relationship: null, confidence: 0.7 });
  }
  // The trustee of a deed of trust: "Deed of Trust executed by A and B, to Randall E. Pope, Trustee, for the
  // benefit of ...".
  for (const m of doc.text.matchAll(
    /\bdeeds?\s+of\s+trust\b(?:[^.;]|(?<=\b\p{Lu})\.){0,200}?\b(?:to|unto)\s+(?=\p{Lu})/giu,
  )) {
    const n = readPartyList(doc.text, (m.index ?? 0) + m[0].length, 1).names[0];
    if (n && /^,?\s*(?:as\s+)?Trustee\b/i.test(doc.text.slice(n.span.end, n.span.end + 20)))
      out.push({ name: n.name, span: n.span, role: 'other', relationship: null, confidence: 0.7 });
  }
  // The makers of a note or mortgage the instrument describes: "the promissory note dated April 15, 2019, in the
  // original principal amount of $68,000.00, made by A and B payable to the order of the decedent" (or of a deed of
  // trust the decedent held as beneficiary: "that certain Deed of Trust dated ..., made by A and B, husband and wife,
  // as Grantors, to X, as Trustee, for the benefit of the decedent").
  for (const m of doc.text.matchAll(
    /\b(?:note|mortgage|deed\s+of\s+trust)\b(?![ \t]*:)(?:[^.;]|(?<=\d)\.(?=\d)|(?<=\b\p{Lu})\.){0,200}?\b(?:made|executed|signed|given)\s+by\s+(?=\p{Lu})/giu,
  ))
    for (const n of readPartyList(doc.text, (m.index ?? 0) + m[0].length, 4).names)
      out.push({ name: n.name, span: n.span, role: 'other', relationship: null, confidence: 0.7 });
  // "by Deed dated May 30, 1994, of record in Deed Book 742, Page 518, A and wife, B, conveyed to C": the grantors
  // named after the deed's date and record, right before "conveyed".
  for (const m of doc.text.matchAll(/\bby\s+(?:[\w'’]+\s+){0,3}?deed\s+dated\b/gi)) {
    const from = (m.index ?? 0) + m[0].length;
    for (const c of doc.text.slice(from, from + 300).matchAll(/,\s+(?=\p{Lu})/gu)) {
      const { names, end } = readPartyList(doc.text, from + (c.index ?? 0) + c[0].length, 4);
      if (!names.length || !/^\s*,?\s*conveyed\b/i.test(doc.text.slice(end, end + 20))) continue;
      for (const n of names)
        out.push({ name: n.name, span: n.span, role: 'other', relationship: null, confidence: 0.7 });
      break;
    }
  }
  // The buyers of the sale an affidavit is given for: "to be recorded before the deed of X, as sole heir,
  // conveying the premises to A and B": named non-parties of this instrument.
  for (const m of doc.text.matchAll(
    /\b(?:conveying|selling|(?:to|will)\s+(?:convey|sell))\s+(?:the\s+|said\s+)*(?:premises|property|real\s+(?:property|estate)|land)\s+(?:un)?to\s+(?=\p{Lu})/giu,
  ))
    for (const n of readPartyList(doc.text, (m.index ?? 0) + m[0].length, 4).names)
      out.push({ name: n.name, span: n.span, role: 'other', relationship: null, confidence: 0.7 });
  // A Pennsylvania recital names the earlier grantors first: "WHEREAS, A and B, his wife, by their deed dated ...
  // granted and conveyed the premises ... unto C".
  for (const m of doc.text.matchAll(/\bWHEREAS,?\s+(?=\p{Lu})/gu)) {
    const { names, end } = readPartyList(doc.text, (m.index ?? 0) + m[0].length, 4);
    if (
      names.length &&
      /^\s*,?\s*by\s+(?:their|his|her|its)\s+(?:[\w'’-]+\s+){0,2}?(?:deed|indenture)\s+(?:dated|bearing)\b/i.test(
        doc.text.slice(end, end + 60),
      )
    )
      for (const n of names)
        out.push({ name: n.name, span: n.span, role: 'other', relationship: null, confidence: 0.7 });
  }
  // The notary of the earlier act a Louisiana recital cites: "acquired ... by act of sale dated May 2, 2001,
  // passed before X, Notary Public, registered in COB 1450" (this act's own notary is "before me, Y").
  for (const m of doc.text.matchAll(
    /\b(?:act|sale|deed|donation|exchange|judgment)\b(?:[^.;]|(?<=\b(?:No|[A-Z]))\.){0,160}?\bpassed\s+before\s+(?=\p{Lu})/giu,
  )) {
    const n = readPartyList(doc.text, (m.index ?? 0) + m[0].length, 1).names[0];
    if (n && /^,?\s*(?:a\s+)?Notary\s+Public\b/i.test(doc.text.slice(n.span.end, n.span.end + 30)))
      out.push({ name: n.name, span: n.span, role: 'other', relationship: null, confidence: 0.7 });
  }
  for (const m of doc.text.matchAll(PRIOR_OWNER_RE)) {
    const { names } = readPartyList(doc.text, (m.index ?? 0) + m[0].length, 4);
    for (const n of names)
      out.push({ name: n.name, span: n.span, role: 'other', relationship: null, confidence: 0.7 });
  }
  return out;
}

/**
 * Grantees of the deed the property came by ("BEING the same premises conveyed to A and B, his wife, by Deed from
 * X", "Being the same property conveyed to A by Warranty Deed recorded ..."): earlier owners, each list in order
 * with the kinship its descriptor states ("his wife").
 */
export function vestingGrantees(doc: Doc): Mention[][] {
  const out: Mention[][] = [];
  for (const m of doc.text.matchAll(
    /\b(?:same|said)\s+(?:premises|property|land|real\s+estate|lot|tract|parcel)\s+(?:which\s+(?:was|were)\s+)?(?:granted\s+and\s+)?conveyed\s+(?:unto|to)\s+(?=\p{Lu})/giu,
  ))
    out.push(readPartyList(doc.text, (m.index ?? 0) + m[0].length, 4).names);
  // Grantors first, then grantees: "BEING the same lot ... which by Deed dated ... was granted and conveyed by A
  // and B, his wife, unto C and D, his wife, as tenants by the entirety".
  for (const m of doc.text.matchAll(
    /\bsame\s+(?:premises|property|land|real\s+estate|lot|tract|parcel)\b(?:[^.;]|(?<=\b(?:No|[A-Z]))\.){0,240}?\bconveyed\s+by\s+(?=\p{Lu})/giu,
  )) {
    const from = readPartyList(doc.text, (m.index ?? 0) + m[0].length, 4);
    const to = from.names.length
      ? doc.text.slice(from.end, from.end + 12).match(/^\s*,?\s*(?:unto|to)\s+(?=\p{Lu})/u)
      : null;
    if (to) out.push(readPartyList(doc.text, from.end + to[0].length, 4).names);
  }
  return out;
}

/**
 * Whether `at` sits in the recital of the deed the grantor took title by ("BEING THE PREMISES ACQUIRED BY
 * WARRANTY DEED\n GRANTOR: ...\n GRANTEE: ...\n DATED: ..."): its labels name that deed's parties and date,
 * not this instrument's.
 */
export function inVestingRecital(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 400), at);
  return /\b(?:being\s+(?:the\s+)?(?:same\s+)?(?:premises|property|land|real\s+estate)\s+(?:acquired|conveyed|vested)|(?:acquired|vested|took\s+title)\s+by\s+(?:(?:a|the|that\s+certain)\s+)?(?:[\w'’-]+\s+){0,2}deed)\b(?![\s\S]*\n[ \t]*\n[ \t]*(?:IN\s+WITNESS|STATE\s+OF|EXHIBIT|SCHEDULE)\b)/i.test(
    before,
  );
}
