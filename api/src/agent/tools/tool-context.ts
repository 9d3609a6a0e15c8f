/** What every agent tool is built from: the runtime's dependencies and the turn it serves. */
import type { AgentDeps, AgentTurn } from '../contract.js';
import type { MemoryJudges, PersonalToolInfo } from '../ports.js';

export interface ToolContext {
  deps: AgentDeps;
  turn: AgentTurn;
  /** The provider's judges (the local rules when absent). */
  judges?: MemoryJudges;
  /** The person has documents read in their library: the brain may search them. */
  library?: boolean;
  /** The person's own tools that are on (their MCP servers'): the private brain's only. */
  personal?: PersonalToolInfo[];
}

/** Human labels shown on tool-call elements (display_name). */
export const TOOL_LABELS: Record<string, string> = {
  search_memories: 'Searching memories',
  list_memories: 'Listing memories',
  calculate: 'Calculating',
  remember: 'Saving a memory',
  forget: 'Forgetting a memory',
  search_conversations: 'Searching past chats',
  get_profile: 'Reading your profile',
  update_profile: 'Updating your profile',
  skip_question: 'Skipping a question',
  get_public_profile: 'Reading the public profile',
  search_public_memories: 'Searching public facts',
  search_public_documents: 'Searching public documents',
  search_documents: 'Searching your documents',
  ask_owner: 'Asking the owner',
  echo: 'Echoing',
  get_time: 'Checking the time',
  read_web_page: 'Reading a web page',
};

export function toolLabel(name: string): string {
  return TOOL_LABELS[name] ?? name.replace(/_/g, ' ');
}

/** A tool's label in a turn: the turn's own first (`labels`: the person's tools, personal-tools.ts). */
export function turnToolLabel(name: string, labels: Record<string, string> = {}): string {
  return labels[name] ?? toolLabel(name);
}
