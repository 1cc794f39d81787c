import { addDays, format, nextDay, startOfWeek, type Day } from "date-fns";
import { parseAmountAndItem } from "../../kitchen/quantities";
import { findTopic } from "../knowledge";

/**
 * Kitchen language understanding for the embedded engine: turns a member's message into
 * an intent with slots (items with quantities, target list, dates, meal, time limits,
 * recipe names, follow-up references). Pure and fast: no I/O, no model.
 */

export type MealType = "breakfast" | "lunch" | "dinner";
export type Item = { name: string; quantity: number | null; unit: string | null };
export type DateRange = { from: string; to: string; label: string };

export type Intent =
  | { kind: "greeting" }
  | { kind: "thanks" }
  | { kind: "help" }
  | { kind: "confirm"; yes: boolean }
  | { kind: "pantry.show"; location: string | null }
  | { kind: "pantry.expiring" }
  | { kind: "pantry.add"; items: Item[]; location: string | null }
  | { kind: "pantry.use"; item: Item }
  | { kind: "pantry.remove"; name: string }
  | { kind: "pantry.out"; name: string }
  | { kind: "pantry.has"; name: string }
  | { kind: "shopping.show" }
  | { kind: "shopping.add"; items: Item[] }
  | { kind: "shopping.addRecipe"; recipe: RecipeRef; servings: number | null }
  | { kind: "shopping.check"; names: string[]; checked: boolean; toPantry: boolean }
  | { kind: "shopping.remove"; name: string }
  | { kind: "shopping.clearChecked" }
  | { kind: "add.ambiguous"; items: Item[] }
  | { kind: "recipe.suggest"; mealType: MealType | null; maxPrepTime: number | null; ingredients: string[]; text: string | null; usePantry: boolean; another: boolean }
  | { kind: "recipe.show"; recipe: RecipeRef; servings: number | null }
  | { kind: "mealplan.show"; range: DateRange; mealType: MealType | null }
  | { kind: "mealplan.planWeek"; range: DateRange }
  | { kind: "mealplan.add"; recipe: RecipeRef; date: string; dateLabel: string; mealType: MealType | null }
  | { kind: "mealplan.whatsFor"; date: string; dateLabel: string; mealType: MealType }
  | { kind: "cooking.start"; recipe: RecipeRef }
  | { kind: "cooking.navigate"; direction: "next" | "previous" | "repeat" }
  | { kind: "cooking.finish" }
  | { kind: "timer.start"; seconds: number | null; name: string | null }
  | { kind: "timer.control"; action: "pause" | "resume" | "cancel" }
  | { kind: "timer.status" }
  | { kind: "knowledge"; question: string }
  | { kind: "unsupported"; what: string }
  | { kind: "unknown" };

/** A recipe the member named, or one they referred to ("it", "the second one"). */
export type RecipeRef = { name: string } | { reference: "last" | number };

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, "forty-five": 45, fifty: 50, sixty: 60,
  ninety: 90, half: 0.5, couple: 2, few: 3,
};
const ORDINALS: Record<string, number> = { first: 1, "1st": 1, second: 2, "2nd": 2, third: 3, "3rd": 3, last: -1 };
const WEEKDAYS: Record<string, Day> = { sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6 };

export function normalise(text: string) {
  return text
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[’‘`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, " ")
    .replace(/^(hey|hi|ok|okay|so|um|uh|well|basil|please)[,!.]?\s+/g, "")
    .replace(/^(hey|hi|ok|okay|so|basil)[,!.]?\s+/g, "")
    .replace(/\b(please|thanks|thank you|for me)\b[.!?]*$/g, "")
    .replace(/[.!?]+$/g, "")
    .trim();
}

function isoDate(date: Date) {
  return format(date, "yyyy-MM-dd");
}

function toNumber(word: string) {
  if (/^\d+(\.\d+)?$/.test(word)) return Number(word);
  return NUMBER_WORDS[word] ?? null;
}

/* ---------- Time ---------- */

/** "under 30 minutes", "in 20 min", "less than an hour", "quick" → minutes. */
export function timeLimit(text: string): number | null {
  const match = /\b(?:under|in|less than|within|no more than|max(?:imum)?|at most|below|fewer than|takes?|in about)\s+(?:an?\s+)?(\d+|[a-z-]+)?\s*(?:(hours?|hrs?|h)\b|(minutes?|mins?|m)\b)/.exec(text);
  if (match) {
    const amount = match[1] ? (toNumber(match[1]) ?? 1) : 1;
    return match[2] ? Math.round(amount * 60) : amount;
  }
  if (/\b(?:half an hour|30-minute|thirty minute)\b/.test(text)) return 30;
  if (/\b(?:an hour|one hour)\b/.test(text) && /\b(under|less than|within|in)\b/.test(text)) return 60;
  if (/\b(quick|fast|speedy|in a hurry|short on time|busy)\b/.test(text)) return 30;
  return null;
}

/** A duration for a timer: "10 minutes", "1 hour 15 minutes", "90 seconds", "half an hour". */
export function duration(text: string): number | null {
  let seconds = 0;
  let found = false;
  const pattern = /(\d+(?:\.\d+)?|[a-z-]+)\s*(hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)\b/g;
  for (const match of text.matchAll(pattern)) {
    const amount = toNumber(match[1]);
    if (amount === null) continue;
    const unit = match[2];
    seconds += unit.startsWith("h") ? amount * 3600 : unit.startsWith("m") ? amount * 60 : amount;
    found = true;
  }
  if (/\bhalf an hour\b/.test(text)) {
    seconds += 1800;
    found = true;
  }
  if (/\ban hour and a half\b/.test(text)) {
    seconds = 5400;
    found = true;
  }
  return found && seconds > 0 ? Math.round(seconds) : null;
}

export function mealTypeIn(text: string): MealType | null {
  if (/\bbreakfast|brunch\b/.test(text)) return "breakfast";
  if (/\blunch\b/.test(text)) return "lunch";
  if (/\b(dinner|supper|tonight|evening meal)\b/.test(text)) return "dinner";
  return null;
}

/** A single day named in the text ("today", "tomorrow", "on friday"), or null. */
export function dayIn(text: string, now: Date): { date: string; label: string } | null {
  if (/\b(today|tonight)\b/.test(text)) return { date: isoDate(now), label: "today" };
  if (/\btomorrow\b/.test(text)) return { date: isoDate(addDays(now, 1)), label: "tomorrow" };
  for (const [name, index] of Object.entries(WEEKDAYS)) {
    if (new RegExp(`\\b${name}\\b`).test(text)) {
      const date = now.getDay() === index && !/\bnext\b/.test(text) ? now : nextDay(now, index);
      return { date: isoDate(date), label: `on ${name.charAt(0).toUpperCase()}${name.slice(1)}` };
    }
  }
  return null;
}

/** "this week" (default), "next week", "the weekend", or a single day. */
export function rangeIn(text: string, now: Date): DateRange {
  const monday = startOfWeek(now, { weekStartsOn: 1 });
  if (/\bnext week\b/.test(text)) {
    const start = addDays(monday, 7);
    return { from: isoDate(start), to: isoDate(addDays(start, 6)), label: "next week" };
  }
  if (/\b(this )?weekend\b/.test(text)) {
    return { from: isoDate(addDays(monday, 5)), to: isoDate(addDays(monday, 6)), label: "this weekend" };
  }
  const day = dayIn(text, now);
  if (day && !/\bweek\b/.test(text)) return { from: day.date, to: day.date, label: day.label };
  return { from: isoDate(monday), to: isoDate(addDays(monday, 6)), label: "this week" };
}

/* ---------- Items ---------- */

const FILLER = /^(?:some|a few|few|a couple of|couple of|more|extra|fresh|the|my|our|also|and)\s+/;
const TRAILING = /\s+(?:too|as well|also|please)$/;

/** "bread, eggs, and tomatoes" → three items; "2 pounds chicken breast and 1 gallon milk" → two. */
export function splitItems(text: string): Item[] {
  const parts = text
    .replace(/\s*(?:,|;|\band also\b|\bplus\b|&)\s*/g, ",")
    .replace(/,?\s+and\s+(?=(?:\d|a |an |some |one |two |three |four |five |six |a dozen|half|½|¼|¾)|[a-z])/g, ",")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const items: Item[] = [];
  for (const part of parts) {
    let clean = part.replace(FILLER, "").replace(FILLER, "").replace(TRAILING, "").trim();
    clean = clean.replace(/^of\s+/, "");
    if (!clean || /^(it|them|those|these|that|this)$/.test(clean)) continue;
    const parsed = parseAmountAndItem(clean);
    const name = parsed.item.replace(/^of\s+/, "").replace(FILLER, "").trim();
    if (!name) continue;
    items.push({ name, quantity: parsed.amount, unit: parsed.unit });
  }
  return items;
}

/** Re-joins "salt and pepper"-style pairs that splitItems would separate. */
const PAIRS = ["salt and pepper", "mac and cheese", "half and half", "bread and butter pickles", "fish and chips", "sweet and sour sauce", "peanut butter and jelly"];

function itemsFrom(text: string): Item[] {
  let protectedText = text;
  const placeholders: string[] = [];
  for (const pair of PAIRS) {
    if (protectedText.includes(pair)) {
      placeholders.push(pair);
      protectedText = protectedText.replace(pair, `§${placeholders.length - 1}§`);
    }
  }
  return splitItems(protectedText).map((item) => ({
    ...item,
    name: item.name.replace(/§(\d+)§/g, (_, index: string) => placeholders[Number(index)]),
  }));
}

/* ---------- Targets ---------- */

const LIST_TARGET = /\s*\b(?:to|on|onto|in|into|for|from|off)\s+(?:my|the|our)?\s*(?:shopping|grocery|groceries)?\s*(?:list|cart|basket)\b/;
const LIST_TARGET_BARE = /\s*\b(?:to|on|onto|into)\s+(?:my|the|our)?\s*(?:shopping|grocery|groceries)\b/;
const PANTRY_TARGET = /\s*\b(?:to|in|into|from|out of)\s+(?:my|the|our)?\s*(pantry|inventory|fridge|refrigerator|freezer|cupboards?|kitchen|stock|larder)\b/;

function location(word: string | undefined) {
  if (!word) return null;
  if (word === "fridge" || word === "refrigerator") return "fridge";
  if (word === "freezer") return "freezer";
  return null;
}

function recipeRef(text: string): RecipeRef | null {
  const cleaned = text
    .replace(/^(?:the|a|an|some|my|that|this)\s+/, "")
    .replace(/\s+(?:recipe|one|dish)$/, "")
    .trim();
  if (!cleaned) return null;
  const ordinal = /^(first|second|third|1st|2nd|3rd|last)(?: one| recipe| option)?$/.exec(cleaned);
  if (ordinal) return { reference: ORDINALS[ordinal[1]] === -1 ? "last" : ORDINALS[ordinal[1]] };
  if (/^(it|that|this|them|those|these|that recipe|this recipe|the recipe|the dish|one|that one|this one)$/.test(cleaned)) {
    return { reference: "last" };
  }
  return { name: cleaned };
}

function servingsIn(text: string) {
  const match = /\b(?:for|serves?|serving)\s+(\d+|[a-z]+)\s*(?:people|persons|servings|of us|guests)?\b/.exec(text);
  if (!match) return null;
  const value = toNumber(match[1]);
  return value && value >= 1 && value <= 50 && Number.isInteger(value) ? value : null;
}

/* ---------- The rules ---------- */

const KNOWLEDGE_CUES =
  /\b(how (?:do|should|can|long|much|hot|to)|how's|what(?:'s| is) the (?:best way|difference|ratio|temperature|temp)|why (?:do|does|is|are|did)|can i (?:use|substitute|freeze|reheat|eat|replace|keep|store)|should i|is it (?:safe|ok|okay)|substitute|substitution|instead of|tips? (?:for|on)|what temp|safe to|how to|ratio|too salty|too spicy|fix)\b/;

const KITCHEN_COMMAND = /\b(add|put|remove|delete|show|list|plan|start|set|check|cancel|pause|resume|buy|bought|got|used|suggest|recommend|find)\b/;

const SUGGEST =
  /\b(suggest|recommend|recipe|recipes|ideas?|what (?:can|should|could) (?:i|we) (?:make|cook|have|eat)|what to (?:make|cook|eat)|something to (?:make|cook|eat)|make for|cook for|i(?:'m| am) (?:hungry|craving)|feel like|dish with|meal with|something (?:with|quick|easy|vegetarian|vegan|healthy|spicy|light))\b/;

const UNSUPPORTED: Array<[RegExp, string]> = [
  [/\b(order|deliver|delivery|buy (?:it|them) online|instacart|amazon)\b/, "order groceries or arrange delivery"],
  [/\b(price|cost|how much (?:is|does|are)|cheapest|budget)\b/, "look up prices"],
  [/\b(calories|calorie|macros|protein content|nutrition(?:al)? (?:facts|info))\b/, "give exact nutrition figures"],
  [/\b(weather|news|stocks?|football|score)\b/, "help with things outside the kitchen"],
  [/\b(book|reserve|reservation) (?:a )?(?:table|restaurant)\b/, "book restaurants"],
  [/\b(play|spotify) (?:some )?music\b/, "play music"],
];

export function understand(raw: string, now: Date): Intent {
  const text = normalise(raw);
  if (!text) return { kind: "unknown" };

  // Short answers and social phrases.
  if (/^(yes|yep|yeah|yup|sure|ok|okay|do it|go ahead|confirm|please do|yes please|correct|that's right|right)$/.test(text)) {
    return { kind: "confirm", yes: true };
  }
  if (/^(no|nope|nah|cancel that|never ?mind|don't|do not|stop|forget it|no thanks)$/.test(text)) {
    return { kind: "confirm", yes: false };
  }
  if (/^(hi|hello|hey|good (?:morning|afternoon|evening)|howdy|hiya|yo)( there)?( basil)?$/.test(text)) return { kind: "greeting" };
  if (/^(thanks|thank you|thx|cheers|ta|great,? thanks|perfect,? thanks|awesome|great|perfect)( so much| a lot)?$/.test(text)) return { kind: "thanks" };
  if (/^(help|what can you do|what do you do|how does this work|what are you|who are you|commands)\b/.test(text)) return { kind: "help" };

  for (const [pattern, what] of UNSUPPORTED) {
    if (pattern.test(text) && !/\b(add|list|recipe)\b/.test(text)) return { kind: "unsupported", what };
  }

  // Cooking session navigation.
  if (/^(?:go to |show |read |what's |what is )?(?:the )?next(?: step)?$|^(?:ok |okay |done,? )?(?:next|continue|keep going|what's next|what now|then what|and then)$|^(?:i'?m )?(?:done|finished|ready) with (?:this|that) step$/.test(text)) {
    return { kind: "cooking.navigate", direction: "next" };
  }
  if (/^(?:go )?back(?: a step| one step)?$|^(?:go to |show )?(?:the )?previous(?: step)?$|^(?:go back to |back to )?(?:the )?(?:last|previous) step$/.test(text)) {
    return { kind: "cooking.navigate", direction: "previous" };
  }
  if (/^(?:repeat|say (?:that|it) again|read (?:that|it|the step) again|what was that|again|come again|what's the current step|current step|where (?:am i|was i|were we))$|^repeat (?:that|the step|this step)$/.test(text)) {
    return { kind: "cooking.navigate", direction: "repeat" };
  }
  if (/^(?:i'?m |we'?re )?(?:all )?(?:done|finished)(?: cooking)?$|^(?:finish|complete|end)(?: the)?(?: recipe| cooking| session)?$|^(?:stop|end) cooking$/.test(text)) {
    return { kind: "cooking.finish" };
  }

  // Timers.
  if (/\btimers?\b|\bremind me in\b|\bset (?:an? )?alarm\b|\bcount ?down\b/.test(text)) {
    if (/\b(pause|hold|freeze)\b/.test(text)) return { kind: "timer.control", action: "pause" };
    if (/\b(resume|continue|unpause|restart|start again)\b/.test(text) && !/\bset\b/.test(text)) return { kind: "timer.control", action: "resume" };
    if (/\b(cancel|stop|delete|remove|clear|turn off|dismiss)\b/.test(text)) return { kind: "timer.control", action: "cancel" };
    if (/\b(how (?:long|much time)|time left|remaining|status|check|left on)\b/.test(text)) return { kind: "timer.status" };
    const seconds = duration(text);
    const named = /\b(?:for (?:the |my )?([a-z][a-z ]{1,30}?))(?:\s+for\s+|\s*$)/.exec(text.replace(/\b(?:a |an )?timer\b/, "").replace(/\d+(\.\d+)?\s*(hours?|minutes?|mins?|seconds?|secs?)/g, "").trim());
    const name = named && !duration(named[1]) ? named[1].trim() : null;
    return { kind: "timer.start", seconds, name };
  }
  if (/^(?:how (?:long|much time) (?:is )?left|how long to go|is it done yet)$/.test(text)) return { kind: "timer.status" };

  // Shopping list: clear and show.
  if (/\b(clear|remove|delete)\b.*\b(checked|ticked|crossed[- ]off|bought|done)\b(?:.*\b(items?|things?|stuff)\b)?/.test(text)) {
    return { kind: "shopping.clearChecked" };
  }
  if (/^(?:show|see|view|display|open|read|check|what's on|what is on|what's in|whats on|what do i need (?:to buy|from the store)|what do we need)\b.*\b(?:shopping|grocery|groceries)?\s*list\b|^(?:my |the )?(?:shopping|grocery) list$|^what (?:do|should) (?:i|we) (?:need to )?buy|^(?:show|read) (?:me )?(?:my |the )?(?:shopping|groceries)$/.test(text)) {
    return { kind: "shopping.show" };
  }

  // Recipe ingredients onto the list.
  const ingredientsToList =
    /^(?:add|put|get)\s+(?:all\s+)?(?:the\s+)?(?:missing\s+)?ingredients\s+(?:for|of|from|to make|needed for)\s+(.+?)(?:\s+(?:to|on|onto|in)\s+(?:my|the|our)?\s*(?:shopping\s+)?list)?$/.exec(text) ??
    /^(?:add|put)\s+(?:the\s+|all\s+(?:the\s+)?)?(.+?)\s+ingredients(?:\s+(?:to|on|onto|in)\s+(?:my|the|our)?\s*(?:shopping\s+)?list)?$/.exec(text) ??
    /^(?:add|put)\s+(?:what i need|everything i need|what we need)\s+(?:for|to make)\s+(.+?)(?:\s+(?:to|on|onto)\s+(?:my|the|our)?\s*(?:shopping\s+)?list)?$/.exec(text) ??
    /^(?:i want to make|i'm making|we're making|let's make)\s+(.+?)[,;]?\s+(?:add|put)\s+(?:the\s+)?(?:ingredients|what i need|what's missing)\s+(?:to|on)\s+(?:my|the)?\s*(?:shopping\s+)?list$/.exec(text);
  if (ingredientsToList) {
    const servings = servingsIn(ingredientsToList[1]);
    const name = ingredientsToList[1].replace(/\s+for\s+\d+.*$/, "").replace(/\s+for\s+[a-z]+\s+(?:people|guests|of us)$/, "");
    const recipe = recipeRef(name);
    if (recipe) return { kind: "shopping.addRecipe", recipe, servings: servings ?? servingsIn(text) };
  }
  if (/^(?:add|put)\s+(?:those|these|them|it|that|the ingredients|everything|what's missing)\s+(?:to|on|onto)\s+(?:my|the|our)?\s*(?:shopping\s+)?list$/.test(text)) {
    return { kind: "shopping.addRecipe", recipe: { reference: "last" }, servings: null };
  }

  // Checking items off.
  const checkOff =
    /^(?:check|tick|cross|mark)\s+(?:off\s+)?(.+?)(?:\s+off)?(?:\s+(?:as\s+)?(?:done|bought|got))?(?:\s+(?:on|from|off)\s+(?:my|the)?\s*(?:shopping\s+)?list)?$/.exec(text) ??
    /^(?:i|we)\s+(?:just\s+)?(?:bought|got|picked up|grabbed|purchased)\s+(?:the\s+)?(.+?)(?:\s+(?:from|at)\s+the\s+(?:store|shop|market))?$/.exec(text);
  if (checkOff && !/\b(recipe|timer)\b/.test(text)) {
    const names = itemsFrom(checkOff[1]).map((item) => item.name);
    const toPantry = /^(?:i|we)\s/.test(text);
    if (names.length) return { kind: "shopping.check", names, checked: true, toPantry };
  }
  const uncheck = /^(?:uncheck|untick)\s+(.+?)(?:\s+(?:on|from)\s+(?:my|the)?\s*(?:shopping\s+)?list)?$/.exec(text);
  if (uncheck) return { kind: "shopping.check", names: itemsFrom(uncheck[1]).map((item) => item.name), checked: false, toPantry: false };

  // Removing.
  const removeFrom = /^(?:remove|delete|take|drop|scratch|cross out)\s+(?:the\s+)?(.+?)(?:\s+off)?\s+(?:from|off|out of)\s+(?:my|the|our)?\s*(shopping list|list|pantry|inventory|fridge|freezer|cupboard)$/.exec(text);
  if (removeFrom) {
    return removeFrom[2].includes("list") ? { kind: "shopping.remove", name: removeFrom[1] } : { kind: "pantry.remove", name: removeFrom[1] };
  }

  // Out of something / used something.
  const outOf = /^(?:we(?:'re| are)|i(?:'m| am)|we've|i've)\s+(?:all\s+)?(?:out of|run out of|ran out of|finished(?: the)?|used up(?: the| all the)?|out of the)\s+(.+)$|^(?:we|i)\s+(?:ran|run)\s+out\s+of\s+(.+)$|^(?:there's|there is)\s+no\s+(?:more\s+)?(.+?)\s+left$/.exec(text);
  if (outOf) return { kind: "pantry.out", name: (outOf[1] ?? outOf[2] ?? outOf[3]).replace(/^(?:the|all the|our|my)\s+/, "") };
  const used = /^(?:i|we)\s+(?:just\s+)?(?:used|ate|drank|finished|cooked with)\s+(.+)$|^(?:use|used)\s+(.+?)\s+(?:from|of)\s+(?:the\s+)?(?:pantry|fridge|inventory)$/.exec(text);
  if (used) {
    const [item] = itemsFrom(used[1] ?? used[2]);
    if (item) return { kind: "pantry.use", item };
  }

  // Adding.
  const add = /^(?:please\s+)?(?:add|put|stick|throw|pop|get|buy|i need to buy|we need to buy|i need|we need|remember to buy|don't forget|note down)\s+(.+)$/.exec(text);
  if (add && !/\bingredients\b/.test(text) && !/\btimer\b/.test(text) && !/^(?:get|i need|we need)\s+(?:a |some )?(?:recipe|idea|suggestion|help)/.test(text)) {
    let body = add[1];
    const verb = text.slice(0, text.length - body.length);
    const toList = LIST_TARGET.test(body) || LIST_TARGET_BARE.test(body) || /\b(buy|need)\b/.test(verb) || /remember|forget|note/.test(verb);
    const pantryMatch = PANTRY_TARGET.exec(body);
    body = body.replace(LIST_TARGET, "").replace(LIST_TARGET_BARE, "").replace(PANTRY_TARGET, "").replace(/\s+to\s+(?:it|them)$/, "").trim();
    const planMatch = /^(.+?)\s+(?:to|for|on)\s+(?:the\s+)?(?:meal plan|plan|(?:my\s+)?(breakfast|lunch|dinner)|(today|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:'s)?)/.exec(body);
    if (planMatch && !toList && !pantryMatch) {
      const day = dayIn(body, now) ?? { date: isoDate(now), label: "today" };
      const recipe = recipeRef(planMatch[1]);
      if (recipe) return { kind: "mealplan.add", recipe, date: day.date, dateLabel: day.label, mealType: mealTypeIn(body) };
    }
    const items = itemsFrom(body);
    if (items.length > 0) {
      if (pantryMatch) return { kind: "pantry.add", items, location: location(pantryMatch[1]) };
      if (toList) return { kind: "shopping.add", items };
      return { kind: "add.ambiguous", items };
    }
  }

  // Planning.
  const planFor = /^(?:plan|schedule|put|have|let's have|we'll have|make)\s+(.+?)\s+(?:for|on)\s+(?:(today|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:'s)?\s*)?(breakfast|lunch|dinner|supper)?\s*(?:on\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday))?$/.exec(text);
  if (planFor && (planFor[2] || planFor[3] || planFor[4]) && !/\b(meals|week|menu)\b/.test(planFor[1])) {
    const day = dayIn(text, now) ?? { date: isoDate(now), label: "today" };
    const recipe = recipeRef(planFor[1]);
    if (recipe) return { kind: "mealplan.add", recipe, date: day.date, dateLabel: day.label, mealType: mealTypeIn(text) };
  }
  if (/\b(plan|planning|organi[sz]e|sort out|make)\b.*\b(meals?|menu|week|dinners|lunches|breakfasts)\b|\bmeal plan for\b|\bplan (?:my |our |the )?(?:week|weekend)\b|\bweekly (?:meal )?plan\b.*\b(make|create|build)\b/.test(text) &&
    !/\b(show|see|view|what's|what is|display)\b/.test(text)) {
    return { kind: "mealplan.planWeek", range: rangeIn(text, now) };
  }
  if (/\b(meal plan|menu|plan)\b/.test(text) && /\b(show|see|view|what's|what is|display|read|check|this week|next week|today|tomorrow)\b/.test(text)) {
    return { kind: "mealplan.show", range: rangeIn(text, now), mealType: mealTypeIn(text) };
  }
  if (/^what(?:'s| is| are)(?: we having| on the menu)? (?:for )?(breakfast|lunch|dinner|supper)(?: (today|tonight|tomorrow|on \w+day))?$|^what(?:'s| is) for (breakfast|lunch|dinner|supper)(?: (today|tonight|tomorrow|on \w+day))?$|^what are we (?:having|eating|cooking) (?:for )?(breakfast|lunch|dinner|tonight|today|tomorrow)?\s*(?:tonight|today|tomorrow)?$/.test(text)) {
    const day = dayIn(text, now) ?? { date: isoDate(now), label: "today" };
    return { kind: "mealplan.whatsFor", date: day.date, dateLabel: day.label, mealType: mealTypeIn(text) ?? "dinner" };
  }

  // Cooking.
  const cook =
    /^(?:let's |let us |i want to |i'd like to |can we |help me |walk me through |guide me through )?(?:start |begin )?(?:cook(?:ing)?|mak(?:e|ing)) (.+?)(?: now)?$/.exec(text) ??
    /^(?:start|begin)(?: the)?(?: cooking)? (?:session )?(?:for |with )?(.+)$/.exec(text);
  if (cook && /\b(start|begin|let's|cooking|walk me|guide me)\b/.test(text) && !/\b(for (?:dinner|lunch|breakfast)|ideas?|something|what)\b/.test(cook[1])) {
    const recipe = recipeRef(cook[1].replace(/^(?:cooking|making)\s+/, ""));
    if (recipe) return { kind: "cooking.start", recipe };
  }
  if (/^(?:start|begin|let's start|let's go|let's cook|start cooking|let's do it|cook it)$/.test(text)) {
    return { kind: "cooking.start", recipe: { reference: "last" } };
  }

  // Pantry questions.
  if (/\b(expir\w*|going off|go off|going bad|go bad|about to spoil|spoil\w*|use up soon|use first|past (?:its|their) date|out of date|best before|sell by)\b/.test(text)) {
    if (SUGGEST.test(text) && /\b(use|using|with)\b/.test(text)) {
      return { kind: "recipe.suggest", mealType: mealTypeIn(text), maxPrepTime: timeLimit(text), ingredients: [], text: null, usePantry: true, another: false };
    }
    return { kind: "pantry.expiring" };
  }
  const doWeHave = /^(?:do (?:i|we) have|have (?:i|we) got|is there|are there|have we got)\s+(?:any\s+)?(.+?)(?:\s+(?:left|in the (?:pantry|fridge|freezer|house)|at home))?$/.exec(text);
  if (doWeHave && !/\b(recipe|timer|plan)\b/.test(text)) return { kind: "pantry.has", name: doWeHave[1] };
  if (/\b(pantry|inventory|fridge|freezer|cupboards?|larder|stock)\b/.test(text) &&
    /\b(what|show|see|view|list|check|look|in my|what's|whats|display|read)\b/.test(text) && !SUGGEST.test(text)) {
    const where = /\b(fridge|refrigerator|freezer)\b/.exec(text);
    return { kind: "pantry.show", location: location(where?.[1]) };
  }
  if (/^what (?:do|have) (?:i|we) (?:have|got)(?: at home| in the house)?$|^what(?:'s| is) in (?:the )?house$/.test(text)) return { kind: "pantry.show", location: null };

  // Showing a specific recipe.
  const showRecipe =
    /^(?:show|give|tell|read)\s+(?:me\s+)?(?:the\s+)?(?:recipe|instructions|steps|details)\s+(?:for|of)\s+(.+)$/.exec(text) ??
    /^how (?:do|can|should) (?:i|you|we) (?:make|cook|prepare) (?:a |an |some )?(.+)$/.exec(text) ??
    /^(?:what(?:'s| is) in|what goes in|ingredients (?:for|of)|what do i need for)\s+(?:a |an |the )?(.+)$/.exec(text) ??
    /^(?:show|open|tell me about|more about|details (?:on|for)) (?:me )?(?:the )?(first|second|third|1st|2nd|3rd|last)(?: one| recipe| option)?$/.exec(text) ??
    /^(?:show|open) (?:me )?(?:the )?(.+?) recipe$/.exec(text);
  if (showRecipe) {
    const recipe = recipeRef(showRecipe[1]);
    // "How do I season cast iron?" is know-how, not a recipe.
    if (findTopic(text)) return { kind: "knowledge", question: text };
    if (recipe) return { kind: "recipe.show", recipe, servings: servingsIn(text) };
  }

  // Cooking knowledge.
  if (KNOWLEDGE_CUES.test(text) && !KITCHEN_COMMAND.test(text.split(" ")[0] ?? "")) return { kind: "knowledge", question: text };

  // Suggestions.
  if (SUGGEST.test(text) || /^what(?:'s| is) for (?:dinner|lunch|breakfast)\??$/.test(text) || /\b(hungry|dinner ideas|lunch ideas|breakfast ideas|something else|another one|another idea|other options|something different)\b/.test(text)) {
    const withMatch = /\b(?:with|using|that uses|from|including|made with)\s+(?:some\s+|my\s+|the\s+)?(.+?)(?:\s+(?:in|under|for|that|which|tonight|today)\b.*)?$/.exec(text);
    const ingredients = withMatch && !/\b(what i have|what's in|my pantry|the pantry|what we have|leftovers)\b/.test(withMatch[1])
      ? itemsFrom(withMatch[1]).map((item) => item.name).filter((name) => !/\b(recipe|ideas?|something|minutes?|hours?)\b/.test(name))
      : [];
    const descriptors = ["healthy", "vegetarian", "vegan", "spicy", "light", "comfort", "soup", "salad", "curry", "pasta", "noodles", "tacos", "stir-fry", "one-pot", "family", "grill"];
    const descriptor = descriptors.find((word) => new RegExp(`\\b${word}\\b`).test(text)) ?? null;
    return {
      kind: "recipe.suggest",
      mealType: mealTypeIn(text),
      maxPrepTime: timeLimit(text),
      ingredients,
      text: descriptor,
      usePantry: /\b(what i have|what we have|what's in|my pantry|the pantry|on hand|leftovers|in the fridge)\b/.test(text),
      another: /\b(something else|another|other options|different)\b/.test(text),
    };
  }

  if (KNOWLEDGE_CUES.test(text) || /^(?:what|why|when|which|is|are|does|do|can|should)\b/.test(text)) return { kind: "knowledge", question: text };
  return { kind: "unknown" };
}
