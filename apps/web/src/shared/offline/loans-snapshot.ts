/**
 * The offline dashboard's store (issue 11, decision 024): a signed-in borrower's last-known loans per brand (the
 * GET /accounts answer and when it was read), kept on the device encrypted with AES-GCM (WebCrypto).
 * - The ciphertext is in localStorage; the key is the session's own, in sessionStorage beside the access token
 *   (whoever can read that can already read the loans from the server). A reload keeps both; closing the tab
 *   loses the key, and the then unreadable ciphertext is deleted the next time the app looks for it.
 * - Sign-out (every reason: the menu, the session timeout, a locked flow) deletes the key and every snapshot.
 * A browser without WebCrypto (or with storage refused) keeps nothing: the dashboard then needs the network.
 */
import type { TAccountsResponse } from '@lender/contract';
import type { BrandCode } from '@lender/domain';
import { registerStoreReset } from '../session/store-reset';

export const SNAPSHOT_KEY_STORAGE = 'offline.key';
export const SNAPSHOT_DATA_PREFIX = 'offline.loans.';

export interface LoansSnapshot {
  /** ms since epoch of the answer */
  asOf: number;
  accounts: TAccountsResponse;
}

interface Stored {
  iv: string;
  data: string;
}

const AES = { name: 'AES-GCM', length: 256 } as const;
let sessionKey: Promise<CryptoKey> | undefined;

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

async function readKey(): Promise<CryptoKey | undefined> {
  const jwk = sessionStorage.getItem(SNAPSHOT_KEY_STORAGE);
  if (!jwk) return undefined;
  return crypto.subtle.importKey('jwk', JSON.parse(jwk) as JsonWebKey, AES, false, [
    'encrypt',
    'decrypt',
  ]);
}

/** A new key: snapshots left under an earlier one (a tab closed before signing out) can no longer be read, so they go. */
async function createKey(): Promise<CryptoKey> {
  for (const stale of snapshotKeys()) localStorage.removeItem(stale);
  const key = await crypto.subtle.generateKey(AES, true, ['encrypt', 'decrypt']);
  sessionStorage.setItem(
    SNAPSHOT_KEY_STORAGE,
    JSON.stringify(await crypto.subtle.exportKey('jwk', key)),
  );
  return key;
}

/** The session's key, made once however many saves ask at the same time. */
function keyForSaving(): Promise<CryptoKey> {
  sessionKey ??= readKey().then((key) => key ?? createKey());
  return sessionKey;
}

function snapshotKeys(): string[] {
  const keys: string[] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key?.startsWith(SNAPSHOT_DATA_PREFIX)) keys.push(key);
  }
  return keys;
}

/** Forgets the key and every snapshot (sign-out). */
export function deleteLoansSnapshots(): void {
  sessionKey = undefined;
  try {
    sessionStorage.removeItem(SNAPSHOT_KEY_STORAGE);
    for (const key of snapshotKeys()) localStorage.removeItem(key);
  } catch {
    // storage refused: nothing was kept
  }
}

registerStoreReset(deleteLoansSnapshots);

/** Keeps a brand's loans as read now; a failure keeps nothing (the dashboard then needs the network). */
export async function saveLoansSnapshot(
  brand: BrandCode,
  accounts: TAccountsResponse,
  asOf = Date.now(),
): Promise<void> {
  try {
    const key = await keyForSaving();
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const plain = new TextEncoder().encode(
      JSON.stringify({ asOf, accounts } satisfies LoansSnapshot),
    );
    const data = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
    // a sign-out while encrypting has deleted the key: keep nothing
    if (!sessionStorage.getItem(SNAPSHOT_KEY_STORAGE)) return;
    localStorage.setItem(
      SNAPSHOT_DATA_PREFIX + brand,
      JSON.stringify({ iv: toBase64(iv), data: toBase64(data) } satisfies Stored),
    );
  } catch (error) {
    console.warn('[offline] the loans could not be kept for offline use', error);
  }
}

/** A brand's last-known loans, or undefined (none kept, or the key is gone: then the unreadable rest is deleted). */
export async function readLoansSnapshot(brand: BrandCode): Promise<LoansSnapshot | undefined> {
  try {
    const key = await readKey();
    if (!key) {
      deleteLoansSnapshots();
      return undefined;
    }
    const stored = localStorage.getItem(SNAPSHOT_DATA_PREFIX + brand);
    if (!stored) return undefined;
    const { iv, data } = JSON.parse(stored) as Stored;
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(iv) },
      key,
      fromBase64(data),
    );
    return JSON.parse(new TextDecoder().decode(plain)) as LoansSnapshot;
  } catch (error) {
    console.warn('[offline] the kept loans could not be read', error);
    return undefined;
  }
}
