import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { startProviderSignIn } from "./provider-sign-in.server";
import { config } from "~/env.server";

export async function loader() {
  return redirect("/login");
}

export async function action({ request }: ActionFunctionArgs) {
  if (!config().provider) throw new Response("Not found", { status: 404 });
  return startProviderSignIn(request, await request.formData());
}
