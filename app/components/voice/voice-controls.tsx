import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from "react";
import { cx, Spinner } from "~/components/ui";
import type { VoiceError } from "./machine";
import { NEEDS_JAVASCRIPT, useVoice } from "./voice-provider";

const MIC_ID = "voice-input";
const MIC_HINT_ID = "voice-input-hint";

function focusMic() {
  document.getElementById(MIC_ID)?.focus();
}

function MicIcon({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" strokeLinecap="round" />
    </svg>
  );
}

function SpeakerIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4Z" strokeLinejoin="round" />
      <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" strokeLinecap="round" />
    </svg>
  );
}

/** Three bars that move while something is read aloud; a square says pressing stops it. */
function PlayingIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
      <rect x="5" y="6" width="3" height="12" rx="1" className="origin-center animate-pulse" />
      <rect
        x="10.5"
        y="4"
        width="3"
        height="16"
        rx="1"
        className="origin-center animate-pulse [animation-delay:150ms]"
      />
      <rect x="16" y="8" width="3" height="8" rx="1" className="origin-center animate-pulse [animation-delay:300ms]" />
    </svg>
  );
}

/**
 * The chat's microphone. It toggles recording; while a recording is transcribed it is
 * disabled for the member (aria-disabled, presses ignored) but keeps the keyboard focus a
 * `disabled` button would lose. Where it cannot work (no JavaScript, no voice on the
 * server, a browser that cannot record) it says why instead: disabled before hydration,
 * and afterwards a press shows the reason.
 */
export function MicButton() {
  const voice = useVoice();
  const status = voice?.state?.status ?? "idle";
  const problem = voice ? voice.micProblem : NEEDS_JAVASCRIPT;
  const inert = !voice || problem === NEEDS_JAVASCRIPT;
  const recording = status === "recording";
  const transcribing = status === "transcribing";
  return (
    <>
      <button
        type="button"
        id={MIC_ID}
        aria-label="Voice input"
        aria-pressed={problem ? undefined : recording}
        aria-disabled={(problem && !inert) || transcribing ? true : undefined}
        aria-describedby={MIC_HINT_ID}
        aria-busy={transcribing || undefined}
        data-state={problem ? "unavailable" : status}
        title={problem ?? (recording ? "Stop recording" : transcribing ? "Transcribing…" : "Voice input")}
        disabled={inert}
        onPointerEnter={() => voice?.prepare()}
        onFocus={() => voice?.prepare()}
        onClick={() => {
          if (!transcribing) voice?.toggleRecording();
        }}
        className={cx(
          "relative flex h-11 w-11 shrink-0 items-center justify-center rounded-full border transition-colors",
          problem
            ? "cursor-not-allowed border-stone-300 text-stone-400"
            : recording
              ? "border-red-600 bg-red-600 text-white hover:bg-red-700"
              : "border-stone-300 text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-400 aria-disabled:cursor-not-allowed aria-disabled:text-stone-400 aria-disabled:hover:bg-transparent",
        )}
      >
        {recording ? (
          <span aria-hidden="true" className="absolute inset-0 animate-ping rounded-full bg-red-500/40" />
        ) : null}
        {transcribing ? <Spinner className="h-5 w-5" /> : <MicIcon />}
      </button>
      <span id={MIC_HINT_ID} className="sr-only">
        {problem ?? (recording ? "Recording. Press again to stop." : "Press to speak your message.")}
      </span>
    </>
  );
}

function Elapsed({ since }: { since: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now - since) / 1000));
  return (
    <span role="timer" className="tabular-nums">
      {Math.floor(seconds / 60)}:{String(seconds % 60).padStart(2, "0")}
    </span>
  );
}

function Dismiss({ onClick, label = "Dismiss" }: { onClick: () => void; label?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="-m-1 shrink-0 rounded-md p-1 hover:bg-black/5"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
      </svg>
    </button>
  );
}

const NOTICE_TONES = {
  error: "border-red-200 bg-red-50 text-red-800",
  warning: "border-amber-200 bg-amber-50 text-amber-900",
  note: "border-stone-200 bg-stone-50 text-stone-700",
} as const;

/** A notice that stays until the member dismisses it. */
function DismissableNotice({
  tone,
  alert = false,
  onDismiss,
  children,
  className,
  ...data
}: {
  tone: keyof typeof NOTICE_TONES;
  alert?: boolean;
  onDismiss: () => void;
  children: ReactNode;
  className?: string;
  [data: `data-${string}`]: string;
}) {
  return (
    <div
      role={alert ? "alert" : undefined}
      className={cx("flex items-start gap-2 rounded-xl border px-3 py-2 text-sm", NOTICE_TONES[tone], className)}
      {...data}
    >
      <div className="min-w-0 flex-1">{children}</div>
      <Dismiss onClick={onDismiss} />
    </div>
  );
}

/** A voice error, kept on show until the member dismisses it. */
export function VoiceErrorNotice({
  error,
  onDismiss,
  className,
}: {
  error: VoiceError;
  onDismiss: () => void;
  className?: string;
}) {
  return (
    <DismissableNotice tone="error" alert onDismiss={onDismiss} className={className} data-voice-error={error.type}>
      <p className="font-medium">{error.message}</p>
      {error.detail ? <p className="text-red-700">{error.detail}</p> : null}
    </DismissableNotice>
  );
}

/**
 * Keeps the keyboard where the member can use it: when a control of the bar that had the
 * focus goes away (Cancel, Transcribe, Discard, Dismiss, or a recording that ends by
 * itself), the focus goes back to the microphone instead of to the top of the page.
 */
function useFocusBackToMic() {
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    if (!hadFocus.current) return;
    const active = document.activeElement;
    if (!active || active === document.body) {
      hadFocus.current = false;
      focusMic();
    }
  });
  return {
    onFocus: () => void (hadFocus.current = true),
    onBlur: (event: FocusEvent) => {
      const left = event.target;
      // Removed from the page, it still counts; moved elsewhere by the member, it does not.
      queueMicrotask(() => {
        if (left.isConnected) hadFocus.current = false;
      });
    },
  };
}

const barButton =
  "rounded-full border border-stone-300 bg-surface px-3 py-1 text-sm font-medium text-stone-800 hover:bg-stone-100";

/**
 * What the microphone is doing, above the message box: the recording with its elapsed
 * time and Cancel, the spinner while transcribing, a kept recording, errors and notices.
 * A polite live region announces each change to screen readers.
 */
export function VoiceBar({ notice, onDismissNotice }: { notice: string | null; onDismissNotice: () => void }) {
  const voice = useVoice();
  const focus = useFocusBackToMic();
  const state = voice?.state ?? null;
  const status = state?.status ?? "idle";
  const handsFree = voice?.settings.sendWhatISay ?? false;
  const error = voice?.error ?? null;
  // An error announces itself (role=alert); nothing older is said again after it.
  const spoken =
    status === "recording"
      ? handsFree
        ? "Listening. Stop talking and your message is sent."
        : "Recording. Press the microphone again to stop."
      : status === "transcribing"
        ? "Transcribing…"
        : error
          ? ""
          : (voice?.announcement ?? "");
  let shown = null;
  if (voice && state && status === "recording") {
    shown = (
      <div
        className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
        data-voice="recording"
      >
        <span aria-hidden="true" className="h-2.5 w-2.5 shrink-0 animate-pulse rounded-full bg-red-600" />
        <p className="min-w-0 flex-1">
          <span className="font-medium">{handsFree ? "Listening" : "Recording"}</span>{" "}
          {state.recordingSince ? <Elapsed since={state.recordingSince} /> : null}
          <span className="hidden text-red-800 sm:inline">
            {" "}
            · {handsFree ? "stop talking to send" : "press the mic again to stop"}
          </span>
        </p>
        <button type="button" onClick={voice.cancelRecording} className={barButton}>
          Cancel
        </button>
        {state.heard ? (
          <p className="basis-full text-red-900" data-voice="heard">
            “{state.heard}”
          </p>
        ) : null}
      </div>
    );
  } else if (status === "transcribing") {
    shown = (
      <div
        className="flex items-center gap-2 rounded-xl border border-stone-200 bg-stone-50 px-3 py-2 text-sm text-stone-700"
        data-voice="transcribing"
      >
        <Spinner className="h-4 w-4" />
        <p>Transcribing…</p>
      </div>
    );
  } else if (voice && state?.kept) {
    shown = (
      <div
        className="flex flex-wrap items-center gap-2 rounded-xl border border-stone-200 bg-stone-50 px-3 py-2 text-sm text-stone-700"
        data-voice="kept"
      >
        <p className="min-w-0 flex-1">Your recording is ready.</p>
        <button type="button" onClick={voice.transcribeKept} className={barButton}>
          Transcribe
        </button>
        <button type="button" onClick={voice.discardKept} className={barButton}>
          Discard
        </button>
      </div>
    );
  }
  return (
    <>
      <p role="status" aria-live="polite" className="sr-only" data-voice="announcement">
        {spoken}
      </p>
      {shown || error || (voice?.explaining && voice.micProblem) || notice ? (
        <div className="flex flex-col gap-2 px-3 pt-2" onFocus={focus.onFocus} onBlur={focus.onBlur}>
          {shown}
          {error && voice ? <VoiceErrorNotice error={error} onDismiss={voice.clearError} /> : null}
          {voice?.explaining && voice.micProblem ? (
            <DismissableNotice tone="warning" alert onDismiss={voice.clearError}>
              <p>{voice.micProblem}</p>
            </DismissableNotice>
          ) : null}
          {notice ? (
            <DismissableNotice tone="note" onDismiss={onDismissNotice} data-voice="notice">
              <p>{notice}</p>
            </DismissableNotice>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/**
 * Reads a text aloud: a toggle (pressed while it plays; pressing again stops it). A new
 * playback anywhere on the page stops this one. Shown only where voice can work.
 */
export function SpeakButton({
  voiceKey,
  text,
  label = "Read aloud",
  showLabel = false,
}: {
  voiceKey: string;
  text: string;
  label?: string;
  showLabel?: boolean;
}) {
  const voice = useVoice();
  const button = useRef<HTMLButtonElement>(null);
  if (!voice?.readsAloud || !text.trim()) return null;
  // Drawn before it can play, so the page keeps its layout when it can: disabled until the
  // page's JavaScript runs, and not shown at all where scripts cannot run.
  const ready = voice.canSpeak;
  const playback = voice.state?.playback?.key === voiceKey ? voice.state.playback : null;
  const busyElsewhere = voice.state?.status === "recording" || voice.state?.status === "transcribing";
  const error = voice.playbackError?.key === voiceKey ? voice.playbackError : null;
  return (
    <div className={cx("flex flex-col items-start gap-2", !ready && "[@media(scripting:none)]:hidden")}>
      <button
        ref={button}
        type="button"
        aria-label={showLabel ? undefined : label}
        aria-pressed={playback !== null}
        aria-busy={playback?.loading || undefined}
        data-state={playback ? (playback.loading ? "loading" : "playing") : "idle"}
        title={playback ? "Stop reading aloud" : busyElsewhere ? "Finish the recording first" : label}
        disabled={!ready || busyElsewhere}
        onPointerEnter={voice.prepare}
        onClick={() => (playback ? voice.stopPlayback() : voice.play(voiceKey, text))}
        className={cx(
          "inline-flex items-center gap-1.5 rounded-full border text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50",
          // A fingertip's 44 px on touch screens.
          showLabel
            ? "min-h-9 px-3 pointer-coarse:min-h-11"
            : "h-8 w-8 justify-center pointer-coarse:h-11 pointer-coarse:w-11",
          playback
            ? "border-basil-600 bg-basil-50 text-basil-800"
            : "border-stone-200 bg-surface text-stone-600 hover:bg-stone-100",
        )}
      >
        {playback?.loading ? <Spinner className="h-4 w-4" /> : playback ? <PlayingIcon /> : <SpeakerIcon />}
        {showLabel ? <span>{label}</span> : null}
      </button>
      {error ? (
        <VoiceErrorNotice
          error={error}
          onDismiss={() => {
            voice.clearPlaybackError();
            button.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
