/**
 * `npm run eval` as part of `npm test`. On the local provider (the offline brain people get) every
 * suite meets its target (no canary leaked, hygiene, grounding, Profile Pal and documents whole), and
 * recall finds at least what the brain's rules and the local embedding can (9 of 12: the other three
 * questions share only a meaning with their fact, eval/README.md) and, in those words or held-out
 * ones, never answers with another fact that was told. On the scripted OpenAI-compatible server (the
 * tests' scripted model, api/test/support/scripted-model-server.ts) the targets that do not depend on
 * what a model says hold; the rest is measured.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Duet } from './harness.js';
import { startScriptedModelServer, type ScriptedModelServer } from '../api/test/support/scripted-model-server.js';
import { MODEL_INDEPENDENT, SUITES } from './suites/index.js';

const cases = Object.entries(SUITES);

describe.each([
  ['the local provider', false],
  ['the scripted OpenAI-compatible server', true],
])('npm run eval on %s', (_, scripted) => {
  let duet: Duet;
  let server: ScriptedModelServer | null = null;
  beforeAll(async () => {
    if (scripted) server = await startScriptedModelServer();
    duet = await Duet.start({ ...(server?.env ?? { AI_PROVIDER: 'local' }) });
  });
  afterAll(async () => {
    await duet?.close();
    await server?.close();
  });

  // A hang guard, not a wait: a suite is dozens of answers (3 s for leaks alone on a quiet machine),
  // and nothing in it waits on a clock, so on two cores shared with other work it may only be slower.
  it.each(cases)('%s', { timeout: 120_000 }, async (name, suite) => {
    const result = await suite(duet);
    const failed = result.cases.filter((c) => !c.ok).map((c) => `${c.name}: ${c.note ?? ''}`);
    if (scripted) {
      // The tests' scripted model quotes whatever its tools found best: what it answers is measured
      // (eval/RESULTS.md), and what stays our side's is a target: no canary crosses the twin's tools,
      // and memories are kept clean through the OpenAI-compatible path's structured answers.
      if (MODEL_INDEPENDENT.has(name)) expect(failed, result.score).toEqual([]);
      expect(server!.counts.chat).toBeGreaterThan(0);
      return;
    }
    if (name.startsWith('recall')) {
      // Found or not, the offline brain never answers with another fact that was told for the one asked.
      const wrong = result.cases.filter((c) => c.otherFacts).map((c) => `${c.name}: ${c.note ?? ''}`);
      expect(wrong).toEqual([]);
    }
    // Held-out phrasings are measured (eval/RESULTS.md): they show what the rules do not reach.
    if (name === 'recall') expect(result.cases.filter((c) => c.ok).length, failed.join('\n')).toBeGreaterThanOrEqual(9);
    else if (name !== 'recall-held-out') expect(failed, result.score).toEqual([]);
  });
});
