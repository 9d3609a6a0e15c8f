import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '../../internal/NativeSelect';
import styles from './TwinAccessSettings.module.css';

/** A model the owner may choose for the twin. */
export interface TwinModelOption {
  id: string;
  name: string;
  /** The connection it comes through: the options are grouped by it. */
  connection?: string;
  /** Listed but not choosable, e.g. a model that cannot use tools. */
  disabled?: boolean;
  /** Said after its name in the list (why it is disabled: "Can't use tools, which your twin needs"). */
  note?: string;
}

/** The model the twin answers with: the default chat model (null) or one of `models`. */
export function TwinModelField({
  models,
  saved,
  value,
  defaultModelName,
  disabled,
  onChange,
}: {
  models: ReadonlyArray<TwinModelOption>;
  /** The saved choice. */
  saved: string | null;
  /** The choice as it stands in the form. */
  value: string | null;
  defaultModelName?: string;
  disabled: boolean;
  onChange: (model: string | null) => void;
}) {
  const { t } = useLingui();
  return (
    <NativeSelect
      className={styles.model}
      labelClassName={styles.modelLabel}
      label={t`Model your twin answers with`}
      hint={t`Your twin answers only from what you made public, whatever the model.`}
      value={value ?? ''}
      leading={[
        { value: '', label: defaultModelName ? t`Default (${defaultModelName})` : t`Default chat model` },
        // A saved model the list no longer has still shows (the form says what is saved), and says so.
        ...(saved !== null && !models.some((model) => model.id === saved)
          ? [{ value: saved, label: t`${saved} — No longer offered` }]
          : []),
      ]}
      options={models.map((model) => ({
        value: model.id,
        label: model.note ? `${model.name} — ${model.note}` : model.name,
        group: model.connection,
        disabled: model.disabled,
      }))}
      disabled={disabled}
      onChange={(chosen) => onChange(chosen === '' ? null : chosen)}
    />
  );
}
