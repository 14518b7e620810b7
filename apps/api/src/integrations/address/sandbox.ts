/**
 * The built-in address lookup: the shipped street list (streets.ts) with city and state from the `zipcodes`
 * package, no outside service. "123 Ma" predicts "123 Main St, Houston, TX 77002" and the other Main and Maple
 * streets; the place id carries the street's index and the house number typed. A search containing
 * SANDBOX_UNAVAILABLE_SEARCH fails like an unreachable provider.
 */
import zipcodes from 'zipcodes';
import type { AddressDetails, AddressPort, AddressPrediction } from './port';
import { AddressLookupUnavailableError } from './port';
import { SANDBOX_STREETS, type SandboxStreet } from './streets';

export const SANDBOX_UNAVAILABLE_SEARCH = 'Unavailable Rd';
const MAX_PREDICTIONS = 5;
const PLACE_ID = /^sbx-(\d{1,4})(?:-(\d{1,6}))?$/;

interface Place {
  index: number;
  number: string | undefined;
  street: SandboxStreet;
  city: string;
  state: string;
}

function placeOf(index: number, number: string | undefined): Place | null {
  const street = SANDBOX_STREETS[index];
  const zip = street && zipcodes.lookup(street.zip);
  if (!street || !zip || zip.country !== 'US') return null;
  return { index, number, street, city: zip.city, state: zip.state };
}

const line1Of = (place: Place) =>
  place.number ? `${place.number} ${place.street.street}` : place.street.street;
const describe = (place: Place): AddressPrediction => ({
  placeId: `sbx-${place.index}${place.number ? `-${place.number}` : ''}`,
  description: `${line1Of(place)}, ${place.city}, ${place.state} ${place.street.zip}`,
});

/** "123 ma" → number 123 and the street's start "ma"; "maple" → no number. */
function parse(search: string): { number: string | undefined; rest: string } {
  const match = /^(\d{1,6})\b\s*(.*)$/.exec(search.trim());
  return match
    ? { number: match[1], rest: (match[2] ?? '').toLowerCase() }
    : { number: undefined, rest: search.trim().toLowerCase() };
}

/** The street matches when its name, or its name and city, start with what was typed (or any word of the name does). */
function rank(place: Place, rest: string): number {
  const name = place.street.street.toLowerCase();
  const full = `${name}, ${place.city.toLowerCase()}, ${place.state.toLowerCase()} ${place.street.zip}`;
  if (full.startsWith(rest)) return 0;
  return name.split(' ').some((word) => word.startsWith(rest)) ? 1 : -1;
}

export function createSandboxAddressLookup(): AddressPort {
  return {
    async predictions(search) {
      if (search.toLowerCase().includes(SANDBOX_UNAVAILABLE_SEARCH.toLowerCase()))
        throw new AddressLookupUnavailableError();
      const { number, rest } = parse(search);
      if (rest === '') return [];
      return SANDBOX_STREETS.map((_, index) => placeOf(index, number))
        .filter((place): place is Place => place !== null)
        .map((place) => ({ place, score: rank(place, rest) }))
        .filter(({ score }) => score >= 0)
        .sort((a, b) => a.score - b.score || a.place.index - b.place.index)
        .slice(0, MAX_PREDICTIONS)
        .map(({ place }) => describe(place));
    },
    async details(placeId): Promise<AddressDetails | null> {
      const match = PLACE_ID.exec(placeId);
      const place = match ? placeOf(Number(match[1]), match[2]) : null;
      return (
        place && {
          line1: line1Of(place),
          city: place.city,
          state: place.state,
          zip: place.street.zip,
        }
      );
    },
  };
}
