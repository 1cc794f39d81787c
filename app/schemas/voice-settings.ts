import * as z from "zod/mini";
import { LANGUAGE_VALUES, VOICE_DEFAULTS, VOICE_SETTING_MESSAGES, type VoiceSettings } from "./voice";

/** The voice settings' schemas: the Voice card's form and the settings as stored on the device. */

/** A checkbox: "on" when ticked, absent when not; anything else is refused. */
const toggle = z.pipe(
  z.optional(z.enum(["on"], { error: VOICE_SETTING_MESSAGES.toggle })),
  z.transform((value) => value === "on"),
);

/** The Voice card's form (Settings → Preferences), checked in the browser and again on the server. */
export const voiceSettingsFormSchema = z
  .object({
    language: z.enum(LANGUAGE_VALUES, { error: VOICE_SETTING_MESSAGES.language }),
    autoTranscribe: toggle,
    sendWhatISay: toggle,
    readRepliesAloud: toggle,
    deviceRecognition: toggle,
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.sendWhatISay && !values.autoTranscribe) {
        ctx.addIssue({
          code: "custom",
          path: ["sendWhatISay"],
          message: VOICE_SETTING_MESSAGES.handsFreeNeedsTranscription,
        });
      }
    }),
  );

/**
 * The settings as stored (in the device's voice cookie). A value that no longer makes
 * sense (a language since removed, a hand-edited cookie) falls back to its default alone.
 */
export const storedVoiceSettingsSchema = z.object({
  language: z.catch(z.enum(LANGUAGE_VALUES), VOICE_DEFAULTS.language),
  autoTranscribe: z.catch(z.boolean(), VOICE_DEFAULTS.autoTranscribe),
  sendWhatISay: z.catch(z.boolean(), VOICE_DEFAULTS.sendWhatISay),
  readRepliesAloud: z.catch(z.boolean(), VOICE_DEFAULTS.readRepliesAloud),
  deviceRecognition: z.catch(z.boolean(), VOICE_DEFAULTS.deviceRecognition),
});

export function readStoredVoiceSettings(value: unknown): VoiceSettings {
  const settings = storedVoiceSettingsSchema.parse(value && typeof value === "object" ? value : {});
  // Hands-free cannot send what was never transcribed.
  return { ...settings, sendWhatISay: settings.sendWhatISay && settings.autoTranscribe };
}
