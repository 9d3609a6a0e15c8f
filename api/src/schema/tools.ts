/**
 * Settings › Tools over GraphQL (mcp/): a person's MCP servers and their tools, theirs alone, the
 * servers for everyone (the admin's: schema/admin-tools.ts) with the person's own choices, and the
 * tool calls that wait for their yes or no (mcp/approvals.ts, chat/runs/continuation.ts).
 * Someone else's server, tool or request is "not found", whatever id is given.
 */
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { approvalsOfSteps, getApproval, type ApprovalView } from '../mcp/approvals.js';
import { serverChange, serverInput } from '../mcp/connection.js';
import * as servers from '../mcp/servers.js';
import { parseInput } from '../errors/parse-input.js';
import { decisionInput } from '../chat/runs/continuation.js';
import { TOOL_POLICIES, toolChoice, updateTool, type McpToolView } from '../mcp/tools.js';
import type { StepRecord } from '../chat/records.js';
import type { Context } from '../context/context.js';
import { actorOf } from '../http/request-context.js';
import { builder } from './builder.js';
import { DeletedRef } from './errors.js';
import { databaseId } from './ids.js';
import { StepRef } from './step.js';
import { sayIn } from '../words/say-in.js';

const PolicyEnum = builder.enumType('ToolPolicy', {
  description: 'When a tool may run: ask every time (the default), always allow, or never.',
  values: Object.fromEntries(TOOL_POLICIES.map((p) => [p.toUpperCase(), { value: p }])) as Record<
    'ASK' | 'ALLOW' | 'NEVER',
    { value: (typeof TOOL_POLICIES)[number] }
  >,
});

const DecisionEnum = builder.enumType('ToolDecision', {
  values: {
    ALLOW_ONCE: { value: 'allow_once', description: 'Run this call.' },
    ALWAYS_ALLOW: { value: 'always_allow', description: 'Run this call, and every later call of this tool.' },
    DENY: { value: 'deny', description: 'Do not run it: the brain is told you declined.' },
  } as const,
});

export const McpTransportEnum = builder.enumType('McpTransport', {
  values: {
    HTTP: { value: 'http', description: 'Streamable HTTP.' },
    STDIO: { value: 'stdio', description: 'A command on Duet’s machine (only from the operator’s configuration).' },
  } as const,
});

const McpToolRef = builder.objectRef<McpToolView>('McpTool').implement({
  description: 'A tool an MCP server offers, with your choices.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    enabled: t.exposeBoolean('enabled', { description: 'The brain may use it.' }),
    policy: t.field({ type: PolicyEnum, resolve: (tool) => tool.policy }),
    offForEveryone: t.exposeBoolean('offForEveryone', {
      description: 'The admin turned it off for everyone: nobody can turn it on.',
    }),
  }),
});

const McpServerRef = builder.objectRef<servers.McpServerView>('McpServer').implement({
  description:
    'An MCP server you connected (Streamable HTTP), or one for everyone. Its tools act for you alone; your twin never has them.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    url: t.exposeString('url', {
      description: 'Its address; of a server for everyone only where it is (empty for a command).',
    }),
    transport: t.field({ type: McpTransportEnum, resolve: (s) => s.transport }),
    forEveryone: t.exposeBoolean('forEveryone', {
      description:
        'Added by the admin for everyone: you set its tools’ choices for yourself, only the admin changes it.',
    }),
    fromConfiguration: t.exposeBoolean('fromConfiguration', {
      description: 'A server for everyone from Duet’s configuration file.',
    }),
    headerNames: t.exposeStringList('headerNames', {
      description: 'The headers it is sent (their values are never shown again).',
    }),
    lastError: t.string({
      nullable: true,
      description: 'Why its tools could not be listed last time; null: they were.',
      resolve: (s, _args, ctx) => (s.lastError == null ? null : sayIn(ctx.locale, s.lastError)),
    }),
    signInUrl: t.exposeString('signInUrl', {
      nullable: true,
      description: 'The server asks you to sign in (OAuth): open this, and you come back to Settings.',
    }),
    signedIn: t.exposeBoolean('signedIn', { description: 'You signed in to it with OAuth.' }),
    checkedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.checkedAt }),
    tools: t.field({ type: [McpToolRef], resolve: (s) => s.tools }),
  }),
});

const ApprovalStatusEnum = builder.enumType('ToolApprovalStatus', {
  values: ['PENDING', 'ALLOWED', 'DENIED', 'EXPIRED', 'STOPPED'] as const,
});

const ToolApprovalRef = builder.objectRef<ApprovalView>('ToolApproval').implement({
  description: 'A tool call that waits (or waited) for your yes or no.',
  fields: (t) => ({
    id: t.exposeID('id'),
    toolName: t.exposeString('toolName'),
    serverName: t.exposeString('serverName'),
    summary: t.exposeString('summary', { description: 'The arguments in plain words, one a line.' }),
    arguments: t.field({ type: 'JSON', resolve: (a) => a.args }),
    status: t.field({
      type: ApprovalStatusEnum,
      resolve: (a) => a.status.toUpperCase() as 'PENDING',
    }),
    expiresAt: t.field({ type: 'DateTime', resolve: (a) => a.expiresAt }),
    continuationStepId: t.exposeString('continuationStepId', {
      nullable: true,
      description: 'The answer that went on after your decision.',
    }),
  }),
});

const DecidedRef = builder
  .objectRef<{ approval: ApprovalView; runId: string; assistantStepId: string }>('ToolDecisionResult')
  .implement({
    fields: (t) => ({
      approval: t.field({ type: ToolApprovalRef, resolve: (r) => r.approval }),
      runId: t.exposeID('runId'),
      assistantStepId: t.exposeID('assistantStepId', { description: 'The answer that goes on.' }),
    }),
  });

const deps = (ctx: Context) => ctx.services.mcp;
const viewerId = (ctx: Context) => ctx.viewer!.id;
const serverId = (id: string | number) => databaseId(String(id), 'McpServer');

builder.objectFields(StepRef, (t) => ({
  toolApproval: t.loadable({
    type: ToolApprovalRef,
    nullable: true,
    description: 'The tool call this answer stopped for, if any (only its person sees it).',
    // One query for every answer of the page that stopped for one (a loader per request).
    load: (steps: StepRecord[], ctx) => approvalsOfSteps(ctx.db, ctx.viewer!.id, steps),
    loaderOptions: { cacheKeyFn: (s: StepRecord) => s.id },
    resolve: (step, _args, ctx) => (ctx.viewer && step.metadata.awaiting_approval ? step : null),
  }),
}));

builder.queryFields((t) => ({
  mcpServers: t.field({
    type: [McpServerRef],
    description: 'Your MCP servers (Settings › Tools), oldest first, then the servers for everyone.',
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => servers.listServers(deps(ctx), viewerId(ctx)),
  }),
  toolApproval: t.field({
    type: ToolApprovalRef,
    description: 'One of your tool requests.',
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => getApproval(ctx.db, viewerId(ctx), databaseId(String(id), 'ToolApproval')),
  }),
}));

export const headerInput = builder.inputType('McpHeaderInput', {
  fields: (t) => ({ name: t.string({ required: true }), value: t.string({ required: true }) }),
});

builder.mutationFields((t) => ({
  addMcpServer: t.field({
    type: McpServerRef,
    description: `Connects an MCP server (Streamable HTTP) and lists its tools: each is on, and asks you every time. At most a few per person (MCP_SERVERS_PER_USER).`,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError], directResult: true },
    args: {
      name: t.arg.string({ required: true }),
      url: t.arg.string({ required: true }),
      headers: t.arg({ type: [headerInput] }),
    },
    resolve: (_root, args, ctx) => servers.addServer(deps(ctx), viewerId(ctx), parseInput(serverInput, args)),
  }),
  updateMcpServer: t.field({
    type: McpServerRef,
    description: 'Renames a server, or changes its address or headers (a list replaces them all; left out, they stay).',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: {
      id: t.arg.id({ required: true }),
      name: t.arg.string(),
      url: t.arg.string(),
      headers: t.arg({ type: [headerInput] }),
    },
    resolve: (_root, { id, ...input }, ctx) =>
      servers.updateServer(deps(ctx), viewerId(ctx), serverId(id), parseInput(serverChange, input)),
  }),
  refreshMcpServer: t.field({
    type: McpServerRef,
    description: 'Lists the server’s tools again (your choices stay). A server for everyone is the admin’s to refresh.',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => servers.refreshServer(deps(ctx), viewerId(ctx), serverId(id)),
  }),
  removeMcpServer: t.field({
    type: DeletedRef,
    description: 'Removes one of your servers (a server for everyone is the admin’s to remove).',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => servers.removeServer(deps(ctx), viewerId(ctx), serverId(id)),
  }),
  updateMcpTool: t.field({
    type: McpToolRef,
    description:
      'Turns a tool on or off, or sets when it may run, for you (on a server for everyone too, unless the admin turned it off).',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: {
      id: t.arg.id({ required: true }),
      enabled: t.arg.boolean(),
      policy: t.arg({ type: PolicyEnum }),
    },
    resolve: (_root, { id, ...input }, ctx) =>
      updateTool(ctx.db, viewerId(ctx), databaseId(String(id), 'McpTool'), parseInput(toolChoice, input)),
  }),
  decideToolCall: t.field({
    type: DecidedRef,
    description:
      'Your yes or no to a tool call an answer stopped for. The answer goes on (follow it like any answer); a request already decided, timed out or stopped is refused, and the call never runs twice.',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }), decision: t.arg({ type: DecisionEnum, required: true }) },
    resolve: async (_root, { id, decision }, ctx) => {
      const started = await ctx.services.chat.runs.decide(
        actorOf(ctx),
        databaseId(String(id), 'ToolApproval'),
        parseInput(decisionInput, { decision }),
        ctx.locale,
      );
      return {
        approval: await getApproval(ctx.db, viewerId(ctx), started.approvalId),
        runId: started.runId,
        assistantStepId: started.assistantStepId,
      };
    },
  }),
}));
