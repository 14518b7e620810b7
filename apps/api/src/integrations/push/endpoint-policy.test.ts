import { createECDH, randomBytes } from 'node:crypto';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { KNOWN_PUSH_SERVICE_HOSTS } from '../../push-config';
import type { ResolveHost } from '../dns';
import { createPushEndpointPolicy } from './endpoint-policy';
import { guardedPush } from './guarded-push';
import type { PushPort, PushTarget } from './port';
import { createWebPush } from './web-push-adapter';

/** A resolver with a table of answers; an unknown name does not resolve, `hang` never answers. */
function fakeResolver(table: Record<string, string[] | 'hang'>): ResolveHost & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (host: string) => {
    asked.push(host);
    const answer = table[host];
    if (answer === 'hang') return new Promise<string[]>(() => undefined);
    if (!answer)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return answer;
  };
  return Object.assign(resolve, { asked });
}

const PUBLIC = {
  'fcm.googleapis.com': ['142.250.80.10'],
  'web.push.apple.com': ['17.188.143.186'],
};
const policyWith = (
  table: Record<string, string[] | 'hang'>,
  allowedHosts: readonly string[] = KNOWN_PUSH_SERVICE_HOSTS,
) => createPushEndpointPolicy({ allowedHosts, resolveHost: fakeResolver(table), timeoutMs: 50 });

describe('the push endpoint policy (decision 046)', () => {
  it('takes a known push service’s https endpoint whose name resolves to public addresses', async () => {
    const policy = policyWith({
      ...PUBLIC,
      'updates.push.services.mozilla.com': ['34.117.65.55'],
      'wns2-bn3p.notify.windows.com': ['20.42.73.25', '2603:1030::5'],
    });
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://web.push.apple.com/QGx-1',
      'https://wns2-bn3p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(await policy.check(endpoint), endpoint).toBeNull();
    }
  });

  it.each([
    ['https://127.0.0.1/push', '127.0.0.1'],
    ['https://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['https://10.0.0.1/x', '10.0.0.1'],
    ['https://2130706433/x', '127.0.0.1'],
    ['https://0x7f.1/x', '127.0.0.1'],
    ['https://017700000001/x', '127.0.0.1'],
    ['https://127.1/x', '127.0.0.1'],
    ['https://0/x', '0.0.0.0'],
    ['https://[::1]/x', '::1'],
    ['https://[::ffff:127.0.0.1]/x', '::ffff:7f00:1'],
    ['https://[::ffff:a9fe:a9fe]/x', '::ffff:a9fe:a9fe'],
    ['https://[fd00::1]/x', 'fd00::1'],
    ['https://100.64.0.1/x', '100.64.0.1'],
    ['https://224.0.0.1/x', '224.0.0.1'],
  ])(
    'refuses %s, an address that is not public, without asking a resolver',
    async (endpoint, host) => {
      const resolveHost = fakeResolver({});
      const policy = createPushEndpointPolicy({ allowedHosts: ['*'], resolveHost });
      expect(await policy.check(endpoint)).toEqual({
        code: 'pushEndpoint.privateAddress',
        params: { host },
      });
      expect(resolveHost.asked).toEqual([]);
    },
  );

  it.each([
    'https://142.250.80.10/fcm/send/x',
    'https://push.example.com/send/x',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evilfcm.googleapis.com/x',
    'https://push.apple.com/x',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'https://user:pass@fcm.googleapis.com/fcm/send/x',
    'http://fcm.googleapis.com/fcm/send/x',
    'not a url',
  ])(
    'refuses %s: not a push service’s https host (its name, the default port, no credentials)',
    async (endpoint) => {
      expect((await policyWith(PUBLIC).check(endpoint))?.code).toBe('pushEndpoint.notPushService');
    },
  );

  it('takes the name with a final dot or in capitals as the same host', async () => {
    expect(await policyWith(PUBLIC).check('https://FCM.googleapis.com./fcm/send/x')).toBeNull();
  });

  it('refuses a push service’s name that resolves to a private address, or to any one private among public ones', async () => {
    expect(
      await policyWith({ 'fcm.googleapis.com': ['10.1.2.3'] }).check(
        'https://fcm.googleapis.com/fcm/send/x',
      ),
    ).toEqual({ code: 'pushEndpoint.privateAddress', params: { host: 'fcm.googleapis.com' } });
    expect(
      await policyWith({
        'web.push.apple.com': ['17.188.143.186', '::ffff:169.254.169.254'],
      }).check('https://web.push.apple.com/x'),
    ).toMatchObject({ code: 'pushEndpoint.privateAddress' });
  });

  it('refuses a name that does not resolve, or not in time', async () => {
    expect(await policyWith({}).check('https://fcm.googleapis.com/fcm/send/x')).toEqual({
      code: 'pushEndpoint.unresolved',
      params: { host: 'fcm.googleapis.com' },
    });
    expect(
      await policyWith({ 'fcm.googleapis.com': 'hang' }).check(
        'https://fcm.googleapis.com/fcm/send/x',
      ),
    ).toMatchObject({ code: 'pushEndpoint.unresolved' });
    expect(
      await policyWith({ 'fcm.googleapis.com': [] }).check('https://fcm.googleapis.com/fcm/send/x'),
    ).toMatchObject({ code: 'pushEndpoint.unresolved' });
  });

  it('with PUSH_ENDPOINT_HOSTS=* takes any host whose addresses are public, never a private one', async () => {
    const policy = policyWith(
      { 'push.example.com': ['93.184.215.14'], 'intranet.example.com': ['192.168.0.10'] },
      ['*'],
    );
    expect(await policy.check('https://push.example.com/send/x')).toBeNull();
    expect(await policy.check('https://intranet.example.com/send/x')).toMatchObject({
      code: 'pushEndpoint.privateAddress',
    });
  });
});

describe('at send: the push port refuses what the policy refuses (decision 046)', () => {
  const recording = () => {
    const sent: string[] = [];
    const port: PushPort = { send: async (target) => (sent.push(target.endpoint), { ok: true }) };
    return { port, sent };
  };
  const target = (endpoint: string): PushTarget => ({
    endpoint,
    keys: { p256dh: 'BP256dh-key', auth: 'auth-secret' },
  });

  it('drops an endpoint the policy never takes, and names only its host', async () => {
    const { port, sent } = recording();
    const result = await guardedPush(port, policyWith(PUBLIC)).send(
      target('https://169.254.169.254/latest/meta-data/iam/secret-path'),
      '{}',
    );
    expect(result).toEqual({
      ok: false,
      gone: true,
      reason: 'endpoint refused (pushEndpoint.privateAddress, host 169.254.169.254)',
    });
    expect(sent).toEqual([]);
  });

  it('skips (keeps) an endpoint whose name now resolves to a private address, without the endpoint’s path in the reason', async () => {
    const table: Record<string, string[]> = { ...PUBLIC };
    const { port, sent } = recording();
    const push = guardedPush(port, policyWith(table));
    const endpoint = 'https://fcm.googleapis.com/fcm/send/capability-token-123';
    expect(await push.send(target(endpoint), '{}')).toEqual({ ok: true });
    table['fcm.googleapis.com'] = ['127.0.0.1'];
    const result = await push.send(target(endpoint), '{}');
    expect(result).toEqual({
      ok: false,
      gone: false,
      reason: 'endpoint skipped (pushEndpoint.privateAddress, host fcm.googleapis.com)',
    });
    expect(JSON.stringify(result)).not.toContain('capability-token-123');
    expect(sent).toEqual([endpoint]);
  });

  it('the web-push sender connects to public addresses only, resolving when it connects (a name that changes its answer)', async () => {
    const vapid = webpush.generateVAPIDKeys();
    const browserKey = createECDH('prime256v1');
    browserKey.generateKeys();
    const subscription: PushTarget = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/rebinding',
      keys: {
        p256dh: browserKey.getPublicKey('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    };
    // the policy's look-up sees a public address; the connection's look-up a private one (DNS rebinding)
    let answers = 0;
    const rebinding: ResolveHost = async () =>
      answers++ === 0 ? ['142.250.80.10'] : ['127.0.0.1'];
    const sender = guardedPush(
      createWebPush(async () => ({ ...vapid, subject: 'mailto:dev@example.com' }), rebinding),
      createPushEndpointPolicy({ allowedHosts: KNOWN_PUSH_SERVICE_HOSTS, resolveHost: rebinding }),
    );
    expect(await sender.send(subscription, '{"title":"x"}')).toEqual({
      ok: false,
      gone: false,
      reason: 'push service unreachable (EPRIVATEADDRESS)',
    });
    expect(answers).toBe(2);
  });
});
