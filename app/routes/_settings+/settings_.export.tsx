import type { LoaderFunctionArgs } from "@remix-run/node";
import { householdDataResponse } from "./household-data.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return householdDataResponse(request);
}
