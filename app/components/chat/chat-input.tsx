import { Form } from "@remix-run/react";
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent } from "react";
import { CHAT_LIMITS } from "~/schemas/chat";
import { chatAction } from "./message-view";

export type ChatInputHandle = { focus: () => void };

/**
 * The message box: grows with its text up to 120 px, Enter sends, Shift+Enter starts a
 * new line, and a message that is empty once trimmed is never sent. Without JavaScript it
 * is a plain form that posts to the chat.
 *
 * A message that could not be sent stays in the box: `onSend` answers whether it was sent,
 * and `draft` is the text the page came back with after a refused post.
 */
export const ChatInput = forwardRef<
  ChatInputHandle,
  {
    conversationId: string | null;
    busy: boolean;
    assistantName: string;
    draft?: string;
    onSend?: (text: string) => Promise<boolean>;
  }
>(function ChatInput({ conversationId, busy, assistantName, draft = "", onSend }, ref) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(draft);
  useImperativeHandle(ref, () => ({ focus: () => textarea.current?.focus() }), []);
  // A new draft from the server (a refused post, a message to send again) fills the box.
  useEffect(() => {
    if (draft) setText(draft);
  }, [draft]);

  const grow = useCallback(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = "auto";
    element.style.height = `${Math.min(element.scrollHeight, CHAT_LIMITS.inputMaxHeightPx)}px`;
  }, []);
  useEffect(grow, [text, grow]);

  const send = async () => {
    const typed = text;
    const message = typed.trim();
    if (!message || busy || !onSend) return;
    setText("");
    const sent = await onSend(message);
    // Not sent: the member's words come back, unless they have started another message meanwhile.
    if (!sent) setText((current) => (current.trim() ? current : typed));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (onSend) void send();
      else event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <Form
      method="post"
      action={chatAction(conversationId)}
      className="flex items-end gap-2 border-t border-stone-200 bg-white px-3 py-3"
      onSubmit={(event) => {
        if (!onSend) {
          if (!text.trim()) event.preventDefault();
          return;
        }
        event.preventDefault();
        void send();
      }}
    >
      <input type="hidden" name="conversationId" value={conversationId ?? ""} />
      <input type="hidden" name="intent" value="send" />
      <label htmlFor="chat-input" className="sr-only">
        Message {assistantName}
      </label>
      <textarea
        ref={textarea}
        id="chat-input"
        name="content"
        rows={1}
        required
        maxLength={CHAT_LIMITS.maxMessageLength}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={`Ask ${assistantName} anything…`}
        className="max-h-[120px] min-h-11 flex-1 resize-none rounded-2xl border border-stone-300 px-4 py-2.5 text-base focus:border-basil-500 focus:outline-none focus:ring-2 focus:ring-basil-200"
      />
      <button
        type="button"
        disabled
        aria-label="Voice input"
        title="Voice input"
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-stone-300 text-stone-400"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="9" y="3" width="6" height="11" rx="3" />
          <path d="M5 11a7 7 0 0 0 14 0M12 18v3" strokeLinecap="round" />
        </svg>
      </button>
      <button
        type="submit"
        aria-label="Send"
        disabled={busy}
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-basil-600 text-white hover:bg-basil-700 disabled:bg-basil-600/50"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 12l16-8-6 16-2-7-8-1Z" strokeLinejoin="round" />
        </svg>
      </button>
    </Form>
  );
});
