import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationDisclaimerDialog } from './location-disclaimer-dialog';
import { useState } from 'react';

afterEach(() => vi.restoreAllMocks());

function Harness({
  onAccept = vi.fn(),
  onDecline = vi.fn(),
}: {
  onAccept?: () => void;
  onDecline?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Use my location
      </button>
      <a href="#outside">Outside link</a>
      {open && (
        <LocationDisclaimerDialog
          onAccept={() => {
            onAccept();
            setOpen(false);
          }}
          onDecline={() => {
            onDecline();
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

describe('LocationDisclaimerDialog', () => {
  it('is a labelled modal dialog that takes focus and keeps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    const dialog = screen.getByRole('dialog', { name: 'Use your location?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/asks your device for its current location/);
    const allow = within(dialog).getByRole('button', { name: 'Allow and continue' });
    const decline = within(dialog).getByRole('button', { name: 'No, thanks' });
    expect(allow).toHaveFocus();

    await user.tab();
    expect(decline).toHaveFocus();
    await user.tab();
    expect(allow).toHaveFocus();
    await user.tab({ shift: true });
    expect(decline).toHaveFocus();
    await user.tab({ shift: true });
    expect(allow).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Outside link' })).not.toHaveFocus();
  });

  it('declines on Escape and gives focus back to the button that opened it', async () => {
    const onDecline = vi.fn();
    const onAccept = vi.fn();
    const user = userEvent.setup();
    render(<Harness onDecline={onDecline} onAccept={onAccept} />);
    const opener = screen.getByRole('button', { name: 'Use my location' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onDecline).toHaveBeenCalledTimes(1);
    expect(onAccept).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('accepts with its accept button', async () => {
    const onAccept = vi.fn();
    const user = userEvent.setup();
    render(<Harness onAccept={onAccept} />);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await user.click(screen.getByRole('button', { name: 'Allow and continue' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
