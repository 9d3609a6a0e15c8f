/**
 * The MCP servers for everyone over REST, /api/v1/admin/tools/servers… (mcp/shared-servers.ts): the
 * admin adds, changes, lists again and removes them, and turns each tool on or off for everyone.
 * As the rest of the admin area (rest/admin.ts): 404 to anyone but an admin, changes for a session.
 */
import { z } from 'zod';
import { NotFoundError } from '../errors/domain-errors.js';
import { parseInput } from '../errors/parse-input.js';
import { serverChange, serverInput } from '../mcp/connection.js';
import * as shared from '../mcp/shared-servers.js';
import { NO_SUCH_TOOL } from '../mcp/tools.js';
import { adminOnly, manageAccount } from './access.js';
import { adminActorOf } from './admin.js';
import { readJsonObject } from './http-json.js';
import { describer } from './openapi/describe.js';
import { restRouter } from './router.js';
import { SharedServerJson, sharedServerJson, SharedToolJson, sharedToolJson } from './tools-shapes.js';
import { snakeBody } from './wire-input.js';

/** Mounted at /admin/tools. */
export const adminToolRoutes = restRouter();
adminToolRoutes.use('*', adminOnly);
adminToolRoutes.on(['POST', 'PATCH', 'PUT', 'DELETE'], '*', manageAccount);
const describe = describer('Admin');

const serverBody = snakeBody(serverInput);
const serverChangeBody = snakeBody(serverChange);

adminToolRoutes.get(
  '/servers',
  describe({
    summary: 'The MCP servers for everyone',
    description: 'With the operator’s configuration file (MCP_SERVERS_FILE) and what is wrong with it.',
    access: 'admin',
    responses: {
      200: z.object({
        servers: z.array(SharedServerJson),
        configuration_file: z.string().nullable(),
        configuration_errors: z.array(z.object({ entry: z.string(), message: z.string() })),
      }),
    },
  }),
  async (c) => {
    const list = await shared.listSharedServers(c.var.ctx.services.mcp);
    return c.json({
      servers: list.servers.map(sharedServerJson),
      configuration_file: list.configurationFile,
      configuration_errors: list.configurationErrors,
    });
  },
);

adminToolRoutes.post(
  '/servers',
  describe({
    summary: 'Add an MCP server for everyone',
    access: 'admin',
    body: serverBody,
    responses: { 201: SharedServerJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const input = parseInput(serverBody, await readJsonObject(c));
    return c.json(sharedServerJson(await shared.addSharedServer(ctx.services.mcp, adminActorOf(ctx), input)), 201);
  },
);

adminToolRoutes.get(
  '/servers/:id',
  describe({ summary: 'An MCP server for everyone', access: 'admin', responses: { 200: SharedServerJson } }),
  async (c) => c.json(sharedServerJson(await shared.getSharedServer(c.var.ctx.services.mcp, c.req.param('id')))),
);

adminToolRoutes.patch(
  '/servers/:id',
  describe({
    summary: 'Change an MCP server for everyone',
    description: 'One from the configuration file is read-only here.',
    access: 'admin',
    body: serverChangeBody,
    responses: { 200: SharedServerJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const input = parseInput(serverChangeBody, await readJsonObject(c));
    const view = await shared.updateSharedServer(ctx.services.mcp, adminActorOf(ctx), c.req.param('id'), input);
    return c.json(sharedServerJson(view));
  },
);

adminToolRoutes.delete(
  '/servers/:id',
  describe({
    summary: 'Remove an MCP server for everyone',
    access: 'admin',
    responses: { 204: { description: 'Removed.', empty: true } },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    await shared.removeSharedServer(ctx.services.mcp, adminActorOf(ctx), c.req.param('id'));
    return c.body(null, 204);
  },
);

adminToolRoutes.post(
  '/servers/:id/refresh',
  describe({ summary: 'List its tools again', access: 'admin', responses: { 200: SharedServerJson } }),
  async (c) => c.json(sharedServerJson(await shared.refreshSharedServer(c.var.ctx.services.mcp, c.req.param('id')))),
);

const sharedToolBody = z.object({ enabled_for_everyone: z.boolean({ error: 'Say true or false' }) });

adminToolRoutes.patch(
  '/servers/:id/tools/:toolId',
  describe({
    summary: 'Turn a tool on or off for everyone',
    access: 'admin',
    body: sharedToolBody,
    responses: { 200: SharedToolJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const body = parseInput(sharedToolBody, await readJsonObject(c));
    const server = await shared.getSharedServer(ctx.services.mcp, c.req.param('id'));
    const toolId = c.req.param('toolId');
    if (!server.tools.some((t) => t.id === toolId)) throw new NotFoundError(NO_SUCH_TOOL);
    const input = parseInput(shared.sharedToolInput, { enabled: body.enabled_for_everyone });
    const tool = await shared.setSharedTool(ctx.services.mcp, adminActorOf(ctx), toolId, input);
    return c.json(sharedToolJson(tool));
  },
);
