import type { LoaderFunctionArgs } from "@remix-run/node";
import { householdEventStream } from "~/live.server";

/** Server-sent events: one stream per open page, scoped to the member's household. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return householdEventStream(request, context.clientAddress);
}
