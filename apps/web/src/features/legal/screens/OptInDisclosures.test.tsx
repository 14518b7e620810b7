import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { BRANDS } from '@lender/domain';
import { renderScreen } from '../test-utils';
import OptInDisclosures from './OptInDisclosures';

describe('OptInDisclosures', () => {
  it.each(BRANDS.map((brand) => [brand.code, brand.displayName]))(
    'names the %s brand (%s) with STOP, HELP and rates',
    async (code, name) => {
      await renderScreen(<OptInDisclosures />, {
        path: `/${code}/OptInDisclosures`,
        route: '/:brand/OptInDisclosures',
      });
      expect(
        screen.getByRole('heading', { level: 1, name: 'Opt-in disclosures' }),
      ).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      const page = document.body.textContent ?? '';
      expect(page).toContain(`receive text messages from ${name}`);
      expect(page).toContain(`Reply STOP to any text from ${name}`);
      expect(page).toContain('Reply HELP');
      expect(page).toContain('Message frequency varies');
      expect(page).toContain('Message and data rates may apply');
      for (const other of BRANDS.filter((b) => b.code !== code))
        expect(page).not.toContain(other.displayName);
    },
  );

  it('reads in Spanish', async () => {
    await renderScreen(<OptInDisclosures />, {
      path: '/ccc/OptInDisclosures',
      route: '/:brand/OptInDisclosures',
      lng: 'es',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Divulgaciones de suscripción' }),
    ).toBeInTheDocument();
    expect(document.body.textContent).toContain(
      'Responda STOP a cualquier mensaje de Birch Finance',
    );
  });
});
