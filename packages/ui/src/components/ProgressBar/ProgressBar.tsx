import type { ReactNode } from 'react';
import {
  Label,
  ProgressBar as AriaProgressBar,
  composeRenderProps,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'children'> {
  label?: ReactNode;
  /** Show the value text ("40%") beside the label. */
  showValue?: boolean;
}

/** react-aria-components' ProgressBar: a label, the value text and a bar; indeterminate when the end is unknown. */
export function ProgressBar({ label, showValue = true, className, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar
      {...props}
      data-slot="progress-bar"
      className={composeRenderProps(className, (extra) =>
        [styles.root, extra].filter(Boolean).join(' '),
      )}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <div className={styles.header}>
            {label !== undefined && <Label className={styles.label}>{label}</Label>}
            {showValue && !isIndeterminate && <span className={styles.value}>{valueText}</span>}
          </div>
          <div className={styles.track}>
            <div
              className={isIndeterminate ? styles.indeterminateFill : styles.fill}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
