import { describe, expect, it } from "vitest";
import { sentMessageType } from "./chat";
import { chatFormSchema } from "./chat-payloads";
import { VOICE_DEFAULTS, VOICE_SETTING_MESSAGES } from "./voice";
import { readStoredVoiceSettings, voiceSettingsFormSchema } from "./voice-settings";

describe("the Voice card's form", () => {
  it("reads ticked boxes as on and absent ones as off", () => {
    const parsed = voiceSettingsFormSchema.parse({ language: "en-GB", autoTranscribe: "on", readRepliesAloud: "on" });
    expect(parsed).toEqual({
      language: "en-GB",
      autoTranscribe: true,
      sendWhatISay: false,
      readRepliesAloud: true,
      deviceRecognition: false,
    });
    expect(voiceSettingsFormSchema.parse({ language: "en-US", deviceRecognition: "on" }).deviceRecognition).toBe(true);
  });

  it("refuses a language that is not on the list, and a box that is neither on nor off", () => {
    const language = voiceSettingsFormSchema.safeParse({ language: "xx-XX", autoTranscribe: "on" });
    expect(language.success ? [] : language.error.issues.map((issue) => issue.message)).toEqual([
      VOICE_SETTING_MESSAGES.language,
    ]);
    const toggle = voiceSettingsFormSchema.safeParse({ language: "en-US", readRepliesAloud: "yes" });
    expect(toggle.success ? [] : toggle.error.issues.map((issue) => issue.message)).toEqual([
      VOICE_SETTING_MESSAGES.toggle,
    ]);
  });

  it("refuses hands-free sending without transcription", () => {
    const parsed = voiceSettingsFormSchema.safeParse({ language: "en-US", sendWhatISay: "on" });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)).toEqual([
      VOICE_SETTING_MESSAGES.handsFreeNeedsTranscription,
    ]);
  });
});

describe("the stored settings", () => {
  it("default to en-US with autoTranscribe on, both hands-free settings off and the server listening", () => {
    expect(readStoredVoiceSettings(null)).toEqual({
      language: "en-US",
      autoTranscribe: true,
      sendWhatISay: false,
      readRepliesAloud: false,
      deviceRecognition: false,
    });
    expect(VOICE_DEFAULTS).toEqual(readStoredVoiceSettings({}));
  });

  it("keep what is valid and replace only what is not", () => {
    expect(
      readStoredVoiceSettings({
        language: "klingon",
        autoTranscribe: false,
        readRepliesAloud: "very",
        deviceRecognition: "sure",
      }),
    ).toEqual({
      language: "en-US",
      autoTranscribe: false,
      sendWhatISay: false,
      readRepliesAloud: false,
      deviceRecognition: false,
    });
    // A cookie saved before the setting existed keeps the server listening.
    expect(readStoredVoiceSettings({ language: "fr-FR", autoTranscribe: true }).deviceRecognition).toBe(false);
    expect(readStoredVoiceSettings({ language: "fr-FR", deviceRecognition: true }).deviceRecognition).toBe(true);
    expect(readStoredVoiceSettings({ language: "fr-FR", autoTranscribe: false, sendWhatISay: true }).sendWhatISay).toBe(
      false,
    );
  });
});

describe("a chat message's source", () => {
  it("via=voice saves it as user-voice; anything else typed, and an unknown source is refused", () => {
    const voice = chatFormSchema.parse({ intent: "send", content: "add milk", via: "voice" });
    expect(sentMessageType(voice.via)).toBe("user-voice");
    expect(sentMessageType(chatFormSchema.parse({ intent: "send", content: "add milk" }).via)).toBe("user-text");
    expect(chatFormSchema.safeParse({ intent: "send", content: "x", via: "telepathy" }).success).toBe(false);
  });
});
