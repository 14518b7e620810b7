/**
 * The address port (spec §7 GET /addressPredictions, GET /addressDetails): type-ahead predictions for what the
 * borrower typed, and one prediction's parts. It is the shape of a Google Places-like autocomplete: a provider's
 * adapter maps its predictions (place id + description) and its place details (address components) onto this; the
 * session token is passed through so the provider can bill one typing session. The sandbox is one implementation.
 */
export interface AddressPrediction {
  /** the provider's id of the place, opaque to the caller */
  placeId: string;
  /** one line: "123 Main St, Houston, TX 77002" */
  description: string;
}

/** A US street address, as the profile stores it. */
export interface AddressDetails {
  line1: string;
  city: string;
  state: string;
  zip: string;
}

export interface AddressPort {
  /** Up to 5 predictions for a normalized search term (already checked: 3 to 100 characters). Throws when unreachable. */
  predictions(search: string, sessionToken: string): Promise<AddressPrediction[]>;
  /** The parts of a place the port predicted; null for a place id it does not know. Throws when unreachable. */
  details(placeId: string, sessionToken: string): Promise<AddressDetails | null>;
}

/** The provider could not answer: answered 503, and the borrower types the address by hand. */
export class AddressLookupUnavailableError extends Error {
  constructor() {
    super('The address lookup is unavailable');
    this.name = 'AddressLookupUnavailableError';
  }
}
