import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZServiceStatusResponseSchema } from '@lender/contract';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { isLoopbackAddress } from './dev-routes-guard';

// Finding 6: outside production the development routes read every code sent and switch the service; from the
// network they answer 404 as if they did not exist, whatever X-Forwarded-For claims.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ NODE_ENV: 'development', TRUST_PROXY: 'true' });
});
afterAll(async () => t.close());

const REMOTE = '203.0.113.7';
const devCalls = [
  { method: 'GET', url: '/api/dev/outbox' },
  { method: 'GET', url: '/dev/outbox' },
  { method: 'POST', url: '/api/dev/serviceStatus', payload: { available: false, minutes: 5 } },
  { method: 'PUT', url: '/api/dev/configsettings', payload: { overrides: {} } },
  { method: 'GET', url: '/api/dev/cardDataScan?cvv=123' },
  {
    method: 'POST',
    url: '/api/dev/cashAdvanceBatch',
    payload: { loanId: '00000000-0000-4000-8000-000000000000' },
  },
  {
    method: 'POST',
    url: '/api/dev/profileStatus',
    payload: { email: 'frank.appraisal@example.com', status: 'locked' },
  },
  {
    method: 'POST',
    url: '/api/dev/customerFlags',
    payload: { email: 'frank.appraisal@example.com', canUpdateUserLogin: false },
  },
] as const;

describe('the development routes', () => {
  it('answer 404 to a client on the network, also when it forwards a loopback address', async () => {
    for (const call of devCalls) {
      for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }]) {
        const res = await t.app.inject({ ...call, headers, remoteAddress: REMOTE });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      }
    }
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/serviceStatus',
      remoteAddress: REMOTE,
    });
    expect(ZServiceStatusResponseSchema.parse(status.json())).toEqual({ available: true });
  });

  it('answer a client on this machine', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress })).statusCode,
      ).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress })).statusCode,
      ).toBe(200);
    }
  });

  it('know loopback addresses', () => {
    for (const address of ['127.0.0.1', '127.9.8.7', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.2'])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of [
      undefined,
      '',
      '10.0.0.1',
      '::ffff:10.0.0.1',
      '::2',
      '0.0.0.0',
      'fe80::1',
      '128.0.0.1',
    ])
      expect(isLoopbackAddress(address), address).toBe(false);
  });
});
