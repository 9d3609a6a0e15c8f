/**
 * The local Profile Pal: one question at a time. It recognises which question
 * it asked last, reads the answer from the user's message, saves it through
 * update_profile, and asks for the next missing field; when the required
 * fields are filled it says the profile is ready.
 */
import {
  PROFILE_STEPS,
  type ProfileField,
  type ProfilePatch,
  type ProfileSnapshot,
  type ProfileUpdateResult,
} from '../tools/profile-fields.js';
import { answer, callTools, resultOf, type LocalDecision } from './local-decision.js';
import type { PromptView } from './prompt-reading.js';
import { asClause } from './second-person.js';

const GREETING = "Hi! I'm Profile Pal — I'll help you set up your profile, one question at a time.";
const READY = 'Your profile is ready — you can start chatting with your brain.';
const ALL_SET =
  'Your profile is all set — you can change anything on it any time in My Twin › Public page, or start chatting with your brain.';
const SKIP = /^\s*(?:skip|pass|no|nope|none|next|not now|rather not|n\/a)\b/i;
/** Small talk that answers no question. */
const SMALL_TALK = /^\s*(?:hi|hello|hey|yo|hiya|thanks|thank you|ok|okay|sure|what\??)[\s!.?]*$/i;

/** The field whose question the assistant asked last (the latest one in its text). */
export function askedField(previous: string | null): ProfileField | null {
  if (!previous) return null;
  let best: { field: ProfileField; at: number } | null = null;
  for (const step of PROFILE_STEPS) {
    const at = previous.lastIndexOf(step.question);
    if (at >= 0 && (!best || at > best.at)) best = { field: step.field, at };
  }
  return best?.field ?? null;
}

const strip = (text: string, prefix: RegExp) => asClause(text.replace(prefix, '').trim());

function listAnswer(text: string): string[] {
  const body = strip(
    text,
    /^(?:i(?:'m| am) (?:really )?(?:into|interested in|good at)|i (?:really )?(?:like|love|enjoy)|my (?:interests|skills) are|(?:interests|skills):|i can)\s+/i,
  );
  const items = body
    .split(/,|;|\n|&|\band\b/i)
    .map((v) => asClause(v).trim())
    .filter((v) => v.length > 0);
  return [...new Set(items)].slice(0, 10);
}

function nameAnswer(text: string): string {
  const name = strip(
    text.replace(/^(?:hi|hello|hey)\b[,!.\s]*/i, ''),
    /^(?:my name is|my name's|i'm|i am|call me|it's|it is|name:)\s+/i,
  ).slice(0, 80);
  return name === name.toLowerCase() ? name.replace(/\b\p{L}/gu, (c) => c.toUpperCase()) : name;
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

function stepOf(field: ProfileField) {
  return PROFILE_STEPS.find((s) => s.field === field)!;
}

/** The next question: a missing required field first, then optional ones after the one just asked. */
export function nextField(missing: ProfileField[], asked: ProfileField | null): ProfileField | null {
  const required = PROFILE_STEPS.find((s) => s.required && missing.includes(s.field));
  if (required) return required.field;
  const from = asked ? PROFILE_STEPS.findIndex((s) => s.field === asked) + 1 : 0;
  const optional = PROFILE_STEPS.slice(from).find((s) => !s.required && missing.includes(s.field));
  return optional?.field ?? null;
}

function question(field: ProfileField): string {
  const step = stepOf(field);
  return step.required ? step.question : `${step.question} (Say "skip" to leave it out.)`;
}

function acknowledge(result: ProfileUpdateResult): string {
  const p = result.profile;
  const parts = result.updated.map((field) => {
    switch (field) {
      case 'displayName':
        return `Nice to meet you, ${p.displayName}!`;
      case 'bio':
        return "Thanks — I've saved that as your bio.";
      case 'interests':
        return `Noted your interests: ${p.interests.join(', ')}.`;
      case 'location':
        return `Got it — you're based in ${p.location}.`;
      case 'skills':
        return `Added your skills: ${p.skills.join(', ')}.`;
    }
  });
  return parts.join(' ');
}

function planTools(view: PromptView): LocalDecision {
  const asked = askedField(view.previousAssistantText);
  if (asked && !SKIP.test(view.userText)) {
    const patch = parseAnswer(asked, view.userText);
    if (patch) return callTools({ toolName: 'update_profile', input: { ...patch } });
  }
  return callTools({ toolName: 'get_profile', input: {} });
}

function compose(view: PromptView): LocalDecision {
  const results = view.toolResults ?? [];
  const asked = askedField(view.previousAssistantText);
  const update = resultOf<ProfileUpdateResult>(results, 'update_profile');
  const snapshot = update?.profile ?? resultOf<ProfileSnapshot>(results, 'get_profile');
  if (!snapshot) return answer("Sorry — I couldn't reach your profile just now. Let's try again in a moment.");

  const parts: string[] = [];
  const next = nextField(snapshot.missing, asked);
  if (update) parts.push(acknowledge(update));
  else if (asked && SKIP.test(view.userText)) parts.push("No problem — let's skip that.");
  else if (asked) parts.push("Sorry, I didn't catch that.");
  // Once the profile is done, no more greetings and no questions the person already let go.
  else if (snapshot.isOnboarded) return answer(ALL_SET);
  else parts.push(GREETING);

  if (update?.onboardedNow) {
    parts.push(READY);
    if (next) parts.push(`If you'd like to add more: ${question(next)}`);
  } else if (next) {
    parts.push(question(next));
  } else {
    parts.push(READY);
  }
  return answer(parts.join(' '));
}

export function profilePalPolicy(view: PromptView): LocalDecision {
  return view.toolResults === null ? planTools(view) : compose(view);
}
