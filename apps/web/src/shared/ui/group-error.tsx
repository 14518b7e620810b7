/**
 * An error tied to the group of fields it is about: the group (a fieldset of radios, a checkbox) gets
 * aria-invalid and aria-describedby pointing at the message, so a screen reader says the error when the
 * reader comes back to the group, not only once as an alert (WCAG 1.3.1, 3.3.1).
 */
import { useId, type ReactNode } from 'react';

export interface GroupError {
  /** spread on the group's element */
  groupProps: { 'aria-invalid'?: true; 'aria-describedby'?: string };
  /** the message, an alert with the id the group refers to; null without an error */
  message: ReactNode;
}

export function useGroupError(error: string | undefined | null, className?: string): GroupError {
  const id = useId();
  if (!error) return { groupProps: {}, message: null };
  return {
    groupProps: { 'aria-invalid': true, 'aria-describedby': id },
    message: (
      <p id={id} role="alert" className={className}>
        {error}
      </p>
    ),
  };
}
