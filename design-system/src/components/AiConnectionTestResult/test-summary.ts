import { plural, t } from '@lingui/core/macro';

export type AiCheckStatus = 'ok' | 'failed' | 'skipped' | 'running';

export interface AiCheckResult {
  status: AiCheckStatus;
  /**
   * What happened, in plain words: "Found 12 models.", "The server refused the key (401).",
   * "Couldn't reach http://…", "No model named …", "Skipped: no embedding model chosen."
   */
  message?: string;
}

/** The test in one line: running, how many checks failed, or that the connection works. */
export function testSummary(results: readonly AiCheckResult[]): string {
  const count = (status: AiCheckStatus) => results.filter((r) => r.status === status).length;
  if (count('running') > 0) return t`Testing the connection…`;
  const failed = count('failed');
  const total = results.length;
  if (failed > 0) return t`${failed} of ${plural(total, { one: '# check', other: '# checks' })} failed`;
  const skipped = count('skipped');
  if (skipped === total) return t`Nothing was checked`;
  return skipped > 0 ? t`The connection works (${skipped} skipped)` : t`The connection works`;
}
