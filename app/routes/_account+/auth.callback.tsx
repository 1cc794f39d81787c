import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { finishProviderSignIn } from "./provider-sign-in.server";
import { config } from "~/env.server";

export async function loader({ request }: LoaderFunctionArgs) {
  if (!config().provider) return redirect("/login");
  return finishProviderSignIn(request);
}
