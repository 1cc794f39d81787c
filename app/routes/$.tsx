import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireHousehold } from "~/sessions.server";

/** Any other path: through the guard, then home. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireHousehold(request);
  return redirect("/");
}

export async function action({ request }: LoaderFunctionArgs) {
  await requireHousehold(request);
  return redirect("/");
}
