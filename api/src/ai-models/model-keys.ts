/**
 * How conversations, people and twins name a model: a model key. The offline brain is "local",
 * the environment's model (AI_PROVIDER=openai-compatible) is "env", and a model of a connection
 * an admin added is its AiModel row's id.
 */
export const OFFLINE_KEY = 'local';
export const ENVIRONMENT_KEY = 'env';

/** What people read for the built-in and environment models. */
export const OFFLINE_LABEL = 'Duet offline brain';
export const OFFLINE_CONNECTION = 'Built in';
export const ENVIRONMENT_CONNECTION = 'Environment';
