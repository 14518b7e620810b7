import { afterEach, expect, it, vi } from 'vitest';
import { prefetchFirstRound } from '../../../test/prefetch-round';
import { prefetch } from './CustomerProfile';

afterEach(() => vi.unstubAllGlobals());

it('asks for her record, military status, passkeys and trusted devices in one round (decision 066)', async () => {
  expect(await prefetchFirstRound(prefetch)).toEqual(
    ['/api/devices', '/api/militarystatus', '/api/passkeys', '/api/personalInfo'].sort(),
  );
});
