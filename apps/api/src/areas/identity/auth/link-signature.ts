/**
 * Signed links (spec §2 Route guards, §7 POST /signatureAuth): HMAC-SHA256 with AUTH_SECRET over
 * profileId, expiration (Unix seconds), path and the guest flag. One implementation for the
 * /signatureAuth check and the guest-link tool.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignedLinkFields {
  profileId: string;
  /** Unix seconds */
  expiration: number;
  path: string;
  guest: boolean;
}

export function signLink(fields: SignedLinkFields, secret: string): string {
  const message = [
    fields.profileId,
    String(fields.expiration),
    fields.path,
    String(fields.guest),
  ].join('\n');
  return createHmac('sha256', secret).update(message).digest('base64url');
}

export function isValidLinkSignature(
  fields: SignedLinkFields,
  signature: string,
  secret: string,
): boolean {
  const expected = Buffer.from(signLink(fields, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The loan a guest path names: /<brand>/Accounts/<loanId>[/…], else undefined. */
export function loanIdOfPath(path: string): string | undefined {
  const match = /^\/[a-z0-9]{3}\/Accounts\/([0-9a-f-]{36})(?:\/[A-Za-z0-9/]*)?$/.exec(path);
  return match?.[1];
}

/** The query string of a signed link (the web app's route reads it back). */
export function signedLinkQuery(fields: SignedLinkFields, secret: string): string {
  const query = new URLSearchParams({
    profileId: fields.profileId,
    signature: signLink(fields, secret),
    expiration: String(fields.expiration),
    path: fields.path,
    guest: String(fields.guest),
  });
  return query.toString();
}
