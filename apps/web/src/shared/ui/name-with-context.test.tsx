import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { NameWithContext } from './name-with-context';

describe('NameWithContext', () => {
  it('names the control by its visible text first, then the context', () => {
    render(
      <a href="/loan">
        <NameWithContext context="for loan 10001-001">Loan details</NameWithContext>
      </a>,
    );
    const link = screen.getByRole('link', { name: 'Loan details for loan 10001-001' });
    expect(link).not.toHaveAttribute('aria-label');
    expect(link.textContent?.startsWith('Loan details')).toBe(true);
  });
});
