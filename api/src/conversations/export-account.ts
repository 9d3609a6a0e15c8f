/**
 * The whole account as one ZIP (docs/product.md, "Take it with you"): profile.json,
 * memories.json, stories.json, files.json and files/ (the uploads), projects.json, conversations/ (one Duet
 * format file per thread, every branch: duet-format.ts) and a README.txt.
 *
 * Streamed, never built in memory: a pull-based ReadableStream advances an async generator
 * only when the client takes more bytes (the HTTP layer waits for the socket to drain), and
 * the generator reads threads, memories, stories and uploads in keyset pages and writes each
 * into fflate's streaming Zip as it goes. Memory stays at about one thread plus one page.
 */
import type { Readable } from 'node:stream';
import { strToU8, Zip, ZipDeflate, ZipPassThrough, type ZipInputFile } from 'fflate';
import type { Actor } from '../chat/actor.js';
import type { ChatReads } from '../chat/read/chat-reads.js';
import { requireUser } from '../chat/threads.js';
import type { Db } from '../db/client.js';
import { RateLimitedError } from '../errors/domain-errors.js';
import { said } from '../words/said.js';
import { profileJson } from '../profile/profile-json.js';
import type { ObjectStore } from '../storage/object-store.js';
import { loadProfile, toProfileRecord } from '../profile/profiles.js';
import { duetConversation } from './duet-format.js';
import { duetProject, exportedProjects } from '../projects/portable.js';
import { threadsAfter, threadSteps } from './export-reads.js';
import { slugOf, threadTitle } from './export-thread.js';
import {
  filePathInZip,
  keysetPages,
  memoriesAfter,
  memoryJson,
  readmeText,
  ROW_PAGE,
  storiesAfter,
  storyJson,
  uploadJson,
  uploadsAfter,
} from './export-parts.js';

export interface AccountExportDeps {
  db: Db;
  reads: ChatReads;
  /** Where the files' bytes are (api/src/storage/). */
  store: ObjectStore;
  publicUrl: string;
}

export interface AccountExport {
  filename: string;
  /** What the ZIP will hold, counted when the export starts (for the client's progress). */
  conversations: number;
  files: number;
  stream: ReadableStream<Uint8Array>;
}

const THREAD_PAGE = 100;

/**
 * Accounts whose export is being streamed now (this process), with when it started: one at a
 * time each, as it is heavy. A claim older than STALE_MS (a body nobody read) no longer counts.
 */
const running = new Map<string, number>();
const STALE_MS = 10 * 60_000;

const day = (d: Date) => d.toISOString().slice(0, 10);
const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

export async function exportAccount(deps: AccountExportDeps, actor: Actor, now = new Date()): Promise<AccountExport> {
  const userId = requireUser(actor);
  if (Date.now() - (running.get(userId) ?? 0) < STALE_MS) {
    throw new RateLimitedError(
      30,
      said(
        /*i18n*/ {
          id: 'error.conversations.export-running',
          message: 'Your data is already being packed for another download. Wait for it to finish, then try again.',
        },
      ),
    );
  }
  const started = Date.now();
  running.set(userId, started);
  const release = () => {
    if (running.get(userId) === started) running.delete(userId);
  };
  const [user, conversations, files] = await Promise.all([
    deps.db.user.findUniqueOrThrow({ where: { id: userId }, select: { username: true } }),
    deps.reads.threadCount(userId),
    deps.db.upload.count({ where: { userId } }),
  ]).catch((error: unknown) => {
    release();
    throw error;
  });
  const chunks = zipChunks(deps, userId, now, { conversations, files });
  return {
    filename: `duet-export-${user.username}-${day(now)}.zip`,
    conversations,
    files,
    stream: new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          try {
            const { value, done } = await chunks.next();
            if (done) {
              release();
              controller.close();
            } else controller.enqueue(value);
          } catch (error) {
            release();
            throw error;
          }
        },
        async cancel() {
          release();
          await chunks.return(undefined);
        },
      },
      { highWaterMark: 0 },
    ),
  };
}

/** The ZIP's bytes, entry by entry; each entry's data goes out as soon as it is compressed. */
async function* zipChunks(
  deps: AccountExportDeps,
  userId: string,
  now: Date,
  counts: { conversations: number; files: number },
): AsyncGenerator<Uint8Array, void, undefined> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else out.push(chunk);
  });
  function* drain(): Generator<Uint8Array> {
    if (failure) throw failure;
    // Small pieces (headers, deflate blocks) go out together.
    while (out.length > 0) {
      let size = 0;
      let n = 0;
      while (n < out.length && size < 64 * 1024) size += out[n++]!.length;
      const taken = out.splice(0, n);
      yield taken.length === 1 ? taken[0]! : Buffer.concat(taken, size);
    }
  }
  const entry = (file: ZipInputFile & { push(data: Uint8Array, final?: boolean): void }) => {
    file.mtime = now;
    zip.add(file);
    return file;
  };
  const deflated = (name: string) => entry(new ZipDeflate(name, { level: 6 }));
  const add = (name: string, data: Uint8Array) => deflated(name).push(data, true);

  try {
    add('README.txt', strToU8(readmeText(now, counts)));
    yield* drain();

    const profile = await loadProfile(deps.db, userId);
    add(
      'profile.json',
      json({
        account: {
          id: profile.user.id,
          email: profile.user.email,
          username: profile.user.username,
          display_name: profile.user.displayName,
          timezone: profile.user.timezone,
          about: profile.user.about,
          is_onboarded: profile.user.isOnboarded,
          created_at: profile.user.createdAt.toISOString(),
          // Settings › Personalisation: what the brain should know, and how it should answer.
          personal_instructions: { about: profile.user.instructionsAbout, style: profile.user.instructionsStyle },
        },
        profile: profileJson(toProfileRecord(profile, deps.publicUrl)),
      }),
    );
    yield* drain();

    const uploads = () => keysetPages(ROW_PAGE, (after) => uploadsAfter(deps.db, userId, after));
    yield* jsonArrayEntry(
      deflated('memories.json'),
      keysetPages(ROW_PAGE, (after) => memoriesAfter(deps.db, userId, after)),
      memoryJson,
      drain,
    );
    yield* jsonArrayEntry(
      deflated('stories.json'),
      keysetPages(ROW_PAGE, (after) => storiesAfter(deps.db, userId, after)),
      storyJson,
      drain,
    );
    yield* jsonArrayEntry(deflated('files.json'), uploads(), uploadJson, drain);
    // Projects with their instructions and the files that are theirs (projects/portable.ts).
    const projects = await exportedProjects(deps.db, userId);
    add('projects.json', json([...projects.values()]));
    yield* drain();

    // One thread's steps at a time (a query per thread): memory stays at one thread, however many there are.
    for await (const thread of keysetPages(THREAD_PAGE, (after) =>
      threadsAfter(deps.reads.sql, userId, after, THREAD_PAGE),
    )) {
      const steps = await threadSteps(deps.reads.sql, thread.id);
      add(
        `conversations/${day(thread.createdAt)}-${slugOf(threadTitle(thread))}-${thread.id}.json`,
        json(duetConversation(thread, steps, now, duetProject(projects.get(thread.projectId ?? '')))),
      );
      yield* drain();
    }

    for await (const upload of uploads()) {
      yield* fileEntry(
        entry(new ZipPassThrough(filePathInZip(upload))),
        () => deps.store.open(upload.storageName),
        drain,
      );
    }

    zip.end();
    yield* drain();
  } finally {
    zip.terminate();
  }
}

type Pusher = { push(data: Uint8Array, final?: boolean): void };

/** A JSON array written element by element (memories, stories and files can be many). */
async function* jsonArrayEntry<T>(
  file: Pusher,
  rows: AsyncIterable<T>,
  toJson: (row: T) => unknown,
  drain: () => Generator<Uint8Array>,
) {
  let first = true;
  for await (const row of rows) {
    const text = JSON.stringify(toJson(row), null, 2).replace(/\n/g, '\n  ');
    file.push(strToU8(`${first ? '[\n' : ',\n'}  ${text}`));
    first = false;
    yield* drain();
  }
  file.push(strToU8(first ? '[]\n' : '\n]\n'), true);
  yield* drain();
}

/** An upload's bytes as they are read from disk; a file missing on disk becomes an empty entry. */
async function* fileEntry(file: Pusher, open: () => Promise<Readable | null>, drain: () => Generator<Uint8Array>) {
  try {
    const stream = await open();
    if (stream) {
      for await (const piece of stream) {
        file.push(piece as Buffer);
        yield* drain();
      }
    }
  } catch {
    // Gone from storage (deleted by hand, a restored backup) or the store is away: the entry stays, empty.
  }
  file.push(new Uint8Array(0), true);
  yield* drain();
}
