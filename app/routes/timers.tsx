import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { dismissFromTray, loadTray } from "~/timer-tray.server";

/** The running-timers tray's data (GET) and its Dismiss form (POST); the tray shows on every signed-in page. */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadTray(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return dismissFromTray(request);
}
