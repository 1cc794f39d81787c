import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireHousehold } from "~/sessions.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireHousehold(request);
  return redirect("/settings");
}
