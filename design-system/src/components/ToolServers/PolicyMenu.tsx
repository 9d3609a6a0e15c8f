import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { DropdownMenu } from '../DropdownMenu';
import styles from './ToolServers.module.css';

/** When a tool may run: after the person approves, always, or never. */
export type ToolPolicy = 'ask' | 'allow' | 'never';

/** Each policy's words (show them with `i18n._`). */
export const POLICY_LABELS: Record<ToolPolicy, MessageDescriptor> = {
  ask: msg`Ask every time`,
  allow: msg`Always allow`,
  never: msg({ message: 'Never', context: 'tool policy' }),
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
  const { i18n, t } = useLingui();
  const choice = i18n._(POLICY_LABELS[policy]);
  const trigger = (
    <button
      type="button"
      className={styles.policyButton}
      aria-label={t`When ${tool} may run: ${choice}`}
      disabled={disabled}
    >
      {choice}
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
            label: i18n._(POLICY_LABELS[value]),
          })),
        },
      ]}
    />
  );
}
