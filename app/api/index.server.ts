import { appInfo } from "~/app-info.server";
import { config } from "~/env.server";
import { chatEndpoints } from "./chat-endpoints.server";
import { endpoints as kitchenEndpoints } from "./endpoints.server";
import { householdDataEndpoints } from "./household-data-endpoints.server";
import { openApiDocument } from "./openapi.server";
import { recipeEndpoints } from "./recipe-endpoints.server";
import { API_PREFIX, handleApi } from "./router.server";
import { voiceEndpoints } from "./voice-endpoints.server";

export const apiEndpoints = [
  ...kitchenEndpoints,
  ...householdDataEndpoints,
  ...recipeEndpoints,
  ...chatEndpoints,
  ...voiceEndpoints,
];

/** The JSON API below /api/v1: the description is public, everything else needs a caller. */
export async function serveApi(request: Request, clientAddress: string) {
  const url = new URL(request.url);
  if (request.method === "GET" && url.pathname === `${API_PREFIX}/openapi.json`) {
    // Never the request's Host: without APP_URL the API is described relative to the document.
    const origin = config().appUrl?.origin ?? "";
    return Response.json(openApiDocument(apiEndpoints, origin, appInfo().assistantName));
  }
  return handleApi(request, clientAddress, apiEndpoints);
}
