import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { KNOWN_PUSH_SERVICE_HOSTS } from '../../push-config';
import {
  isPublicAddress,
  PrivateAddressError,
  publicOnlyLookup,
  sandboxResolveHost,
  type ResolveHost,
} from '.';

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.10', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['240.0.0.1', 'reserved'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fc00::1', 'IPv6 unique-local'],
    ['fd12:3456::1', 'IPv6 unique-local'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata address'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::7f00:1', 'IPv4-compatible (deprecated)'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of the metadata address'],
    ['2002:7f00:1::', '6to4 of loopback'],
    ['2001::1', 'Teredo'],
    ['2001:db8::1', 'IPv6 documentation'],
    ['not an address', 'a name'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '142.250.80.10',
    '8.8.8.8',
    '17.188.143.186',
    '2607:f8b0:4006:80b::200a',
    '::ffff:142.250.80.10',
  ])('takes the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('publicOnlyLookup (the push agent’s resolver, decision 046)', () => {
  const lookupWith = (answers: string[]) => {
    const resolver: ResolveHost = async () => answers;
    const lookup = publicOnlyLookup(resolver);
    return (all: boolean) =>
      new Promise<{
        error: NodeJS.ErrnoException | null;
        address: string | LookupAddress[];
        family?: number | undefined;
      }>((resolve) => {
        lookup('fcm.googleapis.com', { all }, (error, address, family) =>
          resolve({ error, address, family }),
        );
      });
  };

  it('connects to the public addresses a name resolves to, one or all as the socket asks', async () => {
    const lookup = lookupWith(['142.250.80.10', '2607:f8b0:4006:80b::200a']);
    expect(await lookup(false)).toEqual({ error: null, address: '142.250.80.10', family: 4 });
    expect(await lookup(true)).toEqual({
      error: null,
      address: [
        { address: '142.250.80.10', family: 4 },
        { address: '2607:f8b0:4006:80b::200a', family: 6 },
      ],
      family: undefined,
    });
  });

  it.each([[['10.0.0.1']], [['142.250.80.10', '169.254.169.254']], [['::ffff:127.0.0.1']], [[]]])(
    'refuses to connect when the name resolves to %j',
    async (answers) => {
      const { error } = await lookupWith(answers)(true);
      expect(error).toBeInstanceOf(PrivateAddressError);
      expect(error?.code).toBe('EPRIVATEADDRESS');
    },
  );

  it('passes the resolver’s failure on', async () => {
    const failing: ResolveHost = () =>
      Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND x'), { code: 'ENOTFOUND' }));
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup(failing)('x', {}, (e) => resolve(e)),
    );
    expect(error?.code).toBe('ENOTFOUND');
  });
});

describe('the sandbox resolver', () => {
  it('knows the browsers’ push services, with public addresses, and no other name', async () => {
    const everyKnownService = KNOWN_PUSH_SERVICE_HOSTS.map((pattern) =>
      pattern.replace(/^\*\./, 'wns2-bn3p.'),
    );
    for (const host of [...everyKnownService, 'web.push.apple.com', 'FCM.googleapis.com.']) {
      const addresses = await sandboxResolveHost(host);
      expect(addresses.length, host).toBeGreaterThan(0);
      expect(addresses.every(isPublicAddress), host).toBe(true);
    }
    for (const host of [
      'push.apple.com',
      'localhost',
      'metadata.google.internal',
      'evil-fcm.googleapis.com.example',
    ]) {
      await expect(sandboxResolveHost(host), host).rejects.toMatchObject({ code: 'ENOTFOUND' });
    }
  });
});
