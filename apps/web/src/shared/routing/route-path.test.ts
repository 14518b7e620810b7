import { beforeAll, describe, it, expect } from 'vitest';
import {
  buildPath,
  matchRouteInfo,
  registerRoutes,
  resolveRouteName,
  routePath,
} from './route-path';
import type { RouteInfo } from './types';

const r = (name: string, path: string, extra: Partial<RouteInfo> = {}): RouteInfo => ({
  name,
  baseName: name.replace(/^[a-z0-9]{3}-/, ''),
  path,
  group: 'brand',
  meta: {},
  ...extra,
});

beforeAll(() => {
  registerRoutes([
    r('Login', '/', { group: 'unauthenticated' }),
    r('Home', '/Home', { group: 'authenticated' }),
    r('inl-Dashboard', '/inl/Accounts'),
    r('tmx-Dashboard', '/tmx/Accounts'),
    r('inl-AlternateBlocked', '/inl/Accounts/:loanId/AlternateBlocked'),
    r('inl-ConfirmPayment', '/inl/Accounts/:loanId/Payment/ConfirmPayment'),
  ]);
});

describe('resolveRouteName', () => {
  const exists = (n: string) => ['Home', 'inl-Dashboard'].includes(n);
  it('keeps a known name', () => expect(resolveRouteName('Home', 'inl', exists)).toBe('Home'));
  it('tries the name prefixed by the current brand', () =>
    expect(resolveRouteName('Dashboard', 'inl', exists)).toBe('inl-Dashboard'));
  it('falls back to Login', () => {
    expect(resolveRouteName('Dashboard', 'chs', exists)).toBe('Login');
    expect(resolveRouteName('Nowhere', 'inl', exists)).toBe('Login');
  });
});

describe('buildPath', () => {
  it('fills path params and puts the others in the query', () => {
    expect(
      buildPath('/inl/Accounts/:loanId/AlternateBlocked', {
        loanId: 'L 1',
        isLocked: true,
        alternateName: 'Ana',
        skip: undefined,
      }),
    ).toBe('/inl/Accounts/L%201/AlternateBlocked?isLocked=true&alternateName=Ana');
  });
  it('refuses a missing path param', () => {
    expect(() => buildPath('/x/:id', {})).toThrow(/id/);
  });
});

describe('routePath', () => {
  it('builds a URL by name, resolving unprefixed names with the current brand', () => {
    expect(routePath('Dashboard', {}, 'tmx')).toBe('/tmx/Accounts');
    expect(
      routePath('ConfirmPayment', { loanId: 7, isCancelledRefi: true, cancelReason: 'x' }, 'inl'),
    ).toBe('/inl/Accounts/7/Payment/ConfirmPayment?isCancelledRefi=true&cancelReason=x');
    expect(routePath('Login', { signedOut: 'true' })).toBe('/?signedOut=true');
  });
  it('sends an unknown name to Login without its params', () => {
    expect(routePath('Dashboard', { loanId: 1 }, 'chs')).toBe('/');
  });
  it('finds the route of a pathname', () => {
    expect(matchRouteInfo('/inl/Accounts/9/AlternateBlocked')?.name).toBe('inl-AlternateBlocked');
    expect(matchRouteInfo('/nope')).toBeUndefined();
  });
});
