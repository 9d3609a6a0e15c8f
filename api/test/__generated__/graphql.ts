/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date and time (UTC). */
  DateTime: { input: string; output: string; }
  /** Any JSON value. */
  JSON: { input: unknown; output: unknown; }
};

export type AcceptedMemorySuggestions = {
  __typename?: 'AcceptedMemorySuggestions';
  /** The memories they became. */
  memories: Array<Memory>;
  /** The suggestions remembered: no longer waiting. */
  suggestionIds: Array<Scalars['ID']['output']>;
};

export type AccessToken = {
  __typename?: 'AccessToken';
  session: DeviceSession;
  /** Shown once: use it as Authorization: Bearer <token>. */
  token: Scalars['String']['output'];
};

/** The account and everything in it are gone; the session that asked is signed out. */
export type AccountDeleted = {
  __typename?: 'AccountDeleted';
  message: Scalars['String']['output'];
};

/** A person with an account, as the admin sees them. */
export type AdminPerson = {
  __typename?: 'AdminPerson';
  createdAt: Scalars['DateTime']['output'];
  displayName: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isAdmin: Scalars['Boolean']['output'];
  status: PersonStatus;
  username: Scalars['String']['output'];
};

export type AgentType =
  | 'private_brain'
  | 'profile_pal'
  | 'testing';

/** A server Duet talks to for AI. Its key is never sent back: hasApiKey says whether one is saved. */
export type AiConnection = {
  __typename?: 'AiConnection';
  baseUrl: Scalars['String']['output'];
  /** Set by environment variables (AI_BASE_URL…), which win over this page: change them there. */
  fromEnvironment: Scalars['Boolean']['output'];
  hasApiKey: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** A key is saved but the server secret (SECRET_KEY) changed since: enter the key again. */
  keyLost: Scalars['Boolean']['output'];
  kind: AiConnectionKind;
  lastTest: Maybe<AiConnectionTest>;
  models: Array<AiModel>;
  /** Its name (the environment’s in the reader’s language). */
  name: Scalars['String']['output'];
};

export type AiConnectionCheck = {
  __typename?: 'AiConnectionCheck';
  /** models, completion, embedding, transcription (only when the server has a speech-to-text model) or speech (only when it has a voice model). */
  check: Scalars['String']['output'];
  /** What happened, in plain words. */
  message: Scalars['String']['output'];
  /** null: not tried (and why, in message). */
  ok: Maybe<Scalars['Boolean']['output']>;
};

export type AiConnectionKind =
  /** Ollama, by its address (http://127.0.0.1:11434). */
  | 'ollama'
  /** Any OpenAI-compatible API (base URL and key). */
  | 'openai_compatible';

export type AiConnectionTest = {
  __typename?: 'AiConnectionTest';
  checks: Array<AiConnectionCheck>;
  /** The models the server listed. */
  models: Array<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  testedAt: Maybe<Scalars['DateTime']['output']>;
};

/** A model Duet can answer with: the offline brain, or one of a connection an admin added. */
export type AiModel = {
  __typename?: 'AiModel';
  /** People may choose it. */
  allowed: Scalars['Boolean']['output'];
  /** The connection it comes from (the built-in and the environment’s named in the reader’s language). */
  connectionName: Scalars['String']['output'];
  /** Its name says it makes embeddings (for search by meaning), not answers. */
  embedding: Scalars['Boolean']['output'];
  /** What conversations and settings name it by. */
  id: Scalars['ID']['output'];
  /** The default chat model: what answers when nobody chose. */
  isDefault: Scalars['Boolean']['output'];
  /** What people read in the model menu (the offline brain’s in the reader’s language). */
  label: Scalars['String']['output'];
  /** Its server did not list it at the last test. */
  missing: Scalars['Boolean']['output'];
  /** Its name on its server. */
  name: Scalars['String']['output'];
  /** Duet's offline brain: it remembers, finds and organises, and cannot write or reason. */
  offline: Scalars['Boolean']['output'];
  /** Attached images go to it as images; otherwise they are described by name. */
  supportsImages: Scalars['Boolean']['output'];
  /** It is given tools (memories, search, the calculator); without them it answers from the conversation only. */
  supportsTools: Scalars['Boolean']['output'];
};

/** The environment variable that sets a default, when one does (it wins over this page). */
export type AiSettingLocks = {
  __typename?: 'AiSettingLocks';
  defaultChatModel: Maybe<Scalars['String']['output']>;
  embeddingModel: Maybe<Scalars['String']['output']>;
  utilityModel: Maybe<Scalars['String']['output']>;
};

/** The AI models page: connections, their models, and the defaults. */
export type AiSettings = {
  __typename?: 'AiSettings';
  connections: Array<AiConnection>;
  defaultChatModel: AiModel;
  /** The model of a connection that embeds (null: the environment's, or the offline one). */
  embeddingModel: Maybe<AiModel>;
  embeddingModelName: Maybe<Scalars['String']['output']>;
  lockedBy: AiSettingLocks;
  offlineModel: AiModel;
  /** Ollama answering on this machine and not added yet: its address. */
  ollamaFound: Maybe<Scalars['String']['output']>;
  reembedding: EmbeddingProgress;
  /** The model of a connection that reads answers aloud (null: none chosen, or its connection removed; Read aloud is then the browser's own voice). */
  speechModel: Maybe<AiModel>;
  /** The voice the speech model speaks with, by the name its server knows (default: alloy). */
  speechVoice: Scalars['String']['output'];
  /** The model of a connection that writes down what people say to Duet (null: none chosen, or its connection removed; speaking to Duet is then off). */
  transcriptionModel: Maybe<AiModel>;
  /** The model that names conversations and judges what to remember. */
  utilityModel: AiModel;
};

/** A passage of a document an answer was written from. */
export type AnswerSource = {
  __typename?: 'AnswerSource';
  documentId: Scalars['ID']['output'];
  /** Where it opens, at the passage. */
  href: Scalars['String']['output'];
  /** Anyone may open it (the owner made it public). */
  public: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  /** "page 12", "section: Pricing", or null. */
  where: Maybe<Scalars['String']['output']>;
};

export type AssistantStepEvent = RunEventBase & {
  __typename?: 'AssistantStepEvent';
  runId: Scalars['String']['output'];
  seq: Scalars['Int']['output'];
  step: Step;
  /** Database id of the thread. */
  threadId: Scalars['String']['output'];
};

/** One admin action: who, what, to whom, when and from where. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  action: Scalars['String']['output'];
  actorEmail: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  detail: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  ip: Maybe<Scalars['String']['output']>;
  targetLabel: Maybe<Scalars['String']['output']>;
  userAgent: Maybe<Scalars['String']['output']>;
};

export type AuditLogPage = {
  __typename?: 'AuditLogPage';
  entries: Array<AuditEntry>;
  hasMore: Scalars['Boolean']['output'];
};

/** No valid session (Not authenticated, Token has expired, Invalid token). */
export type AuthError = Error & {
  __typename?: 'AuthError';
  message: Scalars['String']['output'];
};

/** A new session. The session cookie is set on the response; `token` is the same secret for Authorization: Bearer. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  expiresAt: Scalars['DateTime']['output'];
  token: Scalars['String']['output'];
  user: User;
};

/** Whether a username or e-mail can be used; `message` says why not. */
export type Availability = {
  __typename?: 'Availability';
  available: Scalars['Boolean']['output'];
  message: Maybe<Scalars['String']['output']>;
  value: Scalars['String']['output'];
};

export type CompactingCompleted = RunEventBase & {
  __typename?: 'CompactingCompleted';
  runId: Scalars['String']['output'];
  seq: Scalars['Int']['output'];
  /** Database id of the thread. */
  threadId: Scalars['String']['output'];
};

export type CompactingStarted = RunEventBase & {
  __typename?: 'CompactingStarted';
  runId: Scalars['String']['output'];
  seq: Scalars['Int']['output'];
  /** Database id of the thread. */
  threadId: Scalars['String']['output'];
};

export type ComponentStatus = {
  __typename?: 'ComponentStatus';
  detail: Scalars['String']['output'];
  latencyMs: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  ok: Scalars['Boolean']['output'];
};

export type DeleteProjectPayload = {
  __typename?: 'DeleteProjectPayload';
  databaseId: Scalars['String']['output'];
  deletedConversations: Scalars['Int']['output'];
  deletedFiles: Scalars['Int']['output'];
  /** The global id of the deleted project. */
  deletedProjectId: Scalars['ID']['output'];
  movedConversations: Scalars['Int']['output'];
  movedFiles: Scalars['Int']['output'];
};

export type DeleteThreadPayload = {
  __typename?: 'DeleteThreadPayload';
  databaseId: Scalars['String']['output'];
  /** Memories deleted with it (deleteMemories). */
  deletedMemories: Scalars['Int']['output'];
  /** The global id of the deleted thread. */
  deletedThreadId: Scalars['ID']['output'];
};

export type DeleteThreadsPayload = {
  __typename?: 'DeleteThreadsPayload';
  databaseIds: Array<Scalars['String']['output']>;
  deletedMemories: Scalars['Int']['output'];
  /** Global ids of the deleted threads. */
  deletedThreadIds: Array<Scalars['ID']['output']>;
};

export type Deleted = {
  __typename?: 'Deleted';
  id: Scalars['ID']['output'];
};

/** A signed-in device, or a personal access token. */
export type DeviceSession = {
  __typename?: 'DeviceSession';
  createdAt: Scalars['DateTime']['output'];
  current: Scalars['Boolean']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  ip: Maybe<Scalars['String']['output']>;
  /** session or token */
  kind: Scalars['String']['output'];
  lastUsedAt: Scalars['DateTime']['output'];
  name: Maybe<Scalars['String']['output']>;
  /** What a token may do; null for a signed-in device, which can do everything. */
  scope: Maybe<TokenScope>;
  userAgent: Maybe<Scalars['String']['output']>;
};

export type DeviceSessionConnection = {
  __typename?: 'DeviceSessionConnection';
  edges: Array<DeviceSessionEdge>;
  pageInfo: PageInfo;
};

export type DeviceSessionEdge = {
  __typename?: 'DeviceSessionEdge';
  cursor: Scalars['String']['output'];
  node: DeviceSession;
};

export type DismissedMemorySuggestions = {
  __typename?: 'DismissedMemorySuggestions';
  ids: Array<Scalars['ID']['output']>;
};

/** A passage of a document as the brain reads it, with where it is. */
export type DocumentPassage = {
  __typename?: 'DocumentPassage';
  /** The heading of the passage's section. */
  heading: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  ordinal: Scalars['Int']['output'];
  /** PDF: its page. */
  page: Maybe<Scalars['Int']['output']>;
  text: Scalars['String']['output'];
};

/** Whether Duet has read a PDF or Word file for the brain, and what it found. */
export type DocumentReading = {
  __typename?: 'DocumentReading';
  /** Why it could not be read, in plain words. */
  failure: Maybe<Scalars['String']['output']>;
  /** A PDF’s number of pages. */
  pages: Maybe<Scalars['Int']['output']>;
  status: DocumentStatus;
};

export type DocumentStatus =
  /** It could not be read (failure says why). */
  | 'failed'
  /** Waiting to be read. */
  | 'queued'
  /** Being read now. */
  | 'reading'
  /** Read: the brain can use its text. */
  | 'ready';

export type DocumentVisibility =
  | 'private'
  | 'public';

/** An attachment of a step: text, file, tool_call or other. */
export type Element = {
  __typename?: 'Element';
  content: Maybe<Scalars['String']['output']>;
  /** An attached PDF or Word file of yours: whether Duet has read it for the brain (null for anything else). */
  document: Maybe<DocumentReading>;
  elementType: Scalars['String']['output'];
  filePath: Maybe<Scalars['String']['output']>;
  fileSize: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  metadata: Scalars['JSON']['output'];
  mimeType: Maybe<Scalars['String']['output']>;
  name: Maybe<Scalars['String']['output']>;
  properties: Scalars['JSON']['output'];
  url: Maybe<Scalars['String']['output']>;
};

export type ElementInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  filePath?: InputMaybe<Scalars['String']['input']>;
  fileSize?: InputMaybe<Scalars['Int']['input']>;
  mimeType?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  properties?: InputMaybe<Scalars['JSON']['input']>;
  type: Scalars['String']['input'];
  uploadId?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

/** The mailed link was used: the account's e-mail is now `email`. */
export type EmailChanged = {
  __typename?: 'EmailChanged';
  email: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** Memories and messages embedded with the embedding model; search works by full text meanwhile. */
export type EmbeddingProgress = {
  __typename?: 'EmbeddingProgress';
  done: Scalars['Int']['output'];
  model: Maybe<Scalars['String']['output']>;
  total: Scalars['Int']['output'];
};

/** An expected failure, with a message fit to show the user. */
export type Error = {
  message: Scalars['String']['output'];
};

export type FeedbackRating =
  | 'down'
  | 'up';

/** One broken rule: the input field and its message (docs/product.md §5 wording). */
export type FieldError = {
  __typename?: 'FieldError';
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type ForbiddenError = Error & {
  __typename?: 'ForbiddenError';
  message: Scalars['String']['output'];
};

/** The settings of this Duet that are not secrets. */
export type InstanceSettings = {
  __typename?: 'InstanceSettings';
  signupPolicy: SignupPolicy;
};

/** An invitation link (its token is shown once, when it is made). */
export type Invitation = {
  __typename?: 'Invitation';
  createdAt: Scalars['DateTime']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  maxUses: Scalars['Int']['output'];
  note: Maybe<Scalars['String']['output']>;
  state: InvitationState;
  uses: Scalars['Int']['output'];
};

export type InvitationState =
  | 'active'
  | 'expired'
  | 'revoked'
  | 'used_up';

/** A file or a link in your knowledge library. */
export type LibraryDocument = {
  __typename?: 'LibraryDocument';
  bytes: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** failed: why, in plain words. */
  failure: Maybe<Scalars['String']['output']>;
  /** A file: where to download it. */
  fileUrl: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** pdf, docx, html, markdown, text, csv, json or code. */
  kind: Maybe<Scalars['String']['output']>;
  /** The file's name, or the link as you gave it. */
  name: Scalars['String']['output'];
  pages: Maybe<Scalars['Int']['output']>;
  /** Its text as read, passage by passage, in order. */
  passages: Array<DocumentPassage>;
  /** The project whose file it is (null: the library’s). */
  project: Maybe<Project>;
  readAt: Maybe<Scalars['DateTime']['output']>;
  /** A link: its address. */
  sourceUrl: Maybe<Scalars['String']['output']>;
  status: DocumentStatus;
  /** What it calls itself, else its name. */
  title: Scalars['String']['output'];
  /** Only its beginning was read (it is longer than Duet keeps). */
  truncated: Scalars['Boolean']['output'];
  visibility: DocumentVisibility;
};

export type LibraryDocumentConnection = {
  __typename?: 'LibraryDocumentConnection';
  edges: Array<LibraryDocumentEdge>;
  pageInfo: PageInfo;
  /** How many the whole list holds (with its filters), not only this page. */
  totalCount: Scalars['Int']['output'];
};

export type LibraryDocumentEdge = {
  __typename?: 'LibraryDocumentEdge';
  cursor: Scalars['String']['output'];
  node: LibraryDocument;
};

/** What your library holds and may hold. */
export type LibraryQuota = {
  __typename?: 'LibraryQuota';
  /** Bytes of all your files (the library's and chats'). */
  bytes: Scalars['Float']['output'];
  documents: Scalars['Int']['output'];
  maxBytes: Scalars['Float']['output'];
  maxDocuments: Scalars['Int']['output'];
  maxPassages: Scalars['Int']['output'];
  passages: Scalars['Int']['output'];
};

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** What is wrong with an entry of MCP_SERVERS_FILE (it is left out) or with the file. */
export type McpConfigurationError = {
  __typename?: 'McpConfigurationError';
  entry: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type McpHeaderInput = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

/** An MCP server you connected (Streamable HTTP), or one for everyone. Its tools act for you alone; your twin never has them. */
export type McpServer = {
  __typename?: 'McpServer';
  checkedAt: Maybe<Scalars['DateTime']['output']>;
  /** Added by the admin for everyone: you set its tools’ choices for yourself, only the admin changes it. */
  forEveryone: Scalars['Boolean']['output'];
  /** A server for everyone from Duet’s configuration file. */
  fromConfiguration: Scalars['Boolean']['output'];
  /** The headers it is sent (their values are never shown again). */
  headerNames: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Why its tools could not be listed last time; null: they were. */
  lastError: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The server asks you to sign in (OAuth): open this, and you come back to Settings. */
  signInUrl: Maybe<Scalars['String']['output']>;
  /** You signed in to it with OAuth. */
  signedIn: Scalars['Boolean']['output'];
  tools: Array<McpTool>;
  transport: McpTransport;
  /** Its address; of a server for everyone only where it is (empty for a command). */
  url: Scalars['String']['output'];
};

/** A tool an MCP server offers, with your choices. */
export type McpTool = {
  __typename?: 'McpTool';
  description: Scalars['String']['output'];
  /** The brain may use it. */
  enabled: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The admin turned it off for everyone: nobody can turn it on. */
  offForEveryone: Scalars['Boolean']['output'];
  policy: ToolPolicy;
};

export type McpTransport =
  /** Streamable HTTP. */
  | 'HTTP'
  /** A command on Duet’s machine (only from the operator’s configuration). */
  | 'STDIO';

/** A fact the brain knows about you. Public memories are what your twin may say. */
export type Memory = {
  __typename?: 'Memory';
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Its earlier words, newest first: each replaced by a newer fact you told your brain. */
  history: Array<MemoryVersion>;
  id: Scalars['ID']['output'];
  /** The project it was learned in (null: none). */
  project: Maybe<Project>;
  /** chat, owner, review, story, profile_pal or import */
  source: Scalars['String']['output'];
  sourceStepId: Maybe<Scalars['String']['output']>;
  sourceThreadId: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** private or public */
  visibility: Scalars['String']['output'];
};

/** Something your brain changed in its memories, and the conversation where it happened. A forgotten memory’s words are not kept. */
export type MemoryChange = {
  __typename?: 'MemoryChange';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: MemoryChangeKind;
  /** The memory it changed (null once forgotten). */
  memoryId: Maybe<Scalars['String']['output']>;
  /** updated: what the memory said before. */
  previous: Maybe<Scalars['String']['output']>;
  sourceThreadId: Maybe<Scalars['String']['output']>;
  sourceThreadName: Maybe<Scalars['String']['output']>;
};

export type MemoryChangeKind =
  /** You asked your brain to forget it. */
  | 'forgotten'
  /** A newer fact replaced its words. */
  | 'updated';

export type MemoryConnection = {
  __typename?: 'MemoryConnection';
  edges: Array<MemoryEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type MemoryEdge = {
  __typename?: 'MemoryEdge';
  cursor: Scalars['String']['output'];
  node: Memory;
};

/** Something your brain could remember, found in a conversation you imported. It is not a memory until you accept it. */
export type MemorySuggestion = {
  __typename?: 'MemorySuggestion';
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The message it was found in. */
  sourceStepId: Maybe<Scalars['String']['output']>;
  /** The conversation it was found in. */
  sourceThreadId: Scalars['String']['output'];
  /** That conversation's name. */
  sourceThreadName: Maybe<Scalars['String']['output']>;
};

export type MemorySuggestionConnection = {
  __typename?: 'MemorySuggestionConnection';
  edges: Array<MemorySuggestionEdge>;
  pageInfo: PageInfo;
};

export type MemorySuggestionEdge = {
  __typename?: 'MemorySuggestionEdge';
  cursor: Scalars['String']['output'];
  node: MemorySuggestion;
};

/** What a memory said before a newer fact replaced it, and the conversation that changed it. */
export type MemoryVersion = {
  __typename?: 'MemoryVersion';
  content: Scalars['String']['output'];
  replacedAt: Scalars['DateTime']['output'];
  /** The conversation where the newer fact was said. */
  sourceThreadId: Maybe<Scalars['String']['output']>;
  sourceThreadName: Maybe<Scalars['String']['output']>;
};

export type MemoryVisibility =
  | 'private'
  | 'public';

export type MessagePayload = {
  __typename?: 'MessagePayload';
  message: Scalars['String']['output'];
};

/** A price per million tokens, in the currency the admin counts in. */
export type ModelPrice = {
  __typename?: 'ModelPrice';
  inputPerMillion: Scalars['Float']['output'];
  model: Scalars['String']['output'];
  outputPerMillion: Scalars['Float']['output'];
};

export type ModelPrices = {
  __typename?: 'ModelPrices';
  prices: Array<ModelPrice>;
};

export type ModelUsage = {
  __typename?: 'ModelUsage';
  calls: Scalars['Int']['output'];
  cost: Maybe<Scalars['Float']['output']>;
  inputTokens: Scalars['Int']['output'];
  model: Scalars['String']['output'];
  outputTokens: Scalars['Int']['output'];
  price: Maybe<ModelPrice>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Your brain remembers these suggestions (at most 100 at a time): each becomes a memory, private unless you say otherwise. */
  acceptMemorySuggestions: MutationAcceptMemorySuggestionsResult;
  /** Adds the suggestion to your profile, as `value` when you edited it. */
  acceptProfileSuggestion: MutationAcceptProfileSuggestionResult;
  /** Adds a connection and tests it at once (its models are listed; none is offered to people yet). */
  addAiConnection: MutationAddAiConnectionResult;
  /** Adds a web page to your library: Duet fetches and reads it in the background. Addresses on private networks are refused unless the operator allows them (FETCH_ALLOW_HOSTS). */
  addLink: MutationAddLinkResult;
  /** Connects an MCP server (Streamable HTTP) and lists its tools: each is on, and asks you every time. At most a few per person (MCP_SERVERS_PER_USER). */
  addMcpServer: MutationAddMcpServerResult;
  /** Adds a Streamable HTTP server for everyone and lists its tools: each on, asking every person. */
  adminAddMcpServer: MutationAdminAddMcpServerResult;
  /** Lets a waiting sign-up in; the person is told by mail. */
  adminApprovePerson: MutationAdminApprovePersonResult;
  adminCreateInvitation: MutationAdminCreateInvitationResult;
  /** Refuses a waiting sign-up: the account is removed and the person told by mail. */
  adminDeclinePerson: MutationAdminDeclinePersonResult;
  /** Deletes the person and everything theirs (conversations, memories, files, twin). */
  adminDeletePerson: MutationAdminDeletePersonResult;
  /** Signs the person out everywhere; their tokens stop working. */
  adminDisablePerson: MutationAdminDisablePersonResult;
  /** The person may sign in again. */
  adminEnablePerson: MutationAdminEnablePersonResult;
  /** Lists the tools of a server for everyone again (everyone’s choices stay). */
  adminRefreshMcpServer: MutationAdminRefreshMcpServerResult;
  /** Removes a server for everyone (one from the configuration file is removed there). */
  adminRemoveMcpServer: MutationAdminRemoveMcpServerResult;
  adminRevokeInvitation: MutationAdminRevokeInvitationResult;
  /** Mails the person a one-hour link to choose a password. */
  adminSendPasswordReset: MutationAdminSendPasswordResetResult;
  /** Makes or unmakes an admin (never the last one). */
  adminSetAdmin: MutationAdminSetAdminResult;
  /** Renames a server for everyone, or changes its address or headers (a list replaces them all). */
  adminUpdateMcpServer: MutationAdminUpdateMcpServerResult;
  /** Turns a tool of a server for everyone on or off for everyone. */
  adminUpdateMcpTool: MutationAdminUpdateMcpToolResult;
  /** Changes the instance settings (who may sign up). */
  adminUpdateSettings: MutationAdminUpdateSettingsResult;
  /** Answers a question once: the answer becomes a public memory your twin uses from now on. */
  answerTwinQuestion: MutationAnswerTwinQuestionResult;
  /** Drops the waiting change: its link stops working. The e-mail stays as it is. */
  cancelEmailChange: User;
  /** Changes your password, signs out your other devices and ends your access tokens. */
  changePassword: MutationChangePasswordResult;
  checkEmail: MutationCheckEmailResult;
  checkUsername: MutationCheckUsernameResult;
  /** Chooses the model of a conversation of yours; it becomes your default for new conversations. */
  chooseThreadModel: MutationChooseThreadModelResult;
  /** Follows the link mailed by requestEmailChange (its token): the e-mail changes, once. */
  confirmEmailChange: MutationConfirmEmailChangeResult;
  createAccessToken: MutationCreateAccessTokenResult;
  createMemory: MutationCreateMemoryResult;
  /** Starts a project (at most 100; a name of at most 100 characters, instructions of at most 1500). */
  createProject: MutationCreateProjectResult;
  createStory: MutationCreateStoryResult;
  createThread: MutationCreateThreadResult;
  /** Your yes or no to a tool call an answer stopped for. The answer goes on (follow it like any answer); a request already decided, timed out or stopped is refused, and the call never runs twice. */
  decideToolCall: MutationDecideToolCallResult;
  /** Deletes the account and everything in it, for good: conversations, memories, the public page and twin, shares, files, sessions and tokens. Confirmed by `password` (it may be left out within ten minutes of signing in). The instance's last admin is refused while other accounts exist. */
  deleteAccount: MutationDeleteAccountResult;
  /** Deletes a document with its passages; a file added to the library goes too and frees its storage. */
  deleteDocument: MutationDeleteDocumentResult;
  deleteMemory: MutationDeleteMemoryResult;
  /** Deletes a project; its conversations and files move out of it, or are deleted with it. */
  deleteProject: MutationDeleteProjectResult;
  deleteStory: MutationDeleteStoryResult;
  deleteThread: MutationDeleteThreadResult;
  /** Deletes several of your threads (at most 100); with deleteMemories, the memories saved from them too. */
  deleteThreads: MutationDeleteThreadsResult;
  /** Your brain lets these suggestions go and does not offer them again. */
  dismissMemorySuggestions: MutationDismissMemorySuggestionsResult;
  /** Lets the suggestion go: it is not suggested again. */
  dismissProfileSuggestion: MutationDismissProfileSuggestionResult;
  dismissTwinQuestion: MutationDismissTwinQuestionResult;
  /** Goes on to the private chat now ("Skip for now", "Start chatting" on /onboarding): the person is onboarded whatever the profile lacks, and Profile Pal's questions for the public page can wait. Idempotent. */
  finishOnboarding: User;
  login: MutationLoginResult;
  /** Ends the current session (and clears the cookie). Succeeds when signed out too. */
  logout: MessagePayload;
  /** Marks every unread notification of the viewer read ("Mark all read"); answers with the viewer, whose unread count is then 0. */
  markAllNotificationsRead: User;
  markNotificationRead: MutationMarkNotificationReadResult;
  /** Marks the thread’s assistant messages as seen (viewed_at). */
  markThreadViewed: MutationMarkThreadViewedResult;
  /** Makes a document of your library one of a project’s files, or (projectId null) the library’s again. */
  moveDocumentToProject: MutationMoveDocumentToProjectResult;
  /** Moves a conversation into one of your projects, or (projectId null) out of any. */
  moveThreadToProject: MutationMoveThreadToProjectResult;
  /** Thumbs up or down (rating null clears it), with an optional comment, on a finished answer you may read. */
  rateStep: MutationRateStepResult;
  /** Lists the server’s tools again (your choices stay). A server for everyone is the admin’s to refresh. */
  refreshMcpServer: MutationRefreshMcpServerResult;
  /** Rotates the session token: the old one stops working. Not for an access token. */
  refreshSession: MutationRefreshSessionResult;
  register: MutationRegisterResult;
  removeAiConnection: MutationRemoveAiConnectionResult;
  /** Removes one of your servers (a server for everyone is the admin’s to remove). */
  removeMcpServer: MutationRemoveMcpServerResult;
  /** Asks to change the e-mail to `email`: a single-use link (24 hours) goes to it and the current address is told. Nothing changes until the link is used (confirmEmailChange). `password` may be left out within ten minutes of signing in. */
  requestEmailChange: MutationRequestEmailChangeResult;
  /** Mails a one-hour, single-use reset link. Same answer for unknown e-mails. */
  requestPasswordReset: MutationRequestPasswordResetResult;
  /** Reads a document again (from its file, or its link fetched anew). */
  rereadDocument: MutationRereadDocumentResult;
  /** Mails the waiting change a new link (the previous one stops working). */
  resendEmailChange: MutationResendEmailChangeResult;
  resetPassword: MutationResetPasswordResult;
  /** Rewrites one of your twin's replies: the visitor sees your revision ("Revised by …"), and your twin answers that question this way from now on. */
  reviseTwinReply: MutationReviseTwinReplyResult;
  revokeSession: MutationRevokeSessionResult;
  /** Stops sharing: the link is deleted and its page is gone. `id` is the SharedLink’s id. */
  revokeShare: MutationRevokeShareResult;
  /** Shows the branch through this message ("‹ 2 / 3 ›"): it becomes the chosen one among its siblings, and the choice is kept. Refused while an answer is being written. Read the history again after it. */
  selectStep: MutationSelectStepResult;
  /** Public: your twin may answer visitors from it. Private again: at once out of its reach. */
  setDocumentVisibility: MutationSetDocumentVisibilityResult;
  setMemoryVisibility: MutationSetMemoryVisibilityResult;
  /** A model’s price per million tokens; both left out or null: its price is removed. */
  setModelPrice: MutationSetModelPriceResult;
  /** A person’s own limits (a number, or null for none); reset: the instance’s again. */
  setPersonUsageLimits: MutationSetPersonUsageLimitsResult;
  /** Saves your personal instructions: each at most 1500 characters; one left out stays as it is, an empty one is cleared. */
  setPersonalInstructions: MutationSetPersonalInstructionsResult;
  /** The limits everyone has unless an admin set their own (null: no limit). */
  setUsageLimits: MutationSetUsageLimitsResult;
  /** Makes a new read-only public link to the thread’s messages as they are now. Sharing again makes another link. */
  shareThread: MutationShareThreadResult;
  /** Signs in with the single-use link mailed after SignInLinkSent (its token); the browser is known from then on. */
  signInWithLink: MutationSignInWithLinkResult;
  signOutOtherSessions: PasswordChanged;
  startPrivateBrainChat: StartChatPayload;
  /** Opens your Profile Pal thread (the existing one, or a new one with its first question). */
  startProfilePalChat: StartChatPayload;
  /** Opens a new conversation in the project (your empty one there, if there is one). */
  startProjectChat: MutationStartProjectChatResult;
  /** Opens your chat with the testing agent (/testing), created on first use. */
  startTestingChat: StartChatPayload;
  /** Opens your conversation with @username's twin (anyone may; anonymous visitors get an anon-id cookie). Your own twin opens as a preview. */
  startTwinChat: MutationStartTwinChatResult;
  /** "Stop generating": ends the live answer of the thread where it is. It keeps its text (status completed, metadata.stopped) and its stream ends with done. */
  stopRun: MutationStopRunResult;
  /** A round trip: list the models, one short completion, one embedding, a short recording written down when the server has a speech-to-text model, and a short sentence read aloud when it has a voice model. */
  testAiConnection: MutationTestAiConnectionResult;
  updateAiConnection: MutationUpdateAiConnectionResult;
  /** The default chat model, the model for titles and judgements, the embedding model, the speech-to-text model and the voice model (null: none), and the voice it speaks with. */
  updateAiDefaults: MutationUpdateAiDefaultsResult;
  /** Whether people may use a model, and whether it takes tools and images. */
  updateAiModel: MutationUpdateAiModelResult;
  /** Saves the account's language: a tag Duet speaks (en, de, es, fr, pt-BR, ja, ar), or null to follow the browser's. Any other tag is refused (ValidationError) and nothing changes. */
  updateLocale: MutationUpdateLocaleResult;
  /** Renames a server, or changes its address or headers (a list replaces them all; left out, they stay). */
  updateMcpServer: MutationUpdateMcpServerResult;
  /** Turns a tool on or off, or sets when it may run, for you (on a server for everyone too, unless the admin turned it off). */
  updateMcpTool: MutationUpdateMcpToolResult;
  updateMemory: MutationUpdateMemoryResult;
  updateProfile: MutationUpdateProfileResult;
  /** Reads your stories and suggests, item by item, interests, skills, achievements and a bio your profile does not have yet. */
  updateProfileFromStories: MutationUpdateProfileFromStoriesResult;
  /** Renames a project, changes its instructions (empty: none) or its memory setting; what is left out stays. */
  updateProject: MutationUpdateProjectResult;
  updateStory: MutationUpdateStoryResult;
  /** Saves the theme for the account. */
  updateTheme: User;
  /** Renames (the name is then kept: no automatic title replaces it) and pins or unpins a thread. */
  updateThread: MutationUpdateThreadResult;
  /** Who may talk to your twin, how many messages a day each anonymous visitor may send (null: the server maximum), how strictly it keeps to your words, whether it speaks about you or as you, and whether visitors may talk to it by voice. */
  updateTwinAccess: MutationUpdateTwinAccessResult;
};


export type MutationAcceptMemorySuggestionsArgs = {
  ids: Array<Scalars['ID']['input']>;
  visibility?: InputMaybe<MemoryVisibility>;
};


export type MutationAcceptProfileSuggestionArgs = {
  id: Scalars['ID']['input'];
  value: InputMaybe<Scalars['String']['input']>;
};


export type MutationAddAiConnectionArgs = {
  apiKey: InputMaybe<Scalars['String']['input']>;
  baseUrl: Scalars['String']['input'];
  kind: AiConnectionKind;
  name: Scalars['String']['input'];
};


export type MutationAddLinkArgs = {
  url: Scalars['String']['input'];
};


export type MutationAddMcpServerArgs = {
  headers: InputMaybe<Array<McpHeaderInput>>;
  name: Scalars['String']['input'];
  url: Scalars['String']['input'];
};


export type MutationAdminAddMcpServerArgs = {
  headers: InputMaybe<Array<McpHeaderInput>>;
  name: Scalars['String']['input'];
  url: Scalars['String']['input'];
};


export type MutationAdminApprovePersonArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminCreateInvitationArgs = {
  expiresInDays: InputMaybe<Scalars['Int']['input']>;
  maxUses: InputMaybe<Scalars['Int']['input']>;
  note: InputMaybe<Scalars['String']['input']>;
};


export type MutationAdminDeclinePersonArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminDeletePersonArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminDisablePersonArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminEnablePersonArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminRefreshMcpServerArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminRemoveMcpServerArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminRevokeInvitationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminSendPasswordResetArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminSetAdminArgs = {
  admin: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationAdminUpdateMcpServerArgs = {
  headers: InputMaybe<Array<McpHeaderInput>>;
  id: Scalars['ID']['input'];
  name: InputMaybe<Scalars['String']['input']>;
  url: InputMaybe<Scalars['String']['input']>;
};


export type MutationAdminUpdateMcpToolArgs = {
  enabledForEveryone: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationAdminUpdateSettingsArgs = {
  signupPolicy: SignupPolicy;
};


export type MutationAnswerTwinQuestionArgs = {
  answer: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationCheckEmailArgs = {
  email: Scalars['String']['input'];
};


export type MutationCheckUsernameArgs = {
  username: Scalars['String']['input'];
};


export type MutationChooseThreadModelArgs = {
  model: Scalars['ID']['input'];
  threadId: Scalars['ID']['input'];
};


export type MutationConfirmEmailChangeArgs = {
  token: Scalars['String']['input'];
};


export type MutationCreateAccessTokenArgs = {
  name: Scalars['String']['input'];
  scope: InputMaybe<TokenScope>;
};


export type MutationCreateMemoryArgs = {
  content: Scalars['String']['input'];
  visibility?: InputMaybe<MemoryVisibility>;
};


export type MutationCreateProjectArgs = {
  instructions: InputMaybe<Scalars['String']['input']>;
  keepMemoriesToItself: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
};


export type MutationCreateStoryArgs = {
  content: Scalars['String']['input'];
  title: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateThreadArgs = {
  agentType?: InputMaybe<AgentType>;
  metadata: InputMaybe<Scalars['JSON']['input']>;
  name: InputMaybe<Scalars['String']['input']>;
  temporary: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDecideToolCallArgs = {
  decision: ToolDecision;
  id: Scalars['ID']['input'];
};


export type MutationDeleteAccountArgs = {
  password: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteDocumentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteMemoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProjectArgs = {
  conversations: ProjectLeaving;
  projectId: Scalars['ID']['input'];
};


export type MutationDeleteStoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteThreadArgs = {
  deleteMemories?: InputMaybe<Scalars['Boolean']['input']>;
  threadId: Scalars['ID']['input'];
};


export type MutationDeleteThreadsArgs = {
  deleteMemories?: InputMaybe<Scalars['Boolean']['input']>;
  threadIds: Array<Scalars['ID']['input']>;
};


export type MutationDismissMemorySuggestionsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDismissProfileSuggestionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDismissTwinQuestionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationMarkNotificationReadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMarkThreadViewedArgs = {
  threadId: Scalars['ID']['input'];
};


export type MutationMoveDocumentToProjectArgs = {
  documentId: Scalars['ID']['input'];
  projectId: InputMaybe<Scalars['ID']['input']>;
};


export type MutationMoveThreadToProjectArgs = {
  projectId: InputMaybe<Scalars['ID']['input']>;
  threadId: Scalars['ID']['input'];
};


export type MutationRateStepArgs = {
  comment: InputMaybe<Scalars['String']['input']>;
  rating: InputMaybe<FeedbackRating>;
  stepId: Scalars['ID']['input'];
};


export type MutationRefreshMcpServerArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRemoveAiConnectionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveMcpServerArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRequestEmailChangeArgs = {
  email: Scalars['String']['input'];
  password: InputMaybe<Scalars['String']['input']>;
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationRereadDocumentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationReviseTwinReplyArgs = {
  output: Scalars['String']['input'];
  stepId: Scalars['ID']['input'];
  threadId: Scalars['ID']['input'];
};


export type MutationRevokeSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeShareArgs = {
  token: Scalars['String']['input'];
};


export type MutationSelectStepArgs = {
  stepId: Scalars['ID']['input'];
};


export type MutationSetDocumentVisibilityArgs = {
  id: Scalars['ID']['input'];
  visibility: DocumentVisibility;
};


export type MutationSetMemoryVisibilityArgs = {
  id: Scalars['ID']['input'];
  visibility: MemoryVisibility;
};


export type MutationSetModelPriceArgs = {
  inputPerMillion: InputMaybe<Scalars['Float']['input']>;
  model: Scalars['String']['input'];
  outputPerMillion: InputMaybe<Scalars['Float']['input']>;
};


export type MutationSetPersonUsageLimitsArgs = {
  daily: InputMaybe<Scalars['Int']['input']>;
  monthly: InputMaybe<Scalars['Int']['input']>;
  reset: InputMaybe<Scalars['Boolean']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationSetPersonalInstructionsArgs = {
  about: InputMaybe<Scalars['String']['input']>;
  style: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetUsageLimitsArgs = {
  daily: InputMaybe<Scalars['Int']['input']>;
  monthly: InputMaybe<Scalars['Int']['input']>;
  unit: InputMaybe<UsageUnit>;
};


export type MutationShareThreadArgs = {
  threadId: Scalars['ID']['input'];
};


export type MutationSignInWithLinkArgs = {
  token: Scalars['String']['input'];
};


export type MutationStartProjectChatArgs = {
  projectId: Scalars['ID']['input'];
};


export type MutationStartTwinChatArgs = {
  fresh?: InputMaybe<Scalars['Boolean']['input']>;
  username: Scalars['String']['input'];
};


export type MutationStopRunArgs = {
  threadId: Scalars['ID']['input'];
};


export type MutationTestAiConnectionArgs = {
  chatModel: InputMaybe<Scalars['String']['input']>;
  embeddingModel: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  speechModel: InputMaybe<Scalars['String']['input']>;
  transcriptionModel: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateAiConnectionArgs = {
  apiKey: InputMaybe<Scalars['String']['input']>;
  baseUrl: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateAiDefaultsArgs = {
  defaultChatModel: InputMaybe<Scalars['ID']['input']>;
  embeddingModel: InputMaybe<Scalars['ID']['input']>;
  speechModel: InputMaybe<Scalars['ID']['input']>;
  speechVoice: InputMaybe<Scalars['String']['input']>;
  transcriptionModel: InputMaybe<Scalars['ID']['input']>;
  utilityModel: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUpdateAiModelArgs = {
  allowed: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  supportsImages: InputMaybe<Scalars['Boolean']['input']>;
  supportsTools: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdateLocaleArgs = {
  locale: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateMcpServerArgs = {
  headers: InputMaybe<Array<McpHeaderInput>>;
  id: Scalars['ID']['input'];
  name: InputMaybe<Scalars['String']['input']>;
  url: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateMcpToolArgs = {
  enabled: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  policy: InputMaybe<ToolPolicy>;
};


export type MutationUpdateMemoryArgs = {
  content: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  visibility: InputMaybe<MemoryVisibility>;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdateProjectArgs = {
  instructions: InputMaybe<Scalars['String']['input']>;
  keepMemoriesToItself: InputMaybe<Scalars['Boolean']['input']>;
  name: InputMaybe<Scalars['String']['input']>;
  projectId: Scalars['ID']['input'];
};


export type MutationUpdateStoryArgs = {
  content: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  title: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateThemeArgs = {
  theme: Theme;
};


export type MutationUpdateThreadArgs = {
  name: InputMaybe<Scalars['String']['input']>;
  pinned: InputMaybe<Scalars['Boolean']['input']>;
  threadId: Scalars['ID']['input'];
};


export type MutationUpdateTwinAccessArgs = {
  anonymousDailyLimit: InputMaybe<Scalars['Int']['input']>;
  mode: InputMaybe<TwinAccessMode>;
  model: InputMaybe<Scalars['ID']['input']>;
  style: InputMaybe<TwinStyle>;
  voice: InputMaybe<TwinVoice>;
  voiceChat: InputMaybe<Scalars['Boolean']['input']>;
};

export type MutationAcceptMemorySuggestionsResult = AcceptedMemorySuggestions | NotFoundError | ValidationError;

export type MutationAcceptProfileSuggestionResult = NotFoundError | ProfileSuggestionDecided | ValidationError;

export type MutationAddAiConnectionResult = AiConnection | ValidationError;

export type MutationAddLinkResult = LibraryDocument | ValidationError;

export type MutationAddMcpServerResult = McpServer | ValidationError;

export type MutationAdminAddMcpServerResult = SharedMcpServer | ValidationError;

export type MutationAdminApprovePersonResult = AdminPerson | NotFoundError | ValidationError;

export type MutationAdminCreateInvitationResult = NewInvitation | ValidationError;

export type MutationAdminDeclinePersonResult = Deleted | NotFoundError | ValidationError;

export type MutationAdminDeletePersonResult = Deleted | NotFoundError | ValidationError;

export type MutationAdminDisablePersonResult = AdminPerson | NotFoundError | ValidationError;

export type MutationAdminEnablePersonResult = AdminPerson | NotFoundError | ValidationError;

export type MutationAdminRefreshMcpServerResult = NotFoundError | SharedMcpServer;

export type MutationAdminRemoveMcpServerResult = Deleted | NotFoundError | ValidationError;

export type MutationAdminRevokeInvitationResult = Invitation | NotFoundError | ValidationError;

export type MutationAdminSendPasswordResetResult = AdminPerson | NotFoundError | ValidationError;

export type MutationAdminSetAdminResult = AdminPerson | NotFoundError | ValidationError;

export type MutationAdminUpdateMcpServerResult = NotFoundError | SharedMcpServer | ValidationError;

export type MutationAdminUpdateMcpToolResult = NotFoundError | SharedMcpTool | ValidationError;

export type MutationAdminUpdateSettingsResult = InstanceSettings | ValidationError;

export type MutationAnswerTwinQuestionResult = NotFoundError | TwinQuestion | ValidationError;

export type MutationChangePasswordResult = PasswordChanged | RateLimitedError | ValidationError;

export type MutationCheckEmailResult = Availability | RateLimitedError | ValidationError;

export type MutationCheckUsernameResult = Availability | RateLimitedError | ValidationError;

export type MutationChooseThreadModelResult = NotFoundError | Thread | ValidationError;

export type MutationConfirmEmailChangeResult = EmailChanged | ValidationError;

export type MutationCreateAccessTokenResult = AccessToken | ValidationError;

export type MutationCreateMemoryResult = Memory | ValidationError;

export type MutationCreateProjectResult = Project | ValidationError;

export type MutationCreateStoryResult = Story | ValidationError;

export type MutationCreateThreadResult = Thread | ValidationError;

export type MutationDecideToolCallResult = NotFoundError | ToolDecisionResult | ValidationError;

export type MutationDeleteAccountResult = AccountDeleted | RateLimitedError | ValidationError;

export type MutationDeleteDocumentResult = Deleted | NotFoundError;

export type MutationDeleteMemoryResult = Deleted | NotFoundError;

export type MutationDeleteProjectResult = DeleteProjectPayload | NotFoundError;

export type MutationDeleteStoryResult = Deleted | NotFoundError;

export type MutationDeleteThreadResult = DeleteThreadPayload | NotFoundError;

export type MutationDeleteThreadsResult = DeleteThreadsPayload | NotFoundError | ValidationError;

export type MutationDismissMemorySuggestionsResult = DismissedMemorySuggestions | NotFoundError | ValidationError;

export type MutationDismissProfileSuggestionResult = NotFoundError | ProfileSuggestionDecided | ValidationError;

export type MutationDismissTwinQuestionResult = NotFoundError | TwinQuestion;

export type MutationLoginResult = AuthPayload | RateLimitedError | SignInLinkSent | ValidationError;

export type MutationMarkNotificationReadResult = NotFoundError | Notification;

export type MutationMarkThreadViewedResult = NotFoundError | Thread;

export type MutationMoveDocumentToProjectResult = LibraryDocument | NotFoundError;

export type MutationMoveThreadToProjectResult = NotFoundError | Thread | ValidationError;

export type MutationRateStepResult = NotFoundError | Step | ValidationError;

export type MutationRefreshMcpServerResult = McpServer | NotFoundError | ValidationError;

export type MutationRefreshSessionResult = AuthError | AuthPayload;

export type MutationRegisterResult = AuthPayload | RateLimitedError | SignUpPending | ValidationError;

export type MutationRemoveAiConnectionResult = Deleted | NotFoundError | ValidationError;

export type MutationRemoveMcpServerResult = Deleted | NotFoundError | ValidationError;

export type MutationRequestEmailChangeResult = RateLimitedError | User | ValidationError;

export type MutationRequestPasswordResetResult = MessagePayload | RateLimitedError | ValidationError;

export type MutationRereadDocumentResult = LibraryDocument | NotFoundError;

export type MutationResendEmailChangeResult = NotFoundError | RateLimitedError | User;

export type MutationResetPasswordResult = MessagePayload | ValidationError;

export type MutationReviseTwinReplyResult = NotFoundError | Step | ValidationError;

export type MutationRevokeSessionResult = Deleted | NotFoundError;

export type MutationRevokeShareResult = Deleted | NotFoundError;

export type MutationSelectStepResult = NotFoundError | Step | ValidationError;

export type MutationSetDocumentVisibilityResult = LibraryDocument | NotFoundError;

export type MutationSetMemoryVisibilityResult = Memory | NotFoundError | ValidationError;

export type MutationSetModelPriceResult = ModelPrices | ValidationError;

export type MutationSetPersonUsageLimitsResult = NotFoundError | PersonUsageLimits | ValidationError;

export type MutationSetPersonalInstructionsResult = PersonalInstructions | ValidationError;

export type MutationSetUsageLimitsResult = UsageLimits | ValidationError;

export type MutationShareThreadResult = NotFoundError | ShareThreadPayload | ValidationError;

export type MutationSignInWithLinkResult = AuthPayload | RateLimitedError | ValidationError;

export type MutationStartProjectChatResult = NotFoundError | StartChatPayload;

export type MutationStartTwinChatResult = NotFoundError | RateLimitedError | StartChatPayload | TwinClosedError;

export type MutationStopRunResult = NotFoundError | StopRunPayload;

export type MutationTestAiConnectionResult = AiConnection | NotFoundError | ValidationError;

export type MutationUpdateAiConnectionResult = AiConnection | NotFoundError | ValidationError;

export type MutationUpdateAiDefaultsResult = AiSettings | ValidationError;

export type MutationUpdateAiModelResult = AiModel | NotFoundError | ValidationError;

export type MutationUpdateLocaleResult = User | ValidationError;

export type MutationUpdateMcpServerResult = McpServer | NotFoundError | ValidationError;

export type MutationUpdateMcpToolResult = McpTool | NotFoundError | ValidationError;

export type MutationUpdateMemoryResult = Memory | NotFoundError | ValidationError;

export type MutationUpdateProfileFromStoriesResult = ProfileSuggestionsFound | ValidationError;

export type MutationUpdateProfileResult = Profile | ValidationError;

export type MutationUpdateProjectResult = NotFoundError | Project | ValidationError;

export type MutationUpdateStoryResult = NotFoundError | Story | ValidationError;

export type MutationUpdateThreadResult = NotFoundError | Thread | ValidationError;

export type MutationUpdateTwinAccessResult = NotFoundError | TwinAccess | ValidationError;

export type NewInvitation = {
  __typename?: 'NewInvitation';
  invitation: Invitation;
  /** The link to send; shown this once. */
  link: Scalars['String']['output'];
};

export type Node = {
  id: Scalars['ID']['output'];
};

export type NotFoundError = Error & {
  __typename?: 'NotFoundError';
  message: Scalars['String']['output'];
};

export type Notification = {
  __typename?: 'Notification';
  actionUrl: Maybe<Scalars['String']['output']>;
  channel: Maybe<NotificationChannel>;
  id: Scalars['ID']['output'];
  isRead: Scalars['Boolean']['output'];
  message: Maybe<Scalars['String']['output']>;
  /** success, warning, error, update or info */
  notificationType: Scalars['String']['output'];
  /** low, normal, high or urgent */
  priority: Scalars['String']['output'];
  publishedAt: Scalars['DateTime']['output'];
  readAt: Maybe<Scalars['DateTime']['output']>;
  summary: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type NotificationChannel = {
  __typename?: 'NotificationChannel';
  displayName: Scalars['String']['output'];
};

/** A new notification (or null when only the count changed) and the unread count. */
export type NotificationPush = {
  __typename?: 'NotificationPush';
  notification: Maybe<Notification>;
  unreadCount: Scalars['Int']['output'];
};

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor: Maybe<Scalars['String']['output']>;
};

export type PasswordChanged = {
  __typename?: 'PasswordChanged';
  /** The devices signed out (signOutOtherSessions; empty after a password change). */
  endedSessionIds: Array<Scalars['ID']['output']>;
  endedSessions: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

/** A new e-mail waiting for the link mailed to it: until the link is used, the account keeps its e-mail. */
export type PendingEmailChange = {
  __typename?: 'PendingEmailChange';
  /** The new address the link went to. */
  email: Scalars['String']['output'];
  /** When the link stops working. */
  expiresAt: Scalars['DateTime']['output'];
};

export type PersonStatus =
  | 'active'
  | 'disabled'
  | 'pending';

export type PersonUsage = {
  __typename?: 'PersonUsage';
  /** Seconds of speech written down (speaking to Duet); minutes are these / 60. */
  audioSeconds: Scalars['Int']['output'];
  /** null: none of their models has a price. */
  cost: Maybe<Scalars['Float']['output']>;
  email: Scalars['String']['output'];
  inputTokens: Scalars['Int']['output'];
  /** What applies to them. */
  limits: UsageLimits;
  messages: Scalars['Int']['output'];
  outputTokens: Scalars['Int']['output'];
  ownLimits: PersonUsageLimits;
  /** Seconds of answers read aloud to you by the server's voice; with audioSeconds, the day's minutes of voice. */
  speechSeconds: Scalars['Int']['output'];
  /** Seconds of visitors' speech to the twin written down (voice messages to the twin, at the owner's cost; not counted against the owner's own minutes). */
  twinAudioSeconds: Scalars['Int']['output'];
  /** Seconds of the twin's answers read aloud to its visitors (at the owner's cost; not counted against the owner's own minutes). */
  twinSpeechSeconds: Scalars['Int']['output'];
  /** The person’s database id. */
  userId: Scalars['ID']['output'];
  username: Scalars['String']['output'];
};

/** A person's own limits, set by an admin. A field left null here follows the instance's. */
export type PersonUsageLimits = {
  __typename?: 'PersonUsageLimits';
  daily: Maybe<Scalars['Int']['output']>;
  /** Whether daily is the person’s own (null: no limit for them). */
  dailySet: Scalars['Boolean']['output'];
  monthly: Maybe<Scalars['Int']['output']>;
  monthlySet: Scalars['Boolean']['output'];
};

/** What you want Duet to know about you and how it should answer. Every private conversation's model gets them; your twin never does. */
export type PersonalInstructions = {
  __typename?: 'PersonalInstructions';
  /** What should Duet know about you? (null: nothing) */
  about: Maybe<Scalars['String']['output']>;
  /** The most characters each may have. */
  maxLength: Scalars['Int']['output'];
  /** How should Duet answer? (null: as it would) */
  style: Maybe<Scalars['String']['output']>;
};

/** Your profile, every field (docs/product.md §3). Only you can read it. */
export type Profile = {
  __typename?: 'Profile';
  achievements: Array<Scalars['String']['output']>;
  /** Stories and imports may suggest profile items (off: they suggest nothing). */
  autoCuration: Scalars['Boolean']['output'];
  avatarUrl: Maybe<Scalars['String']['output']>;
  bio: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  displayName: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  /** Sites (origins) whose pages may frame the twin chat (/twin/{username}/embed). */
  embedOrigins: Array<Scalars['String']['output']>;
  /** The public page asks search engines not to index it. */
  hideFromSearch: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  interests: Array<Scalars['String']['output']>;
  location: Maybe<Scalars['String']['output']>;
  metadata: Scalars['JSON']['output'];
  photos: Array<Scalars['String']['output']>;
  /** Each a string or {title, content}. */
  posts: Scalars['JSON']['output'];
  profilePictureUrl: Maybe<Scalars['String']['output']>;
  /** Each a string or {title, description}. */
  projects: Scalars['JSON']['output'];
  public: Scalars['Boolean']['output'];
  publicFields: Array<Scalars['String']['output']>;
  publicProfileUrl: Maybe<Scalars['String']['output']>;
  sectionVisibility: SectionVisibility;
  skills: Array<Scalars['String']['output']>;
  title: Maybe<Scalars['String']['output']>;
  twinMetadata: Scalars['JSON']['output'];
  updatedAt: Scalars['DateTime']['output'];
  username: Scalars['String']['output'];
};

/** Profile Pal's questions: how many are behind the person (answered, or skipped when not needed), and which is asked now. */
export type ProfilePalProgress = {
  __typename?: 'ProfilePalProgress';
  /** The field asked now; null when none is left. */
  current: Maybe<Scalars['String']['output']>;
  currentQuestion: Maybe<Scalars['String']['output']>;
  done: Scalars['Int']['output'];
  steps: Array<ProfilePalStep>;
  total: Scalars['Int']['output'];
};

/** One of Profile Pal's questions, and where the person is with it. */
export type ProfilePalStep = {
  __typename?: 'ProfilePalStep';
  /** displayName, bio, interests, location or skills */
  field: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** The profile needs it before the person can start chatting (none does today: every question is optional). */
  required: Scalars['Boolean']['output'];
  status: ProfilePalStepStatus;
};

export type ProfilePalStepStatus =
  | 'answered'
  | 'current'
  | 'skipped'
  | 'todo';

/** One item an agent suggests for your profile (an interest, a skill, an achievement, a bio). Nothing changes until you accept it. */
export type ProfileSuggestion = {
  __typename?: 'ProfileSuggestion';
  createdAt: Scalars['DateTime']['output'];
  field: ProfileSuggestionField;
  id: Scalars['ID']['output'];
  /** Who suggested it: stories, profile_pal or import. */
  source: Scalars['String']['output'];
  /** The story it came from. */
  storyId: Maybe<Scalars['String']['output']>;
  /** That story's title. */
  storyTitle: Maybe<Scalars['String']['output']>;
  value: Scalars['String']['output'];
};

export type ProfileSuggestionConnection = {
  __typename?: 'ProfileSuggestionConnection';
  edges: Array<ProfileSuggestionEdge>;
  pageInfo: PageInfo;
};

export type ProfileSuggestionDecided = {
  __typename?: 'ProfileSuggestionDecided';
  profile: Profile;
  /** The suggestion decided: no longer waiting. */
  suggestionId: Scalars['ID']['output'];
};

export type ProfileSuggestionEdge = {
  __typename?: 'ProfileSuggestionEdge';
  cursor: Scalars['String']['output'];
  node: ProfileSuggestion;
};

export type ProfileSuggestionField =
  | 'achievements'
  | 'bio'
  | 'interests'
  | 'skills';

export type ProfileSuggestionsFound = {
  __typename?: 'ProfileSuggestionsFound';
  /** What is new: nothing the profile has or that was suggested before. */
  added: Array<ProfileSuggestion>;
  /** False when you switched suggestions off: then nothing is suggested. */
  autoCuration: Scalars['Boolean']['output'];
};

/** Conversations kept together with their own instructions and files. Its conversations answer with its instructions on top of yours, and search its files first. */
export type Project = Node & {
  __typename?: 'Project';
  conversationCount: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The id used in URLs (/projects/{id}) and REST. */
  databaseId: Scalars['String']['output'];
  /** Its files, newest first: documents of your library that belong to it. */
  files: Array<LibraryDocument>;
  id: Scalars['ID']['output'];
  /** null: none. */
  instructions: Maybe<Scalars['String']['output']>;
  /** The most characters the instructions may have. */
  instructionsMaxLength: Scalars['Int']['output'];
  /** Memories learned in its conversations are recalled only in them. */
  keepMemoriesToItself: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Its conversations: pinned first, then the most recently updated (those without a message are not listed). */
  threads: ProjectThreadsConnection;
  updatedAt: Scalars['DateTime']['output'];
};


/** Conversations kept together with their own instructions and files. Its conversations answer with its instructions on top of yours, and search its files first. */
export type ProjectThreadsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
};

/** What happens to a deleted project’s conversations and files. */
export type ProjectLeaving =
  /** They are deleted with it (memories learned in them stay). */
  | 'DELETE'
  /** They stay, outside any project (files back in the library). */
  | 'MOVE_OUT';

export type ProjectThreadsConnection = {
  __typename?: 'ProjectThreadsConnection';
  edges: Array<ProjectThreadsConnectionEdge>;
  pageInfo: PageInfo;
  /** How many the whole list holds (with its filters), not only this page. */
  totalCount: Scalars['Int']['output'];
};

export type ProjectThreadsConnectionEdge = {
  __typename?: 'ProjectThreadsConnectionEdge';
  cursor: Scalars['String']['output'];
  node: Thread;
};

/** A document its owner made public: what their twin answers from, readable by anyone. */
export type PublicDocument = {
  __typename?: 'PublicDocument';
  fileUrl: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: Maybe<Scalars['String']['output']>;
  pages: Maybe<Scalars['Int']['output']>;
  passages: Array<DocumentPassage>;
  sourceUrl: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

/** What anyone may see of a public profile: only visible, non-empty sections; photos limited to 3. */
export type PublicProfile = {
  __typename?: 'PublicProfile';
  achievements: Array<Scalars['String']['output']>;
  avatarUrl: Maybe<Scalars['String']['output']>;
  bio: Maybe<Scalars['String']['output']>;
  displayName: Maybe<Scalars['String']['output']>;
  interests: Array<Scalars['String']['output']>;
  location: Maybe<Scalars['String']['output']>;
  photos: Array<Scalars['String']['output']>;
  posts: Scalars['JSON']['output'];
  projects: Scalars['JSON']['output'];
  skills: Array<Scalars['String']['output']>;
  /** What they do ("Product designer"), when they show it. */
  title: Maybe<Scalars['String']['output']>;
  /** Who may talk to the twin: everyone, signed_in or nobody (the page offers no chat then). */
  twinAccess: Scalars['String']['output'];
  twinMetadata: Scalars['JSON']['output'];
  username: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Every admin action, newest first. */
  adminAuditLog: AuditLogPage;
  adminInvitations: Array<Invitation>;
  /** The MCP servers for everyone, oldest first, and what is wrong with the configuration file. */
  adminMcpServers: SharedMcpServers;
  /** People, newest first: search by e-mail, username or name; pending are the sign-ups that wait. */
  adminPeople: Array<AdminPerson>;
  adminSettings: InstanceSettings;
  /** The models you may choose for a conversation, the default first. */
  aiModels: Array<AiModel>;
  /** The AI models page (admins). */
  aiSettings: AiSettings;
  /** Public profiles to browse, most recently updated first; `query` matches name, username, bio and interests. */
  discoverProfiles: Array<PublicProfile>;
  /** One of your conversations as Markdown or JSON, every message of the branch it shows (JSON: every branch). */
  exportThread: QueryExportThreadResult;
  /** Your MCP servers (Settings › Tools), oldest first, then the servers for everyone. */
  mcpServers: Array<McpServer>;
  node: Maybe<Node>;
  nodes: Array<Maybe<Node>>;
  /** A document its owner made public (null when there is none, or it is private). */
  publicDocument: Maybe<PublicDocument>;
  /** A public profile by username; null when there is none or it is not public. */
  publicProfile: Maybe<PublicProfile>;
  /** Where your request allowance stands: its points, this request’s cost, what is left and when it is whole again. */
  rateLimit: RateLimit;
  /** The conversation behind a shared link, for anyone who has it; null when unknown or no longer shared. */
  sharedConversation: Maybe<SharedConversation>;
  /** How one may sign in here: passwords, sign-up, single sign-on. */
  signInOptions: SignInOptions;
  /** Public: the sign-up policy, and (given a token) whether an invitation link works. */
  signUpOptions: SignUpOptions;
  /** Health of the server, database, AI provider and realtime (for /monitoring); its internals for admins only. */
  systemStatus: SystemStatus;
  /** One of your threads by its database id (or global id); null when not yours. */
  thread: Maybe<Thread>;
  /** One of your tool requests. */
  toolApproval: QueryToolApprovalResult;
  /** A public twin's card: greeting and suggested questions built from public facts. */
  twin: Maybe<TwinCard>;
  /** Whether @username's twin shows on the site `origin` (https://example.com): a public profile, a twin that talks with anyone, and a site its owner allowed. */
  twinEmbedStatus: TwinEmbedStatus;
  /** Whether you may attach files: signed in, or an anonymous visitor when the server allows it (UPLOAD_QUOTA_ANON_BYTES). */
  uploadsAllowed: Scalars['Boolean']['output'];
  /** Everyone’s usage over the last `days` days (default 30), with cost where a price is set (admins). */
  usageReport: QueryUsageReportResult;
  /** The signed-in user, or null when signed out. */
  viewer: Maybe<User>;
};


export type QueryAdminAuditLogArgs = {
  before: InputMaybe<Scalars['ID']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminPeopleArgs = {
  first: InputMaybe<Scalars['Int']['input']>;
  query: InputMaybe<Scalars['String']['input']>;
  status: InputMaybe<PersonStatus>;
};


export type QueryDiscoverProfilesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  query: InputMaybe<Scalars['String']['input']>;
};


export type QueryExportThreadArgs = {
  format?: InputMaybe<ThreadExportFormat>;
  threadId: Scalars['ID']['input'];
};


export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryPublicDocumentArgs = {
  id: Scalars['ID']['input'];
  username: Scalars['String']['input'];
};


export type QueryPublicProfileArgs = {
  username: Scalars['String']['input'];
};


export type QuerySharedConversationArgs = {
  token: Scalars['String']['input'];
};


export type QuerySignUpOptionsArgs = {
  invitation: InputMaybe<Scalars['String']['input']>;
};


export type QueryThreadArgs = {
  id: Scalars['ID']['input'];
};


export type QueryToolApprovalArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTwinArgs = {
  username: Scalars['String']['input'];
};


export type QueryTwinEmbedStatusArgs = {
  origin: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type QueryUsageReportArgs = {
  days: InputMaybe<Scalars['Int']['input']>;
};

export type QueryExportThreadResult = NotFoundError | ThreadExport;

export type QueryToolApprovalResult = NotFoundError | ToolApproval;

export type QueryUsageReportResult = UsageReport | ValidationError;

/** The request allowance of whoever asks: the person signed in, or the address of a client without a session. Every response also says it in its RateLimit headers and `extensions.cost`. */
export type RateLimit = {
  __typename?: 'RateLimit';
  /** What this request cost (0 for a query of `rateLimit` alone). */
  cost: Scalars['Int']['output'];
  /** The points of a whole window. */
  limit: Scalars['Int']['output'];
  /** The points left until the window ends, after this request. */
  remaining: Scalars['Int']['output'];
  /** When the window ends and the allowance is whole again. */
  resetAt: Scalars['DateTime']['output'];
  /** The points used in this window, this request included. */
  used: Scalars['Int']['output'];
};

/** Too many attempts; try again after retryAfterSeconds. */
export type RateLimitedError = Error & {
  __typename?: 'RateLimitedError';
  message: Scalars['String']['output'];
  /** Which limit, when it has a name: quota_exceeded (messages in a short while), usage_limit (the daily or monthly usage limit), too_many_conversations (new twin conversations). */
  reason: Maybe<Scalars['String']['output']>;
  retryAfterSeconds: Scalars['Int']['output'];
};

export type RegisterInput = {
  about?: InputMaybe<Scalars['String']['input']>;
  displayName?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  /** The token of an invitation link, when sign-up is by invitation. */
  invitation?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  timezone?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['String']['input'];
};

export type ResetPasswordInput = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

export type RunDone = RunEventBase & {
  __typename?: 'RunDone';
  runId: Scalars['String']['output'];
  seq: Scalars['Int']['output'];
  status: Scalars['String']['output'];
  /** Database id of the thread. */
  threadId: Scalars['String']['output'];
};

export type RunErrorEvent = RunEventBase & {
  __typename?: 'RunErrorEvent';
  errorType: Scalars['String']['output'];
  message: Scalars['String']['output'];
  runId: Scalars['String']['output'];
  seq: Scalars['Int']['output'];
  /** Database id of the thread. */
  threadId: Scalars['String']['output'];
};

export type RunEvent = AssistantStepEvent | CompactingCompleted | CompactingStarted | RunDone | RunErrorEvent | RunRefused | RunSnapshot | RunStarted | TextDelta | TokenInfoEvent | ToolCalled | ToolOutput | ToolStatusUpdate;

/** Every run event is numbered: resume after the last seq you saw. */
export type RunEventBase = {
  runId: Scalars['String']['output'];
  seq: Scalars['Int']['output'];
  /** Database id of the thread. */
  threadId: Scalars['String']['output'];
};

export type RunRefused = {
  __typename?: 'RunRefused';
  message: Scalars['String']['output'];
  /** already_sending, quota_exceeded (too many messages in a short while), usage_limit (the person's daily or monthly usage limit; a twin's replies count against its owner's), twin_off or sign_in_required (the twin owner's setting), not_found, invalid_input, unauthenticated, forbidden (a cross-site request), unavailable (the server is restarting, or its database or Redis is away) or storage_full */
  reason: Scalars['String']['output'];
  /** Past a limit (quota_exceeded, usage_limit: when the day or month resets) or while the server restarts: seconds until trying again can work. */
  retryAfterSeconds: Maybe<Scalars['Int']['output']>;
};

export type RunSnapshot = RunEventBase & {
  __typename?: 'RunSnapshot';
  /** completed or error: the answer is over and this is its final state, the last event of the stream (a resume at or past its end). Null while it is being written. */
  finalStatus: Maybe<Scalars['String']['output']>;
  lastSeq: Scalars['Int']['output'];
  runId: Scalars['String']['output'];
  seq: Scalars['Int']['output'];
  /** The whole answer so far: replace what you have. */
  text: Scalars['String']['output'];
  /** Database id of the thread. */
  threadId: Scalars['String']['output'];
};

export type RunStarted = RunEventBase & {
  __typename?: 'RunStarted';
  agentModel: Scalars['String']['output'];
  assistantStepId: Scalars['String']['output'];
  runId: Scalars['String']['output'];
  seq: Scalars['Int']['output'];
  /** Database id of the thread. */
  threadId: Scalars['String']['output'];
  userStepId: Scalars['String']['output'];
};

export type SectionVisibility = {
  __typename?: 'SectionVisibility';
  achievements: Scalars['Boolean']['output'];
  photos: Scalars['Boolean']['output'];
  posts: Scalars['Boolean']['output'];
  projects: Scalars['Boolean']['output'];
  skills: Scalars['Boolean']['output'];
};

export type SectionVisibilityInput = {
  achievements?: InputMaybe<Scalars['Boolean']['input']>;
  photos?: InputMaybe<Scalars['Boolean']['input']>;
  posts?: InputMaybe<Scalars['Boolean']['input']>;
  projects?: InputMaybe<Scalars['Boolean']['input']>;
  skills?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SessionKind =
  /** A signed-in device. */
  | 'session'
  /** A personal access token. */
  | 'token';

export type ShareThreadPayload = {
  __typename?: 'ShareThreadPayload';
  share: SharedLink;
  token: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** What a shared link shows anyone who has it: the messages’ text only. */
export type SharedConversation = {
  __typename?: 'SharedConversation';
  createdAt: Scalars['DateTime']['output'];
  messageCount: Scalars['Int']['output'];
  messages: Array<SharedMessage>;
  /** The display name (or username) of who shared it. */
  sharedBy: Scalars['String']['output'];
  title: Scalars['String']['output'];
  token: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** A read-only public link to one of your conversations as it was when shared (later messages are not included). */
export type SharedLink = {
  __typename?: 'SharedLink';
  /** When it was shared: the snapshot’s moment. */
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  messageCount: Scalars['Int']['output'];
  /** The shared thread’s database id. */
  threadId: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** The unguessable part of /share/{token}. */
  token: Scalars['String']['output'];
  /** The absolute address to give people. */
  url: Scalars['String']['output'];
};

export type SharedLinkConnection = {
  __typename?: 'SharedLinkConnection';
  edges: Array<SharedLinkEdge>;
  pageInfo: PageInfo;
};

export type SharedLinkEdge = {
  __typename?: 'SharedLinkEdge';
  cursor: Scalars['String']['output'];
  node: SharedLink;
};

/** An MCP server for everyone: added by the admin, or from Duet’s configuration file (read-only). */
export type SharedMcpServer = {
  __typename?: 'SharedMcpServer';
  /** Its whole address (empty for a command). */
  address: Scalars['String']['output'];
  checkedAt: Maybe<Scalars['DateTime']['output']>;
  /** A stdio server’s command line. */
  command: Maybe<Scalars['String']['output']>;
  fromConfiguration: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  lastError: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The names of its headers (or of a command’s environment); their values are never shown. */
  secretNames: Array<Scalars['String']['output']>;
  tools: Array<SharedMcpTool>;
  transport: McpTransport;
};

export type SharedMcpServers = {
  __typename?: 'SharedMcpServers';
  configurationErrors: Array<McpConfigurationError>;
  /** The file MCP_SERVERS_FILE names; null: none. */
  configurationFile: Maybe<Scalars['String']['output']>;
  servers: Array<SharedMcpServer>;
};

/** A tool of a server for everyone, as the admin sees it. */
export type SharedMcpTool = {
  __typename?: 'SharedMcpTool';
  description: Scalars['String']['output'];
  /** Off: nobody can use it (each person otherwise chooses for themselves). */
  enabledForEveryone: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type SharedMessage = {
  __typename?: 'SharedMessage';
  /** When it was written (ISO 8601). */
  at: Scalars['String']['output'];
  /** user or assistant */
  role: Scalars['String']['output'];
  /** Markdown, as the chat shows it. */
  text: Scalars['String']['output'];
};

/** Not signed in: too many sign-ins to this account came from new devices, so the password was not checked and a single-use sign-in link was mailed instead (signInWithLink). The same answer whether the account exists or not. */
export type SignInLinkSent = {
  __typename?: 'SignInLinkSent';
  message: Scalars['String']['output'];
};

export type SignInOptions = {
  __typename?: 'SignInOptions';
  /** The plain sentence for a failed single sign-on, from the `sso_error` code the callback put on the sign-in page; null for an unknown code. */
  failureMessage: Maybe<Scalars['String']['output']>;
  /** False on a server set to single sign-on only. */
  passwordSignIn: Scalars['Boolean']['output'];
  /** Whether the sign-up form makes accounts. */
  registration: Scalars['Boolean']['output'];
  singleSignOn: Maybe<SingleSignOnOption>;
};


export type SignInOptionsFailureMessageArgs = {
  code: Scalars['String']['input'];
};

/** What the sign-up page needs to know: who may sign up, and whether an invitation link works. */
export type SignUpOptions = {
  __typename?: 'SignUpOptions';
  invitationValid: Maybe<Scalars['Boolean']['output']>;
  policy: SignupPolicy;
};

/** Signed up where new accounts wait for the admin's approval: no session until then (mailed). */
export type SignUpPending = {
  __typename?: 'SignUpPending';
  email: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type SignupPolicy =
  | 'approval'
  | 'closed'
  | 'invite'
  | 'open';

/** The operator's OpenID provider: its name for the button, and where the browser starts. */
export type SingleSignOnOption = {
  __typename?: 'SingleSignOnOption';
  name: Scalars['String']['output'];
  /** GET it in the browser (with `?next=/path` to land there after signing in). */
  startUrl: Scalars['String']['output'];
};

export type StartChatPayload = {
  __typename?: 'StartChatPayload';
  thread: Thread;
  /** The database id, for /chat/{threadId}. */
  threadId: Scalars['String']['output'];
};

/** A message (USER_MESSAGE, ASSISTANT_MESSAGE) or tool step of a thread. */
export type Step = Node & {
  __typename?: 'Step';
  /** The model that wrote this answer (its name on its server). */
  agentModel: Maybe<Scalars['String']['output']>;
  agentProcessingTimeMs: Maybe<Scalars['Int']['output']>;
  /** Written by Duet's offline brain, which remembers, finds and organises but cannot write or reason. */
  answeredOffline: Scalars['Boolean']['output'];
  /** Its model takes no tools: it answered from the conversation alone (no memories, search or calculator). */
  answeredWithoutTools: Scalars['Boolean']['output'];
  /** A twin's answer: the public facts it was written from (shown as "Based on"); empty otherwise, and once the owner revised it. */
  basedOn: Array<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  databaseId: Scalars['String']['output'];
  elements: Array<Element>;
  endTime: Maybe<Scalars['DateTime']['output']>;
  errors: Scalars['JSON']['output'];
  /** Thumbs up/down (and a comment) from whoever asked; null when not rated. */
  feedback: Maybe<StepFeedback>;
  /** An answer's time to its first text: milliseconds from the message being sent (null: no text came, or not an answer). */
  firstTokenMs: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  indentLevel: Scalars['Int']['output'];
  input: Maybe<Scalars['String']['output']>;
  isError: Scalars['Boolean']['output'];
  /** The run event seq this persisted state includes: resume a streaming answer after it. */
  lastEventSeq: Scalars['Int']['output'];
  metadata: Scalars['JSON']['output'];
  output: Maybe<Scalars['String']['output']>;
  /** Database id of the message this one follows (null for the first). Edits and regenerations share it with the message they replace. */
  parentId: Maybe<Scalars['String']['output']>;
  runId: Maybe<Scalars['String']['output']>;
  /** Position in the thread (stable paging order). */
  seq: Scalars['Int']['output'];
  showInput: Scalars['Boolean']['output'];
  /** How many messages follow the same one (1 without edits or regenerations). */
  siblingCount: Scalars['Int']['output'];
  /** Database ids of those messages, in order (this one at siblingIndex): select one to show its branch. */
  siblingIds: Array<Scalars['String']['output']>;
  /** Place among the messages that follow the same one, from 0 (an edit or regeneration adds one): shown as "2 / 3". */
  siblingIndex: Scalars['Int']['output'];
  /** The passages of documents an answer was written from, each with where it opens for you: your own in your library, a public one for anyone. Empty when there are none. */
  sources: Array<AnswerSource>;
  startTime: Maybe<Scalars['DateTime']['output']>;
  /** sent, streaming or completed */
  status: Scalars['String']['output'];
  stepCreationTimeMs: Maybe<Scalars['Int']['output']>;
  stepType: Scalars['String']['output'];
  streaming: Scalars['Boolean']['output'];
  tags: Scalars['JSON']['output'];
  /** The tool call this answer stopped for, if any (only its person sees it). */
  toolApproval: Maybe<ToolApproval>;
  toolCallSession: Maybe<ToolCallSession>;
  totalTimeMs: Maybe<Scalars['Int']['output']>;
  viewedAt: Maybe<Scalars['DateTime']['output']>;
  waitForAnswer: Scalars['Boolean']['output'];
};

export type StepFeedback = {
  __typename?: 'StepFeedback';
  comment: Maybe<Scalars['String']['output']>;
  rating: FeedbackRating;
  updatedAt: Maybe<Scalars['DateTime']['output']>;
};

export type StopRunPayload = {
  __typename?: 'StopRunPayload';
  /** Whether an answer was running (and is now stopped). */
  stopped: Scalars['Boolean']['output'];
};

export type Story = {
  __typename?: 'Story';
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  title: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type StoryConnection = {
  __typename?: 'StoryConnection';
  edges: Array<StoryEdge>;
  pageInfo: PageInfo;
};

export type StoryEdge = {
  __typename?: 'StoryEdge';
  cursor: Scalars['String']['output'];
  node: Story;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** New notifications and the unread count, live. Starts with the current count. */
  notificationEvents: NotificationPush;
  /** The events of the thread’s latest answer after `afterSeq`, then live. Past or at the end of an answer that is over: one RunSnapshot with its final state, then the stream ends. */
  resumeRun: RunEvent;
  /** Sends a message and streams the answer. The answer goes on if you disconnect (see resumeRun). */
  sendMessage: RunEvent;
  /** Live events of a conversation you may read: the owner's answer to a question the twin passed on arrives here while the page is open. */
  threadEvents: ThreadEvent;
};


export type SubscriptionResumeRunArgs = {
  afterSeq: Scalars['Int']['input'];
  threadId: Scalars['ID']['input'];
};


export type SubscriptionSendMessageArgs = {
  editStepId: InputMaybe<Scalars['ID']['input']>;
  elements: InputMaybe<Array<ElementInput>>;
  input?: InputMaybe<Scalars['String']['input']>;
  model: InputMaybe<Scalars['ID']['input']>;
  regenerateStepId: InputMaybe<Scalars['ID']['input']>;
  threadId: Scalars['ID']['input'];
};


export type SubscriptionThreadEventsArgs = {
  threadId: Scalars['ID']['input'];
};

export type SystemStatus = {
  __typename?: 'SystemStatus';
  components: Array<ComponentStatus>;
  /** Whether the server's internals (details, timings, uptime) are shown: to admins only. */
  internals: Scalars['Boolean']['output'];
  /** Admins only (null for others). */
  uptimeSeconds: Maybe<Scalars['Int']['output']>;
};

export type TextDelta = RunEventBase & {
  __typename?: 'TextDelta';
  delta: Scalars['String']['output'];
  runId: Scalars['String']['output'];
  seq: Scalars['Int']['output'];
  /** Database id of the thread. */
  threadId: Scalars['String']['output'];
};

/** A matched word in a snippet: offsets in UTF-16 code units, end exclusive. */
export type TextRange = {
  __typename?: 'TextRange';
  end: Scalars['Int']['output'];
  start: Scalars['Int']['output'];
};

/** How Duet looks: light, dark, or as the device prefers (system). */
export type Theme =
  /** Dark, whatever the device prefers. */
  | 'dark'
  /** Light, whatever the device prefers. */
  | 'light'
  /** Light or dark as the device prefers (the default). */
  | 'system';

/** A conversation with one of the agents. */
export type Thread = Node & {
  __typename?: 'Thread';
  agentType: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The id used in URLs (/chat/{id}) and REST. */
  databaseId: Scalars['String']['output'];
  firstMessagePreview: Maybe<Scalars['String']['output']>;
  /** Steps in order. Page backwards with last/before (default the latest 100); pageInfo.hasPreviousPage says older ones exist. */
  history: ThreadHistoryConnection;
  id: Scalars['ID']['output'];
  /** An answer is being written now (resume it with resumeRun). */
  isRunning: Scalars['Boolean']['output'];
  lastMessagePreview: Maybe<Scalars['String']['output']>;
  /** How many memories were saved from this conversation (deleting it can delete them too). */
  memoryCount: Scalars['Int']['output'];
  metadata: Scalars['JSON']['output'];
  /** The model that answers here: the conversation's choice, else your last one, else the default (a twin's: its owner's twin model). */
  model: AiModel;
  name: Maybe<Scalars['String']['output']>;
  /** Pinned threads are listed first. */
  pinned: Scalars['Boolean']['output'];
  /** The project it is in (null: none). */
  project: Maybe<Project>;
  stepCount: Scalars['Int']['output'];
  /** A temporary chat: in no list, search, memory or export; deleted when closed (deleteThread), or a day after it started. */
  temporary: Scalars['Boolean']['output'];
  threadType: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};


/** A conversation with one of the agents. */
export type ThreadHistoryArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
};

/** Something that happened in a conversation outside an answer. */
export type ThreadEvent = {
  __typename?: 'ThreadEvent';
  stepDatabaseId: Scalars['String']['output'];
  stepId: Scalars['ID']['output'];
  threadId: Scalars['ID']['output'];
  /** step_added: a message was added (the owner answered a question the twin passed on); step_revised: the owner revised a reply (read the step again). */
  type: Scalars['String']['output'];
};

/** One conversation as a file: what GET /api/v1/chat/threads/{id}/export downloads. */
export type ThreadExport = {
  __typename?: 'ThreadExport';
  /** The whole file. */
  content: Scalars['String']['output'];
  contentType: Scalars['String']['output'];
  /** A file name from its title. */
  filename: Scalars['String']['output'];
};

/** md: Markdown; json: Duet's conversation format, which imports back. */
export type ThreadExportFormat =
  | 'json'
  | 'md';

export type ThreadHistoryConnection = {
  __typename?: 'ThreadHistoryConnection';
  edges: Array<ThreadHistoryConnectionEdge>;
  pageInfo: PageInfo;
};

export type ThreadHistoryConnectionEdge = {
  __typename?: 'ThreadHistoryConnectionEdge';
  cursor: Scalars['String']['output'];
  node: Step;
};

/** What a thread is, for filtering the list: a private chat, Profile Pal, a twin chat, or the testing agent. */
export type ThreadKind =
  | 'private'
  | 'profile_pal'
  | 'testing'
  | 'twin';

export type ThreadSearchConnection = {
  __typename?: 'ThreadSearchConnection';
  edges: Array<ThreadSearchEdge>;
  pageInfo: PageInfo;
};

export type ThreadSearchEdge = {
  __typename?: 'ThreadSearchEdge';
  cursor: Scalars['String']['output'];
  /** Where the matched words are in the snippet. */
  highlights: Array<TextRange>;
  node: Thread;
  /** The passage around the match; null when only the name matched. */
  snippet: Maybe<Scalars['String']['output']>;
  /** The same message’s id in URLs: open /chat/{node.databaseId}?step={stepDatabaseId}. */
  stepDatabaseId: Maybe<Scalars['String']['output']>;
  /** The global id of the best-matching message (a Step); null when only the name matched. */
  stepId: Maybe<Scalars['ID']['output']>;
};

export type TokenInfoEvent = RunEventBase & {
  __typename?: 'TokenInfoEvent';
  estimatedTokens: Scalars['Int']['output'];
  messageCount: Scalars['Int']['output'];
  runId: Scalars['String']['output'];
  seq: Scalars['Int']['output'];
  /** Database id of the thread. */
  threadId: Scalars['String']['output'];
  totalChars: Scalars['Int']['output'];
  totalTokens: Scalars['Int']['output'];
};

/** What a personal access token may do. Only a browser session manages the account. */
export type TokenScope =
  /** Full use of your data (chats, memories, profile, twin, imports and exports), but not your account: access tokens, devices, password, e-mail. */
  | 'data'
  /** Read only: it reads your data and changes nothing. */
  | 'read';

/** A tool call that waits (or waited) for your yes or no. */
export type ToolApproval = {
  __typename?: 'ToolApproval';
  arguments: Scalars['JSON']['output'];
  /** The answer that went on after your decision. */
  continuationStepId: Maybe<Scalars['String']['output']>;
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  serverName: Scalars['String']['output'];
  status: ToolApprovalStatus;
  /** The arguments in plain words, one a line. */
  summary: Scalars['String']['output'];
  toolName: Scalars['String']['output'];
};

export type ToolApprovalStatus =
  | 'ALLOWED'
  | 'DENIED'
  | 'EXPIRED'
  | 'PENDING'
  | 'STOPPED';

export type ToolCall = {
  __typename?: 'ToolCall';
  displayName: Scalars['String']['output'];
  durationMs: Maybe<Scalars['Int']['output']>;
  endTime: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  inputParams: Scalars['JSON']['output'];
  isError: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  outputResult: Maybe<Scalars['JSON']['output']>;
  startTime: Scalars['DateTime']['output'];
  /** running or completed */
  status: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** The tool calls of one assistant step. */
export type ToolCallSession = {
  __typename?: 'ToolCallSession';
  agentHandoffs: Scalars['JSON']['output'];
  completedCalls: Scalars['Int']['output'];
  /** in_progress or completed */
  completionStatus: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  sessionId: Scalars['ID']['output'];
  sessionStart: Scalars['DateTime']['output'];
  toolCalls: Array<ToolCall>;
  totalToolsCalled: Scalars['Int']['output'];
};

export type ToolCalled = RunEventBase & {
  __typename?: 'ToolCalled';
  args: Scalars['JSON']['output'];
  displayName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  runId: Scalars['String']['output'];
  seq: Scalars['Int']['output'];
  /** Database id of the thread. */
  threadId: Scalars['String']['output'];
  toolCallId: Scalars['String']['output'];
  toolType: Scalars['String']['output'];
};

export type ToolDecision =
  /** Run this call. */
  | 'ALLOW_ONCE'
  /** Run this call, and every later call of this tool. */
  | 'ALWAYS_ALLOW'
  /** Do not run it: the brain is told you declined. */
  | 'DENY';

export type ToolDecisionResult = {
  __typename?: 'ToolDecisionResult';
  approval: ToolApproval;
  /** The answer that goes on. */
  assistantStepId: Scalars['ID']['output'];
  runId: Scalars['ID']['output'];
};

export type ToolOutput = RunEventBase & {
  __typename?: 'ToolOutput';
  durationMs: Scalars['Int']['output'];
  isError: Scalars['Boolean']['output'];
  output: Maybe<Scalars['JSON']['output']>;
  runId: Scalars['String']['output'];
  seq: Scalars['Int']['output'];
  status: Scalars['String']['output'];
  /** Database id of the thread. */
  threadId: Scalars['String']['output'];
  toolCallId: Scalars['String']['output'];
};

/** When a tool may run: ask every time (the default), always allow, or never. */
export type ToolPolicy =
  | 'ALLOW'
  | 'ASK'
  | 'NEVER';

export type ToolStatusUpdate = RunEventBase & {
  __typename?: 'ToolStatusUpdate';
  /** With status awaiting_approval: the request to decide on (decideToolCall). */
  approvalId: Maybe<Scalars['String']['output']>;
  displayName: Scalars['String']['output'];
  inputParams: Maybe<Scalars['JSON']['output']>;
  name: Scalars['String']['output'];
  oldId: Maybe<Scalars['String']['output']>;
  runId: Scalars['String']['output'];
  seq: Scalars['Int']['output'];
  status: Scalars['String']['output'];
  /** Database id of the thread. */
  threadId: Scalars['String']['output'];
  toolCallId: Scalars['String']['output'];
  toolType: Scalars['String']['output'];
};

export type TwinAccess = {
  __typename?: 'TwinAccess';
  /** Messages a day for each anonymous visitor (your limit, or the server maximum when you set none). */
  anonymousDailyLimit: Scalars['Int']['output'];
  /** The model you chose for your twin (null: the default chat model). */
  chosenModel: Maybe<Scalars['ID']['output']>;
  /** The server's maximum. */
  maxAnonymousDailyLimit: Scalars['Int']['output'];
  mode: TwinAccessMode;
  /** The model your twin answers with (one that takes tools; by default the default chat model). */
  model: AiModel;
  style: TwinStyle;
  voice: TwinVoice;
  /** Visitors may talk to your twin by voice: their recordings written down by the server's speech model (their minutes counted to you, apart from your own). Off until you turn it on. */
  voiceChat: Scalars['Boolean']['output'];
};

/** Who may talk to the twin: everyone, signed-in people only, or nobody (the page stays visible). */
export type TwinAccessMode =
  | 'everyone'
  | 'nobody'
  | 'signed_in';

export type TwinCard = {
  __typename?: 'TwinCard';
  /** Who may talk to the twin: everyone, signed_in or nobody (the twin is off). */
  access: Scalars['String']['output'];
  avatarUrl: Maybe<Scalars['String']['output']>;
  bio: Maybe<Scalars['String']['output']>;
  displayName: Maybe<Scalars['String']['output']>;
  greeting: Scalars['String']['output'];
  suggestedQuestions: Array<Scalars['String']['output']>;
  title: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
  voiceChat: TwinVoiceChat;
};

/** The owner's setting keeps you out: the twin is off (twin_off), or talks with signed-in people only (sign_in_required). */
export type TwinClosedError = Error & {
  __typename?: 'TwinClosedError';
  message: Scalars['String']['output'];
  reason: Scalars['String']['output'];
};

/** A visitor's conversation with your twin, as the visitor sees it. */
export type TwinConversation = {
  __typename?: 'TwinConversation';
  /** The thread id (/twin/conversations/{id}, REST). */
  databaseId: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  messageCount: Scalars['Int']['output'];
  /** The conversation as the visitor sees it now, oldest first (its newest 200 messages). */
  messages: Array<Step>;
  /** Questions this conversation passed on to you. */
  passedOn: Scalars['Int']['output'];
  /** The last message. */
  preview: Maybe<Scalars['String']['output']>;
  startedAt: Scalars['DateTime']['output'];
  thumbsDown: Scalars['Int']['output'];
  thumbsUp: Scalars['Int']['output'];
  title: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  visitor: TwinVisitor;
};

export type TwinConversationPage = {
  __typename?: 'TwinConversationPage';
  /** Pass as `after` for the next page; null on the last. */
  nextCursor: Maybe<Scalars['String']['output']>;
  nodes: Array<TwinConversation>;
};

export type TwinEmbedHiddenReason =
  | 'sign_in_required'
  | 'site_not_allowed'
  | 'twin_off'
  | 'unavailable';

/** Whether the twin's chat button shows on a site, and if not, why (with where its owner changes it). */
export type TwinEmbedStatus = {
  __typename?: 'TwinEmbedStatus';
  message: Maybe<Scalars['String']['output']>;
  reason: Maybe<TwinEmbedHiddenReason>;
  shown: Scalars['Boolean']['output'];
};

/** What happened with your twin over the last 7 or 30 days (UTC days, today included). */
export type TwinInsights = {
  __typename?: 'TwinInsights';
  conversations: Scalars['Int']['output'];
  daily: Array<TwinInsightsDay>;
  days: Scalars['Int']['output'];
  messages: Scalars['Int']['output'];
  questionsAnswered: Scalars['Int']['output'];
  questionsPassedOn: Scalars['Int']['output'];
  since: Scalars['DateTime']['output'];
  thumbsDown: Scalars['Int']['output'];
  thumbsUp: Scalars['Int']['output'];
  /** What visitors asked about most. */
  topics: Array<TwinInsightsTopic>;
  visitors: Scalars['Int']['output'];
};

export type TwinInsightsDay = {
  __typename?: 'TwinInsightsDay';
  conversations: Scalars['Int']['output'];
  /** YYYY-MM-DD (UTC) */
  date: Scalars['String']['output'];
  messages: Scalars['Int']['output'];
};

export type TwinInsightsTopic = {
  __typename?: 'TwinInsightsTopic';
  count: Scalars['Int']['output'];
  topic: Scalars['String']['output'];
};

/** A visitor question your twin could not answer from public facts. */
export type TwinQuestion = {
  __typename?: 'TwinQuestion';
  answer: Maybe<Scalars['String']['output']>;
  answeredAt: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  question: Scalars['String']['output'];
  /** open, answered or dismissed */
  status: Scalars['String']['output'];
  threadId: Maybe<Scalars['String']['output']>;
};

export type TwinQuestionStatus =
  | 'answered'
  | 'dismissed'
  | 'open';

/** How the twin words your public facts: strict (as written) or adaptive (phrased and combined, nothing added). */
export type TwinStyle =
  | 'adaptive'
  | 'strict';

/** Who talked with the twin: "Visitor 4f2a" (anonymous, never identifiable) or @username. */
export type TwinVisitor = {
  __typename?: 'TwinVisitor';
  label: Scalars['String']['output'];
  signedIn: Scalars['Boolean']['output'];
  username: Maybe<Scalars['String']['output']>;
};

/** Who the twin speaks as: third (about you, by your name: "Maya builds apps") or first (as you: "I build apps"). */
export type TwinVoice =
  | 'first'
  | 'third';

/** What a visitor may do by voice with this twin: its owner allows voice messages and the server can (the owner's setting `twinAccess.voiceChat`). */
export type TwinVoiceChat = {
  __typename?: 'TwinVoiceChat';
  /** Offer to read the twin's answers aloud through the server's voice. */
  speech: Scalars['Boolean']['output'];
  /** Offer the microphone: POST /api/v1/twin/{username}/voice/transcriptions writes a recording down. */
  transcription: Scalars['Boolean']['output'];
};

export type UpdateProfileInput = {
  achievements?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Let stories and imports suggest profile items. */
  autoCuration?: InputMaybe<Scalars['Boolean']['input']>;
  avatarUrl?: InputMaybe<Scalars['String']['input']>;
  bio?: InputMaybe<Scalars['String']['input']>;
  displayName?: InputMaybe<Scalars['String']['input']>;
  embedOrigins?: InputMaybe<Array<Scalars['String']['input']>>;
  hideFromSearch?: InputMaybe<Scalars['Boolean']['input']>;
  interests?: InputMaybe<Array<Scalars['String']['input']>>;
  location?: InputMaybe<Scalars['String']['input']>;
  metadata?: InputMaybe<Scalars['JSON']['input']>;
  photos?: InputMaybe<Array<Scalars['String']['input']>>;
  posts?: InputMaybe<Scalars['JSON']['input']>;
  projects?: InputMaybe<Scalars['JSON']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  publicFields?: InputMaybe<Array<Scalars['String']['input']>>;
  sectionVisibility?: InputMaybe<SectionVisibilityInput>;
  skills?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

/** Your usage: today and this month against your limits, and the days by model. */
export type Usage = {
  __typename?: 'Usage';
  dayResetsAt: Scalars['DateTime']['output'];
  days: Array<UsageDay>;
  limits: UsageLimits;
  monthResetsAt: Scalars['DateTime']['output'];
  rows: Array<UsageRow>;
  thisMonth: UsageCounts;
  today: UsageCounts;
};

export type UsageCounts = {
  __typename?: 'UsageCounts';
  /** Seconds of speech written down (speaking to Duet); minutes are these / 60. */
  audioSeconds: Scalars['Int']['output'];
  messages: Scalars['Int']['output'];
  /** Seconds of answers read aloud to you by the server's voice; with audioSeconds, the day's minutes of voice. */
  speechSeconds: Scalars['Int']['output'];
  tokens: Scalars['Int']['output'];
  /** Seconds of visitors' speech to the twin written down (voice messages to the twin, at the owner's cost; not counted against the owner's own minutes). */
  twinAudioSeconds: Scalars['Int']['output'];
  /** Seconds of the twin's answers read aloud to its visitors (at the owner's cost; not counted against the owner's own minutes). */
  twinSpeechSeconds: Scalars['Int']['output'];
};

export type UsageDay = {
  __typename?: 'UsageDay';
  /** Seconds of speech written down (speaking to Duet); minutes are these / 60. */
  audioSeconds: Scalars['Int']['output'];
  /** YYYY-MM-DD, UTC. */
  day: Scalars['String']['output'];
  messages: Scalars['Int']['output'];
  /** Seconds of answers read aloud to you by the server's voice; with audioSeconds, the day's minutes of voice. */
  speechSeconds: Scalars['Int']['output'];
  /** Tokens counted against limits (embeddings aside). */
  tokens: Scalars['Int']['output'];
  /** Seconds of visitors' speech to the twin written down (voice messages to the twin, at the owner's cost; not counted against the owner's own minutes). */
  twinAudioSeconds: Scalars['Int']['output'];
  /** Seconds of the twin's answers read aloud to its visitors (at the owner's cost; not counted against the owner's own minutes). */
  twinSpeechSeconds: Scalars['Int']['output'];
};

/** Limits per day and per month (UTC); null: no limit. */
export type UsageLimits = {
  __typename?: 'UsageLimits';
  daily: Maybe<Scalars['Int']['output']>;
  monthly: Maybe<Scalars['Int']['output']>;
  unit: UsageUnit;
};

/** Everyone’s usage (admins). */
export type UsageReport = {
  __typename?: 'UsageReport';
  days: Scalars['Int']['output'];
  defaults: UsageLimits;
  models: Array<ModelUsage>;
  people: Array<PersonUsage>;
  prices: Array<ModelPrice>;
};

export type UsageRow = {
  __typename?: 'UsageRow';
  calls: Scalars['Int']['output'];
  day: Scalars['String']['output'];
  /** Some tokens are Duet’s estimate (none reported). */
  estimated: Scalars['Boolean']['output'];
  inputTokens: Scalars['Int']['output'];
  model: Scalars['String']['output'];
  outputTokens: Scalars['Int']['output'];
  /** answer, twin_reply, title, judgement, summary, embedding or other. */
  purpose: Scalars['String']['output'];
};

export type UsageUnit =
  /** Messages sent to the brain and twin replies to visitors. */
  | 'messages'
  /** Tokens of every model call except embeddings. */
  | 'tokens';

/** A person with a Duet account. */
export type User = Node & {
  __typename?: 'User';
  /** The model your new conversations start with: your last choice, else the default. */
  chatModel: AiModel;
  createdAt: Scalars['DateTime']['output'];
  /** The id used in URLs and REST. */
  databaseId: Scalars['String']['output'];
  displayName: Maybe<Scalars['String']['output']>;
  /** One of your documents (null when there is none of yours with this id). */
  document: Maybe<LibraryDocument>;
  /** Your documents and links, newest first; `search` keeps those whose name, title or address has it. */
  documentsConnection: LibraryDocumentConnection;
  /** Only visible to the user themself. */
  email: Maybe<Scalars['String']['output']>;
  /** Whether a model other than the offline brain is offered to you (in your model menu). Only you can read it. */
  hasConnectedModel: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Whether you are an admin (you connect AI models for everyone). Only you can read it. */
  isAdmin: Scalars['Boolean']['output'];
  isOnboarded: Scalars['Boolean']['output'];
  libraryQuota: LibraryQuota;
  /** The language the person chose for Duet (a tag: en, de, es, fr, pt-BR, ja, ar), or null to follow the browser's. Their e-mails and the offline brain speak it; their model is told it. */
  locale: Maybe<Scalars['String']['output']>;
  /**
   * Your memories, newest first.
   * @deprecated Use memoriesConnection: the same memories as a Relay connection.
   */
  memories: Array<Memory>;
  /** Your memories, newest first (at most 100 a page). */
  memoriesConnection: MemoryConnection;
  /** What your brain changed in its memories lately (updated or forgotten), newest first. */
  memoryChanges: Array<MemoryChange>;
  /**
   * Memories your brain suggests from imported conversations, waiting for you (at most 100).
   * @deprecated Use memorySuggestionsConnection: the same suggestions as a Relay connection.
   */
  memorySuggestions: Array<MemorySuggestion>;
  /** Memories your brain suggests from imported conversations, waiting for you (at most 100). */
  memorySuggestionsConnection: MemorySuggestionConnection;
  /** Most recent first (the bell shows 5). */
  notifications: Array<Notification>;
  /** A change of e-mail waiting for its link, or null. */
  pendingEmailChange: Maybe<PendingEmailChange>;
  /** Your personal instructions (Settings › Personalisation). */
  personalInstructions: PersonalInstructions;
  profile: Profile;
  profilePalProgress: ProfilePalProgress;
  profilePictureUrl: Maybe<Scalars['String']['output']>;
  /** Items suggested for your profile that wait for your answer, oldest first (at most 100). */
  profileSuggestionsConnection: ProfileSuggestionConnection;
  /** One of your projects by its database id (or global id); null when there is none of yours. */
  project: Maybe<Project>;
  /** Your projects, by name (at most 100). */
  projects: Array<Project>;
  /** Ranked full-text search over your thread names and messages (query ≥ 2 characters), best first; each edge has the passage that matched. */
  searchThreads: ThreadSearchConnection;
  /** @deprecated Use sessionsConnection: the same devices and tokens as a Relay connection. */
  sessions: Array<DeviceSession>;
  /** Your signed-in devices and personal access tokens, or only one kind. */
  sessionsConnection: DeviceSessionConnection;
  /**
   * Your shared conversation links, newest first (only for you).
   * @deprecated Use sharedConversationsConnection: the same links as a Relay connection.
   */
  sharedConversations: Array<SharedLink>;
  /** Your shared conversation links, newest first (only for you). */
  sharedConversationsConnection: SharedLinkConnection;
  /** @deprecated Use storiesConnection: the same stories as a Relay connection. */
  stories: Array<Story>;
  /** Your stories, newest first. */
  storiesConnection: StoryConnection;
  /** Prompts for an empty private chat, from the user's own profile and memories (only for the user themself), and only what the model that will answer can do. */
  suggestedPrompts: Array<Scalars['String']['output']>;
  /** The theme the person chose (the web app also keeps it on each device). */
  theme: Theme;
  /** The user’s threads: pinned first, then the most recently updated (only visible to the user). Threads without a message are not listed. */
  threads: UserThreadsConnection;
  twinAccess: TwinAccess;
  /** One of your twin’s conversations; null when there is no such conversation of yours. */
  twinConversation: Maybe<TwinConversation>;
  /** Your twin's conversations with visitors, newest first. */
  twinConversations: TwinConversationPage;
  twinInsights: TwinInsights;
  /** The review queue: questions your twin could not answer. */
  twinQuestions: Array<TwinQuestion>;
  unreadNotificationCount: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Your usage over the last `days` days (default 30). */
  usage: UserUsageResult;
  username: Scalars['String']['output'];
  /** Voice: whether speaking and reading aloud are on, and your minutes left today. Only you can read it. */
  voice: Voice;
};


/** A person with a Duet account. */
export type UserDocumentArgs = {
  id: Scalars['ID']['input'];
};


/** A person with a Duet account. */
export type UserDocumentsConnectionArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  search: InputMaybe<Scalars['String']['input']>;
};


/** A person with a Duet account. */
export type UserMemoriesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  visibility: InputMaybe<MemoryVisibility>;
};


/** A person with a Duet account. */
export type UserMemoriesConnectionArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  visibility: InputMaybe<MemoryVisibility>;
};


/** A person with a Duet account. */
export type UserMemoryChangesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A person with a Duet account. */
export type UserMemorySuggestionsConnectionArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
};


/** A person with a Duet account. */
export type UserNotificationsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  includeRead?: InputMaybe<Scalars['Boolean']['input']>;
};


/** A person with a Duet account. */
export type UserProfileSuggestionsConnectionArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
};


/** A person with a Duet account. */
export type UserProjectArgs = {
  id: Scalars['ID']['input'];
};


/** A person with a Duet account. */
export type UserSearchThreadsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  project: InputMaybe<Scalars['ID']['input']>;
  query: Scalars['String']['input'];
};


/** A person with a Duet account. */
export type UserSessionsConnectionArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  kind: InputMaybe<SessionKind>;
  last: InputMaybe<Scalars['Int']['input']>;
};


/** A person with a Duet account. */
export type UserSharedConversationsConnectionArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
};


/** A person with a Duet account. */
export type UserStoriesConnectionArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
};


/** A person with a Duet account. */
export type UserSuggestedPromptsArgs = {
  model: InputMaybe<Scalars['ID']['input']>;
};


/** A person with a Duet account. */
export type UserThreadsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  kind: InputMaybe<ThreadKind>;
  last: InputMaybe<Scalars['Int']['input']>;
  outsideProjects: InputMaybe<Scalars['Boolean']['input']>;
};


/** A person with a Duet account. */
export type UserTwinConversationArgs = {
  threadId: Scalars['ID']['input'];
};


/** A person with a Duet account. */
export type UserTwinConversationsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
};


/** A person with a Duet account. */
export type UserTwinInsightsArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};


/** A person with a Duet account. */
export type UserTwinQuestionsArgs = {
  status?: InputMaybe<TwinQuestionStatus>;
};


/** A person with a Duet account. */
export type UserUsageArgs = {
  days: InputMaybe<Scalars['Int']['input']>;
};

export type UserThreadsConnection = {
  __typename?: 'UserThreadsConnection';
  edges: Array<UserThreadsConnectionEdge>;
  pageInfo: PageInfo;
  /** How many the whole list holds (with its filters), not only this page. */
  totalCount: Scalars['Int']['output'];
};

export type UserThreadsConnectionEdge = {
  __typename?: 'UserThreadsConnectionEdge';
  cursor: Scalars['String']['output'];
  node: Thread;
};

export type UserUsageResult = Usage | ValidationError;

/** Input that breaks a rule. `field` and `message` name the first broken rule. */
export type ValidationError = Error & {
  __typename?: 'ValidationError';
  field: Scalars['String']['output'];
  fieldErrors: Array<FieldError>;
  message: Scalars['String']['output'];
};

/** Voice: what you say is written down by the server's speech-to-text model, and answers are read aloud by its voice model. */
export type Voice = {
  __typename?: 'Voice';
  /** Minutes of voice you may still use today (UTC), speaking and listening together, rounded up; 0 when both are off. */
  minutesLeftToday: Scalars['Int']['output'];
  /** Minutes of voice each person may use per UTC day, speaking and listening together (VOICE_MINUTES_PER_DAY); 0 when both are off. */
  minutesPerDay: Scalars['Int']['output'];
  /** Whether the server reads answers aloud (an admin chose a voice model, and VOICE_MINUTES_PER_DAY is not 0): ask for each part at POST /api/v1/voice/speech. false: Read aloud is the browser's own voice. */
  speech: Scalars['Boolean']['output'];
  /** Whether the server writes down speech (an admin chose a speech-to-text model, and VOICE_MINUTES_PER_DAY is not 0): send recordings to POST /api/v1/voice/transcriptions. */
  transcription: Scalars['Boolean']['output'];
};

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { id: string, databaseId: string, username: string, displayName: string | null, isOnboarded: boolean } | null };

export type StartPrivateBrainChatMutationVariables = Exact<{ [key: string]: never; }>;


export type StartPrivateBrainChatMutation = { startPrivateBrainChat: { threadId: string, thread: { id: string, agentType: string, threadType: string } } };

export type ThreadHistoryQueryVariables = Exact<{
  id: string | number;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type ThreadHistoryQuery = { thread: { databaseId: string, name: string | null, isRunning: boolean, history: { edges: Array<{ node: { seq: number, stepType: string, input: string | null, output: string | null, status: string, lastEventSeq: number } }>, pageInfo: { hasPreviousPage: boolean, startCursor: string | null } } } | null };

export type SearchThreadsQueryVariables = Exact<{
  query: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type SearchThreadsQuery = { viewer: { searchThreads: { edges: Array<{ cursor: string, snippet: string | null, node: { id: string, databaseId: string, name: string | null, updatedAt: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type RateLimitQueryVariables = Exact<{ [key: string]: never; }>;


export type RateLimitQuery = { rateLimit: { limit: number, cost: number, remaining: number, used: number, resetAt: string } };

export type SendMessageSubscriptionVariables = Exact<{
  threadId: string | number;
  input: string;
}>;


export type SendMessageSubscription = { sendMessage:
    | { __typename: 'AssistantStepEvent', seq: number, runId: string }
    | { __typename: 'CompactingCompleted', seq: number, runId: string }
    | { __typename: 'CompactingStarted', seq: number, runId: string }
    | { __typename: 'RunDone', seq: number, runId: string, status: string }
    | { __typename: 'RunErrorEvent', seq: number, runId: string }
    | { __typename: 'RunRefused', reason: string, message: string, retryAfterSeconds: number | null }
    | { __typename: 'RunSnapshot', seq: number, runId: string }
    | { __typename: 'RunStarted', seq: number, runId: string }
    | { __typename: 'TextDelta', seq: number, runId: string, delta: string }
    | { __typename: 'TokenInfoEvent', seq: number, runId: string }
    | { __typename: 'ToolCalled', seq: number, runId: string }
    | { __typename: 'ToolOutput', seq: number, runId: string }
    | { __typename: 'ToolStatusUpdate', seq: number, runId: string }
   };

export type ResumeRunSubscriptionVariables = Exact<{
  threadId: string | number;
  afterSeq: number;
}>;


export type ResumeRunSubscription = { resumeRun:
    | { __typename: 'AssistantStepEvent', seq: number }
    | { __typename: 'CompactingCompleted', seq: number }
    | { __typename: 'CompactingStarted', seq: number }
    | { __typename: 'RunDone', seq: number, status: string }
    | { __typename: 'RunErrorEvent', seq: number }
    | { __typename: 'RunRefused', reason: string, message: string }
    | { __typename: 'RunSnapshot', seq: number, text: string, lastSeq: number }
    | { __typename: 'RunStarted', seq: number }
    | { __typename: 'TextDelta', seq: number, delta: string }
    | { __typename: 'TokenInfoEvent', seq: number }
    | { __typename: 'ToolCalled', seq: number }
    | { __typename: 'ToolOutput', seq: number }
    | { __typename: 'ToolStatusUpdate', seq: number }
   };


export const ViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isOnboarded"}}]}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const StartPrivateBrainChatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartPrivateBrainChat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPrivateBrainChat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"thread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"agentType"}},{"kind":"Field","name":{"kind":"Name","value":"threadType"}}]}}]}}]}}]} as unknown as DocumentNode<StartPrivateBrainChatMutation, StartPrivateBrainChatMutationVariables>;
export const ThreadHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThreadHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thread"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isRunning"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"stepType"}},{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastEventSeq"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ThreadHistoryQuery, ThreadHistoryQueryVariables>;
export const SearchThreadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchThreads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchThreads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"snippet"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SearchThreadsQuery, SearchThreadsQueryVariables>;
export const RateLimitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RateLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"resetAt"}}]}}]}}]} as unknown as DocumentNode<RateLimitQuery, RateLimitQueryVariables>;
export const SendMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SendMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"threadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"threadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"threadId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RunEventBase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"runId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextDelta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delta"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RunDone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RunRefused"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]}}]} as unknown as DocumentNode<SendMessageSubscription, SendMessageSubscriptionVariables>;
export const ResumeRunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ResumeRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"threadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterSeq"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"threadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"threadId"}}},{"kind":"Argument","name":{"kind":"Name","value":"afterSeq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterSeq"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RunEventBase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RunSnapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeq"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextDelta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delta"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RunDone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RunRefused"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ResumeRunSubscription, ResumeRunSubscriptionVariables>;