import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { useHydrated } from "~/hooks";
import type { VoicePageData, VoiceSettings } from "~/schemas/voice";
import { VOICE_MESSAGES, type VoiceContext, type VoiceError, type VoiceState } from "./machine";
import { speechRecognitionClass } from "./device-speech";
import { recordingType } from "./recording-type";
import type { TranscriptHandler, VoiceSession } from "./session";
import { unlockSpeaker } from "./speaker";

export const NEEDS_JAVASCRIPT = "Voice input needs JavaScript. Typing works as usual.";

/** Why this browser cannot record for Basil, or null when it can. */
function browserProblem(): string | null {
  if (!window.isSecureContext) return "Voice input needs a secure (https) connection to Basil.";
  if (!navigator.mediaDevices?.getUserMedia) return "This browser cannot use a microphone here.";
  if (
    typeof MediaRecorder === "undefined" ||
    !recordingType((type) => MediaRecorder.isTypeSupported?.(type) ?? false)
  ) {
    return "This browser cannot record audio for Basil. A recent Chrome, Edge or Firefox can.";
  }
  return null;
}

/** The voice code could not be loaded (a dropped connection, a new release): the next press tries again. */
export const LOAD_FAILED: VoiceError = {
  type: "microphone",
  message: VOICE_MESSAGES.microphoneDefault,
  detail: "Voice could not be loaded. Check your connection, then try again.",
};

/**
 * What the server can do: `canListen` (the mic) and `canSpeak` (reading aloud) where the
 * server says them apart, else `available` for both.
 */
type ServerVoice = VoicePageData["availability"];

/**
 * Why the mic cannot work on this page (or null), whether this server reads replies aloud
 * (`readsAloud`, known before JavaScript runs) and whether they can be read aloud here now.
 * `listensOnDevice`: the member chose the browser's own recogniser and this browser has one,
 * so neither the server's engine nor the browser's recorder is needed to listen.
 */
export function voiceAbilities(
  hydrated: boolean,
  server: ServerVoice,
  browserIssue: string | null,
  listensOnDevice = false,
) {
  const canListen = server.canListen ?? server.available;
  const readsAloud = server.canSpeak ?? server.available;
  const micProblem = !hydrated
    ? NEEDS_JAVASCRIPT
    : listensOnDevice
      ? null
      : !canListen
        ? server.message || "Voice input is not available on this server."
        : browserIssue;
  return { micProblem, readsAloud, canSpeak: hydrated && readsAloud };
}

export type Voice = {
  /** The machine's state once voice has been used on this page; before that everything is idle. */
  state: VoiceState | null;
  /** The microphone's or transcription's error, or the voice code's failure to load; kept until dismissed. */
  error: VoiceError | null;
  /** A playback's error (its `key` names the control it belongs to); kept until dismissed. */
  playbackError: VoiceError | null;
  /** What the status region says (a transcript taken in, a recording cancelled), once. */
  announcement: string;
  announce(text: string): void;
  settings: VoiceSettings;
  /** Why the microphone cannot work here (no JavaScript yet, no server voice, no browser support), or null. */
  micProblem: string | null;
  /**
   * Whether this server reads replies aloud. The speakers are drawn from the first paint
   * (disabled until the page's JavaScript runs, hidden without it), so that a conversation
   * does not move under the reader when they become usable.
   */
  readsAloud: boolean;
  /** Whether replies can be read aloud here now. */
  canSpeak: boolean;
  /** The member pressed a mic that cannot work: its reason is on show. */
  explaining: boolean;
  toggleRecording(): void;
  cancelRecording(): void;
  transcribeKept(): void;
  discardKept(): void;
  play(key: string, text: string): void;
  stopPlayback(): void;
  clearError(): void;
  clearPlaybackError(): void;
  /** Call inside a press that may lead to reading aloud (Send with "Read replies aloud" on). */
  unlockSpeaker(): void;
  /** Loads the voice code ahead of a likely press (hover, focus). */
  prepare(): void;
  /** Who receives transcripts (the message box); one at a time. */
  onTranscript(handler: TranscriptHandler | null): void;
};

const VoiceApi = createContext<Voice | null>(null);

/** The page's voice, or null where no provider is (the controls then render inert). */
export function useVoice() {
  return useContext(VoiceApi);
}

const noSubscription = () => () => {};
const noState = () => null;

/**
 * Voice for one page. Nothing of the recorder, the player or the voice API is loaded until
 * a voice control is first used (or about to be); leaving the page cancels a recording and
 * stops anything being read aloud.
 */
export function VoiceProvider({
  voice,
  userId,
  householdId,
  children,
}: { voice: VoicePageData; children: ReactNode } & VoiceContext) {
  const hydrated = useHydrated();
  const context = useMemo<VoiceContext>(() => ({ userId, householdId }), [userId, householdId]);
  const [session, setSession] = useState<VoiceSession | null>(null);
  const [browserIssue, setBrowserIssue] = useState<string | null>(null);
  const [hasRecogniser, setHasRecogniser] = useState(false);
  const [explaining, setExplaining] = useState(false);
  const [loadError, setLoadError] = useState<VoiceError | null>(null);
  const [playbackLoadError, setPlaybackLoadError] = useState<VoiceError | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const loading = useRef<Promise<VoiceSession> | null>(null);
  const transcripts = useRef<TranscriptHandler | null>(null);
  const latest = useRef({ settings: voice.settings, context });
  latest.current = { settings: voice.settings, context };

  useEffect(() => {
    setBrowserIssue(browserProblem());
    setHasRecogniser(speechRecognitionClass() !== null);
  }, []);

  const state = useSyncExternalStore(session?.subscribe ?? noSubscription, session?.getState ?? noState, noState);

  const load = useCallback(() => {
    loading.current ??= import("./browser").then(
      ({ createBrowserVoiceSession }) => {
        const created = createBrowserVoiceSession(latest.current.settings, latest.current.context);
        created.onTranscript = (transcript) => transcripts.current?.(transcript);
        setSession(created);
        return created;
      },
      (cause: unknown) => {
        // Not kept: the next press imports again.
        loading.current = null;
        throw cause;
      },
    );
    return loading.current;
  }, []);
  /** Loads the voice code for a press; a failure is shown as the mic's error, or beside the speaker pressed. */
  const loadForPress = useCallback(
    (speakerKey?: string) =>
      load().then(
        (loaded) => {
          setLoadError(null);
          setPlaybackLoadError(null);
          return loaded;
        },
        () => {
          if (speakerKey)
            setPlaybackLoadError({
              ...LOAD_FAILED,
              type: "playback",
              message: VOICE_MESSAGES.playbackFailed,
              key: speakerKey,
            });
          else setLoadError(LOAD_FAILED);
          return null;
        },
      ),
    [load],
  );

  const status = state?.status ?? "idle";
  const error = state?.error ?? loadError;
  // A new recording, or an error (which announces itself), leaves nothing stale for screen
  // readers to repeat once it is over or dismissed.
  useEffect(() => {
    if (status === "recording" || error) setAnnouncement("");
  }, [status, error]);

  // Escape cancels a recording (before the page's own Escape handling sees it).
  useEffect(() => {
    if (status !== "recording" || !session) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      session.cancelRecording();
      setAnnouncement("Recording cancelled");
    };
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, [status, session]);

  useEffect(() => session?.updateSettings(voice.settings), [session, voice.settings]);
  useEffect(() => session?.updateContext(context), [session, context]);
  useEffect(() => () => session?.reset(), [session]);

  const { micProblem, readsAloud, canSpeak } = voiceAbilities(
    hydrated,
    voice.availability,
    browserIssue,
    voice.settings.deviceRecognition && hasRecogniser,
  );

  const api = useMemo<Voice>(
    () => ({
      state,
      error,
      playbackError: state?.playbackError ?? playbackLoadError,
      announcement,
      announce: setAnnouncement,
      settings: voice.settings,
      micProblem,
      readsAloud,
      canSpeak,
      explaining: explaining && micProblem !== null,
      toggleRecording() {
        if (micProblem) {
          setExplaining(true);
          return;
        }
        // What is said now may be answered aloud later (hands-free with "Read replies aloud").
        if (canSpeak && voice.settings.readRepliesAloud) unlockSpeaker();
        void loadForPress().then((current) => {
          if (!current) return;
          const now = current.getState().status;
          if (now === "recording") return current.stopRecording();
          // Disabled for the member while a recording is transcribed.
          if (now === "transcribing") return;
          if (now === "playing") current.stopPlayback();
          return current.startRecording();
        });
      },
      cancelRecording() {
        if (session?.getState().status !== "recording") return;
        session.cancelRecording();
        setAnnouncement("Recording cancelled");
      },
      transcribeKept: () => void session?.transcribeKept(),
      discardKept: () => session?.discardKept(),
      play(key, text) {
        if (!canSpeak) return;
        unlockSpeaker();
        void loadForPress(key).then((current) => current?.play(key, text));
      },
      stopPlayback: () => session?.stopPlayback(),
      clearError() {
        setExplaining(false);
        setLoadError(null);
        session?.clearError("recording");
      },
      clearPlaybackError() {
        setPlaybackLoadError(null);
        session?.clearError("playback");
      },
      unlockSpeaker() {
        if (canSpeak) unlockSpeaker();
      },
      prepare() {
        if (!micProblem || canSpeak) void load().catch(() => {});
      },
      onTranscript(handler) {
        transcripts.current = handler;
      },
    }),
    [
      state,
      error,
      playbackLoadError,
      announcement,
      voice.settings,
      micProblem,
      readsAloud,
      canSpeak,
      explaining,
      load,
      loadForPress,
      session,
    ],
  );
  return <VoiceApi.Provider value={api}>{children}</VoiceApi.Provider>;
}
