import { listInWords } from "~/domain/words";
import { knowHowAnswer } from "../understood";
import { action, clarify, waitFor, type Handlers } from "../reply";

/** Talk: greetings, thanks, help, a yes or no with nothing asked, diets and allergies said, know-how, and "not sure". */
export const talkHandlers: Pick<
  Handlers,
  "greeting" | "thanks" | "help" | "confirm" | "profile.state" | "knowledge" | "unknown" | "unsupported"
> = {
  async unsupported(request, { memory }) {
    const what = {
      order: "order groceries or arrange delivery",
      prices: "look up prices",
      nutrition: "give exact nutrition figures",
      outside: "help with things outside the kitchen",
      booking: "book restaurants",
      music: "play music",
    }[request.what];
    return {
      text: `Sorry, I can't ${what}. I can help with your pantry, shopping list, recipes, meal plan, cooking steps and timers.`,
      memory,
    };
  },

  async greeting(_request, { turn, memory }) {
    return {
      text: `Hi${turn.profile.displayName ? ` ${turn.profile.displayName}` : ""}! I'm ${turn.assistantName}. Ask me for a recipe, tell me what you bought, or let's plan the week.`,
      actions: [
        action("What's for dinner?", "What's for dinner?", "utensils"),
        action("Show my shopping list", "Show my shopping list", "list"),
      ],
      memory,
    };
  },

  async thanks(_request, { memory }) {
    return { text: "You're welcome! Anything else for the kitchen?", memory };
  },

  async help(_request, { memory }) {
    return {
      text: `I can keep your pantry and shopping list, suggest recipes that fit your diet and allergies, plan your meals, guide you through cooking step by step with timers, and answer kitchen questions. Try "add 2 pounds chicken breast to my pantry", "what can I cook in under 30 minutes?" or "plan my meals for this week".`,
      memory,
    };
  },

  async confirm(request, { memory }) {
    return {
      text: request.yes ? "There's nothing waiting for a yes right now. What would you like to do?" : "Okay.",
      memory,
    };
  },

  /** A diet or allergy said in chat is saved to the member's profile after a yes. */
  async "profile.state"(request, { turn, tools, memory }) {
    const have = {
      allergies: turn.profile.allergies.map((entry) => entry.toLowerCase()),
      diets: turn.profile.dietaryRestrictions.map((entry) => entry.toLowerCase()),
    };
    const allergies = request.allergies.filter((entry) => !have.allergies.includes(entry));
    const restrictions = request.restrictions.filter((entry) => !have.diets.includes(entry));
    const said = [...request.allergies, ...request.restrictions];
    if (!said.length) return clarify(turn.text, memory);
    if (!allergies.length && !restrictions.length)
      return { text: "Your profile already has that, so every suggestion keeps to it.", memory };
    const save = await tools.saveDietaryInfo.run({
      ...(allergies.length ? { allergies } : {}),
      ...(restrictions.length ? { dietaryRestrictions: restrictions } : {}),
    });
    const noted = `Got it: I'll keep ${listInWords(said)} in mind${request.allergies.length ? " and leave out anything that contains it" : ""}.`;
    if (!save.pending) return { text: noted, memory };
    const question = `Shall I ${save.pending.change}, so every suggestion keeps to it?`;
    const asked = waitFor(memory, [save.pending], question);
    return { ...asked, text: `${noted} ${question}` };
  },

  async knowledge(_request, { turn, memory }) {
    const answer = knowHowAnswer(turn.text.toLowerCase(), true);
    return answer ? { text: answer, memory } : clarify(turn.text, memory);
  },

  async unknown(_request, { turn, memory }) {
    // Not a request Basil can read: a know-how answer only when the question clearly is one.
    const answer = knowHowAnswer(turn.text.toLowerCase(), false);
    return answer ? { text: answer, memory } : clarify(turn.text, memory);
  },
};
