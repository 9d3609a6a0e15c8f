/**
 * PDF and Word files attached in a chat are read for the brain (api/src/documents/): read in the
 * background after the upload, waited for when a message carries them, and given to the model with
 * their pages or sections marked. The offline brain quotes the passage that answers a question
 * with where it is; a file it could not read says why, on its card and in the answer, and the rest
 * goes on working. The queue is the table: a read a crash left half-way is taken over, and one
 * that keeps failing is given up with a reason. Real files, made by the tests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAVE_UP, MAX_ATTEMPTS } from '../src/documents/reading-queue.js';
import { brainTurn as say, newBrainThread } from './support/brain-turns.js';
import { docx, imageOnlyPdf, textPdf } from './support/document-files.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  ada = await signedUp(t);
  bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
});
afterAll(() => t.close());

async function upload(client: TestClient, name: string, type: string, content: Uint8Array) {
  const data = new FormData();
  data.append('files', new File([new Uint8Array(content)], name, { type }));
  const res = await client.request('POST', '/api/v1/upload/files', { body: data, headers: { 'x-duet-csrf': '1' } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.files[0] as { id: string; document: { status: string } | null; element: Record<string, unknown> };
}

/** A page of a report about everything but the office: words enough that 30 pages outgrow the prompt. */
const filler = (page: number) =>
  Array.from(
    { length: 14 },
    (_, i) => `Section ${page}.${i + 1} reviews quarterly budgets, hiring plans and supplier contracts in detail.`,
  );
const OFFICE = 'The Lisbon office opens on the ninth of March at the old tram depot.';
const report = () =>
  textPdf(Array.from({ length: 30 }, (_, i) => (i === 11 ? [...filler(12), OFFICE] : filler(i + 1))));

async function documentOf(client: TestClient, uploadId: string) {
  return client.get(`/api/v1/upload/files/${uploadId}/document`);
}

describe('a PDF attached in a chat', () => {
  it('is read in the background and answered from the right page, which the answer names', async () => {
    const pdf = await upload(ada, 'report.pdf', 'application/pdf', report());
    expect(['queued', 'reading', 'ready']).toContain(pdf.document?.status);

    const thread = await newBrainThread(ada);
    const reply = await say(ada, 'When does the Lisbon office open?', { elements: [pdf.element], thread });
    expect(reply.text).toMatch(/page 12/i);
    expect(reply.text).toContain('ninth of March');
    // Its source: the attached file at page 12, opening the reader at that passage.
    const answer = (await ada.get(`/api/v1/chat/threads/${thread}/history`)).body.steps.at(-1);
    expect(answer.sources).toEqual([
      expect.objectContaining({
        title: 'report.pdf',
        where: 'page 12',
        href: expect.stringMatching(/^\/knowledge\/documents\/.+\?passage=/),
      }),
    ]);

    expect((await documentOf(ada, pdf.id)).body).toEqual({ status: 'ready', pages: 30, failure: null });
    // Someone else's file: not found, whatever its state.
    expect((await documentOf(bob, pdf.id)).status).toBe(404);
  });

  it('shows on its card, over GraphQL, how many pages were read', async () => {
    const pdf = await upload(
      ada,
      'minutes.pdf',
      'application/pdf',
      textPdf([['Minutes of the board.'], ['Next meeting in May.']]),
    );
    const thread = await newBrainThread(ada);
    await say(ada, 'Here are the minutes', { elements: [pdf.element], thread });
    const res = await ada.gql(
      `query ($id: ID!) { thread(id: $id) { history(first: 10) { edges { node { elements { name document { status pages failure } } } } } } }`,
      { id: thread },
    );
    expect(res.errors).toBeUndefined();
    const elements = res.data.thread.history.edges.flatMap((e: any) => e.node.elements);
    expect(elements).toContainEqual({ name: 'minutes.pdf', document: { status: 'ready', pages: 2, failure: null } });
  });
});

describe('files that cannot be read', () => {
  it('a scanned PDF says why on its card and in the answer; a text file beside it is still read', async () => {
    const scan = await upload(ada, 'scan.pdf', 'application/pdf', imageOnlyPdf(2));
    const notes = await upload(ada, 'notes.txt', 'text/plain', new TextEncoder().encode('Buy lemons on Friday.'));
    const reply = await say(ada, 'What do these files say?', { elements: [scan.element, notes.element] });
    expect(reply.text).toContain('OCR is not supported yet');
    expect(reply.text).toContain('Buy lemons on Friday.');
    const reading = (await documentOf(ada, scan.id)).body;
    expect(reading).toMatchObject({ status: 'failed', failure: expect.stringContaining('OCR is not supported yet') });
  });
});

describe('a Word document', () => {
  it('is answered from the section that holds the answer', async () => {
    const file = docx([
      { heading: 1, text: 'Travel policy' },
      { text: 'Book trains for trips under four hours.' },
      { heading: 2, text: 'Meals' },
      { text: 'Dinner is reimbursed up to forty euros a night.' },
    ]);
    const word = await upload(
      ada,
      'policy.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      file,
    );
    const reply = await say(ada, 'How much dinner is reimbursed?', { elements: [word.element] });
    expect(reply.text).toContain('forty euros');
    expect(reply.text).toContain('Meals');
  });
});

describe('the reading queue', () => {
  it('takes over a read a crash left half-way, and gives up on one that keeps failing, with a reason', async () => {
    const services = t.app.services;
    const a = await upload(ada, 'crashed.pdf', 'application/pdf', textPdf([['Left half-read by a crash.']]));
    const b = await upload(ada, 'cursed.pdf', 'application/pdf', textPdf([['Never finished.']]));
    const stillThere = await say(ada, 'Hello', { elements: [a.element, b.element] });
    expect(stillThere.text).toBeTruthy();
    // As a process that died mid-read leaves them: reading, with a lease that ran out.
    const past = new Date(Date.now() - 1000);
    await t.db.document.update({
      where: { uploadId: a.id },
      data: { status: 'reading', leaseUntil: past, attempts: 1 },
    });
    await t.db.document.update({
      where: { uploadId: b.id },
      data: { status: 'reading', leaseUntil: past, attempts: MAX_ATTEMPTS },
    });
    // Waits on the reads themselves (whichever round of the queue does them), not on time.
    for (const uploadId of [a.id, b.id]) {
      const { id } = await t.db.document.findUniqueOrThrow({ where: { uploadId } });
      await services.reading.whenRead(id, new AbortController().signal);
    }
    expect((await documentOf(ada, a.id)).body).toEqual({ status: 'ready', pages: 1, failure: null });
    expect((await documentOf(ada, b.id)).body).toEqual({ status: 'failed', pages: null, failure: GAVE_UP });
  });
});
