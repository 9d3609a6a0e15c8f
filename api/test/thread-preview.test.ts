/**
 * The sidebar's preview of a conversation is the person's own last message, not the answer's
 * (docs/decisions/first-hour.md): after an answer, in REST and GraphQL alike, and as plain text
 * (no raw `**markdown**`), also for a preview saved before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered, signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  ada = await signedUp(t);
});
afterAll(() => t.close());

describe('a conversation in the list', () => {
  it("is previewed by the person's last message once the answer is written", async () => {
    const threadId = (await ada.post('/api/v1/chat/private-brain/start')).body.thread_id as string;
    await answered(ada, threadId, 'Remember that I love climbing');
    const steps = await answered(ada, threadId, 'What do I love?');
    expect(steps.at(-1).output.length).toBeGreaterThan(0);

    const listed = ((await ada.get('/api/v1/chat/threads')).body.threads as any[]).find((x) => x.id === threadId);
    expect(listed).toMatchObject({
      first_message_preview: 'Remember that I love climbing',
      last_message_preview: 'What do I love?',
    });
    const gql = await ada.gql('{ viewer { threads(first: 5) { edges { node { databaseId lastMessagePreview } } } } }');
    const node = gql.data.viewer.threads.edges.map((e: any) => e.node).find((n: any) => n.databaseId === threadId);
    expect(node.lastMessagePreview).toBe('What do I love?');
  });

  it('reads as plain text, also when saved with Markdown marks before', async () => {
    const threadId = (await ada.post('/api/v1/chat/private-brain/start')).body.thread_id as string;
    await answered(ada, threadId, 'Plan the **Lisbon** trip: `flights` and [hotels](https://example.com)');
    const listed = async () =>
      ((await ada.get('/api/v1/chat/threads')).body.threads as any[]).find((x) => x.id === threadId);
    expect((await listed()).last_message_preview).toBe('Plan the Lisbon trip: flights and hotels');

    await t.db.thread.update({ where: { id: threadId }, data: { lastMessagePreview: '**Paris**, _then_ Rome' } });
    expect((await listed()).last_message_preview).toBe('Paris, then Rome');
    const gql = await ada.gql('{ viewer { threads(first: 5) { edges { node { databaseId lastMessagePreview } } } } }');
    const node = gql.data.viewer.threads.edges.map((e: any) => e.node).find((n: any) => n.databaseId === threadId);
    expect(node.lastMessagePreview).toBe('Paris, then Rome');
  });
});
