import { describe, expect, it } from 'vitest';
import { testSummary, type AiCheckStatus } from './test-summary';

const checks = (...statuses: AiCheckStatus[]) => statuses.map((status) => ({ status }));

describe('testSummary', () => {
  it('says the test is running while any check is', () => {
    expect(testSummary(checks('failed', 'running', 'ok'))).toBe('Testing the connection…');
  });
  it('counts the failed checks', () => {
    expect(testSummary(checks('failed', 'skipped', 'skipped'))).toBe('1 of 3 checks failed');
    expect(testSummary(checks('ok', 'failed', 'failed'))).toBe('2 of 3 checks failed');
  });
  it('says the connection works, and how many checks were skipped', () => {
    expect(testSummary(checks('ok', 'ok', 'ok'))).toBe('The connection works');
    expect(testSummary(checks('ok', 'ok', 'skipped'))).toBe('The connection works (1 skipped)');
  });
  it('does not call a test that checked nothing a success', () => {
    expect(testSummary(checks('skipped', 'skipped', 'skipped'))).toBe('Nothing was checked');
  });
});
