import { describe, expect, it } from 'vitest';
import { TtlMap } from './ttl-cache';

describe('TtlMap', () => {
  it('loads each key once within the ttl and again after it', async () => {
    let now = 0;
    const map = new TtlMap<string, number>(5_000, () => new Date(now));
    let loads = 0;
    const load = async () => ++loads;
    expect(await map.get('a', load)).toBe(1);
    expect(await map.get('a', load)).toBe(1);
    expect(await map.get('b', load)).toBe(2);
    now = 5_001;
    expect(await map.get('a', load)).toBe(3);
  });

  it('drops everything rather than growing past its key limit', async () => {
    const map = new TtlMap<number, number>(60_000, () => new Date(0), 2);
    let loads = 0;
    const load = async () => ++loads;
    await map.get(1, load);
    await map.get(2, load);
    await map.get(3, load);
    expect(await map.get(1, load)).toBe(4);
  });
});
