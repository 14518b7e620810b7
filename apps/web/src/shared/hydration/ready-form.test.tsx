import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReadyForm } from './ready-form';

function SignInForm({ onSubmit }: { onSubmit?: () => void }) {
  return (
    <ReadyForm onSubmit={onSubmit}>
      <label htmlFor="username">Email</label>
      <input id="username" name="username" />
      <button type="submit">Sign in</button>
    </ReadyForm>
  );
}

describe('ReadyForm', () => {
  it('is drawn disabled at build time, and live once the page is hydrated', async () => {
    const html = renderToString(<SignInForm />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(container.querySelector('input')?.matches(':disabled')).toBe(true);
    expect(container.querySelector('button')?.matches(':disabled')).toBe(true);
    const input = container.querySelector('input');
    await act(async () => {
      hydrateRoot(container, <SignInForm />);
    });
    // the same node, now enabled
    expect(container.querySelector('input')).toBe(input);
    expect(input?.matches(':disabled')).toBe(false);
    expect(container.querySelector('button')?.matches(':disabled')).toBe(false);
    container.remove();
  });

  it('is live at once on a page the script draws', () => {
    render(<SignInForm />);
    expect(screen.getByLabelText('Email')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
