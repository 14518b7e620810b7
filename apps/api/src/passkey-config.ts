/**
 * Passkeys' relying party (decision 019): PASSKEY_RP_ID and PASSKEY_ORIGINS, for the configuration schema, its check,
 * and what the passkey module reads.
 */
import { z } from 'zod';

/** its id (undefined: passkeys are off) and the origins answers may come from */
export interface PasskeyConfig {
  rpId: string | undefined;
  origins: string[];
}

export const PASSKEY_ENV_SHAPE = {
  /** the WebAuthn relying party id of passkeys (a domain, no port): default APP_ORIGIN's host, else localhost outside production */
  PASSKEY_RP_ID: z
    .string()
    .regex(/^(localhost|([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,})$/i, {
      error: 'must be a domain name such as app.example.com (no scheme, port or IP address)',
    })
    .optional(),
  /** the origins passkey answers may come from, comma-separated: default APP_ORIGIN, else http://localhost:PORT and Vite's :5173 outside production */
  PASSKEY_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z.url({ protocol: /^https?$/, error: 'must be http(s) origins separated by commas' }),
        )
        .min(1),
    )
    .optional(),
};

const hostBelongsTo = (host: string, rpId: string) => host === rpId || host.endsWith(`.${rpId}`);

interface PasskeyEnv {
  PASSKEY_RP_ID?: string | undefined;
  PASSKEY_ORIGINS?: string[] | undefined;
  APP_ORIGIN?: string | undefined;
  NODE_ENV: 'development' | 'test' | 'production';
  PORT: number;
}

/**
 * PASSKEY_RP_ID / PASSKEY_ORIGINS; else APP_ORIGIN's; else, outside production, localhost with the server's own
 * port and Vite's dev server (WebAuthn refuses an IP address: open the app at http://localhost:PORT). Production
 * without any of them has passkeys off.
 */
export function passkeyConfigOf(env: PasskeyEnv): PasskeyConfig {
  const appOrigin = env.APP_ORIGIN ? new URL(env.APP_ORIGIN) : undefined;
  const fallback = env.NODE_ENV === 'production' ? undefined : 'localhost';
  const rpId = env.PASSKEY_RP_ID ?? appOrigin?.hostname ?? fallback;
  const devOrigins =
    env.NODE_ENV === 'production' ? [] : [`http://localhost:${env.PORT}`, 'http://localhost:5173'];
  const origins = env.PASSKEY_ORIGINS ?? (appOrigin ? [appOrigin.origin] : devOrigins);
  // a bad origin is reported by the schema; the refinement still runs over it, so it is left out here
  return {
    rpId,
    origins: origins
      .filter((origin) => URL.canParse(origin))
      .map((origin) => new URL(origin).origin),
  };
}

/** Every origin must be on the relying party's domain (WebAuthn refuses the others). */
export function checkPasskeyEnv(env: PasskeyEnv, ctx: z.RefinementCtx): void {
  const passkeys = passkeyConfigOf(env);
  for (const origin of passkeys.origins) {
    if (passkeys.rpId && !hostBelongsTo(new URL(origin).hostname, passkeys.rpId)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSKEY_ORIGINS'],
        message: `${origin} is not on the passkey domain ${passkeys.rpId} (PASSKEY_RP_ID)`,
      });
    }
  }
}
