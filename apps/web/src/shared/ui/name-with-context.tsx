/**
 * A control's visible text followed by words only a screen reader hears ('Loan details' + ' for loan 10001-001'):
 * the accessible name starts with what is shown, so a voice-control user who says the visible words reaches the
 * control (WCAG 2.5.3), and a screen-reader user still hears which loan or store it is about. Use it instead of an
 * aria-label that says something else than the text.
 */
import type { ReactNode } from 'react';

export function NameWithContext({ children, context }: { children: ReactNode; context: string }) {
  return (
    <>
      {children}{' '}
      {/* the space outside the span: a name computation may trim a hidden element's leading space */}
      <span className="visually-hidden">{context}</span>
    </>
  );
}
