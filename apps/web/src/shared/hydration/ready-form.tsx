/**
 * A form of a prerendered page (decision 022): its fields and buttons are disabled until the page is hydrated. What a
 * borrower typed into bare markup would be in the field but not in the form's state (React does not read it back),
 * so a sign-in would say "required" beside a filled field; before the script has run nothing can be typed or sent.
 * On a page drawn by the script (any navigation after the first) the form is live at once.
 */
import type { ComponentProps } from 'react';
import { useHydrated } from './use-hydrated';
import styles from './ready-form.module.css';

export function ReadyForm({ children, ...props }: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset className={styles.controls} disabled={!hydrated} role="presentation">
        {children}
      </fieldset>
    </form>
  );
}
