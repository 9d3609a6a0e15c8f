import { useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../../common/locales';
import { cx } from '../../internal/class-names';
import { NativeSelect } from '../../internal/NativeSelect';
import hidden from '../../internal/visually-hidden.module.css';
import styles from './LanguageChoice.module.css';

export interface LanguageChoiceProps {
  /** The language chosen, or null: the browser's. */
  value: Locale | null;
  /** Called with the language picked, or null for "the browser's". */
  onChange: (locale: Locale | null) => void;
  /** The browser's own language, named in the first option ("Same as my browser (Deutsch)"). */
  browserLocale: Locale;
  /** A small menu with a globe for a page's footer (before sign-in), instead of a labelled field. */
  compact?: boolean;
  /** The compact menu at the foot of the page, centred under its content. */
  footer?: boolean;
  /** Shown under the field: where the choice applies. */
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
}

const FOLLOW_BROWSER = '';

/**
 * The language Duet speaks to the person: each language named in itself, first the browser's own.
 * In Settings a labelled field; on the pages before sign-in a small menu in the footer.
 */
export function LanguageChoice({
  value,
  onChange,
  browserLocale,
  compact = false,
  footer = false,
  hint,
  disabled,
  className,
}: LanguageChoiceProps) {
  const { t } = useLingui();
  const id = useId();
  const browserName = LOCALE_NAMES[browserLocale];
  const follow = { value: FOLLOW_BROWSER, label: t`Same as my browser (${browserName})` };
  const options = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));
  const pick = (picked: string) => onChange(picked === FOLLOW_BROWSER ? null : (picked as Locale));
  if (!compact) {
    return (
      <NativeSelect
        className={className}
        label={t`Language`}
        hint={hint}
        value={value ?? FOLLOW_BROWSER}
        leading={[follow]}
        options={options}
        onChange={pick}
        disabled={disabled}
      />
    );
  }
  const menu = (
    <div className={cx(styles.compact, className)}>
      <Languages className={styles.icon} aria-hidden="true" />
      <label className={hidden.visuallyHidden} htmlFor={`${id}-language`}>
        {t`Language`}
      </label>
      <select
        id={`${id}-language`}
        className={styles.select}
        value={value ?? browserLocale}
        disabled={disabled}
        onChange={(event) => pick(event.target.value)}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
  // A landmark of its own (everything on a page is in one), not a <footer>: a page may have its own,
  // and two contentinfo landmarks confuse a screen reader.
  return footer ? (
    <nav className={styles.footer} aria-label={t`Language`}>
      {menu}
    </nav>
  ) : (
    menu
  );
}
