/**
 * Account settings (auth/account-settings.ts): password, devices and access tokens. Account
 * management, for a browser session only: an access token is refused (auth/access.ts).
 */
import type { Session } from '../db/generated/sqlite/client.js';
import { tokenScopeOf, type TokenScope } from '../auth/access.js';
import * as settings from '../auth/account-settings.js';
import { NotFoundError, RateLimitedError, ValidationError } from '../errors/domain-errors.js';
import { parseInput } from '../errors/parse-input.js';
import { resolveArrayConnection } from '@pothos/plugin-relay';
import type { Context } from '../context/context.js';
import { builder } from './builder.js';
import { DeletedRef } from './errors.js';
import { UserRef } from './user.js';
import { sayIn } from '../words/say-in.js';

/** Signed in, and not with an access token. */
const ACCOUNT = { $all: { signedIn: true, manageAccount: true } } as const;

const TokenScopeRef = builder.enumType('TokenScope', {
  description: 'What a personal access token may do. Only a browser session manages the account.',
  values: {
    data: {
      description:
        'Full use of your data (chats, memories, profile, twin, imports and exports), but not your account: access tokens, devices, password, e-mail.',
    },
    read: { description: 'Read only: it reads your data and changes nothing.' },
  } satisfies Record<TokenScope, unknown>,
});

const SessionRef = builder.objectRef<Session & { current: boolean }>('DeviceSession').implement({
  description: 'A signed-in device, or a personal access token.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: 'session or token' }),
    scope: t.field({
      type: TokenScopeRef,
      nullable: true,
      description: 'What a token may do; null for a signed-in device, which can do everything.',
      resolve: (s) => tokenScopeOf(s),
    }),
    name: t.exposeString('name', { nullable: true }),
    userAgent: t.exposeString('userAgent', { nullable: true }),
    ip: t.exposeString('ip', { nullable: true }),
    current: t.exposeBoolean('current'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

const PasswordChanged = builder
  .objectRef<{ message: string; endedSessions: number; endedSessionIds?: string[] }>('PasswordChanged')
  .implement({
    fields: (t) => ({
      message: t.string({ resolve: (e, _args, ctx) => sayIn(ctx.locale, e.message) }),
      endedSessions: t.exposeInt('endedSessions'),
      endedSessionIds: t.idList({
        description: 'The devices signed out (signOutOtherSessions; empty after a password change).',
        resolve: (r) => r.endedSessionIds ?? [],
      }),
    }),
  });

const AccessToken = builder.objectRef<{ token: string; session: Session }>('AccessToken').implement({
  fields: (t) => ({
    token: t.exposeString('token', { description: 'Shown once: use it as Authorization: Bearer <token>.' }),
    session: t.field({ type: SessionRef, resolve: (a) => ({ ...a.session, current: false }) }),
  }),
});

const SessionKind = builder.enumType('SessionKind', {
  values: { session: { description: 'A signed-in device.' }, token: { description: 'A personal access token.' } },
});

async function sessionsOf(ctx: Context, userId: string, kind?: 'session' | 'token' | null) {
  const rows = await settings.listSessions(ctx.db, userId, kind ?? undefined);
  return rows.map((s) => ({ ...s, current: s.id === ctx.session?.id }));
}

builder.objectFields(UserRef, (t) => ({
  sessions: t.field({
    type: [SessionRef],
    deprecationReason: 'Use sessionsConnection: the same devices and tokens as a Relay connection.',
    authScopes: (user) => ({ $all: { self: user.id, manageAccount: true } }),
    resolve: (user, _args, ctx) => sessionsOf(ctx, user.id),
  }),
  sessionsConnection: t.connection(
    {
      type: SessionRef,
      description: 'Your signed-in devices and personal access tokens, or only one kind.',
      args: { kind: t.arg({ type: SessionKind }) },
      authScopes: (user) => ({ $all: { self: user.id, manageAccount: true } }),
      resolve: async (user, args, ctx) => resolveArrayConnection({ args }, await sessionsOf(ctx, user.id, args.kind)),
    },
    { name: 'DeviceSessionConnection' },
    { name: 'DeviceSessionEdge' },
  ),
}));

builder.mutationFields((t) => ({
  changePassword: t.field({
    type: PasswordChanged,
    description: 'Changes your password, signs out your other devices and ends your access tokens.',
    authScopes: ACCOUNT,
    errors: { types: [ValidationError, RateLimitedError], directResult: true },
    args: { currentPassword: t.arg.string({ required: true }), newPassword: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      settings.changePassword(
        ctx.services.accounts,
        ctx.viewer!.id,
        ctx.session?.id ?? null,
        parseInput(settings.passwordChange, args),
        ctx.client.deviceToken,
      ),
  }),
  signOutOtherSessions: t.field({
    type: PasswordChanged,
    authScopes: ACCOUNT,
    resolve: (_root, _args, ctx) => settings.signOutOtherSessions(ctx.db, ctx.viewer!.id, ctx.session!.id),
  }),
  revokeSession: t.field({
    type: DeletedRef,
    authScopes: ACCOUNT,
    errors: { types: [NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await settings.revokeSession(ctx.db, ctx.viewer!.id, String(id));
      return { id: String(id) };
    },
  }),
  createAccessToken: t.field({
    type: AccessToken,
    authScopes: ACCOUNT,
    errors: { types: [ValidationError], directResult: true },
    args: {
      name: t.arg.string({ required: true }),
      scope: t.arg({ type: TokenScopeRef, description: 'data (the default) or read.' }),
    },
    resolve: (_root, args, ctx) =>
      settings.createAccessToken(ctx.db, ctx.viewer!.id, parseInput(settings.accessTokenInput, args)),
  }),
}));
