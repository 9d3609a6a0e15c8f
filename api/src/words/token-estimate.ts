/**
 * Tokens from characters, when a model does not count them: about 4 characters a token. The agent's
 * context budget (agent/compaction.ts) and the usage of embeddings (recall/embedding-usage.ts) use it.
 */
export const estimateTokens = (chars: number) => Math.ceil(chars / 4);
