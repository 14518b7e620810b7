/**
 * A text shown one way and said another (decision 061): '06/10/2026' on screen, 'June 10, 2026' to a screen reader;
 * the shown text is hidden from the reader and the said text from the eye. When both are the same it is one text.
 */
import type { ReactNode } from 'react';

export function SpokenAs({ said, children }: { said?: string | undefined; children: ReactNode }) {
  if (!said || said === children) return <>{children}</>;
  return (
    <>
      <span aria-hidden="true">{children}</span>
      <span className="visually-hidden">{said}</span>
    </>
  );
}

/** Between two texts laid out apart (a title and its badge): nothing to the eye (out of the flow), a pause to a listener. */
export function Pause() {
  return <span className="visually-hidden">, </span>;
}
