/** The trusted-device challenge (spec §2 TrustedDevice group, §4 Trusted-device check, §7). */
import type {
  TCheckTrustedDeviceResponse,
  TCodeSentResponse,
  TLanguage,
  TConfirmTrustedDeviceRequest,
} from '@lender/contract';
import { isTrustedDevice } from '@lender/domain';
import type { IdentityKind } from '../../../db/schema';
import { ValidationError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import { deliverCode } from '../auth/deliver-code';
import { authErrors } from '../../../lib/auth-errors';
import type { IdentityKit } from '../auth/kit';

export function createTrustedDeviceService(kit: IdentityKit) {
  const { identities, sessions, devices, codes, messaging, guard } = kit;

  async function ownDevice(profileId: string, deviceKey: string | undefined) {
    if (!deviceKey) throw authErrors.missingDeviceKey();
    const device = await devices.ownDevice(profileId, deviceKey);
    if (!device) throw authErrors.deviceKeyNotFound();
    return device;
  }

  return {
    /** A missing device key means untrusted; an unknown one is 'Device key not found'. */
    async check(
      auth: AuthContext,
      deviceKey: string | undefined,
    ): Promise<TCheckTrustedDeviceResponse> {
      if (!deviceKey) return { trusted: false };
      const device = await ownDevice(auth.profileId, deviceKey);
      return { trusted: isTrustedDevice(device.deviceKey, device.trusted) };
    },

    /** A code to the profile's verified email or phone (voice optional for a phone). */
    async send(
      auth: AuthContext,
      deviceKey: string | undefined,
      method: IdentityKind,
      voice: boolean,
      language: TLanguage = 'en',
    ): Promise<TCodeSentResponse> {
      const device = await ownDevice(auth.profileId, deviceKey);
      const alias = (await identities.identitiesOf(auth.profileId)).find(
        (a) => a.kind === method && a.verified,
      );
      if (!alias)
        throw new ValidationError(
          `there is no verified ${method === 'email' ? 'email' : 'phone number'} on this profile`,
          'query.method',
        );
      const code = await codes.issue(auth.profileId, 'trustedDevice', { deviceId: device.id });
      return {
        codeDelivery: await deliverCode(messaging, {
          kind: method,
          to: alias.value,
          voice,
          template: 'trustedDeviceCode',
          code,
          language,
        }),
      };
    },

    /**
     * The code sent for this session's device makes it trusted, which opens every call to the session
     * (the authenticate plugin reads the device's trust on each request: no new tokens are needed).
     */
    async confirm(
      auth: AuthContext,
      body: TConfirmTrustedDeviceRequest,
    ): Promise<{ trusted: true }> {
      if (body.profileId !== auth.profileId)
        throw authErrors.accessDenied('This device belongs to another profile.');
      const device = await ownDevice(auth.profileId, body.deviceKey);
      const context = await sessions.sessionContext(auth.sessionId);
      if (context?.session.deviceId !== device.id)
        throw authErrors.accessDenied('Confirm the device this session was signed in on.');
      const subject = await codes.consume(auth.profileId, 'trustedDevice', body.code);
      if (subject?.deviceId !== device.id) throw authErrors.codeMismatch();
      await devices.trust(device);
      await guard.record({ type: 'deviceTrusted', profileId: auth.profileId });
      return { trusted: true };
    },
  };
}

export type TrustedDeviceService = ReturnType<typeof createTrustedDeviceService>;
