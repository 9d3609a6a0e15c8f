import { ChevronDown } from 'lucide-react';
import { DropdownMenu } from '../DropdownMenu';
import styles from './ToolServers.module.css';

/** When a tool may run: after the person approves, always, or never. */
export type ToolPolicy = 'ask' | 'allow' | 'never';

export const POLICY_LABELS: Record<ToolPolicy, string> = {
  ask: 'Ask every time',
  allow: 'Always allow',
  never: 'Never',
};

/**
 * When a tool may run, chosen in Duet's own menu (as the model and the theme are), not the
 * browser's: a button that names the tool and the choice, and a menu of the three.
 */
export function PolicyMenu({
  tool,
  policy,
  disabled,
  onChange,
}: {
  tool: string;
  policy: ToolPolicy;
  disabled?: boolean;
  onChange: (policy: ToolPolicy) => void;
}) {
  const trigger = (
    <button
      type="button"
      className={styles.policyButton}
      aria-label={`When ${tool} may run: ${POLICY_LABELS[policy]}`}
      disabled={disabled}
    >
      {POLICY_LABELS[policy]}
      <ChevronDown aria-hidden="true" />
    </button>
  );
  if (disabled) return trigger;
  return (
    <DropdownMenu
      trigger={trigger}
      align="end"
      items={[
        {
          id: 'policy',
          type: 'radio',
          value: policy,
          onValueChange: (value) => {
            if (value !== policy) onChange(value as ToolPolicy);
          },
          options: (Object.keys(POLICY_LABELS) as ToolPolicy[]).map((value) => ({
            value,
            label: POLICY_LABELS[value],
          })),
        },
      ]}
    />
  );
}
