import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerAuthHooks } from '../../../shared/http/auth-refresh';
import { fakeApi } from '../test/fake-api';
import { stubXhr } from '../../../test/fake-xhr';
import { A1_ID, detail, uploadStatus } from '../test/fixtures';
import { renderScreen, signInAs } from '../test/render-screen';
import DocumentUpload from './DocumentUpload';

const PATH = `/inl/Accounts/${A1_ID}/Pending/DocumentUpload`;
const pdf = (name = 'paystub.pdf', size = 2048) =>
  new File([new TextEncoder().encode('%PDF-1.7\n'), new Uint8Array(size - 9)], name, {
    type: 'application/pdf',
  });
/** a Windows executable renamed to .pdf: the browser calls it a PDF, its bytes say otherwise */
const renamedExe = () =>
  new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0, 4, 0, 0, 0])], 'invoice.pdf', {
    type: 'application/pdf',
  });
const stored = (fileName: string) => ({
  uploadId: '5b0e6f2c-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
  loanId: A1_ID,
  lmsId: '10001-001',
  fileName,
  mimeType: 'application/pdf',
  sizeBytes: 2048,
  uploadedAt: '2026-04-02T15:00:00.000Z',
});

function show(status = uploadStatus(), history: unknown[] = []) {
  const api = fakeApi({
    'GET /uploadLoanDocuments': { body: status },
    'GET /uploadLoanDocumentsHistory': { body: { uploads: history } },
    'GET /accountdetail': { body: detail() },
  });
  renderScreen(<DocumentUpload />, {
    path: PATH,
    route: '/inl/Accounts/:loanId/Pending/DocumentUpload',
  });
  return api;
}
const chooser = () => screen.findByLabelText('Choose files');

beforeEach(() => {
  signInAs();
  registerAuthHooks({
    headers: () => ({ authorization: 'Bearer access-token-1', devicekey: 'device-key-1' }),
    accessTokenExpired: () => false,
    refresh: async () => false,
    onRefreshFailure: () => undefined,
  });
});
afterEach(() => {
  registerAuthHooks(undefined);
  vi.unstubAllGlobals();
});

describe('DocumentUpload', () => {
  it('offers the accept filter and limits the server gives', async () => {
    show(uploadStatus({ maxFiles: 3, maxSizeMb: 2, accept: 'application/pdf' }));
    expect(await chooser()).toHaveAttribute('accept', 'application/pdf');
    expect(screen.getByText(/Up to 3 files, 2 MB each\./)).toBeInTheDocument();
    // the loan's number comes with its own read, which may answer after the upload status (a CI run saw it later)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upload documents for loan 10001-001' }),
    ).toBeInTheDocument();
  });

  it('refuses a renamed executable, an empty file and a file over the size limit before uploading', async () => {
    const xhr = stubXhr();
    show();
    const big = new File(
      [new TextEncoder().encode('%PDF-1.7\n'), new Uint8Array(4 * 1024 * 1024)],
      'scan.pdf',
      { type: 'application/pdf' },
    );
    const empty = new File([], 'blank.pdf', { type: 'application/pdf' });
    await userEvent.upload(await chooser(), [renamedExe(), empty, big]);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'invoice.pdf: Unknown mime type',
      'blank.pdf: File cannot be read',
      'scan.pdf: File is larger than 4 MB',
    ]);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(xhr.instances).toHaveLength(0);
  });

  it('refuses more files than the limit, and clears the error when one is removed', async () => {
    show();
    await userEvent.upload(await chooser(), [
      pdf('a.pdf'),
      pdf('b.pdf'),
      pdf('c.pdf'),
      pdf('d.pdf'),
      pdf('e.pdf'),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('You can upload at most 4 files');
    await userEvent.click(screen.getByRole('button', { name: 'Remove e.pdf' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('takes files dropped on the labelled drop zone and lists each with its size and a remove button', async () => {
    show();
    const input = await chooser();
    const zone = input.closest('label')!;
    expect(zone).toHaveTextContent('Tap here to choose files, or drag and drop them here.');
    fireEvent.dragOver(zone, { dataTransfer: { files: [], dropEffect: 'none' } });
    expect(zone).toHaveAttribute('data-dragging');
    fireEvent.drop(zone, {
      dataTransfer: { files: [pdf('paystub.pdf', 2048), pdf('w2.pdf', 3 * 1024 * 1024)] },
    });
    const selected = await screen.findByRole('list', { name: 'Selected files' });
    expect(zone).not.toHaveAttribute('data-dragging');
    expect(
      within(selected)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['paystub.pdf (2 KB)', 'w2.pdf (3.0 MB)']);
    await userEvent.click(within(selected).getByRole('button', { name: 'Remove paystub.pdf' }));
    expect(within(selected).getAllByRole('listitem')).toHaveLength(1);
  });

  it('asks for a file when Upload is pressed with none chosen', async () => {
    show();
    await chooser();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose at least one file to upload.',
    );
  });

  it('uploads as multipart with the session headers, shows progress, then the stored files', async () => {
    const xhr = stubXhr();
    const api = show();
    await userEvent.upload(await chooser(), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(xhr.last()).toBeDefined());
    const request = xhr.last()!;
    expect(request.method).toBe('PUT');
    expect(request.url).toBe('/api/uploadLoanDocuments');
    expect(request.headers).toMatchObject({
      authorization: 'Bearer access-token-1',
      devicekey: 'device-key-1',
      'api-version': '2',
    });
    const form = request.body as FormData;
    expect(form.get('loanId')).toBe(A1_ID);
    expect((form.getAll('files') as File[]).map((f) => f.name)).toEqual(['paystub.pdf']);

    request.progress(512, 2048);
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('value', '25');
    expect(screen.getByText('25% uploaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uploading…' })).toBeDisabled();

    const historyCalls = api.callsTo('GET /uploadLoanDocumentsHistory').length;
    request.respond(200, { loanId: A1_ID, documents: [stored('paystub.pdf')] });
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Your documents were uploaded.');
    expect(done).toHaveTextContent('paystub.pdf');
    await waitFor(() =>
      expect(api.callsTo('GET /uploadLoanDocumentsHistory').length).toBeGreaterThan(historyCalls),
    );
  });

  it("shows the server's refusal", async () => {
    const xhr = stubXhr();
    show();
    await userEvent.upload(await chooser(), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(xhr.last()).toBeDefined());
    xhr.last()!.respond(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Unknown mime type',
      field: 'files[0]',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The upload failed: Unknown mime type',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('explains when the loan takes no documents, and lists earlier uploads', async () => {
    show(uploadStatus({ canUploadLoanDocuments: false, reason: 'loanClosed' }), [
      stored('license.pdf'),
    ]);
    expect(await screen.findByText('This loan no longer takes documents.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Choose files')).not.toBeInTheDocument();
    expect(await screen.findByText('license.pdf')).toBeInTheDocument();
  });
});
