/**
 * PUT /uploadLoanDocuments stores the borrower's files typed by their content, refuses a renamed executable, files over
 * the limits (/configsettings' too) and anyone else; GET /uploadLoanDocumentsHistory shows them to the loan's parties.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ZUploadLoanDocumentsHistoryResponseSchema,
  ZUploadLoanDocumentsResponseSchema,
} from '@lender/contract';
import { settings } from '../../../db/schema';
import { CONFIG_OVERRIDES_KEY } from '../../system/test-kit';
import { ELF_BYTES, MZ_BYTES, PDF_BYTES, PNG_BYTES } from './test-kit';
import { A1, useUploadsApp } from './uploads-test-kit';

const MB = 1024 * 1024;
const uploads = useUploadsApp();
const { put, history } = uploads;

describe('PUT /uploadLoanDocuments', () => {
  it('stores a PDF and an image, typed by their content, and lists them in the history', async () => {
    const { ana } = uploads;
    const res = await put(ana, A1, [
      { name: 'paystub.pdf', bytes: PDF_BYTES, contentType: 'application/pdf' },
      { name: 'photo.txt', bytes: PNG_BYTES, contentType: 'text/plain' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = ZUploadLoanDocumentsResponseSchema.parse(res.json());
    expect(body.documents.map((d) => [d.fileName, d.mimeType, d.sizeBytes])).toEqual([
      ['paystub.pdf', 'application/pdf', PDF_BYTES.length],
      ['photo.txt', 'image/png', PNG_BYTES.length],
    ]);
    const listed = await history(ana);
    expect(listed.map((u) => u.uploadId)).toEqual(
      expect.arrayContaining(body.documents.map((d) => d.uploadId)),
    );
    expect(listed.every((u) => u.lmsId === '10001-001')).toBe(true);
  });
  it('refuses a renamed executable (ELF or MZ named .pdf) with Unknown mime type, storing nothing', async () => {
    const { ana } = uploads;
    const before = (await history(ana)).length;
    for (const bytes of [ELF_BYTES, MZ_BYTES]) {
      const res = await put(ana, A1, [
        { name: 'invoice.pdf', bytes, contentType: 'application/pdf' },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Unknown mime type', field: 'files[0]' });
    }
    const mixed = await put(ana, A1, [
      { name: 'ok.pdf', bytes: PDF_BYTES },
      { name: 'bad.pdf', bytes: MZ_BYTES },
    ]);
    expect(mixed.json()).toMatchObject({ message: 'Unknown mime type', field: 'files[1]' });
    expect(await history(ana)).toHaveLength(before);
  });
  it('refuses an empty file, five files and a 5 MB file with clear messages', async () => {
    const { ana } = uploads;
    expect(
      (await put(ana, A1, [{ name: 'empty.pdf', bytes: new Uint8Array() }])).json(),
    ).toMatchObject({ message: 'File cannot be read' });
    const five = await put(
      ana,
      A1,
      Array.from({ length: 5 }, (_, i) => ({ name: `p${i}.pdf`, bytes: PDF_BYTES })),
    );
    expect(five.statusCode).toBe(400);
    expect(five.json()).toMatchObject({
      message: 'You can upload at most 4 files',
      field: 'files',
    });
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(5 * MB)]);
    const tooLarge = await put(ana, A1, [{ name: 'big.pdf', bytes: big }]);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toMatchObject({
      message: 'File is larger than 4 MB',
      field: 'files[0]',
    });
  });
  it('says the count and size limits in Spanish to a Spanish reader, with the same field', async () => {
    const { ana } = uploads;
    const es = { ...ana, 'accept-language': 'es' };
    const five = await put(
      es,
      A1,
      Array.from({ length: 5 }, (_, i) => ({ name: `p${i}.pdf`, bytes: PDF_BYTES })),
    );
    expect(five.json()).toMatchObject({
      message: 'Puede subir como máximo 4 archivos',
      field: 'files',
    });
    const tooLarge = await put(es, A1, [
      { name: 'big.pdf', bytes: Buffer.concat([PDF_BYTES, Buffer.alloc(5 * MB)]) },
    ]);
    expect(tooLarge.json()).toMatchObject({
      message: 'El archivo pesa más de 4 MB',
      field: 'files[0]',
    });
  });
  it('accepts four files of exactly 4 MB each', async () => {
    const { ana } = uploads;
    const file = Buffer.concat([PDF_BYTES, Buffer.alloc(4 * MB - PDF_BYTES.length)]);
    const res = await put(
      ana,
      A1,
      Array.from({ length: 4 }, (_, i) => ({ name: `scan${i}.pdf`, bytes: file })),
    );
    expect(res.statusCode).toBe(200);
    expect(
      ZUploadLoanDocumentsResponseSchema.parse(res.json()).documents.map((d) => d.sizeBytes),
    ).toEqual(Array(4).fill(4 * MB));
  });
  it('refuses another persona (404), the co-signer (403), and storing nothing for either', async () => {
    const { ana, devon, erin } = uploads;
    const before = (await history(ana)).length;
    expect((await put(erin, A1, [{ name: 'x.pdf', bytes: PDF_BYTES }])).statusCode).toBe(404);
    const cosigner = await put(devon, A1, [{ name: 'x.pdf', bytes: PDF_BYTES }]);
    expect(cosigner.statusCode).toBe(403);
    expect(cosigner.json().message).toBe('Only the borrower can upload documents for this loan.');
    expect(await history(ana)).toHaveLength(before);
    expect((await put({}, A1, [{ name: 'x.pdf', bytes: PDF_BYTES }])).statusCode).toBe(401);
  });

  it('honours the loan-document-upload settings of /configsettings', async () => {
    const { t, ana } = uploads;
    await t.database.db.insert(settings).values({
      key: CONFIG_OVERRIDES_KEY,
      value: {
        loanDocumentUpload: {
          fileTypes: ['application/pdf'],
          accept: 'application/pdf',
          maxSizeMb: 1,
          maxFiles: 2,
        },
      },
    });
    try {
      const status = await t.app.inject({
        method: 'GET',
        url: `/api/uploadLoanDocuments?loanId=${A1}`,
        headers: ana,
      });
      expect(status.json()).toMatchObject({
        maxSizeMb: 1,
        maxFiles: 2,
        fileTypes: ['application/pdf'],
      });
      expect((await put(ana, A1, [{ name: 'a.png', bytes: PNG_BYTES }])).json()).toMatchObject({
        message: 'Unknown mime type',
      });
      expect(
        (
          await put(
            ana,
            A1,
            Array.from({ length: 3 }, () => ({ name: 'a.pdf', bytes: PDF_BYTES })),
          )
        ).json(),
      ).toMatchObject({ message: 'You can upload at most 2 files' });
      const big = Buffer.concat([PDF_BYTES, Buffer.alloc(MB)]);
      expect((await put(ana, A1, [{ name: 'a.pdf', bytes: big }])).json()).toMatchObject({
        message: 'File is larger than 1 MB',
      });
    } finally {
      await t.database.db.delete(settings).where(eq(settings.key, CONFIG_OVERRIDES_KEY));
    }
  });
});

describe('GET /uploadLoanDocumentsHistory', () => {
  it('shows the co-signer the loan’s uploads, hides them from others', async () => {
    const { t, devon, erin } = uploads;
    expect((await history(devon)).length).toBeGreaterThan(0);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/uploadLoanDocumentsHistory?loanId=${A1}`,
          headers: erin,
        })
      ).statusCode,
    ).toBe(404);
    const all = ZUploadLoanDocumentsHistoryResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/uploadLoanDocumentsHistory', headers: erin })
      ).json(),
    );
    expect(all.uploads.some((u) => u.loanId === A1)).toBe(false);
  });
});
