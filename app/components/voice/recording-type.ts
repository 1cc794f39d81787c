import { VOICE_RECORDING_TYPE } from "~/schemas/voice";

/**
 * What this browser records for Basil, best first: webm with opus, else mp4 (AAC), which is
 * all Safari and every iOS browser record and which the server accepts as m4a. Null when it
 * can record neither.
 */
export const RECORDING_TYPES = [VOICE_RECORDING_TYPE, "audio/mp4"] as const;

export function recordingType(isTypeSupported: (type: string) => boolean): string | null {
  return RECORDING_TYPES.find((type) => isTypeSupported(type)) ?? null;
}

/** The recording's file name as the server reads it (its container by extension). */
export function recordingFileName(type: string) {
  return type.startsWith("audio/mp4") ? "recording.m4a" : "recording.webm";
}
