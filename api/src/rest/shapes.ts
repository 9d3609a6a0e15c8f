/** The JSON shapes of docs/product.md §3 (snake_case) for REST answers, each with its schema (rest/openapi/). */
import { z } from 'zod';
import { LOCALES } from '../../../common/locales.js';
import { localeOf } from '../auth/locale.js';
import { THEMES, themeOf } from '../auth/theme.js';
import type { User } from '../db/generated/sqlite/client.js';
import { isoTime } from '../limits/dates.js';

export const UserJson = z
  .object({
    id: z.string(),
    email: z.string(),
    username: z.string(),
    display_name: z.string().nullable(),
    profile_picture_url: z.string().nullable(),
    is_onboarded: z.boolean(),
    theme: z.enum(THEMES),
    locale: z
      .enum(LOCALES)
      .nullable()
      .meta({ description: "The language the person chose for Duet; null: the browser's." }),
    created_at: isoTime,
    updated_at: isoTime,
  })
  .meta({ id: 'User' });
export type UserJson = z.output<typeof UserJson>;

/** An answer that only says what happened, in words to show. */
export const MessageJson = z.object({ message: z.string() }).meta({ id: 'Message' });

export function userJson(user: User): UserJson {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    display_name: user.displayName,
    profile_picture_url: user.profilePictureUrl,
    is_onboarded: user.isOnboarded,
    theme: themeOf(user.theme),
    locale: localeOf(user.locale),
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}
