/**
 * REST /api/v1/import: a ChatGPT, Claude or Duet export (multipart, field `file`) becomes the
 * signed-in person's threads (conversations/import/). 201 with what was imported.
 */
import fs from 'node:fs';
import type { Actor } from '../chat/actor.js';
import { requireUser } from '../chat/threads.js';
import { RateLimitedError } from '../errors/domain-errors.js';
import { discard, receiveFiles } from '../http/multipart.js';
import { actorOf } from '../http/request-context.js';
import { importConversations } from '../conversations/import/import-conversations.js';
import { badFile, fileTooLarge, IMPORT_LIMITS } from '../conversations/import/model.js';
import type { Context } from 'hono';
import { restRouter, type RestEnv } from './router.js';

export const importRoutes = restRouter();

/** A file is held in memory while it is read: one import per person, and a few per process. */
const MAX_RUNNING = 2;
const running = new Set<string>();

importRoutes.post('/', async (c) => {
  const actor = actorOf(c.var.ctx);
  const userId = requireUser(actor);
  if (running.has(userId)) throw new RateLimitedError(30, 'An import is already running for your account. Wait for it to finish, then try again.');
  if (running.size >= MAX_RUNNING) throw new RateLimitedError(30, 'Duet is importing other files right now. Try again in a minute.');
  running.add(userId);
  try {
    return await receiveAndImport(c, actor);
  } finally {
    running.delete(userId);
  }
});

async function receiveAndImport(c: Context<RestEnv>, actor: Actor) {
  const ctx = c.var.ctx;
  const received = await receiveFiles(c.req.raw, ctx.config.uploads.dir, {
    field: 'file',
    maxFiles: 1,
    maxFileBytes: IMPORT_LIMITS.fileBytes,
    budgetBytes: IMPORT_LIMITS.fileBytes,
    tooLarge: fileTooLarge,
    overBudget: fileTooLarge,
  });
  try {
    const file = received[0];
    if (!file) throw badFile('Choose a file to import (form field "file").');
    const bytes = await fs.promises.readFile(file.path);
    const { db, logger, chat } = ctx.services;
    const summary = await importConversations(
      { db, logger, pickFacts: chat.runtime.pickFacts?.bind(chat.runtime) },
      actor,
      bytes,
      file.name,
    );
    return c.json(
      {
        source: summary.source,
        imported: summary.imported,
        skipped: summary.skipped,
        messages: summary.messages,
        conversations: summary.conversations,
        suggested_memories: summary.suggested,
      },
      201,
    );
  } finally {
    await discard(received);
  }
}
