import { recipeIllustration } from "./illustration.server";
import { db } from "~/services/db/index.server";
import { catalogueRecipe, getRecipe } from "~/services/kitchen/recipes.server";
import { requireHousehold } from "~/sessions.server";

/** /images/recipes/{id}.svg: catalogue pictures are public and cached; a household's need its members. */
export async function recipeImageResponse(request: Request, file: string) {
  const id = file.replace(/\.svg$/, "");
  const fromCatalogue = catalogueRecipe(id);
  if (fromCatalogue) {
    return svg(recipeIllustration(fromCatalogue.name, fromCatalogue.cuisine), "public, max-age=86400");
  }
  const { actor } = await requireHousehold(request);
  const recipe = await getRecipe(db(), actor, id).catch(() => null);
  if (!recipe) return new Response("Not found", { status: 404 });
  return svg(recipeIllustration(recipe.name, recipe.cuisine), "private, max-age=3600");
}

function svg(body: string, cacheControl: string) {
  return new Response(body, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": cacheControl,
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
