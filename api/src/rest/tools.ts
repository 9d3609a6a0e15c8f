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
import { z } from 'zod';
import { NotFoundError } from '../errors/domain-errors.js';
import { getApproval } from '../mcp/approvals.js';
import { serverChange, serverInput } from '../mcp/connection.js';
import * as servers from '../mcp/servers.js';
import { parseInput } from '../errors/parse-input.js';
import { decisionInput } from '../chat/runs/continuation.js';
import { finishSignIn } from '../mcp/oauth.js';
import { NO_SUCH_TOOL, toolChoice, updateTool } from '../mcp/tools.js';
import { actorOf, requireViewer } from '../http/request-context.js';
import { readJsonObject } from './http-json.js';
import { describer } from './openapi/describe.js';
import { ApprovalJson, approvalJson, ServerJson, serverJson, ToolJson, toolJson } from './tools-shapes.js';
import { snakeBody } from './wire-input.js';
import { restRouter } from './router.js';

export const toolRoutes = restRouter();
const describe = describer('Tools');

const serverBody = snakeBody(serverInput);
const serverChangeBody = snakeBody(serverChange);
const toolBody = snakeBody(toolChoice);
const decisionBody = snakeBody(decisionInput);

toolRoutes.get(
  '/servers',
  describe({
    summary: 'Your MCP servers, and those for everyone',
    access: 'signedIn',
    responses: { 200: z.object({ servers: z.array(ServerJson) }) },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    return c.json({ servers: (await servers.listServers(ctx.services.mcp, viewer.id)).map(serverJson) });
  },
);

toolRoutes.post(
  '/servers',
  describe({
    summary: 'Add an MCP server',
    description: 'Its tools are listed as it is added (`last_error` says why not).',
    access: 'signedIn',
    body: serverBody,
    responses: { 201: ServerJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const input = parseInput(serverBody, await readJsonObject(c));
    const view = await servers.addServer(ctx.services.mcp, viewer.id, input);
    return c.json(serverJson(view), 201);
  },
);

toolRoutes.get(
  '/servers/:id',
  describe({ summary: 'An MCP server and its tools', access: 'signedIn', responses: { 200: ServerJson } }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    return c.json(serverJson(await servers.getServer(ctx.services.mcp, viewer.id, c.req.param('id'))));
  },
);

toolRoutes.patch(
  '/servers/:id',
  describe({
    summary: 'Change an MCP server',
    access: 'signedIn',
    body: serverChangeBody,
    responses: { 200: ServerJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const input = parseInput(serverChangeBody, await readJsonObject(c));
    return c.json(serverJson(await servers.updateServer(ctx.services.mcp, viewer.id, c.req.param('id'), input)));
  },
);

toolRoutes.delete(
  '/servers/:id',
  describe({
    summary: 'Remove an MCP server',
    access: 'signedIn',
    responses: { 204: { description: 'Removed.', empty: true } },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    await servers.removeServer(ctx.services.mcp, viewer.id, c.req.param('id'));
    return c.body(null, 204);
  },
);

toolRoutes.post(
  '/servers/:id/refresh',
  describe({ summary: 'List an MCP server’s tools again', access: 'signedIn', responses: { 200: ServerJson } }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    return c.json(serverJson(await servers.refreshServer(ctx.services.mcp, viewer.id, c.req.param('id'))));
  },
);

toolRoutes.patch(
  '/servers/:id/tools/:toolId',
  describe({
    summary: 'Turn a tool on or off, or say when it may run',
    access: 'signedIn',
    body: toolBody,
    responses: { 200: ToolJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const body = await readJsonObject(c);
    const server = await servers.getServer(ctx.services.mcp, viewer.id, c.req.param('id'));
    const toolId = c.req.param('toolId');
    if (!server.tools.some((t) => t.id === toolId)) throw new NotFoundError(NO_SUCH_TOOL);
    // Read once the tool is known to be theirs: a tool they cannot reach is not found, whatever the body.
    return c.json(toolJson(await updateTool(ctx.db, viewer.id, toolId, parseInput(toolBody, body))));
  },
);

/**
 * Back from signing in to an MCP server (oauth.ts): the code becomes tokens, the tools are listed,
 * and the person lands on Settings › Tools. A state that is not one of theirs is 404.
 */
toolRoutes.get(
  '/oauth/callback',
  describe({
    summary: 'Back from signing in to an MCP server (in a browser)',
    description: 'The code becomes tokens and the tools are listed; a `state` that is not one of yours is 404.',
    access: 'signedIn',
    query: z.object({ state: z.string(), code: z.string() }),
    responses: {
      302: { description: 'On to Settings › Tools.', empty: true, headers: { Location: '/settings#tools-title' } },
    },
    errors: [404],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const id = await finishSignIn(ctx.services.mcp, viewer.id, c.req.query('state') ?? '', c.req.query('code') ?? '');
    await servers.refreshServer(ctx.services.mcp, viewer.id, id);
    return c.redirect('/settings#tools-title', 302);
  },
);

toolRoutes.get(
  '/approvals/:id',
  describe({
    summary: 'A tool call that waits for your yes or no',
    access: 'signedIn',
    responses: { 200: ApprovalJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    return c.json(approvalJson(await getApproval(ctx.db, viewer.id, c.req.param('id'))));
  },
);

toolRoutes.post(
  '/approvals/:id/decision',
  describe({
    summary: 'Say yes or no to a tool call',
    description: 'The answer goes on: follow it with GET /chat/stream (`thread_id`, `after_seq`).',
    access: 'signedIn',
    body: decisionBody,
    responses: {
      201: z.object({
        approval: ApprovalJson,
        run_id: z.string(),
        thread_id: z.string(),
        assistant_step_id: z.string(),
      }),
    },
    errors: [409, 503],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const input = parseInput(decisionBody, await readJsonObject(c));
    const started = await ctx.services.chat.runs.decide(actorOf(ctx), c.req.param('id'), input, ctx.locale);
    return c.json(
      {
        approval: approvalJson(await getApproval(ctx.db, viewer.id, started.approvalId)),
        run_id: started.runId,
        thread_id: started.threadId,
        assistant_step_id: started.assistantStepId,
      },
      201,
    );
  },
);
