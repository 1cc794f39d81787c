import { catalogue } from "~/services/kitchen/catalogue";
import { UNITS } from "~/domain/kitchen/quantities";
import { groceryWords } from "~/domain/kitchen/names";
import { knowledge } from "../knowledge";

/**
 * The first step of understanding: the words people type on phones and say to a
 * microphone, made into the words the rules read. Lower case; chat shorthand and
 * apostrophe-less contractions written out ("lets", "whats", "tmrw", "pls", "n", "&",
 * "w/"); hesitations and asides dropped ("um", "lol", "fyi", "rn"); number words as
 * digits ("three hundred" → 300, "one point five" → 1.5); and words Basil does not know
 * corrected against its own vocabulary by edit distance ("chiken", "tomatos", "shoping").
 * Pure and fast: a few string passes and, for unknown words only, a bounded search of a
 * vocabulary bucketed by first letter.
 */

const SHORTHAND: Record<string, string> = {
  pls: "please",
  plz: "please",
  pleas: "please",
  plse: "please",
  tmrw: "tomorrow",
  tmr: "tomorrow",
  tmrow: "tomorrow",
  tmw: "tomorrow",
  tomoz: "tomorrow",
  "2moro": "tomorrow",
  "2morrow": "tomorrow",
  tomorow: "tomorrow",
  tommorow: "tomorrow",
  tommorrow: "tomorrow",
  tonite: "tonight",
  "2nite": "tonight",
  tnite: "tonight",
  u: "you",
  ur: "your",
  ya: "you",
  thx: "thanks",
  thnx: "thanks",
  ty: "thanks",
  tysm: "thanks",
  gonna: "going to",
  wanna: "want to",
  gotta: "have to",
  lemme: "let me",
  gimme: "give me",
  dunno: "don't know",
  em: "them",
  abt: "about",
  bc: "because",
  cuz: "because",
  coz: "because",
  cos: "because",
  sth: "something",
  smth: "something",
  sumthin: "something",
  somethin: "something",
  nxt: "next",
  mins: "minutes",
  min: "minutes",
  secs: "seconds",
  sec: "seconds",
  hrs: "hours",
  hr: "hour",
  lets: "let's",
  whats: "what's",
  thats: "that's",
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  cant: "can't",
  wont: "won't",
  isnt: "isn't",
  arent: "aren't",
  wasnt: "wasn't",
  werent: "weren't",
  shouldnt: "shouldn't",
  couldnt: "couldn't",
  im: "i'm",
  ive: "i've",
  youre: "you're",
  theyre: "they're",
  theres: "there's",
  heres: "here's",
  wheres: "where's",
  hows: "how's",
  whos: "who's",
  weve: "we've",
  youve: "you've",
  theyve: "they've",
  its: "it's",
  id: "i'd",
  itll: "it'll",
  havent: "haven't",
  hasnt: "hasn't",
  whered: "where'd",
  shes: "she's",
  hes: "he's",
  okey: "okay",
  k: "okay",
  kk: "okay",
  ok: "okay",
  yep: "yes",
  yup: "yes",
};

/**
 * Measures with a British and an American spelling, read in the American one the recogniser
 * writes: "litres" typed and "liters" heard ask the same question. Food names (and words
 * that can be part of one, such as "caramelised") keep the member's spelling, which is how
 * their items are named ("Yoghurt", "Caramelised onions").
 */
const AMERICAN: Record<string, string> = {
  litre: "liter",
  litres: "liters",
  millilitre: "milliliter",
  millilitres: "milliliters",
  centilitre: "centiliter",
  centilitres: "centiliters",
};

/** Hesitations and asides that carry no request ("um", "lol", "fyi", "right now"). */
const ASIDES =
  /\b(?:u+m+|u+h+|e+r+m+|e+r|h+m+|a+h+|lol|lmao|haha+|bruh|tbh|idk|fyi|btw|lowkey|highkey|ngl|rn|right now|atm|at the moment|just so you know|heads up|i should mention|please note that|please note|kindly|i'm afraid|just a heads up|for your information|by the way|real quick|quickly)\b/g;

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const DIGIT_WORDS: Record<string, string> = {
  zero: "0",
  oh: "0",
  ...Object.fromEntries(
    Object.entries(NUMBER_WORDS)
      .filter(([, value]) => value < 10)
      .map(([word, value]) => [word, String(value)]),
  ),
};
const NUMBER_WORD = `(?:${Object.keys(NUMBER_WORDS).join("|")})`;
/** "three hundred and fifty", "twenty-five", "one point five", "two and a half". */
const SPOKEN_NUMBER = new RegExp(
  `\\b${NUMBER_WORD}(?:[ -](?:${NUMBER_WORD}|hundred|thousand|and (?=${NUMBER_WORD}))|[ -]point(?: (?:${Object.keys(DIGIT_WORDS).join("|")}))+)*(?: and a half\\b)?`,
  "g",
);

function spokenNumber(phrase: string): number | null {
  const [whole, point] = phrase.replace(/ and a half$/, "").split(/[ -]point /);
  let total = 0;
  let group = 0;
  for (const word of whole.split(/[ -]/)) {
    if (word === "and") continue;
    if (word === "hundred") group = (group || 1) * 100;
    else if (word === "thousand") {
      total += (group || 1) * 1000;
      group = 0;
    } else if (NUMBER_WORDS[word] !== undefined) group += NUMBER_WORDS[word];
    else return null;
  }
  let value = total + group;
  if (point)
    value = Number(
      `${value}.${point
        .split(" ")
        .map((word) => DIGIT_WORDS[word])
        .join("")}`,
    );
  if (/ and a half$/.test(phrase)) value += 0.5;
  return value;
}

/** Number words as digits, except a lone "one", which is as often "that one" as a count. */
function digits(text: string) {
  return text.replace(SPOKEN_NUMBER, (phrase) => {
    if (phrase === "one") return phrase;
    const value = spokenNumber(phrase);
    return value === null ? phrase : String(value);
  });
}

/* ---------- Vocabulary and spelling ---------- */

/** The words of Basil's own requests and answers that its rules listen for. */
const COMMAND_WORDS = `add put remove delete show list shopping grocery groceries pantry fridge freezer cupboard cupboards larder
inventory timer timers minutes minute seconds second hours hour recipe recipes cook cooking make making plan planning planned
meal meals menu breakfast lunch dinner supper brunch tonight today tomorrow yesterday monday tuesday wednesday thursday
friday saturday sunday weekend week weeks next previous step steps repeat start stop pause resume cancel finish finished
check checked tick ticked uncheck bought buy need needs used use using ran run out expire expires expiring expired expiry
suggest suggestion ideas idea something anything vegetarian vegan pescatarian gluten dairy allergic allergy allergies
intolerant diet halal kosher kilos kilo grams gram litre litres liter liters pounds ounces cups teaspoon tablespoon dozen
packet packets pack packs bottle bottles jar jars tin tins can cans carton cartons bag bags box boxes loaf loaves bunch
please thanks thank okay yes no sure what whats where when which how much many long left remaining quick quickly easy
healthy dessert snack leftovers leftover ingredients instructions substitute instead convert celsius fahrenheit degrees
temperature oven boil boiling bake baking roast roasting fry frying grill grilling spicy`;

type Vocabulary = { known: Set<string>; byInitial: Map<string, string[]>; kitchen: Set<string> };

let vocabulary: Vocabulary | null = null;

function wordsOf(text: string) {
  return text.toLowerCase().match(/[a-z][a-z']*[a-z]/g) ?? [];
}

/** Built once, on first use: kitchen words (what corrections aim at) and every word Basil knows. */
function vocabularyOf(): Vocabulary {
  if (vocabulary) return vocabulary;
  const kitchen = new Set<string>();
  const addKitchen = (text: string) => {
    for (const word of wordsOf(text)) if (word.length >= 3) kitchen.add(word);
  };
  for (const recipe of catalogue) {
    addKitchen(recipe.name);
    for (const ingredient of recipe.ingredients) addKitchen(ingredient.name);
    for (const tag of recipe.tags) addKitchen(tag);
  }
  for (const word of groceryWords()) addKitchen(word);
  for (const unit of UNITS) addKitchen(unit);
  addKitchen(COMMAND_WORDS);
  // Plural forms of kitchen nouns are words too ("tomatoes" from "tomato").
  for (const word of [...kitchen]) {
    kitchen.add(
      /(?:o|s|sh|ch|x)$/.test(word) ? `${word}es` : /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`,
    );
  }
  const known = new Set(kitchen);
  for (const topic of knowledge)
    for (const word of wordsOf(`${topic.title} ${topic.keywords.join(" ")} ${topic.phrases.join(" ")} ${topic.answer}`))
      known.add(word);
  for (const word of wordsOf(COMMON_WORDS)) known.add(word);
  const byInitial = new Map<string, string[]>();
  for (const word of kitchen) {
    const bucket = byInitial.get(word[0]) ?? [];
    bucket.push(word);
    byInitial.set(word[0], bucket);
  }
  vocabulary = { known, byInitial, kitchen };
  return vocabulary;
}

/** Everyday words that are neither kitchen words nor in Basil's know-how, so they are never "corrected". */
const COMMON_WORDS = `about above after again against all almost along already also although always am among an and another any
anybody anyone anything anyway are around as ask asked at away back bad be because been before being below best better
between big bit both bring but by call came can can't come could couldn't day days did didn't do does doesn't doing done
don't down during each either else enough even ever every everyone everything few find fine first for forget forgot found
from full get gets getting give given go goes going gone good got great had half happen has have haven't having he her
here hers him his home house how i i'd i'll i'm i've if in into is isn't it it's its itself just keep kept kind know
last later least less let let's like little look looks looking lot lots made many may maybe me mean mention might mine
more most much must my myself near need never new nice no none nor not nothing now of off often oh old on once one only
onto or other others our ours ourselves over own part people perhaps place probably put quite rather really right said
same saw say see seem seen she should show since so some someone soon sorry still stuff such sure take taken tell than
that that's the their theirs them then there there's these they they're thing things think this those though through
till time to together too took toward try trying twice under until up upon us very wait want wanted was wasn't way we
we're we've well went were weren't what what's when where whether which while who whole whom whose why will with without
won't would wouldn't yeah yes yet you you're your yours yourself actually ago alright anymore basically cheers cool
dear definitely either fab folks guys hey hi hello hmm honestly kids lovely mate mum dad nope oops ok okay perfect
pretty super thank totally usual wife husband family friend friends guest guests party birthday christmas weekday work
school morning afternoon evening night late early soon forever ready eat eating ate drink drank cooked cooked shop shops
store supermarket market trolley basket cart went back from stuff things lot weather music table book play news
price prices score match movie phone email remind reminder order delivery deliver amazon spotify song songs stock
there their where while whilst maybe sometime sometimes anything everything nothing something please thanks thank
think thought really quite actually usually normally probably already another other others whatever whichever
should would could might shall today tonight tomorrow yesterday morning evening minute second hour week month year
about above after again below between during before under until while within without would never always often
start started starting stop stopped change changed changing switch swap move moved remove removed delete deleted
record records recorded note noted save saved saving update updated check checked fill filled finish clear cleared
cancel cancelled dismiss ready steady right wrong maybe later early quick quickly slowly fast faster quicker
chuck chucked scratch stocked grabbed picked purchased tossed binned mouldy moldy rotten stale thicken trolley
blocks block crisps nappies toilet tissues sponges bulbs batteries candles napkins straws matches shops bought
walk guide through mention coeliac celiac intolerant allergic lactose starving famished peckish craving
write heard smelled shout likes cracked quickest meatless wheat poach`;

/** Optimal string alignment distance, stopping early once it exceeds `limit`. */
export function distance(a: string, b: string, limit = Math.max(a.length, b.length)) {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length];
}

const corrections = new Map<string, string>();

/**
 * The kitchen word an unknown word was meant to be: same first letter (people rarely miss
 * it), one edit away for short words and two for long ones; the word itself when nothing
 * is that close or two candidates are equally close. Words under five letters are left
 * alone: too many real words are one letter from a grocery ("open", "oven").
 */
export function correctWord(word: string): string {
  if (word.length < 5 || /[^a-z]/.test(word)) return word;
  const cached = corrections.get(word);
  if (cached !== undefined) return cached;
  const { known, byInitial } = vocabularyOf();
  let result = word;
  if (!known.has(word)) {
    const limit = word.length >= 8 ? 2 : 1;
    let best = limit + 1;
    let found: string[] = [];
    for (const candidate of byInitial.get(word[0]) ?? []) {
      const d = distance(word, candidate, limit);
      if (d < best) {
        best = d;
        found = [candidate];
      } else if (d === best) found.push(candidate);
    }
    if (best <= limit && new Set(found).size === 1) result = found[0];
  }
  if (corrections.size < 5000) corrections.set(word, result);
  return result;
}

/**
 * Words a microphone (or autocorrect) turns into other real words, read back as the
 * groceries they sound like when they stand where an item's name goes.
 */
const SOUNDS_LIKE: Record<string, string> = {
  flower: "flour",
  flowers: "flour",
  time: "thyme",
  leak: "leek",
  leaks: "leeks",
  pair: "pear",
  pairs: "pears",
  stake: "steak",
  stakes: "steaks",
  serial: "cereal",
  mustered: "mustard",
  current: "currant",
  currents: "currants",
  chilly: "chilli",
  muscles: "mussels",
  peace: "peas",
  beats: "beets",
  bred: "bread",
  carats: "carrots",
  lyme: "lime",
  plumb: "plum",
  plumbs: "plums",
  colonel: "kernel",
  basel: "basil",
  oregon: "oregano",
  rise: "rice",
  doe: "dough",
};

/** An item's name with sound-alike words read as the groceries they sound like ("flower" → "flour"). */
export function groceryName(name: string) {
  return name
    .split(" ")
    .map((word) => SOUNDS_LIKE[word] ?? word)
    .join(" ");
}

/** Every word Basil knows as a kitchen word ("tahini", "cheddar", "litres"). */
export function isKitchenWord(word: string) {
  return vocabularyOf().kitchen.has(word);
}

/** Lead-ins that do not change a request ("ok so", "hey Basil", "can you", "I'd like you to"). */
const LEAD_IN =
  /^(?:(?:hey|hi|hello|ok|okay|so|well|alright|right|basil|please|oh|ah|yo|sorry|wait|actually|hmm|and so|now)[,!.]?\s+|(?:can|could|would|will) you (?:please )?|i(?:'d like| want) you to |(?:can|could) i (?:get you to|ask you to) )/;

function dropLeadIns(text: string) {
  let clean = text;
  for (let previous = ""; previous !== clean;) {
    previous = clean;
    clean = clean.replace(LEAD_IN, "");
  }
  return clean;
}

/** A clause made only of address and filler words ("hey basil", "ok so"). */
const ONLY_LEAD_IN = /^(?:(?:hey|hi|hello|ok|okay|so|well|alright|basil|oh|ah|yo|hmm|and so|now)\s*)+$/;

/**
 * A clause without "please", "thanks" or a tag question at its end ("stick it on the list,
 * would you"); a later clause that is only the tag question goes. A message that is only
 * "thanks" stays: it is what the member said.
 */
function withoutPoliteEnd(clause: string, later: boolean, whole: boolean) {
  const plain = clause.replace(
    whole ? /(?<=\S),?\s+(?:please|thanks|thank you|for me|ta)$/ : /,?\s*\b(?:please|thanks|thank you|for me|ta)$/,
    "",
  );
  if (later && /^(?:would|will|could|can) you$/.test(plain)) return "";
  return plain.replace(/(?<=\S),?\s+(?:would|will|could|can) you$/, "").trim();
}

/** Drops "please", "thanks" and lead-ins at the start and end of each clause, and clauses that are only lead-ins. */
function tidyClauses(said: string) {
  const parts = said.split(/\s*([,;:]|\.\s)\s*/);
  // "Hey Basil, show my list": the first clause only calls Basil (but "okay" alone stays an answer).
  const text = parts.length > 2 && ONLY_LEAD_IN.test(parts[0].trim()) ? parts.slice(2).join(" ") : said;
  const clauses = text.split(/\s*([,;]|\.\s|\s-\s|:)\s*/);
  return clauses
    .map((part, index) =>
      index % 2 === 1 ? part : withoutPoliteEnd(dropLeadIns(part.trim()), index > 0, clauses.length === 1),
    )
    .join(" ")
    .replace(/\s+([,;:])/g, "$1")
    .replace(/\s*\.\s+/g, ". ")
    .replace(/\s+-\s+/g, " - ")
    .replace(/(?:^[,;:.\s-]+|[,;:\s-]+$)/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The message as the rules read it (see the module's description). */
export function normalise(raw: string): string {
  let text = raw
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\bw\/o\b/g, " without ")
    .replace(/\bw\/(?=\s|[a-z])/g, " with ")
    .replace(/\s*(?:&|\+)\s*/g, " and ")
    .replace(/(\d)\s*x\s*(\d)/g, "$1 x $2")
    .replace(/\s+/g, " ")
    .trim();
  text = text
    .split(" ")
    .map((token) => {
      const [, lead, word, tail] = /^([^a-z0-9']*)([a-z0-9']*)(.*)$/.exec(token) ?? ["", "", token, ""];
      const written = SHORTHAND[word] ?? AMERICAN[word] ?? (word === "n" ? "and" : word);
      return `${lead}${written}${tail}`;
    })
    .join(" ");
  // "were low on rice" at the start of a clause is "we're"; so is "its in the fridge".
  text = text.replace(/(^|[,;.]\s*)were\b/g, "$1we're");
  text = text.replace(ASIDES, " ").replace(/\blike (?=\d|a |an |a couple|a few|about)/g, "");
  // Heard, "two cans" may come through as "to cans": after a verb, before a container, it can only be a count.
  text = text.replace(
    /(^|[,;]\s*|\b(?:add|buy|get|grab|need|remove|delete|take|use|used|bought|got|picked up|have|had|want|put|check off|tick off)\s+)(?:to|too)\s+(?=(?:cans|tins|bottles|jars|bags|boxes|cartons|packs|packets|loaves|bunches|heads|cloves|blocks)\b)/g,
    "$1two ",
  );
  text = digits(text);
  text = text.replace(/[a-z]+/g, (word) => correctWord(word));
  return tidyClauses(text.replace(/[!?]+/g, " ").replace(/\.+$/g, "").replace(/\s+/g, " ").trim())
    .replace(/^(?:[,;:.]\s*)+/, "")
    .replace(/[.]+$/, "")
    .trim();
}
