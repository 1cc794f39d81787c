import { Form } from "@remix-run/react";
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent } from "react";
import { CHAT_LIMITS, COUNT_FROM, MESSAGE_TOO_LONG, messageLength, type MessageType } from "~/schemas/chat";
import { afterTranscript, isSpokenMessage, sureEnoughToSend } from "~/components/voice/transcript";
import { MicButton, VoiceBar } from "~/components/voice/voice-controls";
import { NEEDS_JAVASCRIPT, useVoice } from "~/components/voice/voice-provider";
import { chatAction } from "./component-form";

export type ChatInputHandle = { focus: () => void };

/** How a message was written: typed, or said (a transcript nobody edited since). */
export type SentMessageType = Extract<MessageType, "user-text" | "user-voice">;

/** Sends a message; answers whether it was sent. */
export type SendMessage = (text: string, type?: SentMessageType) => Promise<boolean>;

/**
 * The message box: grows with its text up to 120 px, Enter sends, Shift+Enter starts a
 * new line, and a message that is empty once trimmed is never sent. Without JavaScript it
 * is a plain form that posts to the chat.
 *
 * A message that could not be sent stays in the box: `onSend` answers whether it was sent,
 * and `draft` is the text the page came back with after a refused post. Near the length
 * limit the box counts ("3,612 / 4,000"); past it, it says so and does not send, and the
 * text is never cut (without JavaScript the server refuses it and gives the text back).
 *
 * The microphone appends what was said to the box after a space; hands-free ("Send what I
 * say") sends it at once when the recogniser is sure of it, or as soon as the assistant has
 * answered the message before. A message that is still exactly what was said is sent as a
 * voice message (`via=voice` on the form).
 */

/** A phone or tablet: the on-screen keyboard would cover the chat, so a transcript does not open it. */
function touchScreen() {
  return typeof window !== "undefined" && window.matchMedia?.("(pointer: coarse)").matches === true;
}
export const ChatInput = forwardRef<
  ChatInputHandle,
  {
    conversationId: string | null;
    busy: boolean;
    assistantName: string;
    draft?: string;
    onSend?: SendMessage;
  }
>(function ChatInput({ conversationId, busy, assistantName, draft = "", onSend }, ref) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(draft);
  /** The box's text as the last transcript left it, while nothing typed is mixed in. */
  const [spoken, setSpoken] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** A hands-free message said while the assistant was answering, sent once it has (unless edited meanwhile). */
  const [sendWhenAnswered, setSendWhenAnswered] = useState<string | null>(null);
  const voice = useVoice();
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

  const send = async (
    typed = text,
    type: SentMessageType = isSpokenMessage(text, spoken) ? "user-voice" : "user-text",
  ) => {
    const message = typed.trim();
    if (!message || busy || !onSend || message.length > CHAT_LIMITS.maxMessageLength) return;
    // A reply read aloud later needs this press on Safari and iOS.
    if (voice?.settings.readRepliesAloud) voice.unlockSpeaker();
    setText("");
    setSpoken(null);
    setNotice(null);
    const sent = await onSend(message, type);
    // Not sent: the member's words come back, unless they have started another message meanwhile.
    if (!sent) {
      setText((current) => (current.trim() ? current : typed));
      if (type === "user-voice") setSpoken((current) => current ?? typed);
    }
  };

  // Each transcript goes into the box, or (hands-free, when the recogniser is sure) straight to the assistant.
  const latest = useRef({ text, spoken, busy, send });
  latest.current = { text, spoken, busy, send };
  useEffect(() => {
    if (!voice) return;
    voice.onTranscript(({ text: said, confidence }) => {
      const { text: current, spoken: before, busy: answering, send: sendNow } = latest.current;
      if (!said.trim()) {
        setNotice("I didn't catch anything. Try again a little closer to the microphone.");
        voice.announce("Nothing was heard.");
        return;
      }
      const next = afterTranscript(current, before, said);
      const handsFree = voice.settings.sendWhatISay && sureEnoughToSend(confidence);
      if (handsFree && !answering) {
        voice.announce(`Sent: ${next.text}`);
        void sendNow(next.text, next.spoken !== null ? "user-voice" : "user-text");
        return;
      }
      setText(next.text);
      setSpoken(next.spoken);
      if (handsFree) {
        setSendWhenAnswered(next.text);
        setNotice("I'll send this as soon as I've answered your last message.");
        voice.announce(`Waiting to send: ${said.trim()}`);
      } else {
        if (voice.settings.sendWhatISay) setNotice("I wasn't sure I heard that right. Check it, then press Send.");
        voice.announce(`Added to your message: ${said.trim()}`);
      }
      if (!touchScreen()) textarea.current?.focus();
    });
    return () => voice.onTranscript(null);
  }, [voice]);

  // The answer is in: the waiting hands-free message goes, if the box still holds it as it was said.
  useEffect(() => {
    if (busy || sendWhenAnswered === null) return;
    setSendWhenAnswered(null);
    if (text === sendWhenAnswered) {
      voice?.announce(`Sent: ${text}`);
      void latest.current.send(text);
    }
  }, [busy, sendWhenAnswered, text, voice]);

  const length = text.trim().length;
  const tooLong = length > CHAT_LIMITS.maxMessageLength;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (onSend) void send();
      else event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <div className="border-t border-stone-200 bg-surface">
      <VoiceBar
        notice={notice}
        onDismissNotice={() => {
          setNotice(null);
          setSendWhenAnswered(null);
        }}
      />
      <noscript>
        <p className="px-4 pt-2 text-xs text-stone-500">{NEEDS_JAVASCRIPT}</p>
      </noscript>
      <Form
        method="post"
        action={chatAction(conversationId)}
        className="flex items-end gap-2 px-3 py-3"
        onSubmit={(event) => {
          if (!onSend) {
            if (!text.trim() || tooLong) event.preventDefault();
            return;
          }
          event.preventDefault();
          void send();
        }}
      >
        <input type="hidden" name="conversationId" value={conversationId ?? ""} />
        <input type="hidden" name="intent" value="send" />
        {isSpokenMessage(text, spoken) ? <input type="hidden" name="via" value="voice" /> : null}
        <label htmlFor="chat-input" className="sr-only">
          Message {assistantName}
        </label>
        <textarea
          ref={textarea}
          id="chat-input"
          name="content"
          rows={1}
          required
          aria-invalid={tooLong || undefined}
          aria-describedby={length >= COUNT_FROM ? "chat-input-length" : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setNotice(null);
            // Typing is the way on without the microphone: its error has been read.
            if (voice?.error?.type === "microphone") voice.clearError();
            // Edited: it waits for the member's own Send.
            setSendWhenAnswered(null);
          }}
          onKeyDown={onKeyDown}
          placeholder={`Ask ${assistantName} anything…`}
          className="max-h-[120px] min-h-11 flex-1 resize-none rounded-2xl border border-stone-300 px-4 py-2.5 text-base focus:border-basil-500 focus:outline-none focus:ring-2 focus:ring-basil-200"
        />
        <MicButton />
        <button
          type="submit"
          aria-label="Send"
          disabled={busy}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-basil-600 text-white hover:bg-basil-700 dark:hover:bg-basil-500 disabled:bg-basil-600/50"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 12l16-8-6 16-2-7-8-1Z" strokeLinejoin="round" />
          </svg>
        </button>
      </Form>
      {length >= COUNT_FROM ? (
        <p
          id="chat-input-length"
          aria-live="polite"
          className={`px-4 pb-2 text-right text-xs ${tooLong ? "font-medium text-red-700" : "text-stone-500"}`}
        >
          {tooLong ? `${MESSAGE_TOO_LONG} (${messageLength(length)})` : messageLength(length)}
        </p>
      ) : null}
    </div>
  );
});
