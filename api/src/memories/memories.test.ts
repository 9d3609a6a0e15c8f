import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { ownerScope, publicScope } from '../privacy/read-scope.js';
import { deleteMemory, listMemories, remember, searchMemories, setMemoryVisibility, updateMemory } from './memories.js';

let t: TestApp;
let ada: string;
let bob: string;

beforeAll(async () => {
  t = await startTestApp();
  const make = (name: string) =>
    t.db.user.create({ data: { email: `${name}@example.com`, username: name, passwordHash: 'x' } });
  ada = (await make('ada')).id;
  bob = (await make('bob')).id;
});
afterAll(async () => {
  await t.close();
});

describe('memories', () => {
  it('saves a memory with its source and provenance, private by default', async () => {
    const thread = await t.db.thread.create({ data: { userId: ada } });
    const step = await t.db.step.create({ data: { threadId: thread.id, seq: 1, stepType: 'ASSISTANT_MESSAGE' } });
    const m = await remember(t.db, {
      userId: ada,
      content: '  I   love climbing ',
      source: 'chat',
      threadId: thread.id,
      stepId: step.id,
    });
    expect(m).toMatchObject({
      userId: ada,
      content: 'I love climbing',
      visibility: 'private',
      source: 'chat',
      sourceThreadId: thread.id,
      sourceStepId: step.id,
    });
    await expect(remember(t.db, { userId: ada, content: '   ', source: 'chat' })).rejects.toBeInstanceOf(
      ValidationError,
    );
  });

  it('ranks by keyword overlap, case-insensitively, ignoring stopwords', async () => {
    await remember(t.db, { userId: ada, content: 'My sister lives in Lisbon', source: 'owner' });
    await remember(t.db, { userId: ada, content: 'I went CLIMBING in Lisbon with my sister', source: 'chat' });
    await remember(t.db, { userId: bob, content: 'I love climbing in Lisbon too', source: 'chat' });

    const both = await searchMemories(t.db, ownerScope(ada), 'Where does my sister go climbing in lisbon?');
    expect(both.map((m) => m.content)).toEqual([
      'I went CLIMBING in Lisbon with my sister',
      'My sister lives in Lisbon',
      'I love climbing',
    ]);
    expect(both.map((m) => m.score)).toEqual([3, 2, 1]);
    // "loves" and "love" meet; stopwords alone find nothing.
    expect((await searchMemories(t.db, ownerScope(ada), 'LOVES')).map((m) => m.content)).toEqual(['I love climbing']);
    expect(await searchMemories(t.db, ownerScope(ada), 'what is it that I do')).toEqual([]);
    expect(await searchMemories(t.db, ownerScope(ada), 'climbing', { limit: 1 })).toHaveLength(1);
    // Only the owner's memories.
    expect((await searchMemories(t.db, ownerScope(bob), 'sister')).length).toBe(0);
  });

  it('a public scope sees only public memories; the owner sees both', async () => {
    const m = await remember(t.db, { userId: bob, content: 'I play the cello', source: 'owner' });
    expect((await searchMemories(t.db, ownerScope(bob), 'cello')).map((x) => x.id)).toEqual([m.id]);
    expect(await searchMemories(t.db, publicScope(bob), 'cello')).toEqual([]);
    const made = await setMemoryVisibility(t.db, bob, m.id, 'public');
    expect(made.visibility).toBe('public');
    expect((await searchMemories(t.db, publicScope(bob), 'cello')).map((x) => x.id)).toEqual([m.id]);
    expect((await listMemories(t.db, ownerScope(bob), { visibility: 'public' })).map((x) => x.id)).toEqual([m.id]);
    expect((await listMemories(t.db, ownerScope(bob))).length).toBe(2);
  });

  it("is owner-scoped: another user's memory id is not found", async () => {
    const [mine] = await listMemories(t.db, ownerScope(ada), { limit: 1 });
    await expect(updateMemory(t.db, bob, mine!.id, { content: 'hijacked' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(setMemoryVisibility(t.db, bob, mine!.id, 'public')).rejects.toBeInstanceOf(NotFoundError);
    await expect(deleteMemory(t.db, bob, mine!.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await t.db.memory.findUniqueOrThrow({ where: { id: mine!.id } })).content).toBe(mine!.content);

    const changed = await updateMemory(t.db, ada, mine!.id, { content: 'I went bouldering in Porto' });
    expect(changed.content).toBe('I went bouldering in Porto');
    await expect(updateMemory(t.db, ada, mine!.id, { visibility: 'everyone' as 'public' })).rejects.toBeInstanceOf(
      ValidationError,
    );
    await deleteMemory(t.db, ada, mine!.id);
    await expect(deleteMemory(t.db, ada, mine!.id)).rejects.toBeInstanceOf(NotFoundError);
  });
});
