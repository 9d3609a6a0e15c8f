/**
 * Importing conversations (docs/product.md, "Take it with you" → Import): a ChatGPT or Claude
 * data export, or Duet's own export, becomes private brain threads with their original titles,
 * times and branches. The file is read twice as a stream, from disk (json-stream.ts): first every
 * conversation is read and checked (a foreign or broken file is a 400 and nothing is written),
 * then read again and written a batch at a time, so memory holds a batch, not the file.
 * Conversations imported before (same importKey) are skipped.
 */
import type { Actor } from '../../chat/actor.js';
import { requireUser } from '../../chat/threads.js';
import type { Db } from '../../db/client.js';
import { FactCollector } from '../../memories/fact-finder.js';
import { CANDIDATES_MAX, suggestFacts, type SuggestDeps } from '../../memories/memory-suggestions.js';
import { readDocuments } from './archive.js';
import { kindOf, parseItem, type ExportKind } from './detect.js';
import { eachItem, type JsonFile } from './json-stream.js';
import { said } from '../../words/said.js';
import { badFile, IMPORT_LIMITS, importKeyOf, type ImportSizes, type ImportSource } from './model.js';
import { ConversationWriter, existingKeys, type WrittenThread } from './write.js';

export interface ImportDeps extends SuggestDeps {
  db: Db;
  /** How large an import may be (the server's settings). */
  sizes: ImportSizes;
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
  /** Memory suggestions found in what the person wrote (memories/memory-suggestions.ts); none is a memory yet. */
  suggested: number;
}

const count = (n: number) => n.toLocaleString('en-US');

/** The first pass: every conversation read and checked; what is kept is its key and its size. */
async function check(documents: readonly JsonFile[], sizes: ImportSizes) {
  let kind: ExportKind | null = null;
  let items = 0;
  let messages = 0;
  /** importKey → messages, for each conversation once (a file may repeat one). */
  const keys = new Map<string, number>();
  for (const document of documents) {
    await eachItem(
      document,
      (item) => {
        items++;
        // Past the limit the rest are only counted, to say how many the file holds.
        if (items > IMPORT_LIMITS.conversations) return;
        kind ??= kindOf(item);
        const conversation = parseItem(kind, item);
        messages += conversation.messages.length;
        const key = importKeyOf(conversation);
        if (!keys.has(key)) keys.set(key, conversation.messages.length);
      },
      sizes,
    );
  }
  if (items === 0 || !kind)
    throw badFile(
      said(
        /*i18n*/ { id: 'error.conversations.import-no-conversations', message: 'This export holds no conversations.' },
      ),
    );
  if (items > IMPORT_LIMITS.conversations) {
    throw badFile(
      said(
        /*i18n*/ {
          id: 'error.conversations.import-too-many-conversations',
          message: 'This export holds {count} conversations; one import takes at most {max}.',
        },
        { count: count(items), max: count(IMPORT_LIMITS.conversations) },
      ),
    );
  }
  if (messages > IMPORT_LIMITS.messages) {
    throw badFile(
      said(
        /*i18n*/ {
          id: 'error.conversations.import-too-many-messages-in-export',
          message: 'This export holds {count} messages; one import takes at most {max}. Split it and import the parts.',
        },
        { count: count(messages), max: count(IMPORT_LIMITS.messages) },
      ),
    );
  }
  return { kind: kind as ExportKind, keys };
}

/**
 * Imports the export in `file` (the upload on disk; a ZIP's entries are unpacked into `workDir`,
 * which the caller removes).
 */
export async function importConversations(
  deps: ImportDeps,
  actor: Actor,
  file: string,
  filename: string,
  workDir: string,
): Promise<ImportSummary> {
  const userId = requireUser(actor);
  const documents = await readDocuments(file, filename, workDir, deps.sizes);
  const { kind, keys } = await check(documents, deps.sizes);
  const already = await existingKeys(deps.db, userId, [...keys.keys()]);
  // Conversations with nothing to show (only hidden or tool messages) are left out.
  const fresh = new Set([...keys].filter(([key, messages]) => !already.has(key) && messages > 0).map(([key]) => key));
  const toWrite = new Set(fresh);
  const written: WrittenThread[] = [];
  const facts = new FactCollector();
  const writer = new ConversationWriter(deps.db, userId, (threads) => {
    for (const t of threads) {
      written.push({ ...t, userMessages: [] });
      facts.add(t.userMessages.map((m) => ({ threadId: t.id, stepId: m.stepId, text: m.text })));
    }
  });
  for (const document of documents) {
    await eachItem(
      document,
      async (item) => {
        const conversation = parseItem(kind, item);
        const key = importKeyOf(conversation);
        // One thread per source conversation, even when a file repeats one.
        if (!toWrite.delete(key)) return;
        await writer.add(conversation);
      },
      deps.sizes,
    );
  }
  await writer.flush();
  // The conversations are safe by now: looking for memories comes after and cannot undo them.
  const suggested = await suggestFacts(deps, userId, facts.top(CANDIDATES_MAX)).catch((error: unknown) => {
    deps.logger.error({ err: error }, 'memory suggestions after an import failed');
    return 0;
  });
  return {
    source: kind.source,
    imported: written.length,
    skipped: already.size + (fresh.size - written.length),
    messages: written.reduce((n, t) => n + t.messages, 0),
    conversations: written.map((t) => ({ id: t.id, title: t.title })),
    suggested,
  };
}
