/**
 * Which tools each agent gets. The tool set is the privacy boundary: an
 * agent can only read or write what its tools reach, whatever its prompt says.
 */
import type { ToolSet } from 'ai';
import type { AgentType } from '../contract.js';
import {
  forgetTool,
  getProfileTool,
  listMemoriesTool,
  rememberTool,
  searchMemoriesTool,
  searchConversationsTool,
  searchDocumentsTool,
} from './brain-tools.js';
import { calculateTool } from './calculator.js';
import { skipQuestionTool, updateProfileTool } from './profile-pal-tools.js';
import { personalToolSet } from './personal-tools.js';
import { echoTool, getTimeTool } from './testing-tools.js';
import type { ToolContext } from './tool-context.js';
import { twinToolSet } from './twin-tools.js';
import { readWebPageTool } from './web-page.js';

export class AgentNotAvailableError extends Error {
  constructor(agentType: string) {
    super(`Agent not available yet: ${agentType}`);
    this.name = 'AgentNotAvailableError';
  }
}

type ToolSetFactory = (ctx: ToolContext) => ToolSet;

/**
 * Twins (visitors, and the owner previewing their twin) get the TwinAccess
 * and the turn's ids, never `deps.db`: the public projection of one profile,
 * its public memories, and a way to ask the owner. Nothing else is reachable.
 */
const twinTools: ToolSetFactory = ({ deps, turn }) =>
  twinToolSet(
    deps.twin,
    { ownerId: turn.ownerId, threadId: turn.threadId, assistantStepId: turn.assistantStepId },
    (error) => deps.logger.warn({ err: error, threadId: turn.threadId }, 'twin tool failed'),
  );

const TOOL_SETS: Partial<Record<AgentType, ToolSetFactory>> = {
  /**
   * The owner's private brain: everything of the owner's own, a calculator, web pages, and the
   * tools of the owner's MCP servers (personal-tools.ts). In a temporary chat it reads memories
   * but can neither save nor forget one (chat/temporary-chats.ts).
   */
  private_brain: (ctx) => ({
    search_memories: searchMemoriesTool(ctx),
    list_memories: listMemoriesTool(ctx),
    ...(ctx.turn.temporary ? {} : { remember: rememberTool(ctx), forget: forgetTool(ctx) }),
    search_conversations: searchConversationsTool(ctx),
    ...(ctx.library ? { search_documents: searchDocumentsTool(ctx) } : {}),
    get_profile: getProfileTool(ctx),
    calculate: calculateTool(),
    ...(ctx.deps.readWebPage ? { read_web_page: readWebPageTool(ctx) } : {}),
    ...personalToolSet(ctx),
  }),
  /** Onboarding: reads and fills the owner's profile, nothing else. */
  profile_pal: (ctx) => ({
    get_profile: getProfileTool(ctx),
    update_profile: updateProfileTool(ctx),
    skip_question: skipQuestionTool(ctx),
  }),
  testing: () => ({
    echo: echoTool(),
    get_time: getTimeTool(),
  }),
  /** A visitor talking to someone's twin. */
  public_twin: twinTools,
  /** The owner talking to their own twin: exactly what visitors get. */
  self_twin: twinTools,
};

export function isAgentAvailable(agentType: AgentType): boolean {
  return TOOL_SETS[agentType] !== undefined;
}

export function toolsFor(agentType: AgentType, ctx: ToolContext): ToolSet {
  const factory = TOOL_SETS[agentType];
  if (!factory) throw new AgentNotAvailableError(agentType);
  return factory(ctx);
}
