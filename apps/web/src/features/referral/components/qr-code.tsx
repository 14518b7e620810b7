/**
 * The referral link as a QR code (an SVG from the `qrcode` package). The package is imported on
 * first use so it stays out of the entry chunk; the drawing is an image with an accessible name.
 */
import { useEffect, useState } from 'react';
import styles from './referral.module.css';

export function QrCode({
  value,
  label,
  loadingText,
}: {
  value: string;
  label: string;
  loadingText: string;
}) {
  const [svg, setSvg] = useState<{ value: string; markup: string } | null>(null);

  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toString(value, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then((markup) => {
        if (live) setSvg({ value, markup });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [value]);

  if (!svg || svg.value !== value) return <p className={styles.muted}>{loadingText}</p>;
  // the markup is the qrcode package's own SVG of our link (no user HTML)
  return (
    <div
      role="img"
      aria-label={label}
      className={styles.qr}
      dangerouslySetInnerHTML={{ __html: svg.markup }}
    />
  );
}
