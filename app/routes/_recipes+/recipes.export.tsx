import type { LoaderFunctionArgs } from "@remix-run/node";
import { recipeBackupResponse } from "./recipe-editor.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return recipeBackupResponse(request);
}
