/**
 * A run's tool calls in the database: each is written when the agent calls it and again when it
 * answers, under one ToolCallSession per answer; when the run completes, they become the answer's
 * elements. Each method returns the events the run then numbers and sends (run-executor.ts).
 */
import { randomUUID } from 'node:crypto';
import type { AgentEvent } from '../../agent/contract.js';
import type { Db } from '../../db/client.js';
import { requestApproval } from '../../mcp/approvals.js';
import type { NewElement } from '../elements.js';
import type { RunEventBody } from './run-events.js';

interface Call {
  dbId: string;
  /** The request its person decides on, when it waits for them. */
  approvalId?: string;
  position: number;
  name: string;
  displayName: string;
  args: unknown;
}

export class RunToolCalls {
  /** The answer's ToolCallSession, made with its first call. */
  sessionId: string | null = null;
  /** By the agent's id for the call. */
  private readonly calls = new Map<string, Call>();

  constructor(
    private readonly db: Db,
    private readonly stepId: string,
  ) {}

  async started(event: Extract<AgentEvent, { type: 'tool_called' }>): Promise<RunEventBody[]> {
    if (!this.sessionId) {
      const session = await this.db.toolCallSession.create({
        data: { stepId: this.stepId },
        select: { id: true },
      });
      this.sessionId = session.id;
    }
    const dbId = randomUUID();
    const position = this.calls.size;
    this.calls.set(event.id, { dbId, position, name: event.name, displayName: event.displayName, args: event.args });
    await this.db.toolCall.create({
      data: {
        id: dbId,
        sessionId: this.sessionId,
        position,
        name: event.name,
        displayName: event.displayName,
        inputParams: (event.args ?? {}) as object,
        status: 'running',
      },
    });
    await this.db.toolCallSession.update({
      where: { id: this.sessionId },
      data: { totalToolsCalled: { increment: 1 } },
    });
    return [
      {
        type: 'tool_called',
        toolCall: {
          id: dbId,
          name: event.name,
          displayName: event.displayName,
          type: 'tool_execution',
          args: event.args,
        },
      },
      {
        type: 'tool_status_update',
        id: dbId,
        oldId: null,
        name: event.name,
        status: 'running',
        toolType: 'tool_execution',
        inputParams: event.args,
        displayName: event.displayName,
      },
    ];
  }

  async finished(event: Extract<AgentEvent, { type: 'tool_output' }>): Promise<RunEventBody[]> {
    const call = this.calls.get(event.id);
    if (!call || !this.sessionId) return [];
    const durationMs = Math.round(event.durationMs);
    await this.db.toolCall.update({
      where: { id: call.dbId },
      data: {
        status: 'completed',
        outputResult: (event.output ?? null) as object,
        isError: event.isError,
        durationMs,
        endTime: new Date(),
      },
    });
    await this.db.toolCallSession.update({
      where: { id: this.sessionId },
      data: { completedCalls: { increment: 1 } },
    });
    return [
      {
        type: 'tool_output',
        id: call.dbId,
        status: 'completed',
        output: event.output,
        durationMs,
        isError: event.isError,
      },
    ];
  }

  /**
   * A call waits for its person's yes or no: its row says so, and the request is recorded with the
   * turn so far (mcp/approvals.ts). Returns the request's id and the events that tell the client.
   */
  async awaiting(
    event: Extract<AgentEvent, { type: 'approval_needed' }>,
    turn: { userId: string; threadId: string; timeoutMs: number },
  ): Promise<{ approvalId: string; events: RunEventBody[] } | null> {
    const call = this.calls.get(event.id);
    if (!call) return null;
    await this.db.toolCall.update({ where: { id: call.dbId }, data: { status: 'awaiting_approval' } });
    call.approvalId = await requestApproval(this.db, {
      userId: turn.userId,
      threadId: turn.threadId,
      stepId: this.stepId,
      toolCallId: call.dbId,
      callId: event.id,
      callName: event.tool.name,
      toolId: event.tool.id,
      toolName: event.tool.toolName,
      serverName: event.tool.serverName,
      args: event.args,
      resume: event.resume,
      timeoutMs: turn.timeoutMs,
    });
    return {
      approvalId: call.approvalId,
      events: [
        {
          type: 'tool_status_update',
          id: call.dbId,
          oldId: null,
          name: call.name,
          status: 'awaiting_approval',
          toolType: 'tool_execution',
          inputParams: call.args,
          displayName: call.displayName,
          approvalId: call.approvalId,
        },
      ],
    };
  }

  /** The calls as the answer's elements, in the order they were made. */
  elements(): NewElement[] {
    return [...this.calls.values()].map((c) => ({
      stepId: this.stepId,
      position: c.position,
      elementType: 'tool_call',
      name: c.name,
      properties: {
        tool_call_id: c.dbId,
        display_name: c.displayName,
        input_params: c.args,
        ...(c.approvalId ? { approval_id: c.approvalId } : {}),
      },
    }));
  }
}
