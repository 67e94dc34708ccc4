import type { ReactNode } from 'react';
import * as styles from './ScanPreview.css';

/**
 * A form's fields with the scan page preview: under them on a phone and a small laptop, beside
 * them from 1280 px (the kit's `media.wide`) up, where the fields leave half the screen empty,
 * kept in sight while the fields scroll so a text and its effect are seen together. `data-form-wide` lets the kit's
 * Form grow past its reading width to hold both.
 */
export function ScanPreviewBeside({
  children,
  preview,
}: {
  children: ReactNode;
  preview: ReactNode;
}) {
  if (!preview) return children;
  return (
    <div className={styles.beside} data-slot="scan-preview-beside" data-form-wide="">
      <div className={styles.besideForm}>{children}</div>
      <div className={styles.besidePreview}>{preview}</div>
    </div>
  );
}
