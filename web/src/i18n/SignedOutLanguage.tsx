/**
 * The language menu of the pages before sign-in (sign-in, sign-up, a twin's chat for visitors): at
 * the foot of the page, switching at once and kept on this device.
 */
import { LanguageChoice } from '@duet/design-system';
import styles from './SignedOutLanguage.module.css';
import { useLanguageChoice } from './useLanguageChoice';

export function SignedOutLanguage() {
  const { value, browser, choose } = useLanguageChoice(null);
  return (
    <footer className={styles.root}>
      <LanguageChoice compact value={value} browserLocale={browser} onChange={choose} />
    </footer>
  );
}
