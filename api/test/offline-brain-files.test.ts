/**
 * Attached text files: their text reaches the model's prompt (uploads/attachment-text.ts), and the
 * offline brain reads a short one back whole, the first lines of a longer one with its length, and
 * says it cannot summarise; a file that is not text it says it cannot read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEEDS_A_MODEL } from '../src/agent/offline-brain.js';
import { ATTACHMENT_TEXT_MAX_CHARS } from '../src/uploads/attachment-text.js';
import { brainTurn as say, memoriesOf, newBrainThread } from './support/brain-turns.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;
beforeAll(async () => {
  t = await startTestApp({}, { brain: 'offline' });
  ada = await signedUp(t);
});
afterAll(() => t.close());

/** Uploads one file and returns the element a message carries. */
async function upload(client: TestClient, name: string, type: string, content: string | Uint8Array<ArrayBuffer>) {
  const data = new FormData();
  data.append('files', new File([content], name, { type }));
  const res = await client.request('POST', '/api/v1/upload/files', { body: data, headers: { 'x-duet-csrf': '1' } });
  expect(res.status).toBe(201);
  return res.body.files[0].element as Record<string, unknown>;
}

const NOTES = 'Shopping list\n- oat milk\n- lemons\nCall the plumber on Tuesday';
const lines = (n: number) => Array.from({ length: n }, (_, i) => `Row ${i + 1}: value ${i * 7}`).join('\n');

describe('the offline brain reads an attached text file back', () => {
  it.each(['what does this file say?', 'summarise the attached notes', '', 'Can you read this for me?'])(
    '"%s" with a short note: the whole note, no tool, nothing saved',
    async (message) => {
      const notes = await upload(ada, 'notes.txt', 'text/plain', NOTES);
      const reply = await say(ada, message, { elements: [notes] });
      expect(reply.tools).toEqual([]);
      for (const line of NOTES.split('\n')) expect(reply.text).toContain(line);
      // It reads, and says that summarising or answering about the file needs a model.
      expect(reply.text).toContain(NEEDS_A_MODEL);
      expect(await memoriesOf(ada)).toEqual([]);
    },
  );

  it('a longer file: its first lines and how long it is, not the rest', async () => {
    const csv = await upload(ada, 'rows.csv', 'text/csv', lines(60));
    const reply = await say(ada, 'What is in this CSV?', { elements: [csv] });
    expect(reply.text).toContain('Row 1: value 0');
    expect(reply.text).not.toContain('Row 40:');
    expect(reply.text).toMatch(/\b60 lines\b/);
  });

  it('known by its name when its type is not a text type (Markdown sent as octet-stream)', async () => {
    const md = await upload(ada, 'plan.md', 'application/octet-stream', '# Plan\n\nShip the offline brain.');
    expect((await say(ada, 'read this', { elements: [md] })).text).toContain('Ship the offline brain.');
  });

  it('a file cut at the limit says it was given only its beginning', async () => {
    const big = 'word '.repeat(ATTACHMENT_TEXT_MAX_CHARS / 2);
    const file = await upload(ada, 'big.txt', 'text/plain', big);
    const reply = await say(ada, 'what does it say?', { elements: [file] });
    expect(reply.text).toContain(ATTACHMENT_TEXT_MAX_CHARS.toLocaleString('en-US'));
    expect(reply.text).toContain('word word');
  });

  it('an image or a binary file is not read: it says so, by name', async () => {
    const png = await upload(ada, 'photo.png', 'image/png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]));
    const fake = await upload(ada, 'data.txt', 'text/plain', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 9]));
    const reply = await say(ada, 'what is this?', { elements: [png, fake] });
    expect(reply.text).toContain('photo.png');
    expect(reply.text).toContain('data.txt');
    expect(reply.text).not.toContain('PK');
  });

  it('an answer regenerated reads the same file again', async () => {
    const notes = await upload(ada, 'again.txt', 'text/plain', 'Remember the milk');
    const thread = await newBrainThread(ada);
    await say(ada, 'what does this say?', { elements: [notes], thread });
    const steps = (await ada.get(`/api/v1/chat/threads/${thread}/history`)).body.steps as Array<Record<string, any>>;
    const answer = steps.find((s) => s.step_type === 'ASSISTANT_MESSAGE')!;
    const again = await say(ada, '', { thread, regenerate: answer.id });
    expect(again.text).toContain('Remember the milk');
  });
});
