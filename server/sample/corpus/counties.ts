import type { Category } from '@/db/schema';

export type CorpusCity = { name: string; zips: string[] };

export type CorpusCounty = {
  slug: string;
  name: string;
  state: string;
  source: string;
  cities: CorpusCity[];
  /** Relative share of the sample corpus. */
  weight: number;
  /** Prefix of subdivision / plat names for this county's legal descriptions. */
  plats: string[];
};

/** Counties of the realistic corpus: the states whose estate instruments the templates know. */
export const CORPUS_COUNTIES: CorpusCounty[] = [
  {
    slug: 'harris-tx',
    name: 'Harris',
    state: 'TX',
    source: 'Harris County Clerk',
    weight: 5,
    cities: [
      { name: 'Houston', zips: ['77008', '77019', '77024', '77035', '77096'] },
      { name: 'Pasadena', zips: ['77502', '77505'] },
      { name: 'Katy', zips: ['77449', '77450'] },
    ],
    plats: ['OAK FOREST', 'WESTBURY', 'SPRING BRANCH ESTATES', 'MEYERLAND'],
  },
  {
    slug: 'dallas-tx',
    name: 'Dallas',
    state: 'TX',
    source: 'Dallas County Clerk',
    weight: 4,
    cities: [
      { name: 'Dallas', zips: ['75204', '75214', '75228', '75243'] },
      { name: 'Garland', zips: ['75040', '75043'] },
      { name: 'Irving', zips: ['75060', '75062'] },
    ],
    plats: ['LAKEWOOD HEIGHTS', 'CASA LINDA ESTATES', 'PRESTON HOLLOW'],
  },
  {
    slug: 'travis-tx',
    name: 'Travis',
    state: 'TX',
    source: 'Travis County Clerk',
    weight: 3,
    cities: [
      { name: 'Austin', zips: ['78703', '78731', '78745', '78757'] },
      { name: 'Pflugerville', zips: ['78660'] },
    ],
    plats: ['ALLANDALE', 'CRESTVIEW', 'TRAVIS HEIGHTS'],
  },
  {
    slug: 'lubbock-tx',
    name: 'Lubbock',
    state: 'TX',
    source: 'Lubbock County Clerk',
    weight: 2,
    cities: [
      { name: 'Lubbock', zips: ['79407', '79413', '79416', '79424'] },
      { name: 'Wolfforth', zips: ['79382'] },
    ],
    plats: ['CAPROCK ADDITION', 'TECH TERRACE', 'BAYLESS ATKINS'],
  },
  {
    slug: 'el-paso-tx',
    name: 'El Paso',
    state: 'TX',
    source: 'El Paso County Clerk',
    weight: 2,
    cities: [
      { name: 'El Paso', zips: ['79903', '79912', '79925', '79936'] },
      { name: 'Socorro', zips: ['79927'] },
    ],
    plats: ['KERN PLACE', 'MISSION HILLS', 'EASTWOOD HEIGHTS'],
  },
  {
    slug: 'los-angeles-ca',
    name: 'Los Angeles',
    state: 'CA',
    source: 'LA County Registrar-Recorder',
    weight: 5,
    cities: [
      { name: 'Los Angeles', zips: ['90019', '90042', '90066'] },
      { name: 'Pasadena', zips: ['91104', '91107'] },
      { name: 'Long Beach', zips: ['90805', '90815'] },
      { name: 'Torrance', zips: ['90503'] },
    ],
    plats: ['TRACT NO. 5521', 'TRACT NO. 10342', 'TRACT NO. 2787'],
  },
  {
    slug: 'san-diego-ca',
    name: 'San Diego',
    state: 'CA',
    source: 'San Diego County Recorder',
    weight: 3,
    cities: [
      { name: 'San Diego', zips: ['92104', '92117', '92122'] },
      { name: 'Oceanside', zips: ['92054', '92057'] },
      { name: 'Escondido', zips: ['92025'] },
    ],
    plats: ['MAP NO. 3461', 'MAP NO. 8812', 'MAP NO. 12040'],
  },
  {
    slug: 'sacramento-ca',
    name: 'Sacramento',
    state: 'CA',
    source: 'Sacramento County Clerk-Recorder',
    weight: 2,
    cities: [
      { name: 'Sacramento', zips: ['95818', '95822', '95831'] },
      { name: 'Elk Grove', zips: ['95624', '95758'] },
    ],
    plats: ['LAND PARK TRACT', 'GREENHAVEN UNIT 4', 'LAGUNA PARK VILLAGE'],
  },
  {
    slug: 'maricopa-az',
    name: 'Maricopa',
    state: 'AZ',
    source: 'Maricopa County Recorder',
    weight: 4,
    cities: [
      { name: 'Phoenix', zips: ['85016', '85021', '85044'] },
      { name: 'Mesa', zips: ['85201', '85206'] },
      { name: 'Scottsdale', zips: ['85251', '85257'] },
    ],
    plats: ['ARCADIA VISTA', 'DOBSON RANCH UNIT 6', 'PARADISE PARK'],
  },
  {
    slug: 'denver-co',
    name: 'Denver',
    state: 'CO',
    source: 'Denver Clerk and Recorder',
    weight: 2,
    cities: [{ name: 'Denver', zips: ['80206', '80210', '80219', '80237'] }],
    plats: ['HARKNESS HEIGHTS', 'BONNIE BRAE', 'VIRGINIA VILLAGE FILING NO. 3'],
  },
  {
    slug: 'arapahoe-co',
    name: 'Arapahoe',
    state: 'CO',
    source: 'Arapahoe County Clerk and Recorder',
    weight: 1,
    cities: [
      { name: 'Centennial', zips: ['80121', '80122'] },
      { name: 'Aurora', zips: ['80012', '80015'] },
    ],
    plats: ['SOUTHGLENN FILING NO. 6', 'WILLOW CREEK FILING NO. 2'],
  },
  {
    slug: 'pinellas-fl',
    name: 'Pinellas',
    state: 'FL',
    source: 'Pinellas County Clerk',
    weight: 3,
    cities: [
      { name: 'St. Petersburg', zips: ['33704', '33710', '33713'] },
      { name: 'Clearwater', zips: ['33755', '33764'] },
      { name: 'Largo', zips: ['33770', '33774'] },
    ],
    plats: ['SNELL ISLE', 'MEADOW LAWN', 'BAYVIEW HEIGHTS'],
  },
  {
    slug: 'hillsborough-fl',
    name: 'Hillsborough',
    state: 'FL',
    source: 'Hillsborough County Clerk',
    weight: 2,
    cities: [
      { name: 'Tampa', zips: ['33606', '33611', '33647'] },
      { name: 'Brandon', zips: ['33510', '33511'] },
    ],
    plats: ['PALMA CEIA PARK', 'BEACH PARK', 'BLOOMINGDALE SECTION AA'],
  },
  {
    slug: 'king-wa',
    name: 'King',
    state: 'WA',
    source: 'King County Recorder',
    weight: 3,
    cities: [
      { name: 'Seattle', zips: ['98103', '98115', '98118', '98126'] },
      { name: 'Kent', zips: ['98030', '98031'] },
      { name: 'Bellevue', zips: ['98004', '98007'] },
    ],
    plats: ['GREEN LAKE ADDITION', 'BEACON HILL FIRST ADDITION', 'LAKE HILLS DIVISION NO. 8'],
  },
  {
    slug: 'queens-ny',
    name: 'Queens',
    state: 'NY',
    source: 'NYC ACRIS',
    weight: 3,
    cities: [
      { name: 'Flushing', zips: ['11354', '11358'] },
      { name: 'Jamaica', zips: ['11432', '11435'] },
      { name: 'Astoria', zips: ['11102', '11105'] },
    ],
    plats: ['Block 5012', 'Block 9786', 'Block 651'],
  },
  {
    slug: 'erie-ny',
    name: 'Erie',
    state: 'NY',
    source: 'Erie County Clerk',
    weight: 2,
    cities: [
      { name: 'Buffalo', zips: ['14214', '14216', '14220'] },
      { name: 'Tonawanda', zips: ['14150'] },
      { name: 'Cheektowaga', zips: ['14225', '14227'] },
    ],
    plats: ['Lot No. 73', 'Lot No. 41', 'Lot No. 12'],
  },
];

/** Which states each category's templates can be drawn for. */
export const CATEGORY_STATES: Record<Category, readonly string[]> = {
  AFFIDAVIT_OF_HEIRSHIP: ['TX'],
  SMALL_ESTATE_AFFIDAVIT: ['TX', 'CA'],
  AFFIDAVIT_OF_DEATH: ['CA', 'AZ', 'WA'],
  EXECUTOR_DEED: ['TX', 'NY', 'CA'],
  ADMINISTRATOR_DEED: ['NY', 'TX', 'CA'],
  PERSONAL_REPRESENTATIVE_DEED: ['CO', 'AZ', 'FL', 'WA'],
  WILL: ['TX', 'FL', 'AZ', 'CO'],
  OTHER: ['TX', 'CA', 'AZ', 'CO', 'FL', 'WA', 'NY'],
};
