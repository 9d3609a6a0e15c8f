/** The agent loop: Duet's own on the model's stream (README.md says why not the AI SDK's streamText). */
import type { AgentEvent } from '../contract.js';
import { runDuetLoop } from './duet-loop.js';
import type { RunnerInput } from './runner-input.js';

export type { RunnerInput };
export type AgentLoop = (input: RunnerInput) => AsyncGenerator<AgentEvent>;

export const agentLoop: AgentLoop = runDuetLoop;
