import { Button } from '@veritag/ui';
import type { ReactNode } from 'react';
import { usePageI18n } from '../../i18n/page-i18n';
import type { MessageKey } from '../../i18n/messages/en';
import type { FormProblem, PageNotice } from '../../views/scan-pages.view';
import { usePreview } from '../Preview/Preview';
import * as styles from './forms.css';
import { refusalWords } from './refusal-words';

export interface ScanFormProps {
  action: string;
  /** Says what the form is for, to assistive technology (the section's heading). */
  labelledBy?: string;
  submitLabel: string;
  problem?: FormProblem;
  /** multipart for a file; urlencoded otherwise, as plain HTML forms send. */
  multipart?: boolean;
  children: ReactNode;
}

/**
 * A plain HTML form posting to the server: it works without JavaScript, and the browser's
 * own checks (required, type=email) help before the server's. The server's refusal comes
 * back as the same page with its title on top and each field's message beside the field.
 */
export function ScanForm({
  action,
  labelledBy,
  submitLabel,
  problem,
  multipart,
  children,
}: ScanFormProps) {
  const { t } = usePageI18n();
  // A preview's form goes nowhere and cannot be filled in or sent (decision 0473).
  const preview = usePreview();
  const body = (
    <>
      {problem && (
        <p role="alert" className={styles.problem} data-slot="form-problem">
          {refusalWords(problem, t)}
        </p>
      )}
      {children}
      <Button type="submit" className={styles.submit}>
        {submitLabel}
      </Button>
    </>
  );
  return (
    <form
      className={styles.form}
      method={preview ? undefined : 'post'}
      action={preview ? undefined : action}
      encType={multipart && !preview ? 'multipart/form-data' : undefined}
      aria-labelledby={labelledBy}
      data-slot="scan-form"
    >
      {preview ? (
        <fieldset disabled className={styles.disabledFields} data-slot="preview-fields">
          {body}
        </fieldset>
      ) : (
        body
      )}
    </form>
  );
}

/** A notice's words in the page's language; the registration's may add what was earned and a held mail. */
function noticeWords(
  notice: PageNotice,
  t: (key: MessageKey, values?: { count: number }) => string,
) {
  switch (notice.kind) {
    case 'registered':
      return [
        t('notice.confirmed'),
        notice.earned > 0 ? t('notice.earned', { count: notice.earned }) : '',
        notice.mailHeld ? t('notice.mailHeld') : '',
      ]
        .filter(Boolean)
        .join(' ');
    case 'invoiceReceived':
      return t('notice.invoiceReceived');
    case 'registerToCollect':
      return t('notice.registerToCollect');
    case 'redeemSent':
      return t('notice.redeemSent', { count: notice.points });
  }
}

/** A line saying what just succeeded, read out when the page opens. */
export function Notice({ notice }: { notice: string | PageNotice | undefined }) {
  const { t } = usePageI18n();
  const text = typeof notice === 'object' ? noticeWords(notice, t) : notice;
  return text ? (
    <p role="status" className={styles.notice} data-slot="notice">
      {text}
    </p>
  ) : null;
}
