/** Unauthenticated, authenticated and top-level routes (spec §2), paths documented in README.md. */
import { BRAND_CODES, referralLinkPath, type BrandCode } from '@lender/domain';
import type { RouteGroup, RouteInfo, RouteMeta } from '../../shared/routing/types';

const route = (group: RouteGroup, name: string, path: string, meta: RouteMeta = {}): RouteInfo => ({
  name,
  baseName: name,
  path,
  group,
  meta,
});

const inGroup = (
  group: RouteGroup,
  flow: string,
  base: string,
  routes: [name: string, path: string][],
) => routes.map(([name, path]) => route(group, name, path ? `${base}/${path}` : base, { flow }));

export const UNAUTHENTICATED_ROUTES: readonly RouteInfo[] = [
  route('unauthenticated', 'Login', '/'),
  route('unauthenticated', 'NetworkError', '/NetworkError'),
  route('unauthenticated', 'Register', '/Register', { flow: 'register' }),
  ...inGroup('unauthenticated', 'register', '/Verification', [
    ['VerifyWarning', 'VerifyWarning'],
    ['VerifyEmail', 'VerifyEmail'],
    ['RegisterVerificationCode', 'Code'],
    ['RegisterVerificationMethod', 'VerificationMethod'],
    ['VerifyConfirm', 'Confirm'],
  ]),
  ...inGroup('unauthenticated', 'forgotPassword', '/ForgotPassword', [
    ['ForgotPassword', ''],
    ['RecoveryEmail', 'Email'],
    ['ResetPassword', 'Reset'],
    ['SecureAccount', 'SecureAccount'],
    ['ForgotPasswordVerificationCode', 'Code'],
    ['ForgotPasswordVerificationMethod', 'VerificationMethod'],
  ]),
];

export const AUTHENTICATED_ROUTES: readonly RouteInfo[] = [
  route('authenticated', 'Home', '/Home'),
  route('authenticated', 'ExternalBrowserAuth', '/ExternalBrowserAuth/:name'),
  route('authenticated', 'AccountSelect', '/AccountSelect'),
  ...inGroup('authenticated', 'linkAccount', '/LinkAccountOptions', [
    ['LinkAccountOptions', ''],
    ['LinkAccount', 'LinkAccount'],
    ['LinkAccountFailed', 'LinkAccountFailed'],
    ['ReplaceAccount', 'ReplaceAccount'],
  ]),
  ...inGroup('authenticated', 'trustedDevice', '/TrustedDevice', [
    ['TrustedDeviceWarning', ''],
    ['TrustedDeviceVerificationMethod', 'VerificationMethod'],
    ['VerificationCode', 'Code'],
    ['TrustedDeviceEmail', 'Email'],
  ]),
  ...inGroup('authenticated', 'updateUser', '/UpdateUser', [
    ['UpdateUserEmail', 'Email'],
    ['UpdateUserCode', 'Code'],
    ['UpdateUserVerificationMethod', 'VerificationMethod'],
  ]),
  ...inGroup('authenticated', 'referral', '/Referral', [
    ['ReferralRewardsHome', ''],
    ['ReferCompleteProfile', 'ReferCompleteProfile'],
    ['ReferRedeemAddCard', 'ReferRedeemAddCard'],
    ['ReferRedeemReview', 'ReferRedeemReview'],
    ['ReferRedeemSuccess', 'ReferRedeemSuccess'],
  ]),
];

/** /{brand}/TermsConditions exists for these brands (spec §2). */
export const TERMS_CONDITIONS_BRANDS: readonly BrandCode[] = ['tmx', 'inl'];

const branded = (brand: BrandCode, name: string): RouteInfo => ({
  name: `${brand}-${name}`,
  baseName: name,
  path: `/${brand}/${name}`,
  group: 'topLevel',
  meta: { brand },
});

/** /Refer/:shortCode: the domain's referral link path with its code as the route param. */
export const REFERRAL_LINK_PATTERN = referralLinkPath('CODE').replace(/CODE$/, ':shortCode');

export const TOP_LEVEL_ROUTES: readonly RouteInfo[] = [
  route('topLevel', 'ContactUs', '/ContactUs'),
  // a referral link opens for anyone, signed in or not
  route('topLevel', 'ReferralLink', REFERRAL_LINK_PATTERN),
  ...TERMS_CONDITIONS_BRANDS.map((brand) => branded(brand, 'TermsConditions')),
  ...BRAND_CODES.map((brand) => branded(brand, 'OptInDisclosures')),
  ...[
    'MaintenanceMode',
    'TermsConditionsConsent',
    'ConfirmAccountReplacement',
    'ExperianDisclosure',
    'PwaInstallRoute',
    'PwaInstallUnsupported',
    'PwaInstallApple',
    'PwaInstallChrome',
  ].map((name) => route('topLevel', name, `/${name}`)),
];
