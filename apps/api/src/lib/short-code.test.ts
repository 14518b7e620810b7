import { describe, expect, it } from 'vitest';
import { newShortCode } from './short-code';

describe('newShortCode', () => {
  it('draws six characters without look-alikes until one is not taken', async () => {
    const asked: string[] = [];
    const code = await newShortCode(async (candidate) => {
      asked.push(candidate);
      return asked.length < 3;
    });
    expect(asked).toHaveLength(3);
    expect(code).toBe(asked[2]);
    for (const candidate of asked) expect(candidate).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
  });
});
