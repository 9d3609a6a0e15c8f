/**
 * The agent runtime the chat engine calls for each assistant turn: picks the
 * provider from config.ai, gives the agent its tool set, keeps the context
 * within budget (compaction) and streams the turn's events.
 */
import type { ModelMessage } from 'ai';
import { compactHistory, estimateTokens, needsCompaction } from './compaction.js';
import type { AgentDeps, AgentEvent, AgentRuntime, AgentTurn, CreateAgentRuntime } from './contract.js';
import { systemPrompt, userContent } from './prompts.js';
import { createProvider, type ProviderOptions } from './providers.js';
import { runAgentStream } from './runner.js';
import { toolsFor } from './tools/tool-set.js';

export interface AgentRuntimeOptions extends ProviderOptions {
  /** Model steps per turn (tool calls, then the answer). */
  maxSteps?: number;
}

export function createAgentRuntimeWith(deps: AgentDeps, options: AgentRuntimeOptions = {}): AgentRuntime {
  const ai = deps.config.ai;
  const provider = createProvider(ai, {
    ...options,
    // Smooth streaming for people; none in tests.
    local: { chunkDelayMs: deps.config.env === 'test' ? 0 : 15, ...options.local },
  });
  const maxSteps = options.maxSteps ?? 5;
  const maxRetries = options.maxRetries ?? 2;

  async function* run(turn: AgentTurn): AsyncGenerator<AgentEvent> {
    if (turn.signal.aborted) return;
    const tools = toolsFor(turn.agentType, { deps, turn });
    let summary = turn.summary;
    let history = turn.history;

    if (needsCompaction(summary, history, ai.contextTokens)) {
      yield { type: 'compacting_started' };
      let compacted;
      try {
        compacted = await compactHistory(summary, history, ai.contextTokens, provider.summarise, turn.signal);
      } catch (error) {
        if (turn.signal.aborted) return; // an abort ends the turn quietly, as in the runner
        throw error;
      }
      if (turn.signal.aborted) return;
      summary = compacted.summary;
      history = compacted.recent;
      yield { type: 'compacting_completed', summary: compacted.summary, uptoSeq: compacted.uptoSeq };
    }

    const system = systemPrompt(turn.agentType, summary);
    const messages: ModelMessage[] = [
      ...history
        .filter((m) => m.content.trim() !== '') // e.g. an error step that never got text
        .map((m): ModelMessage => ({ role: m.role, content: m.content })),
      { role: 'user', content: userContent(turn.userMessage, turn.files) },
    ];
    const totalChars =
      system.length + messages.reduce((n, m) => n + (typeof m.content === 'string' ? m.content.length : 0), 0);
    yield {
      type: 'token_info',
      estimatedTokens: estimateTokens(totalChars),
      totalChars,
      messageCount: messages.length,
    };

    yield* runAgentStream({
      model: provider.model,
      system,
      messages,
      tools,
      signal: turn.signal,
      maxSteps,
      maxRetries,
    });
  }

  return { modelName: provider.modelName, run };
}

/** The runtime with default options: what the chat engine uses. */
export const createAgentRuntime: CreateAgentRuntime = (deps) => createAgentRuntimeWith(deps);
