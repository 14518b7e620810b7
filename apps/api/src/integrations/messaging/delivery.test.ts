/** The delivery's small rules: the backoff, the stable names of a message, and errors told without secrets. */
import { describe, expect, it } from 'vitest';
import { deliveryErrorText } from './delivery-adapter';
import { deliveryJobId, messageIdOf } from './delivery-ids';
import { retryDelaySeconds } from './retry';
import { senderDomain } from './smtp-adapter';

describe('retryDelaySeconds', () => {
  it('doubles from the base after each failed attempt, up to the cap', () => {
    const policy = { maxAttempts: 8, baseSeconds: 5, maxSeconds: 60 };
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelaySeconds(policy, attempt))).toEqual([
      5, 10, 20, 40, 60, 60,
    ]);
  });
});

describe('the names of a delivery', () => {
  it('one job id per row and attempt, UUID-shaped and the same in every process', () => {
    expect(deliveryJobId(42, 1)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(deliveryJobId(42, 1)).toBe(deliveryJobId(42, 1));
    expect(new Set([deliveryJobId(42, 1), deliveryJobId(42, 2), deliveryJobId(43, 1)]).size).toBe(
      3,
    );
  });

  it('a Message-ID from the row and the sender’s domain', () => {
    const row = { id: 7, createdAt: new Date('2026-11-26T03:00:00.000Z') };
    expect(messageIdOf(row, senderDomain('"Oak Loans" <no-reply@inl.example.com>'))).toBe(
      '<outbox.7.1795662000000@inl.example.com>',
    );
    expect(senderDomain('receipts@oak.example.org')).toBe('oak.example.org');
  });
});

describe('deliveryErrorText', () => {
  it('keeps the provider’s codes and drops addresses, codes, phone numbers and URL credentials', () => {
    const smtp = Object.assign(
      new Error(
        "Can't send mail - all recipients were rejected: 550 <ben@example.com>: code 123456 to 3125550101 via smtp://user:secret@host",
      ),
      { code: 'EENVELOPE', responseCode: 550 },
    );
    const text = deliveryErrorText(smtp);
    expect(text).toBe(
      "EENVELOPE 550 Can't send mail - all recipients were rejected: 550 <<address>>: code … to … via smtp://host",
    );
    for (const leak of ['ben@example.com', '123456', '3125550101', 'secret'])
      expect(text).not.toContain(leak);
  });

  it('names a network failure by its cause and stays short', () => {
    expect(
      deliveryErrorText(
        Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } }),
      ),
    ).toBe('ECONNREFUSED fetch failed');
    expect(deliveryErrorText(new Error('x'.repeat(1000))).length).toBe(300);
  });
});
