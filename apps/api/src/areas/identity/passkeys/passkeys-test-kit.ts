/**
 * Test code only (imported by *.test.ts): a software WebAuthn authenticator with node:crypto — an ES256 key per
 * credential, authenticator data and clientDataJSON built by hand, 'none' attestation in a minimal CBOR encoding —
 * so the API tests send @simplewebauthn/server real registration and sign-in answers.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** A CBOR head: major type and length (lengths up to 65535 are enough here). */
function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
}
const cborBytes = (bytes: Uint8Array) => Buffer.concat([cborHead(2, bytes.length), bytes]);
const cborText = (text: string) =>
  Buffer.concat([cborHead(3, Buffer.byteLength(text)), Buffer.from(text)]);
/** A small integer, positive or negative (|n| < 24). */
const cborInt = (n: number) => (n >= 0 ? cborHead(0, n) : cborHead(1, -1 - n));

/** The credential's public key as COSE (EC2, ES256, P-256). */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  const x = Buffer.from(jwk.x ?? '', 'base64url');
  const y = Buffer.from(jwk.y ?? '', 'base64url');
  return Buffer.concat([
    cborHead(5, 5),
    cborInt(1),
    cborInt(2),
    cborInt(3),
    cborInt(-7),
    cborInt(-1),
    cborInt(1),
    cborInt(-2),
    cborBytes(x),
    cborInt(-3),
    cborBytes(y),
  ]);
}

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 } as const;

export interface Ceremony {
  challenge: string;
  origin?: string;
  rpId?: string;
}

export interface SoftCredential {
  id: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  userHandle: string;
  counter: number;
}

/** A software authenticator for origin http://localhost:3000 (the test config's) and RP id localhost. */
export function softAuthenticator(defaults: { origin?: string; rpId?: string } = {}) {
  const origin = defaults.origin ?? 'http://localhost:3000';
  const rpId = defaults.rpId ?? 'localhost';
  const clientData = (type: string, ceremony: Ceremony) =>
    Buffer.from(
      JSON.stringify({
        type,
        challenge: ceremony.challenge,
        origin: ceremony.origin ?? origin,
        crossOrigin: false,
      }),
    );

  return {
    /** A new credential for the options' challenge and user: the RegistrationResponseJSON startRegistration would give. */
    register(ceremony: Ceremony & { userId: string }) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const id = randomBytes(16);
      const credential: SoftCredential = {
        id: b64url(id),
        privateKey,
        publicKey,
        userHandle: ceremony.userId,
        counter: 0,
      };
      const credentialIdLength = Buffer.from([id.length >> 8, id.length & 0xff]);
      const authData = Buffer.concat([
        sha256(ceremony.rpId ?? rpId),
        Buffer.from([FLAGS.userPresent | FLAGS.userVerified | FLAGS.attestedData]),
        counterBytes(0),
        Buffer.alloc(16),
        credentialIdLength,
        id,
        coseKey(publicKey),
      ]);
      const attestationObject = Buffer.concat([
        cborHead(5, 3),
        cborText('fmt'),
        cborText('none'),
        cborText('attStmt'),
        cborHead(5, 0),
        cborText('authData'),
        cborBytes(authData),
      ]);
      const response = {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key' as const,
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', ceremony)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
      };
      return { credential, response };
    },

    /** A signed answer to the sign-in options' challenge: the AuthenticationResponseJSON startAuthentication would give. */
    assert(credential: SoftCredential, ceremony: Ceremony, counter = credential.counter + 1) {
      credential.counter = counter;
      const authData = Buffer.concat([
        sha256(ceremony.rpId ?? rpId),
        Buffer.from([FLAGS.userPresent | FLAGS.userVerified]),
        counterBytes(counter),
      ]);
      const clientDataJSON = clientData('webauthn.get', ceremony);
      const signature = sign(
        'sha256',
        Buffer.concat([authData, sha256(clientDataJSON)]),
        credential.privateKey,
      );
      return {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key' as const,
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: credential.userHandle,
        },
      };
    },
  };
}
