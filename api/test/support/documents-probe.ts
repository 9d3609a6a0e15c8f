/**
 * A probe of the built server's documents worker: bundled beside documents-worker.mjs by
 * api/src/documents/bundle.test.ts with scripts/build-api.mjs, run with plain node on the file
 * named in its first argument, and prints extractText's result as JSON.
 */
import { extractText } from '../../src/documents/extract.js';

const [file = ''] = process.argv.slice(2);
console.log(JSON.stringify(await extractText({ path: file, name: file })));
