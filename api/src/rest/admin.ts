/**
 * The admin area over REST, /api/v1/admin/… (api/src/admin/): people, sign-ups that wait,
 * invitations, the instance settings and the audit log; the MCP servers for everyone are in
 * rest/admin-tools.ts. To anyone but an admin the routes do not exist (404); changes are for a
 * browser session (an access token is refused: 403). The sign-up page's question,
 * GET /api/v1/auth/sign-up-options, is public (rest/auth.ts).
 */
import { z } from 'zod';
import { listAudit, type AdminActor, type AuditEntry } from '../admin/audit.js';
import * as invitations from '../admin/invitations.js';
import * as people from '../admin/people.js';
import {
  changeSignupPolicy,
  readInstanceSettings,
  SIGNUP_POLICIES,
  signupPolicyInput,
} from '../admin/signup-policy.js';
import type { User } from '../db/generated/sqlite/client.js';
import { ValidationError } from '../errors/domain-errors.js';
import { parseInput } from '../errors/parse-input.js';
import { isoTime } from '../limits/dates.js';
import { adminOnly, manageAccount } from './access.js';
import { readJsonObject } from './http-json.js';
import { describer } from './openapi/describe.js';
import { snakeBody } from './wire-input.js';
import { restRouter, type RestEnv } from './router.js';

type Ctx = RestEnv['Variables']['ctx'];

const PersonJson = z
  .object({
    id: z.string(),
    email: z.string(),
    username: z.string(),
    display_name: z.string().nullable(),
    is_admin: z.boolean(),
    status: z.enum(['active', 'pending', 'disabled']),
    created_at: isoTime,
  })
  .meta({ id: 'Person' });

export const personJson = (u: User): z.output<typeof PersonJson> => ({
  id: u.id,
  email: u.email,
  username: u.username,
  display_name: u.displayName,
  is_admin: u.role === 'admin',
  status: u.status as people.PersonStatus,
  created_at: u.createdAt.toISOString(),
});

const InvitationJson = z
  .object({
    id: z.string(),
    note: z.string().nullable(),
    max_uses: z.number().int(),
    uses: z.number().int(),
    expires_at: isoTime,
    created_at: isoTime,
    state: z.enum(['active', 'expired', 'used_up', 'revoked']),
  })
  .meta({ id: 'Invitation' });

const invitationJson = (i: invitations.Invitation): z.output<typeof InvitationJson> => ({
  id: i.id,
  note: i.note,
  max_uses: i.maxUses,
  uses: i.uses,
  expires_at: i.expiresAt.toISOString(),
  created_at: i.createdAt.toISOString(),
  state: invitations.invitationState(i),
});

const AuditJson = z
  .object({
    id: z.string(),
    actor_email: z.string(),
    action: z.string(),
    target_label: z.string().nullable(),
    detail: z.string().nullable(),
    ip: z.string().nullable(),
    user_agent: z.string().nullable(),
    created_at: isoTime,
  })
  .meta({ id: 'AuditEntry' });

const auditJson = (e: AuditEntry): z.output<typeof AuditJson> => ({
  id: e.id,
  actor_email: e.actorEmail,
  action: e.action,
  target_label: e.targetLabel,
  detail: e.detail,
  ip: e.ip,
  user_agent: e.userAgent,
  created_at: e.createdAt.toISOString(),
});

const SettingsJson = z.object({ signup_policy: z.enum(SIGNUP_POLICIES) });
const Gone = z.object({ id: z.string() });

export const adminActorOf = (ctx: Ctx): AdminActor => ({ user: ctx.viewer!, client: ctx.client });
const STATUSES = new Set(['active', 'pending', 'disabled']);
export const adminRoutes = restRouter();
adminRoutes.use('*', adminOnly);
adminRoutes.on(['POST', 'PATCH', 'PUT', 'DELETE'], '*', manageAccount);
const describe = describer('Admin');

adminRoutes.get(
  '/people',
  describe({
    summary: 'People',
    description: '`query` finds by e-mail, username or name; `limit` 50 by default.',
    access: 'admin',
    query: z.object({
      query: z.string().optional(),
      status: z.enum(['active', 'pending', 'disabled']).optional(),
      limit: z.string().optional(),
    }),
    responses: { 200: z.object({ people: z.array(PersonJson) }) },
    errors: [400],
  }),
  async (c) => {
    const status = c.req.query('status');
    if (status && !STATUSES.has(status)) throw ValidationError.of('status', 'Status is active, pending or disabled');
    const limit = Number(c.req.query('limit') ?? 50);
    const found = await people.listPeople(c.var.ctx.db, {
      query: c.req.query('query'),
      status: (status as people.PersonStatus | undefined) ?? null,
      first: Number.isFinite(limit) ? limit : 50,
    });
    return c.json({ people: found.map(personJson) });
  },
);

const PERSON_ACTIONS = {
  approve: [people.approvePerson, 'Let a sign-up that waits in'],
  disable: [people.disablePerson, 'Disable a person: their sessions end'],
  enable: [people.enablePerson, 'Enable a disabled person'],
  'password-reset': [people.sendPasswordReset, 'Mail a person a link to choose a new password'],
} as const;

for (const [action, [run, summary]] of Object.entries(PERSON_ACTIONS)) {
  adminRoutes.post(
    `/people/:id/${action}`,
    describe({ summary, access: 'admin', responses: { 200: PersonJson }, errors: [400] }),
    async (c) => {
      const ctx = c.var.ctx;
      return c.json(personJson(await run(ctx.services.admin, adminActorOf(ctx), c.req.param('id'))));
    },
  );
}

adminRoutes.post(
  '/people/:id/decline',
  describe({
    summary: 'Decline a sign-up that waits: the account is erased',
    access: 'admin',
    responses: { 200: Gone },
    errors: [400],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const gone: z.output<typeof Gone> = await people.declinePerson(
      ctx.services.admin,
      adminActorOf(ctx),
      c.req.param('id'),
    );
    return c.json(gone);
  },
);

const adminBody = z.object({ admin: z.boolean({ error: 'Say true or false' }) });

adminRoutes.put(
  '/people/:id/admin',
  describe({
    summary: 'Make a person an admin, or not',
    description: 'Never the last admin.',
    access: 'admin',
    body: adminBody,
    responses: { 200: PersonJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const { admin } = parseInput(adminBody, await readJsonObject(c));
    return c.json(personJson(await people.setAdmin(ctx.services.admin, adminActorOf(ctx), c.req.param('id'), admin)));
  },
);

adminRoutes.delete(
  '/people/:id',
  describe({
    summary: 'Delete a person and everything of theirs',
    description: 'Never yourself, nor the last admin (400).',
    access: 'admin',
    responses: { 200: Gone },
    errors: [400],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const gone: z.output<typeof Gone> = await people.deletePerson(
      ctx.services.admin,
      adminActorOf(ctx),
      c.req.param('id'),
    );
    return c.json(gone);
  },
);

adminRoutes.get(
  '/invitations',
  describe({
    summary: 'Invitations',
    access: 'admin',
    responses: { 200: z.object({ invitations: z.array(InvitationJson) }) },
  }),
  async (c) => c.json({ invitations: (await invitations.listInvitations(c.var.ctx.db)).map(invitationJson) }),
);

const invitationBody = snakeBody(invitations.invitationInput);

adminRoutes.post(
  '/invitations',
  describe({
    summary: 'Make an invitation link',
    description: 'The link is shown once: Duet keeps only its hash.',
    access: 'admin',
    body: invitationBody,
    responses: { 201: z.object({ invitation: InvitationJson, link: z.string() }) },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const input = parseInput(invitationBody, await readJsonObject(c));
    const made = await invitations.createInvitation(ctx.services.admin, adminActorOf(ctx), input);
    return c.json({ invitation: invitationJson(made.invitation), link: made.link }, 201);
  },
);

adminRoutes.delete(
  '/invitations/:id',
  describe({ summary: 'Withdraw an invitation', access: 'admin', responses: { 200: InvitationJson } }),
  async (c) => {
    const ctx = c.var.ctx;
    return c.json(invitationJson(await invitations.revokeInvitation(ctx.db, adminActorOf(ctx), c.req.param('id'))));
  },
);

adminRoutes.get(
  '/settings',
  describe({ summary: 'Who may sign up', access: 'admin', responses: { 200: SettingsJson } }),
  async (c) => {
    const ctx = c.var.ctx;
    const s = await readInstanceSettings(ctx.db, ctx.services.config);
    return c.json({ signup_policy: s.signupPolicy } satisfies z.output<typeof SettingsJson>);
  },
);

const settingsBody = snakeBody(signupPolicyInput);

adminRoutes.patch(
  '/settings',
  describe({
    summary: 'Choose who may sign up',
    access: 'admin',
    body: settingsBody,
    responses: { 200: SettingsJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const input = parseInput(settingsBody, await readJsonObject(c));
    const s = await changeSignupPolicy(ctx.db, ctx.services.config, adminActorOf(ctx), input);
    return c.json({ signup_policy: s.signupPolicy } satisfies z.output<typeof SettingsJson>);
  },
);

adminRoutes.get(
  '/audit',
  describe({
    summary: 'The audit log, newest first',
    description: '`limit` 50 by default; `before`: the id of the last entry of the page before.',
    access: 'admin',
    query: z.object({ limit: z.string().optional(), before: z.string().optional() }),
    responses: { 200: z.object({ entries: z.array(AuditJson), has_more: z.boolean() }) },
  }),
  async (c) => {
    const limit = Number(c.req.query('limit') ?? 50);
    const page = await listAudit(c.var.ctx.db, {
      first: Number.isFinite(limit) ? limit : 50,
      before: c.req.query('before') ?? null,
    });
    return c.json({ entries: page.entries.map(auditJson), has_more: page.hasMore });
  },
);
