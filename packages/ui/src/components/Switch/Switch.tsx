import * as SwitchPrimitive from '@radix-ui/react-switch';
import { useId, type ComponentProps, type ReactNode } from 'react';
import * as styles from './Switch.css';

export interface SwitchProps extends ComponentProps<typeof SwitchPrimitive.Root> {
  /** The visible label, tied to the switch by `for`. */
  label?: ReactNode;
}

/** Radix's Switch (a button with role switch) and its label; states come as `[data-state]`. */
export function Switch({ label, id, className, ...props }: SwitchProps) {
  const ownId = useId();
  const switchId = id ?? ownId;
  return (
    <span className={styles.root} data-slot="switch">
      <SwitchPrimitive.Root
        {...props}
        id={switchId}
        className={[styles.track, className].filter(Boolean).join(' ')}
      >
        <SwitchPrimitive.Thumb className={styles.thumb} />
      </SwitchPrimitive.Root>
      {label !== undefined && (
        <label
          htmlFor={switchId}
          className={styles.label}
          data-disabled={props.disabled ? '' : undefined}
        >
          {label}
        </label>
      )}
    </span>
  );
}
