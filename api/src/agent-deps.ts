/**
 * The agent's ports (agent/ports.ts), each from the domain folder that serves it: what the app's
 * services (services.ts) give the agent runtime, and what the agent tests use too. Optional parts
 * (the connected models, the person's own tools, web pages, the bell) are added by services.ts.
 */
import type { AgentDeps } from './agent/contract.js';
import type { ChatReads } from './chat/read/chat-reads.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { Logger } from './logging/logger.js';
import { createMemoryAccess } from './memories/agent-access.js';
import { createProfileAccess } from './profile/agent-access.js';
import { createDocumentAccess, createOwnerSideAccess } from './projects/agent-access.js';
import type { Broadcaster } from './realtime/broadcaster.js';
import { searchConversations } from './recall/conversation-search.js';
import type { Recall } from './recall/recall.js';
import { createTwinAccess } from './twin/agent-access.js';
import { currentUsage, withUsage } from './usage/usage-context.js';

export interface AgentDepsSources {
  config: Config;
  db: Db;
  logger: Logger;
  reads: ChatReads;
  broadcaster: Broadcaster;
  /** Recall by meaning (absent: full text only). */
  recall?: Recall;
}

export function createAgentDeps({ config, db, logger, reads, broadcaster, recall }: AgentDepsSources): AgentDeps {
  return {
    config,
    logger,
    memories: createMemoryAccess({ db, recall }),
    documents: createDocumentAccess({ db, sql: reads.sql, recall }),
    profile: createProfileAccess(db),
    ownerSide: createOwnerSideAccess({ db }),
    searchConversations: (userId, query, limit, signal) =>
      searchConversations({ db, reads, recall }, userId, query, limit, signal),
    twin: createTwinAccess({ db, sql: reads.sql, broadcaster, recall }),
    asSummary: (work) => withUsage({ ...currentUsage(), purpose: 'summary' }, work),
  };
}
