import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { keepRetryAfter } from "~/http.server";
import { loadChat, submitChat } from "./chat.server";
import { ChatErrorScreen, ChatScreen } from "~/components/chat/chat-screen";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.assistantName ?? "Basil" }];

export const headers: HeadersFunction = (args) => keepRetryAfter(args);

export async function loader({ request }: LoaderFunctionArgs) {
  return json(await loadChat(request));
}

export async function action({ request }: ActionFunctionArgs) {
  return submitChat(request);
}

export default function Chat() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const failure = result && "sendFailure" in result ? result : null;
  return <ChatScreen data={data} sendFailure={failure?.sendFailure ?? null} draft={failure?.draft ?? data.draft} />;
}

export function ErrorBoundary() {
  return <ChatErrorScreen />;
}
