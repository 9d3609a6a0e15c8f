/**
 * The theme on this device: `data-theme` on <html> (the design system's tokens follow it;
 * design-system/src/tokens/tokens.css) and the `duet_theme` cookie, which the server reads to open
 * the next page in the same theme before any script runs (api/src/http/cookies.ts themeOfCookies,
 * docs/decisions/theme-before-first-paint.md). System: no attribute, the device's own preference.
 */
import { readDeviceCookie, writeDeviceCookie } from '../../session/device-cookie';

export type ThemeName = 'light' | 'dark' | 'system';

/** A theme as the schema gives it (a value added later follows the device). */
export const themeOf = (value: string | null | undefined): ThemeName =>
  value === 'light' || value === 'dark' ? value : 'system';

export const THEME_COOKIE = 'duet_theme';

export function applyTheme(theme: ThemeName): void {
  const root = document.documentElement;
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
  // Written again whenever the app starts signed in.
  writeDeviceCookie(THEME_COOKIE, theme);
}

/**
 * The theme this device last applied (its cookie) on <html>, as the server would have written it:
 * the app's page kept by the service worker may carry an older one (web/vite-pwa.ts).
 */
export function themeFromCookie(): void {
  const theme = readDeviceCookie(THEME_COOKIE);
  if (theme !== 'light' && theme !== 'dark' && theme !== 'system') return;
  const root = document.documentElement;
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
}
