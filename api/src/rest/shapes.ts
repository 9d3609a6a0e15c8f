/** The JSON shapes of docs/product.md §3 (snake_case) for REST answers. */
import { themeOf } from '../auth/theme.js';
import type { User } from '../db/generated/sqlite/client.js';

export function userJson(user: User) {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    display_name: user.displayName,
    profile_picture_url: user.profilePictureUrl,
    is_onboarded: user.isOnboarded,
    theme: themeOf(user.theme),
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}
