import { afterEach, describe, expect, it } from 'vitest';
import type { TAccountsResponse } from '@lender/contract';
import { resetAllStores } from '../session/store-reset';
import {
  SNAPSHOT_DATA_PREFIX,
  SNAPSHOT_KEY_STORAGE,
  deleteLoansSnapshots,
  readLoansSnapshot,
  saveLoansSnapshot,
} from './loans-snapshot';

const answer = (lmsId: string) =>
  ({
    loans: [{ loanId: 'l-1', lmsId, minimumAmountDueCents: 21540 }],
    reapplyInfo: { canReapply: false, applyUrl: null, returnUrl: null },
  }) as unknown as TAccountsResponse;

afterEach(() => {
  deleteLoansSnapshots();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the offline loans snapshot', () => {
  it('gives back what was kept, per brand, with the time it was read', async () => {
    await saveLoansSnapshot('inl', answer('10001-001'), 1_000);
    await saveLoansSnapshot('tmx', answer('10002-002'), 2_000);
    expect(await readLoansSnapshot('inl')).toEqual({ asOf: 1_000, accounts: answer('10001-001') });
    expect(await readLoansSnapshot('tmx')).toEqual({ asOf: 2_000, accounts: answer('10002-002') });
    expect(await readLoansSnapshot('chs')).toBeUndefined();
  });

  it('stores ciphertext only: no loan number or amount on the device in clear, the key in session storage', async () => {
    await saveLoansSnapshot('inl', answer('10001-001'));
    const stored = localStorage.getItem(`${SNAPSHOT_DATA_PREFIX}inl`) ?? '';
    expect(stored).not.toBe('');
    expect(stored).not.toContain('10001');
    expect(stored).not.toContain('21540');
    expect(Object.keys(localStorage)).not.toContain(SNAPSHOT_KEY_STORAGE);
    expect(sessionStorage.getItem(SNAPSHOT_KEY_STORAGE)).not.toBeNull();
  });

  it('uses one key however many saves start at once', async () => {
    await Promise.all([
      saveLoansSnapshot('inl', answer('1')),
      saveLoansSnapshot('tmx', answer('2')),
      saveLoansSnapshot('chs', answer('3')),
    ]);
    expect((await readLoansSnapshot('inl'))?.accounts).toEqual(answer('1'));
    expect((await readLoansSnapshot('tmx'))?.accounts).toEqual(answer('2'));
    expect((await readLoansSnapshot('chs'))?.accounts).toEqual(answer('3'));
  });

  it('is deleted, key and all, by sign-out (the store reset)', async () => {
    await saveLoansSnapshot('inl', answer('10001-001'));
    resetAllStores();
    expect(sessionStorage.getItem(SNAPSHOT_KEY_STORAGE)).toBeNull();
    expect(Object.keys(localStorage).filter((key) => key.startsWith(SNAPSHOT_DATA_PREFIX))).toEqual(
      [],
    );
    expect(await readLoansSnapshot('inl')).toBeUndefined();
  });

  it('deletes what it can no longer read when the key is gone (the tab was closed)', async () => {
    await saveLoansSnapshot('inl', answer('10001-001'));
    sessionStorage.removeItem(SNAPSHOT_KEY_STORAGE);
    expect(await readLoansSnapshot('inl')).toBeUndefined();
    expect(localStorage.getItem(`${SNAPSHOT_DATA_PREFIX}inl`)).toBeNull();
  });

  it('reads nothing from a snapshot that was changed on the device', async () => {
    await saveLoansSnapshot('inl', answer('10001-001'));
    const stored = JSON.parse(localStorage.getItem(`${SNAPSHOT_DATA_PREFIX}inl`) ?? '{}') as {
      iv: string;
      data: string;
    };
    const flipped = stored.data.startsWith('A')
      ? `B${stored.data.slice(1)}`
      : `A${stored.data.slice(1)}`;
    localStorage.setItem(
      `${SNAPSHOT_DATA_PREFIX}inl`,
      JSON.stringify({ ...stored, data: flipped }),
    );
    expect(await readLoansSnapshot('inl')).toBeUndefined();
  });
});
