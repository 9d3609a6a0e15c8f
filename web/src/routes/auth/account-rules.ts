/**
 * docs/product.md §5 validation, checked in the browser before the server checks it again. Which
 * usernames are reserved only the server knows (one list, api/src/auth/reserved-usernames.ts): the
 * sign-up form asks it as you type (checkUsername), and a save answers with the same message.
 */
import { t } from '@lingui/core/macro';
import { fieldMessages, type RefusalKey } from '../../relay/field-error';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | undefined {
  return EMAIL.test(email.trim()) ? undefined : t`Invalid email format`;
}

export function passwordError(password: string): string | undefined {
  return password.length >= 8 ? undefined : t`Password must be at least 8 characters`;
}

export function usernameError(username: string): string | undefined {
  if (username.length < 3) return t`Username must be at least 3 characters`;
  if (username.length > 20) return t`Username cannot be more than 20 characters`;
  if (!/^[a-z0-9-]+$/.test(username)) return t`Username can only contain lowercase letters, numbers, and hyphens`;
  if (username.startsWith('-') || username.endsWith('-')) return t`Username cannot start or end with a hyphen`;
  return undefined;
}

export type FieldErrors<K extends string> = Partial<Record<K | 'form', string>>;

/**
 * The errors without `field`'s once the value just typed there passes its rule (`verdict` is the
 * rule's answer): a message goes as soon as its field is fixed, one still true waits for the next
 * submit. The same object when nothing goes, so nothing re-renders.
 */
export function withoutFixed<K extends string>(
  errors: FieldErrors<K>,
  field: K,
  verdict: string | undefined,
): FieldErrors<K> {
  if (!errors[field] || verdict) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}

/** The server's refusal as this form's errors: a message at a field the form does not have is for the whole form. */
export function fieldErrorsOf<K extends string>(
  refusal: RefusalKey | null | undefined,
  fields: readonly K[],
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const e of refusal ? fieldMessages(refusal) : []) {
    const field = (fields as readonly string[]).includes(e.field) ? (e.field as K) : 'form';
    errors[field] ??= e.message;
  }
  return errors;
}
