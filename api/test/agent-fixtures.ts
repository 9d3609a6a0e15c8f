/**
 * Test fixtures for the agent runtime: users and threads in a real database,
 * the runtime's dependencies, and a conversation that records its history
 * like the chat engine does (user step, assistant step, seq numbers).
 */
import { createAgentDeps } from '../src/agent-deps.js';
import type { AgentDeps, AgentEvent, AgentRuntime, AgentType, HistoryMessage } from '../src/agent/contract.js';
import { createLogger } from '../src/logging/logger.js';
import type { TestApp } from './support/test-app.js';

let users = 0;

export async function makeUser(t: TestApp, data: { displayName?: string | null } = {}) {
  users++;
  const name = `user${users}-${Math.random().toString(36).slice(2, 8)}`;
  return t.db.user.create({
    data: {
      email: `${name}@example.com`,
      username: name,
      passwordHash: 'not-a-real-hash',
      displayName: data.displayName === undefined ? 'Ada Lovelace' : data.displayName,
    },
  });
}

/**
 * What a live run leaves in the database: a thread claimed by the run a minute ago (and last updated
 * then) and its assistant step, streaming.
 */
export async function liveRunRows(t: TestApp, userId: string, runId: string, output = '') {
  const before = new Date(Date.now() - 60_000);
  const thread = await t.db.thread.create({
    data: {
      userId,
      agentType: 'private_brain',
      activeRunId: runId,
      activeRunAt: before,
      updatedAt: before,
    },
  });
  const step = await t.db.step.create({
    data: {
      threadId: thread.id,
      seq: 2,
      stepType: 'ASSISTANT_MESSAGE',
      status: 'streaming',
      streaming: true,
      runId,
      output,
    },
  });
  return { thread, step };
}

export function agentDeps(t: TestApp): AgentDeps {
  // As the app wires them (api/src/agent-deps.ts).
  return createAgentDeps({
    recall: t.app.services.recall,
    config: t.config,
    db: t.db,
    logger: createLogger({ logLevel: 'silent', env: 'test' }),
    reads: t.app.services.chat.reads,
    broadcaster: t.app.services.broadcaster,
  });
}

export async function collect(events: AsyncIterable<AgentEvent>): Promise<AgentEvent[]> {
  const out: AgentEvent[] = [];
  for await (const event of events) out.push(event);
  return out;
}

export const textOf = (events: AgentEvent[]) => events.map((e) => (e.type === 'text_delta' ? e.delta : '')).join('');

export const ofType = <T extends AgentEvent['type']>(events: AgentEvent[], type: T) =>
  events.filter((e): e is Extract<AgentEvent, { type: T }> => e.type === type);

export interface Sent {
  events: AgentEvent[];
  text: string;
  assistantStepId: string;
}

/** One thread of one user, sending messages through the runtime turn by turn. */
export class Conversation {
  history: HistoryMessage[] = [];
  summary: string | null = null;
  private seq = 0;

  private constructor(
    private readonly t: TestApp,
    private readonly runtime: AgentRuntime,
    readonly ownerId: string,
    readonly agentType: AgentType,
    readonly threadId: string,
  ) {}

  static async start(t: TestApp, runtime: AgentRuntime, ownerId: string, agentType: AgentType, name?: string) {
    const thread = await t.db.thread.create({
      data: { userId: ownerId, agentType, name: name ?? null },
    });
    return new Conversation(t, runtime, ownerId, agentType, thread.id);
  }

  async send(message: string, signal: AbortSignal = new AbortController().signal): Promise<Sent> {
    const userSeq = ++this.seq;
    await this.t.db.step.create({
      data: {
        threadId: this.threadId,
        seq: userSeq,
        stepType: 'USER_MESSAGE',
        input: message,
        userId: this.ownerId,
        status: 'sent',
      },
    });
    const step = await this.t.db.step.create({
      data: {
        threadId: this.threadId,
        seq: ++this.seq,
        stepType: 'ASSISTANT_MESSAGE',
        status: 'streaming',
      },
    });
    const events = await collect(
      this.runtime.run({
        agentType: this.agentType,
        threadId: this.threadId,
        ownerId: this.ownerId,
        speakerId: this.ownerId,
        assistantStepId: step.id,
        history: this.history,
        summary: this.summary,
        userMessage: message,
        files: [],
        signal,
      }),
    );
    const text = textOf(events);
    await this.t.db.step.update({
      where: { id: step.id },
      data: { output: text, status: 'completed' },
    });
    const compacted = ofType(events, 'compacting_completed')[0];
    if (compacted) {
      this.summary = compacted.summary;
      this.history = this.history.filter((m) => m.seq > compacted.uptoSeq);
    }
    this.history = [
      ...this.history,
      { role: 'user', content: message, seq: userSeq },
      { role: 'assistant', content: text, seq: step.seq },
    ];
    return { events, text, assistantStepId: step.id };
  }
}
