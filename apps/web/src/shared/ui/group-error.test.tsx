import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useGroupError } from './group-error';

function Group({ error }: { error?: string }) {
  const { groupProps, message } = useGroupError(error);
  return (
    <fieldset {...groupProps}>
      <legend>Amount</legend>
      <input type="radio" name="a" aria-label="Minimum" />
      {message}
    </fieldset>
  );
}

describe('useGroupError', () => {
  it('ties the message to the group: invalid, described by the alert', () => {
    render(<Group error="Choose a payment amount." />);
    const group = screen.getByRole('group', { name: 'Amount' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose a payment amount.');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a payment amount.');
  });

  it('leaves a group without an error alone', () => {
    render(<Group />);
    const group = screen.getByRole('group', { name: 'Amount' });
    expect(group).not.toHaveAttribute('aria-invalid');
    expect(group).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
