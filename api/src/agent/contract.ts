/**
 * The contract between the chat engine (api/src/chat/: threads, runs,
 * persistence, streaming) and the agent runtime (api/src/agent/: providers,
 * tools, prompts). The chat engine calls `runAgent` for each assistant turn
 * and turns its events into numbered, persisted, published run events.
 */
import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { Locale } from '../../../common/locales.js';
import type { Config } from '../config.js';
import type { Logger } from '../logging/logger.js';
import type {
  AsSummary,
  DocumentAccess,
  FoundConversation,
  MemoryAccess,
  MemoryJudges,
  OwnerSideAccess,
  PersonalToolInfo,
  PersonalTools,
  ProfileAccess,
  TwinSpeaking,
  TwinAccess,
  WebPage,
} from './ports.js';

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

/** A fact a model picked from a person's statements, worded as a memory (agent/fact-picking.ts). */
export interface PickedFact {
  /** The statement's number in the prompt (0-based). */
  index: number;
  content: string;
}

/** Folds older messages into a summary (agent/compaction.ts). */
export type Summariser = (previous: string | null, older: HistoryMessage[], signal: AbortSignal) => Promise<string>;

interface Found {
  value: string;
  storyId: string;
}

/** What stories say for the profile, each item with the story it came from. */
export interface StoryFindings {
  interests: Found[];
  skills: Found[];
  achievements: Found[];
  bio: Found | null;
}

/** Reads stories for the profile: a model (agent/story-reading.ts) or the offline rules (agent/local/story-rules.ts). */
export type StoryReader = (stories: ReadonlyArray<{ id: string; content: string }>) => Promise<StoryFindings>;

/** A language model and what Duet asks of it besides answers (agent/providers.ts makes them). */
export interface Provider {
  model: LanguageModelV4;
  modelName: string;
  summarise: Summariser;
  /**
   * A short title for a conversation from its first exchange (agent/titles.ts), in the person's
   * language when it is known; null: keep the name.
   */
  title(userMessage: string, answer: string, signal?: AbortSignal, locale?: Locale): Promise<string | null>;
  /**
   * Which of a person's statements are lasting facts worth remembering, each worded as a memory
   * (agent/fact-picking.ts). The local provider keeps them all as they are: its rules chose them.
   */
  pickFacts(statements: readonly string[], signal?: AbortSignal): Promise<PickedFact[]>;
  /** A model's judges of new facts and requests to forget (none: the memories' own rules judge). */
  judges?: MemoryJudges;
  /** A model's reading of stories for the profile (none: the rules of agent/local/story-rules.ts read). */
  readStories?: StoryReader;
}

/**
 * What a turn tells its model as data beside the prompt (`providerOptions.duet` of each call,
 * agent/loop/duet-loop.ts): the offline brain takes its agent and its settings from here, never from
 * the prompt's words (agent/local/local-model.ts); other providers ignore it.
 */
export interface TurnHints {
  agent: AgentType;
  /** A twin's: who it speaks as and how it words facts (the owner's choices). */
  twin?: TwinSpeaking;
  /** The person's own "how should Duet answer?", as they wrote it (a private conversation's). */
  answerStyle?: string | null;
  /** The instructions of the project the conversation is in, as written. */
  projectInstructions?: string | null;
  /**
   * When the offline brain answers a private turn: what this person can do to get a model that
   * writes (ModelHelp), so what it says is true for who reads it.
   */
  modelHelp?: ModelHelp;
  /**
   * The language of whoever the turn answers (AgentTurn.locale): the offline brain says its own
   * sentences in it (agent/local/local-model.ts); a model reads it in its system prompt instead.
   */
  locale?: Locale;
}

/**
 * How a person can get a model that writes: choose a connected one in their model menu, connect
 * one (an admin, with none connected), or ask their admin (anyone else, with none connected).
 */
export type ModelHelp = 'choose' | 'connect' | 'ask-admin';

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
  /** The name of the connection it comes from (ai-models/): the metrics' `provider` label. */
  connection?: string;
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
  /** The run writing this answer, for its spans (logging/spans.ts). */
  runId?: string;
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
  /**
   * The language of who is talking (http/request-locale.ts: a twin's visitor's, or the person's own):
   * the model is told it (prompts.ts languageLine), the offline brain speaks it. Absent: not known.
   */
  locale?: Locale;
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

/**
 * What the runtime is given (api/src/agent-deps.ts builds it): configuration, a logger and the
 * ports of ports.ts. No database: the agent reads and writes only through the ports.
 */
export interface AgentDeps {
  config: Config;
  logger: Logger;
  /** The owner's memories, documents, profile and side of a turn: their private brain's (ports.ts). */
  memories: MemoryAccess;
  documents: DocumentAccess;
  profile: ProfileAccess;
  ownerSide: OwnerSideAccess;
  /** The user's past conversations by full text and by meaning (recall/conversation-search.ts). */
  searchConversations(userId: string, query: string, limit: number, signal?: AbortSignal): Promise<FoundConversation[]>;
  /** Public-only access for the twin agents. */
  twin: TwinAccess;
  /** Runs a summary's model calls as the person's usage, as a summary (absent: as whatever runs now). */
  asSummary?: AsSummary;
  /** The models an admin connected (absent: the environment's one model, config.ai). */
  models?: ModelSource;
  /** What a person can do to get a model that writes (absent: nothing is said of it). */
  modelHelp?: (ownerId: string) => Promise<ModelHelp>;
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
  /**
   * A short title for a conversation from its first exchange, by the model that answered it (the
   * runtime's default when none is given), in the person's language when known; null keeps the name it has.
   */
  title?(
    userMessage: string,
    answer: string,
    signal?: AbortSignal,
    model?: ChatModel,
    locale?: Locale,
  ): Promise<string | null>;
  /** Which of a person's statements are lasting facts, worded as memories (agent/fact-picking.ts). */
  pickFacts?(statements: readonly string[], signal?: AbortSignal): Promise<PickedFact[]>;
  /** Reads stories for the profile: a model (agent/story-reading.ts), or the local rules (agent/local/story-rules.ts). */
  readStories: StoryReader;
}

export type CreateAgentRuntime = (deps: AgentDeps) => AgentRuntime;
