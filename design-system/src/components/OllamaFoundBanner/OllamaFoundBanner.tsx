import { Plural, Trans } from '@lingui/react/macro';
import { Plus, Server } from 'lucide-react';
import { forwardRef, useId, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { OLLAMA_LOCAL_URL } from '../AiConnectionForm';
import { Button } from '../Button';
import styles from './OllamaFoundBanner.module.css';

export interface OllamaFoundBannerProps extends HTMLAttributes<HTMLElement> {
  /** Where Ollama answered. */
  url?: string;
  /** How many models it has, when known. */
  models?: number;
  /** Adds it as a connection (the form, filled in, or straight away). */
  onAdd: () => void;
  /** It is being added: "Add it" is busy. */
  adding?: boolean;
  /** "Not now": hides the banner; leave out for no such button. */
  onDismiss?: () => void;
}

/** On the "AI models" page: Ollama answers on this machine and is not connected yet; one button adds it. */
export const OllamaFoundBanner = forwardRef<HTMLElement, OllamaFoundBannerProps>(function OllamaFoundBanner(
  { url = OLLAMA_LOCAL_URL, models, onAdd, adding = false, onDismiss, className, ...rest },
  ref,
) {
  const id = useId();
  return (
    <section ref={ref} className={cx(styles.root, className)} aria-labelledby={`${id}-title`} {...rest}>
      <span className={styles.icon} aria-hidden="true">
        <Server />
      </span>
      <div className={styles.text}>
        <p id={`${id}-title`} className={styles.title}>
          <Trans>
            Ollama is running on this machine{' '}
            <span className={styles.url} dir="ltr">
              ({url})
            </span>
          </Trans>
        </p>
        <p className={styles.detail}>
          {models === undefined ? (
            <Trans>Add it to use its models in Duet.</Trans>
          ) : models === 0 ? (
            <Trans>It has no models yet: pull one with Ollama, then add it.</Trans>
          ) : (
            <Plural
              value={models}
              one="It has # model. Add it to use them in Duet."
              other="It has # models. Add it to use them in Duet."
            />
          )}
        </p>
      </div>
      <div className={styles.actions}>
        <Button size="sm" variant="primary" leadingIcon={<Plus />} loading={adding} onClick={onAdd}>
          <Trans>Add it</Trans>
        </Button>
        {onDismiss && (
          <Button size="sm" variant="ghost" disabled={adding} onClick={onDismiss}>
            <Trans>Not now</Trans>
          </Button>
        )}
      </div>
    </section>
  );
});
