import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalDialog, type ModalDialogProps } from './modal-dialog';

function Harness({
  role,
  onEscape = vi.fn(),
}: {
  role?: ModalDialogProps['role'];
  onEscape?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <ModalDialog
          role={role}
          title="Remove this card?"
          onEscape={() => {
            onEscape();
            close();
          }}
          actions={
            <>
              <button type="button" onClick={close}>
                Remove
              </button>
              <button type="button" onClick={close}>
                Keep
              </button>
            </>
          }
        >
          <p>It will no longer be available.</p>
        </ModalDialog>
      )}
    </>
  );
}

describe('ModalDialog', () => {
  it('is a modal dialog named by its title and described by its text, focus on its first button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this card?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('It will no longer be available.');
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Keep' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toHaveFocus();
  });

  it('can be an alertdialog; Escape calls onEscape and focus returns to the opener', async () => {
    const onEscape = vi.fn();
    render(<Harness role="alertdialog" onEscape={onEscape} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    expect(screen.getByRole('alertdialog', { name: 'Remove this card?' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
