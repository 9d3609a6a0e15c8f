/**
 * A connected server's tools and the person's choice for each: on or off, and its policy (ask every
 * time, the default; always allow; never). What the brain gets of them is agent-access.ts.
 */
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { NotFoundError } from '../errors/domain-errors.js';
import { parseInput } from '../errors/parse-input.js';

export const TOOL_POLICIES = ['ask', 'allow', 'never'] as const;
export type ToolPolicy = (typeof TOOL_POLICIES)[number];

export interface McpToolView {
  id: string;
  serverId: string;
  name: string;
  description: string;
  enabled: boolean;
  policy: ToolPolicy;
}

export const NO_SUCH_TOOL = 'No such tool';

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
  };
}

const updateInput = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }).optional().nullable(),
  policy: z.enum(TOOL_POLICIES, { error: 'policy must be ask, allow or never' }).optional().nullable(),
});

/** One of the person's tools (through its server), or not found. */
async function ownTool(db: Db, userId: string, id: string) {
  const row =
    typeof id === 'string' && id.length <= 64
      ? await db.mcpTool.findFirst({ where: { id, server: { userId } }, include: { server: true } })
      : null;
  if (!row) throw new NotFoundError(NO_SUCH_TOOL);
  return row;
}

export async function updateTool(db: Db, userId: string, id: string, raw: unknown): Promise<McpToolView> {
  const input = parseInput(updateInput, raw);
  const row = await ownTool(db, userId, id);
  const updated = await db.mcpTool.update({
    where: { id: row.id },
    data: {
      ...(typeof input.enabled === 'boolean' ? { enabled: input.enabled } : {}),
      ...(input.policy ? { policy: input.policy } : {}),
    },
  });
  return toolView(updated);
}
