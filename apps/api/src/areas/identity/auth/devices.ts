/** Devices (spec §3 deviceKey, deviceGroupKey): found by the `devicekey` header or created at sign-in. */
import { randomUUID } from 'node:crypto';
import type { DeviceLabel } from '@lender/domain';
import type { Clock } from '../../../lib/clock';
import { SERVICE_CONFIG_REGION } from './region';
import type { DeviceRow, SessionRepo } from './session-repo';
import { randomToken } from './tokens';

export function createDeviceService({
  sessions,
  clock,
}: {
  sessions: Pick<SessionRepo, 'deviceByKey' | 'groupKeyOf' | 'createDevice' | 'updateDevice'>;
  clock: Clock;
}) {
  /** This profile's live device with the key, else undefined. */
  async function ownDevice(
    profileId: string,
    deviceKey: string | undefined,
  ): Promise<DeviceRow | undefined> {
    if (!deviceKey) return undefined;
    const device = await sessions.deviceByKey(deviceKey);
    return device && device.profileId === profileId && !device.revokedAt ? device : undefined;
  }

  return {
    ownDevice,

    /** The device proved by a code sent to the profile's verified email or phone becomes trusted (spec §4). */
    async trust(device: DeviceRow): Promise<DeviceRow> {
      const now = clock();
      return (
        (await sessions.updateDevice(device.id, {
          trusted: true,
          trustedAt: now,
          lastSeenAt: now,
        })) ?? device
      );
    },

    /** The device a sign-in runs on: the known one (remembered per the remember-me choice) or a new one. */
    async deviceForSignIn(
      profileId: string,
      deviceKey: string | undefined,
      remembered: boolean,
      label: DeviceLabel = { browser: null, platform: null },
    ): Promise<DeviceRow> {
      const now = clock();
      const known = await ownDevice(profileId, deviceKey);
      if (known)
        return (await sessions.updateDevice(known.id, { remembered, lastSeenAt: now })) ?? known;
      const deviceGroupKey = (await sessions.groupKeyOf(profileId)) ?? `-${randomToken(9)}`;
      return sessions.createDevice({
        profileId,
        deviceKey: `${SERVICE_CONFIG_REGION}_${randomUUID()}`,
        deviceGroupKey,
        remembered,
        now,
        ...label,
      });
    },
  };
}

export type DeviceService = ReturnType<typeof createDeviceService>;
