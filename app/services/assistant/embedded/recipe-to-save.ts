import type { Request } from "../understanding/requests";

/**
 * "Save this as a recipe", "save that recipe", "add it to our recipes" on the first or the
 * last line of a message, with the recipe's own text (its name, ingredients and steps) on the
 * other lines: a pasted recipe is read by the recipe reader, not as a chat request. Only those
 * lines are matched, so the rest of the message can be as long as the chat allows.
 */
const SAVE_RECIPE =
  /^(?:please\s+)?(?:(?:save|keep|store|add)\s+(?:this|that|it|the)(?:\s+one)?(?:\s+recipe)?\s+(?:as\s+(?:a|an|our|my)\s+(?:new\s+)?recipe|(?:to|in|into|with|among)\s+(?:my|our|the)\s+(?:own\s+|household'?s?\s+|family\s+)?recipes)|(?:save|keep|store)\s+(?:this|that|the)\s+recipe)(?:\s+please)?\s*[:.!\-–—]*\s*/i;

export function recipeToSave(raw: string): Extract<Request, { kind: "recipe.save" }> | null {
  const text = raw.trim();
  const firstBreak = text.indexOf("\n");
  const first = (firstBreak < 0 ? text : text.slice(0, firstBreak)).slice(0, 200);
  const start = SAVE_RECIPE.exec(first);
  if (start) return { kind: "recipe.save", body: text.slice(start[0].length).trim() || null };
  const lastBreak = text.lastIndexOf("\n");
  if (lastBreak < 0) return null;
  const last = text.slice(lastBreak + 1).trim();
  const end = last.length <= 200 ? SAVE_RECIPE.exec(last) : null;
  if (end && end[0].length === last.length) return { kind: "recipe.save", body: text.slice(0, lastBreak).trim() };
  return null;
}
