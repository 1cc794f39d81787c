import { useId, type ReactNode } from "react";
import { Button } from "~/components/ui";
import { Amount, InUnits } from "~/components/units";
import { convertText, showAmount, type UnitSystem } from "~/domain/kitchen/units";
import { listInWords } from "~/domain/words";
import { CardPageLink } from "./card-page-link";
import { ComponentForm, type FormTarget } from "./component-form";

export type StepIngredient = { quantity: number | null; unit: string | null; name: string };

/** The cooking step card's payload (docs/api.md, "The chat's cards"): the step is numbered by stepNumber or number. */
export type CookingStepData = {
  step: {
    stepNumber?: number;
    number?: number;
    instruction: string;
    imageUrl?: string | null;
    /** Minutes of the timer this step offers. */
    timerDuration?: number | null;
    ingredients?: StepIngredient[];
    tips?: string[];
  };
  totalSteps: number;
  recipeName: string;
};

export function stepNumberOf(step: CookingStepData["step"]) {
  return step.stepNumber ?? step.number ?? 1;
}

/** 'Previous' is hidden on step 1; on the last step the forward button reads 'Complete Recipe'. */
export function stepButtons(stepNumber: number, totalSteps: number) {
  return {
    showPrevious: stepNumber > 1,
    forwardLabel: stepNumber >= totalSteps ? "Complete Recipe" : "Next Step",
  } as const;
}

/**
 * What "Read step aloud" says: where the cook is, the instruction, what the step uses,
 * its timer and its tips, as sentences, in the member's units.
 */
export function stepSpeech({ step, totalSteps, recipeName }: CookingStepData, units: UnitSystem) {
  const sentence = (text: string) => {
    const said = convertText(text.trim(), units);
    return /[.!?]$/.test(said) ? said : `${said}.`;
  };
  const ingredients = (step.ingredients ?? []).map((ingredient) =>
    [showAmount(ingredient.quantity, ingredient.unit, units).text, ingredient.name].filter(Boolean).join(" "),
  );
  return [
    `${recipeName}, step ${stepNumberOf(step)} of ${totalSteps}.`,
    sentence(step.instruction),
    ingredients.length ? sentence(`You'll need ${listInWords(ingredients)}`) : "",
    step.timerDuration ? `There is a ${step.timerDuration} minute timer for this step.` : "",
    ...(step.tips ?? []).map((tip) => sentence(`Tip: ${tip}`)),
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * One step of a guided cooking session: "Step N of M", the instruction, the amounts of
 * the ingredients it uses, tips and the recipe's picture. Previous / Next Step post to
 * `navigate` (direction previous or next), Complete Recipe to `complete`, and the
 * step's timer button to `startTimer`; a button whose target is absent is not shown.
 * `readAloud` is the page's "Read step aloud" control, where the page has voice.
 * `pageHref` (a card in the chat) links the card's foot to the cooking session's page.
 */
export function CookingStepCard({
  data,
  navigate,
  complete,
  startTimer,
  readAloud,
  pageHref,
}: {
  data: CookingStepData;
  navigate?: FormTarget;
  complete?: FormTarget;
  startTimer?: FormTarget;
  readAloud?: ReactNode;
  pageHref?: string;
}) {
  const { step, totalSteps, recipeName } = data;
  const number = stepNumberOf(step);
  const { showPrevious, forwardLabel } = stepButtons(number, totalSteps);
  const last = forwardLabel === "Complete Recipe";
  const ingredients = step.ingredients ?? [];
  const tips = step.tips ?? [];
  const id = useId();
  const progress = Math.min(1, Math.max(0, number / Math.max(totalSteps, 1)));
  return (
    <article
      aria-labelledby={`${id}-title`}
      className="overflow-hidden rounded-2xl border border-stone-200 bg-surface shadow-sm"
    >
      <div className="p-5">
        <div className="flex items-center gap-3">
          {step.imageUrl ? (
            <img
              src={step.imageUrl}
              alt=""
              width={400}
              height={300}
              className="h-14 w-14 shrink-0 rounded-xl bg-basil-50 object-cover"
            />
          ) : null}
          <div className="min-w-0">
            <p className="truncate text-xs font-medium uppercase tracking-wide text-stone-500">{recipeName}</p>
            <h2 id={`${id}-title`} className="text-lg font-semibold text-basil-700">
              Step {number} of {totalSteps}
            </h2>
          </div>
        </div>
        <svg
          aria-hidden="true"
          className="mt-3 h-1.5 w-full overflow-hidden rounded-full"
          viewBox="0 0 100 2"
          preserveAspectRatio="none"
        >
          <rect width="100" height="2" className="fill-stone-200" />
          <rect width={(progress * 100).toFixed(2)} height="2" className="fill-basil-600" />
        </svg>
        <p className="mt-4 text-lg leading-relaxed text-stone-900">
          <InUnits text={step.instruction} />
        </p>
        {readAloud ? <div className="mt-3">{readAloud}</div> : null}

        {ingredients.length > 0 ? (
          <section aria-labelledby={`${id}-ingredients`} className="mt-5">
            <h3 id={`${id}-ingredients`} className="text-sm font-semibold text-stone-800">
              Ingredients for this step
            </h3>
            <ul className="mt-2 divide-y divide-stone-100 rounded-xl border border-stone-200">
              {ingredients.map((ingredient) => (
                <li key={ingredient.name} className="flex gap-3 px-3 py-2 text-sm">
                  <span className="w-20 shrink-0 font-semibold tabular-nums text-stone-900">
                    <Amount quantity={ingredient.quantity} unit={ingredient.unit} />
                  </span>
                  <span className="text-stone-700">{ingredient.name}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {tips.length > 0 ? (
          <section aria-labelledby={`${id}-tips`} className="mt-5 rounded-xl border border-amber-200 bg-amber-50 p-3">
            <h3 id={`${id}-tips`} className="text-sm font-semibold text-amber-900">
              {tips.length === 1 ? "Tip" : "Tips"}
            </h3>
            <ul className="mt-1 space-y-1 text-sm text-amber-900">
              {tips.map((tip) => (
                <li key={tip}>
                  <InUnits text={tip} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {step.timerDuration && startTimer ? (
          <ComponentForm target={startTimer} className="mt-5">
            <Button type="submit" variant="outline" className="w-full">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-4 w-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <circle cx="12" cy="13" r="8" />
                <path d="M12 9v4l2.5 1.5M9 2h6" strokeLinecap="round" />
              </svg>
              Start timer ({step.timerDuration} min)
            </Button>
          </ComponentForm>
        ) : null}

        <div className="mt-5 flex gap-3">
          {showPrevious && navigate ? (
            <ComponentForm target={navigate} fields={{ direction: "previous" }} className="flex-1">
              <Button type="submit" variant="outline" className="w-full">
                Previous
              </Button>
            </ComponentForm>
          ) : null}
          {last && complete ? (
            <ComponentForm target={complete} className="flex-1">
              <Button type="submit" className="w-full">
                {forwardLabel}
              </Button>
            </ComponentForm>
          ) : null}
          {!last && navigate ? (
            <ComponentForm target={navigate} fields={{ direction: "next" }} className="flex-1">
              <Button type="submit" className="w-full">
                {forwardLabel}
              </Button>
            </ComponentForm>
          ) : null}
        </div>
      </div>
      {pageHref ? <CardPageLink to={pageHref}>Open the cooking page</CardPageLink> : null}
    </article>
  );
}
