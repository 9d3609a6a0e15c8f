/**
 * Where a twin reply came from, said on every one (docs/product.md §11): revised by the owner,
 * answered by the owner (a question the twin passed on, with the question it answers), or written by
 * the twin from public facts.
 * Twin pages provide the owner's name (TwinReplyName); elsewhere replies carry no label.
 */
import { t } from '@lingui/core/macro';
import { createContext } from 'react';

/** The name visitors know the twin's owner by; null outside twin conversations. */
export const TwinReplyName = createContext<string | null>(null);

interface ReplyStep {
  stepType: string;
  metadata: unknown;
}

export function replySource(
  step: ReplyStep,
  twinName: string | null,
): { source: 'owner' | 'revised' | 'twin'; name: string; question?: string } | null {
  if (step.stepType !== 'ASSISTANT_MESSAGE') return null;
  const m = (step.metadata ?? {}) as {
    revised_by?: unknown;
    revised_by_name?: unknown;
    answered_by?: unknown;
    answered_by_name?: unknown;
    question?: unknown;
  };
  const named = (value: unknown) => (typeof value === 'string' && value ? value : (twinName ?? t`the owner`));
  // The owner's answer quotes the question it answers (it may follow other messages).
  const question =
    m.answered_by === 'owner' && typeof m.question === 'string' && m.question ? { question: m.question } : {};
  if (m.revised_by === 'owner') return { source: 'revised', name: named(m.revised_by_name), ...question };
  if (m.answered_by === 'owner') return { source: 'owner', name: named(m.answered_by_name), ...question };
  return twinName ? { source: 'twin', name: twinName } : null;
}
