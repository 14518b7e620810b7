/** Sign-in and session calls: authenticate, refresh, device-key sign-in, remember device, sign-out, current device. */
import type {
  TAuthenticateRequest,
  TCurrentDeviceResponse,
  TDeviceKeyAuthRequest,
  TSessionResult,
} from '@lender/contract';
import {
  deviceLabelOf,
  profileSignInRefusal,
  type KnownSource,
  type ProfileSignInRefusal,
} from '@lender/domain';
import { hashPassword, needsRehash, verifyPassword } from '../../../lib/crypto';
import type { AuthContext } from '../../../plugins/authenticate';
import { authErrors } from '../../../lib/auth-errors';
import { parseUsername } from '../../../lib/username';
import type { IdentityKit } from './kit';
import type { DeviceRow } from './session-repo';
import type { SignInSubject } from './sign-in-guard';

export interface CallerInfo {
  address: string;
  deviceKey: string | undefined;
  /** the User-Agent header: a new device is labelled after it (browser and platform) */
  userAgent?: string | undefined;
}

/** The refusal of a profile whose credential was accepted (domain profileSignInRefusal), for every way of signing in. */
export function profileRefusalError(refusal: ProfileSignInRefusal) {
  if (refusal === 'locked') return authErrors.locked();
  return refusal === 'resetRequired'
    ? authErrors.passwordResetRequired()
    : authErrors.userNotConfirmed();
}

export function deviceView(device: DeviceRow): TCurrentDeviceResponse {
  return {
    deviceKey: device.deviceKey,
    deviceGroupKey: device.deviceGroupKey,
    remembered: device.remembered,
    trusted: device.trusted,
    trustedAt: device.trustedAt?.toISOString() ?? null,
    lastSeenAt: device.lastSeenAt.toISOString(),
  };
}

export function createAuthService(kit: IdentityKit) {
  const { identities, sessions, guard, devices, issuer, clock } = kit;

  async function sessionDevice(auth: AuthContext) {
    const context = await sessions.sessionContext(auth.sessionId);
    const deviceId = context?.session.deviceId;
    const device = deviceId ? await sessions.deviceById(deviceId) : undefined;
    if (!device || device.revokedAt) throw authErrors.deviceKeyNotFound();
    return device;
  }

  /** A device key of the profile (it signed in there before), else an address it signed in from, else none. */
  async function knownSourceOf(profileId: string, caller: CallerInfo): Promise<KnownSource> {
    if (await devices.ownDevice(profileId, caller.deviceKey)) return 'device';
    return (await guard.signedInFrom(profileId, caller.address)) ? 'address' : null;
  }

  return {
    async authenticate(body: TAuthenticateRequest, caller: CallerInfo): Promise<TSessionResult> {
      const username = parseUsername(body.username);
      const { kind } = username;
      const detail = { legacy: body.legacy ?? false, rememberMe: body.rememberMe ?? false };
      const found = await identities.findByIdentity(kind, username.value);
      const profileId = found?.profile.id;
      const subject: SignInSubject = {
        profileId,
        username,
        address: caller.address,
        knownSource: profileId ? await knownSourceOf(profileId, caller) : null,
      };
      await guard.admit(subject);
      if (!found) {
        await guard.failed(subject, {
          type: 'signInFailed',
          usernameKind: kind,
          address: caller.address,
          detail: { ...detail, reason: 'userNotFound' },
        });
        throw authErrors.userNotFound(body.username);
      }
      const { profile } = found;
      if (!(await verifyPassword(body.password, profile.passwordHash))) {
        await guard.failed(subject, {
          type: 'signInFailed',
          profileId: profile.id,
          usernameKind: kind,
          address: caller.address,
          detail: { ...detail, reason: 'wrongPassword' },
        });
        throw authErrors.notAuthorized();
      }
      await guard.passwordAccepted(subject);
      const refusal = profileSignInRefusal(profile);
      if (refusal === 'userNotConfirmed')
        await guard.record({
          type: 'signInFailed',
          profileId: profile.id,
          usernameKind: kind,
          address: caller.address,
          detail: { ...detail, reason: refusal },
        });
      if (refusal) throw profileRefusalError(refusal);
      if (needsRehash(profile.passwordHash))
        await identities.setPassword(profile.id, await hashPassword(body.password), clock());
      const device = await devices.deviceForSignIn(
        profile.id,
        caller.deviceKey,
        body.rememberMe ?? false,
        deviceLabelOf(caller.userAgent),
      );
      await guard.succeeded(subject, {
        type: 'signIn',
        profileId: profile.id,
        usernameKind: kind,
        address: caller.address,
        detail: { ...detail, trustedDevice: device.trusted },
      });
      return issuer.issue(profile.id, device, body.rememberMe ?? false);
    },

    refresh: (refreshToken: string) => issuer.refresh(refreshToken),

    /** A remembered, trusted device of the profile signs in by its key (spec §2 Route guards). */
    async deviceKeyAuth(body: TDeviceKeyAuthRequest, caller: CallerInfo): Promise<TSessionResult> {
      if (!caller.deviceKey) throw authErrors.missingDeviceKey();
      const device = await devices.ownDevice(body.profileId, caller.deviceKey);
      if (!device) throw authErrors.deviceKeyNotFound();
      const profile = await identities.profileById(body.profileId);
      if (!device.remembered || !device.trusted || profile?.status !== 'active')
        throw authErrors.invalidSession();
      await sessions.updateDevice(device.id, { lastSeenAt: clock() });
      await guard.record({
        type: 'deviceKeyAuth',
        profileId: body.profileId,
        address: caller.address,
        detail: { flow: body.flow ?? null },
      });
      return issuer.issue(body.profileId, device, true);
    },

    async rememberDevice(
      auth: AuthContext,
      deviceKey: string | undefined,
      remember: boolean,
    ): Promise<TCurrentDeviceResponse> {
      if (!deviceKey) throw authErrors.missingDeviceKey();
      const device = await devices.ownDevice(auth.profileId, deviceKey);
      if (!device) throw authErrors.deviceKeyNotFound();
      return deviceView(
        (await sessions.updateDevice(device.id, { remembered: remember, lastSeenAt: clock() })) ??
          device,
      );
    },

    async currentDevice(auth: AuthContext): Promise<TCurrentDeviceResponse> {
      return deviceView(await sessionDevice(auth));
    },

    async signOut(auth: AuthContext): Promise<void> {
      await sessions.revokeSession(auth.sessionId, clock());
      await guard.record({
        type: 'signOut',
        profileId: auth.profileId,
        detail: { scope: auth.scope },
      });
    },

    /** Device-key sign-out: every session of this device ends and the device is forgotten. */
    async signOutDevice(auth: AuthContext): Promise<void> {
      const device = await sessionDevice(auth);
      const now = clock();
      await sessions.revokeSessionsOfDevice(device.id, now);
      await sessions.updateDevice(device.id, { remembered: false, trusted: false, revokedAt: now });
      await guard.record({ type: 'deviceSignOut', profileId: auth.profileId });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
