/**
 * What a turn tells its model as data (agent/contract.ts TurnHints, `providerOptions.duet`): the
 * agent, a twin's voice and style, a private conversation's answer style and project instructions.
 * The offline brain reads them there, not from the prompt's words; a twin is never given its owner's
 * own instructions.
 */
import type { LanguageModelV4, LanguageModelV4CallOptions } from '@ai-sdk/provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatModel } from '../src/agent/contract.js';
import { LocalLanguageModel } from '../src/agent/local/local-model.js';
import { createProvider } from '../src/agent/providers.js';
import { createAgentRuntimeWith } from '../src/agent/runtime.js';
import { agentDeps, Conversation, makeUser } from './agent-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The offline brain, with every call's options kept. */
function recordingRuntime() {
  const calls: LanguageModelV4CallOptions[] = [];
  const local = new LocalLanguageModel({ chunkDelayMs: 0 });
  const model: LanguageModelV4 = {
    specificationVersion: 'v4',
    provider: local.provider,
    modelId: local.modelId,
    supportedUrls: {},
    doGenerate: (options) => (calls.push(options), local.doGenerate(options)),
    doStream: (options) => (calls.push(options), local.doStream(options)),
  };
  const chat: ChatModel = {
    key: 'local',
    name: 'duet-local',
    provider: { ...createProvider(t.config.ai), model },
    supportsTools: true,
    supportsImages: false,
    offline: true,
  };
  const runtime = createAgentRuntimeWith({
    ...agentDeps(t),
    models: { defaultChat: async () => chat, utility: async () => chat },
  });
  return { runtime, calls, hints: () => calls.map((c) => c.providerOptions?.duet) };
}

describe('a turn tells its model its agent and settings as data', () => {
  it("a twin's: who it speaks as and how it words facts, and none of the owner's own instructions", async () => {
    const owner = await makeUser(t, { displayName: 'Ada Lovelace' });
    await t.db.user.update({ where: { id: owner.id }, data: { instructionsStyle: 'Be brief.' } });
    await t.db.profile.upsert({
      where: { userId: owner.id },
      create: { userId: owner.id, public: true, twinVoice: 'first', twinStyle: 'strict', bio: 'I build looms.' },
      update: { public: true, twinVoice: 'first', twinStyle: 'strict', bio: 'I build looms.' },
    });
    const { runtime, hints } = recordingRuntime();
    const chat = await Conversation.start(t, runtime, owner.id, 'public_twin');
    await chat.send('What does she do?');

    expect(hints().length).toBeGreaterThan(1); // the tools' step, then the answer's
    for (const hint of hints()) {
      expect(hint).toEqual({ agent: 'public_twin', twin: { voice: 'first', style: 'strict' } });
    }
  });

  it("a private conversation's: the person's answer style and the project's instructions", async () => {
    const person = await makeUser(t);
    await t.db.user.update({ where: { id: person.id }, data: { instructionsStyle: 'Keep it short.' } });
    const project = await t.db.project.create({
      data: { userId: person.id, name: 'Garden', instructions: 'Answer as a gardener would.' },
    });
    const { runtime, hints } = recordingRuntime();
    const chat = await Conversation.start(t, runtime, person.id, 'private_brain');
    await t.db.thread.update({ where: { id: chat.threadId }, data: { projectId: project.id } });
    await sendInProject(chat, runtime, project.id, 'remember that I grow tomatoes');

    expect(hints().length).toBeGreaterThan(0);
    for (const hint of hints()) {
      expect(hint).toEqual({
        agent: 'private_brain',
        answerStyle: 'Keep it short.',
        projectInstructions: 'Answer as a gardener would.',
      });
    }
  });
});

/** One turn of `chat` in a project (Conversation.send sends outside projects). */
async function sendInProject(
  chat: Conversation,
  runtime: ReturnType<typeof recordingRuntime>['runtime'],
  projectId: string,
  message: string,
) {
  const step = await t.db.step.create({
    data: { threadId: chat.threadId, seq: 1, stepType: 'ASSISTANT_MESSAGE', status: 'streaming' },
  });
  const events = [];
  for await (const event of runtime.run({
    agentType: 'private_brain',
    threadId: chat.threadId,
    ownerId: chat.ownerId,
    speakerId: chat.ownerId,
    assistantStepId: step.id,
    history: [],
    summary: null,
    userMessage: message,
    files: [],
    projectId,
    signal: new AbortController().signal,
  })) {
    events.push(event);
  }
  return events;
}
