/**
 * Whether a message is written in a language the offline brain cannot read. Its reading rules are
 * English ones (sentence-kinds.ts, message-reading.ts): a message in another language would be read
 * as nothing it understands, or worse, as something it is not, so the brain says plainly that it
 * could not read it (offline-brain.ts, in the person's language). Kinds of words, never a test's
 * sentences: letters of another script, or the small words that hold a sentence together (articles,
 * pronouns, question words) of German, Spanish, French or Portuguese outnumbering English ones.
 * Words that are English too ("in", "was", "an", "will", "so", "die", "do", "no") count for neither.
 */

/** Letters of scripts other than Latin: Japanese, Chinese, Korean, Arabic, Hebrew, Cyrillic, Greek, Thai, Indic. */
const OTHER_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Thai}\p{Script=Devanagari}]/gu;
const LATIN = /\p{Script=Latin}/gu;

const ENGLISH = new Set(
  (
    'the and is are am i you my me mine what how where who why when which to of it that this these those can could ' +
    "would should please remember forget with for were have has your yours not don't doesn't i'm i've i'll " +
    "it's does did tell about from at be there they she he we our us their them his her if or but just " +
    "what's where's who's let's thanks thank hello hi hey yes"
  ).split(' '),
);

const OTHER = new Set(
  [
    // German
    'ich du und der das ist nicht mein meine meinen meiner mir mich wie wo wer warum bitte ein eine einen einem dem den',
    'des bin bist sind habe hast auch aber oder mit von für über kannst können wohne heiße heißt danke hallo guten',
    'sie wir ihr euch dein deine welche welcher wann weil',
    // Spanish
    'yo soy eres es el los las que qué mi mis por para una uno cómo dónde cuál cuándo gracias hola vivo tengo estoy',
    'está muy pero también sí del de en tú usted llamo nombre',
    // French
    'je tu vous et est le les des un mon ma mes suis qui quoi où comment pourquoi merci bonjour salut avec pour dans',
    "pas ne c'est j'ai j'habite moi très aussi mais quel quelle nous m'appelle",
    // Portuguese
    'eu você voce sou é não nao meu minha com uma um obrigado obrigada olá ola onde como moro tenho estou muito',
    'também das dos qual quando chamo',
  ]
    .join(' ')
    .split(' '),
);

const WORD = /[\p{L}]+(?:['’][\p{L}]+)?/gu;

/** Whether the message is in a language other than English (a name or a number alone is not). */
export function inAnotherLanguage(text: string): boolean {
  const otherLetters = text.match(OTHER_SCRIPT)?.length ?? 0;
  const latinLetters = text.match(LATIN)?.length ?? 0;
  if (otherLetters >= 2 && otherLetters > latinLetters) return true;
  const words = (text.match(WORD) ?? []).map((w) => w.toLowerCase().replace(/’/g, "'"));
  let english = 0;
  let other = 0;
  for (const word of words) {
    if (ENGLISH.has(word)) english++;
    else if (OTHER.has(word)) other++;
  }
  // A short message of one such word ("Hallo", "Merci") counts; a longer one needs two.
  if (english === 0 && other >= 1 && words.length <= 3) return true;
  return other >= 2 && other > english;
}
