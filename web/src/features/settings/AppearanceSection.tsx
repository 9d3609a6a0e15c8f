/** Settings → Appearance: light, dark or as the device prefers, saved for the account and kept on this device. */
import { FormMessage, PageSection, ThemeChoice } from '@duet/design-system';
import { useViewer } from '../../layouts/viewer-context';
import { useThemeChoice } from '../theme/useThemeChoice';

export function AppearanceSection() {
  const { theme, choose, error } = useThemeChoice(useViewer());
  return (
    <PageSection titleId="appearance-title" title="Appearance">
      <ThemeChoice value={theme} onChange={choose} hint="Saved for your account, and on this device." />
      {error && <FormMessage tone="error">{error}</FormMessage>}
    </PageSection>
  );
}
