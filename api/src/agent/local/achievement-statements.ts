/**
 * A sentence that states what the person achieved (profile-statements.ts): its subject is them and
 * its verb says a thing was won, awarded, finished, published or launched — "I won the Lisbon
 * design award, the climbing app prize, and a bread contest", "I was awarded a Fulbright", "We
 * launched Crag last year", "I got first prize at the county show". Each thing is one achievement,
 * said with its verb so it reads on the public page: "Won the Lisbon design award". A thing they
 * built, designed or wrote is one achievement however it is described ("I built Cragmap, an app
 * used by 200k climbers").
 */
import { asClause } from './second-person.js';

/** What an award is called: "received", "got" and "earned" state an achievement only with one. */
const PRIZE = String.raw`[^,;]*\b(?:award|awards|prize|prizes|medal|medals|trophy|trophies|grant|scholarship|fellowship|cup|championship|title|first place|second place|third place|certificate|certification|degree|diploma|honou?r|honou?rs|nomination|black belt|gold|silver|bronze)\b`;
/** The verbs of an achievement, past, after "I"/"we" (and "have", "just", "also" …). */
const VERB = String.raw`(?:won|was awarded|were awarded|was named|was given|finished|completed|published|launched|shipped|founded|co-founded|graduated|(?:received|got|earned|was given|took)(?=\s${PRIZE}))`;
/** Verbs of a thing the person made: its whole object is one achievement ("Built Cragmap, an app for climbers"). */
const MADE = String.raw`(?:built|created|designed|developed|wrote|authored|co-authored)`;
const STATES = new RegExp(
  String.raw`^(?:i|we)\s+(?:(?:'ve|have|had|just|recently|once|also|finally|actually|even)\s+)*(${VERB}|${MADE})\s+(.+)$`,
  'i',
);
const MADE_VERB = new RegExp(String.raw`^${MADE}$`, 'i');
const ANOTHER_VERB = new RegExp(String.raw`^(${VERB})\s+`, 'i');

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The achievements a sentence states (null: it states none). */
export function achievementsIn(sentence: string): string[] | null {
  const m = STATES.exec(sentence.replace(/’/g, "'").replace(/^i've\s/i, 'i have '));
  if (!m) return null;
  const verb = m[1]!.toLowerCase();
  if (MADE_VERB.test(verb)) return [capitalise(`${verb} ${asClause(m[2]!).trim()}`).slice(0, 200)];
  const things = m[2]!
    .split(/\s*(?:,|;|\band\b|\bas well as\b|\bplus\b)\s*/i)
    .map((t) =>
      asClause(t)
        .replace(/^(?:also|too)\s+/i, '')
        .trim(),
    )
    .filter((t) => t.length > 1);
  const out = things.map((t) => capitalise(ANOTHER_VERB.test(t) ? t : `${verb} ${t}`).slice(0, 200));
  return out.length ? [...new Set(out)].slice(0, 10) : null;
}
