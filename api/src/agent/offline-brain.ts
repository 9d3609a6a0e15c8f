/**
 * What Duet's offline brain (the local provider, api/src/agent/local/) is, in one place: the notice
 * the app shows beside it (the empty chat, an answer's info) and the words the brain itself says
 * when asked for something only a real model can do. The web app and GraphQL take them from here.
 */

import type { ModelHelp } from './contract.js';

/** The short notice: what the offline brain does and does not do. */
export const OFFLINE_BRAIN_NOTICE =
  "Duet's offline brain: it remembers, finds and organises what you tell it, and cannot write or reason.";

/** The key wording of its honest answer: what it is, and what an answer would need. */
export const OFFLINE_BRAIN_IS =
  "I'm Duet's offline brain: I remember, find and organise what you tell me, but I can't write or reason";
export const NEEDS_A_MODEL = 'answering that needs a model that writes';

/**
 * How the reader gets one, said after NEEDS_A_MODEL (ai-models/model-help.ts decides which): true
 * for who reads it — an admin is not told to ask an admin, and nobody is told to ask for a model
 * already in their menu.
 */
export const MODEL_HELP: Record<ModelHelp, string> = {
  choose: 'choose a connected model in the model menu below and ask again',
  connect: 'you can connect one on the AI models page',
  'ask-admin': 'your admin can connect one',
};

/** What the brain says it lacks when it introduces itself (its answer to "what can you do?"). */
export const FOR_MORE_A_MODEL = 'for more, you need a model that writes';

/** MODEL_HELP, said after FOR_MORE_A_MODEL: nothing was asked, so nothing to ask again. */
const MODEL_HELP_FOR_MORE: Record<ModelHelp, string> = {
  ...MODEL_HELP,
  choose: 'choose a connected model in the model menu below',
};

/** NEEDS_A_MODEL and FOR_MORE_A_MODEL in a text, with how this reader gets one after them. */
export function withModelHelp(text: string, help: ModelHelp | null): string {
  if (!help) return text;
  return text
    .replaceAll(NEEDS_A_MODEL, `${NEEDS_A_MODEL} — ${MODEL_HELP[help]}`)
    .replaceAll(FOR_MORE_A_MODEL, `${FOR_MORE_A_MODEL} — ${MODEL_HELP_FOR_MORE[help]}`);
}

/** Its whole answer to anything beyond remembering, finding and organising. */
export const OFFLINE_BRAIN_ANSWER = `${OFFLINE_BRAIN_IS}, so ${NEEDS_A_MODEL}.`;

/** Its answer to a question about the person that nothing they told it answers. */
export const NOT_TOLD_YET = "I don't know that yet — tell me and I'll remember it.";

/** What it can do, said after a greeting. */
export const OFFLINE_BRAIN_CAN =
  'Tell me about yourself and I\'ll remember it ("I\'m vegetarian", "My sister\'s name is Ana"), ask what you\'ve told me, ' +
  "give me a sum to work out, or attach a text file and I'll read it back.";
