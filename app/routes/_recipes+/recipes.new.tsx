import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { KitchenShell } from "~/components/kitchen-shell";
import type { FormReply } from "~/components/kitchen/form-state";
import { loadNewRecipe, submitNewRecipe } from "./recipe-editor.server";
import { RecipeForm } from "./ui/recipe-editor";

export const meta: MetaFunction = () => [{ title: "New recipe" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return json(await loadNewRecipe(request));
}

export async function action({ request }: ActionFunctionArgs) {
  return submitNewRecipe(request);
}

export default function NewRecipe() {
  const { values } = useLoaderData<typeof loader>();
  const lastResult = useActionData<FormReply>();
  return (
    <KitchenShell
      title="New recipe"
      subtitle="A recipe of your household's own"
      actions={
        <Link
          to="/recipes/import"
          className="shrink-0 rounded-lg px-3 py-2 text-sm font-medium text-basil-700 hover:bg-basil-50"
        >
          Import instead
        </Link>
      }
    >
      <RecipeForm
        action="/recipes/new"
        values={values}
        lastResult={lastResult}
        picture={null}
        submitLabel="Save recipe"
        cancelTo="/recipes"
      />
    </KitchenShell>
  );
}
