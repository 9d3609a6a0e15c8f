import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Copy, Info } from 'lucide-react';
import { forwardRef, useEffect, useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { useClock } from '../../internal/clock';
import { Button } from '../Button';
import styles from './EmbedSettings.module.css';

export interface EmbedSettingsProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** The one line the owner pastes into their site. */
  snippet: string;
  /** The sites allowed to show the twin (origins). The line to paste shows once there is one. */
  sites: readonly string[];
  /** Saves the list as typed (one site per line); the server normalises and checks it. */
  onSaveSites: (sites: string[]) => void;
  saving?: boolean;
  /** Why the last save was refused. */
  error?: string | null;
  /**
   * Why visitors would not see the chat button even on an allowed site (the profile is private,
   * the twin is off…), with where to change it. Shown instead of the preview, which shows once a site is
   * allowed.
   */
  hiddenBecause?: ReactNode;
  /** The embed's address, shown live in a preview frame (omit to leave the preview out). */
  previewSrc?: string;
  /** Copies the snippet (defaults to the clipboard API). */
  copyText?: (text: string) => Promise<void>;
}

const linesOf = (text: string) =>
  text
    .split(/[\n,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The owner's "put your twin on your website", in the order it works: first the site that may
 * show the twin, then (once one is allowed) the line to paste into it, and a live preview or why
 * visitors would not see the button.
 */
export const EmbedSettings = forwardRef<HTMLElement, EmbedSettingsProps>(function EmbedSettings(
  { snippet, sites, onSaveSites, saving = false, error, hiddenBecause, previewSrc, copyText, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(sites.join('\n'));
  const [copied, setCopied] = useState(false);
  const clock = useClock();
  useEffect(() => setText(sites.join('\n')), [sites]);
  const changed = linesOf(text).join('\n') !== sites.join('\n');
  const allowed = sites.length > 0;
  const copy = () => {
    const write = copyText ?? ((value: string) => navigator.clipboard.writeText(value));
    void write(snippet)
      .then(() => {
        setCopied(true);
        clock.setTimeout(() => setCopied(false), 2000);
      })
      .catch(() => setCopied(false));
  };
  return (
    <section ref={ref} className={cx(styles.root, className)} aria-labelledby={`${id}-title`} {...rest}>
      <div className={styles.intro}>
        <h3 id={`${id}-title`} className={styles.title}>
          <Trans>Put your twin on your website</Trans>
        </h3>
        <p className={styles.text}>
          <Trans>
            A chat button in the corner of your site lets visitors talk with your twin without leaving your page. It
            shows only on the sites you allow here.
          </Trans>
        </p>
      </div>
      <form
        className={styles.step}
        aria-labelledby={`${id}-allow`}
        onSubmit={(event) => {
          event.preventDefault();
          onSaveSites(linesOf(text));
        }}
      >
        <h4 id={`${id}-allow`} className={styles.stepTitle}>
          <span className={styles.number} aria-hidden="true">
            1
          </span>
          <Trans>Allow your site</Trans>
        </h4>
        <label className={styles.label} htmlFor={`${id}-sites`}>
          <Trans>Sites that may show your twin</Trans>
        </label>
        <textarea
          id={`${id}-sites`}
          className={styles.textarea}
          rows={3}
          value={text}
          placeholder="https://example.com"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          <Trans>One address per line, like https://example.com. On any other site the button does not appear.</Trans>
        </p>
        {error && (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div>
          <Button type="submit" size="sm" variant="primary" disabled={!changed || saving} loading={saving}>
            <Trans>Save sites</Trans>
          </Button>
        </div>
      </form>
      <div className={styles.step} aria-labelledby={`${id}-paste`} role="group">
        <h4 id={`${id}-paste`} className={cx(styles.stepTitle, !allowed && styles.waiting)}>
          <span className={styles.number} aria-hidden="true">
            2
          </span>
          <Trans>Paste this line into your site&apos;s HTML</Trans>
        </h4>
        {allowed ? (
          <div className={styles.snippet}>
            <code className={styles.code}>{snippet}</code>
            <Button size="sm" variant="secondary" leadingIcon={copied ? <Check /> : <Copy />} onClick={copy}>
              {copied ? t`Copied` : t`Copy`}
            </Button>
          </div>
        ) : (
          <p className={styles.hint}>
            <Trans>Allow your site first: the line to paste appears here once it is saved.</Trans>
          </p>
        )}
      </div>
      {hiddenBecause ? (
        <p className={styles.notice} role="note">
          <Info aria-hidden="true" className={styles.noticeIcon} />
          <span>{hiddenBecause}</span>
        </p>
      ) : (
        allowed &&
        previewSrc && (
          <div className={styles.preview}>
            <span className={styles.label}>
              <Trans>Preview</Trans>
            </span>
            <iframe
              className={styles.frame}
              title={t`Preview of your twin on a website`}
              src={previewSrc}
              loading="lazy"
            />
          </div>
        )
      )}
    </section>
  );
});
