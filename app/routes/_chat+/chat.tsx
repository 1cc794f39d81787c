import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { formsClientAction } from "~/components/route-form-call";
import { CHAT_FAILURES, CHAT_RETRY_SAFE } from "~/schemas/chat";
import { keepRetryAfter } from "~/http.server";
import { loadChat, submitChat } from "./chat.server";
import { ChatErrorScreen, ChatScreen } from "~/components/chat/chat-screen";
import { liveData } from "~/live.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.assistantName ?? "Basil" }];

export const headers: HeadersFunction = (args) => keepRetryAfter(args);

export async function loader({ request }: LoaderFunctionArgs) {
  const { setCookie, ...data } = await liveData(() => loadChat(request));
  return json(data, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

export async function action({ request }: ActionFunctionArgs) {
  return submitChat(request);
}

/**
 * With JavaScript, the chat's forms (its components' buttons, archiving) go through the call
 * layer: retried when that is safe, and a failure is a message, not the error screen.
 */
export const chatClientAction = (routeId: string) => formsClientAction(routeId, CHAT_FAILURES, CHAT_RETRY_SAFE);

export const clientAction = chatClientAction("routes/_chat+/chat");

export default function Chat() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const failure = result && "sendFailure" in result ? result : null;
  return <ChatScreen data={data} sendFailure={failure?.sendFailure ?? null} draft={failure?.draft ?? data.draft} />;
}

export function ErrorBoundary() {
  return <ChatErrorScreen />;
}
