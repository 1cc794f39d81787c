import { describe, expect, it } from "vitest";
import { MESSAGE_TOO_LONG } from "~/schemas/chat";
import { VOICE_DEFAULTS } from "~/schemas/voice";
import { VoiceProvider } from "~/components/voice/voice-provider";
import { ChatInput } from "./chat-input";
import { renderInRouter } from "./test-render";

const context = { householdId: "h1", userId: "u1" };

function input() {
  return renderInRouter(
    <VoiceProvider voice={{ settings: VOICE_DEFAULTS, availability: { available: true } }} {...context}>
      <ChatInput conversationId="conv-1" busy={false} assistantName="Basil" />
    </VoiceProvider>,
  );
}

describe("the chat input's microphone before JavaScript runs", () => {
  it("is shown but disabled, says why, and a visible no-script hint explains it", async () => {
    const html = await input();
    const mic = /<button[^>]*aria-label="Voice input"[^>]*>/.exec(html)?.[0] ?? "";
    expect(mic).toContain('disabled=""');
    expect(mic).toContain('title="Voice input needs JavaScript. Typing works as usual."');
    expect(mic).toContain('aria-describedby="voice-input-hint"');
    expect(html).toMatch(/<span id="voice-input-hint" class="sr-only">Voice input needs JavaScript/);
    expect(html).toMatch(/<noscript><p[^>]*>Voice input needs JavaScript\. Typing works as usual\.<\/p><\/noscript>/);
    // A status region exists from the start, so later changes are announced.
    expect(html).toContain('role="status" aria-live="polite"');
  });

  it("a typed message carries no voice marker", async () => {
    expect(await input()).not.toContain('name="via"');
  });

  it("renders inert without a voice provider", async () => {
    const html = await renderInRouter(<ChatInput conversationId={null} busy={false} assistantName="Basil" />);
    expect(/<button[^>]*aria-label="Voice input"[^>]*>/.exec(html)?.[0]).toContain('disabled=""');
  });
});

describe("the chat input's length", () => {
  const box = (draft: string) =>
    renderInRouter(<ChatInput conversationId={null} busy={false} assistantName="Basil" draft={draft} />);

  it("cuts nothing: the box has no maxlength and holds a long text whole", async () => {
    const html = await box("a".repeat(4_120));
    expect(html).not.toContain("maxLength");
    expect(html).not.toContain("maxlength");
    expect(html).toContain("a".repeat(4_120));
  });

  it("counts from 3,500 characters", async () => {
    expect(await box("a".repeat(3_499))).not.toContain("/ 4,000");
    expect(await box("a".repeat(3_612))).toContain(">3,612 / 4,000</p>");
  });

  it("says past the limit that the message is too long, and marks the box", async () => {
    const html = await box("a".repeat(4_120));
    expect(html).toContain(`${MESSAGE_TOO_LONG} (4,120 / 4,000)`);
    expect(html).toContain('aria-invalid="true"');
  });
});
