/** Settings → Language: the language Duet speaks, saved for the account and kept on this device. */
import { FormMessage, LanguageChoice, PageSection } from '@duet/design-system';
import { useLingui } from '@lingui/react/macro';
import { useLanguageChoice } from '../../i18n/useLanguageChoice';
import { useViewer } from '../../layouts/viewer-context';

export function LanguageSection() {
  const { t } = useLingui();
  const { value, browser, choose, error } = useLanguageChoice(useViewer());
  return (
    <PageSection titleId="language-title" title={t`Language`}>
      <LanguageChoice
        value={value}
        browserLocale={browser}
        onChange={choose}
        hint={t`Saved for your account, and on this device. Your e-mails and your AI use it too.`}
      />
      {error && <FormMessage tone="error">{error}</FormMessage>}
    </PageSection>
  );
}
