import { Form } from "@remix-run/react";

/** The 12 starter prompts, in their 4 categories. */
export const STARTER_PROMPTS = [
  {
    category: "Cooking",
    prompts: ["Suggest a recipe with chicken and vegetables", "How do I season a cast iron pan?", "What can I cook in under 30 minutes?"],
  },
  {
    category: "Inventory",
    prompts: ["What's in my pantry?", "Add 2 pounds of chicken breast and 1 gallon of milk to my inventory", "What's expiring soon?"],
  },
  {
    category: "Meal Planning",
    prompts: ["Plan my meals for this week", "Give me some healthy dinner ideas", "Show this week's meal plan"],
  },
  {
    category: "Shopping",
    prompts: ["Show my shopping list", "Add bread, eggs, and tomatoes to my shopping list", "Add the ingredients for chicken parmesan to my shopping list"],
  },
] as const;

/** The quick suggestion chips shown while the chat is empty. */
export const SUGGESTION_CHIPS = ["What's for dinner?", "What's in my pantry?", "Add milk to inventory", "Show my shopping list"] as const;

function PromptButton({ text, onSend, className }: { text: string; onSend?: (text: string) => void; className: string }) {
  return (
    <Form
      method="post"
      action="/chat"
      onSubmit={(event) => {
        if (!onSend) return;
        event.preventDefault();
        onSend(text);
      }}
    >
      <input type="hidden" name="content" value={text} />
      <button type="submit" name="intent" value="send" className={className}>
        {text}
      </button>
    </Form>
  );
}

export function Welcome({ assistantName, displayName, onSend }: { assistantName: string; displayName: string; onSend?: (text: string) => void }) {
  return (
    <section aria-labelledby="welcome-title" className="mx-auto w-full max-w-2xl px-4 py-6">
      <h2 id="welcome-title" className="text-center text-2xl font-semibold">
        Hi {displayName}, I'm {assistantName}
      </h2>
      <p className="mt-1 text-center text-stone-600">Ask me anything about your kitchen, or start with one of these.</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {STARTER_PROMPTS.map((group) => (
          <div key={group.category} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
            <h3 className="text-sm font-semibold uppercase tracking-wide text-basil-700">{group.category}</h3>
            <ul className="mt-2 space-y-1">
              {group.prompts.map((prompt) => (
                <li key={prompt}>
                  <PromptButton
                    text={prompt}
                    onSend={onSend}
                    className="w-full rounded-lg px-2 py-1.5 text-left text-sm text-stone-800 hover:bg-basil-50"
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

export function SuggestionChips({ onSend }: { onSend?: (text: string) => void }) {
  return (
    <ul aria-label="Suggestions" className="flex gap-2 overflow-x-auto px-4 pb-2">
      {SUGGESTION_CHIPS.map((chip) => (
        <li key={chip} className="shrink-0">
          <PromptButton text={chip} onSend={onSend} className="rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm hover:border-basil-500 hover:bg-basil-50" />
        </li>
      ))}
    </ul>
  );
}
