import type { MessageAction } from "~/schemas/chat";
import { capitalise, listInWords, orWords } from "~/domain/words";
import { convertText } from "~/domain/kitchen/units";
import type { CookingSession, Timer } from "../../../kitchen/cooking.server";
import type { MealPlan } from "../../../kitchen/meal-plan.server";
import { formatDuration, timerName, type PendingStep } from "../../tools.server";
import { action, remember, waitFor, type Draft, type Handlers } from "../reply";
import { conflicts, fullRecipe, resolveRecipe } from "./recipe-names";

/** Guided cooking (start, what the plan says, steps, finish) and timers (start several, pause, resume, cancel, how long). */

function stepActions(session: CookingSession): MessageAction[] {
  const actions: MessageAction[] = [];
  if (session.step.timerDuration)
    actions.push(action(`Start ${session.step.timerDuration}-min timer`, "Start the timer", "timer"));
  if (session.currentStep > 1) actions.push(action("Previous step", "Previous step", "arrow-left"));
  actions.push(
    session.currentStep === session.totalSteps
      ? action("Complete Recipe", "I'm done", "check")
      : action("Next Step", "Next step", "arrow-right"),
  );
  return actions;
}

function timerActions(paused = false): MessageAction[] {
  return [
    paused ? action("Resume", "Resume the timer", "play") : action("Pause", "Pause the timer", "pause"),
    action("Cancel", "Cancel the timer", "x"),
  ];
}

/** The timers a name means: "potatoes" is the Potatoes timer, "the potato timer" too. */
function timersNamed(timers: Timer[], name: string) {
  const words = name
    .toLowerCase()
    .replace(/\btimer\b/g, "")
    .split(/\s+/)
    .filter(Boolean);
  return timers.filter((timer) => {
    const own = timer.name.toLowerCase();
    return words.length > 0 && words.every((word) => own.includes(word.replace(/(?:es|s)$/, "")));
  });
}

export const cookingHandlers: Pick<
  Handlers,
  | "cooking.start"
  | "cooking.planned"
  | "cooking.navigate"
  | "cooking.finish"
  | "timer.start"
  | "timer.control"
  | "timer.status"
> = {
  async "cooking.start"(request, { tools, memory, turn }) {
    const recipe = await resolveRecipe(request.recipe, tools, memory);
    if ("ask" in recipe) return recipe.ask;
    const against = conflicts(await fullRecipe(recipe.id, tools), turn.profile);
    if (against.length) {
      return waitFor(
        memory,
        [{ tool: "startCooking", input: { recipeId: recipe.id }, change: `cook ${recipe.name}` }],
        `${recipe.name} ${listInWords(against)}. Cook it anyway?`,
      );
    }
    const result = await tools.startCooking.run({ recipeId: recipe.id });
    const session = result.data as CookingSession;
    return {
      text: `Let's cook ${session.recipeName}! Step 1 of ${session.totalSteps}: ${convertText(session.step.instruction, turn.profile.units)}`,
      component: result.component,
      actions: stepActions(session),
      memory: remember(memory, result),
    };
  },

  async "cooking.planned"(request, context) {
    const plan = (await context.tools.showMealPlan.run({ from: request.date, to: request.date })).data as MealPlan;
    const meal =
      plan.days[0]?.meals.find((entry) => entry.mealType === request.mealType) ??
      (plan.days[0]?.meals.length === 1 ? plan.days[0].meals[0] : undefined);
    if (!meal) {
      return {
        text: `Nothing is planned for ${request.mealType} ${request.dateLabel}. What would you like to cook?`,
        actions: [action("What's for dinner?", "What's for dinner?", "utensils")],
        memory: context.memory,
      };
    }
    return context.handle({ kind: "cooking.start", recipe: { name: meal.recipeName } }, context.memory);
  },

  async "cooking.navigate"(request, { tools, memory, turn }) {
    if (!memory.activeSessionId) {
      return {
        text: 'We\'re not cooking anything right now. Pick a recipe and say "start cooking".',
        actions: [action("What's for dinner?", "What's for dinner?", "utensils")],
        memory,
      };
    }
    const result = await tools.navigateCooking.run({ sessionId: memory.activeSessionId, direction: request.direction });
    const session = result.data as CookingSession;
    if (session.status === "finished")
      return {
        text: `${session.recipeName} is already complete.`,
        component: result.component,
        memory: { ...memory, activeSessionId: null },
      };
    const lead = request.direction === "next" && session.currentStep === session.totalSteps ? "Last step! " : "";
    return {
      text: `${lead}Step ${session.currentStep} of ${session.totalSteps}: ${convertText(session.step.instruction, turn.profile.units)}`,
      component: result.component,
      actions: stepActions(session),
      memory,
    };
  },

  async "cooking.finish"(_request, { tools, memory }) {
    if (!memory.activeSessionId) return { text: "There's no cooking session to finish.", memory };
    const result = await tools.finishCooking.run({ sessionId: memory.activeSessionId });
    if (result.pending) return waitFor(memory, [result.pending]);
    return {
      text: `${result.summary.replace(" is complete.", "")} is done. Enjoy your meal!`,
      component: result.component,
      memory: remember(memory, result),
    };
  },

  async "timer.start"(request, { tools, memory }) {
    const timed = request.timers.filter((timer) => timer.seconds !== null);
    if (timed.length === 0) {
      const name = request.timers[0]?.name ?? null;
      if (memory.activeSessionId && !name) {
        const session = (await tools.navigateCooking.run({ sessionId: memory.activeSessionId, direction: "repeat" }))
          .data as CookingSession;
        if (session.step.timerDuration) {
          const result = await tools.startStepTimer.run({ sessionId: memory.activeSessionId });
          const timer = result.data as Timer;
          return {
            text: `Started the step ${session.currentStep} timer for ${formatDuration(timer.durationSeconds)}. I'll keep time.`,
            component: result.component,
            actions: timerActions(),
            memory: remember(memory, result),
          };
        }
      }
      return {
        text: "How long should the timer run?",
        actions: [5, 10, 15, 20].map((minutes) =>
          action(`${minutes} minutes`, `Set a ${name ? `${name} ` : ""}timer for ${minutes} minutes`, "timer"),
        ),
        memory,
      };
    }
    const said: string[] = [];
    let last: Draft | null = null;
    let remembered = memory;
    for (const timer of timed) {
      const result = await tools.startTimer.run({
        seconds: timer.seconds as number,
        name: timer.name ? capitalise(`${timer.name} timer`) : undefined,
      });
      said.push(result.summary.replace(/\.$/, ""));
      remembered = remember(remembered, result);
      last = { text: "", component: result.component, memory: remembered };
    }
    return {
      text: `${listInWords(said)}. I'll keep time.`,
      component: last?.component,
      actions: timed.length === 1 ? timerActions() : undefined,
      memory: remembered,
    };
  },

  async "timer.control"(request, { tools, memory }) {
    const all = (await tools.listTimers.run()).data as Timer[];
    const live = all.filter((timer) =>
      request.action === "resume"
        ? timer.status === "paused"
        : request.action === "pause"
          ? timer.status === "running"
          : true,
    );
    const verb = { pause: "Pause", resume: "Resume", cancel: "Cancel" }[request.action];
    const chosen: Timer[] = [];
    for (const name of request.names) {
      const named = timersNamed(live, name);
      if (named.length === 0)
        return {
          text: `There's no ${request.action === "resume" ? "paused " : request.action === "pause" ? "running " : ""}${name} timer.`,
          memory,
        };
      chosen.push(...named);
    }
    if (!request.names.length && live.length > 1) {
      return {
        text: `Which timer should I ${request.action}: ${orWords(live.map((timer) => timerName(timer)))}?`,
        actions: live
          .slice(0, 4)
          .map((timer) =>
            action(
              `${verb} ${timer.name}`,
              `${verb} the ${timer.name.toLowerCase().replace(/ timer$/, "")} timer`,
              request.action === "cancel" ? "x" : request.action,
            ),
          ),
        memory,
      };
    }
    const targets = chosen.length ? chosen.map((timer) => timer.id) : [undefined];
    const said: string[] = [];
    const pending: PendingStep[] = [];
    let shown: Draft["component"];
    let latest: Timer | undefined;
    let remembered = memory;
    for (const timerId of targets) {
      const result = await tools.controlTimer.run({ action: request.action, ...(timerId ? { timerId } : {}) });
      if (result.pending) {
        pending.push(result.pending);
        continue;
      }
      const timer = result.data as Timer | undefined;
      const done = { pause: "Paused", resume: "Resumed", cancel: "Cancelled" }[request.action];
      said.push(
        timer
          ? `${done} ${timerName(timer)}${request.action === "cancel" ? "" : ` with ${formatDuration(timer.remainingSeconds)} left`}.`
          : result.summary,
      );
      shown = result.component ?? shown;
      latest = timer ?? latest;
      remembered = remember(remembered, result);
    }
    if (pending.length) return waitFor(remembered, pending);
    return {
      text: said.join(" "),
      component: shown,
      actions:
        latest && request.action !== "cancel" && targets.length === 1
          ? timerActions(latest.status === "paused")
          : undefined,
      memory: remembered,
    };
  },

  async "timer.status"(request, { tools, memory }) {
    const result = await tools.listTimers.run();
    const all = result.data as Timer[];
    const wanted = request.name ? timersNamed(all, request.name) : [];
    const timers = wanted.length ? wanted : all;
    const text = timers.length
      ? `${capitalise(listInWords(timers.map((timer) => `${timerName(timer)} has ${formatDuration(timer.remainingSeconds)} left${timer.status === "paused" ? " (paused)" : ""}`)))}.`
      : "No timers are running.";
    return { text, component: result.component, memory };
  },
};
