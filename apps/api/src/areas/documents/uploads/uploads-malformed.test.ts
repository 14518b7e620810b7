/** PUT /uploadLoanDocuments with a malformed request: a missing or unknown field, a JSON body, a body cut short. */
import { describe, expect, it } from 'vitest';
import { rowCounts } from '../../../testing/row-counts';
import { multipartBody, PDF_BYTES } from './test-kit';
import { A1, useUploadsApp } from './uploads-test-kit';

const uploads = useUploadsApp();
const { put } = uploads;

describe('PUT /uploadLoanDocuments', () => {
  it('names a missing loanId and an unknown field', async () => {
    const { t, ana } = uploads;
    expect((await put(ana, undefined, [{ name: 'x.pdf', bytes: PDF_BYTES }])).json()).toMatchObject(
      { statusCode: 400, field: 'body.loanId' },
    );
    expect(
      (await put(ana, A1, [{ name: 'x.pdf', bytes: PDF_BYTES }], { note: 'hi' })).json(),
    ).toMatchObject({ statusCode: 400, field: 'body.note' });
    expect(
      (await put(ana, A1, [{ name: 'x.pdf', bytes: PDF_BYTES, field: 'attachment' }])).json(),
    ).toMatchObject({ statusCode: 400, field: 'body.attachment' });
    const json = await t.app.inject({
      method: 'PUT',
      url: '/api/uploadLoanDocuments',
      headers: ana,
      payload: { loanId: A1 },
    });
    expect(json.statusCode).toBe(400);
  });
  it('refuses a body cut short or without its boundary ("Part terminated early") with a 400 asking to send again, storing nothing', async () => {
    const { t, ana } = uploads;
    const before = await rowCounts(t.database.db);
    const whole = multipartBody({ loanId: A1 }, [
      { name: 'scan.pdf', bytes: PDF_BYTES, contentType: 'application/pdf' },
    ]);
    const sends = [
      ...[whole.payload.length - 10, whole.payload.length / 2, 20].map((cut) => ({
        headers: whole.headers,
        payload: whole.payload.subarray(0, Math.floor(cut)),
      })),
      { headers: { 'content-type': 'multipart/form-data' }, payload: whole.payload },
      {
        headers: { 'content-type': 'multipart/form-data; boundary=another' },
        payload: whole.payload,
      },
    ];
    for (const { headers, payload } of sends) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/uploadLoanDocuments',
        headers: { ...ana, ...headers },
        payload,
      });
      expect(res.statusCode, `${headers['content-type']} ${payload.length} bytes`).toBe(400);
      expect(res.json()).toMatchObject({
        field: 'body',
        message:
          'The upload did not arrive whole (it was cut off or malformed). Please choose the files and send them again.',
      });
    }
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/uploadLoanDocuments',
      headers: { ...ana, ...whole.headers },
      payload: '',
    });
    expect(empty.json()).toMatchObject({ statusCode: 400, field: 'body.loanId' });
    const spanish = await t.app.inject({
      method: 'PUT',
      url: '/api/uploadLoanDocuments',
      headers: { ...ana, ...whole.headers, 'accept-language': 'es' },
      payload: whole.payload.subarray(0, 40),
    });
    expect(spanish.json()).toMatchObject({
      message:
        'La carga no llegó completa (se cortó o tiene un formato incorrecto). Elija los archivos y envíelos de nuevo.',
    });
    expect(await rowCounts(t.database.db)).toEqual(before);
  });
});
