/**
 * What every import parser produces (docs/product.md, "Take it with you" → Import): conversations
 * as message trees, independent of where they came from, and the limits of one import.
 */
import { DomainError, ValidationError } from '../../errors/domain-errors.js';
import { keepableDate } from '../../limits/dates.js';
import { sizeText } from '../../limits/sizes.js';
import { said } from '../../words/said.js';

export type ImportSource = 'chatgpt' | 'claude' | 'duet';

export interface ParsedMessage {
  /** Unique within its conversation (the source's message id). */
  key: string;
  /** The message this one follows (null for a first message). */
  parentKey: string | null;
  role: 'user' | 'assistant';
  text: string;
  createdAt: Date;
  /** The model that wrote an answer, when the source says. */
  model?: string;
  /** Order among messages that follow the same one (the source's, else by time). */
  order: number;
}

export interface ParsedConversation {
  source: ImportSource;
  /** The source's conversation id: the thread's importKey is "{source}:{sourceId}". */
  sourceId: string;
  title: string | null;
  createdAt: Date;
  updatedAt: Date;
  pinned: boolean;
  /** Parents before children. */
  messages: ParsedMessage[];
  /** The last message of the branch the source showed (null: the newest path). */
  shownLeafKey: string | null;
  /** A Duet file's project (api/src/projects/portable.ts): the conversation goes into it. */
  project?: { name: string; instructions: string | null; keep: boolean } | null;
}

/**
 * How large one import may be, in bytes (docs/product.md, "Take it with you" → Import): the
 * server's settings (IMPORT_MAX_*_BYTES, api/src/config-env.ts). Past any of them it is a 413.
 */
export interface ImportSizes {
  /** The uploaded file (a ZIP or a JSON file). Read as a stream: memory does not grow with it. */
  fileBytes: number;
  /** What the JSON inside a ZIP may grow to once unpacked, on disk (zip bombs stop here). */
  unpackedBytes: number;
  /** One conversation's JSON: what is held in memory at a time. */
  conversationBytes: number;
}

/** How many things one import may hold (docs/product.md, "Take it with you" → Import): past one, a 400. */
export const IMPORT_LIMITS = {
  conversations: 10_000,
  messages: 500_000,
  messagesPerConversation: 20_000,
  messageChars: 1_000_000,
} as const;

const FOREIGN_FILE = said(
  /*i18n*/ {
    id: 'error.conversations.import-not-an-export',
    message:
      'This file is not a ChatGPT, Claude or Duet export. Choose the conversations.json (or the ZIP) from a ChatGPT or Claude data export, or a Duet export.',
  },
);

export const importKeyOf = (c: Pick<ParsedConversation, 'source' | 'sourceId'>) => `${c.source}:${c.sourceId}`;

/** The file (or what it unpacks to) is larger than an import takes. */
class ImportTooLargeError extends DomainError {
  readonly code = 'PAYLOAD_TOO_LARGE' as const;
  readonly status = 413;
  constructor(message: string) {
    super(message);
    this.name = 'ImportTooLargeError';
  }
}

/** The uploaded file is past `fileBytes` (413). */
export const fileTooLarge = (sizes: ImportSizes) =>
  new ImportTooLargeError(
    said(
      /*i18n*/ {
        id: 'error.conversations.import-file-too-large',
        message: 'This file is larger than the {size} an import takes.',
      },
      { size: sizeText(sizes.fileBytes) },
    ),
  );

/** Past `unpackedBytes` once unpacked (413). */
export const unpackedTooLarge = (sizes: ImportSizes) =>
  new ImportTooLargeError(
    said(
      /*i18n*/ {
        id: 'error.conversations.import-unpacked-too-large',
        message: 'The conversations in this ZIP unpack to more than the {size} an import takes.',
      },
      { size: sizeText(sizes.unpackedBytes) },
    ),
  );

/** One conversation's JSON is past `conversationBytes` (413). */
export const conversationTooLarge = (sizes: ImportSizes) =>
  new ImportTooLargeError(
    said(
      /*i18n*/ {
        id: 'error.conversations.import-conversation-too-large',
        message: 'A conversation in this file is larger than {size}, more than one import takes.',
      },
      { size: sizeText(sizes.conversationBytes) },
    ),
  );

/** One message of the conversation of this title (null: none) is longer than an import takes (413, as every limit on size). */
export const messageTooLong = (title: string | null) => {
  const max = IMPORT_LIMITS.messageChars.toLocaleString('en-US');
  return new ImportTooLargeError(
    title
      ? said(
          /*i18n*/ {
            id: 'error.conversations.import-message-too-long',
            message: 'A message in "{title}" is longer than {max} characters, more than one import takes.',
          },
          { title: title.slice(0, 60), max },
        )
      : said(
          /*i18n*/ {
            id: 'error.conversations.import-message-too-long-untitled',
            message: 'A message in a conversation is longer than {max} characters, more than one import takes.',
          },
          { max },
        ),
  );
};

/** A file that cannot be imported: 400 with what is wrong, nothing written. */
export const badFile = (message: string = FOREIGN_FILE) => ValidationError.of('file', message);

/**
 * A date from an ISO string or unix seconds; null when neither, or when no calendar of ours holds
 * it (past year 9999, limits/dates.ts): such a date is read as no date, as an unreadable one is.
 */
export function dateOf(value: unknown): Date | null {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return keepableDate(new Date(value * 1000));
  if (typeof value === 'string' && value.length <= 64) return keepableDate(new Date(value));
  return null;
}

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A source id usable in an importKey: text or a number, at most 200 characters. */
export function idOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const id = value.trim();
  return id && id.length <= 200 ? id : null;
}

/** A conversation's title: the text trimmed, null when there is none. */
export const titleOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/**
 * A parsed conversation once its messages are read (every parser ends here): checked against the
 * limits, created when the source says (else at its first message), updated when the source says
 * (else at its latest message, `lastTime`, when that is later than its creation).
 */
export function finishConversation(
  c: Omit<ParsedConversation, 'createdAt' | 'updatedAt'> & {
    createdAt: Date | null;
    updatedAt: Date | null;
    lastTime?: Date;
  },
): ParsedConversation {
  checkMessages(c.title, c.messages);
  const createdAt = c.createdAt ?? c.messages[0]?.createdAt ?? new Date();
  const latest = c.lastTime && c.lastTime > createdAt ? c.lastTime : createdAt;
  return {
    source: c.source,
    sourceId: c.sourceId,
    title: c.title,
    createdAt,
    updatedAt: c.updatedAt ?? latest,
    pinned: c.pinned,
    messages: c.messages,
    shownLeafKey: c.shownLeafKey,
    ...(c.project ? { project: c.project } : {}),
  };
}

/** Checks one conversation against the per-conversation limits. */
function checkMessages(title: string | null, messages: readonly ParsedMessage[]): void {
  if (messages.length > IMPORT_LIMITS.messagesPerConversation) {
    const max = IMPORT_LIMITS.messagesPerConversation.toLocaleString('en-US');
    throw badFile(
      title
        ? said(
            /*i18n*/ {
              id: 'error.conversations.import-too-many-messages',
              message: '"{title}" has more than {max} messages, more than one import takes.',
            },
            { title: title.slice(0, 60), max },
          )
        : said(
            /*i18n*/ {
              id: 'error.conversations.import-too-many-messages-untitled',
              message: 'a conversation has more than {max} messages, more than one import takes.',
            },
            { max },
          ),
    );
  }
  for (const m of messages) {
    if (m.text.length > IMPORT_LIMITS.messageChars) throw messageTooLong(title);
  }
}
