/**
 * Sending messages and following runs: `send` validates, starts the turn
 * and the run (which outlives the caller), and returns the run's events;
 * `resume` replays what a client missed after its cursor, then continues live.
 */
import type { Locale } from '../../../../common/locales.js';
import type { AgentFile, AgentTurn, AgentType, ChatModel } from '../../agent/contract.js';
import { closePending } from '../../mcp/approvals.js';
import { continueAfterDecision, type ContinuationStart, type DecisionInput } from './continuation.js';
import { agentFilesOf, type FileElement } from '../../uploads/attachment-text.js';
import { NotFoundError, UnavailableError, ValidationError } from '../../errors/domain-errors.js';
import type { Actor } from '../actor.js';
import { said } from '../../words/said.js';
import { prepareElements } from '../elements.js';
import type { ThreadRecord } from '../records.js';
import { answersFor, isTwinThread } from '../thread-kinds.js';
import { TEMPORARY_FILES_REFUSED } from '../temporary-chats.js';
import { getThread } from '../threads.js';
import { followRun, type RunEventStream } from './event-stream.js';
import type { InterruptReason } from './interruptions.js';
import { PendingSaves } from './pending-saves.js';
import { RunExecution, type ExecutorDeps } from './run-executor.js';
import { interruptRun, RunLeases } from './run-leases.js';
import { resumeRun } from './run-resume.js';
import { AlreadySendingError, startTurn, type StartedTurn } from './turn.js';
import type { SendInput } from './send-input.js';
import { branchOf, historyOf, questionOf } from './turn-context.js';
import type { LimitCheck } from '../../usage/limits.js';

export interface RunServiceDeps extends ExecutorDeps {
  /** How long a run's claim lasts unless its process renews it (run-leases.ts). */
  leaseMs: number;
  /** Last check before a message is accepted (e.g. visitor quotas); throws to refuse. */
  beforeSend?: (thread: ThreadRecord, actor: Actor, ip: string) => Promise<void>;
  /**
   * A message was written and its answer started (e.g. a twin's owner hears of a visitor's first
   * message); a failure is logged, never the sender's.
   */
  afterSend?: (thread: ThreadRecord, actor: Actor) => Promise<void>;
  /**
   * The model that answers in this thread, `requested` being the sender's choice (ai-models/choices.ts);
   * absent: the runtime's default.
   */
  chooseModel?: (thread: ThreadRecord, requested: string | null) => Promise<ChatModel>;
  /** Refuses a message when whose answer it is has reached a usage limit (usage/limits.ts). */
  beforeAnswer?: (thread: ThreadRecord, ownerId: string) => Promise<LimitCheck | undefined>;
  /**
   * A message's files for the agent, with the text of small text files and documents
   * (uploads/attachment-text.ts; `message` picks a long document's passages); never throws.
   */
  agentFiles?: (actor: Actor, elements: readonly FileElement[], message: string) => Promise<AgentFile[]>;
}

export interface SendOptions {
  signal?: AbortSignal;
  ip?: string;
  /** The sender's language (http/request-locale.ts): the model is told it, the offline brain speaks it. */
  locale?: Locale;
}

export interface SendResult {
  runId: string;
  threadId: string;
  userStepId: string;
  assistantStepId: string;
  events: RunEventStream;
}

export class RunService {
  private readonly active = new Map<string, RunExecution>();
  /** The executions of the live runs, until each has ended. */
  private readonly running = new Set<Promise<unknown>>();
  /** What finished runs left going (their titles): close() lets it end before the database closes. */
  private readonly afterwards = new Set<Promise<unknown>>();
  private readonly executorDeps: ExecutorDeps;
  private readonly leases: RunLeases;
  /** Answers that ended while the database was away, saved once it is back. */
  private readonly pending: PendingSaves;
  /** Shutting down: no new runs (drain). */
  draining = false;

  /** How many answers this process is writing now. */
  get liveRuns(): number {
    return this.active.size;
  }

  constructor(private readonly deps: RunServiceDeps) {
    this.pending = new PendingSaves({
      completer: deps.completer,
      logger: deps.logger,
      retryMs: 1000,
      onSaved: (completion) => deps.onAnswered?.(completion.threadId),
    });
    this.executorDeps = {
      ...deps,
      afterwards: (work) => this.keepUntilDone(this.afterwards, work),
      saveLater: (completion) => this.pending.add(completion),
    };
    // The database is away: live answers cannot be saved as they grow, so they end now, keeping
    // their text (saved once it is back), and their followers are told.
    const lost = () => this.interruptAll('database');
    deps.flusher.onDatabaseLost(lost);
    this.leases = new RunLeases({
      ...deps,
      live: () =>
        new Map([...[...this.active].map(([runId, run]) => [runId, run.threadId] as const), ...this.pending.runs()]),
      fence: (runId) => this.active.get(runId)?.fence(),
      lost,
    });
    this.leases.start();
    // A stop (or an abort) asked on another process reaches the one running the answer here.
    this.stopControl = deps.log.onControl((message) => {
      if (message.type === 'stop') this.active.get(message.runId)?.stop();
      else if (message.type === 'abort') this.active.get(message.runId)?.abort();
    });
  }

  private readonly stopControl: () => void;

  /**
   * "Stop generating": ends the thread's live answer where it is. The provider call is cancelled,
   * the answer keeps its text (status completed, metadata.stopped) and its followers get
   * assistant_step and done. Returns whether an answer was running. The run may live on another
   * process: the stop then travels through the event log's control channel.
   */
  async stop(actor: Actor, threadId: string): Promise<boolean> {
    const thread = await getThread(this.deps, actor, threadId);
    const row = await this.deps.db.thread.findUnique({ where: { id: thread.id }, select: { activeRunId: true } });
    const runId = row?.activeRunId;
    // An answer that waits for a tool call's yes or no is ended like a live one: nothing is called.
    if (!runId) return (await closePending(this.deps.db, { threadId: thread.id }, 'stopped')) > 0;
    const local = this.active.get(runId);
    if (local) return local.stop();
    await this.deps.log.control({ type: 'stop', runId });
    return true;
  }

  /**
   * At start-up of the only process (no Redis): every claim left in the database is from a run
   * that died with the previous process. Ends them as interrupted before requests are served.
   */
  recoverAll(): Promise<number> {
    return this.leases.recoverAll();
  }

  /** Ends every live answer of this process as interrupted (their text so far is kept). */
  interruptAll(reason: InterruptReason) {
    for (const run of this.active.values()) run.interrupt(reason);
  }

  /**
   * Shutting down: refuses new runs at once, gives the live ones `graceMs` to finish, then ends
   * the rest as interrupted (their text so far is kept).
   */
  async drain(graceMs: number): Promise<void> {
    this.draining = true;
    const deadline = Date.now() + graceMs;
    while (this.active.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    for (const run of this.active.values()) run.interrupt();
    await this.idle();
  }

  async send(
    actor: Actor,
    threadId: string,
    input: SendInput,
    { signal, ip = 'unknown', locale }: SendOptions = {},
  ): Promise<SendResult> {
    if (this.draining) throw new UnavailableError();
    // An answer streams through the event log: with Redis away, refused before anything is written.
    this.deps.log.ensureAvailable?.();
    const thread = await getThread(this.deps, actor, threadId);
    if (thread.temporary && input.elements.length > 0) throw ValidationError.of('elements', TEMPORARY_FILES_REFUSED);
    const branch = await branchOf(this.deps.reads, thread, input);
    await this.deps.beforeSend?.(thread, actor, ip);
    const ownerId = answersFor(thread);
    if (!ownerId) {
      throw new NotFoundError(
        said(/*i18n*/ { id: 'error.chat.twin-not-available', message: 'This twin is not available' }),
      );
    }
    const limit = await this.deps.beforeAnswer?.(thread, ownerId);
    // An edit keeps the edited message's attachments; a regeneration answers the same message.
    const fork =
      branch.kind === 'new'
        ? null
        : branch.kind === 'edit'
          ? branch.step
          : await questionOf(this.deps.reads, branch.step);
    const elements = fork
      ? await this.deps.reads.elementsToCopy(fork.id)
      : await prepareElements(this.deps.db, actor, input.elements);
    const userMessage = branch.kind === 'regenerate' ? (fork?.input ?? '') : input.input;
    // Attached text files are read while the turn is written, not before.
    const files = this.deps.agentFiles?.(actor, elements, userMessage) ?? Promise.resolve(agentFilesOf(elements));
    const [history, model] = await Promise.all([
      historyOf(this.deps.reads, thread, fork?.seq),
      this.deps.chooseModel?.(thread, input.model ?? null),
    ]);
    const turnArgs = {
      threadId: thread.id,
      userId: actor.userId,
      input: userMessage,
      elements,
      model: model ?? { key: null, name: this.deps.runtime.modelName, offline: false, supportsTools: true },
      keepModel: isTwinThread(thread) ? null : (model?.key ?? null),
      countFor: ownerId,
      limit,
      branch,
    };
    const turn = await startTurn(this.deps.db, turnArgs).catch(async (error: unknown) => {
      // The thread's claim is from a run whose process stopped renewing it: end that run, retry.
      if (!(error instanceof AlreadySendingError) || !(await this.endStaleClaim(thread.id))) throw error;
      return startTurn(this.deps.db, turnArgs);
    });
    const events = this.launch(
      turn,
      {
        agentType: thread.agentType as AgentType,
        threadId: thread.id,
        temporary: thread.temporary,
        ownerId,
        speakerId: actor.userId,
        assistantStepId: turn.assistantStepId,
        history: history.messages,
        summary: history.summary,
        userMessage,
        model,
        files: await files,
        projectId: thread.projectId,
        ...(locale ? { locale } : {}),
      },
      signal,
    );
    await this.deps.afterSend?.(thread, actor).catch((error: unknown) => {
      this.deps.logger.warn({ err: error, threadId: thread.id }, 'could not act on a sent message');
    });
    return {
      runId: turn.runId,
      threadId: thread.id,
      userStepId: turn.userStepId,
      assistantStepId: turn.assistantStepId,
      events,
    };
  }

  /**
   * Starts the run of a turn just written: it outlives the caller. The events are followed from
   * before it starts (followRun subscribes at once; what a slower log misses meanwhile comes from
   * the tail), so the caller sees every event from seq 1.
   */
  launch(turn: StartedTurn, agentTurn: Omit<AgentTurn, 'signal'>, signal?: AbortSignal): RunEventStream {
    const execution = new RunExecution(this.executorDeps, turn, agentTurn);
    const events = followRun(this.deps.log, { runId: turn.runId, threadId: turn.threadId }, 0, signal);
    this.active.set(turn.runId, execution);
    this.keepUntilDone(
      this.running,
      execution.execute().finally(() => this.active.delete(turn.runId)),
    );
    return events;
  }

  /**
   * A person's yes or no to a tool call an answer stopped for: the answer that goes on starts
   * (continuation.ts). Returns its run, which the person follows like any answer.
   */
  decide(actor: Actor, approvalId: string, input: DecisionInput, locale?: Locale): Promise<ContinuationStart> {
    return continueAfterDecision(
      {
        ...this.deps,
        history: (thread, beforeSeq) => historyOf(this.deps.reads, thread, beforeSeq),
        launch: (turn, agentTurn) => {
          void this.launch(turn, agentTurn)
            .return()
            .catch(() => undefined);
        },
        endStaleClaim: (threadId) => this.endStaleClaim(threadId),
      },
      actor,
      approvalId,
      input,
      locale,
    );
  }

  /**
   * Replays the run of the thread's latest answer after `afterSeq` (what the client already has)
   * and follows it live (run-resume.ts).
   */
  async resume(actor: Actor, threadId: string, afterSeq: number, signal?: AbortSignal): Promise<RunEventStream> {
    const thread = await getThread(this.deps, actor, threadId);
    return resumeRun(this.deps, thread, afterSeq, signal);
  }

  private async endStaleClaim(threadId: string): Promise<boolean> {
    const staleBefore = new Date(Date.now() - this.deps.leaseMs);
    const row = await this.deps.db.thread.findUnique({
      where: { id: threadId },
      select: { activeRunId: true, activeRunAt: true },
    });
    if (!row?.activeRunId || !row.activeRunAt || row.activeRunAt >= staleBefore) return false;
    return interruptRun(this.deps, threadId, row.activeRunId, { staleBefore });
  }

  /** Stops the runs writing into a thread (it is being deleted). */
  abortThread(threadId: string) {
    for (const run of this.active.values()) if (run.turn.threadId === threadId) run.abort();
  }

  /**
   * Stops the answers writing into these threads (they are being deleted), here and, through the
   * event log's control channel, on the process that runs each one (`runId`: the thread's claim).
   */
  async abortThreads(threads: ReadonlyArray<{ id: string; activeRunId: string | null }>): Promise<void> {
    for (const thread of threads) {
      this.abortThread(thread.id);
      if (thread.activeRunId && !this.active.has(thread.activeRunId)) {
        await this.deps.log.control({ type: 'abort', runId: thread.activeRunId }).catch((error: unknown) => {
          this.deps.logger.warn({ err: error, runId: thread.activeRunId }, 'could not ask for a run to stop');
        });
      }
    }
    // This process's runs of those threads have written their end before the caller goes on (an
    // account's deletion would otherwise race their last writes to the rows it deletes).
    const ids = new Set(threads.map((t) => t.id));
    while ([...this.active.values()].some((run) => ids.has(run.turn.threadId))) {
      await Promise.race([...this.running].map((p) => p.catch(() => undefined)));
    }
  }

  /** Waits for the runs of this process (for shutdown and tests). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /**
   * Waits until this process has no live run and nothing a finished run left going (its title):
   * what a test waits on before it says that something did not happen.
   */
  async settled(): Promise<void> {
    while (this.running.size > 0 || this.afterwards.size > 0)
      await Promise.allSettled([...this.running, ...this.afterwards]);
  }

  async close(): Promise<void> {
    this.stopControl();
    await this.leases.stop();
    for (const run of this.active.values()) run.abort();
    await this.idle();
    await this.pending.close();
    // A title still being written when the database disconnects could hold the disconnect up.
    await Promise.allSettled([...this.afterwards]);
  }

  private keepUntilDone(set: Set<Promise<unknown>>, work: Promise<unknown>) {
    set.add(work);
    void work.finally(() => set.delete(work)).catch(() => undefined);
  }
}
