import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cx } from './class-names';
import styles from './NativeSelect.module.css';

/** One option of a NativeSelect. */
export interface NativeSelectOption {
  value: string;
  label: string;
  /** Options with the same group show under it (an optgroup), the groups in the order they first appear. */
  group?: string;
  /** Listed but not choosable (its label says why). */
  disabled?: boolean;
}

export interface NativeSelectProps {
  label: ReactNode;
  /** What the choice does, under the control; it describes the select. */
  hint?: ReactNode;
  /** Said between the control and the hint, and describes the select first (AiModelDefaults' lock). */
  notice?: ReactNode;
  /** The chosen option's value. */
  value: string;
  /** The options before the groups, never grouped: a "none" option, a placeholder, a value the list lacks. */
  leading?: readonly NativeSelectOption[];
  options: readonly NativeSelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
  /** The field's class, and its label's (a form whose questions are headed otherwise). */
  className?: string;
  labelClassName?: string;
  /** What follows the hint (AiModelDefaults' re-embedding progress). */
  children?: ReactNode;
}

/** The options grouped, in the order each group first appears. */
function grouped(options: readonly NativeSelectOption[]): Array<[string | undefined, NativeSelectOption[]]> {
  const groups = new Map<string | undefined, NativeSelectOption[]>();
  for (const option of options) groups.set(option.group, [...(groups.get(option.group) ?? []), option]);
  return [...groups];
}

function Option({ option }: { option: NativeSelectOption }) {
  return (
    <option value={option.value} disabled={option.disabled}>
      {option.label}
    </option>
  );
}

/**
 * A labelled native select drawn like the text fields, with a chevron, a hint and its options
 * grouped (the list is the system's, which suits touch and the keyboard). AiModelDefaults and
 * TwinAccessSettings choose their models with it.
 */
export function NativeSelect({
  label,
  hint,
  notice,
  value,
  leading = [],
  options,
  onChange,
  disabled = false,
  className,
  labelClassName,
  children,
}: NativeSelectProps) {
  const id = useId();
  const describedBy = [notice ? `${id}-notice` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={cx(styles.field, className)}>
      <label className={cx(styles.label, labelClassName)} htmlFor={`${id}-select`}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          id={`${id}-select`}
          className={styles.select}
          value={value}
          disabled={disabled}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          {leading.map((option) => (
            <Option key={option.value} option={option} />
          ))}
          {grouped(options).map(([group, items]) => {
            const rendered = items.map((option) => <Option key={option.value} option={option} />);
            return group ? (
              <optgroup key={group} label={group}>
                {rendered}
              </optgroup>
            ) : (
              rendered
            );
          })}
        </select>
        <ChevronDown className={styles.chevron} aria-hidden="true" />
      </div>
      {notice && <div id={`${id}-notice`}>{notice}</div>}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
    </div>
  );
}
