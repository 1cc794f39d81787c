import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireHousehold } from "~/sessions.server";
import { appImportProgress } from "./move-in.server";

/** How far the import of an upload is: `{ done, total }` recipes made ready, or null while it has not begun (or is over). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { actor } = await requireHousehold(request);
  const stash = new URL(request.url).searchParams.get("stash") ?? "";
  const progress = await appImportProgress(actor, stash);
  return json({ progress }, { headers: { "Cache-Control": "no-store" } });
}
