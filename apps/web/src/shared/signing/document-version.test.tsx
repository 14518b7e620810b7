/**
 * Decision 062: a document sent in Spanish has its English original one tap away — "Leer en inglés" / "Read in
 * English" shows it in the signing frame (?document=en) with a note that it is the original, and a tap goes back. An
 * English document has no switch.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { TLoanSigningResponse } from '@lender/contract';
import { expectAccessibleInBothLanguages } from '../../test/axe';
import { jsonResponse, mockApi, renderScreen } from '../../test/render-screen';
import { SigningCeremony } from './signing-ceremony';

const ENVELOPE_ID = 'e0000000-0000-4000-8000-000000000062';
const envelope = (language: TLoanSigningResponse['language']): TLoanSigningResponse => ({
  envelopeId: ENVELOPE_ID,
  loanId: 'a0000000-0000-4000-8000-000000000001',
  status: 'sent',
  signingUrl: `/api/esign/sign/${ENVELOPE_ID}`,
  expiresAt: '2026-12-03T18:00:00.000Z',
  signed: false,
  language,
});

function show(language: TLoanSigningResponse['language']) {
  mockApi({ 'GET /loanSigning': () => jsonResponse(envelope(language)) });
  renderScreen(
    <SigningCeremony
      envelope={envelope(language)}
      text={(key) => (key === 'frameTitle' ? 'Agreement signing page' : key)}
      onRestart={() => undefined}
    />,
    { path: '/sign' },
  );
}
const frameSrc = () => screen.getByTitle('Agreement signing page').getAttribute('src') ?? '';

beforeEach(async () => {
  await i18next.changeLanguage('es');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('the "Read in English" switch', () => {
  it('shows the English original of a Spanish document, says it is the original, and goes back to Spanish', async () => {
    show('es');
    expect(frameSrc()).not.toContain('document=');
    await userEvent.click(screen.getByRole('button', { name: 'Leer en inglés' }));
    expect(frameSrc()).toMatch(new RegExp(`^/api/esign/sign/${ENVELOPE_ID}\\?.*document=en`));
    expect(screen.getByText(/Está leyendo el original en inglés/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leer en español' }));
    expect(frameSrc()).not.toContain('document=');
    expect(screen.queryByText(/Está leyendo el original en inglés/)).not.toBeInTheDocument();
  });

  it('reads "Read in English" in English, and is accessible in both languages', async () => {
    show('es');
    await i18next.changeLanguage('en');
    await userEvent.click(await screen.findByRole('button', { name: 'Read in English' }));
    expect(screen.getByRole('button', { name: 'Read in Spanish' })).toBeInTheDocument();
    await expectAccessibleInBothLanguages();
  });

  it('is not offered for a document sent in English (or by a server that does not say)', () => {
    show('en');
    expect(screen.queryByRole('button', { name: 'Leer en inglés' })).not.toBeInTheDocument();
    vi.unstubAllGlobals();
    show(undefined);
    expect(screen.queryAllByRole('button', { name: 'Leer en inglés' })).toHaveLength(0);
  });
});
