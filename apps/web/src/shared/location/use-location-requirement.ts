/** The location check a transaction asks for, from the server's GPS flags (the domain rule the server enforces). */
import {
  locationRequirement,
  type LocationRequirement,
  type LocationTransaction,
} from '@lender/domain';
import { useServerSettings } from '../config/config-settings';

export const useLocationRequirement = (transaction: LocationTransaction): LocationRequirement =>
  locationRequirement(useServerSettings(), transaction);
