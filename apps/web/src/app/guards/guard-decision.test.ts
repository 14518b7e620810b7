import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { BrandProviders } from '@lender/domain';
import { FLOW_STEP_STATE, isFlowStep } from '../../shared/routing/flow-step';
import { decideGuard, isNavigationPrevented, type GuardInput } from './guard-decision';

const providers: BrandProviders = {
  inl: { availableProviders: ['tlxe'] },
  tmx: { availableProviders: ['tlxe'] },
  ccc: { availableProviders: [] },
  cic: { availableProviders: ['nls'] },
};

const input = (over: Partial<GuardInput> = {}): GuardInput => ({
  route: { name: 'inl-Dashboard', group: 'brand', meta: { brand: 'inl', flow: 'accounts' } },
  serviceAvailable: true,
  authenticated: true,
  userBrands: ['inl'],
  providers,
  lockedFlows: [],
  lockedFlowOutcome: 'success',
  ...over,
});

describe('decideGuard', () => {
  it('sends every route to MaintenanceMode when the service is unavailable', () => {
    expect(decideGuard(input({ serviceAvailable: false }))).toEqual({
      kind: 'redirect',
      to: 'MaintenanceMode',
    });
    expect(
      decideGuard(
        input({
          serviceAvailable: false,
          route: { name: 'Login', group: 'unauthenticated', meta: {} },
        }),
      ),
    ).toEqual({
      kind: 'redirect',
      to: 'MaintenanceMode',
    });
    expect(
      decideGuard(
        input({
          serviceAvailable: false,
          route: { name: 'MaintenanceMode', group: 'topLevel', meta: {} },
        }),
      ),
    ).toEqual({ kind: 'continue' });
  });

  it('continues when the status check failed', () => {
    expect(decideGuard(input({ serviceAvailable: undefined }))).toEqual({ kind: 'continue' });
  });

  it('sends an authenticated-area route without a session to Login, and lets public routes through', () => {
    expect(decideGuard(input({ authenticated: false }))).toEqual({ kind: 'redirect', to: 'Login' });
    expect(
      decideGuard(
        input({ authenticated: false, route: { name: 'Home', group: 'authenticated', meta: {} } }),
      ),
    ).toEqual({ kind: 'redirect', to: 'Login' });
    expect(
      decideGuard(
        input({ authenticated: false, route: { name: 'ContactUs', group: 'topLevel', meta: {} } }),
      ),
    ).toEqual({ kind: 'continue' });
  });

  it('redirects a brand route the user cannot use to Home', () => {
    const tmxRoute = {
      name: 'tmx-Dashboard',
      group: 'brand' as const,
      meta: { brand: 'tmx' as const },
    };
    expect(decideGuard(input({ route: tmxRoute }))).toEqual({ kind: 'redirect', to: 'Home' });
    expect(decideGuard(input({ route: tmxRoute, userBrands: ['inl', 'tmx'] }))).toEqual({
      kind: 'continue',
    });
  });

  it('allows a brand route to a user without brands, except ccc and inl', () => {
    expect(
      decideGuard(
        input({
          userBrands: [],
          route: { name: 'tmx-Offers', group: 'brand', meta: { brand: 'tmx' } },
        }),
      ),
    ).toEqual({ kind: 'continue' });
    expect(decideGuard(input({ userBrands: [] }))).toEqual({ kind: 'redirect', to: 'Home' });
    expect(
      decideGuard(
        input({
          userBrands: [],
          route: { name: 'ccc-Offers', group: 'brand', meta: { brand: 'ccc' } },
        }),
      ),
    ).toEqual({
      kind: 'redirect',
      to: 'Home',
    });
  });

  it('sends a user whose brands have no available provider to MaintenanceMode', () => {
    const route = { name: 'Home', group: 'authenticated' as const, meta: {} };
    expect(decideGuard(input({ route, userBrands: ['ccc'] }))).toEqual({
      kind: 'redirect',
      to: 'MaintenanceMode',
    });
    expect(decideGuard(input({ route, userBrands: ['ccc', 'cic'] }))).toEqual({ kind: 'continue' });
  });

  it('skips the brand checks when the brands could not be loaded', () => {
    expect(decideGuard(input({ providers: undefined, userBrands: ['tmx'] }))).toEqual({
      kind: 'continue',
    });
  });

  it('signs out on an authenticated route outside every locked flow', () => {
    expect(decideGuard(input({ lockedFlows: ['payment'] }))).toEqual({
      kind: 'signOut',
      to: 'Login',
      query: { flowEnded: 'success' },
    });
    expect(
      decideGuard(input({ lockedFlows: ['payment'], lockedFlowOutcome: 'error' })),
    ).toMatchObject({ query: { flowEnded: 'error' } });
    expect(decideGuard(input({ lockedFlows: ['payment', 'accounts'] }))).toEqual({
      kind: 'continue',
    });
    expect(
      decideGuard(
        input({
          lockedFlows: ['payment'],
          route: { name: 'ContactUs', group: 'topLevel', meta: {} },
        }),
      ),
    ).toEqual({ kind: 'continue' });
  });

  it('never lets an unauthenticated visitor into the authenticated area (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('authenticated' as const, 'brand' as const),
        fc.option(fc.boolean(), { nil: undefined }),
        (group, available) => {
          const decision = decideGuard(
            input({
              authenticated: false,
              serviceAvailable: available,
              route: { name: 'X', group, meta: { brand: 'inl' } },
            }),
          );
          expect(decision.kind).toBe('redirect');
        },
      ),
    );
  });
});

describe('isNavigationPrevented', () => {
  it('blocks only the named routes from a route with a list', () => {
    const from = { meta: { preventNavigation: ['DocuSignView'] } };
    expect(isNavigationPrevented(from, { baseName: 'DocuSignView' })).toBe(true);
    expect(isNavigationPrevented(from, { baseName: 'Dashboard' })).toBe(false);
    expect(isNavigationPrevented({ meta: {} }, { baseName: 'DocuSignView' })).toBe(false);
    expect(isNavigationPrevented(from, undefined)).toBe(false);
  });

  it('lets the flow’s own step forward through, never a history move', () => {
    const from = { meta: { preventNavigation: ['DocuSignView'] } };
    expect(
      isNavigationPrevented(
        from,
        { baseName: 'DocuSignView' },
        isFlowStep(FLOW_STEP_STATE, 'PUSH'),
      ),
    ).toBe(false);
    expect(
      isNavigationPrevented(from, { baseName: 'DocuSignView' }, isFlowStep(FLOW_STEP_STATE, 'POP')),
    ).toBe(true);
    expect(
      isNavigationPrevented(
        from,
        { baseName: 'DocuSignView' },
        isFlowStep({ other: true }, 'PUSH'),
      ),
    ).toBe(true);
    expect(
      isNavigationPrevented(from, { baseName: 'DocuSignView' }, isFlowStep(null, 'REPLACE')),
    ).toBe(true);
  });
});
