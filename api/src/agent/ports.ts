/**
 * What the agent needs from the rest of Duet, declared here and nowhere else: the agent imports
 * no domain folder, and each domain folder that serves it implements one of these (its
 * agent-access.ts: memories/, profile/, projects/, twin/, mcp/), wired in api/src/agent-deps.ts.
 * Each port is the owner's or the twin's alone: the turn's ids choose whose data, never the model.
 */
import type {
  ProfileField,
  ProfilePatch,
  ProfileSnapshot,
  ProfileUpdateResult,
  SkipResult,
} from '../onboarding/profile-steps.js';

/** A memory a search or a list found. */
export interface FoundMemory {
  id: string;
  content: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A memory a judge weighs a new fact against. */
export interface KnownFact {
  id: string;
  content: string;
}

export type MemoryJudgement = { action: 'add' } | { action: 'same'; id: string } | { action: 'update'; id: string };

/** Judges a new fact against the memories most like it (at most a handful). */
export type MemoryJudge = (fact: string, known: readonly KnownFact[], signal?: AbortSignal) => Promise<MemoryJudgement>;

/** Picks the memories a request to forget is about ("forget that I live in Munich"). */
export type ForgetJudge = (about: string, known: readonly KnownFact[], signal?: AbortSignal) => Promise<string[]>;

/** A model's judges (agent/memory-judgements.ts); absent, the memories' own rules judge. */
export interface MemoryJudges {
  judgeMemory: MemoryJudge;
  pickForgotten: ForgetJudge;
}

/** Where a conversation is: its project (null: none), which decides what it may draw on. */
export interface InProject {
  projectId: string | null;
}

/** The owner's memories, for their private brain (memories/agent-access.ts). */
export interface MemoryAccess {
  search(
    ownerId: string,
    query: string,
    options: InProject & { limit: number; signal?: AbortSignal },
  ): Promise<FoundMemory[]>;
  /** The newest `limit`, and how many the conversation may recall in all. */
  list(ownerId: string, options: InProject & { limit: number }): Promise<{ count: number; memories: FoundMemory[] }>;
  /** Saves a fact: known already, added, or replacing an older one (`previous`: its words). */
  remember(
    fact: InProject & { ownerId: string; content: string; threadId: string; stepId: string },
    options: { judge?: MemoryJudge; signal?: AbortSignal },
  ): Promise<{
    outcome: 'added' | 'known' | 'updated';
    memory: { id: string; content: string };
    previous: string | null;
  }>;
  /** Forgets what a request is about; returns what it forgot. */
  forget(
    ownerId: string,
    about: string,
    options: InProject & { threadId: string; judge?: ForgetJudge; signal?: AbortSignal },
  ): Promise<Array<{ content: string }>>;
}

/** The owner's documents (their library, and a project's files first), for their private brain (projects/agent-access.ts). */
export interface DocumentAccess {
  search(
    ownerId: string,
    query: string,
    options: InProject & { limit: number; signal?: AbortSignal },
  ): Promise<FoundPassage[]>;
}

/** The person's instructions (Settings › Personalisation): their private conversations only. */
export interface PersonalInstructionsText {
  about: string | null;
  style: string | null;
}

/** The project a conversation is in: its name and instructions, read each turn. */
export interface ProjectInstructionsText {
  name: string;
  instructions: string | null;
}

/** The person's side of a private turn, read at once (projects/agent-access.ts). */
export interface OwnerSide {
  instructions: PersonalInstructionsText | undefined;
  project: ProjectInstructionsText | null;
  /** Whether the conversation has a document read that the brain may search. */
  library: boolean;
}

export interface OwnerSideAccess {
  read(ownerId: string, wants: InProject & { instructions: boolean; library: boolean }): Promise<OwnerSide>;
}

/** The owner's own profile, for the brain and Profile Pal (profile/agent-access.ts). */
export interface ProfileAccess {
  read(ownerId: string): Promise<ProfileSnapshot>;
  update(ownerId: string, patch: ProfilePatch): Promise<ProfileUpdateResult>;
  skip(ownerId: string, field: ProfileField): Promise<SkipResult>;
}

/** A past conversation a search found (recall/conversation-search.ts). */
export interface FoundConversation {
  threadId: string;
  name: string | null;
  updatedAt: Date;
  /** The passage that matched (null: only the name did). */
  excerpt: string | null;
}

/** Counts a model call's tokens as the work it runs for (usage/recorder.ts). */
export interface ModelCallCounter {
  recordHere(call: {
    model: string;
    /** Its connection's name (ChatModel.connection), when known. */
    provider?: string;
    inputTokens: number;
    outputTokens: number;
    estimated: boolean;
  }): void;
}

/** Runs work whose model calls count as a summary of the current person's (usage/usage-context.ts). */
export type AsSummary = <T>(work: () => Promise<T>) => Promise<T>;

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

/** The owner's choices of how their twin speaks (twin/twin-settings.ts). */
export interface TwinSpeaking {
  style: 'strict' | 'adaptive';
  voice: 'first' | 'third';
}

/** A passage of a document a search found: which document, where in it, and its words. */
export interface FoundPassage {
  chunkId: string;
  documentId: string;
  title: string;
  /** "page 12", "section: Pricing", or null. */
  where: string | null;
  text: string;
}

/**
 * Everything a twin may touch: the public projection of its owner's profile,
 * the owner's public memories, and a way to pass an unanswered question to
 * the owner. Twin tools get only this: the privacy boundary (twin/agent-access.ts).
 */
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
