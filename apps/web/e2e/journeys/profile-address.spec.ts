// Issue 15, the address type-ahead: P1 opens My profile, edits her home address, types part of a street, sees the
// suggestions of the address port's sandbox (axe in English and Spanish on the open list), picks one with the
// keyboard — street, city, state and ZIP fill, and the old "Apt 4" goes (issue 48: a picked suggestion replaces
// every line) — and saves; the profile shows the new address. A street nobody ships says so inside the list.
// Then she puts her seeded address back the same way, typing her apartment again (later journeys read P1 as
// seeded: 2210 Fairview St, Apt 4, Houston, TX 77019, mailing the same).
import { expect, test, type Locator } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { openMenu } from '../support/menu';

const P1 = 'ana.tlxe@example.com';
const SEEDED = '2210 Fairview St, Apt 4, Houston, TX 77019';

async function pickWithKeyboard(
  addresses: Locator,
  typed: string,
  suggestion: string,
  filled: { line1: string; city: string; state: string; zip: string },
  /** typed into the apartment line after the pick (the pick empties it) */
  line2?: string,
): Promise<void> {
  await addresses.getByRole('button', { name: 'Edit addresses' }).click();
  const street = addresses.getByRole('combobox', { name: 'Street address' });
  await street.fill('');
  await street.pressSequentially(typed, { delay: 40 });
  const option = addresses.getByRole('listbox').getByRole('option', { name: suggestion });
  await expect(option).toBeVisible();
  await expect(street).toHaveAttribute('aria-expanded', 'true');
  let highlighted = false;
  for (let step = 0; step < 5 && !highlighted; step += 1) {
    await street.press('ArrowDown');
    highlighted =
      (await street.getAttribute('aria-activedescendant')) === (await option.getAttribute('id'));
  }
  expect(highlighted, `${suggestion} highlighted`).toBe(true);
  await street.press('Enter');
  await expect(addresses.getByRole('listbox').getByRole('option')).toHaveCount(0);
  await expect(street).toBeFocused();
  await expect(addresses.getByRole('textbox', { name: 'City' })).toHaveValue(filled.city);
  await expect(street).toHaveValue(filled.line1);
  await expect(addresses.getByRole('combobox', { name: 'State' })).toHaveValue(filled.state);
  await expect(addresses.getByRole('textbox', { name: 'ZIP code' })).toHaveValue(filled.zip);
  const apartment = addresses.getByRole('textbox', { name: 'Apartment, suite or unit (optional)' });
  await expect(apartment).toHaveValue('');
  if (line2) await apartment.fill(line2);
  await addresses.getByRole('button', { name: 'Save' }).click();
  await expect(addresses.getByRole('status')).toHaveText('Your changes were saved.');
}

test('P1 edits her home address with type-ahead suggestions, saves, then puts her seeded address back', async ({
  page,
}) => {
  // two saves, a reload and axe in two languages: past the default minute on a loaded machine
  test.setTimeout(120_000);
  await signIn(page, P1);
  await openMenu(page);
  await page.getByRole('link', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/inl\/CustomerProfile$/);
  const addresses = page.getByRole('region', { name: 'Addresses' });
  await expect(addresses.getByText(SEEDED)).toBeVisible();

  // nothing shipped matches: said inside the list, and what she typed stays
  await addresses.getByRole('button', { name: 'Edit addresses' }).click();
  const street = addresses.getByRole('combobox', { name: 'Street address' });
  await street.fill('');
  await street.pressSequentially('77 Zzyzx', { delay: 40 });
  await expect(
    addresses.getByRole('listbox').getByText('No matching addresses — type it in full'),
  ).toBeVisible();
  await street.press('Escape');
  await expect(street).toHaveValue('77 Zzyzx');

  // "123 Ma": the suggestions list open, axe in both languages
  await street.fill('');
  await street.pressSequentially('123 Ma', { delay: 40 });
  await expect(
    addresses.getByRole('option', { name: '123 Main St, Houston, TX 77002' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await addresses.getByRole('button', { name: 'Cancel' }).click();

  await pickWithKeyboard(addresses, '123 Ma', '123 Main St, Houston, TX 77002', {
    line1: '123 Main St',
    city: 'Houston',
    state: 'TX',
    zip: '77002',
  });
  await expect(addresses.getByText('123 Main St, Houston, TX 77002')).toBeVisible();
  await expect(addresses.getByText(/Apt 4/)).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Addresses' }).getByText('123 Main St, Houston, TX 77002'),
  ).toBeVisible();

  // back to the seeded address, chosen the same way (the fields' values checked before saving)
  const again = page.getByRole('region', { name: 'Addresses' });
  await pickWithKeyboard(
    again,
    '2210 Fairv',
    '2210 Fairview St, Houston, TX 77019',
    { line1: '2210 Fairview St', city: 'Houston', state: 'TX', zip: '77019' },
    'Apt 4',
  );
  await expect(again.getByText(SEEDED)).toBeVisible();
  await expect(again.getByText('Same as home address')).toBeVisible();
});
