/**
 * The hosted card form's tests' shared parts (hosted-card-form and hosted-card-form-save-errors): the form shown in a
 * fresh query cache, its frame, a message the form posts to its parent, and each test's end.
 */
import { afterEach, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { testQueryClient } from '../../test/render-screen';
import { HostedCardForm, type HostedCardFormProps } from './hosted-card-form';

/** Registers, in the calling file, each test's end: the real fetch. Call it once, at the top of the test file. */
export function setUpEachTest(): void {
  afterEach(() => vi.unstubAllGlobals());
}

export function show(props: Partial<HostedCardFormProps> = {}) {
  const onAdded = vi.fn();
  const onCancel = vi.fn();
  render(
    <QueryClientProvider client={testQueryClient()}>
      <HostedCardForm save onAdded={onAdded} onCancel={onCancel} {...props} />
    </QueryClientProvider>,
  );
  return { onAdded, onCancel };
}

export const frame = () => screen.findByTitle<HTMLIFrameElement>('Card details');

/** What the hosted form posts to its parent; from its own frame and this origin unless told. */
export async function post(
  data: unknown,
  { origin = window.location.origin, source }: { origin?: string; source?: Window | null } = {},
) {
  const from = source === undefined ? (await frame()).contentWindow : source;
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: from }));
  });
}
