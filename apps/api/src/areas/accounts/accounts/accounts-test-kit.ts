/** Helpers the accounts-area tests share (imported by *.test.ts only). */
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { signIn } from '../../../testing/sign-in';

export const PERSONA_EMAILS = {
  P1: 'ana.tlxe@example.com',
  P2: 'ben.multi@example.com',
  P3: 'carla.nls@example.com',
  P4: 'dev.cosigner@example.com',
  P5: 'erin.settle@example.com',
  P6: 'frank.appraisal@example.com',
  P8: 'hank.new@example.com',
  P9: 'iris.repo@example.com',
  P11: 'lena.spousal@example.com',
  P12: 'mia.identity@example.com',
} as const;
export type Persona = keyof typeof PERSONA_EMAILS;

export interface AccountsTestApp extends TestApp {
  call(
    who: Persona,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
}

/** A fresh app on a seeded database with the given personas signed in. */
export async function accountsTestApp(personas: readonly Persona[]): Promise<AccountsTestApp> {
  const t = await buildTestApp();
  const headers = new Map<Persona, { authorization: string }>();
  for (const who of personas) headers.set(who, (await signIn(t.app, PERSONA_EMAILS[who])).headers);
  return {
    ...t,
    call: (who, method, url, payload) =>
      t.app.inject({
        method,
        url: `/api${url}`,
        headers: headers.get(who),
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}
