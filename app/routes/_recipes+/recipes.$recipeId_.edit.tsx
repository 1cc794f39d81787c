import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SubmitButton, useSubmitting } from "~/components/forms";
import { KitchenErrorView } from "~/components/kitchen-not-found";
import { KitchenShell } from "~/components/kitchen-shell";
import type { FormReply } from "~/components/kitchen/form-state";
import { ButtonLink, Card, CardHeader } from "~/components/ui";
import { loadEditRecipe, submitEditRecipe } from "./recipe-editor.server";
import { RecipeForm } from "./ui/recipe-editor";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `Edit ${data.recipe.name}` : "Recipe not found" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return json(await loadEditRecipe(request, params.recipeId ?? ""));
}

export async function action({ request, params }: ActionFunctionArgs) {
  return submitEditRecipe(request, params.recipeId ?? "");
}

/**
 * Deleting takes two steps: a link to ?confirm=delete shows the confirmation, whose button
 * deletes. Both are plain HTML, so they work without JavaScript.
 */
function DeleteRecipe({ recipe, confirming }: { recipe: { id: string; name: string }; confirming: boolean }) {
  const busy = useSubmitting({ intent: "delete" });
  const here = `/recipes/${recipe.id}/edit`;
  if (!confirming) {
    return (
      <Card aria-labelledby="delete-recipe-title" id="delete-recipe">
        <CardHeader id="delete-recipe-title" title="Delete recipe" description="Take it out of your household's recipes." />
        <ButtonLink to={`${here}?confirm=delete#delete-recipe`} preventScrollReset className="w-full border-red-300 text-red-700 hover:bg-red-50 sm:w-auto">
          Delete recipe
        </ButtonLink>
      </Card>
    );
  }
  return (
    <Card aria-labelledby="delete-recipe-title" id="delete-recipe" className="border-red-300 bg-red-50/60">
      <CardHeader
        id="delete-recipe-title"
        title={`Delete ${recipe.name}?`}
        description="It is gone for everyone in the household; meals planned with it show it as no longer available. This can't be undone."
      />
      <Form method="post" action={`${here}?confirm=delete`} className="flex flex-wrap gap-3">
        <SubmitButton name="intent" value="delete" variant="destructive" busy={busy} busyLabel="Deleting..." className="flex-1 sm:flex-none">
          Yes, delete
        </SubmitButton>
        <ButtonLink to={here} preventScrollReset className="flex-1 sm:flex-none">
          Cancel
        </ButtonLink>
      </Form>
    </Card>
  );
}

export default function EditRecipe() {
  const { recipe, values, confirmDelete } = useLoaderData<typeof loader>();
  const lastResult = useActionData<FormReply>();
  return (
    <KitchenShell
      title="Edit recipe"
      subtitle={recipe.name}
      actions={
        <Link to={`/recipes/${recipe.id}`} className="shrink-0 rounded-lg px-3 py-2 text-sm font-medium text-basil-700 hover:bg-basil-50">
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
  return <KitchenErrorView section="Recipes" notFound="Recipe not found" backTo="/recipes" backLabel="Back to recipes" />;
}
