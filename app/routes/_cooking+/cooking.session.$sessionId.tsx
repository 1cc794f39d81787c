import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useCallback } from "react";
import { CookingStepCard, stepSpeech } from "~/components/chat/cooking-step-card";
import { useUnitSystem } from "~/components/units";
import { TimerCard } from "~/components/chat/timer-card";
import { KitchenErrorView } from "~/components/kitchen-not-found";
import { KitchenShell } from "~/components/kitchen-shell";
import { formsClientAction } from "~/components/route-form-call";
import { ButtonLink, Card } from "~/components/ui";
import { COOKING_FAILURES, COOKING_RETRY_SAFE } from "~/schemas/cooking-messages";
import { SpeakButton } from "~/components/voice/voice-controls";
import { VoiceProvider } from "~/components/voice/voice-provider";
import { loadCookingSession, submitCookingSession } from "./cooking.server";
import { useLiveUpdates } from "~/live";
import { liveData } from "~/live.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Cooking: ${data.session.recipeName}` : "Cooking session not found" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return json(await liveData(() => loadCookingSession(request, params.sessionId ?? "")));
}

export async function action({ request, params }: ActionFunctionArgs) {
  return submitCookingSession(request, params.sessionId ?? "");
}

/** With JavaScript the page's buttons go through the call layer: time-outs, the retry rule for the safe ones, the 401 rule. */
export const clientAction = formsClientAction(
  "routes/_cooking+/cooking.session.$sessionId",
  COOKING_FAILURES,
  COOKING_RETRY_SAFE,
);

type SessionData = ReturnType<typeof useLoaderData<typeof loader>>["session"];

function Finished({ session }: { session: SessionData }) {
  return (
    <Card className="text-center" aria-labelledby="finished-title">
      <div
        aria-hidden="true"
        className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-green-700"
      >
        <svg viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h2 id="finished-title" className="mt-3 text-xl font-semibold text-stone-900">
        Recipe complete!
      </h2>
      <p className="mt-1 text-stone-600">You finished cooking {session.recipeName}. Enjoy your meal!</p>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <ButtonLink to={`/recipes/${encodeURIComponent(session.recipeId)}`}>Back to the recipe</ButtonLink>
        <ButtonLink to="/recipes" variant="primary">
          Find another recipe
        </ButtonLink>
      </div>
    </Card>
  );
}

export default function CookingSession() {
  const { session, timers, voice, userId, householdId, liveSince } = useLoaderData<typeof loader>();
  const units = useUnitSystem();
  useLiveUpdates(["cooking", "timers"], liveSince);
  // The timer's complete event: a buzz on phones that can, beside the "Time's up!" on screen.
  const buzz = useCallback(() => {
    if (typeof navigator !== "undefined" && "vibrate" in navigator) navigator.vibrate([300, 150, 300]);
  }, []);
  const step = { step: session.step, totalSteps: session.totalSteps, recipeName: session.recipeName };
  return (
    <VoiceProvider voice={voice} userId={userId} householdId={householdId}>
      <KitchenShell
        title={session.status === "finished" ? "Finished" : "Cooking"}
        subtitle={session.recipeName}
        actions={
          <Link
            to={`/recipes/${encodeURIComponent(session.recipeId)}`}
            className="shrink-0 rounded-lg px-3 py-2 text-sm font-medium text-basil-700 hover:bg-basil-50"
          >
            Recipe
          </Link>
        }
      >
        {session.status === "finished" ? (
          <Finished session={session} />
        ) : (
          <div className="space-y-6">
            <CookingStepCard
              data={step}
              navigate={{ intent: "navigate" }}
              complete={{ intent: "finish" }}
              startTimer={{ intent: "start-timer" }}
              readAloud={
                <SpeakButton
                  voiceKey={`step:${session.id}:${session.step.stepNumber}`}
                  text={stepSpeech(step, units)}
                  label="Read step aloud"
                  showLabel
                />
              }
            />
            {timers.length > 0 ? (
              <section aria-labelledby="timers-title">
                <h2 id="timers-title" className="mb-3 text-base font-semibold text-stone-900">
                  Timers
                </h2>
                <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                  {timers.map((timer) => (
                    <li key={timer.id} className="min-w-0">
                      <TimerCard timer={timer} control={{ intent: "timer" }} onComplete={buzz} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        )}
      </KitchenShell>
    </VoiceProvider>
  );
}

export function ErrorBoundary() {
  return (
    <KitchenErrorView
      section="Cooking"
      notFound="Cooking session not found"
      backTo="/recipes"
      backLabel="Back to recipes"
    />
  );
}
