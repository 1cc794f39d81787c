import { randomBytes, randomUUID } from "node:crypto";
import { sql, type Selectable } from "kysely";
import {
  CHAT_LIMITS,
  CONVERSATION_NOT_FOUND,
  DEFAULT_CONVERSATION_TITLE,
  type ChatMessage,
  type MessageAction,
  type MessageType,
  type StoredComponent,
} from "~/schemas/chat";
import { inTransaction, isPostgres, type DB } from "./db/index.server";
import type { ConversationTable, MessageTable } from "./db/schema";
import { UserFacingError } from "./errors.server";
import type { Actor } from "~/domain/actor";

export type Conversation = {
  id: string;
  householdId: string;
  userId: string;
  title: string;
  preview: string;
  messageCount: number;
  createdAt: string;
  updatedAt: string;
  lastMessageAt: string;
  isArchived: boolean;
  tags: string[];
};

export type NewMessage = {
  type: MessageType;
  content: string;
  embeddedComponent?: StoredComponent;
  actions?: MessageAction[];
};

const TITLE_LENGTH = 60;

/** msg_ + timestamp + random part. */
export function newMessageId(now = Date.now()) {
  return `msg_${now}_${randomBytes(6).toString("hex")}`;
}

export function newConversationId() {
  return randomUUID();
}

function toConversation(row: Selectable<ConversationTable>): Conversation {
  return {
    id: row.id,
    householdId: row.household_id,
    userId: row.user_id,
    title: row.title,
    preview: row.preview,
    messageCount: row.message_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastMessageAt: row.last_message_at,
    isArchived: row.is_archived === 1,
    tags: JSON.parse(row.tags) as string[],
  };
}

function toMessage(row: Selectable<MessageTable>): ChatMessage {
  return {
    id: row.id,
    type: row.type as MessageType,
    content: row.content,
    timestamp: row.timestamp,
    isFromUser: row.is_from_user === 1,
    conversationId: row.conversation_id,
    ...(row.embedded_component && { embeddedComponent: JSON.parse(row.embedded_component) as StoredComponent }),
    ...(row.actions && { actions: JSON.parse(row.actions) as MessageAction[] }),
  };
}

/** A conversation belongs to its member inside the household; anyone else gets 'Conversation not found'. */
async function conversationRow(db: DB, actor: Actor, id: string) {
  const row = await db
    .selectFrom("conversations")
    .selectAll()
    .where("id", "=", id)
    .where("household_id", "=", actor.householdId)
    .where("user_id", "=", actor.userId)
    .executeTakeFirst();
  if (!row) throw new UserFacingError(CONVERSATION_NOT_FOUND, 404);
  return row;
}

export async function getConversation(db: DB, actor: Actor, id: string) {
  return toConversation(await conversationRow(db, actor, id));
}

export async function createConversation(db: DB, actor: Actor, input: { id?: string; title?: string } = {}) {
  const now = new Date().toISOString();
  const id = input.id ?? newConversationId();
  await db
    .insertInto("conversations")
    .values({
      id,
      household_id: actor.householdId,
      user_id: actor.userId,
      title: input.title?.trim().slice(0, TITLE_LENGTH) || DEFAULT_CONVERSATION_TITLE,
      preview: "",
      message_count: 0,
      is_archived: 0,
      tags: "[]",
      assistant_state: "{}",
      created_at: now,
      updated_at: now,
      last_message_at: now,
    })
    .execute();
  return getConversation(db, actor, id);
}

/** The member's conversations, most recent first; archived ones only when asked for. */
export async function listConversations(
  db: DB,
  actor: Actor,
  options: { limit?: number; includeArchived?: boolean } = {},
) {
  let query = db
    .selectFrom("conversations")
    .selectAll()
    .where("household_id", "=", actor.householdId)
    .where("user_id", "=", actor.userId);
  if (!options.includeArchived) query = query.where("is_archived", "=", 0);
  const rows = await query
    .orderBy("last_message_at", "desc")
    .limit(options.limit ?? 20)
    .execute();
  return rows.map(toConversation);
}

/** At most this many words of a search are looked for; the rest are ignored. */
export const SEARCH_WORDS = 8;

/** A search's distinct words, lower-cased: "Chicken  chicken RICE" is chicken and rice. */
export function searchWords(text: string) {
  return [...new Set(text.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, SEARCH_WORDS);
}

/** A LIKE pattern finding the word anywhere, its own % and _ (and the escape \) taken literally. */
function containing(word: string) {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Conversations in which every word of the text appears, in any case, anywhere in the title
 * or in one of the conversation's messages (each word may be in a different place), most
 * recent first. Lower-casing is each database's own `lower` (Unicode-aware on PostgreSQL; on
 * SQLite the `basil_lower` function openDatabase adds, since SQLite's `lower` folds ASCII only).
 */
export async function searchConversations(
  db: DB,
  actor: Actor,
  text: string,
  limit: number = CHAT_LIMITS.searchResults,
) {
  const words = searchWords(text);
  if (words.length === 0) return [];
  const lower = isPostgres(db) ? sql.raw("lower") : sql.raw("basil_lower");
  const rows = await db
    .selectFrom("conversations")
    .selectAll()
    .where("household_id", "=", actor.householdId)
    .where("user_id", "=", actor.userId)
    .where("is_archived", "=", 0)
    .where((eb) =>
      eb.and(
        words.map((word) => {
          const pattern = containing(word);
          return eb.or([
            eb(sql`${lower}(${sql.ref("conversations.title")})`, "like", sql`${pattern} escape '\\'`),
            eb.exists(
              eb
                .selectFrom("messages")
                .select(sql.lit(1).as("found"))
                .whereRef("messages.conversation_id", "=", "conversations.id")
                .where(sql`${lower}(${sql.ref("messages.content")})`, "like", sql`${pattern} escape '\\'`),
            ),
          ]);
        }),
      ),
    )
    .orderBy("last_message_at", "desc")
    .limit(limit)
    .execute();
  return rows.map(toConversation);
}

/** Archives a conversation; there is no way back. */
export async function archiveConversation(db: DB, actor: Actor, id: string) {
  await conversationRow(db, actor, id);
  await db
    .updateTable("conversations")
    .set({ is_archived: 1, updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .execute();
}

/** The latest messages (up to 100 on open), oldest first for display. */
export async function loadMessages(db: DB, actor: Actor, id: string, limit: number = CHAT_LIMITS.messagesOnOpen) {
  await conversationRow(db, actor, id);
  const rows = await db
    .selectFrom("messages")
    .selectAll()
    .where("conversation_id", "=", id)
    .orderBy("seq", "desc")
    .limit(limit)
    .execute();
  return rows.reverse().map(toMessage);
}

/**
 * A conversation's title: its first message, which members recognise and search by (a
 * deliberate difference from the specification's 'New Conversation', see
 * docs/spec-differences.md). A first message with no words in it (only emoji or
 * punctuation) names nothing: the conversation keeps the default, as does one begun by a
 * button rather than a message.
 */
function titleFrom(text: string) {
  const clean = text.trim().replace(/\s+/g, " ");
  if (!/[\p{L}\p{N}]/u.test(clean)) return null;
  return clean.length > TITLE_LENGTH ? `${clean.slice(0, TITLE_LENGTH - 1)}…` : clean;
}

/**
 * Saves messages to a conversation in one transaction, creating the conversation when
 * it does not exist yet, and updates messageCount, preview and lastMessageAt. A new
 * conversation takes its title from the first thing the member said (titleFrom).
 */
export async function saveMessages(db: DB, actor: Actor, conversationId: string, messages: NewMessage[]) {
  return inTransaction(db, async (trx) => {
    const existing = await trx
      .selectFrom("conversations")
      .selectAll()
      .where("id", "=", conversationId)
      .executeTakeFirst();
    if (existing && (existing.household_id !== actor.householdId || existing.user_id !== actor.userId)) {
      throw new UserFacingError(CONVERSATION_NOT_FOUND, 404);
    }
    const conversation =
      existing ??
      (await conversationRow(trx, actor, (await createConversation(trx, actor, { id: conversationId })).id));
    const last = await trx
      .selectFrom("messages")
      .select((eb) => eb.fn.max("seq").as("seq"))
      .where("conversation_id", "=", conversationId)
      .executeTakeFirst();
    let seq = Number(last?.seq ?? 0);
    const saved: ChatMessage[] = [];
    let clock = Date.now();
    for (const message of messages) {
      clock = Math.max(clock, Date.now());
      const row = {
        id: newMessageId(clock),
        conversation_id: conversationId,
        type: message.type,
        content: message.content,
        is_from_user: message.type === "user-text" || message.type === "user-voice" ? 1 : 0,
        embedded_component: message.embeddedComponent ? JSON.stringify(message.embeddedComponent) : null,
        actions: message.actions?.length ? JSON.stringify(message.actions) : null,
        timestamp: new Date(clock).toISOString(),
        seq: (seq += 1),
      };
      await trx.insertInto("messages").values(row).execute();
      saved.push(toMessage(row));
      clock += 1;
    }
    const final = saved.at(-1);
    if (final) {
      const firstUserText = messages.find(
        (message) => message.type === "user-text" || message.type === "user-voice",
      )?.content;
      const title = firstUserText === undefined ? null : titleFrom(firstUserText);
      await trx
        .updateTable("conversations")
        .set({
          message_count: conversation.message_count + saved.length,
          preview: final.content.slice(0, CHAT_LIMITS.previewLength),
          last_message_at: final.timestamp,
          updated_at: final.timestamp,
          ...(conversation.title === DEFAULT_CONVERSATION_TITLE && conversation.message_count === 0 && title
            ? { title }
            : {}),
        })
        .where("id", "=", conversationId)
        .execute();
    }
    return saved;
  });
}

/** What the assistant remembers between turns (the last recipes shown, the active session...). */
export async function readAssistantState(db: DB, actor: Actor, conversationId: string) {
  const row = await db
    .selectFrom("conversations")
    .select("assistant_state")
    .where("id", "=", conversationId)
    .where("household_id", "=", actor.householdId)
    .where("user_id", "=", actor.userId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.assistant_state) as Record<string, unknown>) : {};
}

export async function writeAssistantState(
  db: DB,
  actor: Actor,
  conversationId: string,
  state: Record<string, unknown>,
) {
  await db
    .updateTable("conversations")
    .set({ assistant_state: JSON.stringify(state) })
    .where("id", "=", conversationId)
    .where("household_id", "=", actor.householdId)
    .where("user_id", "=", actor.userId)
    .execute();
}

/**
 * A conversation id the member may write to: theirs, or not yet used (the client may
 * name a new conversation). Someone else's answers 'Conversation not found'.
 */
export async function assertConversationAvailable(db: DB, actor: Actor, id: string) {
  const row = await db
    .selectFrom("conversations")
    .select(["household_id", "user_id"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (row && (row.household_id !== actor.householdId || row.user_id !== actor.userId)) {
    throw new UserFacingError(CONVERSATION_NOT_FOUND, 404);
  }
}

/**
 * Replaces a message's component with fresh data after one of its buttons changed the
 * kitchen (a paused timer, a ticked item, the next step), so a reload shows it as it is.
 */
export async function updateMessageComponent(db: DB, actor: Actor, messageId: string, component: StoredComponent) {
  const row = await db
    .selectFrom("messages")
    .innerJoin("conversations", "conversations.id", "messages.conversation_id")
    .select(["messages.id"])
    .where("messages.id", "=", messageId)
    .where("conversations.household_id", "=", actor.householdId)
    .where("conversations.user_id", "=", actor.userId)
    .executeTakeFirst();
  if (!row) throw new UserFacingError("Message not found", 404);
  await db
    .updateTable("messages")
    .set({ embedded_component: JSON.stringify(component) })
    .where("id", "=", messageId)
    .execute();
}
