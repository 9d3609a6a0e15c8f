/**
 * The validation rules and messages of docs/product.md §5, verbatim, as zod schemas
 * shared by GraphQL inputs and REST adapters.
 */
import { z } from 'zod';
import { isReservedUsername } from './reserved-usernames.js';
import { said } from '../words/said.js';

export const MESSAGES = {
  invalidEmail: said(/*i18n*/ { id: 'error.auth.invalid-email', message: 'Invalid email format' }),
  passwordTooShort: said(
    /*i18n*/ {
      id: 'error.auth.password-too-short',
      message: 'Password must be at least 8 characters',
    },
  ),
  passwordRequired: said(/*i18n*/ { id: 'error.auth.password-required', message: 'Password is required' }),
  passwordTooLong: said(
    /*i18n*/ {
      id: 'error.auth.password-too-long',
      message: 'Password cannot be more than 256 characters',
    },
  ),
  usernameTooShort: said(
    /*i18n*/ {
      id: 'error.auth.username-too-short',
      message: 'Username must be at least 3 characters',
    },
  ),
  usernameTooLong: said(
    /*i18n*/ {
      id: 'error.auth.username-too-long',
      message: 'Username cannot be more than 20 characters',
    },
  ),
  usernameCharset: said(
    /*i18n*/ {
      id: 'error.auth.username-charset',
      message: 'Username can only contain lowercase letters, numbers, and hyphens',
    },
  ),
  usernameHyphen: said(
    /*i18n*/ {
      id: 'error.auth.username-hyphen',
      message: 'Username cannot start or end with a hyphen',
    },
  ),
  usernameUnavailable: said(
    /*i18n*/ {
      id: 'error.auth.username-unavailable',
      message: 'This username is not available',
    },
  ),
  emailTaken: said(/*i18n*/ { id: 'error.auth.email-taken', message: 'An account with this email already exists' }),
  invalidCredentials: said(/*i18n*/ { id: 'error.auth.invalid-credentials', message: 'Invalid email or password' }),
  resetTokenInvalid: said(
    /*i18n*/ {
      id: 'error.auth.reset-link-invalid',
      message: 'This reset link is invalid or has expired',
    },
  ),
  displayNameTooLong: said(
    /*i18n*/ {
      id: 'error.auth.display-name-too-long',
      message: 'Display name cannot be more than 80 characters',
    },
  ),
  /** `name`: a field's name as the person reads it (FIELD_NAMES, marked too). */
  fieldTooLong: (name: string, max: number) =>
    said(
      /*i18n*/ { id: 'error.auth.field-too-long', message: '{name} cannot be more than {max} characters' },
      {
        name,
        max,
      },
    ),
} as const;

/** The fields of an account as their rules name them (MESSAGES.fieldTooLong). */
export const FIELD_NAMES = {
  displayName: said(/*i18n*/ { id: 'error.auth.field-display-name', message: 'Display name' }),
  timezone: said(/*i18n*/ { id: 'error.auth.field-timezone', message: 'Timezone' }),
  about: said(/*i18n*/ { id: 'error.auth.field-about', message: 'About' }),
} as const;

/** Password sign-in and sign-up refused on a server set to single sign-on only (OIDC_ONLY). */
export const ssoOnlyMessage = (provider: string) =>
  said(
    /*i18n*/ {
      id: 'error.auth.sso-only',
      message: 'This server signs people in with {provider} only. Use "Continue with {provider}".',
    },
    { provider },
  );

const EMAIL_MAX = 254;

export const emailRule = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .max(EMAIL_MAX, MESSAGES.invalidEmail)
  .pipe(z.email({ error: MESSAGES.invalidEmail }))
  .transform((v) => v.toLowerCase());

export const newPasswordRule = z
  .string({ error: MESSAGES.passwordTooShort })
  .min(8, MESSAGES.passwordTooShort)
  .max(256, MESSAGES.passwordTooLong);

export const loginPasswordRule = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .max(256, MESSAGES.passwordTooLong);

/**
 * Username as typed. The first failing rule is the message: length, then
 * reserved words (case-insensitive, so 'Admin' is 'not available'), then
 * charset, then hyphens.
 */
export const usernameRule = z
  .string({ error: MESSAGES.usernameTooShort })
  .min(3, MESSAGES.usernameTooShort)
  .max(20, MESSAGES.usernameTooLong)
  .refine((v) => !isReservedUsername(v), MESSAGES.usernameUnavailable)
  .regex(/^[a-z0-9-]+$/, MESSAGES.usernameCharset)
  .refine((v) => !v.startsWith('-') && !v.endsWith('-'), MESSAGES.usernameHyphen);

const optionalText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .max(max, MESSAGES.fieldTooLong(name, max))
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()));

export const registerInput = z.object({
  email: emailRule,
  password: newPasswordRule,
  username: usernameRule,
  displayName: optionalText(FIELD_NAMES.displayName, 80),
  timezone: optionalText(FIELD_NAMES.timezone, 64),
  about: optionalText(FIELD_NAMES.about, 2000),
  /** The invitation link's token, when sign-up is by invitation (api/src/admin/invitations.ts). */
  invitation: z.string().max(200).nullish(),
});
export type RegisterInput = z.output<typeof registerInput>;

export const loginInput = z.object({ email: emailRule, password: loginPasswordRule });
export type LoginInput = z.output<typeof loginInput>;

export const resetPasswordInput = z.object({
  token: z
    .string({ error: MESSAGES.resetTokenInvalid })
    .min(1, MESSAGES.resetTokenInvalid)
    .max(200, MESSAGES.resetTokenInvalid),
  password: newPasswordRule,
});
export type ResetPasswordInput = z.output<typeof resetPasswordInput>;
