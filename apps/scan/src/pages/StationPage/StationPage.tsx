import { Button, buttonClass, TextField } from '@veritag/ui';
import { useId, type ReactNode } from 'react';
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
          Add
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
        Scan with the camera
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
  const hintId = useId();
  return (
    <form
      className={formStyles.form}
      aria-labelledby="station-key"
      data-station-key-form=""
      noValidate
    >
      <h2 id="station-key" className={styles.heading}>
        Use an API key
      </h2>
      <p id={hintId} className={styles.muted}>
        A key with the trace:write scope, made under Integrations in the console. It is kept in this
        tab only, and forgotten when the tab closes.
      </p>
      <TextField
        label="API key"
        name="apiKey"
        type="password"
        autoComplete="off"
        aria-describedby={hintId}
      />
      <p role="alert" className={formStyles.problem} data-station-key-problem="" hidden />
      <Button type="submit" variant="secondary" className={styles.wide}>
        Use this key
      </Button>
    </form>
  );
}

const actions = [
  { action: 'pack', label: 'Pack' },
  { action: 'stock', label: 'Stock' },
  { action: 'ship', label: 'Ship' },
  { action: 'receive', label: 'Receive' },
] as const;

/**
 * The scan station (decision 0316): a phone page for producers and business partners that packs
 * codes under a parent F-code, takes codes into stock, ships them in a consignment and receives
 * one. The HTML is the same for everyone; the script shows it only with the console's session
 * and sends each action as one EPCIS event, so the server's events API decides who may.
 */
export function StationPage({ signInUrl }: StationPageProps) {
  return (
    <div className={styles.station}>
      {/* English only for now: its script's messages are English too (decision 0466). */}
      <PageLayout code="" languages={false}>
        <h1 className={pageTitle}>Scan station</h1>
        <noscript>
          <p className={content.prose}>
            The scan station needs JavaScript: turn it on in your browser and reload.
          </p>
        </noscript>
        <section className={content.stack} aria-label="Sign in" data-station-signin="" hidden>
          <p className={content.prose}>
            Sign in to the console first: the station uses your console session and its Track &amp;
            Trace privilege. A line without a person signed in can use an API key instead.
          </p>
          <a className={`${buttonClass({ variant: 'primary' })} ${styles.wide}`} href={signInUrl}>
            Sign in
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
            Use an API key instead
          </button>
          <button
            type="button"
            hidden
            className={`${buttonClass({ variant: 'secondary' })} ${styles.wide}`}
            data-station-key-forget=""
          >
            Stop using the key
          </button>
          <nav className={styles.tabs} aria-label="Station actions">
            {actions.map(({ action, label }) => (
              <button
                key={action}
                type="button"
                className={styles.tab}
                aria-pressed={action === 'pack'}
                data-station-tab={action}
              >
                {label}
              </button>
            ))}
          </nav>
          <ActionForm action="pack" title="Pack under a parent" submit="Pack">
            <CodeList name="parent" label="Parent F-code" max={1} />
            <CodeList
              name="codes"
              label="Children"
              hint="Scan, type (Enter adds) or paste many lines."
            />
          </ActionForm>
          <ActionForm action="stock" title="Take into stock" submit="Take into stock">
            <CodeList name="codes" label="Codes" hint="A parent brings everything packed in it." />
          </ActionForm>
          <ActionForm action="ship" title="Ship a consignment" submit="Ship">
            <TextField
              label="Consignment reference"
              name="reference"
              autoComplete="off"
              isRequired
            />
            <TextField label="Destination" name="destination" autoComplete="off" isRequired />
            <button
              type="button"
              hidden
              className={`${buttonClass({ variant: 'secondary' })} ${styles.wide}`}
              data-place-share=""
            >
              Add the destination's place (this phone's location)
            </button>
            <p role="status" className={styles.muted} data-place-status="" />
            <CodeList name="codes" label="Codes" />
          </ActionForm>
          <ActionForm action="receive" title="Receive a consignment" submit="Receive">
            <TextField
              label="Consignment reference"
              name="reference"
              autoComplete="off"
              isRequired
            />
            <CodeList
              name="codes"
              label="Codes"
              hint="Leave the list empty to receive the whole consignment."
            />
          </ActionForm>
          <div className={styles.camera} role="dialog" aria-label="Camera" data-camera="" hidden>
            <video className={styles.video} muted playsInline />
            <p role="status" className={styles.muted} data-camera-status="" />
            <button
              type="button"
              className={`${buttonClass({ variant: 'primary' })} ${styles.wide}`}
              data-camera-close=""
            >
              Done
            </button>
          </div>
        </div>
      </PageLayout>
    </div>
  );
}
