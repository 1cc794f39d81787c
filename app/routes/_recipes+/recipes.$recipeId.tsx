import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { KitchenErrorView } from "~/components/kitchen-not-found";
import { KitchenShell } from "~/components/kitchen-shell";
import { useLiveUpdates } from "~/live";
import { liveData } from "~/live.server";
import { loadRecipe, submitRecipe } from "./recipes.server";
import { IngredientsCard, RecipeOverview, StepsCard, TipsCard } from "./ui/recipe-details";
import { CookingActions, PlanMealForm, ServingsForm } from "./ui/recipe-forms";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.recipe.name ?? "Recipe not found" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return json(await liveData(() => loadRecipe(request, params.recipeId ?? "")));
}

export async function action({ request, params }: ActionFunctionArgs) {
  return submitRecipe(request, params.recipeId ?? "");
}

export default function RecipePage() {
  const { recipe, servingsInput, servingsReply, planDefaults, liveSince } = useLoaderData<typeof loader>();
  const location = useLocation();
  useLiveUpdates(["pantry", "recipes"], liveSince);
  return (
    <KitchenShell
      title="Recipe"
      actions={
        <div className="flex shrink-0 gap-1">
          {recipe.source === "household" ? (
            <Link
              to={`/recipes/${recipe.id}/edit`}
              className="rounded-lg px-3 py-2 text-sm font-medium text-basil-700 hover:bg-basil-50"
            >
              Edit
            </Link>
          ) : null}
          <Link to="/recipes" className="rounded-lg px-3 py-2 text-sm font-medium text-basil-700 hover:bg-basil-50">
            All recipes
          </Link>
        </div>
      }
    >
      <div className="space-y-5">
        <RecipeOverview recipe={recipe} />
        <CookingActions servings={recipe.servings} />
        <IngredientsCard recipe={recipe}>
          <ServingsForm key={location.search} recipe={recipe} input={servingsInput} lastResult={servingsReply} />
        </IngredientsCard>
        <StepsCard steps={recipe.steps} />
        <TipsCard tips={recipe.tips} />
        <PlanMealForm defaults={planDefaults} />
      </div>
    </KitchenShell>
  );
}

export function ErrorBoundary() {
  return (
    <KitchenErrorView section="Recipes" notFound="Recipe not found" backTo="/recipes" backLabel="Back to recipes" />
  );
}
