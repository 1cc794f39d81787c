import type { MessageAction } from "~/schemas/chat";
import { QUANTITY_RULE } from "~/schemas/fields";
import type { CookingSession } from "../../kitchen/cooking.server";
import { UserFacingError } from "../../errors.server";
import type { AssistantEngine, AssistantEvent, AssistantReply, AssistantTurn } from "../engine";
import { confirmationPrompt, type AssistantMemory, type KitchenTools, type PendingStep } from "../tools.server";
import { readYesNo, understandMessage, type DialogueState, type UnderstoodRequest } from "../understanding";
import type { Request } from "../understanding/requests";
import { decide, readingsOf } from "./decide";
import { cookingHandlers } from "./handlers/cooking";
import { pantryHandlers } from "./handlers/pantry";
import { planHandlers } from "./handlers/plan";
import { recipeHandlers } from "./handlers/recipes";
import { shoppingHandlers } from "./handlers/shopping";
import { talkHandlers } from "./handlers/talk";
import { clarify, YES_NO, type Draft, type HandlerContext, type Handlers } from "./reply";
import { recipeToSave } from "./recipe-to-save";

/**
 * The embedded engine: understands a message with the pipeline of ../understanding, decides
 * for each request whether to act or ask (./decide), and acts through the kitchen tools, one
 * handler per kind of request (./handlers). Several requests in one message are each done,
 * in order, and answered in one reply; whatever would remove, empty, cancel or overwrite is
 * asked about in one question for all of them. Offline, no key, answers in milliseconds.
 */

/** The amounts a request says, for its items or on its own ("make that 2"). */
function amountsSaid(request: Request): number[] {
  const said = "items" in request ? request.items.map((item) => item.quantity) : [];
  if ("quantity" in request) said.push(request.quantity);
  return said.filter((amount): amount is number => amount !== null);
}

const HANDLERS: Handlers = {
  ...talkHandlers,
  ...pantryHandlers,
  ...shoppingHandlers,
  ...recipeHandlers,
  ...planHandlers,
  ...cookingHandlers,
};

function stateOf(memory: AssistantMemory): DialogueState {
  return {
    lastItems: memory.lastItems ?? null,
    lastRecipeId: memory.lastRecipeId,
    lastRecipeIds: memory.lastRecipeIds,
  };
}

/** One reply from the drafts of each request: their words in order, the last card, one question for every change waiting. */
function combine(drafts: Draft[], memory: AssistantMemory): AssistantReply {
  const pending: PendingStep[] = drafts.flatMap((draft) => draft.pending ?? []);
  const component = drafts.findLast((draft) => draft.component)?.component;
  const text = drafts
    .map((draft) => draft.text)
    .filter(Boolean)
    .join(" ");
  if (pending.length === 0) {
    const actions = drafts.findLast((draft) => draft.actions?.length)?.actions;
    return { text, component, actions, memory: { ...memory, pending: null } };
  }
  const asking = drafts.filter((draft) => draft.pending?.length);
  // One request waiting: its own question (and follow-up). Several: one question for all their changes.
  const single = asking.length === 1 ? asking[0].memory.pending : null;
  const prompt = single?.prompt ?? confirmationPrompt(pending.map((step) => step.change));
  const said = drafts.filter((draft) => !draft.pending?.length).map((draft) => draft.text);
  const actions: MessageAction[] = YES_NO;
  return {
    text: [...said, single ? asking[0].text : prompt].filter(Boolean).join(" "),
    component,
    actions,
    memory: {
      ...memory,
      pending: { prompt, steps: pending, ...(single?.followUp ? { followUp: single.followUp } : {}) },
    },
  };
}

export class EmbeddedEngine implements AssistantEngine {
  readonly name = "embedded";

  readConfirmation(text: string) {
    return readYesNo(text);
  }

  async respond(
    turn: AssistantTurn,
    tools: KitchenTools,
    emit: (event: AssistantEvent) => void,
  ): Promise<AssistantReply> {
    let memory: AssistantMemory = { ...turn.memory, pending: null };
    const handle = (request: Request, current: AssistantMemory): Promise<Draft> => {
      const context: HandlerContext = { turn, tools, memory: current, handle };
      return (HANDLERS[request.kind] as (request: Request, context: HandlerContext) => Promise<Draft>)(
        request,
        context,
      );
    };
    const saving = recipeToSave(turn.text);
    const drafts: Draft[] = [];
    if (saving) {
      const draft = await handle(saving, memory);
      memory = draft.memory;
      drafts.push(draft);
    } else {
      const { requests } = understandMessage(turn.text, turn.now, stateOf(memory));
      // "Next step" in a new conversation means the household's cooking under way.
      if (!memory.activeSessionId && requests.some(({ request }) => /^(?:cooking\.|timer\.start)/.test(request.kind))) {
        const session = (await tools.currentCooking.run()).data as CookingSession | null;
        if (session) memory = { ...memory, activeSessionId: session.id };
      }
      for (const understood of requests) {
        const draft = await this.answer(understood, turn, memory, handle);
        memory = draft.memory;
        drafts.push(draft);
      }
    }
    const reply = combine(drafts, memory);
    emit({ type: "text", text: reply.text });
    if (reply.component) emit({ type: "component", component: reply.component });
    if (reply.actions?.length) emit({ type: "actions", actions: reply.actions });
    return reply;
  }

  private async answer(
    understood: UnderstoodRequest,
    turn: AssistantTurn,
    memory: AssistantMemory,
    handle: (request: Request, memory: AssistantMemory) => Promise<Draft>,
  ): Promise<Draft> {
    // "-3 apples" or "0 apples" breaks the quantity rule whatever the request turns out to be:
    // the rule is the answer, not a question about where to put them.
    if (amountsSaid(understood.request).some((amount) => amount <= 0)) return { text: `${QUANTITY_RULE}.`, memory };
    const decision = decide(understood, readingsOf(understood, turn.now, stateOf(memory)));
    if (!decision.act) return clarify(turn.text, memory, decision.readings);
    try {
      return await handle(understood.request, memory);
    } catch (error) {
      // A rule the request breaks ("Keep the name to 80 characters or fewer", "A timer runs from
      // 1 second to 24 hours") is the answer, as the API would say it; nothing was changed by it.
      if (!(error instanceof UserFacingError) || error.status >= 500) throw error;
      return { text: /[.!?]$/.test(error.message) ? error.message : `${error.message}.`, memory };
    }
  }
}
