/**
 * The language menu of the pages before sign-in (sign-in, sign-up, a twin's chat for visitors): at
 * the foot of the page, switching at once and kept on this device.
 */
import { LanguageChoice } from '@duet/design-system';
import { useLanguageChoice } from './useLanguageChoice';

export function SignedOutLanguage() {
  const { value, browser, choose } = useLanguageChoice(null);
  return <LanguageChoice compact footer value={value} browserLocale={browser} onChange={choose} />;
}
