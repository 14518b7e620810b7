import type { BrandCode } from '@lender/domain';
import type { stores } from '../schema';

type StoreRow = typeof stores.$inferInsert;
type StoreTuple = [
  id: number,
  brand: BrandCode,
  street: string,
  city: string,
  state: string,
  zip: string,
  lat: number,
  lng: number,
  timeZone: string,
];

const CT = 'America/Chicago';
const ET = 'America/New_York';
const PT = 'America/Los_Angeles';
const MT = 'America/Denver';
const AZ = 'America/Phoenix';

/** Area code of each store's city, for its 555-01xx phone number. */
const AREA_CODES: Record<string, string> = {
  Houston: '713',
  Dallas: '214',
  'San Antonio': '210',
  Austin: '512',
  'El Paso': '915',
  Lubbock: '806',
  Chicago: '773',
  Springfield: '217',
  Peoria: '309',
  'St. Louis': '314',
  'Kansas City': '816',
  'Los Angeles': '213',
  Fresno: '559',
  Sacramento: '916',
  'San Diego': '619',
  Columbus: '614',
  Cleveland: '216',
  Cincinnati: '513',
  Dayton: '937',
  Tampa: '813',
  Orlando: '407',
  Jacksonville: '904',
  Pensacola: '850',
  Birmingham: '205',
  Montgomery: '334',
  Mobile: '251',
  Phoenix: '602',
  Tucson: '520',
  Mesa: '480',
  'Las Vegas': '702',
  Reno: '775',
  Nashville: '615',
  Knoxville: '865',
  Albuquerque: '505',
  'Las Cruces': '575',
};

/** Fictional street numbers on real-looking streets; coordinates near each city. Store 101 is P1's (Houston, TX). */
const STORE_TUPLES: StoreTuple[] = [
  [101, 'inl', '4120 Westheimer Rd', 'Houston', 'TX', '77027', 29.742, -95.446, CT],
  [102, 'tmx', '8815 Gulf Fwy', 'Houston', 'TX', '77017', 29.676, -95.269, CT],
  [103, 'inl', '5210 Ross Ave', 'Dallas', 'TX', '75206', 32.804, -96.778, CT],
  [104, 'tmx', '6330 Culebra Rd', 'San Antonio', 'TX', '78238', 29.467, -98.602, CT],
  [105, 'inl', '7701 Burnet Rd', 'Austin', 'TX', '78757', 30.355, -97.737, CT],
  [106, 'tmx', '9120 Dyer St', 'El Paso', 'TX', '79924', 31.874, -106.412, MT],
  [107, 'inl', '3340 N Ashland Ave', 'Chicago', 'IL', '60657', 41.943, -87.669, CT],
  [108, 'tmx', '5015 S Cicero Ave', 'Chicago', 'IL', '60638', 41.802, -87.743, CT],
  [109, 'ccc', '2420 S MacArthur Blvd', 'Springfield', 'IL', '62704', 39.77, -89.679, CT],
  [110, 'ccc', '3115 N University St', 'Peoria', 'IL', '61604', 40.729, -89.61, CT],
  [111, 'ccc', '6420 Chippewa St', 'St. Louis', 'MO', '63109', 38.587, -90.299, CT],
  [112, 'tmx', '4150 Broadway Blvd', 'Kansas City', 'MO', '64111', 39.053, -94.591, CT],
  [113, 'inl', '1830 S Glenstone Ave', 'Springfield', 'MO', '65804', 37.182, -93.259, CT],
  [114, 'ccf', '2815 W Sunset Blvd', 'Los Angeles', 'CA', '90026', 34.078, -118.268, PT],
  [115, 'ccf', '4470 N Blackstone Ave', 'Fresno', 'CA', '93726', 36.804, -119.79, PT],
  [116, 'ccf', '6125 Stockton Blvd', 'Sacramento', 'CA', '95824', 38.519, -121.438, PT],
  [117, 'ccf', '3910 University Ave', 'San Diego', 'CA', '92105', 32.749, -117.108, PT],
  [118, 'chs', '2230 N High St', 'Columbus', 'OH', '43201', 40.005, -83.009, ET],
  [119, 'chs', '7810 Lorain Ave', 'Cleveland', 'OH', '44102', 41.47, -81.74, ET],
  [120, 'cic', '4025 Glenway Ave', 'Cincinnati', 'OH', '45205', 39.111, -84.594, ET],
  [121, 'chs', '1540 Wayne Ave', 'Dayton', 'OH', '45410', 39.745, -84.168, ET],
  [122, 'tmx', '5508 N Florida Ave', 'Tampa', 'FL', '33604', 28.012, -82.459, ET],
  [123, 'inl', '3640 W Colonial Dr', 'Orlando', 'FL', '32808', 28.543, -81.429, ET],
  [124, 'tmx', '8230 Atlantic Blvd', 'Jacksonville', 'FL', '32211', 30.324, -81.556, ET],
  [125, 'cic', '6015 N 9th Ave', 'Pensacola', 'FL', '32504', 30.478, -87.208, CT],
  [126, 'cic', '1720 Montgomery Hwy', 'Birmingham', 'AL', '35216', 33.419, -86.797, CT],
  [127, 'tmx', '3450 Atlanta Hwy', 'Montgomery', 'AL', '36109', 32.38, -86.245, CT],
  [128, 'cic', '2510 Government Blvd', 'Mobile', 'AL', '36606', 30.672, -88.101, CT],
  [129, 'c1l', '3215 W Indian School Rd', 'Phoenix', 'AZ', '85017', 33.495, -112.13, AZ],
  [130, 'c1l', '2940 N Oracle Rd', 'Tucson', 'AZ', '85705', 32.26, -110.978, AZ],
  [131, 'c1l', '1155 W Main St', 'Mesa', 'AZ', '85201', 33.415, -111.86, AZ],
  [132, 'c1l', '3830 E Flamingo Rd', 'Las Vegas', 'NV', '89121', 36.115, -115.096, PT],
  [133, 'c1l', '1475 S Virginia St', 'Reno', 'NV', '89502', 39.507, -119.804, PT],
  [134, 'cic', '2914 Nolensville Pike', 'Nashville', 'TN', '37211', 36.117, -86.731, CT],
  [135, 'esm', '4620 Chapman Hwy', 'Knoxville', 'TN', '37920', 35.92, -83.872, ET],
  [136, 'esm', '5300 Central Ave SE', 'Albuquerque', 'NM', '87108', 35.077, -106.586, MT],
  [137, 'esm', '1210 El Paseo Rd', 'Las Cruces', 'NM', '88001', 32.299, -106.77, MT],
  [138, 'esm', '5012 50th St', 'Lubbock', 'TX', '79414', 33.556, -101.916, CT],
];

const HOURS_RAW: Record<'main' | 'legacy', string> = {
  main: 'Mon-Fri 9:00 AM-7:00 PM; Sat 10:00 AM-4:00 PM; Sun Closed',
  legacy: 'Mon-Fri 10:00 AM-6:00 PM; Sat 10:00 AM-2:00 PM; Sun Closed',
};

/** "Westheimer" from "4120 Westheimer Rd": a short label for the store name. */
function streetLabel(street: string): string {
  const words = street.split(' ').slice(1);
  const named = words.filter((w) => !/^(N|S|E|W|SE|Rd|Ave|St|Blvd|Hwy|Fwy|Dr|Pike)$/.test(w));
  return named.join(' ') || words.join(' ');
}

export function storeRows(): StoreRow[] {
  return STORE_TUPLES.map(
    ([id, brandCode, address1, city, state, zip, latitude, longitude, timeZone]) => ({
      id,
      brandCode,
      name: `${city} ${streetLabel(address1)}`,
      phone: `${AREA_CODES[city] ?? '800'}55501${String(id % 100).padStart(2, '0')}`,
      email: `store${id}@${brandCode}.example.com`,
      address1,
      city,
      state,
      zip,
      hoursRaw: brandCode === 'inl' || brandCode === 'tmx' ? HOURS_RAW.main : HOURS_RAW.legacy,
      latitude,
      longitude,
      timeZone,
    }),
  );
}

/** Store ids used by the personas. */
export const PERSONA_STORES = {
  houstonInl: 101,
  chicagoInl: 107,
  chicagoTmx: 108,
  houstonTmx: 102,
  columbusChs: 118,
} as const;
