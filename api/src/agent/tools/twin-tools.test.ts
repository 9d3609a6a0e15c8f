/**
 * The twin's privacy boundary, pinned: exactly three tools, built from the
 * TwinAccess and the turn's ids only, never touching the database.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AgentDeps, AgentTurn } from '../contract.js';
import type { PublicProfileView, TwinAccess } from '../ports.js';
import { isAgentAvailable, toolsFor } from './tool-set.js';
import { toolLabel } from './tool-context.js';
import { TWIN_TOOL_FAILED, TWIN_TOOL_NAMES, twinProfileView, twinToolSet } from './twin-tools.js';

const PROFILE: PublicProfileView = {
  username: 'ada',
  display_name: 'Ada Lovelace',
  title: 'Mathematician',
  avatar_url: null,
  bio: 'I write programs for engines.',
  interests: ['climbing'],
  location: 'London',
  achievements: [],
  posts: [{ title: 'Notes', content: 'On the engine' }],
  photos: [],
  skills: ['maths'],
  projects: [{ title: 'Engine', description: null }],
  twin_metadata: { section_visibility: {} },
};

function fakeAccess() {
  const calls: Array<[string, unknown[]]> = [];
  const access: TwinAccess = {
    publicProfile: async (...args) => {
      calls.push(['publicProfile', args]);
      return PROFILE;
    },
    speaking: async (...args) => {
      calls.push(['speaking', args]);
      return { style: 'adaptive', voice: 'third' };
    },
    searchPublicMemories: async (...args) => {
      calls.push(['searchPublicMemories', args]);
      return [{ id: 'm1', content: 'I love climbing' }];
    },
    searchPublicDocuments: async (...args) => {
      calls.push(['searchPublicDocuments', args]);
      return [
        { chunkId: 'c1', documentId: 'd1', title: 'Engine notes', where: 'page 2', text: 'The engine runs on steam.' },
      ];
    },
    askOwner: async (...args) => {
      calls.push(['askOwner', args]);
      return { questionId: 'q1' };
    },
  };
  return { access, calls };
}

/** Deps whose every field but `twin` and `logger` explodes when touched. */
function trapDeps(twin: TwinAccess): AgentDeps {
  const trap = (name: string) =>
    new Proxy(
      {},
      {
        get: (_, key) => {
          throw new Error(`twin tools touched deps.${name}.${String(key)}`);
        },
      },
    );
  return {
    config: trap('config') as AgentDeps['config'],
    logger: { warn: () => undefined } as unknown as AgentDeps['logger'],
    // The owner's own data: a twin's tools never reach it.
    memories: trap('memories') as AgentDeps['memories'],
    documents: trap('documents') as AgentDeps['documents'],
    profile: trap('profile') as AgentDeps['profile'],
    ownerSide: trap('ownerSide') as AgentDeps['ownerSide'],
    searchConversations: () => {
      throw new Error('twin tools touched deps.searchConversations');
    },
    twin,
  };
}

const TURN: AgentTurn = {
  agentType: 'public_twin',
  threadId: 'thread-1',
  ownerId: 'owner-1',
  speakerId: null,
  assistantStepId: 'step-1',
  history: [],
  summary: null,
  userMessage: 'hi',
  files: [],
  signal: new AbortController().signal,
};

const options = { toolCallId: 'call', messages: [] };
type Exec = (input: unknown, options: unknown) => Promise<unknown>;
const exec = (tools: Record<string, { execute?: unknown }>, name: string, input: unknown) =>
  (tools[name]!.execute as Exec)(input, options);

describe('the twin tool set', () => {
  it('is exactly get_public_profile, search_public_memories, search_public_documents and ask_owner, for visitors and the owner alike', () => {
    expect([...TWIN_TOOL_NAMES].sort()).toEqual([
      'ask_owner',
      'get_public_profile',
      'search_public_documents',
      'search_public_memories',
    ]);
    for (const agentType of ['public_twin', 'self_twin'] as const) {
      expect(isAgentAvailable(agentType)).toBe(true);
      const tools = toolsFor(agentType, {
        deps: trapDeps(fakeAccess().access),
        turn: { ...TURN, agentType },
      });
      expect(Object.keys(tools).sort()).toEqual([...TWIN_TOOL_NAMES].sort());
    }
    expect(TWIN_TOOL_NAMES.map(toolLabel)).toEqual([
      'Reading the public profile',
      'Searching public facts',
      'Searching public documents',
      'Asking the owner',
    ]);
  });

  it('shares no tool with the private agents', () => {
    const deps = trapDeps(fakeAccess().access);
    const twin = new Set(Object.keys(toolsFor('public_twin', { deps, turn: TURN })));
    for (const agentType of ['private_brain', 'profile_pal', 'testing'] as const) {
      for (const name of Object.keys(toolsFor(agentType, { deps, turn: { ...TURN, agentType } }))) {
        expect(twin.has(name)).toBe(false);
      }
    }
  });

  it('runs every tool through the TwinAccess with the turn ids, never touching db, config or thread search', async () => {
    const { access, calls } = fakeAccess();
    const tools = toolsFor('public_twin', { deps: trapDeps(access), turn: TURN });
    expect(await exec(tools, 'get_public_profile', {})).toEqual({
      available: true,
      profile: twinProfileView(PROFILE),
    });
    expect(await exec(tools, 'search_public_memories', { query: 'climbing' })).toEqual({
      count: 1,
      facts: [{ id: 'm1', content: 'I love climbing' }],
    });
    expect(await exec(tools, 'ask_owner', { question: 'Favourite colour?' })).toEqual({
      asked: true,
    });
    // A second ask in the same turn does not notify the owner again.
    expect(await exec(tools, 'ask_owner', { question: 'And another?' })).toEqual({ asked: true });
    expect(calls).toEqual([
      ['publicProfile', ['owner-1']],
      ['searchPublicMemories', ['owner-1', 'climbing', 5]],
      [
        'askOwner',
        [
          {
            ownerId: 'owner-1',
            threadId: 'thread-1',
            stepId: 'step-1',
            question: 'Favourite colour?',
          },
        ],
      ],
    ]);
  });

  it('passes only the allow-listed public fields to the model, and says so when the profile is not public', async () => {
    const extra = {
      ...PROFILE,
      email: 'secret@example.com',
      owner_id: 'owner-1',
    } as PublicProfileView;
    const view = twinProfileView(extra);
    expect(Object.keys(view).sort()).toEqual([
      'achievements',
      'avatar_url',
      'bio',
      'display_name',
      'interests',
      'location',
      'photos',
      'posts',
      'projects',
      'skills',
      'title',
      'username',
    ]);
    expect(JSON.stringify(view)).not.toContain('secret@example.com');

    const closed = twinToolSet({ ...fakeAccess().access, publicProfile: async () => null }, TURN);
    expect(await exec(closed, 'get_public_profile', {})).toEqual({
      available: false,
      profile: null,
    });
  });

  it('hides the cause of a failing access behind a generic error', async () => {
    const errors: unknown[] = [];
    const failing = twinToolSet(
      {
        ...fakeAccess().access,
        searchPublicMemories: async () => {
          throw new Error('db at 10.0.0.3 said: secret row');
        },
      },
      TURN,
      (e) => errors.push(e),
    );
    await expect(exec(failing, 'search_public_memories', { query: 'x' })).rejects.toThrow(TWIN_TOOL_FAILED);
    expect(errors).toHaveLength(1);
  });

  it('is built from TwinAccess alone: the module imports no data layer', () => {
    const source = fs.readFileSync(fileURLToPath(new URL('./twin-tools.ts', import.meta.url)), 'utf8');
    const imports = [...source.matchAll(/^import[^;]*from '([^']+)';/gm)].map((m) => m[1]);
    expect(imports.sort()).toEqual(['../contract.js', '../ports.js', 'ai', 'zod']);
    expect(source).not.toMatch(/\bdeps\b|\.db\b|prisma/i);
  });
});
