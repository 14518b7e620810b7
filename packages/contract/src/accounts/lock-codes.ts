/**
 * The error codes of the add-on lock (spec §6): no zod here, so a screen that only translates a refusal does not
 * load the contract's schemas with it (issue 11).
 */
export const ADD_ON_LOCKED_CODE = 'AddOnLocked';

/** The location check's refusals (domain locationRefusal): no position while the force flag is on; outside the store's state. */
export const LOCATION_ERROR_CODES = {
  locationRequired: 'LocationRequired',
  outOfStoreState: 'OutOfStoreState',
} as const;
