import { cva, type VariantProps } from 'class-variance-authority';
import { ProgressBar, type ProgressBarProps } from 'react-aria-components';
import * as styles from './Spinner.css';

const spinner = cva(styles.root, {
  variants: { size: styles.size },
  defaultVariants: { size: 'md' },
});

export type SpinnerProps = Omit<ProgressBarProps, 'isIndeterminate' | 'value' | 'children'> &
  VariantProps<typeof spinner> & {
    /** What is loading, for assistive technology. */
    'aria-label'?: string;
  };

/** An indeterminate progress indicator (role progressbar), announced as "Loading" by default. */
export function Spinner({
  size,
  className,
  'aria-label': ariaLabel = 'Loading',
  ...props
}: SpinnerProps) {
  return (
    <ProgressBar
      {...props}
      aria-label={ariaLabel}
      isIndeterminate
      data-slot="spinner"
      className={spinner({
        size,
        className: typeof className === 'string' ? className : undefined,
      })}
    >
      <span className={styles.ring} aria-hidden />
    </ProgressBar>
  );
}
