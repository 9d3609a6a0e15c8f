import { Square, Volume2 } from 'lucide-react';
import { forwardRef, useEffect, useRef, useState } from 'react';
import { cx } from '../../internal/class-names';
import { IconButton } from '../IconButton';
import type { Reading } from './reading';
import styles from './ReadAloudButton.module.css';

export interface ReadAloudButtonProps {
  /** The answer as written (Markdown); a function is read at click time. */
  text: string | (() => string);
  /** The language it is written in (BCP 47); by default the page's. */
  lang?: string;
  className?: string;
}

/** The browser said it has no voice to read with (e.g. no speech engine installed): not offered again. */
let voiceless = false;

/**
 * "Read aloud" on an answer, through the browser's own speech synthesis (reading.ts): where the
 * browser has none, the button is not there; where it turns out to have no voice, it says so once
 * and goes. Pressed again, or when another answer is read, it stops. Nothing is sent anywhere.
 */
export const ReadAloudButton = forwardRef<HTMLButtonElement, ReadAloudButtonProps>(function ReadAloudButton(
  { text, lang, className },
  ref,
) {
  const [speaking, setSpeaking] = useState(false);
  const [failed, setFailed] = useState(false);
  /** This answer's reading, once started (a promise while the voice's code loads). */
  const mine = useRef<Promise<Reading> | null>(null);
  useEffect(() => () => void mine.current?.then((r) => r.stop()), []);
  if (failed) {
    return (
      <span className={cx(styles.failed, className)} role="status">
        Reading aloud isn't available in this browser.
      </span>
    );
  }
  if (typeof window === 'undefined' || !window.speechSynthesis || voiceless) return null;

  const toggle = () => {
    if (mine.current) {
      void mine.current.then((r) => r.stop());
      return;
    }
    const words = typeof text === 'function' ? text() : text;
    setSpeaking(true);
    const started = import('./reading').then(({ read }) =>
      read(words, lang ?? document.documentElement.lang, {
        done: () => {
          if (mine.current === started) mine.current = null;
          setSpeaking(false);
        },
        noVoice: () => {
          voiceless = true;
          setFailed(true);
        },
      }),
    );
    mine.current = started;
  };

  return (
    <IconButton
      ref={ref}
      size="sm"
      className={className}
      label={speaking ? 'Stop reading' : 'Read aloud'}
      title={speaking ? 'Stop reading' : 'Read aloud'}
      icon={speaking ? <Square /> : <Volume2 />}
      aria-pressed={speaking}
      onClick={toggle}
    />
  );
});
