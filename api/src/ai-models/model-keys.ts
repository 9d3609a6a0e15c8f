/**
 * How conversations, people and twins name a model: a model key. The offline brain is "local",
 * the environment's model (AI_PROVIDER=openai-compatible) is "env", and a model of a connection
 * an admin added is its AiModel row's id.
 */
import type { Locale } from '../../../common/locales.js';
import { i18nFor } from '../words/i18n.js';

export const OFFLINE_KEY = 'local';
export const ENVIRONMENT_KEY = 'env';

const OFFLINE_WORDS = /*i18n*/ { id: 'label.model.offline-brain', message: 'Duet offline brain' };

/** What people read for the built-in and environment models. */
export const OFFLINE_LABEL = OFFLINE_WORDS.message;
const BUILT_IN_WORDS = /*i18n*/ { id: 'label.connection.built-in', message: 'Built in' };
const ENVIRONMENT_WORDS = /*i18n*/ { id: 'label.connection.environment', message: 'Environment' };
export const OFFLINE_CONNECTION = BUILT_IN_WORDS.message;
export const ENVIRONMENT_CONNECTION = ENVIRONMENT_WORDS.message;

/**
 * What people read for a model in `locale`: the offline brain's label is Duet's own words, said in
 * the reader's language; a connection's model keeps the name its admin gave it.
 */
export const modelLabel = (model: { offline: boolean; label: string }, locale: Locale): string =>
  model.offline ? i18nFor(locale)._(OFFLINE_WORDS) : model.label;

/**
 * What people read for a connection in `locale` (`id` null: the offline brain's): the built-in and
 * the environment's are named in Duet's words, in the reader's language; one an admin added keeps
 * its name.
 */
export const connectionLabel = (connection: { id: string | null; name: string }, locale: Locale): string =>
  connection.id === null
    ? i18nFor(locale)._(BUILT_IN_WORDS)
    : connection.id === ENVIRONMENT_KEY
      ? i18nFor(locale)._(ENVIRONMENT_WORDS)
      : connection.name;
