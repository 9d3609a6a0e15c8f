import * as RadixSwitch from '@radix-ui/react-switch';
import { forwardRef, useId, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import styles from './Switch.module.css';

export interface SwitchProps {
  label: ReactNode;
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/** A labelled on/off switch (Radix Switch). */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { label, description, id, className, ...rest },
  ref,
) {
  const autoId = useId();
  const switchId = id ?? `switch-${autoId}`;
  const descriptionId = description ? `${switchId}-description` : undefined;
  return (
    <div className={cx(styles.root, className)} data-disabled={rest.disabled || undefined}>
      <div className={styles.text}>
        <label className={styles.label} htmlFor={switchId}>
          {label}
        </label>
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
      </div>
      <RadixSwitch.Root ref={ref} id={switchId} className={styles.track} aria-describedby={descriptionId} {...rest}>
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
    </div>
  );
});
