import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { KitchenErrorView } from "~/components/kitchen-not-found";
import { KitchenShell } from "~/components/kitchen-shell";
import { replyFor } from "~/components/form-reply";
import { TwoStepRemoval } from "~/components/kitchen/two-step-removal";
import { loadEditRecipe, submitEditRecipe } from "./recipe-editor.server";
import { RecipeForm } from "./ui/recipe-editor";
import { keepRetryAfter } from "~/http.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Edit ${data.recipe.name}` : "Recipe not found" },
];

/** A picture refused as too many or while the server is busy keeps its Retry-After on a plain form post. */
export const headers: HeadersFunction = (args) => keepRetryAfter(args);

export async function loader({ request, params }: LoaderFunctionArgs) {
  return json(await loadEditRecipe(request, params.recipeId ?? ""));
}

export async function action({ request, params }: ActionFunctionArgs) {
  return submitEditRecipe(request, params.recipeId ?? "");
}

/** Deleting the recipe, after confirming. */
function DeleteRecipe({ recipe, confirming }: { recipe: { id: string; name: string }; confirming: boolean }) {
  return (
    <TwoStepRemoval
      id="delete-recipe"
      here={`/recipes/${recipe.id}/edit`}
      confirm="delete"
      intent="delete"
      confirming={confirming}
      title="Delete recipe"
      description="Take it out of your household's recipes."
      action="Delete recipe"
      question={`Delete ${recipe.name}?`}
      consequence="It is gone for everyone in the household; meals planned with it show it as no longer available. This can't be undone."
      yes="Yes, delete"
      busyLabel="Deleting..."
    />
  );
}

export default function EditRecipe() {
  const { recipe, values, confirmDelete } = useLoaderData<typeof loader>();
  // The form's intents: save, and "Check ingredients" (adding or removing a step row answers as save).
  const lastResult = replyFor(useActionData(), "save", "check");
  return (
    <KitchenShell
      title="Edit recipe"
      subtitle={recipe.name}
      actions={
        <Link
          to={`/recipes/${recipe.id}`}
          className="shrink-0 rounded-lg px-3 py-2 text-sm font-medium text-basil-700 hover:bg-basil-50"
        >
          Back to recipe
        </Link>
      }
    >
      <div className="space-y-5">
        <RecipeForm
          action={`/recipes/${recipe.id}/edit`}
          values={values}
          lastResult={lastResult}
          picture={recipe.hasPicture ? { imageUrl: recipe.imageUrl, removable: true } : null}
          submitLabel="Save changes"
          cancelTo={`/recipes/${recipe.id}`}
        />
        <DeleteRecipe recipe={recipe} confirming={confirmDelete} />
      </div>
    </KitchenShell>
  );
}

export function ErrorBoundary() {
  return (
    <KitchenErrorView section="Recipes" notFound="Recipe not found" backTo="/recipes" backLabel="Back to recipes" />
  );
}
