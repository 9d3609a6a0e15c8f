/**
 * The admin area over GraphQL (api/src/admin/): people, sign-ups that wait, invitations, the
 * sign-up policy and the audit log. For admins only, everyone else is told Not found; changes are
 * for a browser session (an access token is refused). Every admin field carries `extensions.admin`
 * (api/test/authorization.test.ts finds them all). The sign-up page's question is public.
 */
import { listAudit, type AdminActor, type AuditEntry } from '../admin/audit.js';
import * as invitations from '../admin/invitations.js';
import * as people from '../admin/people.js';
import {
  changeSignupPolicy,
  readInstanceSettings,
  SIGNUP_POLICIES,
  signupPolicyInput,
  type InstanceSettings,
} from '../admin/signup-policy.js';
import type { Context } from '../context/context.js';
import type { User } from '../db/generated/sqlite/client.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { parseInput } from '../errors/parse-input.js';
import { builder } from './builder.js';
import { DeletedRef } from './errors.js';

const READ = { admin: true } as const;
const CHANGE = { $all: { admin: true, manageAccount: true } } as const;
const ADMIN = { admin: true };

export const SignupPolicyEnum = builder.enumType('SignupPolicy', {
  values: Object.fromEntries(SIGNUP_POLICIES.map((p) => [p, { value: p }])) as Record<
    (typeof SIGNUP_POLICIES)[number],
    { value: (typeof SIGNUP_POLICIES)[number] }
  >,
});

const PersonStatusEnum = builder.enumType('PersonStatus', {
  values: { active: { value: 'active' }, pending: { value: 'pending' }, disabled: { value: 'disabled' } } as const,
});

const PersonRef = builder.objectRef<User>('AdminPerson').implement({
  description: 'A person with an account, as the admin sees them.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    username: t.exposeString('username'),
    displayName: t.exposeString('displayName', { nullable: true }),
    isAdmin: t.boolean({ resolve: (u) => u.role === 'admin' }),
    status: t.field({ type: PersonStatusEnum, resolve: (u) => u.status as people.PersonStatus }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const InvitationStateEnum = builder.enumType('InvitationState', {
  values: ['active', 'expired', 'used_up', 'revoked'] as const,
});

const InvitationRef = builder.objectRef<invitations.Invitation>('Invitation').implement({
  description: 'An invitation link (its token is shown once, when it is made).',
  fields: (t) => ({
    id: t.exposeID('id'),
    note: t.exposeString('note', { nullable: true }),
    maxUses: t.exposeInt('maxUses'),
    uses: t.exposeInt('uses'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    state: t.field({ type: InvitationStateEnum, resolve: (i) => invitations.invitationState(i) }),
  }),
});

const NewInvitationRef = builder
  .objectRef<{ invitation: invitations.Invitation; link: string }>('NewInvitation')
  .implement({
    fields: (t) => ({
      invitation: t.field({ type: InvitationRef, resolve: (n) => n.invitation }),
      link: t.exposeString('link', { description: 'The link to send; shown this once.' }),
    }),
  });

const AuditEntryRef = builder.objectRef<AuditEntry>('AuditEntry').implement({
  description: 'One admin action: who, what, to whom, when and from where.',
  fields: (t) => ({
    id: t.exposeID('id'),
    actorEmail: t.exposeString('actorEmail'),
    action: t.exposeString('action'),
    targetLabel: t.exposeString('targetLabel', { nullable: true }),
    detail: t.exposeString('detail', { nullable: true }),
    ip: t.exposeString('ip', { nullable: true }),
    userAgent: t.exposeString('userAgent', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const AuditPageRef = builder.objectRef<{ entries: AuditEntry[]; hasMore: boolean }>('AuditLogPage').implement({
  fields: (t) => ({
    entries: t.field({ type: [AuditEntryRef], resolve: (p) => p.entries }),
    hasMore: t.exposeBoolean('hasMore'),
  }),
});

const SignUpOptionsRef = builder
  .objectRef<{ policy: (typeof SIGNUP_POLICIES)[number]; invitationValid: boolean | null }>('SignUpOptions')
  .implement({
    description: 'What the sign-up page needs to know: who may sign up, and whether an invitation link works.',
    fields: (t) => ({
      policy: t.field({ type: SignupPolicyEnum, resolve: (o) => o.policy }),
      invitationValid: t.exposeBoolean('invitationValid', { nullable: true }),
    }),
  });

const SettingsRef = builder.objectRef<InstanceSettings>('InstanceSettings').implement({
  description: 'The settings of this Duet that are not secrets.',
  fields: (t) => ({ signupPolicy: t.field({ type: SignupPolicyEnum, resolve: (s) => s.signupPolicy }) }),
});

const deps = (ctx: Context) => ctx.services.admin;
const actor = (ctx: Context): AdminActor => ({ user: ctx.viewer!, client: ctx.client });

builder.queryFields((t) => ({
  signUpOptions: t.field({
    type: SignUpOptionsRef,
    description: 'Public: the sign-up policy, and (given a token) whether an invitation link works.',
    args: { invitation: t.arg.string() },
    resolve: (_root, args, ctx) => invitations.signUpOptions(ctx.db, ctx.services.config, args.invitation),
  }),
  adminPeople: t.field({
    type: [PersonRef],
    description: 'People, newest first: search by e-mail, username or name; pending are the sign-ups that wait.',
    authScopes: READ,
    extensions: ADMIN,
    args: { query: t.arg.string(), status: t.arg({ type: PersonStatusEnum }), first: t.arg.int() },
    resolve: (_root, args, ctx) =>
      people.listPeople(ctx.db, { query: args.query, status: args.status, first: args.first ?? 50 }),
  }),
  adminInvitations: t.field({
    type: [InvitationRef],
    authScopes: READ,
    extensions: ADMIN,
    resolve: (_root, _args, ctx) => invitations.listInvitations(ctx.db),
  }),
  adminSettings: t.field({
    type: SettingsRef,
    authScopes: READ,
    extensions: ADMIN,
    resolve: (_root, _args, ctx) => readInstanceSettings(ctx.db, ctx.services.config),
  }),
  adminAuditLog: t.field({
    type: AuditPageRef,
    description: 'Every admin action, newest first.',
    authScopes: READ,
    extensions: ADMIN,
    args: { first: t.arg.int(), before: t.arg.id() },
    resolve: (_root, args, ctx) =>
      listAudit(ctx.db, { first: args.first ?? 50, before: args.before ? String(args.before) : null }),
  }),
}));

const personAction = (description: string, run: (d: people.AdminDeps, a: AdminActor, id: string) => Promise<User>) =>
  builder.mutationField(description.split(':')[0]!, (t) =>
    t.field({
      type: PersonRef,
      description: description.split(':')[1]!.trim(),
      authScopes: CHANGE,
      extensions: ADMIN,
      errors: { types: [ValidationError, NotFoundError], directResult: true },
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, { id }, ctx) => run(deps(ctx), actor(ctx), String(id)),
    }),
  );

personAction('adminApprovePerson: Lets a waiting sign-up in; the person is told by mail.', people.approvePerson);
personAction('adminDisablePerson: Signs the person out everywhere; their tokens stop working.', people.disablePerson);
personAction('adminEnablePerson: The person may sign in again.', people.enablePerson);
personAction(
  'adminSendPasswordReset: Mails the person a one-hour link to choose a password.',
  people.sendPasswordReset,
);

builder.mutationFields((t) => ({
  adminSetAdmin: t.field({
    type: PersonRef,
    description: 'Makes or unmakes an admin (never the last one).',
    authScopes: CHANGE,
    extensions: ADMIN,
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }), admin: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => people.setAdmin(deps(ctx), actor(ctx), String(args.id), args.admin),
  }),
  adminDeclinePerson: t.field({
    type: DeletedRef,
    description: 'Refuses a waiting sign-up: the account is removed and the person told by mail.',
    authScopes: CHANGE,
    extensions: ADMIN,
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => people.declinePerson(deps(ctx), actor(ctx), String(id)),
  }),
  adminDeletePerson: t.field({
    type: DeletedRef,
    description: 'Deletes the person and everything theirs (conversations, memories, files, twin).',
    authScopes: CHANGE,
    extensions: ADMIN,
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => people.deletePerson(deps(ctx), actor(ctx), String(id)),
  }),
  adminCreateInvitation: t.field({
    type: NewInvitationRef,
    authScopes: CHANGE,
    extensions: ADMIN,
    errors: { types: [ValidationError], directResult: true },
    args: { maxUses: t.arg.int(), expiresInDays: t.arg.int(), note: t.arg.string() },
    resolve: (_root, args, ctx) =>
      invitations.createInvitation(
        deps(ctx),
        actor(ctx),
        // Left out or null: the default uses and days.
        parseInput(invitations.invitationInput, {
          maxUses: args.maxUses ?? undefined,
          expiresInDays: args.expiresInDays ?? undefined,
          note: args.note,
        }),
      ),
  }),
  adminRevokeInvitation: t.field({
    type: InvitationRef,
    authScopes: CHANGE,
    extensions: ADMIN,
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => invitations.revokeInvitation(ctx.db, actor(ctx), String(id)),
  }),
  adminUpdateSettings: t.field({
    type: SettingsRef,
    description: 'Changes the instance settings (who may sign up).',
    authScopes: CHANGE,
    extensions: ADMIN,
    errors: { types: [ValidationError], directResult: true },
    args: { signupPolicy: t.arg({ type: SignupPolicyEnum, required: true }) },
    resolve: (_root, args, ctx) =>
      changeSignupPolicy(
        ctx.db,
        ctx.services.config,
        actor(ctx),
        parseInput(signupPolicyInput, args, { snakeCaseFields: true }),
      ),
  }),
}));
