/**
 * A connected server's tools and the person's choice for each: on or off, and its policy (ask every
 * time, the default; always allow; never). On a server for everyone each person's choices are their
 * own (McpToolChoice, none: on and ask), and a tool the admin turned off is off for everyone
 * (shared-servers.ts). What the brain gets of them is agent-access.ts.
 */
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { said } from '../words/said.js';

export const TOOL_POLICIES = ['ask', 'allow', 'never'] as const;
export type ToolPolicy = (typeof TOOL_POLICIES)[number];

export interface McpToolView {
  id: string;
  serverId: string;
  name: string;
  description: string;
  enabled: boolean;
  policy: ToolPolicy;
  /** The admin turned it off for everyone: nobody can turn it on. */
  offForEveryone: boolean;
}

export const NO_SUCH_TOOL = said(/*i18n*/ { id: 'error.mcp.no-such-tool', message: 'No such tool' });

export const policyOf = (value: string): ToolPolicy =>
  (TOOL_POLICIES as readonly string[]).includes(value) ? (value as ToolPolicy) : 'ask';

export function toolView(row: {
  id: string;
  serverId: string;
  name: string;
  description: string;
  enabled: boolean;
  policy: string;
}): McpToolView {
  return {
    id: row.id,
    serverId: row.serverId,
    name: row.name,
    description: row.description,
    enabled: row.enabled,
    policy: policyOf(row.policy),
    offForEveryone: false,
  };
}

type ToolRow = Parameters<typeof toolView>[0];

/** A tool of a server for everyone as one person sees it: their choice, under the admin's switch. */
export function sharedToolView(row: ToolRow, choice: { enabled: boolean; policy: string } | null): McpToolView {
  return {
    ...toolView(row),
    enabled: row.enabled && (choice?.enabled ?? true),
    policy: policyOf(choice?.policy ?? 'ask'),
    offForEveryone: !row.enabled,
  };
}

export const OFF_FOR_EVERYONE = said(
  /*i18n*/ { id: 'error.mcp.tool-off-for-everyone', message: 'The admin turned this tool off for everyone.' },
);

/** The person's switch and policy of a tool: what is left out (or null) stays. */
export const toolChoice = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }).optional().nullable(),
  policy: z.enum(TOOL_POLICIES, { error: 'policy must be ask, allow or never' }).optional().nullable(),
});

export type ToolChoice = z.output<typeof toolChoice>;

/** One of the person's tools, or of a server for everyone (with their choice), or not found. */
async function reachableTool(db: Db, userId: string, id: string) {
  const row =
    typeof id === 'string' && id.length <= 64
      ? await db.mcpTool.findFirst({
          where: { id, server: { OR: [{ userId }, { userId: null }] } },
          include: { server: { select: { userId: true } }, choices: { where: { userId } } },
        })
      : null;
  if (!row) throw new NotFoundError(NO_SUCH_TOOL);
  return row;
}

/** The person's switch and policy of a tool: on their own server the tool's, on a shared one their choice. */
export async function updateTool(db: Db, userId: string, id: string, input: ToolChoice): Promise<McpToolView> {
  const row = await reachableTool(db, userId, id);
  const change = {
    ...(typeof input.enabled === 'boolean' ? { enabled: input.enabled } : {}),
    ...(input.policy ? { policy: input.policy } : {}),
  };
  if (row.server.userId === userId) return toolView(await db.mcpTool.update({ where: { id: row.id }, data: change }));
  if (input.enabled === true && !row.enabled) throw ValidationError.of('enabled', OFF_FOR_EVERYONE);
  const choice = await db.mcpToolChoice.upsert({
    where: { userId_toolId: { userId, toolId: row.id } },
    create: { userId, toolId: row.id, ...change },
    update: change,
  });
  return sharedToolView(row, choice);
}

/** "Always allow" from the conversation: the tool runs without asking from now on, for this person. */
export async function alwaysAllow(db: Db, userId: string, toolId: string): Promise<void> {
  const row = await reachableTool(db, userId, toolId).catch(() => null);
  if (!row) return;
  if (row.server.userId === userId) {
    await db.mcpTool.update({ where: { id: row.id }, data: { policy: 'allow', enabled: true } });
    return;
  }
  const change = { policy: 'allow', enabled: true };
  await db.mcpToolChoice.upsert({
    where: { userId_toolId: { userId, toolId: row.id } },
    create: { userId, toolId: row.id, ...change },
    update: change,
  });
}
