/**
 * Search terms: the words of a text that carry meaning, lower-cased, with
 * stopwords removed and a light stem, so "loves", "loved" and "love" meet.
 * Used to rank memories and by the local model to pick what to look up.
 */

export const STOPWORDS = new Set(
  `a about above after again against all am an and any are aren't as at be because been before being
  below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down
  during each few for from further had hadn't has hasn't have haven't having he he'd he'll he's her here
  here's hers herself him himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself
  let's me more most mustn't my myself no nor not of off on once only or other ought our ours ourselves
  out over own same shan't she she'd she'll she's should shouldn't so some such than that that's the their
  theirs them themselves then there there's these they they'd they'll they're they've this those through
  to too under until up very was wasn't we we'd we'll we're we've were weren't what what's when when's
  where where's which while who who's whom why why's with won't would wouldn't you you'd you'll you're
  you've your yours yourself yourselves tell know remember recall please anything something thing things
  just also really ever us let`
    .split(/\s+/)
    .filter(Boolean),
);

/** The words of a text, lower-cased, apostrophes kept inside words. */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu)
      ?.map((w) => w.replace(/’/g, "'")) ?? []
  );
}

/** A light suffix stem: climbing → climb, loves/loved/love → lov. */
export function stem(word: string): string {
  let w = word.replace(/'s$/, '');
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** The salient keywords of a text, in order, without duplicates or stopwords. */
export function keywords(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const w of words(text)) {
    if (STOPWORDS.has(w) || w.length < 2 || seen.has(w)) continue;
    seen.add(w);
    out.push(w);
  }
  return out;
}

/** The distinct stems of the keywords of a text. */
export function searchStems(text: string): Set<string> {
  return new Set(keywords(text).map(stem));
}

/** How many of the query stems a text contains. */
export function overlap(queryStems: Set<string>, text: string): number {
  const textStems = searchStems(text);
  let hits = 0;
  for (const s of queryStems) if (textStems.has(s)) hits++;
  return hits;
}
