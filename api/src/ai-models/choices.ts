/**
 * A person's choice of model: per conversation (the model menu in the composer, or `model` with a
 * message), the last one kept as their default for new conversations, and their twin's model. The
 * catalog (catalog.ts) says which models people may choose.
 */
import { z } from 'zod';
import type { ChatModel } from '../agent/contract.js';
import type { Db } from '../db/client.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import type { ModelCatalog } from './catalog.js';
import type { ModelEntry } from './snapshot.js';
import { THREAD_NOT_FOUND } from '../chat/actor.js';
import { said } from '../words/said.js';

export interface ChoiceDeps {
  db: Db;
  catalog: ModelCatalog;
}

export const MODEL_UNAVAILABLE = said(
  /*i18n*/ {
    id: 'error.ai-models.model-unavailable',
    message: 'That model is not available: choose another one.',
  },
);
export const TWIN_NEEDS_TOOLS = said(
  /*i18n*/ {
    id: 'error.ai-models.twin-needs-tools',
    message: "Your twin answers from your public facts through tools: this model can't use them.",
  },
);

/**
 * A model asked for by its key, as the edges read it (rest/chat.ts, rest/twin-owner.ts; GraphQL's
 * ID is text already): anything but text is a model that is not available.
 */
export const modelChoice = z.string({ error: MODEL_UNAVAILABLE });

/** The agent types whose answers are the owner's twin's (it answers from public facts, through tools). */
const TWINS = new Set(['public_twin', 'self_twin']);

/** The catalog's entry for `key`; a key longer than any model's names none, so it is not looked up. */
async function allowedModel(catalog: ModelCatalog, key: string, field = 'model'): Promise<ModelEntry> {
  const entry = key.length <= 100 ? await catalog.allowed(key) : null;
  if (!entry) throw ValidationError.of(field, MODEL_UNAVAILABLE);
  return entry;
}

/**
 * Keeps `key` as the conversation's model and as the person's default for new ones. Choosing a
 * model is not news: the conversation keeps its place in the list.
 */
export async function chooseThreadModel(
  deps: ChoiceDeps,
  userId: string,
  threadId: string,
  key: string,
): Promise<ModelEntry> {
  const thread =
    threadId.length <= 64
      ? await deps.db.thread.findUnique({
          where: { id: threadId },
          select: { userId: true, agentType: true, updatedAt: true },
        })
      : null;
  if (!thread || thread.userId !== userId) throw new NotFoundError(THREAD_NOT_FOUND);
  if (TWINS.has(thread.agentType)) {
    throw ValidationError.of(
      'model',
      said(
        /*i18n*/ {
          id: 'error.ai-models.twin-keeps-model',
          message: "A twin conversation answers with its owner's twin model.",
        },
      ),
    );
  }
  const entry = await allowedModel(deps.catalog, key);
  await deps.db.$transaction([
    deps.db.thread.update({ where: { id: threadId }, data: { chatModel: entry.key, updatedAt: thread.updatedAt } }),
    deps.db.user.update({ where: { id: userId }, data: { chatModel: entry.key } }),
  ]);
  return entry;
}

/**
 * A twin model people may choose that takes tools (null: the default chat model), checked before
 * anything is saved; saveTwinModel keeps it.
 */
export async function checkTwinModel(deps: ChoiceDeps, key: string | null): Promise<ModelEntry | null> {
  const entry = key === null ? null : await allowedModel(deps.catalog, key, 'model');
  if (entry && !entry.supportsTools) throw ValidationError.of('model', TWIN_NEEDS_TOOLS);
  return entry;
}

export async function saveTwinModel(deps: ChoiceDeps, userId: string, entry: ModelEntry | null): Promise<void> {
  await deps.db.profile.update({ where: { userId }, data: { twinModel: entry?.key ?? null } });
}

/** The model the owner's twin answers with now. */
export function twinModel(deps: ChoiceDeps, ownerId: string): Promise<ModelEntry> {
  return threadModel(deps, { agentType: 'public_twin', userId: null, twinOwnerId: ownerId, chatModel: null });
}

/**
 * The model that answers a message in `thread`: a twin's, its owner's twin model; otherwise the one
 * the sender asked for (kept as the conversation's), else the conversation's, else the default.
 */
export async function modelForTurn(
  deps: ChoiceDeps,
  thread: {
    id: string;
    agentType: string;
    userId: string | null;
    twinOwnerId: string | null;
    chatModel: string | null;
  },
  requested: string | null,
): Promise<ChatModel> {
  if (TWINS.has(thread.agentType)) {
    const ownerId = thread.twinOwnerId ?? thread.userId;
    const profile = ownerId
      ? await deps.db.profile.findUnique({ where: { userId: ownerId }, select: { twinModel: true } })
      : null;
    return deps.catalog.resolve([profile?.twinModel], true);
  }
  if (requested && requested !== thread.chatModel && thread.userId) {
    await chooseThreadModel(deps, thread.userId, thread.id, requested);
  }
  // A conversation that has none yet starts with its person's last choice (and keeps it: chat/runs/turn.ts).
  const person =
    !requested && !thread.chatModel && thread.userId ? await lastChosenModel(deps.db, thread.userId) : null;
  return deps.catalog.resolve([requested ?? thread.chatModel ?? person]);
}

/** The model a conversation answers with now (its own, else its person's last choice, else the default). */
export async function threadModel(
  deps: ChoiceDeps,
  thread: { agentType: string; userId: string | null; twinOwnerId: string | null; chatModel: string | null },
): Promise<ModelEntry> {
  const model = TWINS.has(thread.agentType)
    ? await modelForTurn(deps, { ...thread, id: '' }, null)
    : await deps.catalog.resolve([
        thread.chatModel ?? (thread.userId ? await lastChosenModel(deps.db, thread.userId) : null),
      ]);
  return (await deps.catalog.snapshot()).entries.get(model.key)!.entry;
}

/** The model a person's new conversations start with: their last choice (if still allowed), else the default. */
export async function personModel(deps: ChoiceDeps, chosen: string | null): Promise<ModelEntry> {
  const model = await deps.catalog.resolve([chosen]);
  return (await deps.catalog.snapshot()).entries.get(model.key)!.entry;
}

/** A new conversation of the person starts with the model they chose last. */
export async function lastChosenModel(db: Db, userId: string): Promise<string | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { chatModel: true } });
  return user?.chatModel ?? null;
}
