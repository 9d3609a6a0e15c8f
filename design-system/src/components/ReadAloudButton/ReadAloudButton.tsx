import { Trans, useLingui } from '@lingui/react/macro';
import { Square, Volume2 } from 'lucide-react';
import { forwardRef, useEffect, useRef, useState } from 'react';
import { spokenLanguage } from '../../i18n/spoken-language';
import { cx } from '../../internal/class-names';
import { IconButton } from '../IconButton';
import type { Reading } from './reading';
import styles from './ReadAloudButton.module.css';

export interface ReadAloudButtonProps {
  /** The answer as written (Markdown); a function is read at click time. */
  text: string | (() => string);
  /**
   * The server reads it, with the voice model an admin chose (the app's call): resolves once it has
   * been read or `signal` stopped it, rejects with words for the person. Without it, the browser's
   * own voice.
   */
  speak?: (signal: AbortSignal) => Promise<void>;
  /** The language it is written in (BCP 47); by default the page's (i18n/spoken-language.ts). */
  lang?: string;
  className?: string;
}

/** The browser said it has no voice to read with (e.g. no speech engine installed): not offered again. */
let voiceless = false;
/** Stops the answer being read now, whichever button started it: one answer at a time. */
let stopCurrent: (() => void) | null = null;

/**
 * "Read aloud" on an answer, through the server's voice model when the app gives `speak`, else the
 * browser's own speech synthesis (reading.ts): where the browser has none, the button is not
 * there; where it turns out to have no voice, it says so once and goes. Pressed again, or when
 * another answer is read, it stops.
 */
export const ReadAloudButton = forwardRef<HTMLButtonElement, ReadAloudButtonProps>(function ReadAloudButton(
  { text, speak, lang, className },
  ref,
) {
  const { t } = useLingui();
  const [speaking, setSpeaking] = useState(false);
  const [failed, setFailed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** Stops this answer's reading, while it is read. */
  const mine = useRef<(() => void) | null>(null);
  useEffect(() => () => mine.current?.(), []);
  if (failed) {
    return (
      <span className={cx(styles.failed, className)} role="status">
        <Trans>Reading aloud isn't available in this browser.</Trans>
      </span>
    );
  }
  if (!speak && (typeof window === 'undefined' || !window.speechSynthesis || voiceless)) return null;

  const toggle = () => {
    if (mine.current) {
      mine.current();
      return;
    }
    stopCurrent?.();
    setProblem(null);
    setSpeaking(true);
    const controller = new AbortController();
    let ended = false;
    const done = () => {
      if (ended) return;
      ended = true;
      if (mine.current === stop) mine.current = null;
      if (stopCurrent === stop) stopCurrent = null;
      setSpeaking(false);
    };
    let reading: Promise<Reading> | null = null;
    const stop = () => {
      controller.abort();
      void reading?.then((r) => r.stop());
      done();
    };
    mine.current = stop;
    stopCurrent = stop;
    if (speak) {
      speak(controller.signal).then(done, (error: unknown) => {
        if (!controller.signal.aborted) setProblem(error instanceof Error ? error.message : String(error));
        done();
      });
      return;
    }
    const words = typeof text === 'function' ? text() : text;
    reading = import('./reading').then(({ read }) =>
      read(words, lang ?? spokenLanguage(), {
        done,
        noVoice: () => {
          voiceless = true;
          setFailed(true);
        },
      }),
    );
  };

  return (
    <>
      <IconButton
        ref={ref}
        size="sm"
        className={className}
        label={speaking ? t`Stop reading` : t`Read aloud`}
        title={speaking ? t`Stop reading` : t`Read aloud`}
        icon={speaking ? <Square /> : <Volume2 />}
        aria-pressed={speaking}
        onClick={toggle}
      />
      {problem && (
        <span className={styles.failed} role="status">
          {problem}
        </span>
      )}
    </>
  );
});
