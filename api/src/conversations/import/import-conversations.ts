/**
 * Importing conversations (docs/product.md, "Take it with you" → Import): a ChatGPT or Claude
 * data export, or Duet's own export, becomes private brain threads with their original titles,
 * times and branches. The whole file is read and checked first (a foreign or broken file is a
 * 400 and nothing is written); conversations imported before (same importKey) are skipped.
 */
import type { Actor } from '../../chat/actor.js';
import { requireUser } from '../../chat/threads.js';
import type { Db } from '../../db/client.js';
import { suggestFromMessages, type SuggestDeps } from '../../memories/suggestions.js';
import { readDocuments } from './archive.js';
import { parseDocuments } from './detect.js';
import { importKeyOf, type ImportSource, type ParsedConversation } from './model.js';
import { existingKeys, writeConversations } from './write.js';

export interface ImportDeps extends SuggestDeps {
  db: Db;
}

export interface ImportSummary {
  source: ImportSource;
  /** Conversations added now. */
  imported: number;
  /** Conversations that were already here (imported before). */
  skipped: number;
  /** Messages added now. */
  messages: number;
  conversations: Array<{ id: string; title: string }>;
  /** Memory suggestions found in what the person wrote (memories/suggestions.ts); none is a memory yet. */
  suggested: number;
}

export async function importConversations(
  deps: ImportDeps,
  actor: Actor,
  bytes: Uint8Array,
  filename: string,
): Promise<ImportSummary> {
  const userId = requireUser(actor);
  const { source, conversations } = parseDocuments(readDocuments(bytes, filename));
  // One thread per source conversation, even when a file repeats one.
  const unique = new Map<string, ParsedConversation>();
  for (const c of conversations) if (!unique.has(importKeyOf(c))) unique.set(importKeyOf(c), c);
  const already = await existingKeys(deps.db, userId, [...unique.keys()]);
  // Conversations with nothing to show (only hidden or tool messages) are left out.
  const fresh = [...unique.values()].filter((c) => !already.has(importKeyOf(c)) && c.messages.length > 0);
  const written = await writeConversations(deps.db, userId, fresh);
  // The conversations are safe by now: looking for memories comes after and cannot undo them.
  const suggested = await suggestFromMessages(
    deps,
    userId,
    written.flatMap((t) => t.userMessages.map((m) => ({ threadId: t.id, stepId: m.stepId, text: m.text }))),
  ).catch((error: unknown) => {
    deps.logger.error({ err: error }, 'memory suggestions after an import failed');
    return 0;
  });
  return {
    source,
    imported: written.length,
    skipped: already.size + (fresh.length - written.length),
    messages: written.reduce((n, t) => n + t.messages, 0),
    conversations: written.map((t) => ({ id: t.id, title: t.title })),
    suggested,
  };
}
