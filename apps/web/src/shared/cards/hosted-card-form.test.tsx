/**
 * The hosted card form: its form session and the frame's URL, the card saved with the form's token, the messages it
 * takes (its own frame's only) to save, resize or cancel, the button purpose it is told, and a failed form session.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CARD_FORM_MESSAGE } from '@lender/contract';
import { FORM_UUID, SECOND_FORM_UUID, cardsApi, formKey, visa1111 } from './cards.test-data';
import { HostedCardForm } from './hosted-card-form';
import { frame, post, setUpEachTest, show } from './hosted-card-form-test-kit';

setUpEachTest();

describe('HostedCardForm', () => {
  it("asks for a form session for this page's origin and shows the processor's form", async () => {
    const api = cardsApi({ 'GET /cardFormKey': { body: formKey() } });
    show({ transactionType: 'disburse' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the secure card form…');
    const iframe = await frame();
    expect(iframe.getAttribute('src')).toBe(
      `/card-processor/form/${FORM_UUID}?purpose=save&lang=en`,
    );
    const query = api.callsTo('GET /cardFormKey')[0]?.url.searchParams;
    expect(query?.get('transactionType')).toBe('disburse');
    expect(query?.get('origin')).toBe(window.location.origin);
  });

  it('saves the card with the bridge token when the form completes, and reports it', async () => {
    const api = cardsApi({
      'GET /cardFormKey': { body: formKey() },
      'POST /cards': { body: { card: { ...visa1111, newCard: true } } },
    });
    const { onAdded } = show({ save: false });
    await post({ type: CARD_FORM_MESSAGE.complete, transactionUuid: FORM_UUID });
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    expect(onAdded.mock.calls[0]?.[0]).toMatchObject({ cardNumber: '1111', newCard: true });
    expect(api.callsTo('POST /cards').map((call) => call.body)).toEqual([
      { save: false, bridgeToken: FORM_UUID, processorType: 1 },
    ]);
  });

  it('ignores messages from another origin, another window or an older form session', async () => {
    const api = cardsApi({
      'GET /cardFormKey': { body: formKey() },
      'POST /cards': { body: { card: visa1111 } },
    });
    const { onAdded, onCancel } = show();
    await post(
      { type: CARD_FORM_MESSAGE.complete, transactionUuid: FORM_UUID },
      { origin: 'https://evil.example' },
    );
    await post(
      { type: CARD_FORM_MESSAGE.complete, transactionUuid: FORM_UUID },
      { source: window },
    );
    await post({ type: CARD_FORM_MESSAGE.complete, transactionUuid: SECOND_FORM_UUID });
    await post({ type: 'something-else' });
    await post('card-form-cancel');
    expect(api.callsTo('POST /cards')).toHaveLength(0);
    expect(onAdded).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
    expect(await frame()).toBeInTheDocument();
  });

  it('asks to confirm the card information when the form returns no token, and retries with a new form', async () => {
    let session = FORM_UUID;
    const api = cardsApi({ 'GET /cardFormKey': () => ({ body: formKey(session) }) });
    show();
    await post({ type: CARD_FORM_MESSAGE.complete, transactionUuid: '' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please confirm card information is entered correctly',
    );
    expect(api.callsTo('POST /cards')).toHaveLength(0);
    session = SECOND_FORM_UUID;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () =>
      expect((await frame()).getAttribute('src')).toBe(
        `/card-processor/form/${SECOND_FORM_UUID}?purpose=save&lang=en`,
      ),
    );
    expect(api.callsTo('GET /cardFormKey')).toHaveLength(2);
  });

  it('passes the brand theme this page shows and the button purpose in the form URL', async () => {
    cardsApi({ 'GET /cardFormKey': { body: formKey() } });
    document.documentElement.style.setProperty('--brand-primary', '#9c1c1c');
    document.documentElement.style.setProperty('--brand-primary-contrast', '#fff');
    try {
      show({ save: false });
      expect((await frame()).getAttribute('src')).toBe(
        `/card-processor/form/${FORM_UUID}?purpose=use&lang=en&primary=9c1c1c&primaryContrast=ffffff`,
      );
    } finally {
      document.documentElement.style.removeProperty('--brand-primary');
      document.documentElement.style.removeProperty('--brand-primary-contrast');
    }
  });

  it('sizes the frame to the height the form reports (from its own frame only, within bounds)', async () => {
    cardsApi({ 'GET /cardFormKey': { body: formKey() } });
    show();
    const iframe = await frame();
    await post({ type: CARD_FORM_MESSAGE.resize, transactionUuid: FORM_UUID, height: 811.4 });
    expect(iframe.style.height).toBe('812px');
    await post({ type: CARD_FORM_MESSAGE.resize, height: 300 }, { origin: 'https://evil.example' });
    await post({ type: CARD_FORM_MESSAGE.resize, height: 300 }, { source: window });
    await post({ type: CARD_FORM_MESSAGE.resize, height: 'tall' });
    expect(iframe.style.height).toBe('812px');
    await post({ type: CARD_FORM_MESSAGE.resize, height: 1e9 });
    expect(iframe.style.height).toBe('2400px');
  });

  it("tells the form, at the form's origin, whether its button saves the card or uses it once", async () => {
    cardsApi({ 'GET /cardFormKey': { body: formKey() } });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const ui = (save: boolean) => (
      <QueryClientProvider client={client}>
        <HostedCardForm save={save} onAdded={vi.fn()} />
      </QueryClientProvider>
    );
    const { rerender } = render(ui(false));
    const target = (await frame()).contentWindow;
    if (!target) throw new Error('the frame has no window');
    const postMessage = vi.spyOn(target, 'postMessage');
    rerender(ui(true));
    await waitFor(() =>
      expect(postMessage).toHaveBeenLastCalledWith(
        { type: CARD_FORM_MESSAGE.purpose, save: true },
        window.location.origin,
      ),
    );
    rerender(ui(false));
    await waitFor(() =>
      expect(postMessage).toHaveBeenLastCalledWith(
        { type: CARD_FORM_MESSAGE.purpose, save: false },
        window.location.origin,
      ),
    );
  });

  it('reports a cancel from the form', async () => {
    cardsApi({ 'GET /cardFormKey': { body: formKey() } });
    const { onCancel } = show();
    await post({ type: CARD_FORM_MESSAGE.cancel });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows a failed form session with a retry', async () => {
    let fail = true;
    cardsApi({
      'GET /cardFormKey': () =>
        fail
          ? {
              status: 503,
              body: {
                reqId: 'r3',
                statusCode: 503,
                error: 'Service Unavailable',
                message: 'down',
                errorCode: 'ServiceUnavailableException',
              },
            }
          : { body: formKey() },
    });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to add new payment method: The card service is unavailable. Please try again later.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await frame()).toBeInTheDocument();
  });
});
