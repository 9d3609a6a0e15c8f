/**
 * Context budget: compaction,
 * which folds the older part of the history into a summary once summary +
 * history exceed the budget, keeping the recent messages verbatim.
 */
import type { HistoryMessage, Summariser } from './contract.js';
import { estimateTokens } from '../words/token-estimate.js';

export function historyChars(summary: string | null, history: HistoryMessage[]): number {
  return (summary?.length ?? 0) + history.reduce((n, m) => n + m.content.length, 0);
}

export function needsCompaction(summary: string | null, history: HistoryMessage[], budgetTokens: number): boolean {
  return history.length > 0 && estimateTokens(historyChars(summary, history)) > budgetTokens;
}

/**
 * Splits the history: the newest messages that fit in half the budget stay;
 * the rest (at least one message) gets summarised.
 */
export function splitHistory(
  history: HistoryMessage[],
  budgetTokens: number,
): { older: HistoryMessage[]; recent: HistoryMessage[] } {
  let keep = 0;
  let chars = 0;
  for (let i = history.length - 1; i >= 1; i--) {
    chars += history[i]!.content.length;
    if (estimateTokens(chars) > budgetTokens / 2) break;
    keep++;
  }
  const cut = history.length - keep;
  return { older: history.slice(0, cut), recent: history.slice(cut) };
}

/** Writes a summary of the older messages, given the previous summary. */

function gist(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const sentence = /^.*?[.!?](?=\s|$)/.exec(flat)?.[0] ?? flat;
  return sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence;
}

/**
 * A deterministic extractive summary: the previous summary, then the first
 * sentence of each older message, newest kept when it grows past maxChars.
 */
export function extractiveSummary(previous: string | null, older: HistoryMessage[], maxChars: number): string {
  const lines = previous ? previous.split('\n').filter(Boolean) : [];
  for (const m of older) {
    const text = gist(m.content, 200);
    if (text) lines.push(`${m.role === 'user' ? 'User' : 'Assistant'}: ${text}`);
  }
  while (lines.length > 1 && lines.join('\n').length > maxChars) lines.shift();
  return lines.join('\n').slice(-maxChars);
}

/** The transcript a model summariser reads. */
export function transcript(previous: string | null, older: HistoryMessage[]): string {
  const body = older.map((m) => `${m.role === 'user' ? 'User' : 'Assistant'}: ${m.content}`).join('\n\n');
  return previous ? `Earlier summary:\n${previous}\n\nConversation:\n${body}` : body;
}

export interface Compacted {
  summary: string;
  uptoSeq: number;
  recent: HistoryMessage[];
}

export async function compactHistory(
  summary: string | null,
  history: HistoryMessage[],
  budgetTokens: number,
  summarise: Summariser,
  signal: AbortSignal,
): Promise<Compacted> {
  const { older, recent } = splitHistory(history, budgetTokens);
  const next = await summarise(summary, older, signal);
  return { summary: next, uptoSeq: older[older.length - 1]!.seq, recent };
}
