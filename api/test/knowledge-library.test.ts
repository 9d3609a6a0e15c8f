/**
 * The knowledge library (api/src/documents/library.ts): files uploaded many at once and links
 * added by address, each read in the background with its status; the brain answers from them and
 * names its sources, which open at the passage; the twin answers a visitor only from what the owner
 * made public, and passes the question on once it is private again; links are fetched by the one
 * safe fetcher; quotas; and nobody reaches another person's documents by any id, over GraphQL or REST.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicScope } from '../src/privacy/read-scope.js';
import { newBrainThread, brainTurn as say } from './support/brain-turns.js';
import { docx, textPdf } from './support/document-files.js';
import { answered, signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
let pages: http.Server;
let port: number;

const GUIDE = `<!doctype html><html><head><title>Climbing guide</title></head><body><main><article>
<h1>Climbing guide</h1><p>This guide covers the crags of the Frankenjura for visiting climbers.</p>
<h2>Best season</h2><p>The best season for the Frankenjura is September, when the limestone stays dry and cool.</p>
<h2>Getting there</h2><p>Trains run from Nuremberg to Pottenstein every hour; buses cover the last kilometres.</p>
</article></main></body></html>`;

beforeAll(async () => {
  pages = http.createServer((req, res) => {
    if (req.url === '/guide') return void res.writeHead(200, { 'content-type': 'text/html' }).end(GUIDE);
    if (req.url === '/to-metadata') {
      return void res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    }
    res.writeHead(404).end('not here');
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  port = (pages.address() as AddressInfo).port;
  t = await startTestApp({ FETCH_ALLOW_HOSTS: `127.0.0.1:${port}`, TWIN_QUOTA_ANON: '20' });
  ada = await signedUp(t);
  bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
  await ada.request('PUT', '/api/v1/profile', { json: { public: true, bio: 'Climber and engineer' } });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => pages.close(resolve));
});

const csrf = { 'x-duet-csrf': '1' };

async function addFiles(client: TestClient, files: Array<[string, string, Uint8Array]>) {
  const data = new FormData();
  for (const [name, type, bytes] of files) data.append('files', new File([new Uint8Array(bytes)], name, { type }));
  return client.request('POST', '/api/v1/documents', { body: data, headers: csrf });
}

/** Waits for the reading queue to finish a document (the event, not a guess at how long). */
async function read(id: string) {
  await t.app.services.reading.whenRead(id, AbortSignal.timeout(60_000));
}

const filler = (page: number) =>
  Array.from({ length: 12 }, (_, i) => `Part ${page}.${i + 1} lists the suppliers, invoices and shipping dates.`);
const OFFICE = 'The Porto workshop opens on the fourth of June beside the river.';
const handbook = () =>
  textPdf(Array.from({ length: 30 }, (_, i) => (i === 11 ? [...filler(12), OFFICE] : filler(i + 1))));

describe('files in the library', () => {
  let pdfId: string;

  it('are uploaded many at once, read in the background, and listed with their status, pages and size', async () => {
    const res = await addFiles(ada, [
      ['handbook.pdf', 'application/pdf', handbook()],
      ['notes.md', 'text/markdown', new TextEncoder().encode('# Garden\n\nThe tomatoes go in after the last frost.')],
      [
        'contract.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        docx([{ heading: 2, text: 'Payment' }, { text: 'Invoices are paid within thirty days of delivery.' }]),
      ],
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.documents).toHaveLength(3);
    for (const d of res.body.documents) expect(['queued', 'reading', 'ready']).toContain(d.status);
    for (const d of res.body.documents) await read(d.id);
    pdfId = res.body.documents.find((d: any) => d.name === 'handbook.pdf').id;

    const list = await ada.get('/api/v1/documents');
    const byName = Object.fromEntries(list.body.documents.map((d: any) => [d.name, d]));
    expect(byName['handbook.pdf']).toMatchObject({ status: 'ready', pages: 30, kind: 'pdf', visibility: 'private' });
    expect(byName['notes.md']).toMatchObject({ status: 'ready', kind: 'markdown' });
    expect(byName['contract.docx']).toMatchObject({ status: 'ready', kind: 'docx' });
    expect(byName['handbook.pdf'].bytes).toBeGreaterThan(1000);
    expect(list.body.quota).toMatchObject({ documents: 3, max_documents: 500 });
    expect(list.body.quota.passages).toBeGreaterThan(3);

    const gql = await ada.gql(
      '{ viewer { documentsConnection(first: 10) { edges { node { name status pages kind } } } libraryQuota { documents passages } } }',
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data.viewer.documentsConnection.edges.map((e: any) => e.node.name).sort()).toEqual([
      'contract.docx',
      'handbook.pdf',
      'notes.md',
    ]);
    expect(gql.data.viewer.libraryQuota.documents).toBe(3);
  });

  it('answer the brain with the page, and the answer lists its source, which opens at the passage', async () => {
    const thread = await newBrainThread(ada);
    const reply = await say(ada, 'When does the Porto workshop open?', { thread });
    expect(reply.tools).toContain('search_documents');
    expect(reply.text).toMatch(/page 12/i);
    expect(reply.text).toContain('fourth of June');

    const history = await ada.get(`/api/v1/chat/threads/${thread}/history`);
    const answer = history.body.steps.at(-1);
    expect(answer.sources[0]).toMatchObject({ document_id: pdfId, title: 'handbook.pdf', where: 'page 12' });
    expect(answer.sources[0].href).toMatch(new RegExp(`^/knowledge/documents/${pdfId}\\?passage=`));

    const gql = await ada.gql(
      `query ($id: ID!) { thread(id: $id) { history(first: 10) { edges { node { sources { documentId title where href } } } } } }`,
      { id: thread },
    );
    expect(gql.errors).toBeUndefined();
    const sources = gql.data.thread.history.edges.flatMap((e: any) => e.node.sources);
    expect(sources).toContainEqual(expect.objectContaining({ documentId: pdfId, where: 'page 12' }));

    // The reader the source opens: the passage is there, with its page.
    const passageId = new URL(answer.sources[0].href, 'http://x').searchParams.get('passage');
    const doc = await ada.get(`/api/v1/documents/${pdfId}?passages=true`);
    expect(doc.body.passages.find((p: any) => p.id === passageId)).toMatchObject({ page: 12 });
    expect(doc.body.passages.find((p: any) => p.id === passageId).text).toContain('Porto workshop');
  });

  it('are searched by name, read again on asking, and deleted with their passages, freeing the quota', async () => {
    const found = await ada.get('/api/v1/documents?q=hand');
    expect(found.body.documents.map((d: any) => d.name)).toEqual(['handbook.pdf']);

    const again = await ada.post(`/api/v1/documents/${pdfId}/reread`);
    expect(again.status).toBe(200);
    await read(pdfId);
    expect((await ada.get(`/api/v1/documents/${pdfId}`)).body.document.status).toBe('ready');

    const before = (await ada.get('/api/v1/documents/quota')).body;
    const deleted = await ada.gql('mutation ($id: ID!) { deleteDocument(id: $id) { ... on Deleted { id } } }', {
      id: pdfId,
    });
    expect(deleted.errors).toBeUndefined();
    const after = (await ada.get('/api/v1/documents/quota')).body;
    expect(after.documents).toBe(before.documents - 1);
    expect(after.passages).toBeLessThan(before.passages);
    expect(after.bytes).toBeLessThan(before.bytes);
    expect(await t.db.documentChunk.count({ where: { documentId: pdfId } })).toBe(0);
    expect((await ada.get(`/api/v1/documents/${pdfId}`)).status).toBe(404);
  });

  it('that cannot be read say why, and the rest of the library works', async () => {
    const res = await addFiles(ada, [
      ['broken.pdf', 'application/pdf', new TextEncoder().encode('%PDF-1.7 not really')],
    ]);
    const id = res.body.documents[0].id;
    await read(id);
    const doc = (await ada.get(`/api/v1/documents/${id}`)).body.document;
    expect(doc.status).toBe('failed');
    expect(doc.failure).toMatch(/damaged|could not be read/i);
    expect((await ada.get('/api/v1/documents')).status).toBe(200);
    expect((await say(ada, 'When do the tomatoes go in?')).text).toMatch(/last frost/);
  });
});

describe('links', () => {
  it('are fetched by the safe fetcher and read as pages, with their sections', async () => {
    const res = await ada.post('/api/v1/documents/links', { url: `http://127.0.0.1:${port}/guide` });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await read(res.body.document.id);
    const doc = (await ada.get(`/api/v1/documents/${res.body.document.id}`)).body.document;
    expect(doc).toMatchObject({ status: 'ready', kind: 'html', title: 'Climbing guide' });
    const reply = await say(ada, 'What is the best season for the Frankenjura?');
    expect(reply.text).toContain('September');
    expect(reply.text).toMatch(/Best season/);
  });

  it.each([
    ['loopback', 'http://127.0.0.1/'],
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['IPv4-mapped IPv6', 'http://[::ffff:7f00:1]/'],
    ['a decimal address', 'http://2130706433/'],
    ['another port on an allowed host', `http://127.0.0.1:${1}/`],
  ])('to %s are refused at once with a clear message', async (_what, url) => {
    const before = await t.db.document.count();
    const rest = await ada.post('/api/v1/documents/links', { url });
    expect(rest.status).toBe(400);
    expect(JSON.stringify(rest.body)).toMatch(/private network|usual ports/i);
    const gql = await ada.gql(
      'mutation ($url: String!) { addLink(url: $url) { __typename ... on ValidationError { message } } }',
      { url },
    );
    expect(gql.data.addLink.__typename).toBe('ValidationError');
    expect(await t.db.document.count()).toBe(before);
  });

  it('that redirect to a private address fail with the reason', async () => {
    const res = await ada.post('/api/v1/documents/links', { url: `http://127.0.0.1:${port}/to-metadata` });
    expect(res.status).toBe(201);
    await read(res.body.document.id);
    const doc = (await ada.get(`/api/v1/documents/${res.body.document.id}`)).body.document;
    expect(doc.status).toBe('failed');
    expect(doc.failure).toMatch(/private network/i);
  });
});

describe('the twin', () => {
  it('answers a visitor from a public document with "Based on" it, and passes the question on once it is private', async () => {
    const guide = (await ada.get('/api/v1/documents?q=guide')).body.documents[0];
    const question = 'Which trains run to Pottenstein?';
    const visitor = t.client();
    const thread = async () => (await visitor.post('/api/v1/twin/ada/threads', { new: true })).body.id as string;

    // Private: the twin does not know, and passes it on.
    let steps = await answered(visitor, await thread(), question);
    expect(steps.at(-1).output).not.toContain('Nuremberg');

    const shown = await ada.gql(
      'mutation ($id: ID!) { setDocumentVisibility(id: $id, visibility: public) { ... on LibraryDocument { visibility } } }',
      { id: guide.id },
    );
    expect(shown.data.setDocumentVisibility.visibility).toBe('public');
    const publicThread = await thread();
    steps = await answered(visitor, publicThread, question);
    expect(steps.at(-1).output).toContain('Nuremberg');
    const history = await visitor.get(`/api/v1/chat/threads/${publicThread}/history`);
    expect(history.body.steps.at(-1).sources).toEqual([
      expect.objectContaining({ title: 'Climbing guide', href: `http://127.0.0.1:${port}/guide`, public: true }),
    ]);

    // By meaning too, through the vector index: the guide's passages are public ones now, and private again below.
    await t.app.services.recall.drain();
    const adaId = (await t.db.user.findUniqueOrThrow({ where: { username: 'ada' } })).id;
    const byMeaning = async () => {
      const vector = await t.app.services.recall.embedQuery(question);
      const hits = await t.app.services.recall.chunksByMeaning(publicScope(adaId), vector!, { limit: 5 });
      return t.db.documentChunk.count({ where: { id: { in: hits.map((h) => h.id) }, documentId: guide.id } });
    };
    expect(await byMeaning()).toBeGreaterThan(0);

    await ada.request('PATCH', `/api/v1/documents/${guide.id}`, { json: { visibility: 'private' } });
    expect(await byMeaning()).toBe(0);
    steps = await answered(visitor, await thread(), question);
    expect(steps.at(-1).output).not.toContain('Nuremberg');
    expect((await visitor.get(`/api/v1/chat/threads/${publicThread}/history`)).body.steps.at(-1).sources).toEqual([]);
    const asked = await ada.gql('{ viewer { twinQuestions { question } } }');
    expect(asked.data.viewer.twinQuestions).toContainEqual({ question });
  });
});

describe("another person's documents", () => {
  it('are not found by any id, over REST or GraphQL, and are left as they were', async () => {
    const doc = (await ada.get('/api/v1/documents')).body.documents[0];
    for (const [method, path, json] of [
      ['GET', `/api/v1/documents/${doc.id}`, undefined],
      ['GET', `/api/v1/documents/${doc.id}?passages=true`, undefined],
      ['POST', `/api/v1/documents/${doc.id}/reread`, undefined],
      ['PATCH', `/api/v1/documents/${doc.id}`, { visibility: 'public' }],
      ['DELETE', `/api/v1/documents/${doc.id}`, undefined],
      ['GET', `/api/v1/twin/ada/documents/${doc.id}`, undefined],
    ] as const) {
      const res = await bob.request(method, path, json ? { json } : {});
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const gql = await bob.gql(
      `query ($id: ID!) { viewer { document(id: $id) { id } } publicDocument(username: "ada", id: $id) { id } }`,
      { id: doc.id },
    );
    expect(gql.data).toEqual({ viewer: { document: null }, publicDocument: null });
    for (const mutation of [
      'rereadDocument(id: $id) { __typename }',
      'setDocumentVisibility(id: $id, visibility: public) { __typename }',
      'deleteDocument(id: $id) { __typename }',
    ]) {
      const res = await bob.gql(`mutation ($id: ID!) { ${mutation} }`, { id: doc.id });
      expect(JSON.stringify(res.data)).toContain('NotFoundError');
    }
    expect((await ada.get(`/api/v1/documents/${doc.id}`)).body.document).toMatchObject({
      status: doc.status,
      visibility: doc.visibility,
    });
    // Signed out: nothing at all.
    expect((await t.client().get('/api/v1/documents')).status).toBe(401);
  });
});

describe('quotas', () => {
  it('refuse a document past the limit with a clear message, and keep nothing', async () => {
    const small = await startTestApp({ DOCUMENTS_MAX_PER_USER: '1' });
    try {
      const eve = await signedUp(small, { email: 'eve@example.com', username: 'eve' });
      const file = (name: string): [string, string, Uint8Array] => [name, 'text/plain', new TextEncoder().encode('hi')];
      expect((await addFiles(eve, [file('one.txt')])).status).toBe(201);
      const refused = await addFiles(eve, [file('two.txt')]);
      expect(refused.status).toBe(409);
      expect(JSON.stringify(refused.body)).toMatch(/holds 1 of 1 documents/);
      expect(await small.db.upload.count({ where: { originalName: 'two.txt' } })).toBe(0);
    } finally {
      await small.close();
    }
  });
});
