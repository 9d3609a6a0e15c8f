/**
 * The JSON of Settings › Tools and of the admin's tools for everyone (rest/tools.ts,
 * rest/admin-tools.ts): MCP servers, their tools and the tool calls that wait for a yes or no, each
 * typed by its schema, which the OpenAPI document shows (rest/openapi/).
 */
import { z } from 'zod';
import type { ApprovalView } from '../mcp/approvals.js';
import type { McpServerView } from '../mcp/servers.js';
import type { SharedServerView } from '../mcp/shared-servers.js';
import { TOOL_POLICIES, type McpToolView } from '../mcp/tools.js';
import { isoTime } from '../limits/dates.js';

export const ToolJson = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    enabled: z.boolean(),
    policy: z.enum(TOOL_POLICIES).meta({ description: 'ask before each call, allow, or never.' }),
    off_for_everyone: z.boolean().meta({ description: 'The admin turned it off: nobody can turn it on.' }),
  })
  .meta({ id: 'McpTool' });

export const toolJson = (t: McpToolView): z.output<typeof ToolJson> => ({
  id: t.id,
  name: t.name,
  description: t.description,
  enabled: t.enabled,
  policy: t.policy,
  off_for_everyone: t.offForEveryone,
});

const transport = z.enum(['http', 'stdio']);

export const ServerJson = z
  .object({
    id: z.string(),
    name: z.string(),
    url: z.string(),
    transport,
    for_everyone: z.boolean().meta({ description: 'The admin’s, for everyone: you set only its tools’ choices.' }),
    from_configuration: z.boolean(),
    header_names: z.array(z.string()).meta({ description: 'The headers it sends, never their values.' }),
    last_error: z.string().nullable(),
    sign_in_url: z.string().nullable().meta({ description: 'The server asks you to sign in (OAuth): where.' }),
    signed_in: z.boolean(),
    checked_at: isoTime.nullable(),
    tools: z.array(ToolJson),
  })
  .meta({ id: 'McpServer' });

export const serverJson = (s: McpServerView): z.output<typeof ServerJson> => ({
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

export const ApprovalJson = z
  .object({
    id: z.string(),
    thread_id: z.string(),
    step_id: z.string(),
    tool_name: z.string(),
    server_name: z.string(),
    arguments: z.record(z.string(), z.unknown()),
    summary: z.string().meta({ description: 'The arguments in plain words, one "name: value" a line.' }),
    status: z.enum(['pending', 'allowed', 'denied', 'expired', 'stopped']),
    expires_at: isoTime,
    continuation_step_id: z.string().nullable(),
  })
  .meta({ id: 'ToolApproval', description: 'A tool call that waits for your yes or no.' });

export const approvalJson = (a: ApprovalView): z.output<typeof ApprovalJson> => ({
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

export const SharedToolJson = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    enabled_for_everyone: z.boolean().meta({ description: 'Off: nobody can use it.' }),
  })
  .meta({ id: 'SharedMcpTool' });

export const sharedToolJson = (t: McpToolView): z.output<typeof SharedToolJson> => ({
  id: t.id,
  name: t.name,
  description: t.description,
  enabled_for_everyone: t.enabled,
});

export const SharedServerJson = z
  .object({
    id: z.string(),
    name: z.string(),
    url: z.string().meta({ description: 'Its whole address; empty for a stdio server.' }),
    transport,
    command: z.string().nullable().meta({ description: 'A stdio server’s command (from the file); null for HTTP.' }),
    header_names: z.array(z.string()),
    last_error: z.string().nullable(),
    from_configuration: z.boolean().meta({ description: 'From the operator’s MCP_SERVERS_FILE: read-only here.' }),
    checked_at: isoTime.nullable(),
    tools: z.array(SharedToolJson),
  })
  .meta({ id: 'SharedMcpServer' });

export const sharedServerJson = (s: SharedServerView): z.output<typeof SharedServerJson> => ({
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
