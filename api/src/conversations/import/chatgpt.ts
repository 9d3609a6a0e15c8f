/**
 * ChatGPT's data export (conversations.json): an array of conversations, each a message tree in
 * `mapping` (node → parent, children, message) and `current_node`, the last message shown.
 *
 * Kept: user and assistant messages meant for the person (recipient "all", not hidden, text or
 * text-with-images content). Dropped: system and tool messages, tool calls, hidden context,
 * reasoning notes and empty messages; their children move up to the nearest kept ancestor.
 * Several children of one node (a regenerated answer, an edited prompt) become siblings, and the
 * branch through current_node is the one shown. Consecutive answers of one turn (text, tool,
 * text) are joined into one answer.
 */
import { said } from '../../words/said.js';
import {
  badFile,
  dateOf,
  finishConversation,
  idOf,
  IMPORT_LIMITS,
  isObject,
  titleOf,
  type ParsedConversation,
  type ParsedMessage,
} from './model.js';

const TEXT_TYPES = new Set(['text', 'multimodal_text', 'code']);
const IMAGE_NOTE = '[Image not imported]';
/** Newer exports mark citations with private-use characters: \ue200cite\ue202turn0search0\ue201. */
const CITATION = /\ue200[^\ue201]*\ue201/g;

export const isChatGptConversation = (v: unknown) => isObject(v) && isObject(v.mapping);

interface Node {
  id: string;
  parent: string | null;
  children: string[];
  message: Record<string, unknown> | null;
}

function textOf(message: Record<string, unknown>): string | null {
  const content = message.content;
  if (!isObject(content) || typeof content.content_type !== 'string' || !TEXT_TYPES.has(content.content_type))
    return null;
  if (content.content_type === 'code') {
    return typeof content.text === 'string' && content.text.trim() ? `\`\`\`\n${content.text}\n\`\`\`` : null;
  }
  const parts = Array.isArray(content.parts) ? content.parts : [];
  const texts: string[] = [];
  let images = 0;
  for (const part of parts) {
    if (typeof part === 'string') texts.push(part);
    else if (isObject(part) && typeof part.text === 'string') texts.push(part.text);
    else if (isObject(part) && typeof part.content_type === 'string' && part.content_type.includes('image')) images++;
  }
  const text = texts.join('\n').replace(CITATION, '').trim();
  if (text) return text;
  return images > 0 ? IMAGE_NOTE : null;
}

function kept(node: Node): { role: 'user' | 'assistant'; text: string } | null {
  const m = node.message;
  if (!m) return null;
  const role = isObject(m.author) ? m.author.role : null;
  if (role !== 'user' && role !== 'assistant') return null;
  if (m.recipient !== undefined && m.recipient !== null && m.recipient !== 'all') return null;
  const meta = isObject(m.metadata) ? m.metadata : {};
  if (meta.is_visually_hidden_from_conversation === true || meta.is_user_system_message === true) return null;
  const text = textOf(m);
  return text ? { role, text } : null;
}

function nodesOf(mapping: Record<string, unknown>, title: string | null): Map<string, Node> {
  const ids = Object.keys(mapping);
  if (ids.length > IMPORT_LIMITS.messagesPerConversation * 4) {
    throw badFile(
      said(
        /*i18n*/ {
          id: 'error.conversations.import-chatgpt-too-many-nodes',
          message: '"{title}" has more messages than one import takes.',
        },
        {
          title: (
            title ?? said(/*i18n*/ { id: 'error.conversations.import-a-conversation', message: 'A conversation' })
          ).slice(0, 60),
        },
      ),
    );
  }
  const nodes = new Map<string, Node>();
  for (const id of ids) {
    const raw = mapping[id];
    if (!isObject(raw))
      throw badFile(
        said(
          /*i18n*/ {
            id: 'error.conversations.import-chatgpt-message-unreadable',
            message: 'This ChatGPT export is damaged: a message is not readable.',
          },
        ),
      );
    nodes.set(id, {
      id,
      parent: typeof raw.parent === 'string' ? raw.parent : null,
      children: Array.isArray(raw.children) ? raw.children.filter((c): c is string => typeof c === 'string') : [],
      message: isObject(raw.message) ? raw.message : null,
    });
  }
  return nodes;
}

export function parseChatGptConversation(raw: Record<string, unknown>): ParsedConversation {
  const sourceId = idOf(raw.conversation_id) ?? idOf(raw.id);
  if (!sourceId)
    throw badFile(
      said(
        /*i18n*/ {
          id: 'error.conversations.import-chatgpt-no-id',
          message: 'This ChatGPT export is damaged: a conversation has no id.',
        },
      ),
    );
  const title = titleOf(raw.title);
  const nodes = nodesOf(raw.mapping as Record<string, unknown>, title);
  const createdAt = dateOf(raw.create_time);

  // Children by parent pointer, in the order the parent lists them (then the rest).
  const children = new Map<string | null, string[]>();
  for (const node of nodes.values()) {
    const parent = node.parent !== null && nodes.has(node.parent) ? node.parent : null;
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent)!.push(node.id);
  }
  for (const [parent, list] of children) {
    const listed = parent ? nodes.get(parent)!.children : [];
    if (list.length < 2) continue;
    const rank = (id: string) => (listed.includes(id) ? listed.indexOf(id) : listed.length);
    list.sort((a, b) => rank(a) - rank(b));
  }

  // Depth first from the roots: each kept node's nearest kept ancestor; merged continuations.
  const messages: ParsedMessage[] = [];
  const byKey = new Map<string, ParsedMessage>();
  const keptChildren = new Map<string | null, number>();
  const keptOf = new Map<string, string | null>(); // node → the kept message that stands for it
  const stack: Array<{ id: string; keptParent: string | null }> = (children.get(null) ?? [])
    .slice()
    .reverse()
    .map((id) => ({ id, keptParent: null }));
  const visited = new Set<string>();
  const pending: Array<{ node: Node; keptParent: string | null; role: 'user' | 'assistant'; text: string }> = [];
  while (stack.length > 0) {
    const { id, keptParent } = stack.pop()!;
    if (visited.has(id)) continue;
    visited.add(id);
    const node = nodes.get(id)!;
    const k = kept(node);
    if (k) {
      pending.push({ node, keptParent, role: k.role, text: k.text });
      keptChildren.set(keptParent, (keptChildren.get(keptParent) ?? 0) + 1);
    }
    const next = k ? id : keptParent;
    if (!k) keptOf.set(id, keptParent);
    for (const child of (children.get(id) ?? []).slice().reverse()) stack.push({ id: child, keptParent: next });
  }
  let lastTime = createdAt ?? new Date(0);
  for (const { node, keptParent, role, text } of pending) {
    const parentKey = keptParent === null ? null : (keptOf.get(keptParent) ?? keptParent);
    const parent = parentKey ? byKey.get(parentKey) : undefined;
    const at = dateOf(node.message!.create_time) ?? parent?.createdAt ?? lastTime;
    if (at > lastTime) lastTime = at;
    // An answer continued after a tool call (the only child of an answer): one answer.
    if (parent && parent.role === role && keptParent !== null && keptChildren.get(keptParent) === 1) {
      parent.text = `${parent.text}\n\n${text}`;
      keptOf.set(node.id, parent.key);
      continue;
    }
    const meta = isObject(node.message!.metadata) ? node.message!.metadata : {};
    const message: ParsedMessage = {
      key: node.id,
      parentKey,
      role,
      text,
      createdAt: at,
      order: messages.length,
      ...(role === 'assistant' && typeof meta.model_slug === 'string' ? { model: meta.model_slug.slice(0, 100) } : {}),
    };
    messages.push(message);
    byKey.set(node.id, message);
    keptOf.set(node.id, node.id);
  }

  // The shown branch ends at current_node, or at its nearest kept ancestor.
  const standsFor = (id: string): string | null => {
    let at: string | null | undefined = id;
    for (let hops = 0; at && hops <= nodes.size; hops++) {
      const next = keptOf.get(at);
      if (next === at) return at;
      at = next;
    }
    return null;
  };
  let leaf: string | null = null;
  for (
    let at = typeof raw.current_node === 'string' ? raw.current_node : null, hops = 0;
    at && hops <= nodes.size;
    hops++
  ) {
    leaf = keptOf.has(at) ? standsFor(at) : null;
    if (leaf || keptOf.has(at)) break;
    at = nodes.get(at)?.parent ?? null;
  }

  return finishConversation({
    source: 'chatgpt',
    sourceId,
    title,
    createdAt,
    updatedAt: dateOf(raw.update_time),
    lastTime,
    pinned: false,
    messages,
    shownLeafKey: leaf,
  });
}
