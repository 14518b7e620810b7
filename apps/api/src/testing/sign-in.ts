/** Test helper: sign a persona in through POST /api/authenticate and get its bearer headers. */
import type { FastifyInstance } from 'fastify';
import { ZSessionResultSchema } from '@lender/contract';
import { DEMO_PASSWORD } from '../db/seed';

export interface SignedIn {
  accessToken: string;
  /** `{ authorization: 'Bearer <accessToken>' }`, ready for app.inject */
  headers: { authorization: string };
}

/** Signs `email` in with the demo password (DemoPass2026); throws with the answer when it fails. */
export async function signIn(app: FastifyInstance, email: string): Promise<SignedIn> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: { username: email, password: DEMO_PASSWORD, rememberMe: false },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  const { accessToken } = ZSessionResultSchema.parse(res.json());
  return { accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}
