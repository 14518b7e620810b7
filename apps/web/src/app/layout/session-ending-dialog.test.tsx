import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { expectAccessibleInBothLanguages } from '../../test/axe';
import { SessionEndingDialog } from './session-ending-dialog';

beforeEach(async () => {
  vi.useFakeTimers({ now: new Date('2026-12-03T15:00:00Z'), toFake: ['Date'] });
  await i18next.changeLanguage('en');
});
afterEach(async () => {
  vi.useRealTimers();
  await i18next.changeLanguage('en');
});

const ending = (stay = vi.fn()) => ({ endsAtMs: Date.now() + 60_000, stay });

describe('SessionEndingDialog', () => {
  it('says when and why she will be signed out, and Stay signed in stays', () => {
    const stay = vi.fn();
    render(<SessionEndingDialog ending={ending(stay)} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Are you still there?' });
    expect(dialog).toHaveAccessibleDescription(
      'For your security, you will be signed out in 60 seconds because nothing has happened on this page.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(stay).toHaveBeenCalledTimes(1);
  });

  it('Escape stays too', () => {
    const stay = vi.fn();
    render(<SessionEndingDialog ending={ending(stay)} />);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(stay).toHaveBeenCalledTimes(1);
  });

  it('in Spanish, and accessible in both languages', async () => {
    render(<SessionEndingDialog ending={ending()} />);
    await expectAccessibleInBothLanguages();
    await i18next.changeLanguage('es');
    expect(await screen.findByRole('alertdialog', { name: '¿Sigue ahí?' })).toHaveTextContent(
      'cerraremos su sesión en 60 segundos',
    );
  });
});
