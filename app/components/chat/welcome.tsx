import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { cx } from "~/components/ui";

/** The 12 starter prompts, in their 4 categories. */
export const STARTER_PROMPTS = [
  {
    category: "Cooking",
    prompts: [
      "Suggest a recipe with chicken and vegetables",
      "How do I season a cast iron pan?",
      "What can I cook in under 30 minutes?",
    ],
  },
  {
    category: "Inventory",
    prompts: [
      "What's in my pantry?",
      "Add 2 pounds of chicken breast and 1 gallon of milk to my inventory",
      "What's expiring soon?",
    ],
  },
  {
    category: "Meal Planning",
    prompts: ["Plan my meals for this week", "Give me some healthy dinner ideas", "Show this week's meal plan"],
  },
  {
    category: "Shopping",
    prompts: [
      "Show my shopping list",
      "Add bread, eggs, and tomatoes to my shopping list",
      "Add the ingredients for chicken parmesan to my shopping list",
    ],
  },
] as const;

/** The quick suggestion chips shown while the chat is empty. */
export const SUGGESTION_CHIPS = [
  "What's for dinner?",
  "What's in my pantry?",
  "Add milk to inventory",
  "Show my shopping list",
] as const;

/** What every prompt of the empty chat shares: a real button (pointer, hover, pressed and keyboard focus ring). */
const PRESSABLE =
  "cursor-pointer transition-colors hover:border-basil-500 hover:bg-basil-50 hover:text-basil-900 active:bg-basil-100 focus-visible:border-basil-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-basil-600";

/** A prompt is a form of its own that sends its text; with JavaScript the chat streams the reply instead. */
function PromptButton({
  text,
  onSend,
  className,
  children,
}: {
  text: string;
  onSend?: (text: string) => unknown;
  className: string;
  children?: ReactNode;
}) {
  return (
    <Form
      method="post"
      action="/chat"
      onSubmit={(event) => {
        if (!onSend) return;
        event.preventDefault();
        void onSend(text);
      }}
    >
      <input type="hidden" name="content" value={text} />
      <button type="submit" name="intent" value="send" className={cx(PRESSABLE, className)}>
        {children ?? text}
      </button>
    </Form>
  );
}

export function Welcome({
  assistantName,
  displayName,
  onSend,
}: {
  assistantName: string;
  displayName: string;
  onSend?: (text: string) => unknown;
}) {
  return (
    <section aria-labelledby="welcome-title" className="mx-auto w-full max-w-2xl px-4 py-6">
      <h2 id="welcome-title" className="text-center text-2xl font-semibold">
        Hi {displayName}, I'm {assistantName}
      </h2>
      <p className="mt-1 text-center text-stone-600">Ask me anything about your kitchen, or start with one of these.</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {STARTER_PROMPTS.map((group) => (
          <div key={group.category} className="rounded-2xl border border-stone-200 bg-surface p-4 shadow-sm">
            <h3 className="text-sm font-semibold uppercase tracking-wide text-basil-700">{group.category}</h3>
            <ul className="mt-3 space-y-2">
              {group.prompts.map((prompt) => (
                <li key={prompt}>
                  <PromptButton
                    text={prompt}
                    onSend={onSend}
                    className="group flex min-h-11 w-full items-center justify-between gap-3 rounded-xl border border-stone-200 bg-stone-50 px-3 py-2 text-left text-sm text-stone-800 shadow-xs"
                  >
                    <span>{prompt}</span>
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 24 24"
                      className="h-4 w-4 shrink-0 text-stone-400 transition-transform group-hover:translate-x-0.5 group-hover:text-basil-700"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                    >
                      <path d="M5 12h14M13 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                  </PromptButton>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {/* After the prompts, so that the keyboard reaches them first. */}
      <p className="mt-4 text-center text-sm">
        <Link to="/help" className="font-medium text-basil-700 underline underline-offset-2 hover:text-basil-900">
          What can I ask {assistantName}?
        </Link>
      </p>
    </section>
  );
}

export function SuggestionChips({ onSend }: { onSend?: (text: string) => unknown }) {
  return (
    <ul aria-label="Suggestions" className="flex gap-2 overflow-x-auto px-4 pb-2">
      {SUGGESTION_CHIPS.map((chip) => (
        <li key={chip} className="shrink-0">
          <PromptButton
            text={chip}
            onSend={onSend}
            className="rounded-full border border-stone-300 bg-surface px-3 py-1.5 text-sm"
          />
        </li>
      ))}
    </ul>
  );
}
