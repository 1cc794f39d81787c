import { recipeIllustration } from "./illustration.server";
import { db } from "~/services/db/index.server";
import { catalogueRecipe, getRecipe, recipeImage } from "~/services/kitchen/recipes.server";
import { requireHousehold } from "~/sessions.server";

/**
 * /images/recipes/{id}.svg: catalogue pictures are public and cached; a household's need its
 * members. /images/recipes/{id}.webp is a household recipe's own picture; its address carries
 * the picture's version, so it may be cached for long.
 */
export async function recipeImageResponse(request: Request, file: string) {
  if (file.endsWith(".webp")) return uploadedPicture(request, file.slice(0, -".webp".length));
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

async function uploadedPicture(request: Request, id: string) {
  const { actor } = await requireHousehold(request);
  const picture = await recipeImage(db(), actor, id);
  if (!picture) return new Response("Not found", { status: 404 });
  return new Response(picture.bytes, {
    headers: {
      "Content-Type": picture.contentType,
      "Cache-Control": "private, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'",
    },
  });
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
