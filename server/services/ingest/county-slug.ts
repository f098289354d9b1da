/** `los-angeles-ca`: lower-case words of the county name, then the 2-letter state code. */
export const COUNTY_SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*-[a-z]{2}$/;

export type CountyInfo = { slug: string; name: string; state: string };

/** State code at the end of a county slug, upper-cased. */
export function stateOfSlug(slug: string): string {
  return slug.slice(-2).toUpperCase();
}

/** A county named from its slug alone: `los-angeles-ca` -> Los Angeles, CA; `st-louis-mo` -> St. Louis, MO. */
export function countyFromSlug(slug: string): CountyInfo {
  const words = slug.slice(0, -3).split('-');
  const name = words
    .map((w) => (w === 'st' || w === 'ste' ? `${w[0]?.toUpperCase()}${w.slice(1)}.` : w))
    .map((w) => (w.length > 0 ? `${w[0]?.toUpperCase()}${w.slice(1)}` : w))
    .join(' ');
  return { slug, name, state: stateOfSlug(slug) };
}
