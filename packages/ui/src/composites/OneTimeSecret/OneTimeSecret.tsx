import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/Button/Button';
import * as styles from './OneTimeSecret.css';

export interface OneTimeSecretProps {
  /** What the secret is ("API key", "Signing secret"): the value's label and the copy button's name. */
  label: string;
  value: string;
  /** Why it is shown once and what to do with it; a default says it will not be shown again. */
  warning?: string;
  /** Where copying goes; the browser's clipboard unless given (stories, tests). */
  copy?: (text: string) => Promise<void>;
}

type CopyState = 'idle' | 'copied' | 'failed';

const clipboardCopy = (text: string) => navigator.clipboard.writeText(text);

/**
 * A secret the server hands over once (an API key, a webhook's signing secret): the whole value
 * in a selectable box that wraps rather than scrolls, a Copy button, and a warning that it will
 * not be shown again. Copying says whether it worked as `data-state` and in a live status line;
 * where the clipboard is refused (an insecure page, a denied permission) the text can still be
 * selected by hand.
 */
export function OneTimeSecret({
  label,
  value,
  warning = 'Copy it now and keep it somewhere safe: it will not be shown again.',
  copy = clipboardCopy,
}: OneTimeSecretProps) {
  const [state, setState] = useState<CopyState>('idle');
  const valueId = useId();
  const warningId = useId();
  const doCopy = () =>
    copy(value).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  return (
    <div className={styles.root} data-slot="one-time-secret" data-state={state}>
      <p className={styles.warning} id={warningId} data-slot="one-time-secret-warning">
        <TriangleAlert className={styles.icon} aria-hidden size={18} />
        <span>{warning}</span>
      </p>
      <span className={styles.label} id={`${valueId}-label`} data-slot="one-time-secret-label">
        {label}
      </span>
      <div className={styles.row} data-slot="one-time-secret-row">
        {/* A read-only text box: read whole by screen readers, reachable by Tab to select and copy. */}
        <div
          id={valueId}
          className={styles.value}
          role="textbox"
          aria-readonly="true"
          aria-labelledby={`${valueId}-label`}
          aria-describedby={warningId}
          tabIndex={0}
          data-slot="one-time-secret-value"
        >
          <code>{value}</code>
        </div>
        {/* The name stays the same once copied (the check mark and the status line say it worked). */}
        <Button variant="secondary" onPress={doCopy}>
          {state === 'copied' ? <Check aria-hidden size={16} /> : <Copy aria-hidden size={16} />}
          Copy {label}
        </Button>
      </div>
      <p role="status" className={styles.status} data-slot="one-time-secret-status">
        {state === 'copied' && `${label} copied to the clipboard.`}
        {state === 'failed' && 'The browser refused the clipboard: select the text and copy it.'}
      </p>
    </div>
  );
}
