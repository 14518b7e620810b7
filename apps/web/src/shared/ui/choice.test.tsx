import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox, Radio } from './choice';

describe('Radio and Checkbox', () => {
  it('name the control by its row, tie its description, and report a tap anywhere on the row', async () => {
    const onChange = vi.fn();
    render(
      <>
        <p id="why">Why we ask</p>
        <Checkbox checked={false} onChange={onChange} aria-describedby="why">
          I agree
        </Checkbox>
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAccessibleDescription('Why we ask');
    await userEvent.click(screen.getByText('I agree'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('group radios by name, the checked one checked, a switch a switch', () => {
    render(
      <>
        <Radio framed name="m" checked readOnly>
          Email
        </Radio>
        <Radio framed name="m" checked={false} readOnly>
          Text message
        </Radio>
        <Checkbox role="switch" checked readOnly>
          Reminders
        </Checkbox>
      </>,
    );
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Text message' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Reminders' })).toBeChecked();
  });
});

// The stores' day and time tiles are radios drawn as tiles, and the dashboard's view toggle a segmented control:
// their inputs are their own. Every other radio or tick box is choice.tsx's.
const OWN_INPUTS = [
  'shared/ui/choice.tsx',
  'features/stores/components/day-picker.tsx',
  'features/stores/components/slot-picker.tsx',
  'features/accounts/components/view-toggle.tsx',
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

describe('one look (decision 053)', () => {
  it('draws no native radio or tick box outside choice.tsx', () => {
    const root = join(import.meta.dirname, '../..');
    const own = sources(root)
      .filter((file) => /type="(radio|checkbox)"/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(own.sort()).toEqual([...OWN_INPUTS].sort());
  });
});
