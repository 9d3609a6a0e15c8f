/**
 * The local Profile Pal: one question at a time. It recognises which question it asked last,
 * reads the answer from the user's message (or a skip: the question is left out), saves it through
 * update_profile, and asks for the next missing field. Every question is optional: after the first
 * answer or skip it says the person can start chatting, and that the public page's questions can wait. Whatever else the person says
 * about themselves, then or later, is saved too (profile-statements.ts). What it says is in the
 * person's language (the call's hints); it reads answers in any language as plain words (a name, a
 * place, a list), and its other rules in English.
 */
import { LOCALES } from '../../../../common/locales.js';
import { i18nFor, type I18n } from '../../words/i18n.js';
import {
  nextField,
  PROFILE_PAL_GREETING_MESSAGE,
  PROFILE_STEPS,
  type ProfileField,
  type ProfilePatch,
  type ProfileSnapshot,
  type ProfileUpdateResult,
} from '../../onboarding/profile-steps.js';
import { interestClauses } from './interest-clauses.js';
import { answer, callTools, resultOf, type LocalDecision } from './local-decision.js';
import { asName, isSkip, LIST_SIGNS, readProfileStatement } from './profile-statements.js';
import type { PromptView } from './prompt-reading.js';
import { asClause } from './second-person.js';
import { listOf } from './spoken-lists.js';

const READY = /*i18n*/ { id: 'profile-pal.ready', message: 'You can start chatting with your private brain now.' };
const LATER = /*i18n*/ {
  id: 'profile-pal.later',
  message: "Your public page and twin can wait — if you'd like to set them up now:",
};
const ALL_SET = /*i18n*/ {
  id: 'profile-pal.all-set',
  message:
    "Your profile is all set. Tell me anything you'd like on it — where you're based, what you're into or good at — and I'll add it, or edit it in My Twin › Public page.",
};
const MORE = /*i18n*/ { id: 'profile-pal.more', message: "Anything else? Tell me and I'll add it to your profile." };
/** Small talk that answers no question. */
const SMALL_TALK = /^\s*(?:hi|hello|hey|yo|hiya|thanks|thank you|ok|okay|sure|what\??)[\s!.?]*$/i;

/** Each question in every language Duet speaks (the person may have changed theirs since it was asked). */
const ASKED = PROFILE_STEPS.flatMap((step) =>
  [...new Set(LOCALES.map((locale) => i18nFor(locale)._(step.ask)))].map((question) => ({
    field: step.field,
    question,
  })),
);

/** The field whose question the assistant asked last (the latest one in its text). */
export function askedField(previous: string | null): ProfileField | null {
  if (!previous) return null;
  let best: { field: ProfileField; at: number } | null = null;
  for (const { field, question } of ASKED) {
    const at = previous.lastIndexOf(question);
    if (at >= 0 && (!best || at > best.at)) best = { field, at };
  }
  return best?.field ?? null;
}

const strip = (text: string, prefix: RegExp) => asClause(text.replace(prefix, '').trim());

/** Where an answer's list breaks: its separators, a new line, "and". */
const ANSWER_BREAK = new RegExp(String.raw`${LIST_SIGNS}|\n|\band\b`, 'i');

function listAnswer(text: string): string[] {
  const body = strip(
    text,
    /^(?:i(?:'m| am) (?:really )?(?:into|interested in|good at)|i (?:really )?(?:like|love|enjoy)|my (?:interests|skills) are|(?:interests|skills):|i can)\s+/i,
  );
  const items = body
    .split(ANSWER_BREAK)
    .map((v) => asClause(v).trim())
    .filter((v) => v.length > 0);
  return [...new Set(items)].slice(0, 10);
}

function nameAnswer(text: string): string {
  const name = strip(
    text.replace(/^(?:hi|hello|hey)\b[,!.\s]*/i, ''),
    /^(?:my name is|my name's|i'm|i am|call me|it's|it is|name:)\s+/i,
  ).slice(0, 80);
  return looksLikeName(name) ? asName(name) : '';
}

/** A name is a few words of letters, not a sentence: "Remember that I climb…" asked for a name is not one. */
function looksLikeName(name: string): boolean {
  return /^\p{L}[\p{L}'’. -]*$/u.test(name) && name.split(/\s+/).length <= 5;
}

/** The profile change a user's answer to one question means (null: nothing usable). */
export function parseAnswer(field: ProfileField, text: string): ProfilePatch | null {
  const value = text.trim().replace(/\s+/g, ' ');
  if (!value || SMALL_TALK.test(value)) return null;
  switch (field) {
    case 'displayName': {
      const name = nameAnswer(value);
      return name ? { displayName: name } : null;
    }
    case 'bio':
      return { bio: value.slice(0, 280) };
    case 'location': {
      const place = strip(value, /^(?:i(?:'m| am) (?:based |living )?(?:in|from)|i live in|based in|in|from)\s+/i);
      return place ? { location: place } : null;
    }
    case 'interests':
    case 'skills': {
      const items = listAnswer(value);
      return items.length ? { [field]: items } : null;
    }
  }
}

/**
 * What to save from a message: the answer to the question asked — unless the message says
 * something of another kind ("I love jazz" when asked where they live: an interest, and the
 * question stays) — or, with no question asked, whatever it tells about the profile.
 */
export function patchFor(asked: ProfileField | null, text: string): ProfilePatch | null {
  const told = readProfileStatement(text);
  if (!asked) return told;
  // "I love typography and I bake sourdough every weekend": an interest in each clause.
  const interests = asked === 'interests' ? interestClauses(text) : [];
  if (interests.length) return { ...told, interests };
  if (told && (told[asked] !== undefined || asked !== 'bio')) return told;
  return parseAnswer(asked, text);
}

function stepOf(field: ProfileField) {
  return PROFILE_STEPS.find((s) => s.field === field)!;
}

/** A question, with how to leave it out when it may be. */
export function question(i18n: I18n, field: ProfileField): string {
  const step = stepOf(field);
  const asked = i18n._(step.ask);
  if (step.required) return asked;
  return i18n._({
    id: 'profile-pal.optional',
    message: '{question} (Say "skip" to leave it out.)',
    values: { question: asked },
  });
}

function acknowledge(i18n: I18n, result: ProfileUpdateResult): string {
  const p = result.profile;
  const list = (items: string[]) => listOf(i18n.locale, items);
  const parts = result.updated.map((field) => {
    switch (field) {
      case 'displayName':
        return i18n._({
          id: 'profile-pal.saved.name',
          message: 'Nice to meet you, {name}!',
          values: { name: p.displayName },
        });
      case 'bio':
        return i18n._({ id: 'profile-pal.saved.bio', message: "Thanks — I've saved that as your bio." });
      case 'interests':
        return i18n._({
          id: 'profile-pal.saved.interests',
          message: 'Noted your interests: {list}.',
          values: { list: list(p.interests) },
        });
      case 'location':
        return i18n._({
          id: 'profile-pal.saved.location',
          message: "Got it — you're based in {location}.",
          values: { location: p.location },
        });
      case 'skills':
        return i18n._({
          id: 'profile-pal.saved.skills',
          message: 'Added your skills: {list}.',
          values: { list: list(p.skills) },
        });
    }
  });
  // Said in passing, or answering another question ("What are you good at?" → "I won …").
  if (result.achievements?.length) {
    parts.push(
      i18n._({
        id: 'profile-pal.saved.achievements',
        message:
          "{count, plural, one {I've added that to your achievements: {items}.} other {I've added those to your achievements: {items}.}}",
        values: { count: result.achievements.length, items: result.achievements.join('; ') },
      }),
    );
  }
  return parts.join(' ');
}

function planTools(view: PromptView): LocalDecision {
  const asked = askedField(view.previousAssistantText);
  if (asked && isSkip(view.userText)) return callTools({ toolName: 'skip_question', input: { field: asked } });
  const patch = patchFor(asked, view.userText);
  if (patch) return callTools({ toolName: 'update_profile', input: { ...patch } });
  return callTools({ toolName: 'get_profile', input: {} });
}

/** The next question, said as what it is: a first ask, more to add, or a needed one coming back. */
function ask(i18n: I18n, next: ProfileField, profile: ProfileSnapshot, onboardedNow: boolean): string {
  const step = stepOf(next);
  if (profile.skipped.includes(next))
    return i18n._({
      id: 'profile-pal.needed',
      message: 'Your profile needs {need} before you can start chatting — a few words will do. {question}',
      values: { need: i18n._(step.needs), question: i18n._(step.ask) },
    });
  if (!onboardedNow) return question(i18n, next);
  const lead = step.publicPage
    ? i18n._(LATER)
    : i18n._({ id: 'profile-pal.add-more', message: "If you'd like to add more:" });
  return `${lead} ${question(i18n, next)}`;
}

function compose(i18n: I18n, view: PromptView): LocalDecision {
  const results = view.toolResults ?? [];
  const asked = askedField(view.previousAssistantText);
  const update = resultOf<ProfileUpdateResult>(results, 'update_profile');
  const skip = resultOf<{ skipped: ProfileField; profile: ProfileSnapshot; onboardedNow: boolean }>(
    results,
    'skip_question',
  );
  const snapshot = update?.profile ?? skip?.profile ?? resultOf<ProfileSnapshot>(results, 'get_profile');
  if (!snapshot)
    return answer(
      i18n._({
        id: 'profile-pal.unreachable',
        message: "Sorry — I couldn't reach your profile just now. Let's try again in a moment.",
      }),
    );

  const parts: string[] = [];
  const next = nextField(snapshot);
  if (update) parts.push(acknowledge(i18n, update));
  else if (skip)
    parts.push(
      next === skip.skipped ? '' : i18n._({ id: 'profile-pal.skipped', message: "No problem — let's skip that." }),
    );
  else if (asked) parts.push(i18n._({ id: 'profile-pal.not-caught', message: "Sorry, I didn't catch that." }));
  // Once the profile is done, no more greetings and no questions the person already let go.
  else if (snapshot.isOnboarded) return answer(i18n._(ALL_SET));
  else parts.push(i18n._(PROFILE_PAL_GREETING_MESSAGE));

  const onboardedNow = !!(update?.onboardedNow || skip?.onboardedNow);
  if (onboardedNow) parts.push(i18n._(READY));
  if (next) parts.push(ask(i18n, next, snapshot, onboardedNow));
  else if (!onboardedNow) parts.push(i18n._(update ? MORE : ALL_SET));
  return answer(parts.filter(Boolean).join(' '));
}

export function profilePalPolicy(view: PromptView): LocalDecision {
  return view.toolResults === null ? planTools(view) : compose(i18nFor(view.hints.locale), view);
}
