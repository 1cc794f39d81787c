import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import type { z } from "zod";
import { FormAlert, useSubmitting } from "~/components/forms";
import { Card, CardHeader, cx, inputClass, Label } from "~/components/ui";
import { speechRecognitionClass } from "~/components/voice/device-speech";
import { VOICE_LANGUAGES, type VoicePageData } from "~/schemas/voice";
import { voiceSettingsFormSchema } from "~/schemas/voice-settings";
import { useDirtyForm } from "./dirty";
import { FormActions } from "./profile-tab";
import { replyFor } from "~/components/form-reply";
import type { SettingsAction } from "./types";

/** A field's first error, shown under it; its id is what the field's aria-describedby names. */
function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-red-700">
      {errors[0]}
    </p>
  );
}

/** The ids a field is described by: its hint, and its error while it has one. */
function describedBy(hintId: string, errorId: string, errors: string[] | undefined) {
  return errors?.length ? `${hintId} ${errorId}` : hintId;
}

function Toggle({
  name,
  label,
  hint,
  checked,
  errors,
  disabled = false,
  className,
}: {
  name: string;
  label: string;
  hint: ReactNode;
  checked: boolean;
  errors: string[] | undefined;
  disabled?: boolean;
  className?: string;
}) {
  const hintId = `voice-${name}-hint`;
  const errorId = `voice-${name}-error`;
  return (
    <div className={className}>
      <label
        className={cx(
          "flex cursor-pointer items-start gap-3 rounded-xl border p-3 hover:border-basil-500",
          errors?.length ? "border-red-300" : "border-stone-200",
        )}
      >
        <input
          type="checkbox"
          name={name}
          defaultChecked={checked}
          disabled={disabled}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={describedBy(hintId, errorId, errors)}
          className="mt-0.5 h-5 w-5 shrink-0 accent-basil-600"
        />
        <span>
          <span className="block text-sm font-medium text-stone-900">{label}</span>
          <span id={hintId} className="block text-xs text-stone-600">
            {hint}
          </span>
        </span>
      </label>
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}

/**
 * "Use this phone's own speech recognition": offered only where the browser has a recogniser
 * (the Web Speech API), which only its JavaScript can tell. The server draws the toggle in its
 * place, disabled until then and hidden where scripts cannot run; a browser without one is
 * told so instead.
 */
function DeviceRecognitionToggle({ checked, errors }: { checked: boolean; errors: string[] | undefined }) {
  const [hasRecogniser, setHasRecogniser] = useState<boolean | null>(null);
  useEffect(() => setHasRecogniser(speechRecognitionClass() !== null), []);
  if (hasRecogniser === false) {
    return (
      <p
        role="note"
        data-voice-setting="no-device-recognition"
        className="rounded-xl border border-stone-200 p-3 text-xs text-stone-600"
      >
        This browser has no speech recognition of its own, so Basil&apos;s server listens to the microphone.
      </p>
    );
  }
  return (
    <Toggle
      name="deviceRecognition"
      label="Use this phone's own speech recognition when it has one"
      hint="Your phone or browser turns what you say into text instead of Basil's server: on the device where it can, otherwise through its maker's speech service."
      checked={checked}
      errors={errors}
      disabled={hasRecogniser !== true}
      className="[@media(scripting:none)]:hidden"
    />
  );
}

/**
 * The Voice card (Settings → Preferences): the language spoken and read aloud, and how the
 * microphone behaves. Saved on this device (a cookie), by a plain form post.
 */
export function VoiceCard({ voice }: { voice: VoicePageData }) {
  const lastResult = replyFor(useActionData<SettingsAction>(), "voice");
  const busy = useSubmitting({ intent: "voice" });
  const { ref, showActions, formHandlers } = useDirtyForm();
  const [form, fields] = useForm<z.input<typeof voiceSettingsFormSchema>, z.output<typeof voiceSettingsFormSchema>>({
    id: "voice-settings",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: voiceSettingsFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const { settings, availability } = voice;
  return (
    <Card aria-labelledby="voice-settings-title">
      <CardHeader
        id="voice-settings-title"
        title="Voice"
        description="Talk to Basil with the microphone in the chat, and have its answers read aloud. Saved on this device."
      />
      {availability.available ? null : (
        <p role="note" className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {availability.message || "Voice is not available on this server."} These settings apply once it is.
        </p>
      )}
      <Form method="post" ref={ref} className="space-y-4" {...getFormProps(form)} {...formHandlers}>
        <div className="max-w-sm">
          <Label htmlFor={fields.language.id}>Language</Label>
          <select
            id={fields.language.id}
            name={fields.language.name}
            defaultValue={settings.language}
            aria-invalid={fields.language.errors ? true : undefined}
            aria-describedby={describedBy("voice-language-hint", "voice-language-error", fields.language.errors)}
            className={inputClass}
          >
            {VOICE_LANGUAGES.map((language) => (
              <option key={language.value} value={language.value}>
                {language.label}
              </option>
            ))}
          </select>
          <p id="voice-language-hint" className="mt-1 text-xs text-stone-500">
            The language you speak to Basil, and the voice it reads with
          </p>
          <FieldError id="voice-language-error" errors={fields.language.errors} />
        </div>
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-stone-800">Microphone and replies</legend>
          <Toggle
            name="autoTranscribe"
            label="Transcribe when I stop"
            hint="What you say is written into the message box as soon as you stop recording. Off: you choose when to transcribe."
            checked={settings.autoTranscribe}
            errors={fields.autoTranscribe.errors}
          />
          <Toggle
            name="sendWhatISay"
            label="Send what I say"
            hint="Hands-free: recording stops when you stop talking (or after 8 seconds) and the message is sent at once."
            checked={settings.sendWhatISay}
            errors={fields.sendWhatISay.errors}
          />
          <Toggle
            name="readRepliesAloud"
            label="Read replies aloud"
            hint="Each new reply from Basil is read aloud."
            checked={settings.readRepliesAloud}
            errors={fields.readRepliesAloud.errors}
          />
          <DeviceRecognitionToggle checked={settings.deviceRecognition} errors={fields.deviceRecognition.errors} />
        </fieldset>
        <FormAlert message={form.errors?.[0]} />
        <FormActions show={showActions} busy={busy} busyLabel="Saving..." intent="voice" />
      </Form>
    </Card>
  );
}
