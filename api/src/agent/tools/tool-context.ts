/** What every agent tool is built from: the runtime's dependencies and the turn it serves. */
import type { AgentDeps, AgentTurn } from '../contract.js';

export interface ToolContext {
  deps: AgentDeps;
  turn: AgentTurn;
}

/** Human labels shown on tool-call elements (display_name). */
export const TOOL_LABELS: Record<string, string> = {
  search_memories: 'Searching memories',
  remember: 'Saving a memory',
  search_threads: 'Searching past chats',
  get_profile: 'Reading your profile',
  update_profile: 'Updating your profile',
  get_public_profile: 'Reading the public profile',
  search_public_memories: 'Searching public facts',
  ask_owner: 'Asking the owner',
  echo: 'Echoing',
  get_time: 'Checking the time',
};

export function toolLabel(name: string): string {
  return TOOL_LABELS[name] ?? name.replace(/_/g, ' ');
}
