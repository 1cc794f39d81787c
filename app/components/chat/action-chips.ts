import type { MessageAction, StoredComponent } from "~/schemas/chat";

/**
 * A message's action chips beside the component embedded in it. A timer card, a cooking
 * step card and a recipe card carry their own controls (Pause or Resume and Cancel, or
 * Dismiss; Previous, Next Step or Complete Recipe and the step's timer; Start cooking and Add
 * ingredients to list), always for the state they show now.
 * A chip for one of those controls either repeats a button of the card or belongs to a
 * state the card has left (Pause on a paused timer, step 1's timer on step 4), so it is
 * not shown; every other chip is.
 */

/** Pause, Resume, Cancel or Dismiss, alone or naming a timer ("Pause the timer", "Cancel the pasta timer"). */
const TIMER_CONTROL =
  /^(?:pause|resume|cancel|stop|dismiss)(?:\s+(?:(?:the|my|this|that)\s+)?(?:[\w'-]+\s+){0,3}timer)?[.!]?$/i;

/** Moving through the steps, completing the recipe, or starting a step's timer ("Start 8-min timer", "Start the timer"). */
const STEP_CONTROL =
  /^(?:(?:go\s+to\s+(?:the\s+)?)?(?:next|previous|prev|last)\s+step|go\s+back|back|complete(?:\s+(?:the\s+)?recipe)?|finish(?:\s+(?:cooking|the\s+recipe))?|i'?m\s+done|start\s+(?:the\s+)?(?:step(?:'s)?\s+)?(?:\d+[-\s]?min(?:ute)?s?\s+)?timer(?:\s*\(\d+\s*min\))?)[.!]?$/i;

/** Cooking the recipe, or putting its ingredients on the list ("Start cooking", "Add the ingredients for X to my shopping list"). */
const RECIPE_CONTROL = /^(?:start\s+cooking\b|add\s+(?:the\s+)?ingredients\b)/i;

function controlsOf(component: StoredComponent | undefined): RegExp | null {
  if (component?.type === "timer") return TIMER_CONTROL;
  if (component?.type === "cooking-step") return STEP_CONTROL;
  if (component?.type === "recipe") return RECIPE_CONTROL;
  return null;
}

export function chipsBeside(
  actions: MessageAction[] | undefined,
  component: StoredComponent | undefined,
): MessageAction[] {
  const controls = controlsOf(component);
  if (!actions?.length) return [];
  if (!controls) return actions;
  return actions.filter((action) => !controls.test(action.label.trim()) && !controls.test(action.voiceCommand.trim()));
}
