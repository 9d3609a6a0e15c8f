/**
 * Which export a file is, and its conversations: a JSON array of ChatGPT, Claude or Duet
 * conversations, or one Duet conversation. Every conversation is read and checked before
 * anything is written; a file of anything else is refused with what was expected.
 */
import type { ImportDocument } from './archive.js';
import { isChatGptConversation, parseChatGptConversation } from './chatgpt.js';
import { isClaudeConversation, parseClaudeConversation } from './claude.js';
import { isDuetConversation, parseDuetConversation } from './duet.js';
import { badFile, IMPORT_LIMITS, type ImportSource, type ParsedConversation } from './model.js';

const KINDS: Array<{ source: ImportSource; is: (v: unknown) => boolean; parse: (v: Record<string, unknown>) => ParsedConversation }> = [
  { source: 'duet', is: isDuetConversation, parse: parseDuetConversation },
  { source: 'chatgpt', is: isChatGptConversation, parse: parseChatGptConversation },
  { source: 'claude', is: isClaudeConversation, parse: parseClaudeConversation },
];

const LABEL: Record<ImportSource, string> = { chatgpt: 'ChatGPT', claude: 'Claude', duet: 'Duet' };

export function parseDocuments(documents: readonly ImportDocument[]): { source: ImportSource; conversations: ParsedConversation[] } {
  const items = documents.flatMap((d) => (Array.isArray(d.value) ? d.value : [d.value]));
  if (items.length === 0) throw badFile('This export holds no conversations.');
  if (items.length > IMPORT_LIMITS.conversations) {
    throw badFile(`This export holds ${items.length.toLocaleString('en-US')} conversations; one import takes at most ${IMPORT_LIMITS.conversations.toLocaleString('en-US')}.`);
  }
  const kind = KINDS.find((k) => k.is(items[0]));
  if (!kind) throw badFile();
  const conversations = items.map((item) => {
    if (!kind.is(item)) throw badFile(`This ${LABEL[kind.source]} export is damaged: some of its conversations are not ${LABEL[kind.source]} conversations.`);
    return kind.parse(item as Record<string, unknown>);
  });
  const messages = conversations.reduce((n, c) => n + c.messages.length, 0);
  if (messages > IMPORT_LIMITS.messages) {
    throw badFile(`This export holds ${messages.toLocaleString('en-US')} messages; one import takes at most ${IMPORT_LIMITS.messages.toLocaleString('en-US')}. Split it and import the parts.`);
  }
  return { source: kind.source, conversations };
}
