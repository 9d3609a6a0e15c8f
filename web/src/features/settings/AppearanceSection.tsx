/** Settings → Appearance: light, dark or as the device prefers, saved for the account and kept on this device. */
import { FormMessage, PageSection, ThemeChoice } from '@duet/design-system';
import { useLingui } from '@lingui/react/macro';
import { useViewer } from '../../layouts/viewer-context';
import { useThemeChoice } from '../theme/useThemeChoice';

export function AppearanceSection() {
  const { t } = useLingui();
  const { theme, choose, error } = useThemeChoice(useViewer());
  return (
    <PageSection titleId="appearance-title" title={t`Appearance`}>
      <ThemeChoice value={theme} onChange={choose} hint={t`Saved for your account, and on this device.`} />
      {error && <FormMessage tone="error">{error}</FormMessage>}
    </PageSection>
  );
}
