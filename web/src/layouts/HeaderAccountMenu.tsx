/**
 * The header's account menu in a module of its own: SidebarLayout loads it beside the page (the
 * menu library is not needed to show the page), with the avatar standing in meanwhile.
 */
import { AccountMenu } from '@duet/design-system';
import { useNavigate } from 'react-router-dom';
import { useThemeChoice } from '../features/theme/useThemeChoice';
import { logout } from '../session/logout';
import type { Viewer } from '../session/AppViewer';

/** `minimal`: only the e-mail and Logout (onboarding, before the rest of the app is open). */
export default function HeaderAccountMenu({ viewer, minimal = false }: { viewer: Viewer; minimal?: boolean }) {
  const navigate = useNavigate();
  const { theme, choose } = useThemeChoice(viewer);
  return (
    <AccountMenu
      minimal={minimal}
      email={viewer.email ?? ''}
      name={viewer.displayName ?? viewer.username}
      avatarUrl={viewer.profilePictureUrl}
      isAdmin={viewer.isAdmin}
      theme={theme}
      onThemeChange={choose}
      onNavigate={(path) => navigate(path)}
      onLogout={() => void logout()}
    />
  );
}
