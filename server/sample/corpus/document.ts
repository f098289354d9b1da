import { CATEGORIES, type Category } from '@/db/schema';
import { createRng } from '../rng';
import { CATEGORY_STATES, CORPUS_COUNTIES, type CorpusCounty } from './counties';
import { dateBetween, NameBook } from './facts';
import { PAGES, recordingStamp } from './stamp';
import { administratorDeed } from './templates/administrator-deed';
import { affidavitOfDeath } from './templates/affidavit-of-death';
import { affidavitOfHeirship } from './templates/affidavit-of-heirship';
import type { Template } from './templates/common';
import { executorDeed } from './templates/executor-deed';
import { other } from './templates/other';
import { personalRepresentativeDeed } from './templates/personal-representative-deed';
import { smallEstateAffidavit } from './templates/small-estate-affidavit';
import { will } from './templates/will';
import { type DocTruth, TruthBuilder } from './truth';

const TEMPLATES: Record<Category, Template> = {
  AFFIDAVIT_OF_HEIRSHIP: affidavitOfHeirship,
  SMALL_ESTATE_AFFIDAVIT: smallEstateAffidavit,
  AFFIDAVIT_OF_DEATH: affidavitOfDeath,
  EXECUTOR_DEED: executorDeed,
  ADMINISTRATOR_DEED: administratorDeed,
  PERSONAL_REPRESENTATIVE_DEED: personalRepresentativeDeed,
  WILL: will,
  OTHER: other,
};

/** One generated document: its page texts, truth and the portal's index row (without page paths). */
export type CorpusDocument = {
  docNumber: string;
  county: CorpusCounty;
  category: Category;
  docType: string;
  recordedDate: string;
  instrumentDate: string | null;
  grantors: string[];
  grantees: string[];
  legalDescription: string | null;
  propertyCity: string | null;
  pages: string[];
  stampLines: number;
  truth: DocTruth;
};

/** Body lines per page at the renderer's line height; page 1 loses some to the recorder's stamp box. */
const LINES_PER_PAGE = 56;
const FIRST_PAGE_BODY = 48;

/** Splits lines into pages, preferring a paragraph break near the bottom; "\f" forces a new page. */
export function paginate(lines: string[], stampLines: number): string[][] {
  const pages: string[][] = [];
  let cur: string[] = [];
  const budget = () => (pages.length === 0 ? stampLines + FIRST_PAGE_BODY : LINES_PER_PAGE);
  const flush = () => {
    while (cur.length > 0 && cur[cur.length - 1]?.trim() === '') cur.pop();
    pages.push(cur);
    cur = [];
  };
  for (const line of lines) {
    if (line === '\f') {
      flush();
      continue;
    }
    if (cur.length === 0 && line.trim() === '') continue;
    cur.push(line);
    if (cur.length >= budget()) {
      let cut = -1;
      for (let i = cur.length - 1; i > cur.length - 16 && i > 0; i--) {
        if (cur[i]?.trim() === '') {
          cut = i;
          break;
        }
      }
      const rest = cut > 0 ? cur.slice(cut + 1) : [];
      cur = cut > 0 ? cur.slice(0, cut) : cur;
      flush();
      cur = rest;
    }
  }
  if (cur.length > 0) flush();
  return pages;
}

/** Picks the county for document `i`: the first 64 rotate through every eligible county, then weighted. */
function pickCounty(i: number, category: Category, rngNext: () => number): CorpusCounty {
  const eligible = CORPUS_COUNTIES.filter((c) => CATEGORY_STATES[category].includes(c.state));
  if (i < 64) return eligible[Math.floor(i / CATEGORIES.length) % eligible.length]!;
  const total = eligible.reduce((s, c) => s + c.weight, 0);
  let r = rngNext() * total;
  for (const c of eligible) {
    r -= c.weight;
    if (r <= 0) return c;
  }
  return eligible[eligible.length - 1]!;
}

/** Generates document `i` of the corpus for `seed`; independent of every other index (parallel-safe). */
export function generateDocument(seed: string, i: number): CorpusDocument {
  const rng = createRng(`${seed}:doc:${i}`);
  const category = CATEGORIES[i % CATEGORIES.length]!;
  const county = pickCounty(i, category, rng.next);
  const recorded = dateBetween(rng, '2019-01-02', '2025-06-27');
  const stamp = recordingStamp(rng, county, recorded, 10_000 + i);
  const tb = new TruthBuilder();
  const out = TEMPLATES[category]({ rng, county, recorded, names: new NameBook(rng), tb });
  const paged = paginate([...stamp.lines, '', ...out.lines], stamp.lines.length);
  const pages = paged.map((p) => p.join('\n').replaceAll(PAGES, String(paged.length)));
  const truth = tb.build({
    category,
    county: county.slug,
    state: county.state,
    recorded,
    scanQuality: i % 2 === 1 ? 'noisy' : 'clean',
  });
  return {
    docNumber: stamp.docNumber,
    county,
    category,
    docType: out.docType,
    recordedDate: recorded,
    instrumentDate: truth.keyDates.instrument,
    grantors: out.grantors,
    grantees: out.grantees,
    legalDescription: truth.property.legalDescription ? indexLegal(truth.property.legalDescription) : null,
    propertyCity: out.propertyCity,
    pages,
    stampLines: stamp.lines.length,
    truth,
  };
}

/** Portals index a shortened, upper-case legal description. */
function indexLegal(legal: string): string {
  const up = legal.toUpperCase().replace(/\s+/g, ' ');
  if (up.length <= 120) return up;
  return `${up.slice(0, up.lastIndexOf(' ', 117))}...`;
}
