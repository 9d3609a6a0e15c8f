/**
 * What Duet's offline brain (the local provider, api/src/agent/local/) is, in one place: the notice
 * the app shows beside it (the empty chat, an answer's info) and the words the brain itself says
 * when asked for something only a real model can do. Its words are in the language of whoever it
 * answers (TurnHints.locale): each is a message of the server's catalogs (words/i18n.ts); the
 * English constants below are the same words, for the code and tests that name them.
 */

import type { ModelHelp } from './contract.js';
import type { I18n } from '../words/i18n.js';

/** The short notice: what the offline brain does and does not do. */
export const OFFLINE_BRAIN_NOTICE =
  "Duet's offline brain: it remembers, finds and organises what you tell it, and cannot write or reason.";

/** The key wording of its honest answer: what it is, and what an answer would need. */
export const OFFLINE_BRAIN_IS =
  "I'm Duet's offline brain: I remember, find and organise what you tell me, but I can't write or reason";
export const NEEDS_A_MODEL = 'answering that needs a model that writes';

/** What the brain says it lacks when it introduces itself (its answer to "what can you do?"). */
export const FOR_MORE_A_MODEL = 'for more, you need a model that writes';

/** Its whole answer to anything beyond remembering, finding and organising. */
export const OFFLINE_BRAIN_ANSWER = `${OFFLINE_BRAIN_IS}, so ${NEEDS_A_MODEL}.`;

/** Its answer to a question about the person that nothing they told it answers. */
export const NOT_TOLD_YET = "I don't know that yet — tell me and I'll remember it.";

/** What it can do, said after a greeting. */
export const OFFLINE_BRAIN_CAN =
  'Tell me about yourself and I\'ll remember it ("I\'m vegetarian", "My sister\'s name is Ana"), ask what you\'ve told me, ' +
  "give me a sum to work out, or attach a text file and I'll read it back.";

/**
 * How the reader gets a model that writes (ai-models/model-help.ts decides which): true for who
 * reads it — an admin is not told to ask an admin, and nobody is told to ask for a model already in
 * their menu. `choose` has two wordings: after something asked (ask again), and after what the
 * brain can do (nothing was asked).
 */
function helpWords(i18n: I18n, help: ModelHelp, asked: boolean): string {
  if (help === 'connect')
    return i18n._({ id: 'brain.model-help.connect', message: 'you can connect one on the AI models page' });
  if (help === 'ask-admin') return i18n._({ id: 'brain.model-help.ask-admin', message: 'your admin can connect one' });
  return asked
    ? i18n._({
        id: 'brain.model-help.choose',
        message: 'choose a connected model in the model menu below and ask again',
      })
    : i18n._({ id: 'brain.model-help.choose-for-more', message: 'choose a connected model in the model menu below' });
}

/** The offline brain's own sentences about itself, in one language, with how this reader gets a model. */
export interface OfflineWords {
  i18n: I18n;
  /** OFFLINE_BRAIN_ANSWER, with how to get a model after it. */
  answer: string;
  /** Its introduction (its answer to "what can you do?"): what it is, what more needs, what it can do. */
  about: string;
  /** OFFLINE_BRAIN_CAN. */
  can: string;
  /** NOT_TOLD_YET. */
  notToldYet: string;
  /** "…I can point to it, but answering that needs a model that writes", after a passage quoted from a file. */
  pointsTo: string;
  /** The same, after a passage quoted from the library. */
  pointsToLibrary: string;
  /** How this reader gets a model that writes, after "…needs a model that writes" (" — …"; empty: not told). */
  help: string;
  /** Its answer to a message in a language it cannot read. */
  cannotRead: string;
}

/** The offline brain's words in `i18n`'s language; `help`: how this reader gets a model that writes. */
export function offlineWords(i18n: I18n, help: ModelHelp | null): OfflineWords {
  const joined = (asked: boolean) =>
    help
      ? i18n._({ id: 'brain.model-help.joined', message: ' — {help}', values: { help: helpWords(i18n, help, asked) } })
      : '';
  const after = joined(true);
  const can = i18n._({
    id: 'brain.can',
    message:
      'Tell me about yourself and I\'ll remember it ("I\'m vegetarian", "My sister\'s name is Ana"), ask what you\'ve told me, ' +
      "give me a sum to work out, or attach a text file and I'll read it back.",
  });
  return {
    i18n,
    answer: i18n._({
      id: 'brain.cannot',
      message:
        "I'm Duet's offline brain: I remember, find and organise what you tell me, but I can't write or reason, " +
        'so answering that needs a model that writes{help}.',
      values: { help: after },
    }),
    about: i18n._({
      id: 'brain.about',
      message:
        "I'm Duet's offline brain: I remember, find and organise what you tell me, but I can't write or reason; " +
        'for more, you need a model that writes{help}. {can}',
      values: { help: joined(false), can },
    }),
    can,
    notToldYet: i18n._({ id: 'brain.not-told-yet', message: "I don't know that yet — tell me and I'll remember it." }),
    pointsTo: i18n._({
      id: 'brain.points-to-file',
      message:
        "That is the passage I found. I'm Duet's offline brain: I can point to it, but answering that needs a model that writes{help}.",
      values: { help: after },
    }),
    pointsToLibrary: i18n._({
      id: 'brain.points-to-library',
      message:
        "That is the passage I found in your library. I'm Duet's offline brain: I can point to it, but answering that needs a model that writes{help}.",
      values: { help: after },
    }),
    help: after,
    cannotRead: i18n._({
      id: 'brain.cannot-read',
      message:
        "I'm Duet's offline brain, and I can only read messages in English, so I couldn't read yours. " +
        'Write to me in English, or use a model that writes{help}.',
      values: { help: after },
    }),
  };
}
