/**
 * The worker thread's entry (started by worker-host.ts): reads the file it was given and posts
 * the result back, once. It runs from this TypeScript file under tsx and Vitest, and from
 * api/dist/documents-worker.mjs in the built server (scripts/build-api.mjs bundles it).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { parseDocument, type ParseInput } from './parse.js';

parentPort?.postMessage(await parseDocument(workerData as ParseInput));
