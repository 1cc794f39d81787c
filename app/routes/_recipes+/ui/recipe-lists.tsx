import { Link } from "@remix-run/react";
import { MEAL_TYPE_LABELS } from "~/components/chat/meal-plan-card";
import { cuisineLabel, RecipeCard, type RecipeCardData } from "~/components/chat/recipe-card";
import { ButtonLink } from "~/components/ui";
import { cuisines, mealTypes } from "~/schemas/options";
import { capitalise } from "~/domain/words";

/** What the search found, or a way back when it found nothing. */
export function SearchResults({ results }: { results: RecipeCardData[] }) {
  return (
    <section aria-label="Search results" className="mt-6">
      <h2 aria-live="polite" className="text-base font-semibold text-stone-900">
        {results.length === 1 ? "1 recipe" : `${results.length} recipes`}
      </h2>
      {results.length === 0 ? (
        <div className="mt-3 rounded-2xl border border-dashed border-stone-300 p-6 text-center">
          <p className="font-medium text-stone-800">No recipes match your search</p>
          <p className="mt-1 text-sm text-stone-600">Try fewer filters or different words.</p>
          <ButtonLink to="/recipes" className="mt-4">
            Clear search
          </ButtonLink>
        </div>
      ) : (
        <ul className="mt-3 grid gap-4 sm:grid-cols-2">
          {results.map((recipe) => (
            <li key={recipe.id}>
              <RecipeCard recipe={recipe} layout="list" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Recipes picked for the member, each with the reasons it was picked. */
export function Suggestions({ suggestions }: { suggestions: Array<{ recipe: RecipeCardData; reasons: string[] }> }) {
  return (
    <section aria-labelledby="suggested-title" className="mt-6">
      <h2 id="suggested-title" className="text-base font-semibold text-stone-900">
        Suggested for you
      </h2>
      <p className="text-sm text-stone-600">Picked for your diet, skill, tastes, time and what is in the pantry.</p>
      {suggestions.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">
          No recipe fits everyone&apos;s dietary needs yet. Try searching instead.
        </p>
      ) : (
        <ul className="mt-3 grid gap-4 sm:grid-cols-2">
          {suggestions.map(({ recipe, reasons }) => (
            <li key={recipe.id}>
              <RecipeCard recipe={recipe} layout="list">
                {reasons.length > 0 ? (
                  <p className="text-xs text-basil-800">{capitalise(reasons.join(" · "))}</p>
                ) : null}
              </RecipeCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Links into the catalogue by meal, time, difficulty and cuisine. */
export function BrowseLinks() {
  const chips = [
    ...mealTypes.map((mealType) => ({ to: `/recipes?mealType=${mealType}`, label: MEAL_TYPE_LABELS[mealType] })),
    { to: "/recipes?maxPrepTime=30", label: "30 min or less" },
    { to: "/recipes?difficulty=easy", label: "Easy" },
    ...cuisines.map((cuisine) => ({ to: `/recipes?cuisine=${cuisine}`, label: cuisineLabel(cuisine) })),
  ];
  return (
    <section aria-labelledby="browse-title" className="mt-8">
      <h2 id="browse-title" className="text-base font-semibold text-stone-900">
        Browse
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.to}>
            <Link
              to={chip.to}
              className="inline-flex min-h-9 items-center rounded-full border border-stone-300 bg-surface px-3 text-sm text-stone-700 hover:border-basil-500 hover:text-basil-800"
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The household's own recipes, with the ways to add one; an empty household is shown how to start. */
export function HouseholdRecipes({ recipes }: { recipes: RecipeCardData[] }) {
  return (
    <section aria-labelledby="household-recipes-title" className="mt-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="household-recipes-title" className="text-base font-semibold text-stone-900">
            Your household's recipes
          </h2>
          <p className="text-sm text-stone-600">
            {recipes.length === 0
              ? "Write down a family favourite, or bring one in from a web page."
              : `${recipes.length === 1 ? "1 recipe" : `${recipes.length} recipes`} of your own.`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/recipes/new" variant="primary">
            New recipe
          </ButtonLink>
          <ButtonLink to="/recipes/import">Import</ButtonLink>
          {recipes.length > 0 ? (
            <ButtonLink to="/recipes/export" reloadDocument variant="ghost">
              Download a backup
            </ButtonLink>
          ) : null}
        </div>
      </div>
      {recipes.length > 0 ? (
        <ul className="mt-3 grid gap-4 sm:grid-cols-2">
          {recipes.map((recipe) => (
            <li key={recipe.id}>
              <RecipeCard recipe={recipe} layout="list" />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
