/**
 * A parsed conversation as Duet's steps (docs/decisions/chat-branches.md): seqs in time order
 * with every message after its parent, siblings among the messages of one kind that follow the
 * same message, and the shown branch — the path to the source's shown message (or, without one,
 * the newest message at every fork) — chosen and onBranch.
 */
import type { ParsedConversation, ParsedMessage } from './model.js';

export interface LaidOutStep {
  message: ParsedMessage;
  seq: number;
  parentKey: string | null;
  siblingIndex: number;
  siblingCount: number;
  chosen: boolean;
  onBranch: boolean;
}

const groupOf = (m: Pick<ParsedMessage, 'parentKey' | 'role'>) => `${m.parentKey ?? ''}\u0000${m.role}`;

function writeOrder(messages: readonly ParsedMessage[]): ParsedMessage[] {
  const byTime = messages
    .map((m, i) => ({ m, i }))
    .sort((a, b) => a.m.createdAt.getTime() - b.m.createdAt.getTime() || a.i - b.i)
    .map((x) => x.m);
  const seen = new Set<string>();
  for (const m of byTime) {
    if (m.parentKey !== null && !seen.has(m.parentKey)) return [...messages]; // times disagree with the tree
    seen.add(m.key);
  }
  return byTime;
}

export function layOut(conversation: ParsedConversation): LaidOutStep[] {
  const ordered = writeOrder(conversation.messages);
  const byKey = new Map(ordered.map((m) => [m.key, m]));
  const groups = new Map<string, ParsedMessage[]>();
  const children = new Map<string | null, ParsedMessage[]>();
  for (const m of ordered) {
    const parentKey = m.parentKey !== null && byKey.has(m.parentKey) ? m.parentKey : null;
    const key = groupOf({ parentKey, role: m.role });
    if (!groups.has(key)) groups.set(key, []);
    if (!children.has(parentKey)) children.set(parentKey, []);
    groups.get(key)!.push(m);
    children.get(parentKey)!.push(m);
  }
  for (const list of groups.values()) list.sort((a, b) => a.order - b.order);

  let leaf = conversation.shownLeafKey !== null ? byKey.get(conversation.shownLeafKey) : undefined;
  if (!leaf) {
    // No shown message: from the newest first message, the newest reply at every step.
    for (let next = children.get(null)?.at(-1); next; next = children.get(next.key)?.at(-1)) leaf = next;
  }
  const shown = new Set<string>();
  for (let at = leaf; at && !shown.has(at.key); at = at.parentKey ? byKey.get(at.parentKey) : undefined)
    shown.add(at.key);

  const place = new Map<string, { index: number; count: number; chosen: boolean }>();
  for (const list of groups.values()) {
    const onPath = list.findIndex((m) => shown.has(m.key));
    const chosen = onPath >= 0 ? onPath : list.length - 1;
    list.forEach((m, index) => place.set(m.key, { index, count: list.length, chosen: index === chosen }));
  }
  return ordered.map((m, i) => {
    const p = place.get(m.key)!;
    return {
      message: m,
      seq: i + 1,
      parentKey: m.parentKey !== null && byKey.has(m.parentKey) ? m.parentKey : null,
      siblingIndex: p.index,
      siblingCount: p.count,
      chosen: p.chosen,
      onBranch: shown.has(m.key),
    };
  });
}
