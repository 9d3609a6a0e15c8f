import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Activity, CreditCard, Cpu, LogOut, Map as MapIcon, Settings, ShieldCheck } from 'lucide-react';
import { forwardRef } from 'react';
import type { ThemeName } from '../ThemeChoice';
import type { NavigateHandler } from '../../internal/navigation';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { Avatar } from '../Avatar';
import { DropdownMenu } from '../DropdownMenu';
import styles from './AccountMenu.module.css';

export interface AccountMenuProps {
  email: string;
  /** Display name or username for the avatar. */
  name?: string;
  avatarUrl?: string | null;
  /** Called with '/pricing', '/roadmap', '/monitoring', '/settings' or (admins) '/admin', '/admin/ai'. */
  onNavigate: NavigateHandler;
  /** An admin: the menu has "Admin" (/admin: people, sign-up) and "AI models" (/admin/ai). */
  isAdmin?: boolean;
  onLogout: () => void;
  triggerLabel?: string;
  /** Only the e-mail and Logout: while onboarding, when the rest of the app is not open yet. */
  minimal?: boolean;
  /** The theme chosen now; with `onThemeChange`, the menu offers Light, Dark and System. */
  theme?: ThemeName;
  onThemeChange?: (theme: ThemeName) => void;
  className?: string;
}

const THEMES = [
  { value: 'light', label: msg`Light` },
  { value: 'dark', label: msg`Dark` },
  { value: 'system', label: msg`System` },
] as const satisfies ReadonlyArray<{ value: ThemeName; label: MessageDescriptor }>;

/**
 * The signed-in user's menu: e-mail, Pricing, Roadmap, Monitoring, (for admins) Admin and AI models, Settings,
 * the theme (Light, Dark, System) when it is offered, Logout.
 */
export const AccountMenu = forwardRef<HTMLButtonElement, AccountMenuProps>(function AccountMenu(
  {
    email,
    name,
    avatarUrl,
    onNavigate,
    onLogout,
    triggerLabel,
    minimal = false,
    isAdmin = false,
    theme,
    onThemeChange,
    className,
  },
  ref,
) {
  const { t, i18n } = useLingui();
  triggerLabel ??= t`Account menu`;
  return (
    <DropdownMenu
      trigger={
        <button ref={ref} type="button" className={className ? `${styles.trigger} ${className}` : styles.trigger}>
          <Avatar name={name ?? email} src={avatarUrl} size="sm" decorative />
          <VisuallyHidden>{triggerLabel}</VisuallyHidden>
        </button>
      }
      items={[
        { id: 'email', type: 'label', label: email },
        ...(minimal
          ? []
          : [
              { id: 'pricing', label: t`Pricing`, icon: <CreditCard />, onSelect: () => onNavigate('/pricing') },
              { id: 'roadmap', label: t`Roadmap`, icon: <MapIcon />, onSelect: () => onNavigate('/roadmap') },
              { id: 'monitoring', label: t`Monitoring`, icon: <Activity />, onSelect: () => onNavigate('/monitoring') },
              ...(isAdmin
                ? [
                    { id: 'admin', label: t`Admin`, icon: <ShieldCheck />, onSelect: () => onNavigate('/admin') },
                    { id: 'ai-models', label: t`AI models`, icon: <Cpu />, onSelect: () => onNavigate('/admin/ai') },
                  ]
                : []),
              { id: 'settings', label: t`Settings`, icon: <Settings />, onSelect: () => onNavigate('/settings') },
            ]),
        ...(onThemeChange
          ? [
              { id: 'theme-sep', type: 'separator' as const },
              { id: 'theme-label', type: 'label' as const, label: t`Theme` },
              {
                id: 'theme',
                type: 'radio' as const,
                value: theme ?? 'system',
                onValueChange: (value: string) => onThemeChange(value as ThemeName),
                options: THEMES.map((option) => ({ value: option.value, label: i18n._(option.label) })),
              },
            ]
          : []),
        { id: 'sep', type: 'separator' },
        { id: 'logout', label: t`Logout`, icon: <LogOut />, onSelect: onLogout },
      ]}
    />
  );
});
