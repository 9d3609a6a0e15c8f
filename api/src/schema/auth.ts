/** Accounts and sessions: register, login, logout, refresh, checks, password reset. */
import { z } from 'zod';
import * as accounts from '../auth/accounts.js';
import { emailRule, loginInput, registerInput, resetPasswordInput } from '../auth/rules.js';
import { rotateSession, deleteSession } from '../auth/sessions.js';
import { linkInput, SignInLinkSent, signInWithLink } from '../auth/sign-in-links.js';
import type { Context } from '../context/context.js';
import { AuthError, RateLimitedError, ValidationError } from '../errors/domain-errors.js';
import { parseInput } from '../errors/parse-input.js';
import { builder } from './builder.js';
import { UserRef } from './user.js';
import { sayIn } from '../words/say-in.js';

interface AuthPayloadShape {
  user: accounts.SignedIn['user'];
  token: string;
  expiresAt: Date;
}

const AuthPayload = builder.objectRef<AuthPayloadShape>('AuthPayload').implement({
  description:
    'A new session. The session cookie is set on the response; `token` is the same secret for Authorization: Bearer.',
  fields: (t) => ({
    user: t.field({ type: UserRef, resolve: (p) => p.user }),
    token: t.exposeString('token'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

const MessagePayload = builder.objectRef<{ message: string }>('MessagePayload').implement({
  fields: (t) => ({ message: t.string({ resolve: (e, _args, ctx) => sayIn(ctx.locale, e.message) }) }),
});

const Availability = builder.objectRef<accounts.Availability & { value: string }>('Availability').implement({
  description: 'Whether a username or e-mail can be used; `message` says why not.',
  fields: (t) => ({
    value: t.exposeString('value'),
    available: t.exposeBoolean('available'),
    message: t.string({
      nullable: true,
      resolve: (e, _args, ctx) => (e.message == null ? null : sayIn(ctx.locale, e.message)),
    }),
  }),
});

const RegisterInput = builder
  .inputType('RegisterInput', {
    fields: (t) => ({
      email: t.string({ required: true }),
      password: t.string({ required: true }),
      username: t.string({ required: true }),
      displayName: t.string(),
      timezone: t.string(),
      about: t.string(),
      invitation: t.string({ description: 'The token of an invitation link, when sign-up is by invitation.' }),
    }),
  })
  .validate(registerInput);

const LoginInput = builder
  .inputType('LoginInput', {
    fields: (t) => ({
      email: t.string({ required: true }),
      password: t.string({ required: true }),
    }),
  })
  .validate(loginInput);

const ResetPasswordInput = builder
  .inputType('ResetPasswordInput', {
    fields: (t) => ({
      token: t.string({ required: true }),
      password: t.string({ required: true }),
    }),
  })
  .validate(resetPasswordInput);

builder.objectType(SignInLinkSent, {
  name: 'SignInLinkSent',
  description:
    'Not signed in: too many sign-ins to this account came from new devices, so the password was not checked ' +
    'and a single-use sign-in link was mailed instead (signInWithLink). The same answer whether the account exists or not.',
  fields: (t) => ({ message: t.string({ resolve: (e, _args, ctx) => sayIn(ctx.locale, e.message) }) }),
});

/** Sets the cookies (and marks the browser known); the rest of this request sees the new user as the viewer. */
function signIn(ctx: Context, signed: Omit<accounts.SignedIn, 'deviceToken'> & { deviceToken?: string }) {
  ctx.cookies.setSession(signed.token, signed.session.expiresAt);
  if (signed.deviceToken) ctx.cookies.setDevice(signed.deviceToken);
  ctx.viewer = signed.user;
  ctx.session = signed.session;
}

const asPayload = (s: Omit<accounts.SignedIn, 'deviceToken'>): AuthPayloadShape => ({
  user: s.user,
  token: s.token,
  expiresAt: s.session.expiresAt,
});

/**
 * Signing in, up and out, and resetting a password act for nobody yet (or end the credential
 * itself): a read-only token that comes with them is not asked for more (auth/access.ts).
 */
const SIGN_IN_FLOW = { skipTypeScopes: true } as const;

builder.objectType(accounts.SignUpPending, {
  name: 'SignUpPending',
  description: "Signed up where new accounts wait for the admin's approval: no session until then (mailed).",
  fields: (t) => ({
    message: t.string({ resolve: (e, _args, ctx) => sayIn(ctx.locale, e.message) }),
    email: t.exposeString('email'),
  }),
});

builder.mutationFields((t) => ({
  register: t.errorUnionField({
    ...SIGN_IN_FLOW,
    // A session, or an account that waits for approval, or a refusal (sign-up closed, invitation only…).
    types: [AuthPayload, accounts.SignUpPending, ValidationError, RateLimitedError],
    union: {
      name: 'MutationRegisterResult',
      resolveType: (value) => (value instanceof accounts.SignUpPending ? 'SignUpPending' : 'AuthPayload'),
    },
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const signed = await accounts.register(ctx.services.accounts, parseInput(registerInput, input), ctx.client);
      if (signed instanceof accounts.SignUpPending) return signed;
      signIn(ctx, signed);
      return asPayload(signed);
    },
  }),
  login: t.errorUnionField({
    ...SIGN_IN_FLOW,
    // A session, or a mailed sign-in link instead (not a failure), or a refusal.
    types: [AuthPayload, SignInLinkSent, ValidationError, RateLimitedError],
    union: {
      name: 'MutationLoginResult',
      resolveType: (value) => (value instanceof SignInLinkSent ? 'SignInLinkSent' : 'AuthPayload'),
    },
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const signed = await accounts.login(ctx.services.accounts, parseInput(loginInput, input), ctx.client);
      if (signed instanceof SignInLinkSent) return signed;
      signIn(ctx, signed);
      return asPayload(signed);
    },
  }),
  signInWithLink: t.field({
    ...SIGN_IN_FLOW,
    type: AuthPayload,
    description:
      'Signs in with the single-use link mailed after SignInLinkSent (its token); the browser is known from then on.',
    errors: { types: [ValidationError, RateLimitedError], directResult: true },
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const signed = await signInWithLink(ctx.services.accounts, parseInput(linkInput, args), ctx.client);
      signIn(ctx, signed);
      return asPayload(signed);
    },
  }),
  logout: t.field({
    type: MessagePayload,
    description: 'Ends the current session (and clears the cookie). Succeeds when signed out too.',
    ...SIGN_IN_FLOW,
    resolve: async (_root, _args, ctx) => {
      if (ctx.session) await deleteSession(ctx.services.sessions, ctx.session.id);
      ctx.cookies.clearSession();
      return { message: 'Logged out' };
    },
  }),
  refreshSession: t.field({
    type: AuthPayload,
    description: 'Rotates the session token: the old one stops working. Not for an access token.',
    authScopes: { manageAccount: true },
    errors: { types: [AuthError], directResult: true },
    resolve: async (_root, _args, ctx) => {
      if (!ctx.session || !ctx.viewer) throw ctx.authError ?? new AuthError('Not authenticated');
      const rotated = await rotateSession(ctx.services.sessions, ctx.session.id);
      signIn(ctx, { ...rotated, user: ctx.viewer });
      return { user: ctx.viewer, token: rotated.token, expiresAt: rotated.session.expiresAt };
    },
  }),
  checkUsername: t.field({
    ...SIGN_IN_FLOW,
    type: Availability,
    errors: { types: [ValidationError, RateLimitedError], directResult: true },
    args: { username: t.arg.string({ required: true }) },
    resolve: async (_root, { username }, ctx) => {
      const r = await accounts.checkUsername(
        ctx.services.accounts,
        parseInput(accounts.usernameCheck, { username }),
        ctx.client,
      );
      return { ...r, value: r.username };
    },
  }),
  checkEmail: t.field({
    ...SIGN_IN_FLOW,
    type: Availability,
    errors: { types: [ValidationError, RateLimitedError], directResult: true },
    args: { email: t.arg.string({ required: true, validate: emailRule }) },
    resolve: async (_root, { email }, ctx) => {
      const r = await accounts.checkEmail(
        ctx.services.accounts,
        parseInput(accounts.emailInput, { email }),
        ctx.client,
      );
      return { ...r, value: r.email };
    },
  }),
  requestPasswordReset: t.field({
    ...SIGN_IN_FLOW,
    type: MessagePayload,
    description: 'Mails a one-hour, single-use reset link. Same answer for unknown e-mails.',
    errors: { types: [ValidationError, RateLimitedError], directResult: true },
    args: { email: t.arg.string({ required: true, validate: z.string().pipe(emailRule) }) },
    resolve: (_root, { email }, ctx) =>
      accounts.requestPasswordReset(ctx.services.accounts, parseInput(accounts.emailInput, { email }), ctx.client),
  }),
  resetPassword: t.field({
    ...SIGN_IN_FLOW,
    type: MessagePayload,
    errors: { types: [ValidationError], directResult: true },
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      accounts.resetPassword(ctx.services.accounts, parseInput(resetPasswordInput, input)),
  }),
}));
