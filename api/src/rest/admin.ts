/**
 * The admin area over REST, /api/v1/admin/… (api/src/admin/): people, sign-ups that wait,
 * invitations, the instance settings, the audit log and the MCP servers for everyone
 * (/tools/servers…, mcp/shared-servers.ts). To anyone but an admin the routes do not
 * exist (404); changes are for a browser session (an access token is refused: 403). The sign-up
 * page's question, GET /api/v1/auth/sign-up-options, is public (rest/auth.ts).
 */
import { listAudit, type AdminActor, type AuditEntry } from '../admin/audit.js';
import * as invitations from '../admin/invitations.js';
import * as people from '../admin/people.js';
import { changeSignupPolicy, readInstanceSettings, signupPolicyInput } from '../admin/signup-policy.js';
import type { User } from '../db/generated/sqlite/client.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { parseInput } from '../errors/parse-input.js';
import { serverChange, serverInput } from '../mcp/connection.js';
import * as shared from '../mcp/shared-servers.js';
import { NO_SUCH_TOOL, type McpToolView } from '../mcp/tools.js';
import { adminOnly, manageAccount } from './access.js';
import { readJsonObject } from './http-json.js';
import { snakeBody } from './wire-input.js';
import { restRouter, type RestEnv } from './router.js';

type Ctx = RestEnv['Variables']['ctx'];

export const personJson = (u: User) => ({
  id: u.id,
  email: u.email,
  username: u.username,
  display_name: u.displayName,
  is_admin: u.role === 'admin',
  status: u.status,
  created_at: u.createdAt.toISOString(),
});

const invitationJson = (i: invitations.Invitation) => ({
  id: i.id,
  note: i.note,
  max_uses: i.maxUses,
  uses: i.uses,
  expires_at: i.expiresAt.toISOString(),
  created_at: i.createdAt.toISOString(),
  state: invitations.invitationState(i),
});

const auditJson = (e: AuditEntry) => ({
  id: e.id,
  actor_email: e.actorEmail,
  action: e.action,
  target_label: e.targetLabel,
  detail: e.detail,
  ip: e.ip,
  user_agent: e.userAgent,
  created_at: e.createdAt.toISOString(),
});

const sharedToolJson = (t: McpToolView) => ({
  id: t.id,
  name: t.name,
  description: t.description,
  enabled_for_everyone: t.enabled,
});

const sharedServerJson = (s: shared.SharedServerView) => ({
  id: s.id,
  name: s.name,
  url: s.url,
  transport: s.transport,
  command: s.command,
  header_names: s.headerNames,
  last_error: s.lastError,
  from_configuration: s.fromConfiguration,
  checked_at: s.checkedAt?.toISOString() ?? null,
  tools: s.tools.map(sharedToolJson),
});

const actor = (ctx: Ctx): AdminActor => ({ user: ctx.viewer!, client: ctx.client });
const STATUSES = new Set(['active', 'pending', 'disabled']);
export const adminRoutes = restRouter();
adminRoutes.use('*', adminOnly);
adminRoutes.on(['POST', 'PATCH', 'PUT', 'DELETE'], '*', manageAccount);

adminRoutes.get('/people', async (c) => {
  const status = c.req.query('status');
  if (status && !STATUSES.has(status)) throw ValidationError.of('status', 'Status is active, pending or disabled');
  const limit = Number(c.req.query('limit') ?? 50);
  const found = await people.listPeople(c.var.ctx.db, {
    query: c.req.query('query'),
    status: (status as people.PersonStatus | undefined) ?? null,
    first: Number.isFinite(limit) ? limit : 50,
  });
  return c.json({ people: found.map(personJson) });
});

const personRoute = (action: string, run: (d: people.AdminDeps, a: AdminActor, id: string) => Promise<User>) =>
  adminRoutes.post(`/people/:id/${action}`, async (c) => {
    const ctx = c.var.ctx;
    return c.json(personJson(await run(ctx.services.admin, actor(ctx), c.req.param('id'))));
  });

personRoute('approve', people.approvePerson);
personRoute('disable', people.disablePerson);
personRoute('enable', people.enablePerson);
personRoute('password-reset', people.sendPasswordReset);

adminRoutes.post('/people/:id/decline', async (c) => {
  const ctx = c.var.ctx;
  return c.json(await people.declinePerson(ctx.services.admin, actor(ctx), c.req.param('id')));
});

adminRoutes.put('/people/:id/admin', async (c) => {
  const ctx = c.var.ctx;
  const body = await readJsonObject(c);
  if (typeof body.admin !== 'boolean') throw ValidationError.of('admin', 'Say true or false');
  return c.json(personJson(await people.setAdmin(ctx.services.admin, actor(ctx), c.req.param('id'), body.admin)));
});

adminRoutes.delete('/people/:id', async (c) => {
  const ctx = c.var.ctx;
  return c.json(await people.deletePerson(ctx.services.admin, actor(ctx), c.req.param('id')));
});

adminRoutes.get('/invitations', async (c) =>
  c.json({ invitations: (await invitations.listInvitations(c.var.ctx.db)).map(invitationJson) }),
);

adminRoutes.post('/invitations', async (c) => {
  const ctx = c.var.ctx;
  const input = parseInput(snakeBody(invitations.invitationInput), await readJsonObject(c));
  const made = await invitations.createInvitation(ctx.services.admin, actor(ctx), input);
  return c.json({ invitation: invitationJson(made.invitation), link: made.link }, 201);
});

adminRoutes.delete('/invitations/:id', async (c) => {
  const ctx = c.var.ctx;
  return c.json(invitationJson(await invitations.revokeInvitation(ctx.db, actor(ctx), c.req.param('id'))));
});

adminRoutes.get('/settings', async (c) => {
  const ctx = c.var.ctx;
  const s = await readInstanceSettings(ctx.db, ctx.services.config);
  return c.json({ signup_policy: s.signupPolicy });
});

adminRoutes.patch('/settings', async (c) => {
  const ctx = c.var.ctx;
  const input = parseInput(snakeBody(signupPolicyInput), await readJsonObject(c));
  const s = await changeSignupPolicy(ctx.db, ctx.services.config, actor(ctx), input);
  return c.json({ signup_policy: s.signupPolicy });
});

adminRoutes.get('/audit', async (c) => {
  const limit = Number(c.req.query('limit') ?? 50);
  const page = await listAudit(c.var.ctx.db, {
    first: Number.isFinite(limit) ? limit : 50,
    before: c.req.query('before') ?? null,
  });
  return c.json({ entries: page.entries.map(auditJson), has_more: page.hasMore });
});

adminRoutes.get('/tools/servers', async (c) => {
  const list = await shared.listSharedServers(c.var.ctx.services.mcp);
  return c.json({
    servers: list.servers.map(sharedServerJson),
    configuration_file: list.configurationFile,
    configuration_errors: list.configurationErrors,
  });
});

adminRoutes.post('/tools/servers', async (c) => {
  const ctx = c.var.ctx;
  const input = parseInput(snakeBody(serverInput), await readJsonObject(c));
  return c.json(sharedServerJson(await shared.addSharedServer(ctx.services.mcp, actor(ctx), input)), 201);
});

adminRoutes.get('/tools/servers/:id', async (c) =>
  c.json(sharedServerJson(await shared.getSharedServer(c.var.ctx.services.mcp, c.req.param('id')))),
);

adminRoutes.patch('/tools/servers/:id', async (c) => {
  const ctx = c.var.ctx;
  const input = parseInput(snakeBody(serverChange), await readJsonObject(c));
  const view = await shared.updateSharedServer(ctx.services.mcp, actor(ctx), c.req.param('id'), input);
  return c.json(sharedServerJson(view));
});

adminRoutes.delete('/tools/servers/:id', async (c) => {
  const ctx = c.var.ctx;
  await shared.removeSharedServer(ctx.services.mcp, actor(ctx), c.req.param('id'));
  return c.body(null, 204);
});

adminRoutes.post('/tools/servers/:id/refresh', async (c) =>
  c.json(sharedServerJson(await shared.refreshSharedServer(c.var.ctx.services.mcp, c.req.param('id')))),
);

adminRoutes.patch('/tools/servers/:id/tools/:toolId', async (c) => {
  const ctx = c.var.ctx;
  const body = await readJsonObject(c);
  if (typeof body.enabled_for_everyone !== 'boolean')
    throw ValidationError.of('enabled_for_everyone', 'Say true or false');
  const server = await shared.getSharedServer(ctx.services.mcp, c.req.param('id'));
  const toolId = c.req.param('toolId');
  if (!server.tools.some((t) => t.id === toolId)) throw new NotFoundError(NO_SUCH_TOOL);
  const input = parseInput(shared.sharedToolInput, { enabled: body.enabled_for_everyone });
  const tool = await shared.setSharedTool(ctx.services.mcp, actor(ctx), toolId, input);
  return c.json(sharedToolJson(tool));
});
