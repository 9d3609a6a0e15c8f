/**
 * Settings › Tools over REST (mcp/), a person's own under /api/v1/tools: their MCP servers
 * (/servers, /servers/:id, /servers/:id/refresh), a server's tools (/servers/:id/tools/:toolId), the
 * way back from signing in to one (/oauth/callback)
 * and the tool calls that wait for their yes or no (/approvals/:id, /approvals/:id/decision, which
 * starts the answer that goes on: follow it with GET /api/v1/chat/threads/:id/stream).
 * The servers for everyone are listed too (for_everyone): the person sets their tools' choices
 * there, and only the admin changes them (/api/v1/admin/tools/…: rest/admin.ts).
 * Someone else's server, tool or request is 404, whatever the id.
 */
import { NotFoundError } from '../errors/domain-errors.js';
import { getApproval, type ApprovalView } from '../mcp/approvals.js';
import { serverChange, serverInput } from '../mcp/connection.js';
import * as servers from '../mcp/servers.js';
import { parseInput } from '../errors/parse-input.js';
import { decisionInput } from '../chat/runs/continuation.js';
import { finishSignIn } from '../mcp/oauth.js';
import { NO_SUCH_TOOL, toolChoice, updateTool, type McpToolView } from '../mcp/tools.js';
import { actorOf, requireViewer } from '../http/request-context.js';
import { readJsonObject } from './http-json.js';
import { snakeBody } from './wire-input.js';
import { restRouter } from './router.js';

const toolJson = (t: McpToolView) => ({
  id: t.id,
  name: t.name,
  description: t.description,
  enabled: t.enabled,
  policy: t.policy,
  off_for_everyone: t.offForEveryone,
});

const serverJson = (s: servers.McpServerView) => ({
  id: s.id,
  name: s.name,
  url: s.url,
  transport: s.transport,
  for_everyone: s.forEveryone,
  from_configuration: s.fromConfiguration,
  header_names: s.headerNames,
  last_error: s.lastError,
  sign_in_url: s.signInUrl,
  signed_in: s.signedIn,
  checked_at: s.checkedAt?.toISOString() ?? null,
  tools: s.tools.map(toolJson),
});

const approvalJson = (a: ApprovalView) => ({
  id: a.id,
  thread_id: a.threadId,
  step_id: a.stepId,
  tool_name: a.toolName,
  server_name: a.serverName,
  arguments: a.args,
  summary: a.summary,
  status: a.status,
  expires_at: a.expiresAt.toISOString(),
  continuation_step_id: a.continuationStepId,
});

export const toolRoutes = restRouter();

toolRoutes.get('/servers', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  return c.json({ servers: (await servers.listServers(ctx.services.mcp, viewer.id)).map(serverJson) });
});

toolRoutes.post('/servers', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  const input = parseInput(snakeBody(serverInput), await readJsonObject(c));
  const view = await servers.addServer(ctx.services.mcp, viewer.id, input);
  return c.json(serverJson(view), 201);
});

toolRoutes.get('/servers/:id', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  return c.json(serverJson(await servers.getServer(ctx.services.mcp, viewer.id, c.req.param('id'))));
});

toolRoutes.patch('/servers/:id', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  const input = parseInput(snakeBody(serverChange), await readJsonObject(c));
  return c.json(serverJson(await servers.updateServer(ctx.services.mcp, viewer.id, c.req.param('id'), input)));
});

toolRoutes.delete('/servers/:id', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  await servers.removeServer(ctx.services.mcp, viewer.id, c.req.param('id'));
  return c.body(null, 204);
});

toolRoutes.post('/servers/:id/refresh', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  return c.json(serverJson(await servers.refreshServer(ctx.services.mcp, viewer.id, c.req.param('id'))));
});

toolRoutes.patch('/servers/:id/tools/:toolId', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  const body = await readJsonObject(c);
  const server = await servers.getServer(ctx.services.mcp, viewer.id, c.req.param('id'));
  const toolId = c.req.param('toolId');
  if (!server.tools.some((t) => t.id === toolId)) throw new NotFoundError(NO_SUCH_TOOL);
  // Read once the tool is known to be theirs: a tool they cannot reach is not found, whatever the body.
  return c.json(toolJson(await updateTool(ctx.db, viewer.id, toolId, parseInput(snakeBody(toolChoice), body))));
});

/**
 * Back from signing in to an MCP server (oauth.ts): the code becomes tokens, the tools are listed,
 * and the person lands on Settings › Tools. A state that is not one of theirs is 404.
 */
toolRoutes.get('/oauth/callback', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  const id = await finishSignIn(ctx.services.mcp, viewer.id, c.req.query('state') ?? '', c.req.query('code') ?? '');
  await servers.refreshServer(ctx.services.mcp, viewer.id, id);
  return c.redirect('/settings#tools-title', 302);
});

toolRoutes.get('/approvals/:id', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  return c.json(approvalJson(await getApproval(ctx.db, viewer.id, c.req.param('id'))));
});

toolRoutes.post('/approvals/:id/decision', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  const input = parseInput(snakeBody(decisionInput), await readJsonObject(c));
  const started = await ctx.services.chat.runs.decide(actorOf(ctx), c.req.param('id'), input);
  return c.json(
    {
      approval: approvalJson(await getApproval(ctx.db, viewer.id, started.approvalId)),
      run_id: started.runId,
      thread_id: started.threadId,
      assistant_step_id: started.assistantStepId,
    },
    201,
  );
});
