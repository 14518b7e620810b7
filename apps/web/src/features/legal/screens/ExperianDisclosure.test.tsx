import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '../test-utils';
import ExperianDisclosure from './ExperianDisclosure';

describe('ExperianDisclosure', () => {
  it('explains the credit check, its effect and the customer rights', async () => {
    await renderScreen(<ExperianDisclosure />, { path: '/ExperianDisclosure' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Credit check disclosure' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Your authorization',
      'Effect on your credit score',
      'Your rights',
    ]);
    expect(document.body.textContent).toContain('consumer reports about you from Experian');
  });
});
