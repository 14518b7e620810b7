/**
 * The profile's trusted devices (issue 15): list them, and remove one. Removing a device ends its sessions and forgets
 * its trust, so the next sign-in there asks for a code again (or a passkey); removing this session's own device signs
 * it out (`signedOut`). Another profile's device answers as one that does not exist (404).
 */
import type { TSecurityItemRemoved, TTrustedDeviceListResponse } from '@lender/contract';
import { text } from '../../../i18n';
import { CodedError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import type { IdentityKit } from '../auth/kit';

export function createDeviceListService({
  sessions,
  guard,
  clock,
}: Pick<IdentityKit, 'sessions' | 'guard' | 'clock'>) {
  const currentDeviceId = async (auth: AuthContext) =>
    (await sessions.sessionContext(auth.sessionId))?.session.deviceId ?? null;

  return {
    async list(auth: AuthContext): Promise<TTrustedDeviceListResponse> {
      const current = await currentDeviceId(auth);
      const rows = await sessions.trustedDevicesOf(auth.profileId);
      return {
        devices: rows.map((device) => ({
          id: device.id,
          browser: device.browser,
          platform: device.platform,
          current: device.id === current,
          remembered: device.remembered,
          trustedAt: device.trustedAt?.toISOString() ?? null,
          lastSeenAt: device.lastSeenAt.toISOString(),
        })),
      };
    },

    async remove(auth: AuthContext, id: string): Promise<TSecurityItemRemoved> {
      const device = await sessions.deviceById(id);
      if (!device || device.profileId !== auth.profileId || device.revokedAt)
        throw new CodedError(404, 'device.notFound', text('device.notFound'), 'body.id');
      const now = clock();
      await sessions.revokeSessionsOfDevice(device.id, now);
      await sessions.updateDevice(device.id, { remembered: false, trusted: false, revokedAt: now });
      await guard.record({ type: 'deviceRemoved', profileId: auth.profileId });
      return { removed: true, signedOut: device.id === (await currentDeviceId(auth)) };
    },
  };
}

export type DeviceListService = ReturnType<typeof createDeviceListService>;
