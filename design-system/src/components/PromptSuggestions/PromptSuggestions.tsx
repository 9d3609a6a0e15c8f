import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import styles from './PromptSuggestions.module.css';

export interface PromptSuggestionsProps extends Omit<HTMLAttributes<HTMLUListElement>, 'onSelect'> {
  prompts: readonly string[];
  /** A prompt was picked: send it. */
  onSelect: (prompt: string) => void;
  /** The list's accessible name, e.g. "Suggested prompts". */
  label: string;
  disabled?: boolean;
}

/** Prompts to start with, one click each (an empty chat, a twin's welcome). */
export const PromptSuggestions = forwardRef<HTMLUListElement, PromptSuggestionsProps>(function PromptSuggestions(
  { prompts, onSelect, label, disabled = false, className, ...rest },
  ref,
) {
  if (prompts.length === 0) return null;
  return (
    <ul ref={ref} className={cx(styles.root, className)} aria-label={label} {...rest}>
      {prompts.map((prompt) => (
        <li key={prompt}>
          <button type="button" className={styles.prompt} disabled={disabled} onClick={() => onSelect(prompt)}>
            {prompt}
          </button>
        </li>
      ))}
    </ul>
  );
});
