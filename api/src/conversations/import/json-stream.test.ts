import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eachItem } from './json-stream.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duet-json-stream-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let files = 0;
const SIZES = { fileBytes: 1 << 30, unpackedBytes: 1 << 28, conversationBytes: 1 << 25 };

/** The items eachItem reads from `text`, in chunks of `chunkBytes` (every boundary is tried with 1). */
async function items(text: string | Buffer, chunkBytes = 1): Promise<unknown[]> {
  const file = path.join(dir, `f${files++}.json`);
  fs.writeFileSync(file, text);
  const out: unknown[] = [];
  await eachItem({ name: 'conversations.json', path: file }, (item) => void out.push(item), SIZES, chunkBytes);
  return out;
}

const tricky = [
  { title: 'Brackets ] } [ { and a comma, in text', messages: [{ text: 'She said "hi" \\ then left' }] },
  { title: 'Escapes', messages: [{ text: 'quote \\" and a \\\\ backslash, \\u00e9t\\u00e9 and \ud83d\udc1d' }] },
  { title: 'Ünïcödé 🐝 across chunk boundaries', messages: [] },
];

describe('reading an export item by item', () => {
  it('hands over each item of a top-level array whole, however the file is cut into chunks', async () => {
    const text = `\ufeff \n${JSON.stringify(tricky, null, 2)}\n`;
    for (const size of [1, 2, 3, 7, 64, 1 << 20]) expect(await items(text, size)).toEqual(JSON.parse(text.slice(1)));
  });

  it('reads a top-level object as one item, and an empty array as none', async () => {
    expect(await items(JSON.stringify(tricky[0]))).toEqual([tricky[0]]);
    expect(await items(' [ ] ')).toEqual([]);
  });

  it('makes unpaired surrogates well formed, as every input', async () => {
    expect(await items('[{"text":"half \\ud83d"}]')).toEqual([{ text: 'half \ufffd' }]);
  });

  it('refuses broken JSON with the file name, wherever it breaks', async () => {
    for (const broken of [
      '[{"a":1}',
      '[{"a":1},]x',
      '[{"a":}]',
      '{"a":1} {"b":2}',
      '[{"a":"unterminated}]',
      '[{"a":1}]]',
    ]) {
      await expect(items(broken), broken).rejects.toThrow(
        /"conversations.json" could not be read: it is not complete JSON/,
      );
    }
  });

  it('refuses a file that is not a JSON array or object', async () => {
    await expect(items('hello')).rejects.toThrow();
  });
});
