import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '../test-utils';
import TermsConditions from './TermsConditions';

describe('TermsConditions', () => {
  it.each([
    ['inl', 'Oak Loans', 'Pine Title Loans'],
    ['tmx', 'Pine Title Loans', 'Oak Loans'],
  ])('shows the %s terms in order under one h1, naming %s', async (code, name, other) => {
    await renderScreen(<TermsConditions />, {
      path: `/${code}/TermsConditions`,
      route: '/:brand/TermsConditions',
    });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      'Using the app',
      'Electronic communications',
      'Payments',
      'Privacy',
      'Changes to these terms',
      'Contact',
    ]);
    expect(
      screen.getByText(
        `These terms apply when you use the ${name} website and app. Please read them carefully.`,
      ),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(other);
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/ContactUs');
  });

  it('reads in Spanish', async () => {
    await renderScreen(<TermsConditions />, {
      path: '/tmx/TermsConditions',
      route: '/:brand/TermsConditions',
      lng: 'es',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Términos y condiciones' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Comunicaciones electrónicas' }),
    ).toBeInTheDocument();
  });
});
