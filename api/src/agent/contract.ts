/**
 * The contract between the chat engine (api/src/chat/: threads, runs,
 * persistence, streaming) and the agent runtime (api/src/agent/: providers,
 * tools, prompts). The chat engine calls `runAgent` for each assistant turn
 * and turns its events into numbered, persisted, published run events.
 */
import type { PickedFact } from './fact-picking.js';
import type { StoryReader } from '../profile/stories.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Logger } from '../logging/logger.js';
import type { ConversationHit } from '../recall/conversation-search.js';
import type { Recall } from '../recall/recall.js';
import type { Provider } from './providers.js';

/** Which agent answers: fixed by the thread's agent_type. */
export type AgentType = 'private_brain' | 'profile_pal' | 'public_twin' | 'self_twin' | 'testing';

export interface HistoryMessage {
  role: 'user' | 'assistant';
  content: string;
  /** Thread step seq it came from (provenance for summaries and memories). */
  seq: number;
}

/** A passage an answer cites: the document, the passage (the reader opens there) and where it is. */
export interface CitedSource {
  document_id: string;
  passage_id: string;
  title: string;
  /** "page 12", "section: Pricing", or null. */
  where: string | null;
}

export interface AgentFile {
  name: string;
  mimeType: string;
  size: number;
  url: string;
  /** The text of a small text-like file (uploads/attachment-text.ts), for the prompt; absent for other files. */
  text?: string;
  /** The text is only the file's beginning (it was longer than the prompt takes). */
  textCut?: boolean;
  /** A document (PDF, Word): `text` holds its opening and the passages nearest the message, marked with their pages. */
  passages?: boolean;
  /** A PDF's number of pages. */
  pages?: number;
  /** Why a document's text is not here, in plain words (damaged, scanned, still being read). */
  unreadable?: string;
  /** A document's passages nearest the message: the sources shown under the answer. */
  cited?: CitedSource[];
  /** An image of the sender's own: read only for a model that sees images (uploads/attachment-text.ts). */
  image?: { mediaType: string; read(): Promise<Uint8Array | null> };
}

/** A model that writes answers, resolved for a turn (api/src/ai-models/catalog.ts says which). */
export interface ChatModel {
  /** What conversations store to name it (api/src/ai-models/model-keys.ts). */
  key: string;
  /** Its name on its server: metadata.agent_model of the answers it writes. */
  name: string;
  provider: Provider;
  /** false: it is given no tools (the brain answers without them, and the answer's info says so). */
  supportsTools: boolean;
  supportsImages: boolean;
  /** Duet's offline brain (the local provider). */
  offline: boolean;
}

/** Where the runtime finds the models it needs when a turn does not bring its own. */
export interface ModelSource {
  /** The instance's default chat model. */
  defaultChat(): Promise<ChatModel>;
  /** The model for titles, judgements and summaries. */
  utility(): Promise<ChatModel>;
}

/** What one assistant turn needs to know. */
export interface AgentTurn {
  agentType: AgentType;
  threadId: string;
  /** A temporary chat (chat/temporary-chats.ts): the brain reads memories but saves none. */
  temporary?: boolean;
  /** The user whose brain this is (for twins: the profile owner, never the visitor). */
  ownerId: string;
  /** The user who is talking (for twins: the visitor, possibly null = anonymous). */
  speakerId: string | null;
  /** The assistant step being written (provenance for memories saved in this turn). */
  assistantStepId: string;
  /** Earlier messages of the thread, oldest first, after any stored summary. */
  history: HistoryMessage[];
  /** Summary of the steps before `history` (compaction), if any. */
  summary: string | null;
  /** The message being answered. */
  userMessage: string;
  /** Files attached to the message. */
  files: AgentFile[];
  /** The model that answers (absent: the default chat model). */
  model?: ChatModel;
  /** The project the conversation is in now (api/src/projects/): its instructions, files and memories. */
  projectId?: string | null;
  /** This answer goes on after its person decided on a tool call the last one stopped for. */
  continuation?: ToolContinuation;
  signal: AbortSignal;
}

/**
 * Where an answer that stopped for a tool call's approval was: the model's messages of the turn
 * after the history (its text and tool calls, the results it had) and the results of the step
 * that stopped, besides the call that waits. JSON, as stored with the request (mcp/approvals.ts).
 */
export interface ResumePoint {
  messages: unknown[];
  results: unknown[];
}

/** The person's decision on a call an answer stopped for (chat/runs/continuation.ts). */
export interface ToolContinuation {
  approvalId: string;
  /** The model's id for the call and the tool's name in its tool set. */
  callId: string;
  callName: string;
  args: unknown;
  decision: 'allow' | 'deny';
  resume: ResumePoint;
}

/** A person's own tool (an MCP server's) as the brain gets it (mcp/agent-access.ts). */
export interface PersonalToolInfo {
  id: string;
  /** Its name for the model (server and tool). */
  name: string;
  toolName: string;
  serverName: string;
  description: string;
  inputSchema: object;
  /** ask: each call waits for the person's yes; allow: it runs. */
  policy: 'ask' | 'allow';
}

/** What a tool returned, as data for the model: never instructions (mcp/agent-access.ts). */
export interface ToolData {
  source: string;
  note: string;
  content: string;
  truncated?: string;
}

/** The person's own tools: only the private brain has them, never a twin. */
export interface PersonalTools {
  list(ownerId: string): Promise<PersonalToolInfo[]>;
  call(ownerId: string, toolId: string, args: unknown, signal?: AbortSignal): Promise<ToolData>;
}

/** A web page's readable text, fetched through the SSRF-safe fetcher (agent/tools/web-page.ts). */
export interface WebPage {
  url: string;
  title: string | null;
  text: string;
  truncated: boolean;
}

/** Events an agent turn yields, in order. The chat engine numbers and persists them. */
export type AgentEvent =
  | { type: 'text_delta'; delta: string }
  | { type: 'tool_called'; id: string; name: string; displayName: string; args: unknown }
  | {
      type: 'tool_output';
      id: string;
      name: string;
      output: unknown;
      durationMs: number;
      isError: boolean;
    }
  | { type: 'compacting_started' }
  /** Older history was summarised: store `summary` as covering steps up to `uptoSeq`. */
  | { type: 'compacting_completed'; summary: string; uptoSeq: number }
  | { type: 'token_info'; estimatedTokens: number; totalChars: number; messageCount: number }
  /** A model step's tokens (the provider's count, or estimated from characters when it gives none). */
  | { type: 'usage'; inputTokens: number; outputTokens: number; estimated: boolean }
  /** A call waits for its person's yes or no: the turn ends here, to go on once they decide. */
  | { type: 'approval_needed'; id: string; tool: PersonalToolInfo; args: unknown; resume: ResumePoint };

/** The public projection of a profile: exactly what a visitor of /{username} may see. */
export interface PublicProfileView {
  username: string;
  display_name: string | null;
  /** What they do ("Product designer"). */
  title: string | null;
  avatar_url: string | null;
  bio: string | null;
  interests: string[];
  location: string | null;
  achievements: string[];
  posts: Array<string | { title: string; content: string }>;
  photos: string[];
  skills: string[];
  projects: Array<string | { title: string; description?: string | null }>;
  twin_metadata: Record<string, unknown>;
}

/** The owner's choices of how their twin speaks (twin/access.ts). */
export interface TwinSpeaking {
  style: 'strict' | 'adaptive';
  voice: 'first' | 'third';
}

/**
 * Everything a twin may touch: the public projection of its owner's profile,
 * the owner's public memories, and a way to pass an unanswered question to
 * the owner. Twin tools get only this (never `db`): the privacy boundary.
 */
/** A passage of a document a search found: which document, where in it, and its words. */
export interface FoundPassage {
  chunkId: string;
  documentId: string;
  title: string;
  /** "page 12", "section: Pricing", or null. */
  where: string | null;
  text: string;
}

export interface TwinAccess {
  publicProfile(ownerId: string): Promise<PublicProfileView | null>;
  /**
   * ownerWording: the owner revised a reply to this very question with this text (twin/revise.ts);
   * answersQuestion: the owner's answer to a visitor's question that asked the same thing.
   */
  searchPublicMemories(
    ownerId: string,
    query: string,
    limit: number,
  ): Promise<Array<{ id: string; content: string; ownerWording?: boolean; answersQuestion?: boolean }>>;
  /** Passages of the documents the owner made public (only while the profile is public), best first. */
  searchPublicDocuments(ownerId: string, query: string, limit: number): Promise<FoundPassage[]>;
  /**
   * How the owner lets the twin speak: the words of their facts (strict, as written, or adaptive) and
   * who it speaks as (third: about them, by name; first: as them).
   */
  speaking(ownerId: string): Promise<TwinSpeaking>;
  /** Records a visitor question the twin could not answer and notifies the owner. */
  askOwner(input: {
    ownerId: string;
    threadId: string;
    stepId: string;
    question: string;
  }): Promise<{ questionId: string }>;
}

export interface AgentDeps {
  config: Config;
  db: Db;
  logger: Logger;
  /** Recall by meaning for memory searches (absent: full text only). */
  recall?: Recall;
  /** The user's past conversations by full text and by meaning (recall/conversation-search.ts). */
  searchConversations(userId: string, query: string, limit: number, signal?: AbortSignal): Promise<ConversationHit[]>;
  /** Public-only access for the twin agents. */
  twin: TwinAccess;
  /** The models an admin connected (absent: the environment's one model, config.ai). */
  models?: ModelSource;
  /** The person's own tools (their MCP servers'), for their private brain only. */
  personalTools?: PersonalTools;
  /** Reads a web page for the brain's read_web_page (absent: the brain has no such tool). */
  readWebPage?: (url: string, signal?: AbortSignal) => Promise<WebPage>;
  /** Tells the owner something happened to their profile (the bell). */
  notifyOwner?: (ownerId: string, note: { title: string; summary: string; actionUrl: string }) => Promise<void>;
}

/** The model id shown as metadata.agent_model on assistant steps. */
export type AgentModelName = string;

export interface AgentRuntime {
  readonly modelName: AgentModelName;
  /**
   * Runs one assistant turn. Yields events as they happen; throws when the
   * provider fails (the chat engine decides, from what was already yielded,
   * whether the step completes or becomes an error step). Stops promptly
   * when `turn.signal` aborts.
   */
  run(turn: AgentTurn): AsyncIterable<AgentEvent>;
  /** A short title for a conversation from its first exchange; null keeps the name it has. */
  title?(userMessage: string, answer: string, signal?: AbortSignal): Promise<string | null>;
  /** Which of a person's statements are lasting facts, worded as memories (agent/fact-picking.ts). */
  pickFacts?(statements: readonly string[], signal?: AbortSignal): Promise<PickedFact[]>;
  /** Reads stories for the profile: a model (agent/story-reading.ts), or the local rules (agent/local/story-rules.ts). */
  readStories: StoryReader;
}

export type CreateAgentRuntime = (deps: AgentDeps) => AgentRuntime;
