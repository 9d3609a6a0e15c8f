import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../Button';
import { PasswordField } from '../PasswordField';
import type { AiConnectionKind } from './connection-values';
import styles from './AiConnectionForm.module.css';

/** The saved key: "Key saved" with Replace and Remove; or the field for a new one. */
export type KeyState = 'saved' | 'replace' | 'remove' | 'none';

/** The API key: write-only. A saved one is only said to be there; it can be replaced or removed. */
export function KeyField({
  id,
  kind,
  state,
  value,
  error,
  onState,
  onChange,
}: {
  id: string;
  kind: AiConnectionKind;
  state: KeyState;
  value: string;
  error?: string;
  onState: (state: KeyState) => void;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  // After Replace, Remove, Keep: focus goes to what took the pressed button's place.
  const next = useRef<HTMLElement | null>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) next.current?.focus();
    moved.current = false;
  }, [state]);
  const go = (to: KeyState) => {
    moved.current = true;
    onState(to);
  };
  const focusTarget = (node: HTMLElement | null) => {
    next.current = node;
  };
  if (state === 'saved' || state === 'remove') {
    const removing = state === 'remove';
    return (
      <div className={styles.key} role="group" aria-labelledby={`${id}-key-label`}>
        <span id={`${id}-key-label`} className={styles.label}>
          <Trans>API key</Trans>
        </span>
        <div className={styles.keyRow} data-removing={removing || undefined}>
          <span className={styles.keyStatus}>
            <KeyRound aria-hidden="true" />
            {removing ? t`Removed when you save.` : t`Key saved`}
          </span>
          <span className={styles.keyActions}>
            {removing ? (
              <Button ref={focusTarget} size="sm" variant="ghost" onClick={() => go('saved')}>
                <Trans>Keep it</Trans>
              </Button>
            ) : (
              <>
                <Button ref={focusTarget} size="sm" onClick={() => go('replace')}>
                  <Trans>Replace</Trans>
                </Button>
                <Button size="sm" variant="ghost" onClick={() => go('remove')}>
                  <Trans>Remove</Trans>
                </Button>
              </>
            )}
          </span>
        </div>
        {error && <p className={styles.fieldError}>{error}</p>}
      </div>
    );
  }
  const replacing = state === 'replace';
  return (
    <div className={styles.key}>
      <PasswordField
        ref={focusTarget}
        label={replacing ? t`New API key` : t`API key`}
        value={value}
        autoComplete="off"
        showLabel={t`Show key`}
        hideLabel={t`Hide key`}
        hint={
          replacing
            ? t`Leave it empty to keep the saved key.`
            : kind === 'ollama'
              ? t`Ollama needs none; fill it in only if your server asks for one.`
              : t`Kept encrypted on the server and never shown again.`
        }
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
      {replacing && (
        <div className={styles.keepSaved}>
          <Button size="sm" variant="ghost" onClick={() => go('saved')}>
            <Trans>Keep the saved key</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
