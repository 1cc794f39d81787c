import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { serveMcp } from "~/mcp/server.server";

/** The Model Context Protocol endpoint (app/mcp/server.server.ts). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return serveMcp(request, context.clientAddress);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return serveMcp(request, context.clientAddress);
}
