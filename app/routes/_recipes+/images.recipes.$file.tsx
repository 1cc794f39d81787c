import type { LoaderFunctionArgs } from "@remix-run/node";
import { recipeImageResponse } from "./recipe-image.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return recipeImageResponse(request, params.file ?? "");
}
