import { Trans } from '@lingui/react/macro';
import { KeyRound } from 'lucide-react';
import styles from './SingleSignOn.module.css';

export interface SingleSignOnProps {
  /** The provider's name, as the operator set it: "Continue with {name}". */
  name: string;
  /** Where the browser goes to start (a full page load: it leaves for the provider). */
  href: string;
  /** An "or" line below, before the password form. */
  divider?: boolean;
  /** Called as the browser leaves for the provider (the app clears what the last person left). */
  onLeave?: () => void;
}

/** Sign in through the operator's OpenID provider: one full-width link, and optionally "or". */
export function SingleSignOn({ name: provider, href, divider = false, onLeave }: SingleSignOnProps) {
  // Its own text node, as the name was before the words were translatable: the same glyphs, to the pixel.
  const name = <>{provider}</>;
  return (
    <div className={styles.root}>
      <a className={styles.button} href={href} onClick={onLeave}>
        <KeyRound aria-hidden="true" className={styles.icon} />
        <span className={styles.label}>
          <Trans>Continue with {name}</Trans>
        </span>
      </a>
      {divider && (
        <p className={styles.divider}>
          <span>
            <Trans>or</Trans>
          </span>
        </p>
      )}
    </div>
  );
}
