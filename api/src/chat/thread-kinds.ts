/** Agent types and the thread types they make (docs/product.md §2 thread display types). */
import { z } from 'zod';
import {
  nextField,
  PROFILE_PAL_GREETING_MESSAGE,
  PROFILE_STEPS,
  type ProfileSnapshot,
} from '../onboarding/profile-steps.js';
import { i18nFor, type I18n } from '../words/i18n.js';
import { plainText } from './plain-text.js';

export const AGENT_TYPES = ['private_brain', 'profile_pal', 'testing', 'self_twin', 'public_twin'] as const;
export type AgentTypeName = (typeof AGENT_TYPES)[number];

/** Agents a signed-in user may start a thread with directly (twins have their own calls). */
export const CREATABLE_AGENT_TYPES = ['private_brain', 'profile_pal', 'testing'] as const;

export const THREAD_TYPE_OF: Record<AgentTypeName, string> = {
  private_brain: 'private_chat',
  profile_pal: 'profile_onboarding',
  testing: 'testing',
  self_twin: 'self_twin_chat',
  public_twin: 'public_twin_chat',
};

/** The kinds a thread list can be filtered by, and the agent types each covers. */
export const THREAD_KINDS = ['private', 'profile_pal', 'twin', 'testing'] as const;
export type ThreadKind = (typeof THREAD_KINDS)[number];
export const AGENT_TYPES_OF_KIND: Record<ThreadKind, readonly AgentTypeName[]> = {
  private: ['private_brain'],
  profile_pal: ['profile_pal'],
  twin: ['self_twin', 'public_twin'],
  testing: ['testing'],
};

export const agentTypeRule = z.enum(CREATABLE_AGENT_TYPES, {
  error: `agent_type must be one of: ${CREATABLE_AGENT_TYPES.join(', ')}`,
});

export const PROFILE_PAL_NAME = 'Profile Pal';

/**
 * Whose brain answers in a thread: a twin thread answers for its profile's owner, never for the
 * visitor the thread belongs to; every other thread for its own user.
 */
export function answersFor(thread: {
  agentType: string;
  userId: string | null;
  twinOwnerId: string | null;
}): string | null {
  return thread.agentType.endsWith('twin') ? thread.twinOwnerId : thread.userId;
}
/** A twin's conversation (a visitor's, or its owner trying it): it answers with the owner's twin model. */
export const isTwinThread = (thread: { agentType: string }) => thread.agentType.endsWith('twin');

/**
 * Profile Pal's opening, in the person's language: its first question is the first the profile still
 * lacks (a name given at sign-up is not asked again), the one its policy then expects an answer to.
 */
export function profilePalGreeting(
  profile: Pick<ProfileSnapshot, 'missing' | 'skipped'>,
  i18n: I18n = i18nFor('en'),
): string {
  const next = nextField(profile);
  const step = PROFILE_STEPS.find((s) => s.field === next);
  if (!step)
    return i18n._({
      id: 'profile-pal.opening.all-set',
      message:
        "Hi! I'm Profile Pal — your profile is all set. Tell me anything you'd like to add or change, and I'll put it on your profile.",
    });
  const asked = i18n._(step.ask);
  const question = step.required
    ? asked
    : i18n._({
        id: 'profile-pal.optional',
        message: '{question} (Say "skip" to leave it out.)',
        values: { question: asked },
      });
  return `${i18n._(PROFILE_PAL_GREETING_MESSAGE)} ${question}`;
}

/** "Name a thread from its first message": the first line, at most 60 characters, cut at a word. */
export function nameFromMessage(text: string): string | null {
  const line = text.trim().split('\n')[0]!.replace(/\s+/g, ' ').trim();
  if (!line) return null;
  if (line.length <= 60) return line;
  const cut = line.slice(0, 60);
  const space = cut.lastIndexOf(' ');
  return `${(space > 30 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function preview(text: string | null | undefined, max = 140): string | null {
  if (!text) return null;
  const flat = plainText(text).replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}
