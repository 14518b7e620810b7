/**
 * The sandbox's streets: the demo personas' own, then common US street names (public-domain words: trees, numbers,
 * presidents, places) spread over the ZIP codes of the cities where the seeded stores are. City and state come from
 * the `zipcodes` package by ZIP, never from this list. A few hundred streets, generated in a fixed order, so a
 * street's index (part of a sandbox place id) is stable.
 */

/** [street, zip]: the streets of the seeded personas (db/seed/personas.ts) and a downtown Main St per city. */
const NAMED_STREETS: readonly (readonly [string, string])[] = [
  ['Fairview St', '77019'],
  ['W Addison St', '60641'],
  ['E Lane Ave', '43201'],
  ['W Belmont Ave', '60657'],
  ['S Pulaski Rd', '60629'],
  ['S Kedzie Ave', '60652'],
  ['N Clark St', '60614'],
  ['Main St', '77002'],
  ['Main St', '75201'],
  ['Main St', '43215'],
];

const NAMES = [
  'Main',
  'Oak',
  'Pine',
  'Maple',
  'Cedar',
  'Elm',
  'Walnut',
  'Willow',
  'Birch',
  'Magnolia',
  'Pecan',
  'Cypress',
  'Hickory',
  'Chestnut',
  'Spruce',
  'Washington',
  'Lincoln',
  'Jefferson',
  'Madison',
  'Monroe',
  'Jackson',
  'Adams',
  'Franklin',
  'Grant',
  'Wilson',
  'First',
  'Second',
  'Third',
  'Fourth',
  'Fifth',
  'Sixth',
  'Seventh',
  'Eighth',
  'Lake',
  'Hill',
  'Park',
  'River',
  'Forest',
  'Meadow',
  'Sunset',
  'Highland',
  'Valley',
  'Ridge',
  'Spring',
  'Prairie',
  'Church',
  'Market',
  'Mill',
  'Center',
  'College',
];
const SUFFIXES = ['St', 'Ave', 'Rd', 'Dr', 'Ln', 'Blvd', 'Ct', 'Way'];

/** A ZIP code in each city of the seeded stores (and the personas' cities). */
const ZIPS = [
  '77002',
  '75201',
  '78205',
  '78701',
  '79901',
  '60601',
  '62701',
  '63101',
  '64106',
  '90012',
  '95814',
  '43215',
  '44114',
  '33602',
  '32801',
  '35203',
  '85004',
  '89101',
  '37203',
  '87102',
];

export interface SandboxStreet {
  street: string;
  zip: string;
}

/** Each name on 8 of the 20 ZIPs (its suffix by ZIP), after the named streets: 409 streets. */
function generate(): SandboxStreet[] {
  const streets: SandboxStreet[] = NAMED_STREETS.map(([street, zip]) => ({ street, zip }));
  NAMES.forEach((name, n) => {
    for (let k = 0; k < 8; k += 1) {
      const z = (n * 3 + k * 7) % ZIPS.length;
      streets.push({ street: `${name} ${SUFFIXES[(n + z) % SUFFIXES.length]}`, zip: ZIPS[z]! });
    }
  });
  const seen = new Set<string>();
  return streets.filter(
    ({ street, zip }) => !seen.has(`${street}|${zip}`) && seen.add(`${street}|${zip}`),
  );
}

export const SANDBOX_STREETS: readonly SandboxStreet[] = generate();
