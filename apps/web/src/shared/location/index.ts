export { takeAddOnLock } from './add-on-lock';
export {
  LOCATION_NEXT_SCREENS,
  locationStepQuery,
  readLocationStep,
  type LocationNextScreen,
  type LocationStep,
} from './location-step';
export { currentPosition, locationPermission, type PositionResult } from './position';
export { useLocationRequirement } from './use-location-requirement';
export {
  fetchRenewalLocation,
  markRenewalLocationPassed,
  renewalLocationPassed,
  type Position,
} from './renewal-location';
export { OutOfStoreState } from './out-of-store-state';
