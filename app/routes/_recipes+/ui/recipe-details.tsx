import type { SerializeFrom } from "@remix-run/node";
import type { ReactNode } from "react";
import { cuisineLabel, DifficultyBadge, formatPrepTime } from "~/components/chat/recipe-card";
import { Badge, Card, CardHeader } from "~/components/ui";
import { Amount, InUnits } from "~/components/units";
import type { loadRecipe } from "../recipes.server";

/** The recipe as the page has it: scaled, its ingredients marked when the pantry covers them. */
export type RecipeData = SerializeFrom<typeof loadRecipe>["recipe"];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-surface px-3 py-2">
      <dt className="text-xs uppercase tracking-wide text-stone-500">{label}</dt>
      <dd className="mt-0.5 font-medium text-stone-900">{children}</dd>
    </div>
  );
}

/** A labelled row of chips (tags, diets, allergens). */
function ChipRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span className="mr-1 text-stone-500">{label}</span>
      {children}
    </div>
  );
}

/** Who wrote a household's recipe and where it came from; the link leaves Basil, so it says so. */
function RecipeCredit({ recipe }: { recipe: RecipeData }) {
  if (recipe.source !== "household") return null;
  if (!recipe.credit && !recipe.sourceUrl)
    return <p className="mt-2 text-sm text-stone-500">Your household's recipe</p>;
  const host = recipe.sourceUrl ? new URL(recipe.sourceUrl).host : null;
  return (
    <p className="mt-2 text-sm text-stone-600">
      {recipe.credit ? <>By {recipe.credit}</> : null}
      {recipe.credit && host ? " · " : null}
      {host && recipe.sourceUrl ? (
        <a
          href={recipe.sourceUrl}
          rel="noopener noreferrer nofollow ugc"
          target="_blank"
          className="font-medium text-basil-700 underline"
        >
          Original on {host}
        </a>
      ) : null}
    </p>
  );
}

/** A household recipe's general tips, below its steps. */
export function TipsCard({ tips }: { tips: string[] }) {
  if (tips.length === 0) return null;
  return (
    <Card aria-labelledby="tips-title">
      <CardHeader id="tips-title" title="Tips" />
      <ul className="list-disc space-y-1 pl-5 text-sm text-stone-800">
        {tips.map((tip) => (
          <li key={tip}>
            <InUnits text={tip} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Picture, name and description, the facts (prep time, servings, difficulty, cuisine), then tags, diets and allergens. */
export function RecipeOverview({ recipe }: { recipe: RecipeData }) {
  return (
    <>
      <img
        src={recipe.imageUrl}
        alt={recipe.imageUrl.endsWith(".svg") ? `Illustration of ${recipe.name}` : `Picture of ${recipe.name}`}
        width={400}
        height={300}
        className="aspect-[16/9] w-full rounded-2xl bg-basil-50 object-cover"
      />
      <div>
        <h2 className="text-2xl font-semibold leading-tight text-stone-900">{recipe.name}</h2>
        {recipe.description ? (
          <p className="mt-2 text-stone-700">
            <InUnits text={recipe.description} />
          </p>
        ) : null}
        <RecipeCredit recipe={recipe} />
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Fact label={recipe.cookTime ? "Total time" : "Prep time"}>{formatPrepTime(recipe.prepTime)}</Fact>
        <Fact label="Servings">{recipe.servings}</Fact>
        <Fact label="Difficulty">
          <DifficultyBadge difficulty={recipe.difficulty} />
        </Fact>
        <Fact label="Cuisine">{cuisineLabel(recipe.cuisine)}</Fact>
      </dl>
      <div className="space-y-2 text-sm">
        {recipe.tags.length > 0 ? (
          <ChipRow label="Tags">
            <ul aria-label="Tags" className="contents">
              {recipe.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                  {tag}
                </li>
              ))}
            </ul>
          </ChipRow>
        ) : null}
        {recipe.diets.length > 0 ? (
          <ChipRow label="Suitable for">
            <ul aria-label="Diets" className="contents">
              {recipe.diets.map((diet) => (
                <li key={diet}>
                  <Badge>{diet}</Badge>
                </li>
              ))}
            </ul>
          </ChipRow>
        ) : null}
        <ChipRow label="Allergens">
          {recipe.allergens.length > 0 ? (
            <ul aria-label="Allergens" className="contents">
              {recipe.allergens.map((allergen) => (
                <li key={allergen} className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                  {allergen}
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-stone-700">none of the common ones</span>
          )}
        </ChipRow>
      </div>
    </>
  );
}

/** The ingredients at the servings shown, those the pantry covers marked; `children` (the servings form) go above the list. */
export function IngredientsCard({ recipe, children }: { recipe: RecipeData; children: ReactNode }) {
  const covered = recipe.ingredients.filter((ingredient) => ingredient.inPantry).length;
  return (
    <Card aria-labelledby="ingredients-title">
      <CardHeader
        id="ingredients-title"
        title="Ingredients"
        description={covered > 0 ? `Your pantry covers ${covered} of ${recipe.ingredients.length}.` : undefined}
      />
      {children}
      <ul aria-label="Ingredient list" className="divide-y divide-stone-100">
        {recipe.ingredients.map((ingredient) => (
          <li key={ingredient.name} className="flex items-baseline gap-3 py-2 text-sm">
            <span className="w-20 shrink-0 font-semibold tabular-nums text-stone-900">
              <Amount quantity={ingredient.quantity} unit={ingredient.unit} />
            </span>
            <span className="min-w-0 flex-1 text-stone-800">
              {ingredient.name}
              {ingredient.note ? (
                <span className="text-stone-500">
                  , <InUnits text={ingredient.note} />
                </span>
              ) : null}
            </span>
            {ingredient.inPantry ? <Badge className="shrink-0">In pantry</Badge> : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function StepsCard({ steps }: { steps: RecipeData["steps"] }) {
  return (
    <Card aria-labelledby="steps-title">
      <CardHeader id="steps-title" title="Steps" />
      <ol className="space-y-4">
        {steps.map((step, index) => (
          <li key={step.instruction} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-basil-100 text-sm font-semibold text-basil-900"
            >
              {index + 1}
            </span>
            <div className="min-w-0 flex-1 text-sm">
              <p className="text-stone-900">
                <span className="sr-only">Step {index + 1}: </span>
                <InUnits text={step.instruction} />
              </p>
              {step.timerMinutes ? (
                <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
                  Timer: {step.timerMinutes} min
                </p>
              ) : null}
              {step.tips?.map((tip) => (
                <p key={tip} className="mt-1 text-xs text-amber-800">
                  Tip: <InUnits text={tip} />
                </p>
              ))}
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
