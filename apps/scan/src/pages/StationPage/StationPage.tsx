import { Button, buttonClass, TextField } from '@veritag/ui';
import { useId, type ReactNode } from 'react';
import { usePageI18n } from '../../i18n/page-i18n';
import { PageLayout } from '../../layout/PageLayout/PageLayout';
import * as content from '../../parts/content.css';
// The station's forms look like the scan page's forms: one set of form and problem rules.
import * as formStyles from '../../parts/forms/forms.css';
import { pageTitle } from '../page-title.css';
import * as styles from './StationPage.css';

export interface StationPageProps {
  /** The console's sign-in screen, where a person without a session is sent. */
  signInUrl: string;
}

interface CodeListProps {
  name: 'parent' | 'codes';
  label: string;
  /** 1 for the parent: a new scan replaces it. */
  max?: number;
  hint?: string;
}

/** A list the person scans into: typed, wedge-scanned, pasted or (where the browser can) read by the camera. */
function CodeList({ name, label, max, hint }: CodeListProps) {
  const { t } = usePageI18n();
  const hintId = useId();
  return (
    <div className={content.stack} data-code-list={name} data-max={max}>
      <div className={styles.scanRow}>
        <TextField
          label={label}
          name={`${name}-scan`}
          autoComplete="off"
          enterKeyHint="enter"
          aria-describedby={hint ? hintId : undefined}
        />
        <button type="button" className={buttonClass({ variant: 'secondary' })} data-code-add="">
          {t('station.add')}
        </button>
      </div>
      {hint && (
        <p id={hintId} className={styles.muted}>
          {hint}
        </p>
      )}
      <button
        type="button"
        hidden
        className={`${buttonClass({ variant: 'secondary' })} ${styles.wide}`}
        data-code-camera=""
      >
        {t('station.camera')}
      </button>
      <p role="status" className={styles.muted} data-code-note="" />
      <p className={styles.muted} data-code-count="" />
      <ol className={styles.items} aria-label={label} data-code-items="" />
    </div>
  );
}

/** One action's form: its fields, what went wrong or right, and the one button that sends it. */
function ActionForm({
  action,
  title,
  submit,
  children,
}: {
  action: string;
  title: string;
  submit: string;
  children: ReactNode;
}) {
  const headingId = `station-${action}`;
  return (
    <form
      className={formStyles.form}
      aria-labelledby={headingId}
      data-station-form={action}
      hidden={action !== 'pack'}
      noValidate
    >
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
      <p role="alert" className={formStyles.problem} data-station-problem="" hidden />
      <p role="status" className={styles.result} data-station-result="" />
      <Button type="submit" className={styles.wide}>
        {submit}
      </Button>
    </form>
  );
}

/**
 * The station on an API key instead of a session (decision 0447): a key with the trace:write scope,
 * pasted once, kept in this tab's sessionStorage until the tab closes.
 */
function KeyForm() {
  const { t } = usePageI18n();
  const hintId = useId();
  return (
    <form
      className={formStyles.form}
      aria-labelledby="station-key"
      data-station-key-form=""
      noValidate
    >
      <h2 id="station-key" className={styles.heading}>
        {t('station.keyTitle')}
      </h2>
      <p id={hintId} className={styles.muted}>
        {t('station.keyHint')}
      </p>
      <TextField
        label={t('station.keyLabel')}
        name="apiKey"
        type="password"
        autoComplete="off"
        aria-describedby={hintId}
      />
      <p role="alert" className={formStyles.problem} data-station-key-problem="" hidden />
      <Button type="submit" variant="secondary" className={styles.wide}>
        {t('station.keyUse')}
      </Button>
    </form>
  );
}

const actions = [
  { action: 'pack', label: 'station.tab.pack' },
  { action: 'stock', label: 'station.tab.stock' },
  { action: 'ship', label: 'station.tab.ship' },
  { action: 'receive', label: 'station.tab.receive' },
] as const;

/**
 * The scan station (decision 0316): a phone page for producers and business partners that packs
 * codes under a parent F-code, takes codes into stock, ships them in a consignment and receives
 * one. The HTML is the same for everyone; the script shows it only with the console's session
 * and sends each action as one EPCIS event, so the server's events API decides who may.
 */
export function StationPage({ signInUrl }: StationPageProps) {
  const { t } = usePageI18n();
  return (
    <div className={styles.station}>
      {/* Its words and its script's messages in the page's language (decision 0472). */}
      <PageLayout code="">
        <h1 className={pageTitle}>{t('station.title')}</h1>
        <noscript>
          <p className={content.prose}>{t('station.needsScript')}</p>
        </noscript>
        <section
          className={content.stack}
          aria-label={t('station.signIn')}
          data-station-signin=""
          hidden
        >
          <p className={content.prose}>{t('station.signInWhy')}</p>
          <a className={`${buttonClass({ variant: 'primary' })} ${styles.wide}`} href={signInUrl}>
            {t('station.signIn')}
          </a>
          <KeyForm />
        </section>
        <div className={content.stack} data-station="" hidden>
          <p className={styles.muted} data-station-who="" />
          <button
            type="button"
            className={`${buttonClass({ variant: 'secondary' })} ${styles.wide}`}
            data-station-key-switch=""
          >
            {t('station.keySwitch')}
          </button>
          <button
            type="button"
            hidden
            className={`${buttonClass({ variant: 'secondary' })} ${styles.wide}`}
            data-station-key-forget=""
          >
            {t('station.keyForget')}
          </button>
          <nav className={styles.tabs} aria-label={t('station.actions')}>
            {actions.map(({ action, label }) => (
              <button
                key={action}
                type="button"
                className={styles.tab}
                aria-pressed={action === 'pack'}
                data-station-tab={action}
              >
                {t(label)}
              </button>
            ))}
          </nav>
          <ActionForm action="pack" title={t('station.pack.title')} submit={t('station.pack.send')}>
            <CodeList name="parent" label={t('station.parent')} max={1} />
            <CodeList name="codes" label={t('station.children')} hint={t('station.childrenHint')} />
          </ActionForm>
          <ActionForm
            action="stock"
            title={t('station.stock.title')}
            submit={t('station.stock.send')}
          >
            <CodeList name="codes" label={t('station.codes')} hint={t('station.stockHint')} />
          </ActionForm>
          <ActionForm action="ship" title={t('station.ship.title')} submit={t('station.ship.send')}>
            <TextField
              label={t('station.reference')}
              name="reference"
              autoComplete="off"
              isRequired
            />
            <TextField
              label={t('station.destination')}
              name="destination"
              autoComplete="off"
              isRequired
            />
            <button
              type="button"
              hidden
              className={`${buttonClass({ variant: 'secondary' })} ${styles.wide}`}
              data-place-share=""
            >
              {t('station.placeShare')}
            </button>
            <p role="status" className={styles.muted} data-place-status="" />
            <CodeList name="codes" label={t('station.codes')} />
          </ActionForm>
          <ActionForm
            action="receive"
            title={t('station.receive.title')}
            submit={t('station.receive.send')}
          >
            <TextField
              label={t('station.reference')}
              name="reference"
              autoComplete="off"
              isRequired
            />
            <CodeList name="codes" label={t('station.codes')} hint={t('station.receiveHint')} />
          </ActionForm>
          <div
            className={styles.camera}
            role="dialog"
            aria-label={t('station.cameraLabel')}
            data-camera=""
            hidden
          >
            <video className={styles.video} muted playsInline />
            <p role="status" className={styles.muted} data-camera-status="" />
            <button
              type="button"
              className={`${buttonClass({ variant: 'primary' })} ${styles.wide}`}
              data-camera-close=""
            >
              {t('station.cameraDone')}
            </button>
          </div>
        </div>
      </PageLayout>
    </div>
  );
}
