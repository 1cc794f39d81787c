import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { serveApi } from "~/api/index.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return serveApi(request, context.clientAddress);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return serveApi(request, context.clientAddress);
}
