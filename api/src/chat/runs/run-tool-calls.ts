/**
 * A run's tool calls in the database: each is written when the agent calls it and again when it
 * answers, under one ToolCallSession per answer; when the run completes, they become the answer's
 * elements. Each method returns the events the run then numbers and sends (run-executor.ts).
 */
import { randomUUID } from 'node:crypto';
import type { AgentEvent } from '../../agent/contract.js';
import type { Db } from '../../db/client.js';
import type { NewElement } from '../elements.js';
import type { RunEventBody } from './run-events.js';

interface Call {
  dbId: string;
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

  /** The calls as the answer's elements, in the order they were made. */
  elements(): NewElement[] {
    return [...this.calls.values()].map((c) => ({
      stepId: this.stepId,
      position: c.position,
      elementType: 'tool_call',
      name: c.name,
      properties: { tool_call_id: c.dbId, display_name: c.displayName, input_params: c.args },
    }));
  }
}
