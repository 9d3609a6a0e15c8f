/**
 * REST /api/v1/import: a ChatGPT, Claude or Duet export (multipart, field `file`) becomes the
 * signed-in person's threads (conversations/import/). 201 with what was imported.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Actor } from '../chat/actor.js';
import { requireUser } from '../chat/threads.js';
import { RateLimitedError } from '../errors/domain-errors.js';
import { discard, receiveFiles } from '../http/multipart.js';
import { actorOf } from '../http/request-context.js';
import { importConversations } from '../conversations/import/import-conversations.js';
import { badFile, fileTooLarge } from '../conversations/import/model.js';
import type { Lock } from '../limits/locks.js';
import type { Context } from 'hono';
import { z } from 'zod';
import { describer } from './openapi/describe.js';
import { restRouter, type RestEnv } from './router.js';
import { said } from '../words/said.js';

export const importRoutes = restRouter();

const ImportedJson = z.object({
  source: z.enum(['chatgpt', 'claude', 'duet']),
  imported: z.number().int().meta({ description: 'Conversations added now.' }),
  skipped: z.number().int().meta({ description: 'Conversations imported before, left as they are.' }),
  messages: z.number().int().meta({ description: 'Messages added now.' }),
  conversations: z.array(z.object({ id: z.string(), title: z.string() })),
  suggested_memories: z
    .number()
    .int()
    .meta({ description: 'Memories suggested from what you wrote; none is a memory until you accept it.' }),
});

/**
 * One import per person, across processes (a lock in Redis when it is configured, with an expiry
 * in case its process dies, released in the end), and a few per process: each reads its file twice
 * and writes for a while, though its memory stays bounded whatever the file's size.
 */
const MAX_RUNNING = 2;
let running = 0;

async function importLock(c: Context<RestEnv>, userId: string): Promise<Lock> {
  const mine = await c.var.ctx.services.locks.acquire(`import:user:${userId}`);
  if (!mine)
    throw new RateLimitedError(
      30,
      said(
        /*i18n*/ {
          id: 'error.rest.import-running',
          message: 'An import is already running for your account. Wait for it to finish, then try again.',
        },
      ),
    );
  if (running >= MAX_RUNNING) {
    await mine.release();
    throw new RateLimitedError(
      30,
      said(
        /*i18n*/ {
          id: 'error.rest.import-busy',
          message: 'Duet is importing other files right now. Try again in a minute.',
        },
      ),
    );
  }
  return mine;
}

importRoutes.post(
  '/',
  describer('Import')({
    summary: 'Import conversations',
    description:
      'A ChatGPT or Claude export (its ZIP or its conversations.json) or a Duet conversation (JSON), multipart field `file`. One import at a time per person (429 while one runs).',
    access: 'signedIn',
    files: { field: 'file', many: false },
    responses: { 201: ImportedJson },
  }),
  async (c) => {
    const actor = actorOf(c.var.ctx);
    const lock = await importLock(c, requireUser(actor));
    running++;
    try {
      return await receiveAndImport(c, actor);
    } finally {
      running--;
      await lock.release();
    }
  },
);

async function receiveAndImport(c: Context<RestEnv>, actor: Actor) {
  const ctx = c.var.ctx;
  const dir = ctx.config.uploads.dir;
  const sizes = ctx.config.imports;
  const received = await receiveFiles(c.req.raw, dir, {
    field: 'file',
    maxFiles: 1,
    maxFileBytes: sizes.fileBytes,
    budgetBytes: sizes.fileBytes,
    tooLarge: () => fileTooLarge(sizes),
    bodyTooLarge: () => fileTooLarge(sizes),
    overBudget: () => fileTooLarge(sizes),
  });
  // A ZIP's conversations are unpacked here, and removed with it.
  const workDir = await fs.promises.mkdtemp(path.join(dir, '.import-'));
  try {
    const file = received[0];
    if (!file) throw badFile('Choose a file to import (form field "file").');
    const { db, logger, chat } = ctx.services;
    const summary = await importConversations(
      { db, logger, sizes, pickFacts: chat.runtime.pickFacts?.bind(chat.runtime) },
      actor,
      file.path,
      file.name,
      workDir,
    );
    const answer: z.output<typeof ImportedJson> = {
      source: summary.source,
      imported: summary.imported,
      skipped: summary.skipped,
      messages: summary.messages,
      conversations: summary.conversations,
      suggested_memories: summary.suggested,
    };
    return c.json(answer, 201);
  } finally {
    await discard(received);
    await fs.promises.rm(workDir, { recursive: true, force: true });
  }
}
