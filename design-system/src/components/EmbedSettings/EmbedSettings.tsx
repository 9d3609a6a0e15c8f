import { Check, Copy } from 'lucide-react';
import { forwardRef, useEffect, useId, useState, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { Button } from '../Button';
import styles from './EmbedSettings.module.css';

export interface EmbedSettingsProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** The one line the owner pastes into their site. */
  snippet: string;
  /** The sites allowed to show the twin (origins). */
  sites: readonly string[];
  /** Saves the list as typed (one site per line); the server normalises and checks it. */
  onSaveSites: (sites: string[]) => void;
  saving?: boolean;
  /** Why the last save was refused. */
  error?: string | null;
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

/** The owner's "put your twin on your website": the snippet to copy, the allowed sites, a preview. */
export const EmbedSettings = forwardRef<HTMLElement, EmbedSettingsProps>(function EmbedSettings(
  { snippet, sites, onSaveSites, saving = false, error, previewSrc, copyText, className, ...rest },
  ref,
) {
  const id = useId();
  const [text, setText] = useState(sites.join('\n'));
  const [copied, setCopied] = useState(false);
  useEffect(() => setText(sites.join('\n')), [sites]);
  const changed = linesOf(text).join('\n') !== sites.join('\n');
  const copy = () => {
    const write = copyText ?? ((value: string) => navigator.clipboard.writeText(value));
    void write(snippet)
      .then(() => {
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      })
      .catch(() => setCopied(false));
  };
  return (
    <section ref={ref} className={cx(styles.root, className)} aria-labelledby={`${id}-title`} {...rest}>
      <div className={styles.intro}>
        <h3 id={`${id}-title`} className={styles.title}>
          Put your twin on your website
        </h3>
        <p className={styles.text}>
          Paste this line into your site&apos;s HTML. A chat button appears in the corner, and visitors talk with your
          twin without leaving your page.
        </p>
      </div>
      <div className={styles.snippet}>
        <code className={styles.code}>{snippet}</code>
        <Button size="sm" variant="secondary" leadingIcon={copied ? <Check /> : <Copy />} onClick={copy}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <form
        className={styles.sites}
        onSubmit={(event) => {
          event.preventDefault();
          onSaveSites(linesOf(text));
        }}
      >
        <label className={styles.label} htmlFor={`${id}-sites`}>
          Sites that may show your twin
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
          One address per line, like https://example.com. No other site can show your twin.
        </p>
        {error && (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div>
          <Button type="submit" size="sm" variant="primary" disabled={!changed || saving} loading={saving}>
            Save sites
          </Button>
        </div>
      </form>
      {previewSrc && (
        <div className={styles.preview}>
          <span className={styles.label}>Preview</span>
          <iframe className={styles.frame} title="Preview of your twin on a website" src={previewSrc} loading="lazy" />
        </div>
      )}
    </section>
  );
});
