/** Contract-valid answers of the identity calls, for tests that mock `fetch` at the boundary. */
import {
  ZSessionResultSchema,
  ZUserAttributesResponseSchema,
  type TCodeDelivery,
  type TSessionResult,
  type TUserAttributesResponse,
} from '@lender/contract';
import { CLIENT_PASSWORD_POLICY, SERVER_SETTINGS_DEFAULTS, type BrandCode } from '@lender/domain';

export const PROFILE_ID = '6f1c2b1e-8a4b-4c1d-9a51-0d2c3e4f5a6b';

/** A JWT-shaped token whose payload carries `exp` (seconds). */
export function jwt(expMs: number, sub = PROFILE_ID): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub, exp: Math.floor(expMs / 1000) })}.sig`;
}

export function sessionResult(overrides: Partial<TSessionResult> = {}): TSessionResult {
  return ZSessionResultSchema.parse({
    accessToken: jwt(Date.now() + 15 * 60_000),
    idToken: 'id-token-1',
    refreshToken: 'refresh-token-1',
    deviceKey: 'device-key-1',
    deviceGroupKey: 'device-group-1',
    expiresIn: 900,
    serviceConfig: { region: 'us-east-1', userPoolId: 'pool', clientId: 'client' },
    ...overrides,
  });
}

export function userAttributes(
  brands: BrandCode[] = ['inl'],
  overrides: Partial<TUserAttributesResponse> = {},
) {
  return ZUserAttributesResponseSchema.parse({
    sub: PROFILE_ID,
    customer_id: 'T100001',
    mdm_id: 'M1',
    lms_customer_ids: '["TLXe","T100001"]',
    show_paid_off: false,
    phone_number: '3125550101',
    phone_number_verified: true,
    email: 'ana.tlxe@example.com',
    email_verified: true,
    non_customer_refer: false,
    'custom:loan_state': 'TX',
    brands,
    customerIds: { NLS: null, TLXe: 'T100001' },
    ...overrides,
  });
}

export const emailDelivery: TCodeDelivery = {
  deliveryMedium: 'EMAIL',
  destination: 'a•••@example.com',
};
export const smsDelivery: TCodeDelivery = { deliveryMedium: 'SMS', destination: '(***) ***-0101' };

export const configSettings = (overrides: Partial<typeof SERVER_SETTINGS_DEFAULTS> = {}) => ({
  settings: { ...SERVER_SETTINGS_DEFAULTS, ...overrides },
  defaultBrand: 'inl',
});

export const passwordPolicy = (overrides: Partial<typeof CLIENT_PASSWORD_POLICY> = {}) => ({
  ...CLIENT_PASSWORD_POLICY,
  ...overrides,
});

/** The one error shape of the API. */
export function apiError(
  statusCode: number,
  message: string,
  errorCode?: string,
  error = 'Bad Request',
) {
  return { reqId: 'req-1', statusCode, error, message, ...(errorCode ? { errorCode } : {}) };
}
