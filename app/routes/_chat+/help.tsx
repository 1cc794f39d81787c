import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { KitchenShell } from "~/components/kitchen-shell";
import { askHref, HELP_ROOMS } from "~/domain/help";
import { loadHelp } from "./chat.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `What can I ask ${data?.assistantName ?? "Basil"}?` },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return json(await loadHelp(request));
}

/** A room's heading id: "Shopping list" is help-shopping-list (an id holds no spaces). */
function headingId(room: string) {
  return `help-${room.toLowerCase().replaceAll(" ", "-")}`;
}

/**
 * What the assistant understands, by room. Each example is a plain link to the chat with the
 * example in its message box, so it works before and without JavaScript; the member sends it.
 */
export default function Help() {
  const { assistantName } = useLoaderData<typeof loader>();
  return (
    <KitchenShell title={`What can I ask ${assistantName}?`} subtitle="Tap an example to put it in the chat">
      <p className="text-stone-700">
        Write or say what you want in your own words. These are a few of the things {assistantName} understands.
      </p>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        {HELP_ROOMS.map(({ room, examples }) => (
          <section
            key={room}
            aria-labelledby={headingId(room)}
            className="rounded-2xl border border-stone-200 bg-surface p-4 shadow-sm"
          >
            <h2 id={headingId(room)} className="text-sm font-semibold tracking-wide text-basil-700 uppercase">
              {room}
            </h2>
            <ul className="mt-3 space-y-2">
              {examples.map((example) => (
                <li key={example}>
                  <Link
                    to={askHref(example)}
                    className="flex min-h-11 items-center rounded-xl border border-stone-200 bg-stone-50 px-3 py-2 text-sm text-stone-800 hover:border-basil-500 hover:bg-basil-50 hover:text-basil-900"
                  >
                    {example}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="mt-6 text-sm text-stone-600">
        <Link to="/chat" className="font-medium text-basil-700 underline">
          Back to the chat
        </Link>
      </p>
    </KitchenShell>
  );
}
