/**
 * Which export a file is, and its conversations: a JSON array of ChatGPT, Claude or Duet
 * conversations, or one Duet conversation. The first conversation says which kind the file is;
 * every other one must be of the same kind (else the file is damaged), and a file of anything
 * else is refused with what was expected.
 */
import { isChatGptConversation, parseChatGptConversation } from './chatgpt.js';
import { isClaudeConversation, parseClaudeConversation } from './claude.js';
import { isDuetConversation, parseDuetConversation } from './duet.js';
import { said } from '../../words/said.js';
import { badFile, type ImportSource, type ParsedConversation } from './model.js';

export interface ExportKind {
  source: ImportSource;
  is: (v: unknown) => boolean;
  parse: (v: Record<string, unknown>) => ParsedConversation;
}

const KINDS: ExportKind[] = [
  { source: 'duet', is: isDuetConversation, parse: parseDuetConversation },
  { source: 'chatgpt', is: isChatGptConversation, parse: parseChatGptConversation },
  { source: 'claude', is: isClaudeConversation, parse: parseClaudeConversation },
];

const LABEL: Record<ImportSource, string> = { chatgpt: 'ChatGPT', claude: 'Claude', duet: 'Duet' };

/** The kind of export whose first conversation this is; a 400 when it is none. */
export function kindOf(first: unknown): ExportKind {
  const kind = KINDS.find((k) => k.is(first));
  if (!kind) throw badFile();
  return kind;
}

/** One conversation of a file of this kind, read and checked. */
export function parseItem(kind: ExportKind, item: unknown): ParsedConversation {
  if (!kind.is(item))
    throw badFile(
      said(
        /*i18n*/ {
          id: 'error.conversations.import-mixed-kinds',
          message: 'This {source} export is damaged: some of its conversations are not {source} conversations.',
        },
        { source: LABEL[kind.source] },
      ),
    );
  return kind.parse(item as Record<string, unknown>);
}
