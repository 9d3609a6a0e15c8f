/**
 * The theme a person chose for Duet: light, dark, or system (whatever their device prefers). It is
 * kept with the account (the choice follows them to a new device) and on each device, in the
 * `duet_theme` cookie the web app writes (web/src/features/theme/apply-theme.ts), which the server
 * reads to open every page in that theme before any script runs (http/cookies.ts themeOfRequest).
 */
import { z } from 'zod';
import type { Db } from '../db/client.js';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_MESSAGE = 'Choose light, dark or system';

export const themeInput = z.object({ theme: z.enum(THEMES, { error: THEME_MESSAGE }) });

/** A stored value as a theme (an unknown one follows the system). */
export const themeOf = (value: string | null | undefined): Theme =>
  THEMES.includes(value as Theme) ? (value as Theme) : 'system';

export type ThemeInput = z.output<typeof themeInput>;

/** Saves the person's theme; returns the user. */
export async function setTheme(db: Db, userId: string, { theme }: ThemeInput) {
  return db.user.update({ where: { id: userId }, data: { theme } });
}
