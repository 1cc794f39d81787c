import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "@remix-run/node";
import {
  orNotFound,
  redirectWithFailure,
  redirectWithInvalid,
  redirectWithToast,
  redirectUnknownIntent,
} from "~/page-forms.server";
import { navigateSchema, timerControlSchema } from "~/schemas/cooking";
import { COOKING_FAILURES } from "~/schemas/cooking-messages";
import type { Actor } from "~/domain/actor";
import { db } from "~/services/db/index.server";
import {
  controlTimer,
  finishCookingSession,
  getCookingSession,
  listTimers,
  navigateCookingSession,
  startCookingSession,
  startStepTimer,
} from "~/services/kitchen/cooking.server";
import { getRecipe } from "~/services/kitchen/recipes.server";
import { requireHousehold } from "~/sessions.server";
import { voicePageData } from "~/voice-settings.server";

/** /cooking/session/{id}: the current step (the cooking step card's payload, docs/api.md) and the session's timers. */
export async function loadCookingSession(request: Request, sessionId: string) {
  const { actor } = await requireHousehold(request);
  const session = await orNotFound(getCookingSession(db(), actor, sessionId), "Cooking session not found");
  const voice = await voicePageData(request);
  const recipe = await getRecipe(db(), actor, session.recipeId);
  const timers = session.status === "active" ? await listTimers(db(), actor, { sessionId: session.id }) : [];
  return {
    session: {
      id: session.id,
      status: session.status,
      recipeId: session.recipeId,
      recipeName: session.recipeName,
      totalSteps: session.totalSteps,
      step: { ...session.step, imageUrl: recipe.imageUrl },
    },
    timers: timers.map(({ id, name, step, remainingSeconds, durationSeconds, isActive, endsAt }) => ({
      id,
      name,
      step,
      remainingSeconds,
      durationSeconds,
      isActive,
      endsAt,
    })),
    userId: actor.userId,
    householdId: actor.householdId,
    voice,
  };
}

/** A Start cooking button on another page (a recipe, a planned meal): into the new session, or back with a toast. */
export async function startCooking(request: Request, actor: Actor, recipeId: string, back: string) {
  try {
    const session = await startCookingSession(db(), actor, recipeId);
    return redirect(`/cooking/session/${encodeURIComponent(session.id)}`);
  } catch (error) {
    return redirectWithFailure(request, back, "Failed to start cooking", error);
  }
}

export async function submitCookingSession(request: Request, sessionId: string) {
  const { actor } = await requireHousehold(request);
  const session = await orNotFound(getCookingSession(db(), actor, sessionId), "Cooking session not found");
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const page = `/cooking/session/${encodeURIComponent(session.id)}`;

  if (intent === "navigate") {
    const submission = parseWithZod(formData, { schema: navigateSchema });
    if (submission.status !== "success")
      return redirectWithInvalid(request, page, COOKING_FAILURES.navigate, submission);
    try {
      await navigateCookingSession(db(), actor, session.id, submission.value.direction);
      return redirect(page);
    } catch (error) {
      return redirectWithFailure(request, page, COOKING_FAILURES.navigate, error);
    }
  }

  if (intent === "finish") {
    try {
      await finishCookingSession(db(), actor, session.id);
      return redirect(page);
    } catch (error) {
      return redirectWithFailure(request, page, COOKING_FAILURES.finish, error);
    }
  }

  if (intent === "start-timer") {
    try {
      const timer = await startStepTimer(db(), actor, session.id);
      return redirectWithToast(request, page, {
        title: "Timer started",
        description: `${timer.name}, ${timer.durationSeconds / 60} min.`,
      });
    } catch (error) {
      return redirectWithFailure(request, page, COOKING_FAILURES["start-timer"], error);
    }
  }

  if (intent === "timer") {
    const submission = parseWithZod(formData, { schema: timerControlSchema });
    if (submission.status !== "success") return redirectWithInvalid(request, page, COOKING_FAILURES.timer, submission);
    try {
      await controlTimer(db(), actor, submission.value.timerId, submission.value.timerAction);
      return redirect(page);
    } catch (error) {
      return redirectWithFailure(request, page, COOKING_FAILURES.timer, error);
    }
  }

  return redirectUnknownIntent(request, page);
}
