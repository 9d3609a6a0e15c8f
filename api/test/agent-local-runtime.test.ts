/**
 * The agent runtime with the local provider on a real database: memories,
 * profile, threads, Profile Pal onboarding, the testing agent, compaction and abort.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentRuntime, createAgentRuntimeWith } from '../src/agent/runtime.js';
import { NOT_TOLD_YET } from '../src/agent/offline-brain.js';
import { PROFILE_STEPS } from '../src/onboarding/profile-steps.js';
import { agentDeps, collect, Conversation, makeUser, ofType, textOf } from './agent-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const question = (field: string) => PROFILE_STEPS.find((s) => s.field === field)!.question;

describe('private brain (local provider)', () => {
  it('remembers a fact with provenance, then answers from it in another thread', async () => {
    const runtime = createAgentRuntime(agentDeps(t));
    expect(runtime.modelName).toBe('duet-local');
    const user = await makeUser(t);
    const first = await Conversation.start(t, runtime, user.id, 'private_brain');
    const saved = await first.send('remember that I love climbing');

    // Each model step also tells its tokens (estimated: the offline brain reports none).
    const shown = saved.events.filter((e) => e.type !== 'usage');
    expect(shown.map((e) => e.type)).toEqual([
      'token_info',
      'tool_called',
      'tool_output',
      ...shown.slice(3).map(() => 'text_delta'),
    ]);
    expect(ofType(saved.events, 'usage').length).toBeGreaterThan(0);
    expect(ofType(saved.events, 'usage').every((u) => u.estimated && u.inputTokens > 0)).toBe(true);
    const [called] = ofType(saved.events, 'tool_called');
    expect(called).toMatchObject({
      name: 'remember',
      displayName: 'Saving a memory',
      args: { content: 'I love climbing' },
    });
    const [output] = ofType(saved.events, 'tool_output');
    expect(output).toMatchObject({ id: called!.id, name: 'remember', isError: false, output: { saved: true } });
    expect(output!.durationMs).toEqual(expect.any(Number));
    expect(output!.durationMs).toBeLessThan(60_000); // a duration in milliseconds, not a timestamp
    expect(saved.text).toContain('climbing');
    expect(ofType(saved.events, 'text_delta').length).toBeGreaterThan(1);

    const memories = await t.db.memory.findMany({ where: { userId: user.id } });
    expect(memories).toHaveLength(1);
    expect(memories[0]).toMatchObject({
      content: 'I love climbing',
      visibility: 'private',
      source: 'chat',
      sourceThreadId: first.threadId,
      sourceStepId: saved.assistantStepId,
    });

    const second = await Conversation.start(t, runtime, user.id, 'private_brain');
    const asked = await second.send('what do I love?');
    const [search] = ofType(asked.events, 'tool_called');
    expect(search).toMatchObject({
      name: 'search_memories',
      displayName: 'Searching memories',
      args: { query: 'love' },
    });
    expect(ofType(asked.events, 'tool_output')[0]!.output).toMatchObject({ count: 1 });
    expect(asked.text).toContain('climbing');

    // Deterministic: the same question gives the same answer.
    expect((await second.send('what do I love?')).text).toBe(asked.text);
  });

  it("says it doesn't know, and never reads another user's memories", async () => {
    const runtime = createAgentRuntime(agentDeps(t));
    const owner = await makeUser(t);
    const other = await makeUser(t);
    await (await Conversation.start(t, runtime, other.id, 'private_brain')).send('remember: I love sailing');

    const chat = await Conversation.start(t, runtime, owner.id, 'private_brain');
    const unknown = await chat.send('What is my favourite colour?');
    expect(ofType(unknown.events, 'tool_called')[0]).toMatchObject({ name: 'search_memories' });
    expect(ofType(unknown.events, 'tool_output')[0]!.output).toMatchObject({ count: 0 });
    // The local provider's own "don't know" (whatever its words), and nothing of the other user's.
    expect(unknown.text).toBe(NOT_TOLD_YET);
    const love = await chat.send('what do I love?');
    expect(ofType(love.events, 'tool_output')[0]!.output).toMatchObject({ count: 0 });
    expect(love.text).toBe(NOT_TOLD_YET);
    expect(love.text).not.toContain('sailing');
  });

  it('keeps only the sentence asked to be remembered, and answers what follows it as its own request', async () => {
    const runtime = createAgentRuntime(agentDeps(t));
    const user = await makeUser(t);
    const chat = await Conversation.start(t, runtime, user.id, 'private_brain');
    const both = await chat.send(
      'Remember that my favourite colour is teal. Then write me a packing list for a weekend.',
    );
    const memories = await t.db.memory.findMany({ where: { userId: user.id } });
    expect(memories.map((m) => m.content)).toEqual(['my favourite colour is teal']);
    expect(both.text).toContain('teal');
    // The request is not taken for part of the fact, nor answered as if it were done.
    expect(both.text).not.toMatch(/packing list for a weekend/i);
    expect(both.text).toMatch(/\b(?:can't|cannot)\b/i);
  });

  it('reports a failing tool as an error output and says so', async () => {
    const runtime = createAgentRuntime(agentDeps(t));
    const user = await makeUser(t);
    const chat = await Conversation.start(t, runtime, user.id, 'private_brain');
    // One sentence longer than a memory may be: saving it fails.
    const failed = await chat.send(`remember that ${'I talk a lot, '.repeat(200)}`);
    const [output] = ofType(failed.events, 'tool_output');
    expect(output).toMatchObject({ name: 'remember', isError: true });
    // It says that saving failed (the word the person would look for), and confirms nothing.
    expect(failed.text).toMatch(/\bsav(?:e|ed|ing)\b/i);
    expect(failed.text).not.toContain('talk a lot');
    expect(await t.db.memory.count({ where: { userId: user.id } })).toBe(0);
  });

  it('answers about the user from their profile and finds earlier chats', async () => {
    const runtime = createAgentRuntime(agentDeps(t));
    const user = await makeUser(t, { displayName: 'Grace Hopper' });
    await t.db.profile.create({ data: { userId: user.id, bio: 'I write compilers.', interests: ['navy', 'cobol'] } });
    await Conversation.start(t, runtime, user.id, 'private_brain', 'Climbing trip to Fontainebleau');

    const chat = await Conversation.start(t, runtime, user.id, 'private_brain');
    const me = await chat.send('Who am I?');
    expect(ofType(me.events, 'tool_called').map((e) => e.name)).toEqual(['get_profile']);
    expect(me.text).toContain('Grace Hopper');
    expect(me.text).toContain('compilers');
    expect(me.text).toMatch(/navy.*cobol/);

    const found = await chat.send('Did we talk about climbing?');
    expect(ofType(found.events, 'tool_called')[0]).toMatchObject({
      name: 'search_conversations',
      args: { query: 'climbing' },
    });
    expect(ofType(found.events, 'tool_output')[0]!.output).toMatchObject({ count: 1 });
    expect(found.text).toContain('Climbing trip to Fontainebleau');

    const none = await chat.send('Did we talk about kayaks?');
    expect(ofType(none.events, 'tool_output')[0]!.output).toMatchObject({ count: 0, conversations: [] });
    expect(none.text).not.toContain('Fontainebleau');
  });
});

describe('Profile Pal (local provider)', () => {
  it('fills the profile one question at a time, and the first answer lets the user through', async () => {
    const runtime = createAgentRuntime(agentDeps(t));
    const user = await makeUser(t, { displayName: null });
    const pal = await Conversation.start(t, runtime, user.id, 'profile_pal');

    const hello = await pal.send('hi');
    expect(ofType(hello.events, 'tool_called').map((e) => e.name)).toEqual(['get_profile']);
    expect(hello.text).toContain(question('displayName'));

    const name = await pal.send('My name is grace hopper');
    expect(ofType(name.events, 'tool_called')[0]).toMatchObject({
      name: 'update_profile',
      args: { displayName: 'Grace Hopper' },
    });
    expect(name.text).toContain('Grace Hopper');
    expect(name.text).toContain('You can start chatting with your private brain now.');
    expect(name.text).toContain(question('bio'));
    expect(ofType(name.events, 'tool_output')[0]!.output).toMatchObject({ onboarded: true, onboardedNow: true });

    const unclear = await pal.send('hi');
    expect(unclear.text).toContain(question('bio'));

    const bio = await pal.send('Computer scientist who builds compilers.');
    expect(bio.text).toContain(question('interests'));

    const interests = await pal.send('sailing, COBOL and teaching');
    expect(ofType(interests.events, 'tool_called')[0]).toMatchObject({
      name: 'update_profile',
      args: { interests: ['sailing', 'COBOL', 'teaching'] },
    });
    expect(ofType(interests.events, 'tool_output')[0]!.output).toMatchObject({
      onboarded: true,
      onboardedNow: false,
      publicBasicsNow: true,
    });
    expect(interests.text).toContain(question('location'));

    // Skipped: the skip is kept, nothing else saved, the next question.
    const skipped = await pal.send('skip');
    expect(ofType(skipped.events, 'tool_called')).toMatchObject([
      { name: 'skip_question', args: { field: 'location' } },
    ]);
    expect(skipped.text).not.toContain(question('location'));
    expect(skipped.text).toContain(question('skills'));

    // Done: no more greetings, and no questions already let go.
    const asked = PROFILE_STEPS.map((s) => s.question);
    const done = await pal.send("I'd rather not say");
    expect(ofType(done.events, 'tool_called')).toMatchObject([{ name: 'skip_question', args: { field: 'skills' } }]);
    expect(asked.filter((q) => done.text.includes(q))).toEqual([]);
    const thanks = await pal.send('thanks!');
    expect(thanks.text).not.toContain("I'm Profile Pal");
    expect(asked.filter((q) => thanks.text.includes(q))).toEqual([]);

    const saved = await t.db.user.findUniqueOrThrow({ where: { id: user.id }, include: { profile: true } });
    expect(saved.isOnboarded).toBe(true);
    expect(saved.displayName).toBe('Grace Hopper');
    expect(saved.profile).toMatchObject({
      bio: 'Computer scientist who builds compilers.',
      interests: ['sailing', 'COBOL', 'teaching'],
      location: null,
      profilePalSkipped: ['location', 'skills'],
    });

    // After "all set", what the person says about themselves is still saved, by its kind.
    const moved = await pal.send('Actually I live in Arlington now.');
    expect(ofType(moved.events, 'tool_called')).toMatchObject([
      { name: 'update_profile', args: { location: 'Arlington' } },
    ]);
    const more = await pal.send("I'm also into knitting. I'm good at debugging and teaching");
    expect(ofType(more.events, 'tool_called')).toMatchObject([
      { name: 'update_profile', args: { interests: ['knitting'], skills: ['debugging', 'teaching'] } },
    ]);
    expect(asked.filter((q) => more.text.includes(q))).toEqual([]);
    const after = await t.db.profile.findUniqueOrThrow({ where: { userId: user.id } });
    expect(after).toMatchObject({
      location: 'Arlington',
      interests: ['sailing', 'COBOL', 'teaching', 'knitting'],
      skills: ['debugging', 'teaching'],
    });
    // Small talk saves nothing.
    const bye = await pal.send('thanks!');
    expect(ofType(bye.events, 'tool_called').map((e) => e.name)).toEqual(['get_profile']);
  });

  it('a skipped question lets the user through and does not come back', async () => {
    const runtime = createAgentRuntime(agentDeps(t));
    const user = await makeUser(t, { displayName: 'Maya' });
    const pal = await Conversation.start(t, runtime, user.id, 'profile_pal');
    await pal.send('hello');
    const skipped = await pal.send('skip');
    expect(ofType(skipped.events, 'tool_called')).toMatchObject([{ name: 'skip_question', args: { field: 'bio' } }]);
    expect(skipped.text).toContain(question('interests'));
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).isOnboarded).toBe(true);
    // An answer of another kind is saved as what it is, and the question stays.
    const elsewhere = await pal.send('I live in Lisbon');
    expect(ofType(elsewhere.events, 'tool_called')).toMatchObject([{ args: { location: 'Lisbon' } }]);
    expect(elsewhere.text).toContain(question('interests'));
    await pal.send('typography, sourdough');
    const skills = await pal.send('pass');
    // Nothing else to ask: none is needed, so the skipped line does not come back as a demand.
    expect(skills.text).not.toContain(question('bio'));
    expect(skills.text).not.toContain('before you can start chatting');
    const saved = await t.db.user.findUniqueOrThrow({ where: { id: user.id }, include: { profile: true } });
    expect(saved.profile).toMatchObject({
      bio: null,
      location: 'Lisbon',
      interests: ['typography', 'sourdough'],
    });
  });
});

describe('other agents', () => {
  it('the testing agent echoes through a tool', async () => {
    const runtime = createAgentRuntime(agentDeps(t));
    const user = await makeUser(t);
    const chat = await Conversation.start(t, runtime, user.id, 'testing');
    const echoed = await chat.send('ping 123');
    expect(ofType(echoed.events, 'tool_called')[0]).toMatchObject({ name: 'echo', args: { text: 'ping 123' } });
    expect(echoed.text).toBe('Echo: ping 123');
    const time = await chat.send('what time is it?');
    expect(ofType(time.events, 'tool_called')[0]).toMatchObject({ name: 'get_time', displayName: 'Checking the time' });
    expect(time.text).toMatch(/^The server time is \d{4}-\d\d-\d\dT/);
  });

  it('a twin of a profile that is not public has nothing to say (twins: see agent-twin*.test.ts)', async () => {
    const runtime = createAgentRuntime(agentDeps(t));
    const user = await makeUser(t);
    const chat = await Conversation.start(t, runtime, user.id, 'public_twin');
    const hello = await chat.send('hello');
    expect(ofType(hello.events, 'tool_called').map((e) => e.name)).toEqual(['get_public_profile']);
    // What a client can tell: the profile tool found no twin, and nothing was passed on or looked up.
    expect(ofType(hello.events, 'tool_output')[0]!.output).toEqual({ available: false, profile: null });
    expect(hello.text).not.toBe('');
  });
});

describe('context budget and abort', () => {
  it('compacts the older history above the budget and keeps the recent messages', async () => {
    const small = await startTestApp({ AI_CONTEXT_TOKENS: '256' });
    try {
      const runtime = createAgentRuntime(agentDeps(small));
      const user = await makeUser(small);
      const chat = await Conversation.start(small, runtime, user.id, 'private_brain');
      const quiet = await chat.send('remember that I love climbing');
      expect(ofType(quiet.events, 'compacting_started')).toHaveLength(0);

      for (let i = 1; i <= 4; i++) {
        chat.history.push({
          role: 'user',
          content: `Story ${i}. ${'The trip went on and on. '.repeat(8)}`,
          seq: 100 + 2 * i,
        });
        chat.history.push({
          role: 'assistant',
          content: `Noted ${i}. ${'Sounds lovely indeed. '.repeat(8)}`,
          seq: 101 + 2 * i,
        });
      }
      const before = chat.history.length;
      const turn = await chat.send('what do I love?');
      const types = turn.events.map((e) => e.type);
      expect(types.slice(0, 3)).toEqual(['compacting_started', 'compacting_completed', 'token_info']);
      const [done] = ofType(turn.events, 'compacting_completed');
      expect(done!.summary).toContain('User: remember that I love climbing');
      expect(done!.summary).toContain('User: Story 1.');
      expect(done!.summary.length).toBeLessThanOrEqual(256);
      // The newest messages that fit half the budget stay verbatim.
      expect(done!.uptoSeq).toBe(107);
      expect(chat.history.map((m) => m.seq).slice(0, 2)).toEqual([108, 109]);
      expect(chat.history.length).toBeLessThan(before + 2);
      const [info] = ofType(turn.events, 'token_info');
      expect(info!.messageCount).toBe(3);
      expect(info!.estimatedTokens).toBe(Math.ceil(info!.totalChars / 4));
      expect(turn.text).toContain('climbing');
    } finally {
      await small.close();
    }
  });

  it('stops promptly when the turn is aborted', async () => {
    const runtime = createAgentRuntimeWith(agentDeps(t), { local: { chunkDelayMs: 40, wordsPerChunk: 1 } });
    const user = await makeUser(t);
    const chat = await Conversation.start(t, runtime, user.id, 'testing');
    const full = (await chat.send('one two three four five six seven eight nine ten')).text;

    const controller = new AbortController();
    const started = Date.now();
    const events = [];
    for await (const event of runtime.run({
      agentType: 'testing',
      threadId: chat.threadId,
      ownerId: user.id,
      speakerId: user.id,
      assistantStepId: (
        await t.db.step.findFirstOrThrow({ where: { threadId: chat.threadId, stepType: 'ASSISTANT_MESSAGE' } })
      ).id,
      history: [],
      summary: null,
      userMessage: 'one two three four five six seven eight nine ten',
      files: [],
      signal: controller.signal,
    })) {
      events.push(event);
      if (event.type === 'text_delta') controller.abort();
    }
    expect(ofType(events, 'text_delta')).toHaveLength(1);
    expect(textOf(events).length).toBeLessThan(full.length);
    expect(Date.now() - started).toBeLessThan(full.split(' ').length * 40);

    const aborted = new AbortController();
    aborted.abort();
    const none = await collect(
      runtime.run({
        agentType: 'testing',
        threadId: chat.threadId,
        ownerId: user.id,
        speakerId: user.id,
        assistantStepId: 'x',
        history: [],
        summary: null,
        userMessage: 'hi',
        files: [],
        signal: aborted.signal,
      }),
    );
    expect(none).toEqual([]);
  });
});
