/** Account settings (auth/account-settings.ts): password, devices and access tokens. */
import type { Session } from '../db/generated/sqlite/client.js';
import * as settings from '../auth/account-settings.js';
import { NotFoundError, RateLimitedError, ValidationError } from '../errors/domain-errors.js';
import { builder } from './builder.js';
import { DeletedRef } from './errors.js';
import { UserRef } from './user.js';

const SessionRef = builder.objectRef<Session & { current: boolean }>('DeviceSession').implement({
  description: 'A signed-in device, or a personal access token.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: 'session or token' }),
    name: t.exposeString('name', { nullable: true }),
    userAgent: t.exposeString('userAgent', { nullable: true }),
    ip: t.exposeString('ip', { nullable: true }),
    current: t.exposeBoolean('current'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

const PasswordChanged = builder.objectRef<{ message: string; endedSessions: number }>('PasswordChanged').implement({
  fields: (t) => ({ message: t.exposeString('message'), endedSessions: t.exposeInt('endedSessions') }),
});

const AccessToken = builder.objectRef<{ token: string; session: Session }>('AccessToken').implement({
  fields: (t) => ({
    token: t.exposeString('token', { description: 'Shown once: use it as Authorization: Bearer <token>.' }),
    session: t.field({ type: SessionRef, resolve: (a) => ({ ...a.session, current: false }) }),
  }),
});

builder.objectField(UserRef, 'sessions', (t) =>
  t.field({
    type: [SessionRef],
    authScopes: (user) => ({ self: user.id }),
    resolve: async (user, _args, ctx) => {
      const rows = await settings.listSessions(ctx.db, user.id);
      return rows.map((s) => ({ ...s, current: s.id === ctx.session?.id }));
    },
  }),
);

builder.mutationFields((t) => ({
  changePassword: t.field({
    type: PasswordChanged,
    description: 'Changes your password, signs out your other devices and ends your access tokens.',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, RateLimitedError], directResult: true },
    args: { currentPassword: t.arg.string({ required: true }), newPassword: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      settings.changePassword(ctx.services.accounts, ctx.viewer!.id, ctx.session?.id ?? null, args),
  }),
  signOutOtherSessions: t.field({
    type: PasswordChanged,
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => settings.signOutOtherSessions(ctx.db, ctx.viewer!.id, ctx.session!.id),
  }),
  revokeSession: t.field({
    type: DeletedRef,
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await settings.revokeSession(ctx.db, ctx.viewer!.id, String(id));
      return { id: String(id) };
    },
  }),
  createAccessToken: t.field({
    type: AccessToken,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError], directResult: true },
    args: { name: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => settings.createAccessToken(ctx.db, ctx.viewer!.id, args),
  }),
}));
