/** A brand's last-known loans read from the device when `wanted` (offline, nothing in memory); 'reading' meanwhile. */
import { useEffect, useState } from 'react';
import type { BrandCode } from '@lender/domain';
import { readLoansSnapshot, type LoansSnapshot } from './loans-snapshot';

export type SnapshotState =
  { status: 'idle' | 'reading' | 'none' } | { status: 'found'; snapshot: LoansSnapshot };

export function useLoansSnapshot(brand: BrandCode, wanted: boolean): SnapshotState {
  const [state, setState] = useState<SnapshotState & { brand?: BrandCode }>({ status: 'idle' });
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void readLoansSnapshot(brand).then((snapshot) => {
      if (current)
        setState(snapshot ? { status: 'found', snapshot, brand } : { status: 'none', brand });
    });
    return () => {
      current = false;
    };
  }, [brand, wanted]);
  return wanted && state.brand === brand ? state : { status: wanted ? 'reading' : 'idle' };
}
