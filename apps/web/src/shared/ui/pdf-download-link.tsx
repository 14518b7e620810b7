/**
 * A 'Download … (PDF)' link to an API PDF: the href names the file, and the click fetches it with the
 * session's headers (a plain navigation would carry none) and saves it; a failure shows `failedMessage`.
 * Used by ConfirmPayment's receipt and AccountDetails' payoff quote.
 */
import { useState, type MouseEvent } from 'react';
import { ErrorAlert } from './query-state';

export interface PdfDownloadLinkProps {
  href: string;
  fileName: string;
  /** fetches and saves the PDF */
  download: () => Promise<void>;
  label: string;
  failedMessage: string;
  className?: string;
}

export function PdfDownloadLink({
  href,
  fileName,
  download,
  label,
  failedMessage,
  className,
}: PdfDownloadLinkProps) {
  const [failed, setFailed] = useState(false);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setFailed(false);
    download().catch(() => setFailed(true));
  };
  return (
    <>
      <a className={className} href={href} download={fileName} onClick={onClick}>
        {label}
      </a>
      {failed && <ErrorAlert message={failedMessage} />}
    </>
  );
}
