/**
 * One conversation as a file (docs/product.md, "Take it with you"): Markdown of the shown branch,
 * or JSON in the Duet format (duet-format.ts) with every branch. The owner only: others' threads
 * do not exist (404); signed out is 401.
 */
import type { Actor } from '../chat/actor.js';
import { refuseIfTemporary } from '../chat/temporary-chats.js';
import { getThread, requireUser, type ThreadDeps } from '../chat/threads.js';
import { ValidationError } from '../errors/domain-errors.js';
import { duetConversation, messageOfStep, type ExportStepRow, type ExportThreadRow } from './duet-format.js';
import { threadSteps } from './export-reads.js';
import { duetProjectOf } from '../projects/portable.js';

export const EXPORT_FORMATS = ['md', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportedFile {
  filename: string;
  contentType: string;
  body: string;
}

/** The format a download asks for by name (REST's `?format=`): md when it names none. */
export function parseExportFormat(format: string | undefined): ExportFormat {
  if (format === undefined || format === '') return 'md';
  if ((EXPORT_FORMATS as readonly string[]).includes(format)) return format as ExportFormat;
  throw ValidationError.of('format', 'format must be "md" (Markdown) or "json"');
}

/** The title people see (docs/product.md §2): its name, else "Chat" and the last 6 characters of its id. */
export function threadTitle(t: Pick<ExportThreadRow, 'id' | 'name'>): string {
  const name = t.name?.trim();
  return name ? name : `Chat ${t.id.slice(-6)}`;
}

// Characters no file system takes, control characters, and the bidirectional overrides.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069/\\:*?"<>|]+/g;

/** A file name from a title: readable, no path or control characters, at most 80 characters. */
function fileNameOf(title: string, extension: string): string {
  const base = title
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 80)
    .trim();
  return `${base || 'conversation'}.${extension}`;
}

/** A short ASCII slug (for names inside the account ZIP). */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'conversation';
}

// One formatter for all messages (Date#toLocaleString builds a new one on every call: slow on long threads).
const DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});
const dateOf = (d: Date) => `${DATE.format(d)} UTC`;

/** Markdown of the shown branch: the title, then "**You** · date" / "**Duet** · date" blocks with the text as-is. */
function threadMarkdown(thread: ExportThreadRow, steps: readonly ExportStepRow[]): string {
  const parts = [`# ${threadTitle(thread).replace(/\s+/g, ' ')}`];
  for (const s of steps) {
    if (!s.onBranch) continue;
    const message = messageOfStep(s);
    if (!message) continue;
    const who = message.role === 'user' ? 'You' : 'Duet';
    const files = s.attachments.map((a) => `- 📎 ${a.url ? `[${a.name}](${a.url})` : a.name}`).join('\n');
    parts.push([`**${who}** · ${dateOf(s.createdAt)}`, message.text, files].filter((p) => p !== '').join('\n\n'));
  }
  return `${parts.join('\n\n---\n\n')}\n`;
}

export async function exportThread(
  deps: ThreadDeps,
  actor: Actor,
  threadId: string,
  format: ExportFormat,
): Promise<ExportedFile> {
  requireUser(actor);
  const thread = await getThread(deps, actor, threadId);
  refuseIfTemporary(thread, 'exported');
  const steps = await threadSteps(deps.reads.sql, thread.id);
  const title = threadTitle(thread);
  if (format === 'json') {
    // The person's own file names the project it is in, with its instructions (projects/portable.ts).
    const project = await duetProjectOf(deps.db, thread.userId!, thread.projectId);
    return {
      filename: fileNameOf(title, 'json'),
      contentType: 'application/json; charset=utf-8',
      body: `${JSON.stringify(duetConversation(thread, steps, new Date(), project), null, 2)}\n`,
    };
  }
  return {
    filename: fileNameOf(title, 'md'),
    contentType: 'text/markdown; charset=utf-8',
    body: threadMarkdown(thread, steps),
  };
}
