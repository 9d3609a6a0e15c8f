import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown, CloudOff, Image, WrenchOff } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { DropdownMenu, type DropdownMenuEntry } from '../DropdownMenu';
import styles from './ModelPicker.module.css';

/** A model people may choose for a conversation, and what it can and cannot do. */
export interface ModelChoice {
  id: string;
  /** The name people see (e.g. "GPT-4o mini", "Duet's offline brain"). */
  name: string;
  /** A short line about it (e.g. "Fast, good for everyday questions"). */
  description?: string;
  /** Runs without a network (Duet's offline brain): hinted as "Offline". */
  offline?: boolean;
  /** Cannot call tools (no memory search, no calculator): hinted as "No tools". */
  noTools?: boolean;
  /** Reads attached images: hinted as "Sees images". */
  images?: boolean;
}

export interface ModelPickerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** The models to choose from, in the order shown. */
  models: readonly ModelChoice[];
  /** The chosen model's id (null, or an id not in `models`: none chosen yet). */
  value: string | null;
  /** Called with the id of the model picked (not when the chosen one is picked again). */
  onChange: (id: string) => void;
  disabled?: boolean;
  /** What the choice is: names the button ("Model: GPT-4o mini") and the menu. */
  label?: string;
  /** The menu's heading, above the models. */
  menuLabel?: ReactNode;
}

/** The small hints under a model in the menu: what it can and cannot do. */
function hintsOf(model: ModelChoice): Array<{ text: string; icon: ReactNode }> {
  const hints: Array<{ text: string; icon: ReactNode }> = [];
  if (model.offline) hints.push({ text: t`Offline`, icon: <CloudOff /> });
  if (model.noTools) hints.push({ text: t`No tools`, icon: <WrenchOff /> });
  if (model.images) hints.push({ text: t`Sees images`, icon: <Image /> });
  return hints;
}

/** The model's description and hints, for the menu (undefined when it has neither). */
function descriptionOf(model: ModelChoice): ReactNode {
  const hints = hintsOf(model);
  if (!model.description && hints.length === 0) return undefined;
  return (
    <>
      {model.description && (
        <span className={styles.about}>
          {model.description}
          {hints.length > 0 && <VisuallyHidden>{/[.!?]$/.test(model.description) ? ' ' : '. '}</VisuallyHidden>}
        </span>
      )}
      {hints.length > 0 && (
        <span className={styles.hints}>
          {hints.map((hint, index) => (
            <span key={hint.text} className={styles.hint}>
              <span className={styles.hintIcon} aria-hidden="true">
                {hint.icon}
              </span>
              {hint.text}
              {index < hints.length - 1 && <VisuallyHidden>, </VisuallyHidden>}
            </span>
          ))}
        </span>
      )}
    </>
  );
}

/**
 * The model that answers in this conversation, chosen from a compact button in the composer: the
 * menu (DropdownMenu, one radio option per model) marks the current one and says what each can
 * do. With a single model there is nothing to choose: its name shows as plain text.
 */
export const ModelPicker = forwardRef<HTMLDivElement, ModelPickerProps>(function ModelPicker(
  { models, value, onChange, disabled = false, label, menuLabel, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  label ??= t`Model`;
  menuLabel ??= t`Model for this conversation`;
  const current = models.find((model) => model.id === value) ?? null;
  if (models.length === 0) return null;
  if (models.length === 1) {
    const only = models[0]!;
    return (
      <div ref={ref} className={cx(styles.root, className)} {...rest}>
        <span className={styles.single} title={only.name}>
          <VisuallyHidden>{t`${label}:`} </VisuallyHidden>
          <span className={styles.name}>{only.name}</span>
        </span>
      </div>
    );
  }
  const shown = current?.name ?? t`Choose a model`;
  const items: DropdownMenuEntry[] = [
    ...(menuLabel ? [{ id: 'label', type: 'label' as const, label: menuLabel }] : []),
    {
      id: 'models',
      type: 'radio',
      value: current?.id ?? null,
      onValueChange: (id) => {
        if (id !== current?.id) onChange(id);
      },
      options: models.map((model) => ({
        value: model.id,
        label: model.name,
        textValue: model.name,
        description: descriptionOf(model),
      })),
    },
  ];
  return (
    <div ref={ref} className={cx(styles.root, className)} {...rest}>
      <DropdownMenu
        align="start"
        side="top"
        className={styles.menu}
        trigger={
          <button
            type="button"
            className={styles.trigger}
            aria-label={t`${label}: ${shown}`}
            title={shown}
            disabled={disabled}
          >
            <span className={styles.name}>{shown}</span>
            <ChevronDown className={styles.chevron} aria-hidden="true" />
          </button>
        }
        items={items}
      />
    </div>
  );
});
