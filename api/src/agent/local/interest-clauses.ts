/**
 * An answer to Profile Pal's interests question, clause by clause (profile-pal-policy.ts): "I love
 * typography and I bake sourdough every weekend" holds two interests, "typography" and "baking
 * sourdough". A sentence is cut where a new clause starts — after "and", "but", a comma or ";",
 * a subject ("I …") or an activity verb ("… and bake bread") — so "rock and roll" or "climbing,
 * jazz and tea" stay a list read as before. A clause of what the person does ("I bake sourdough")
 * gives its activity ("baking sourdough"), without how often ("every weekend").
 */
import { items, readProfileStatement } from './profile-statements.js';
import { asClause } from './second-person.js';
import { plain, sentencesOf, withoutOpeners } from './sentence-kinds.js';

/** Verbs of things people do for fun, that start a clause without a subject: "… and bake bread". */
const ACTIVITY =
  'bake|cook|brew|play|read|write|run|climb|paint|draw|knit|sew|garden|hike|swim|sing|dance|watch|build|make|collect|travel|ride|cycle|surf|ski|fish|sail|code|design|study|learn|teach|volunteer|grow|shoot|compose|practise|practice|restore|train|go|spend|listen|photograph|walk|skate|row|box|juggle|tinker|craft|carve';
/** Verbs after "I" that say no activity: being, having, wanting, working for a living, living somewhere. */
const NOT_ACTIVITY =
  /^(?:am|was|have|had|has|need|want|wish|hope|think|feel|guess|mean|know|work|live|moved|used|do|don't|did|can|can't|could|would|will|should|might|must|also|really)$/i;
const SUBJECT = String.raw`(?:i|i'm|i am|i've|i have|my)`;
const CLAUSE_BREAK = new RegExp(
  String.raw`\s*(?:[,;]\s*(?:and\s+|but\s+)?|\s(?:and|but)\s+)(?=(?:${SUBJECT}|${ACTIVITY})\b)`,
  'i',
);
const ACTIVITY_VERB = new RegExp(`^(?:${ACTIVITY})$`, 'i');
const STARTS_WITH_SUBJECT = new RegExp(String.raw`^${SUBJECT}\b`, 'i');
/** How often or when: "every weekend", "on Sundays", "in my free time", "a lot". */
const WHEN =
  /\s+(?:(?:every|each|most|some|on|at|in the|during|at the)\s+(?:\w+\s+)?(?:day|days|week|weeks|weekend|weekends|morning|mornings|evening|evenings|night|nights|summer|winter|spring|autumn|year|month|\w+days?)|daily|weekly|often|sometimes|regularly|a lot|whenever i can|when i can|in my (?:spare|free) time|for fun|on the side|(?:once|twice|\w+ times) a (?:day|week|month|year))\b.*$/i;

/** "bake" → "baking", "run" → "running", "ski" → "skiing", "tie" → "tying". */
export function gerund(verb: string): string {
  const v = verb.toLowerCase();
  if (v.endsWith('ie')) return `${v.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/.test(v) && v !== 'be') return `${v.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(v)) return `${v}${v.at(-1)}ing`;
  return `${v}ing`;
}

/** The activity a clause says the person does: "I bake sourdough every weekend" → "baking sourdough". */
function activityOf(clause: string): string | null {
  const m =
    /^(?:i\s+)?(?:(?:also|really|usually|often|sometimes|regularly|like to|love to|enjoy)\s+)*([a-z]+)(?:\s+(.+))?$/i.exec(
      clause,
    );
  if (!m || NOT_ACTIVITY.test(m[1]!)) return null;
  const hasSubject = /^i\s/i.test(clause);
  if (!hasSubject && !new RegExp(`^(?:${ACTIVITY})$`, 'i').test(m[1]!)) return null;
  const object = ` ${asClause(m[2] ?? '')}`.replace(WHEN, '').trim();
  if (/^(?:it|this|that|them|to|at|in|for|with)\b/i.test(object)) return null;
  if (!object && !hasSubject) return null;
  return object ? `${gerund(m[1]!)} ${object}` : gerund(m[1]!);
}

/**
 * What a clause says the person does regularly, said with how often: "I bake sourdough every
 * weekend" → "baking sourdough"; "I built Cragmap" (once, no habit) → null. For stories, where a
 * clause about the past is an event, not an interest.
 */
export function habitOf(clause: string): string | null {
  const verb = /^(?:i\s+)?(?:(?:also|really|usually|often|sometimes|regularly)\s+)*([a-z]+)\b/i.exec(clause)?.[1];
  if (!verb || !ACTIVITY_VERB.test(verb) || !WHEN.test(clause)) return null;
  return activityOf(clause);
}

/** The clauses of an answer: its sentences, cut where a new subject or activity starts. */
export function clausesOf(text: string): string[] {
  return sentencesOf(text)
    .flatMap((s) => plain(s).split(CLAUSE_BREAK))
    .map((c) => withoutOpeners(c).replace(/[\s.!?;,]+$/, ''))
    .filter(Boolean);
}

/**
 * The interests an answer names clause by clause (empty: none is a statement or an activity, so
 * profile-pal-policy.ts reads it as a list). Clauses that say something else (where they live,
 * what they are good at) are left to readProfileStatement.
 */
export function interestClauses(text: string): string[] {
  const clauses = clausesOf(text);
  const out: string[] = [];
  for (const clause of clauses) {
    const told = readProfileStatement(clause);
    if (told) {
      out.push(...(told.interests ?? []));
      continue;
    }
    const activity = activityOf(clause);
    if (activity) out.push(activity);
    // A few words beside a clause are named interests: "typography and I bake sourdough" → "typography".
    else if (clauses.length > 1 && !STARTS_WITH_SUBJECT.test(clause) && clause.split(/\s+/).length <= 4) {
      out.push(...items(clause));
    }
  }
  return [...new Set(out)].slice(0, 10);
}
