/**
 * Sandbox recovery companies and storage lots (neutral placeholder names, 555 phone numbers):
 * one per state, derived from the state code so every loan of a state gets the same ones.
 */
import type { RepoContact } from '../port';

const digitsOf = (state: string) =>
  String(((state.charCodeAt(0) ?? 65) * 31 + (state.charCodeAt(1) ?? 65)) % 100).padStart(2, '0');

export function sandboxRepoCompany(prefix: string, state: string): RepoContact {
  return {
    name: `${prefix} Recovery Services of ${state}`,
    phone: `80055501${digitsOf(state)}`,
    address: null,
    city: null,
    state,
    zip: null,
  };
}

export function sandboxRepoLot(prefix: string, state: string, city: string): RepoContact {
  return {
    name: `${prefix} Vehicle Storage Lot`,
    phone: `80055502${digitsOf(state)}`,
    address: '100 Storage Way',
    city,
    state,
    zip: null,
  };
}
