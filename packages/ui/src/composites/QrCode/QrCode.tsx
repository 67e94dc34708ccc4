import { qrDownloadName, qrPreview } from '@veritag/domain';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import * as styles from './QrCode.css';

export interface QrCodeProps {
  /** What the code holds, e.g. the record's static QR link. */
  value: string;
  /** The PNG download is named after it: `12.png`. */
  recordId: number | string;
  /** The image's text alternative, e.g. 'QR code of customer Acme'. */
  label: string;
}

type Drawing = { value: string } & ({ state: 'ready'; url: string } | { state: 'error' });

/**
 * A QR code as the spec shows it: 250 px, error correction H, with a PNG download named
 * after the record id. Dark on light whatever the theme, because scanners need that contrast.
 */
export function QrCode({ value, recordId, label }: QrCodeProps) {
  const [drawing, setDrawing] = useState<Drawing>();

  useEffect(() => {
    let current = true;
    QRCode.toDataURL(value, {
      width: qrPreview.sizePx,
      errorCorrectionLevel: qrPreview.errorCorrection,
      margin: 2,
      color: { dark: '#000000', light: '#ffffff' },
    }).then(
      (url) => current && setDrawing({ value, state: 'ready', url }),
      () => current && setDrawing({ value, state: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [value]);

  // A drawing of an earlier value is never shown for the new one.
  const shown = drawing?.value === value ? drawing : undefined;
  return (
    <figure className={styles.root} data-slot="qr-code" data-state={shown?.state ?? 'drawing'}>
      {shown?.state === 'ready' ? (
        <div className={styles.frame}>
          <img
            className={styles.image}
            src={shown.url}
            alt={label}
            width={qrPreview.sizePx}
            height={qrPreview.sizePx}
          />
        </div>
      ) : shown?.state === 'error' ? (
        <div className={styles.frame} data-state="error" role="alert">
          The QR code could not be drawn.
        </div>
      ) : (
        <div className={styles.frame} role="status">
          Drawing the QR code…
        </div>
      )}
      {shown?.state === 'ready' && (
        <a className={styles.download} href={shown.url} download={qrDownloadName(recordId)}>
          Download PNG
        </a>
      )}
    </figure>
  );
}
