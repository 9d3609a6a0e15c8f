/**
 * One notification per real visitor conversation (docs/product.md §11): a conversation counts when
 * the visitor sends its first message, not when the twin's page or the embed opens it; while the
 * owner has not read it, later ones fold into it ("3 new conversations with your twin"), which then
 * speaks of its visitors as a group; one conversation says who its visitor is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered, signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let maya: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  maya = await signedUp(t, { email: 'maya@example.com', username: 'maya', display_name: 'Maya Chen' });
  await maya.request('PUT', '/api/v1/profile', { json: { public: true, bio: 'I build apps for climbers.' } });
});
afterAll(() => t.close());

/** Maya's notifications of conversations with her twin, as her bell lists them. */
const twinNotes = async () =>
  (
    (await maya.get('/api/v1/notifications?limit=50&include_read=true')).body.notifications as Array<{
      id: string;
      title: string;
      summary: string;
      is_read: boolean;
      channel: { display_name: string };
    }>
  ).filter((n) => n.channel.display_name === 'Your Twin' && /conversation/.test(n.title));

/** Opens the visitor's conversation as the twin page does (REST) or as the embed does (GraphQL). */
async function open(visitor: TestClient, via: 'page' | 'embed', fresh = false): Promise<string> {
  if (via === 'page') return (await visitor.post('/api/v1/twin/maya/threads', fresh ? { new: true } : {})).body.id;
  const res = await visitor.gql(
    'mutation ($fresh: Boolean) { startTwinChat(username: "maya", fresh: $fresh) { ... on StartChatPayload { threadId } } }',
    { fresh },
  );
  return res.data.startTwinChat.threadId;
}

describe('notifications of visitor conversations', () => {
  it('opening the page three times and chatting once is one notification', async () => {
    const visitor = t.client();
    const first = await open(visitor, 'page');
    expect(await open(visitor, 'page')).toBe(first);
    expect(await open(visitor, 'embed')).toBe(first);
    // Someone else opens the embed, and a fresh conversation, and says nothing.
    const lurker = t.client();
    await open(lurker, 'embed');
    await open(lurker, 'page', true);
    expect(await twinNotes()).toEqual([]);

    await answered(visitor, first, 'Hi! What does Maya build?');
    await answered(visitor, first, 'And where is she based?');
    expect((await twinNotes()).map((n) => [n.title, n.summary, n.is_read])).toEqual([
      ['Someone started a conversation with your twin', 'An anonymous visitor is chatting with your twin.', false],
    ]);
  });

  it('an edited first message and the owner’s own preview add none', async () => {
    const visitor = t.client();
    const thread = await open(visitor, 'page', true);
    const [asked] = await answered(visitor, thread, 'Who is Maya?');
    const edit = await visitor.raw(
      'GET',
      `/api/v1/chat/stream?thread_id=${thread}&edit_step_id=${asked.id}&input=${encodeURIComponent('Who is Maya Chen?')}`,
    );
    expect(edit.status).toBe(200);
    await edit.text();
    const preview = await open(maya, 'page');
    await answered(maya, preview, 'How do visitors see me?');
    const notes = await twinNotes();
    expect(notes.map((n) => n.title)).toEqual(['2 new conversations with your twin']);
  });

  it('repeated conversations fold into one while unread, which speaks of its visitors; once read, the next starts a new one', async () => {
    const bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
    await answered(bob, await open(bob, 'page'), 'What does Maya do?');
    const [folded] = await twinNotes();
    expect(folded).toMatchObject({
      title: '3 new conversations with your twin',
      // Two anonymous visitors and Bob, signed in: not "A signed-in visitor", the last one's wording.
      summary: 'Visitors are chatting with your twin.',
      is_read: false,
    });
    expect((await twinNotes()).filter((n) => !n.is_read)).toHaveLength(1);

    await maya.post(`/api/v1/notifications/${folded!.id}/read`);
    const carol = t.client();
    await answered(carol, await open(carol, 'embed'), 'Hello there, what is Maya working on?');
    expect((await twinNotes()).map((n) => [n.title, n.summary, n.is_read])).toEqual([
      ['Someone started a conversation with your twin', 'An anonymous visitor is chatting with your twin.', false],
      ['3 new conversations with your twin', 'Visitors are chatting with your twin.', true],
    ]);
    // The bell over GraphQL reads the same.
    const gql = await maya.gql('{ viewer { notifications(first: 50) { title summary } } }');
    expect(gql.data.viewer.notifications).toContainEqual({
      title: '3 new conversations with your twin',
      summary: 'Visitors are chatting with your twin.',
    });
  });
});
