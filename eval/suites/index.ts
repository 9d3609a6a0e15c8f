/** Every eval suite, in the order `npm run eval` runs them. */
import type { Duet } from '../harness.js';
import { documentsSuite } from './documents.js';
import { groundingSuite } from './grounding.js';
import { hygieneSuite } from './hygiene.js';
import { leaksSuite } from './leaks.js';
import { profilePalSuite } from './profile-pal.js';
import { recallHeldOutSuite, recallSuite } from './recall.js';
import type { SuiteResult } from './suite.js';

export const SUITES: Record<string, (duet: Duet) => Promise<SuiteResult>> = {
  recall: recallSuite,
  'recall-held-out': recallHeldOutSuite,
  hygiene: hygieneSuite,
  leaks: leaksSuite,
  grounding: groundingSuite,
  'profile-pal': profilePalSuite,
  documents: documentsSuite,
};

/**
 * The suites whose targets hold on any model, even one that only quotes what its tools found (the
 * tests' scripted model): no canary crosses the twin's tools, memories stay clean through the judge.
 */
export const MODEL_INDEPENDENT = new Set(['leaks', 'hygiene']);
