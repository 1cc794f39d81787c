import type { VoicePageData, VoiceSettings } from "~/schemas/voice";
import { readStoredVoiceSettings } from "~/schemas/voice-settings";
import { voiceStatus } from "~/services/voice/index.server";
import { signedCookie } from "./sessions.server";

/**
 * Voice settings are "saved on the device", so they live in a cookie of this browser
 * rather than in the member's profile: another phone in the kitchen keeps its own
 * language and hands-free choice. A cookie rather than localStorage because the server
 * needs them too: the first render already shows the mic and the Settings form as saved
 * (no flash of defaults while JavaScript starts), and the Voice card is a plain form post
 * that works without JavaScript. It is signed like every Basil cookie and still validated
 * on every read, field by field, so a stale or edited value falls back to its default.
 */
const VOICE_COOKIE_DAYS = 400;

let cookie: ReturnType<typeof signedCookie> | null = null;
function voiceCookie() {
  cookie ??= signedCookie("basil_voice", { maxAge: VOICE_COOKIE_DAYS * 24 * 3600 });
  return cookie;
}

export async function readVoiceSettings(request: Request): Promise<VoiceSettings> {
  const stored: unknown = await voiceCookie().parse(request.headers.get("Cookie"));
  return readStoredVoiceSettings(stored);
}

/** The Set-Cookie header that saves the settings on this device. */
export function saveVoiceSettings(settings: VoiceSettings) {
  return voiceCookie().serialize(settings);
}

/** What a page with voice controls needs: this device's settings and whether the server can do voice. */
export async function voicePageData(request: Request): Promise<VoicePageData> {
  const { available, message, canListen, canSpeak } = voiceStatus();
  return {
    settings: await readVoiceSettings(request),
    availability: { available, canListen, canSpeak, ...(message && { message }) },
  };
}
