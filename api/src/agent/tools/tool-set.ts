/**
 * Which tools each agent gets. The tool set is the privacy boundary: an
 * agent can only read or write what its tools reach, whatever its prompt says.
 */
import type { ToolSet } from 'ai';
import type { AgentType } from '../contract.js';
import { getProfileTool, rememberTool, searchMemoriesTool, searchThreadsTool } from './brain-tools.js';
import { updateProfileTool } from './profile-pal-tools.js';
import { echoTool, getTimeTool } from './testing-tools.js';
import type { ToolContext } from './tool-context.js';

export class AgentNotAvailableError extends Error {
  constructor(agentType: string) {
    super(`Agent not available yet: ${agentType}`);
    this.name = 'AgentNotAvailableError';
  }
}

type ToolSetFactory = (ctx: ToolContext) => ToolSet;

const TOOL_SETS: Partial<Record<AgentType, ToolSetFactory>> = {
  /** The owner's private brain: everything of the owner's own. */
  private_brain: (ctx) => ({
    search_memories: searchMemoriesTool(ctx),
    remember: rememberTool(ctx),
    search_threads: searchThreadsTool(ctx),
    get_profile: getProfileTool(ctx),
  }),
  /** Onboarding: reads and fills the owner's profile, nothing else. */
  profile_pal: (ctx) => ({
    get_profile: getProfileTool(ctx),
    update_profile: updateProfileTool(ctx),
  }),
  testing: () => ({
    echo: echoTool(),
    get_time: getTimeTool(),
  }),
  // public_twin / self_twin: a later task adds a tool set that reads only the
  // public projection of one profile (public memories, public profile fields).
};

export function isAgentAvailable(agentType: AgentType): boolean {
  return TOOL_SETS[agentType] !== undefined;
}

export function toolsFor(agentType: AgentType, ctx: ToolContext): ToolSet {
  const factory = TOOL_SETS[agentType];
  if (!factory) throw new AgentNotAvailableError(agentType);
  return factory(ctx);
}
