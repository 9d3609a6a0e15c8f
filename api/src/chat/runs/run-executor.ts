/**
 * Executes one run: drives the agent runtime, numbers its events, appends
 * them to the run's event log, persists the answer as it grows (batched, not
 * per token) and completes the step. The run belongs to the server: it goes
 * on whether or not anyone is listening.
 */
import type { AgentEvent, AgentRuntime, AgentTurn } from '../../agent/contract.js';
import type { Db } from '../../db/client.js';
import { isDatabaseUnreachable } from '../../errors/database-errors.js';
import type { Logger } from '../../logging/logger.js';
import type { ChatReads } from '../read/chat-reads.js';
import { UNSAVED_EVENTS, type AnswerFlusher, type FlushableAnswer } from './answer-flusher.js';
import type { RunEventLog } from './event-log.js';
import { INTERRUPTED_MESSAGES, type InterruptReason } from './interruptions.js';
import type { Completion, RunCompleter } from './run-completer.js';
import { endingOf, interruptedWhileAway, STREAMING_FAILED, type Outcome, type RunState } from './run-ending.js';
import { RunToolCalls } from './run-tool-calls.js';
import type { RunEventBody } from './run-events.js';
import { modelMetadata, type StartedTurn } from './turn.js';
import type { UsageSink } from '../../usage/recorder.js';
import { RunUsage } from './run-usage.js';
import { isTwinThread } from '../thread-kinds.js';
import { inSpan, SPAN_ATTRIBUTES } from '../../logging/spans.js';
import { providerErrorMessage } from './provider-error.js';
import { drainUntilStalled } from './stall-watchdog.js';
import { titleAfterExchange } from './thread-title.js';

export interface ExecutorDeps {
  db: Db;
  reads: ChatReads;
  log: RunEventLog;
  runtime: AgentRuntime;
  logger: Logger;
  stallMs: number;
  /** Writes the growing answers of all live runs, batched. */
  flusher: AnswerFlusher;
  /** Completes finished runs' steps, batched. */
  completer: RunCompleter;
  /** Writes the end of a run once the database is back (pending-saves.ts). */
  saveLater?: (completion: Completion) => void;
  /** Told when a thread has a finished answer (recall embeds its new messages). */
  onAnswered?: (threadId: string) => void;
  /** Work a run leaves going after its answer (the title): closing waits for it before the database goes. */
  afterwards?: (work: Promise<unknown>) => void;
  /** Where the answer's tokens are counted (usage/recorder.ts). */
  usage?: UsageSink;
  /** Told the time from a message to its answer's first words, by model (monitoring/metrics.ts). */
  firstToken?: (model: string, provider: string | undefined, seconds: number) => void;
  /** How long a tool call waits for its person's yes or no (config.mcp). */
  approvalTimeoutMs: number;
}

export class RunExecution implements FlushableAnswer {
  private seq = 0;
  /** The last seq written with the answer's text (answer-flusher.ts). */
  private savedSeq = 0;
  private text = '';
  private readonly usage: RunUsage;
  private readonly controller = new AbortController();
  private agentStartedAt = 0;
  private agentEndedAt = 0;
  /** When the answer's first text came (0: none yet). */
  private firstTokenAt = 0;
  /**
   * Ended before it finished, and why: the server is shutting down (drain) and the grace period
   * is over, or the database or Redis went away.
   */
  private interruptedBy: InterruptReason | null = null;
  /** The event log failed (Redis away): later events are tried, and their failures not logged again. */
  private logFailed = false;
  /** The person stopped it ("Stop generating"): the text so far is the answer. */
  private stopped = false;
  /** Its claim on the thread was taken (run-leases.ts): stop, and write nothing more. */
  private fenced = false;
  /**
   * Writing its end: the completer releases the claim itself, so a lease check that finds it
   * gone from here on is not a fence (the completer's own condition tells a real takeover).
   */
  private completing = false;

  private readonly tools: RunToolCalls;
  /** The request this answer stopped for (a tool call that waits for its person), if any. */
  private approvalId: string | null = null;

  constructor(
    private readonly deps: ExecutorDeps,
    readonly turn: StartedTurn,
    private readonly agentTurn: Omit<AgentTurn, 'signal'>,
  ) {
    this.tools = new RunToolCalls(deps.db, turn.assistantStepId);
    this.usage = new RunUsage(deps.usage, {
      ownerId: agentTurn.ownerId,
      threadId: turn.threadId,
      twin: isTwinThread(agentTurn),
    });
  }

  get runId() {
    return this.turn.runId;
  }

  /** The model that writes this answer (the runtime's default when the turn names none). */
  private get modelName(): string {
    return this.agentTurn.model?.name ?? this.deps.runtime.modelName;
  }

  /** The attached documents' passages the answer is read with: its sources. */
  private get cited() {
    return this.agentTurn.files.flatMap((f) => f.cited ?? []);
  }

  /** The answer's metadata about its model, as its turn wrote it (turn.ts). */
  private get modelMeta(): Record<string, unknown> {
    return this.agentTurn.model ? modelMetadata(this.agentTurn.model) : { agent_model: this.deps.runtime.modelName };
  }

  get stepId() {
    return this.turn.assistantStepId;
  }

  get threadId() {
    return this.turn.threadId;
  }

  snapshot() {
    return { text: this.text, seq: this.seq };
  }

  saved(seq: number) {
    this.savedSeq = Math.max(this.savedSeq, seq);
  }

  abort() {
    this.controller.abort();
  }

  /** "Stop generating": cancels the provider call; the answer keeps its text (metadata.stopped). */
  stop() {
    if (this.completing || this.controller.signal.aborted) return false;
    this.stopped = true;
    this.controller.abort();
    return true;
  }

  /** Ends the run now as interrupted, keeping the text so far (the server or what it needs is going away). */
  interrupt(reason: InterruptReason = 'restart') {
    if (this.completing) return;
    this.interruptedBy ??= reason;
    this.controller.abort();
  }

  /** Another process ended this run: stop without writing anything. */
  fence() {
    if (this.completing) return;
    this.fenced = true;
    this.controller.abort();
  }

  /**
   * Numbers and appends an event. Never throws: an event log that fails (Redis away) interrupts
   * the run, whose followers end by themselves (event-stream.ts).
   */
  private async emit(body: RunEventBody) {
    if (this.fenced) return;
    // At most UNSAVED_EVENTS ahead of what is saved (three are kept for the end): else wait for a save.
    if (!this.completing && this.seq + 4 - this.savedSeq > UNSAVED_EVENTS && !(await this.saveNow())) return;
    this.seq += 1;
    try {
      await this.deps.log.append({
        ...body,
        runId: this.turn.runId,
        threadId: this.turn.threadId,
        seq: this.seq,
      } as never);
    } catch (error) {
      if (!this.logFailed)
        this.deps.logger.warn(
          { err: error, runId: this.runId },
          'run event not delivered: the answer ends as interrupted',
        );
      this.logFailed = true;
      this.interrupt('live');
    }
  }

  /** Saves the answer now; false (and the run ends) if that fails. */
  private async saveNow(): Promise<boolean> {
    this.deps.flusher.mark(this);
    await this.deps.flusher.flush();
    if (this.seq + 4 - this.savedSeq <= UNSAVED_EVENTS) return true;
    this.interrupt('database');
    return false;
  }

  private async emitAll(bodies: readonly RunEventBody[]) {
    for (const body of bodies) await this.emit(body);
  }

  /** The run in its span, with the model calls' spans in it (logging/spans.ts). */
  execute(): Promise<void> {
    const ids = { [SPAN_ATTRIBUTES.runId]: this.runId, [SPAN_ATTRIBUTES.threadId]: this.turn.threadId };
    return inSpan('answer', { attributes: { ...ids, 'gen_ai.request.model': this.modelName } }, () => this.run());
  }

  private async run(): Promise<void> {
    try {
      await this.emit({
        type: 'run_started',
        userStepId: this.turn.userStepId,
        assistantStepId: this.turn.assistantStepId,
        agentModel: this.modelName,
      });
      // Model calls the turn makes besides its answer (memory judgements) count as its person's.
      const outcome = await this.usage.within('judgement', () => this.drive());
      this.usage.record(this.modelName, this.agentTurn.model?.connection);
      await this.complete(outcome);
    } catch (error) {
      this.deps.logger.error({ err: error, runId: this.runId }, 'run failed unexpectedly');
      await this.complete({ error: STREAMING_FAILED }).catch(() => undefined);
    }
  }

  /** Runs the agent; returns what ended it. */
  private async drive(): Promise<Outcome> {
    this.agentStartedAt = Date.now();
    const events = this.deps.runtime.run({ ...this.agentTurn, runId: this.runId, signal: this.controller.signal });
    try {
      const end = await drainUntilStalled(
        events,
        { stallMs: this.deps.stallMs, controller: this.controller },
        (event) => this.onAgentEvent(event),
      );
      return end === 'done' ? {} : end === 'stalled' ? { stalled: true } : { aborted: true };
    } catch (error) {
      if (isDatabaseUnreachable(error)) this.interrupt('database');
      if (this.controller.signal.aborted) return { aborted: true };
      this.deps.logger.warn({ err: error, runId: this.runId }, 'AI provider failed');
      return { error: providerErrorMessage(error) };
    } finally {
      this.agentEndedAt = Date.now();
    }
  }

  private async onAgentEvent(event: AgentEvent) {
    switch (event.type) {
      case 'text_delta':
        if (!event.delta) return;
        if (!this.firstTokenAt) {
          this.firstTokenAt = Date.now();
          this.deps.firstToken?.(
            this.modelName,
            this.agentTurn.model?.connection,
            (this.firstTokenAt - this.turn.startedAt) / 1000,
          );
        }
        this.text += event.delta;
        this.deps.flusher.mark(this);
        return this.emit({ type: 'text_delta', delta: event.delta });
      case 'tool_called':
        // The text so far is written before the call, so a reload shows them in order.
        await this.deps.flusher.flush();
        return this.emitAll(await this.tools.started(event));
      case 'tool_output':
        return this.emitAll(await this.tools.finished(event));
      case 'compacting_started':
        return this.emit({ type: 'compacting_started' });
      case 'compacting_completed':
        await this.deps.db.thread.update({
          where: { id: this.turn.threadId },
          data: { summary: event.summary, summaryUptoSeq: event.uptoSeq },
        });
        return this.emit({ type: 'compacting_completed' });
      case 'usage':
        return this.usage.add(event);
      case 'approval_needed': {
        await this.deps.flusher.flush();
        const waiting = await this.tools.awaiting(event, {
          userId: this.agentTurn.ownerId,
          threadId: this.turn.threadId,
          timeoutMs: this.deps.approvalTimeoutMs,
        });
        if (!waiting) return;
        this.approvalId = waiting.approvalId;
        return this.emitAll(waiting.events);
      }
      case 'token_info':
        return this.emit({
          type: 'token_info',
          estimatedTokens: event.estimatedTokens,
          totalTokens: event.estimatedTokens,
          totalChars: event.totalChars,
          messageCount: event.messageCount,
        });
    }
  }

  /** What the run knows as it ends (run-ending.ts). */
  private state(): RunState {
    return {
      turn: this.turn,
      text: this.text,
      seq: this.seq,
      interruptedBy: this.interruptedBy,
      stopped: this.stopped,
      approvalId: this.approvalId,
      cited: this.cited,
      modelMeta: this.modelMeta,
      agentStartedAt: this.agentStartedAt,
      agentEndedAt: this.agentEndedAt,
      firstTokenAt: this.firstTokenAt,
      sessionId: this.tools.sessionId,
      elements: this.tools.elements(),
    };
  }

  private async complete(outcome: Outcome) {
    this.deps.flusher.forget(this);
    if (this.fenced) return;
    this.completing = true;
    const run = this.state();
    const { completion, failed, interrupted, empty, message, errorType } = endingOf(outcome, run);
    let written: boolean;
    try {
      written = await this.deps.completer.complete(completion);
    } catch (error) {
      if (!isDatabaseUnreachable(error) || !this.deps.saveLater) throw error;
      return this.endWhileDatabaseAway(completion, run);
    }
    // Not written while the step exists: another process ended it (and told the followers).
    if (!written && (await this.deps.db.step.count({ where: { id: this.turn.assistantStepId } })) > 0) return;
    if (outcome.aborted && empty && !interrupted && !this.stopped) {
      await this.emit({ type: 'done', status: 'completed' });
      return;
    }
    if (failed) await this.emit({ type: 'error', message: message!, errorType });
    const step = await this.deps.reads.stepById(this.turn.assistantStepId);
    if (step) await this.emit({ type: 'assistant_step', step });
    await this.emit({ type: 'done', status: failed ? 'error' : 'completed' });
    this.deps.onAnswered?.(this.turn.threadId);
    if (!failed && !interrupted)
      titleAfterExchange(this.deps, this.usage, this.agentTurn, {
        threadId: this.turn.threadId,
        runId: this.runId,
        text: this.text,
      });
  }

  /**
   * The end could not be written: the database is away. The followers are told now that the
   * answer was interrupted (not left waiting), and the answer is saved as interrupted, with all
   * its text, once the database is back (pending-saves.ts).
   */
  private async endWhileDatabaseAway(completion: Completion, run: RunState) {
    this.deps.saveLater!(interruptedWhileAway(completion, run));
    await this.emit({ type: 'error', message: INTERRUPTED_MESSAGES.database, errorType: 'interrupted' });
    await this.emit({ type: 'done', status: 'error' });
  }
}
