import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { KitchenShell } from "~/components/kitchen-shell";
import { replyFor } from "~/components/form-reply";
import { loadNewRecipe, submitNewRecipe } from "./recipe-editor.server";
import { RecipeForm } from "./ui/recipe-editor";
import { keepRetryAfter } from "~/http.server";

export const meta: MetaFunction = () => [{ title: "New recipe" }];

/** A picture refused as too many or while the server is busy keeps its Retry-After on a plain form post. */
export const headers: HeadersFunction = (args) => keepRetryAfter(args);

export async function loader({ request }: LoaderFunctionArgs) {
  return json(await loadNewRecipe(request));
}

export async function action({ request }: ActionFunctionArgs) {
  return submitNewRecipe(request);
}

export default function NewRecipe() {
  const { values } = useLoaderData<typeof loader>();
  // The form's intents: save, and "Check ingredients" (adding or removing a step row answers as save).
  const lastResult = replyFor(useActionData(), "save", "check");
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
