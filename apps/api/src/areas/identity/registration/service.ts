/** Registration and verification (spec §4 Session: registering gives an unverified user; verification authenticates). */
import type {
  TCodeSentResponse,
  TConfirmAttributeResponse,
  TConfirmUserRequest,
  TLanguage,
  TRegisterUserRequest,
  TRegisterUserResponse,
  TResendVerificationCodeRequest,
  TSessionResult,
} from '@lender/contract';
import type { CodePurpose, IdentityKind } from '../../../db/schema';
import { REFERRAL_ERROR_CODES } from '@lender/contract';
import { isSamePerson, type PersonMarks } from '@lender/domain';
import { hashPassword } from '../../../lib/crypto';
import { CodedError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import { deliverCode } from '../auth/deliver-code';
import { authErrors } from '../../../lib/auth-errors';
import type { IdentityKit } from '../auth/kit';
import { assertPasswordAcceptable } from '../auth/password-policy';
import { parseUsername } from '../../../lib/username';
import { newShortCode as drawShortCode } from '../../../lib/short-code';

export const verifyPurpose = (kind: IdentityKind): CodePurpose =>
  kind === 'email' ? 'verifyEmail' : 'verifyPhone';

export interface RegistrationDeps {
  kit: IdentityKit;
  /** what marks the person of a referral code's owner (a registration with one's own code is refused) */
  referrerMarks: (profileId: string) => Promise<PersonMarks>;
  /** runs fn with an identity repository inside one transaction */
  inTransaction: <T>(fn: (repo: IdentityKit['identities']) => Promise<T>) => Promise<T>;
}

export function createRegistrationService({ kit, inTransaction, referrerMarks }: RegistrationDeps) {
  const { identities, codes, messaging, guard, devices, issuer, clock } = kit;

  const newShortCode = () => drawShortCode((code) => identities.shortCodeTaken(code));

  async function register(
    body: TRegisterUserRequest,
    nonCustomerRefer: boolean,
    language: TLanguage,
  ): Promise<TRegisterUserResponse> {
    const { kind, value } = parseUsername(body.username);
    assertPasswordAcceptable(body.password);
    if (await identities.findByIdentity(kind, value)) throw authErrors.usernameExists();
    // a forged or mistyped code is refused before anything is written, naming the field: the person may register without it
    const referrerId = body.referralCode
      ? await identities.referrerOfCode(body.referralCode)
      : null;
    if (body.referralCode && !referrerId)
      throw new CodedError(
        422,
        REFERRAL_ERROR_CODES.codeNotFound,
        'referralCode: no referral programme member has this code. Check it, or register without it.',
        'body.referralCode',
      );
    if (
      referrerId &&
      isSamePerson(
        {
          mdmIds: [],
          phones: kind === 'phone' ? [value] : [],
          emails: kind === 'email' ? [value] : [],
        },
        await referrerMarks(referrerId),
      )
    ) {
      throw new CodedError(
        422,
        REFERRAL_ERROR_CODES.selfReferral,
        'referralCode: this is your own referral code. Register without it.',
        'body.referralCode',
      );
    }
    const passwordHash = await hashPassword(body.password);
    const now = clock();
    const shortCode = nonCustomerRefer ? await newShortCode() : undefined;
    const profile = await inTransaction(async (repo) => {
      const created = await repo
        .createProfile({ passwordHash, nonCustomerRefer, kind, value, now })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? authErrors.usernameExists() : error;
        });
      if (shortCode) await repo.createReferralAccount(created.id, shortCode, now);
      if (referrerId)
        await repo.recordReferralSignup({
          referredProfileId: created.id,
          referrerProfileId: referrerId,
          now,
        });
      return created;
    });
    const code = await codes.issue(profile.id, verifyPurpose(kind));
    const codeDelivery = await deliverCode(messaging, {
      kind,
      to: value,
      template: 'verificationCode',
      code,
      language,
    });
    await guard.record({
      type: 'registered',
      profileId: profile.id,
      usernameKind: kind,
      detail: {
        nonCustomerRefer,
        cardIds: body.cardIds?.length ?? 0,
        referred: Boolean(referrerId),
      },
    });
    return {
      profileId: profile.id,
      userConfirmed: false,
      codeDelivery,
      ...(shortCode ? { shortCode } : {}),
    };
  }

  return {
    registerUser: (body: TRegisterUserRequest, language: TLanguage = 'en') =>
      register(body, false, language),
    registerNcrUser: (body: TRegisterUserRequest, language: TLanguage = 'en') =>
      register(body, true, language),

    /** Verifies the username's email (isEmail) or phone with the code and signs the user in on a device it trusts. */
    async confirmUser(
      body: TConfirmUserRequest,
      deviceKey: string | undefined,
    ): Promise<TSessionResult> {
      const { kind, value } = parseUsername(body.username);
      const found = await identities.findByIdentity(kind, value);
      if (!found) throw authErrors.userNotFound(body.username);
      const attribute: IdentityKind = body.isEmail ? 'email' : 'phone';
      await codes.consume(found.profile.id, verifyPurpose(attribute), body.code);
      await identities.markVerified(found.profile.id, attribute, clock());
      await guard.record({
        type: 'verified',
        profileId: found.profile.id,
        usernameKind: kind,
        detail: { attribute },
      });
      if (found.profile.status !== 'active') throw authErrors.passwordResetRequired();
      // the code just read from that email or phone proves this device as the trusted-device code would: no second code
      const device = await devices.trust(
        await devices.deviceForSignIn(found.profile.id, deviceKey, body.rememberMe ?? false),
      );
      await guard.record({
        type: 'deviceTrusted',
        profileId: found.profile.id,
        detail: { by: 'verification' },
      });
      return issuer.issue(found.profile.id, device, body.rememberMe ?? false);
    },

    /** PUT /confirmuser: the signed-in user verifies their email or phone. */
    async confirmAttribute(
      auth: AuthContext,
      body: { code: string; isEmail: boolean },
    ): Promise<TConfirmAttributeResponse> {
      const attribute: IdentityKind = body.isEmail ? 'email' : 'phone';
      await codes.consume(auth.profileId, verifyPurpose(attribute), body.code);
      await identities.markVerified(auth.profileId, attribute, clock());
      await guard.record({ type: 'verified', profileId: auth.profileId, detail: { attribute } });
      const profile = await identities.profileById(auth.profileId);
      return {
        emailVerified: Boolean(profile?.emailVerified),
        phoneVerified: Boolean(profile?.phoneVerified),
      };
    },

    async resendVerificationCode(
      body: TResendVerificationCodeRequest,
      language: TLanguage = 'en',
    ): Promise<TCodeSentResponse> {
      const { kind, value } = parseUsername(body.username);
      const found = await identities.findByIdentity(kind, value);
      if (!found) throw authErrors.userNotFound(body.username);
      const code = await codes.issue(found.profile.id, verifyPurpose(kind));
      return {
        codeDelivery: await deliverCode(messaging, {
          kind,
          to: value,
          voice: body.voice,
          template: 'verificationCode',
          code,
          language,
        }),
      };
    },
  };
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
