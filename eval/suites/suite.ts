/** What each eval suite reports: its score, its target, and every case behind them. */
export interface Case {
  /** What was tried, in a person's words. */
  name: string;
  ok: boolean;
  /** What came back, when it helps to read it (shortened). */
  note?: string;
  /** Recall: how many other facts that were told the answer named (a wrong answer, not only a miss). */
  otherFacts?: number;
}

export interface SuiteResult {
  suite: string;
  score: string;
  target: string;
  /** null: measured, no target. */
  met: boolean | null;
  cases: Case[];
}

export const passed = (cases: readonly Case[]) => cases.filter((c) => c.ok).length;

/** A reply shortened to one line for the details table. */
export const brief = (text: string, max = 120) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};
