/**
 * How the offline brain looks up what a person told it: the words to search their memories with,
 * and which of the memories found answer the question (brain-policy.ts, brain-answers.ts).
 */
import { subjectOf } from '../../words/fact-subject.js';
import { keywords, overlap, searchStems, words as wordsOf } from '../../words/search-terms.js';

/** Words that say how to search for a chat rather than what to search for. */
const META = new Set(
  'chat chats conversation conversations thread threads talk talked find show open discuss discussed speak spoke profile bio'.split(
    ' ',
  ),
);

/**
 * The things a person has one of at a time (words/fact-subject.ts subjectOf): the words a
 * question about one may use, and the subjects of the facts that answer it. "Where do I live?"
 * finds "I moved to Berlin"; "What is my job?" prefers "I work as a nurse" to "I take the train to work".
 */
const SUBJECTS: ReadonlyArray<{ words: string[]; subjects: RegExp }> = [
  { words: ['live', 'living', 'moved', 'based', 'home', 'relocated'], subjects: /^home$/ },
  { words: ['job', 'work', 'employer', 'company', 'role'], subjects: /^(?:employer|role)$/ },
  { words: ['name', 'called'], subjects: /name$/ },
  { words: ['birthday', 'born'], subjects: /^my birthday$/ },
  { words: ['hometown', 'from', 'born', 'grew'], subjects: /^my hometown$/ },
];

/** The subjects a text asks about (its stopwords count here: "Where am I *from*?"). */
const about = (text: string) => {
  const all = wordsOf(text);
  return SUBJECTS.filter((s) => s.words.some((w) => all.includes(w)));
};

/** The words to search memories (or, `forChats`, past chats) with for these sentences. */
export function searchTerms(sentences: string[], forChats = false): string {
  const text = sentences.join(' ');
  const words = keywords(text).filter((w) => !forChats || !META.has(w));
  const related = forChats ? [] : about(text).flatMap((s) => keywords(s.words.join(' ')));
  return [...new Set([...words, ...related])].join(' ');
}

interface Memory {
  content: string;
}

/** What a text says is the person's: the word after each "my" ("my sister's name" → sister). */
const owned = (text: string) => {
  const all = wordsOf(text);
  return new Set(all.flatMap((w, i) => (w === 'my' && all[i + 1] ? [all[i + 1]!.replace(/'s$/, '')] : [])));
};

/**
 * Whether a memory may answer a question by what they say is the person's: a question about "my
 * pet" is not answered by a fact about "my sister", whatever other words they share ("called").
 */
function aboutTheSameThing(question: Set<string>, memory: string): boolean {
  if (question.size === 0) return true;
  const mine = owned(memory);
  return mine.size === 0 || [...question].some((w) => mine.has(w));
}

/**
 * The memories that answer a question about the person: those that share most of its words. A
 * question about one of the subjects above ("What is my job?": its words, but one, are the
 * subject's) also counts the subject's other words, and a fact about that very subject one more.
 * A fact about another of the person's things never answers (aboutTheSameThing).
 */
export function answeringPersonal<M extends Memory>(memories: M[], question: string): M[] {
  const words = keywords(question);
  const subjects = about(question).filter((s) => words.filter((w) => !s.words.includes(w)).length <= 1);
  const stems = searchStems([...words, ...subjects.flatMap((s) => s.words)].join(' '));
  const asked = owned(question);
  const scored = memories
    .filter((m) => aboutTheSameThing(asked, m.content))
    .map((m) => {
      const subject = subjectOf(m.content);
      const bonus = subject !== null && subjects.some((s) => s.subjects.test(subject)) ? 1 : 0;
      return { m, score: overlap(stems, m.content) + bonus };
    });
  const best = Math.max(0, ...scored.map((s) => s.score));
  return best > 0 ? scored.filter((s) => s.score === best).map((s) => s.m) : [];
}

/** The memories that answer any other question: only those holding every one of its words. */
export function answeringOther<M extends Memory>(memories: M[], question: string): M[] {
  const stems = searchStems(question);
  return stems.size === 0 ? [] : memories.filter((m) => overlap(stems, m.content) === stems.size);
}
