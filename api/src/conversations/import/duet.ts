/**
 * Duet's own conversation format (api/src/conversations/duet-format.ts): the thread and every
 * message of every branch, each with its parent, its place among its siblings and whether it is
 * on the branch shown. Read back as it was written; a message whose parent is not in the file
 * makes the file damaged.
 */
import { importedProject } from '../../projects/portable.js';
import { DUET_FORMAT, DUET_FORMAT_VERSION } from '../duet-format.js';
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

export const isDuetConversation = (v: unknown) => isObject(v) && v.format === DUET_FORMAT;

export function parseDuetConversation(raw: Record<string, unknown>): ParsedConversation {
  if (raw.version !== DUET_FORMAT_VERSION) {
    throw badFile(
      said(
        /*i18n*/ {
          id: 'error.conversations.import-duet-version',
          message: 'This Duet export is of a version this Duet cannot read ({version}).',
        },
        { version: String(raw.version).slice(0, 20) },
      ),
    );
  }
  const thread = isObject(raw.thread) ? raw.thread : null;
  const sourceId = thread ? idOf(thread.id) : null;
  if (!thread || !sourceId)
    throw badFile(
      said(
        /*i18n*/ {
          id: 'error.conversations.import-duet-no-thread-id',
          message: 'This Duet export is damaged: a conversation has no thread id.',
        },
      ),
    );
  if (!Array.isArray(raw.messages))
    throw badFile(
      said(
        /*i18n*/ {
          id: 'error.conversations.import-duet-no-messages',
          message: 'This Duet export is damaged: a conversation has no messages list.',
        },
      ),
    );
  const title = titleOf(thread.name);
  const messages: ParsedMessage[] = [];
  const byKey = new Map<string, ParsedMessage>();
  let leaf: string | null = null;
  const createdAt = dateOf(thread.created_at);
  for (const m of raw.messages) {
    if (!isObject(m))
      throw badFile(
        said(
          /*i18n*/ {
            id: 'error.conversations.import-duet-message-unreadable',
            message: 'This Duet export is damaged: a message is not readable.',
          },
        ),
      );
    const key = idOf(m.id);
    const role = m.role === 'user' || m.role === 'assistant' ? m.role : null;
    if (!key || !role || typeof m.text !== 'string')
      throw badFile(
        said(
          /*i18n*/ {
            id: 'error.conversations.import-duet-message-incomplete',
            message: 'This Duet export is damaged: a message has no id, role or text.',
          },
        ),
      );
    if (byKey.has(key))
      throw badFile(
        said(
          /*i18n*/ {
            id: 'error.conversations.import-duet-duplicate-id',
            message: 'This Duet export is damaged: two messages have the same id.',
          },
        ),
      );
    const parentKey = m.parent_id === null || m.parent_id === undefined ? null : idOf(m.parent_id);
    if (parentKey !== null && !byKey.has(parentKey))
      throw badFile(
        said(
          /*i18n*/ {
            id: 'error.conversations.import-duet-missing-parent',
            message: 'This Duet export is damaged: a message follows one that is not in the file.',
          },
        ),
      );
    const message: ParsedMessage = {
      key,
      parentKey,
      role,
      text: m.text,
      createdAt: dateOf(m.created_at) ?? byKey.get(parentKey ?? '')?.createdAt ?? createdAt ?? new Date(),
      order:
        typeof m.sibling_index === 'number' && Number.isFinite(m.sibling_index) ? m.sibling_index : messages.length,
      ...(role === 'assistant' && typeof m.model === 'string' ? { model: m.model.slice(0, 100) } : {}),
    };
    messages.push(message);
    byKey.set(key, message);
    if (m.on_branch !== false) leaf = key;
  }
  return finishConversation({
    source: 'duet',
    sourceId,
    title,
    createdAt,
    updatedAt: dateOf(thread.updated_at),
    pinned: thread.pinned === true,
    messages,
    shownLeafKey: leaf,
    project: importedProject.parse(thread.project),
  });
}
