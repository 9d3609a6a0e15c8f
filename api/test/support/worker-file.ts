/**
 * Each test file runs the documents' worker from the bundle the global setup built
 * (global-setup.ts), as the built server does, not through tsx.
 */
import { inject } from 'vitest';
import { runWorkerFrom } from '../../src/documents/worker-host.js';

runWorkerFrom(inject('documentsWorker'));
