/**
 * Claude's data export (conversations.json): an array of conversations `{uuid, name, created_at,
 * updated_at, chat_messages: [{uuid, sender: human | assistant, text, content: [{type, text}],
 * created_at}]}`, each a linear list. The text is the content's text blocks (tool use, tool
 * results and thinking are left out), else `text`; empty messages are dropped, and consecutive
 * messages of one side are joined.
 */
import { said } from '../../words/said.js';
import {
  badFile,
  dateOf,
  finishConversation,
  idOf,
  isObject,
  titleOf,
  type ParsedConversation,
  type ParsedMessage,
} from './model.js';

export const isClaudeConversation = (v: unknown) => isObject(v) && Array.isArray(v.chat_messages);

function textOf(m: Record<string, unknown>): string {
  if (Array.isArray(m.content)) {
    const blocks = m.content
      .filter((b): b is Record<string, unknown> => isObject(b) && b.type === 'text' && typeof b.text === 'string')
      .map((b) => (b.text as string).trim())
      .filter(Boolean);
    if (blocks.length > 0) return blocks.join('\n\n');
  }
  return typeof m.text === 'string' ? m.text.trim() : '';
}

export function parseClaudeConversation(raw: Record<string, unknown>): ParsedConversation {
  const sourceId = idOf(raw.uuid);
  if (!sourceId)
    throw badFile(
      said(
        /*i18n*/ {
          id: 'error.conversations.import-claude-no-uuid',
          message: 'This Claude export is damaged: a conversation has no uuid.',
        },
      ),
    );
  const title = titleOf(raw.name);
  const createdAt = dateOf(raw.created_at);
  const messages: ParsedMessage[] = [];
  const keys = new Set<string>();
  let lastTime = createdAt ?? new Date(0);
  for (const [index, m] of (raw.chat_messages as unknown[]).entries()) {
    if (!isObject(m))
      throw badFile(
        said(
          /*i18n*/ {
            id: 'error.conversations.import-claude-message-unreadable',
            message: 'This Claude export is damaged: a message is not readable.',
          },
        ),
      );
    const role = m.sender === 'human' ? 'user' : m.sender === 'assistant' ? 'assistant' : null;
    const text = role ? textOf(m) : '';
    if (!role || !text) continue;
    const at = dateOf(m.created_at) ?? lastTime;
    if (at > lastTime) lastTime = at;
    const previous = messages.at(-1);
    if (previous && previous.role === role) {
      previous.text = `${previous.text}\n\n${text}`;
      continue;
    }
    const key = idOf(m.uuid) ?? `message-${index}`;
    if (keys.has(key))
      throw badFile(
        said(
          /*i18n*/ {
            id: 'error.conversations.import-claude-duplicate-uuid',
            message: 'This Claude export is damaged: two messages have the same uuid.',
          },
        ),
      );
    keys.add(key);
    messages.push({ key, parentKey: previous?.key ?? null, role, text, createdAt: at, order: messages.length });
  }
  return finishConversation({
    source: 'claude',
    sourceId,
    title,
    createdAt,
    updatedAt: dateOf(raw.updated_at),
    lastTime,
    pinned: false,
    messages,
    shownLeafKey: messages.at(-1)?.key ?? null,
  });
}
