/**
 * What the upload routes' tests share (uploads*.test.ts): the file's server (its own in-memory database) with Ana (P1),
 * Devon (her co-signer), Erin and Ben signed in, set up by `useUploadsApp()` before the file's tests and closed after
 * them; a PUT /uploadLoanDocuments of some files and a loan's GET /uploadLoanDocumentsHistory. Every file gets its own
 * (the API's test projects share modules between the files of a worker: nothing here is a module's state).
 */
import { afterAll, beforeAll } from 'vitest';
import { ZUploadLoanDocumentsHistoryResponseSchema } from '@lender/contract';
import { loanIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { signIn } from '../../../testing/sign-in';
import { multipartBody, type FormFile } from './test-kit';

export const A1 = loanIdOf('A1');
type Session = { authorization: string };

export function useUploadsApp() {
  const kit = {
    /** the file's server, once its tests have started */
    t: undefined as unknown as TestApp,
    /** Ana's (P1's) session, once the file's tests have started */
    ana: undefined as unknown as Session,
    /** Devon's (A1's co-signer's) session, once the file's tests have started */
    devon: undefined as unknown as Session,
    /** Erin's session (another persona), once the file's tests have started */
    erin: undefined as unknown as Session,
    /** Ben's (P2's) session, once the file's tests have started */
    ben: undefined as unknown as Session,
  };
  const put = (
    headers: Record<string, string>,
    loanId: string | undefined,
    files: FormFile[],
    extra: Record<string, string> = {},
  ) => {
    const body = multipartBody({ ...(loanId ? { loanId } : {}), ...extra }, files);
    return kit.t.app.inject({
      method: 'PUT',
      url: '/api/uploadLoanDocuments',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const history = async (headers: Record<string, string>, loanId = A1) =>
    ZUploadLoanDocumentsHistoryResponseSchema.parse(
      (
        await kit.t.app.inject({
          method: 'GET',
          url: `/api/uploadLoanDocumentsHistory?loanId=${loanId}`,
          headers,
        })
      ).json(),
    ).uploads;
  beforeAll(async () => {
    kit.t = await buildTestApp({ DATABASE_IN_MEMORY: 'true' });
    kit.ana = (await signIn(kit.t.app, 'ana.tlxe@example.com')).headers;
    kit.devon = (await signIn(kit.t.app, 'dev.cosigner@example.com')).headers;
    kit.erin = (await signIn(kit.t.app, 'erin.settle@example.com')).headers;
    kit.ben = (await signIn(kit.t.app, 'ben.multi@example.com')).headers;
  });
  afterAll(async () => kit.t.close());
  return Object.assign(kit, { put, history });
}
