/**
 * The agent runtime the chat engine calls for each assistant turn: picks the
 * provider from config.ai, gives the agent its tool set, keeps the context
 * within budget (compaction) and streams the turn's events.
 */
import type { ModelMessage } from 'ai';
import { compactHistory, needsCompaction } from './compaction.js';
import { estimateTokens } from '../words/token-estimate.js';
import { readStoriesByRules } from './local/story-rules.js';
import type { OwnerSide } from './ports.js';
import type {
  AgentDeps,
  AgentEvent,
  AgentRuntime,
  AgentTurn,
  ChatModel,
  CreateAgentRuntime,
  ModelSource,
} from './contract.js';
import { systemPrompt, takesPersonalInstructions, userContent } from './prompts.js';
import { createProvider, modelSpecOf, type ProviderOptions } from './providers.js';
import { agentLoop, type RunnerInput } from './loop/index.js';
import { toolsFor } from './tools/tool-set.js';
import { personalLabels } from './tools/personal-tools.js';
import { decidedCall } from './continuation.js';

/**
 * The person's side of a turn, in one read of them (none for a twin's turn): their own instructions
 * (their private conversations only: prompts.ts systemPrompt); the project the brain's conversation
 * is in, its name and instructions read each turn (a conversation moved in answers with them next
 * time); and whether it has a document read that it may search (its project's and the library's:
 * projects/agent-access.ts), so the brain gets no needless search tool.
 */
async function personalSide(deps: AgentDeps, turn: AgentTurn, supportsTools: boolean): Promise<OwnerSide> {
  const brain = turn.agentType === 'private_brain';
  const projectId = brain ? (turn.projectId ?? null) : null;
  const instructions = takesPersonalInstructions(turn.agentType);
  const library = brain && supportsTools;
  if (!instructions && !projectId && !library) return { instructions: undefined, project: null, library: false };
  return deps.ownerSide.read(turn.ownerId, { projectId, instructions, library });
}

/**
 * The message being answered: its text and attached files (prompts.ts userContent), and, for a model
 * that sees images, the attached images as images (the others read them described by name).
 */
async function userMessage(turn: AgentTurn, seesImages: boolean): Promise<ModelMessage> {
  const text = userContent(turn.userMessage, turn.files, seesImages);
  const images = seesImages ? turn.files.filter((f) => f.image) : [];
  if (images.length === 0) return { role: 'user', content: text };
  const read = await Promise.all(
    images.map(async (f) => ({ mediaType: f.image!.mediaType, data: await f.image!.read() })),
  );
  return {
    role: 'user',
    content: [
      { type: 'text', text },
      ...read.flatMap((img) =>
        img.data ? [{ type: 'image' as const, image: img.data, mediaType: img.mediaType }] : [],
      ),
    ],
  };
}

export interface AgentRuntimeOptions extends ProviderOptions {
  /** Model steps per turn (tool calls, then the answer). */
  maxSteps?: number;
}

export function createAgentRuntimeWith(deps: AgentDeps, options: AgentRuntimeOptions = {}): AgentRuntime {
  const ai = deps.config.ai;
  const maxRetries = options.maxRetries ?? ai.maxRetries;
  // The environment's model (config.ai): what answers when no catalog of connected models is given.
  const spec = modelSpecOf(ai);
  const environment: ChatModel = {
    key: spec.kind === 'local' ? 'local' : 'env',
    name: ai.model,
    provider: createProvider(ai, {
      ...options,
      maxRetries,
      local: { chunkDelayMs: ai.localChunkDelayMs, ...options.local },
    }),
    supportsTools: true,
    supportsImages: false,
    offline: spec.kind === 'local',
  };
  const models: ModelSource = deps.models ?? {
    defaultChat: async () => environment,
    utility: async () => environment,
  };
  const maxSteps = options.maxSteps ?? 5;
  const runLoop = agentLoop;

  /** Compaction and token info; then what the runner needs (or null: the turn was aborted). */
  async function* prepare(turn: AgentTurn): AsyncGenerator<AgentEvent, RunnerInput | null> {
    if (turn.signal.aborted) return null;
    const [model, utility] = await Promise.all([turn.model ?? models.defaultChat(), models.utility()]);
    const provider = model.provider;
    // A model that cannot take tools answers without them (the answer's info says so: chat/runs/turn.ts).
    const { instructions, project, library } = await personalSide(deps, turn, model.supportsTools);
    // The person's own tools (their MCP servers'): the private brain's only, never a twin's.
    const personal =
      turn.agentType === 'private_brain' && model.supportsTools && deps.personalTools
        ? await deps.personalTools.list(turn.ownerId)
        : undefined;
    const tools = model.supportsTools
      ? toolsFor(turn.agentType, { deps, turn, judges: utility.provider.judges, library, personal })
      : {};
    const labels = personalLabels(personal);
    let summary = turn.summary;
    let history = turn.history;

    if (needsCompaction(summary, history, ai.contextTokens)) {
      yield { type: 'compacting_started' };
      let compacted;
      try {
        // The summary's tokens count as the person's, as a summary (usage/usage-context.ts).
        const compact = () =>
          compactHistory(summary, history, ai.contextTokens, utility.provider.summarise, turn.signal);
        compacted = await (deps.asSummary ? deps.asSummary(compact) : compact());
      } catch (error) {
        if (turn.signal.aborted) return null; // an abort ends the turn quietly, as in the runner
        throw error;
      }
      if (turn.signal.aborted) return null;
      summary = compacted.summary;
      history = compacted.recent;
      yield { type: 'compacting_completed', summary: compacted.summary, uptoSeq: compacted.uptoSeq };
    }

    const speaking = turn.agentType.endsWith('twin') ? await deps.twin.speaking(turn.ownerId) : undefined;
    // The offline brain says how this person can get a model that writes: choose, connect or ask.
    const modelHelp =
      model.offline && turn.agentType === 'private_brain' && deps.modelHelp
        ? await deps.modelHelp(turn.ownerId).catch(() => undefined)
        : undefined;
    const system = systemPrompt(turn.agentType, summary, speaking, instructions, project, turn.temporary, turn.locale);
    const messages: ModelMessage[] = [
      ...history
        .filter((m) => m.content.trim() !== '') // e.g. an error step that never got text
        .map((m): ModelMessage => ({ role: m.role, content: m.content })),
      await userMessage(turn, model.supportsImages),
    ];
    // Going on after an approval: the decided call runs (or is declined) before the model goes on.
    const resume = turn.continuation ? yield* decidedCall(turn, tools, labels) : undefined;
    if (turn.signal.aborted) return null;
    const totalChars =
      system.length + messages.reduce((n, m) => n + (typeof m.content === 'string' ? m.content.length : 0), 0);
    yield {
      type: 'token_info',
      estimatedTokens: estimateTokens(totalChars),
      totalChars,
      messageCount: messages.length,
    };

    return {
      model: provider.model,
      system,
      messages,
      tools,
      signal: turn.signal,
      maxSteps,
      maxRetries,
      labels,
      hints: {
        agent: turn.agentType,
        ...(speaking ? { twin: speaking } : {}),
        ...(instructions ? { answerStyle: instructions.style } : {}),
        ...(project ? { projectInstructions: project.instructions } : {}),
        ...(modelHelp ? { modelHelp } : {}),
        ...(turn.locale ? { locale: turn.locale } : {}),
      },
      ...(resume ? { resume } : {}),
      ids: { runId: turn.runId, threadId: turn.threadId },
    };
  }

  /**
   * The turn's events: prepare()'s, then the runner's, handed on as they are (a `yield*` would
   * put another generator, and its promises, between the runner and the run for every event).
   */
  function run(turn: AgentTurn): AsyncIterableIterator<AgentEvent> {
    const first = prepare(turn);
    let rest: AsyncGenerator<AgentEvent> | null = null;
    const iterator: AsyncIterableIterator<AgentEvent> = {
      next() {
        if (rest) return rest.next();
        return first.next().then((step): Promise<IteratorResult<AgentEvent>> | IteratorResult<AgentEvent> => {
          if (!step.done) return step;
          if (!step.value) return { value: undefined, done: true };
          rest = runLoop(step.value);
          return rest.next();
        });
      },
      async return() {
        await (rest ?? first).return(null as never);
        return { value: undefined, done: true };
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }

  return {
    modelName: environment.name,
    run,
    // The conversation's own model names it: its words stay with the model the person chose, and
    // the offline brain's conversation gets the offline brain's title (agent/titles.ts).
    title: async (userMessage, answer, signal, model, locale) =>
      (model ?? (await models.defaultChat())).provider.title(userMessage, answer, signal, locale),
    pickFacts: async (statements, signal) => (await models.utility()).provider.pickFacts(statements, signal),
    // Without a model's reading (the offline brain), or when the model's fails, the local rules read.
    readStories: async (stories) => {
      const read = (await models.utility()).provider.readStories;
      if (!read) return readStoriesByRules(stories);
      return read(stories).catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'reading stories with the model failed: the rules read them');
        return readStoriesByRules(stories);
      });
    },
  };
}

/** The runtime with default options: what the chat engine uses. */
export const createAgentRuntime: CreateAgentRuntime = (deps) => createAgentRuntimeWith(deps);
