/**
 * The know-how search: picks the cooking-knowledge topic a question is about, offline and
 * with no dependencies. Questions are normalised, stop words dropped and words lightly
 * stemmed, then matched against a keyword index and a phrase index built once from the
 * topics. Command-like or chit-chat messages ("add milk to my list", "hello") are
 * penalised so they fall below the threshold and match nothing.
 */

/** What the search reads of a topic: single keywords and multi-word phrases. */
export type SearchableTopic = { keywords: string[]; phrases: string[] };

export type KnowHowSearch<T extends SearchableTopic> = {
  /**
   * Best-matching topic for a cooking question, or null when nothing matches
   * well enough (commands, chit-chat, unrelated text).
   */
  findTopic(question: string): { topic: T; score: number } | null;
  /**
   * Topics loosely related to `text`, best first, for "did you mean" prompts.
   * Uses a lower bar than findTopic and ignores command penalties.
   */
  topicsAbout(text: string, limit?: number): T[];
};

/** Words that carry no topic signal. Checked on the raw (unstemmed) token. */
const STOPWORDS = new Set(
  (
    "a an the my our your their his her its it this that these those i me we you us they them he she " +
    "is are was were be been being am to of for in on at by with from as into onto about and or but so if " +
    "then than do does did how what whats when where why which who whom can could should would will shall " +
    "may might must have has had having get gets got getting there theres here please just really very also " +
    "some any im ive id youre dont doesnt didnt isnt arent wasnt cant couldnt shouldnt wont ok okay " +
    "way thing things stuff good better properly proper right correct correctly make makes making made " +
    "cook cooks cooking cooked tip tips help know tell need needs want like one ones recipe recipes"
  ).split(/\s+/),
);

/**
 * Very common ingredient or kitchen words. They still count, but only at half
 * weight, so "add chicken and milk" never looks like a cooking question.
 */
const WEAK_WORDS = [
  "chicken",
  "meat",
  "beef",
  "pork",
  "lamb",
  "fish",
  "steak",
  "egg",
  "eggs",
  "milk",
  "butter",
  "oil",
  "flour",
  "sugar",
  "water",
  "pan",
  "pot",
  "oven",
  "fridge",
  "food",
  "vegetable",
  "vegetables",
  "veggies",
  "onion",
  "onions",
  "bread",
  "cheese",
  "sauce",
  "soup",
  "cup",
  "cups",
  "minute",
  "minutes",
  "hour",
  "hours",
  "pantry",
  "meal",
  "meals",
  "fresh",
  "keep",
  "keeps",
  "store",
  "storage",
  "safe",
  "baking",
  "out",
  "hard",
  "done",
  "clean",
  "cleaning",
  "wash",
  "last",
  "care",
  "season",
  "seasoning",
];

/** Text fragments that mark kitchen commands or planning requests rather than questions. */
const NEGATIVE_CUES = [
  "shopping list",
  "grocery list",
  "my list",
  "the list",
  "to my",
  "from my",
  "timer",
  "remind me",
  "reminder",
  "meal plan",
  "plan my",
  "plan meals",
  "plan the week",
  "for dinner",
  "for lunch",
  "for breakfast",
  "tonight",
  "recipe with",
  "recipes with",
  "recipe for",
  "recipes for",
  "recipe using",
  "give me a recipe",
  "find a recipe",
  "find me",
  "suggest",
  "what can i make",
  "what should i make",
  "whats in my",
  "what is in my",
  "what do i have",
  "do i have",
  "expiring",
  "next step",
  "previous step",
  "last step",
  "go back",
  "start cooking",
  "scale the recipe",
  "scale this",
  "scale it",
  "double the recipe",
  "halve the recipe",
  "buy",
  "need to buy",
  "bought",
  "pick up",
  "need to get",
  "servings",
];

/** First words that mark an imperative command ("add …", "show …") or chit-chat. */
const COMMAND_STARTERS = new Set([
  "add",
  "remove",
  "delete",
  "show",
  "list",
  "set",
  "start",
  "stop",
  "plan",
  "next",
  "previous",
  "back",
  "open",
  "buy",
  "put",
  "clear",
  "mark",
  "cancel",
  "skip",
  "repeat",
  "hi",
  "hello",
  "hey",
  "thanks",
  "thank",
  "bye",
  "goodbye",
  "search",
  "order",
  "create",
  "log",
  "share",
  "read",
  "finish",
  "done",
]);

const KEYWORD_WEIGHT = 2;
const WEAK_FACTOR = 0.5;
const PHRASE_WEIGHT_PER_WORD = 1.5;
const PHRASE_GAP = 2; // extra content words allowed inside a phrase match
const MULTI_KEYWORD_BONUS = 1;
const NEGATIVE_PENALTY = 3;
const MIN_SCORE = 2;
const ABOUT_MIN_SCORE = 0.5;

function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/(\d)([a-z])/g, "$1 $2")
    .trim();
}

function undouble(word: string): string {
  const n = word.length;
  if (n >= 3 && word[n - 1] === word[n - 2] && !"aeiouflsz".includes(word[n - 1])) {
    return word.slice(0, -1);
  }
  return word;
}

/** A deliberately small stemmer: plurals, -ing, -ed, and a trailing silent e. */
function stem(raw: string): string {
  let w = raw;
  if (w.length <= 3) return w;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(?:ches|shes|sses|xes|zes|oes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);

  if (w.endsWith("ied") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("ing") && w.length >= 6) w = undouble(w.slice(0, -3));
  else if (w.endsWith("ed") && !w.endsWith("eed") && w.length >= 5) w = undouble(w.slice(0, -2));

  if (w.length > 3 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

function contentTokens(text: string): string[] {
  const out: string[] = [];
  for (const token of normalize(text).split(" ")) {
    if (token && !STOPWORDS.has(token)) out.push(stem(token));
  }
  return out;
}

type KeywordHit = { topic: number; weight: number };
type PhraseEntry = { id: number; topic: number; tokens: string[]; weight: number };

const WEAK = new Set(WEAK_WORDS.map(stem));

/** Ordered match of `phrase` starting at `start`, allowing a few words in between. */
function phraseMatchesAt(tokens: string[], start: number, phrase: string[]): boolean {
  const limit = Math.min(tokens.length, start + phrase.length + PHRASE_GAP);
  let pos = start;
  for (let k = 1; k < phrase.length; k++) {
    pos++;
    while (pos < limit && tokens[pos] !== phrase[k]) pos++;
    if (pos >= limit) return false;
  }
  return true;
}

function penaltyFor(text: string): number {
  const padded = ` ${normalize(text)} `;
  let penalty = 0;
  for (const cue of NEGATIVE_CUES) {
    if (padded.includes(` ${cue} `)) penalty += NEGATIVE_PENALTY;
  }
  const first = padded.trim().split(" ")[0] ?? "";
  const asksHow = / (?:how|why) /.test(padded) || text.includes("?");
  if (COMMAND_STARTERS.has(first) && !asksHow) penalty += NEGATIVE_PENALTY;
  return penalty;
}

function keywordIndexOf(topics: readonly SearchableTopic[]): Map<string, KeywordHit[]> {
  const keywordIndex = new Map<string, KeywordHit[]>();
  const topicStems: Set<string>[] = topics.map((topic) => new Set(topic.keywords.flatMap((k) => contentTokens(k))));
  const df = new Map<string, number>();
  for (const stems of topicStems) {
    for (const s of stems) df.set(s, (df.get(s) ?? 0) + 1);
  }
  topicStems.forEach((stems, topic) => {
    for (const s of stems) {
      const base = WEAK.has(s) ? KEYWORD_WEIGHT * WEAK_FACTOR : KEYWORD_WEIGHT;
      const weight = base / (1 + 0.5 * ((df.get(s) ?? 1) - 1));
      const hits = keywordIndex.get(s) ?? [];
      hits.push({ topic, weight });
      keywordIndex.set(s, hits);
    }
  });
  return keywordIndex;
}

/** Phrases keyed by their first content word. */
function phraseIndexOf(topics: readonly SearchableTopic[]): Map<string, PhraseEntry[]> {
  const phraseIndex = new Map<string, PhraseEntry[]>();
  let nextId = 0;
  topics.forEach((topic, index) => {
    const seen = new Set<string>();
    for (const phrase of topic.phrases) {
      const tokens = contentTokens(phrase);
      const key = tokens.join(" ");
      // A phrase needs two content words to be more than a keyword.
      if (tokens.length < 2 || seen.has(key)) continue;
      seen.add(key);
      const entry: PhraseEntry = {
        id: nextId++,
        topic: index,
        tokens,
        weight: PHRASE_WEIGHT_PER_WORD * tokens.length,
      };
      const list = phraseIndex.get(tokens[0]) ?? [];
      list.push(entry);
      phraseIndex.set(tokens[0], list);
    }
  });
  return phraseIndex;
}

/** A search over `topics`; on equal scores the earlier topic wins, so their order matters. */
export function createKnowHowSearch<T extends SearchableTopic>(topics: readonly T[]): KnowHowSearch<T> {
  const keywordIndex = keywordIndexOf(topics);
  const phraseIndex = phraseIndexOf(topics);

  function scoreAll(text: string): Float64Array {
    const scores = new Float64Array(topics.length);
    const tokens = contentTokens(text);
    if (tokens.length === 0) return scores;

    const keywordCounts = new Uint8Array(topics.length);
    for (const token of new Set(tokens)) {
      const hits = keywordIndex.get(token);
      if (!hits) continue;
      for (const hit of hits) {
        scores[hit.topic] += hit.weight;
        keywordCounts[hit.topic]++;
      }
    }
    for (let t = 0; t < topics.length; t++) {
      if (keywordCounts[t] >= 2) scores[t] += MULTI_KEYWORD_BONUS;
    }

    const matched = new Set<number>();
    for (let i = 0; i < tokens.length; i++) {
      const candidates = phraseIndex.get(tokens[i]);
      if (!candidates) continue;
      for (const entry of candidates) {
        if (matched.has(entry.id)) continue;
        if (phraseMatchesAt(tokens, i, entry.tokens)) {
          matched.add(entry.id);
          scores[entry.topic] += entry.weight;
        }
      }
    }
    return scores;
  }

  return {
    findTopic(question) {
      const scores = scoreAll(question);
      let best = -1;
      let bestScore = 0;
      for (let t = 0; t < scores.length; t++) {
        if (scores[t] > bestScore) {
          bestScore = scores[t];
          best = t;
        }
      }
      if (best < 0) return null;
      const score = bestScore - penaltyFor(question);
      if (score < MIN_SCORE) return null;
      return { topic: topics[best], score: Math.round(score * 100) / 100 };
    },

    topicsAbout(text, limit = 3) {
      if (limit <= 0) return [];
      const scores = scoreAll(text);
      const ranked: number[] = [];
      for (let t = 0; t < scores.length; t++) {
        if (scores[t] >= ABOUT_MIN_SCORE) ranked.push(t);
      }
      ranked.sort((a, b) => scores[b] - scores[a] || a - b);
      return ranked.slice(0, limit).map((t) => topics[t]);
    },
  };
}
