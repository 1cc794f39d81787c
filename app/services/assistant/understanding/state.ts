import type { Ranked } from "./classifier";
import type { Interpreted } from "./interpret";
import type { Request } from "./requests";

/**
 * The dialogue state, and how it reads a message as a whole: what the conversation already
 * holds (the items last spoken of, the recipes offered, a recipe named earlier in the same
 * message) and the rules that join a message's requests ("and eggs" after an add, "the second
 * one" after ideas, a statement that only sets up a question, a diet said with a request).
 */

export type DialogueState = {
  /** The items the last request was about, and whether they were on the list or in the pantry. */
  lastItems: { target: "list" | "pantry"; names: string[] } | null;
  lastRecipeId: string | null;
  lastRecipeIds: string[];
  /** A recipe named earlier in the same message ("I want to make mapo tofu, add what I need"). */
  lastRecipeName?: string | null;
};

export const EMPTY_STATE: DialogueState = { lastItems: null, lastRecipeId: null, lastRecipeIds: [] };

export type UnderstoodRequest = {
  tokens: string[];
  /** The classifier's ranking, likeliest first. */
  ranking: Ranked[];
  intent: string;
  confidence: number;
  tags: string[];
} & Interpreted;

const JOINS = new Set(["and", "also", "plus", "oh"]);
const ORDINAL = /^(?:first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th)$/;
/** Classes a follow-up may be read as when what the classifier saw was only its items. */
const WEAK = new Set(["shopping.add", "pantry.add", "more", "none", "no", "yes", "amend", "recipe.another"]);

/**
 * A follow-up read with what the conversation holds (the dialogue state): "and eggs" after
 * an add is more of the same; "the second one" after recipe ideas is that recipe.
 */
export function followUp(tokens: string[], top: Ranked, state: DialogueState, index: number): string | null {
  if (index > 0) return null;
  if (state.lastItems && JOINS.has(tokens[0]) && WEAK.has(top.intent)) return "more";
  if (
    state.lastRecipeIds.length &&
    tokens.length <= 6 &&
    tokens.some((word) => ORDINAL.test(word)) &&
    !/^(?:cook|plan|timer)/.test(top.intent)
  )
    return "recipe.show";
  return null;
}

/**
 * Amounts and units as the tagger reads them whatever the intent, where the intent's own
 * reading marked none: a request read as a neighbouring intent ("I bought 2 pounds of beef"
 * as a tick) still keeps its amounts.
 */
export function withAmounts(tags: string[], plain: string[]): string[] {
  const merged = [...tags];
  for (let index = 0; index < plain.length; index += 1) {
    const label = plain[index].slice(2);
    if ((label !== "qty" && label !== "unit") || merged[index] !== "O") continue;
    const continues = plain[index].startsWith("I-") && merged[index - 1]?.slice(2) === label;
    merged[index] = continues || plain[index].startsWith("B-") ? plain[index] : `B-${label}`;
  }
  return merged;
}

/**
 * "I want to make mapo tofu, add what I need to my list": the recipe named first is what the
 * request after it is about, and naming it asked for nothing else.
 */
export function withRecipeSaid(requests: UnderstoodRequest[]): UnderstoodRequest[] {
  return requests.filter((entry, index) => {
    const next = requests[index + 1]?.request;
    const namesRecipe =
      entry.tags.includes("B-recipe") && /^(?:recipe\.suggest|recipe\.show|cook\.start|unknown)$/.test(entry.intent);
    return !(namesRecipe && next?.kind === "shopping.addRecipe" && "name" in next.recipe);
  });
}

/** What a question is asked from: "I've got chicken and veg, what should I make?", "out of cornflour, what can I use?". */
const CONTEXT_FOR = new Set(["recipe.suggest", "knowledge"]);
/** Below this, a remark before a question is taken as its context rather than a request of its own. */
const SURE_ENOUGH_FOR_CONTEXT = 0.5;
const CONTEXT = new Set(["pantry.add", "pantry.out", "pantry.has", "add.ambiguous", "shopping.check"]);

/**
 * A statement of what there is or is not, followed by a question about it, is the question's
 * context, not a change to the kitchen: its items become the ingredients asked about, and the
 * statement itself does nothing (unless it said where things go).
 */
export function withContextSaid(requests: UnderstoodRequest[]): UnderstoodRequest[] {
  // "Out of baking powder, what can I use?": a short question after what is out asks for a substitute.
  const asked = requests.map((entry, index) =>
    index > 0 &&
    /^(?:help|unknown|none)$/.test(entry.intent) &&
    entry.tokens.some((word) => /^(?:use|instead|substitute|swap|replace|replacement)$/.test(word)) &&
    requests[index - 1].request.kind === "pantry.out"
      ? { ...entry, request: { kind: "knowledge" as const, question: entry.tokens.join(" ") } }
      : entry,
  );
  return contextFor(asked);
}

function contextFor(requests: UnderstoodRequest[]): UnderstoodRequest[] {
  const question = requests.findIndex(({ request }) => CONTEXT_FOR.has(request.kind));
  if (question <= 0) return requests;
  // Also a remark Basil is unsure of ("I only have fifteen minutes, what can I cook?"): its time limits the ideas.
  const context = requests
    .slice(0, question)
    .filter(
      ({ request, tokens, confidence }) =>
        (CONTEXT.has(request.kind) && !saysWhere(tokens)) || confidence < SURE_ENOUGH_FOR_CONTEXT,
    );
  if (!context.length) return requests;
  const named = context.flatMap(({ request }) =>
    "items" in request ? request.items.map((item) => item.name) : "names" in request ? request.names : [],
  );
  const seconds = context
    .flatMap(({ request }) => (request.kind === "timer.start" ? request.timers.map((timer) => timer.seconds) : []))
    .find((value) => value !== null);
  return requests
    .filter((entry) => !context.includes(entry))
    .map((entry, index) => {
      if (index !== question - context.length || entry.request.kind !== "recipe.suggest") return entry;
      const ingredients = entry.request.ingredients.length ? entry.request.ingredients : named;
      const maxPrepTime = entry.request.maxPrepTime ?? (seconds ? Math.round(seconds / 60) : null);
      return { ...entry, request: { ...entry.request, ingredients, maxPrepTime } };
    });
}

/** Whether words say where things go ("to the pantry", "in the fridge"): then they are a change, not context. */
function saysWhere(tokens: string[]) {
  return tokens.some((word) => /^(?:pantry|fridge|freezer|cupboard|list|inventory)$/.test(word));
}

/**
 * A diet or allergy said with a request for ideas or a plan ("I'm coeliac, what can I have
 * for dinner") is kept to in that request, whether or not the member saves it to their profile.
 */
export function withStatedDiets(requests: UnderstoodRequest[]): UnderstoodRequest[] {
  const stated = requests.flatMap(({ request }) => (request.kind === "profile.state" ? [request] : []));
  if (!stated.length) return requests;
  const restrictions = stated.flatMap((entry) => entry.restrictions);
  const allergies = stated.flatMap((entry) => entry.allergies);
  return requests.map((entry) => {
    const { request } = entry;
    if (request.kind !== "recipe.suggest" && request.kind !== "mealplan.planWeek") return entry;
    const avoid = {
      restrictions: [...new Set([...(request.avoid?.restrictions ?? []), ...restrictions])],
      allergies: [...new Set([...(request.avoid?.allergies ?? []), ...allergies])],
    };
    return { ...entry, request: { ...request, avoid } };
  });
}

/** The words of the first span of a label, or null. */
export function spanText(tokens: string[], tags: string[], label: string): string | null {
  const start = tags.indexOf(`B-${label}`);
  if (start < 0) return null;
  let end = start + 1;
  while (tags[end] === `I-${label}`) end += 1;
  return tokens.slice(start, end).join(" ");
}

/** The items a request names, and whether they are on the list or in the pantry, for the requests after it. */
export function namesIn(request: Request): DialogueState["lastItems"] {
  switch (request.kind) {
    case "shopping.add":
      return request.items.length ? { target: "list", names: request.items.map((item) => item.name) } : null;
    case "shopping.check":
      // Bought: they are in the pantry now, and a use-by date said next is theirs.
      return request.items.length
        ? { target: request.toPantry ? "pantry" : "list", names: request.items.map((item) => item.name) }
        : null;
    case "shopping.remove":
      return request.names.length ? { target: "list", names: request.names } : null;
    case "pantry.add":
    case "pantry.use":
      return request.items.length ? { target: "pantry", names: request.items.map((item) => item.name) } : null;
    case "pantry.out":
    case "pantry.remove":
    case "pantry.move":
    case "pantry.has":
      return request.names.length ? { target: "pantry", names: request.names } : null;
    default:
      return null;
  }
}
