/**
 * The account in the person's hands: its theme (auth/theme.ts), its language (auth/locale.ts), its e-mail (auth/email-change.ts)
 * and its deletion (auth/delete-account.ts). The e-mail and the deletion are account management,
 * for a browser session only (auth/access.ts); following the mailed link needs no session at all.
 */
import { accountDeletion, deleteAccount, deletionDepsOf } from '../auth/delete-account.js';
import * as emailChange from '../auth/email-change.js';
import { localeInput, localeOf, setLocale } from '../auth/locale.js';
import { setTheme, themeInput, themeOf, type Theme } from '../auth/theme.js';
import type { Context } from '../context/context.js';
import { NotFoundError, RateLimitedError, ValidationError } from '../errors/domain-errors.js';
import { parseInput } from '../errors/parse-input.js';
import { builder } from './builder.js';
import { UserRef } from './user.js';
import { sayIn } from '../words/say-in.js';

/** Signed in, and not with an access token. */
const ACCOUNT = { $all: { signedIn: true, manageAccount: true } } as const;

const ThemeRef = builder.enumType('Theme', {
  description: 'How Duet looks: light, dark, or as the device prefers (system).',
  values: {
    light: { description: 'Light, whatever the device prefers.' },
    dark: { description: 'Dark, whatever the device prefers.' },
    system: { description: 'Light or dark as the device prefers (the default).' },
  } satisfies Record<Theme, unknown>,
});

const PendingEmailChangeRef = builder.objectRef<emailChange.PendingEmailChange>('PendingEmailChange').implement({
  description: 'A new e-mail waiting for the link mailed to it: until the link is used, the account keeps its e-mail.',
  fields: (t) => ({
    email: t.exposeString('email', { description: 'The new address the link went to.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When the link stops working.' }),
  }),
});

const EmailChangedRef = builder.objectRef<{ email: string; message: string }>('EmailChanged').implement({
  description: "The mailed link was used: the account's e-mail is now `email`.",
  fields: (t) => ({
    email: t.exposeString('email'),
    message: t.string({ resolve: (e, _args, ctx) => sayIn(ctx.locale, e.message) }),
  }),
});

const AccountDeletedRef = builder.objectRef<{ message: string }>('AccountDeleted').implement({
  description: 'The account and everything in it are gone; the session that asked is signed out.',
  fields: (t) => ({ message: t.string({ resolve: (e, _args, ctx) => sayIn(ctx.locale, e.message) }) }),
});

builder.objectFields(UserRef, (t) => ({
  theme: t.field({
    type: ThemeRef,
    description: 'The theme the person chose (the web app also keeps it on each device).',
    authScopes: (user) => ({ self: user.id }),
    resolve: (user) => themeOf(user.theme),
  }),
  locale: t.string({
    nullable: true,
    description:
      "The language the person chose for Duet (a tag: en, de, es, fr, pt-BR, ja, ar), or null to follow the browser's. " +
      'Their e-mails and the offline brain speak it; their model is told it.',
    authScopes: (user) => ({ self: user.id }),
    resolve: (user) => localeOf(user.locale),
  }),
  pendingEmailChange: t.field({
    type: PendingEmailChangeRef,
    nullable: true,
    description: 'A change of e-mail waiting for its link, or null.',
    authScopes: (user) => ({ $all: { self: user.id, manageAccount: true } }),
    resolve: (user, _args, ctx) => emailChange.pendingEmailChange(ctx.services.accounts, user.id),
  }),
}));

const viewerRow = (ctx: Context) => ctx.db.user.findUniqueOrThrow({ where: { id: ctx.viewer!.id } });

builder.mutationFields((t) => ({
  updateTheme: t.field({
    type: UserRef,
    description: 'Saves the theme for the account.',
    authScopes: { signedIn: true },
    args: { theme: t.arg({ type: ThemeRef, required: true }) },
    resolve: (_root, args, ctx) => setTheme(ctx.db, ctx.viewer!.id, parseInput(themeInput, args)),
  }),
  updateLocale: t.field({
    type: UserRef,
    description:
      "Saves the account's language: a tag Duet speaks (en, de, es, fr, pt-BR, ja, ar), or null to follow the browser's. " +
      'Any other tag is refused (ValidationError) and nothing changes.',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError], directResult: true },
    args: { locale: t.arg.string() },
    // Left out, as null: follow the browser.
    resolve: (_root, args, ctx) =>
      setLocale(ctx.db, ctx.viewer!.id, parseInput(localeInput, { locale: args.locale ?? null })),
  }),
  requestEmailChange: t.field({
    type: UserRef,
    description:
      'Asks to change the e-mail to `email`: a single-use link (24 hours) goes to it and the current address is told. ' +
      'Nothing changes until the link is used (confirmEmailChange). `password` may be left out within ten minutes of signing in.',
    authScopes: ACCOUNT,
    errors: { types: [ValidationError, RateLimitedError], directResult: true },
    args: { email: t.arg.string({ required: true }), password: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(emailChange.emailChangeRequest, args);
      await emailChange.requestEmailChange(ctx.services.accounts, ctx.viewer!, ctx.session, input, ctx.locale);
      return viewerRow(ctx);
    },
  }),
  resendEmailChange: t.field({
    type: UserRef,
    description: 'Mails the waiting change a new link (the previous one stops working).',
    authScopes: ACCOUNT,
    errors: { types: [NotFoundError, RateLimitedError], directResult: true },
    resolve: async (_root, _args, ctx) => {
      await emailChange.resendEmailChange(ctx.services.accounts, ctx.viewer!, ctx.locale);
      return viewerRow(ctx);
    },
  }),
  cancelEmailChange: t.field({
    type: UserRef,
    description: 'Drops the waiting change: its link stops working. The e-mail stays as it is.',
    authScopes: ACCOUNT,
    resolve: async (_root, _args, ctx) => {
      await emailChange.cancelEmailChange(ctx.services.accounts, ctx.viewer!.id);
      return viewerRow(ctx);
    },
  }),
  confirmEmailChange: t.field({
    // The link is the proof (it reached the new inbox): no session, and no token's scope, is asked.
    skipTypeScopes: true,
    type: EmailChangedRef,
    description: 'Follows the link mailed by requestEmailChange (its token): the e-mail changes, once.',
    errors: { types: [ValidationError], directResult: true },
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      emailChange.confirmEmailChange(ctx.services.accounts, parseInput(emailChange.emailChangeLink, args), ctx.locale),
  }),
  deleteAccount: t.field({
    type: AccountDeletedRef,
    description:
      'Deletes the account and everything in it, for good: conversations, memories, the public page and twin, ' +
      'shares, files, sessions and tokens. Confirmed by `password` (it may be left out within ten minutes of signing in). ' +
      "The instance's last admin is refused while other accounts exist.",
    authScopes: ACCOUNT,
    errors: { types: [ValidationError, RateLimitedError], directResult: true },
    args: { password: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(accountDeletion, args);
      const done = await deleteAccount(deletionDepsOf(ctx.services), ctx.viewer!, ctx.session, input);
      ctx.cookies.clearSession();
      ctx.viewer = null;
      ctx.session = null;
      return { message: done.message };
    },
  }),
}));
