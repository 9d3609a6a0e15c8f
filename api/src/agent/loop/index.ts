/** The agent loop: Duet's own (the default) or the AI SDK's streamText (AGENT_LOOP=ai-sdk); README.md says why. */
import type { AgentEvent } from '../contract.js';
import { runAiSdkLoop } from './ai-sdk-loop.js';
import { runDuetLoop } from './duet-loop.js';
import type { RunnerInput } from './runner-input.js';

export type { RunnerInput };
export type AgentLoop = (input: RunnerInput) => AsyncGenerator<AgentEvent>;

export const agentLoop = (kind: 'duet' | 'ai-sdk'): AgentLoop => (kind === 'ai-sdk' ? runAiSdkLoop : runDuetLoop);
