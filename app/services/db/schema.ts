/**
 * Column types shared by both dialects: timestamps are ISO-8601 text (they sort
 * correctly as text), lists and objects are JSON text, booleans are 0/1 integers.
 */
import type { Generated } from "kysely";
export interface UserTable {
  id: string;
  email: string;
  password_hash: string | null;
  created_at: string;
}

export interface IdentityTable {
  provider: string;
  subject: string;
  user_id: string;
  created_at: string;
}

export interface SessionTable {
  id: string;
  user_id: string;
  data: string;
  created_at: string;
  expires_at: string;
}

export interface ProfileTable {
  user_id: string;
  email: string;
  display_name: string | null;
  household_id: string | null;
  onboarding_required: number;
  dietary_restrictions: string;
  allergies: string;
  cooking_skill: string;
  preferences: string;
  theme: Generated<string>;
  units: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface HouseholdTable {
  id: string;
  name: string;
  password_hash: string;
  created_at: string;
}

export interface MembershipTable {
  id: string;
  household_id: string;
  user_id: string;
  joined_at: string;
}

export interface AuthFailureTable {
  id: string;
  scope: string;
  key: string;
  at: string;
}

export interface PasswordResetTable {
  /** sha256 of the link's secret; the secret itself is never stored. */
  token_hash: string;
  user_id: string;
  /** The member who made the link for someone else; null when it was sent by e-mail. */
  created_by: string | null;
  created_at: string;
  expires_at: string;
}

export interface CalendarFeedTable {
  user_id: string;
  /** sha256 of the feed address's secret; the secret itself is never stored. */
  token_hash: string;
  created_at: string;
}

export interface Database extends KitchenTables {
  users: UserTable;
  identities: IdentityTable;
  sessions: SessionTable;
  profiles: ProfileTable;
  households: HouseholdTable;
  memberships: MembershipTable;
  auth_failures: AuthFailureTable;
  password_resets: PasswordResetTable;
  calendar_feeds: CalendarFeedTable;
  caldav_objects: CaldavObjectTable;
  caldav_sync_states: CaldavSyncStateTable;
  push_subscriptions: PushSubscriptionTable;
  push_sent: PushSentTable;
  shopping_trips: ShoppingTripTable;
}

/** The file name and UID a CalDAV client gave an item it added. */
export interface CaldavObjectTable {
  item_id: string;
  household_id: string;
  href_name: string;
  uid: string;
}

/** A calendar's objects (file name → ETag, as JSON) when a sync token was given out. */
export interface CaldavSyncStateTable {
  household_id: string;
  collection: string;
  token: string;
  state: string;
  created_at: string;
}

/** A device a member turned notifications on for; the flags are 0/1. */
export interface PushSubscriptionTable {
  id: string;
  user_id: string;
  /** The push service's address for this device (unique: a device subscribes once). */
  endpoint: string;
  /** The device's ECDH public key and auth secret (base64url), which the messages are encrypted for. */
  p256dh: string;
  auth: string;
  /** A label made from the browser's user agent ("Firefox on Android"). */
  device: string;
  /** The device's IANA time zone, for "tomorrow" and the daily time. */
  time_zone: string;
  timers: number;
  expiring: number;
  /** The daily time of the expiring-tomorrow message, HH:MM on the device's clock. */
  expiring_at: string;
  list_changes: number;
  created_at: string;
}

/** A message already sent, by a key that names it ("timer:<id>", "expiring:<subscription>:<date>"). */
export interface PushSentTable {
  key: string;
  sent_at: string;
}

/** When a member last ticked an item off the shopping list: within the hour, they are at the shop. */
export interface ShoppingTripTable {
  user_id: string;
  ticked_at: string;
}

export interface PantryItemTable {
  id: string;
  household_id: string;
  name: string;
  name_key: string;
  quantity: number | null;
  unit: string | null;
  location: string;
  expires_on: string | null;
  added_by: string;
  created_at: string;
  updated_at: string;
}

export interface ShoppingItemTable {
  id: string;
  household_id: string;
  name: string;
  name_key: string;
  quantity: number | null;
  unit: string | null;
  category: string;
  checked: number;
  /** The member's note on the item; "" when there is none (the default). */
  note: Generated<string>;
  added_by: string;
  created_at: string;
  updated_at: string;
}

export interface HouseholdRecipeTable {
  id: string;
  household_id: string;
  data: string;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface RecipeImageTable {
  recipe_id: string;
  household_id: string;
  content_type: string;
  /** The re-encoded picture, base64. */
  data: string;
  width: number;
  height: number;
  /** Changes with every new picture, so its address changes and caches never show an old one. */
  version: string;
  updated_at: string;
}

export interface MealPlanEntryTable {
  id: string;
  household_id: string;
  date: string;
  meal_type: string;
  recipe_id: string;
  created_by: string;
  created_at: string;
}

export interface CookingSessionTable {
  id: string;
  household_id: string;
  recipe_id: string;
  current_step: number;
  status: string;
  started_by: string;
  started_at: string;
  finished_at: string | null;
}

export interface TimerTable {
  id: string;
  household_id: string;
  session_id: string | null;
  name: string;
  step: number | null;
  duration_seconds: number;
  status: string;
  ends_at: string | null;
  remaining_seconds: number;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface ApiTokenTable {
  id: string;
  user_id: string;
  name: string;
  token_hash: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface ConversationTable {
  id: string;
  household_id: string;
  user_id: string;
  title: string;
  preview: string;
  message_count: number;
  is_archived: number;
  tags: string;
  assistant_state: string;
  created_at: string;
  updated_at: string;
  last_message_at: string;
}

export interface MessageTable {
  id: string;
  conversation_id: string;
  type: string;
  content: string;
  is_from_user: number;
  embedded_component: string | null;
  actions: string | null;
  timestamp: string;
  seq: number;
}

export interface IdempotencyKeyTable {
  user_id: string;
  key: string;
  method: string;
  /** The path with its query string. */
  path: string;
  /** sha256 of method, path and body: the same key with another request is refused. */
  request_hash: string;
  status: "running" | "done";
  response_status: number | null;
  /** The answer's JSON text, kept to be given again. */
  response_body: string | null;
  created_at: string;
}

export interface KitchenTables {
  conversations: ConversationTable;
  messages: MessageTable;
  pantry_items: PantryItemTable;
  shopping_items: ShoppingItemTable;
  household_recipes: HouseholdRecipeTable;
  recipe_images: RecipeImageTable;
  meal_plan_entries: MealPlanEntryTable;
  cooking_sessions: CookingSessionTable;
  timers: TimerTable;
  api_tokens: ApiTokenTable;
  idempotency_keys: IdempotencyKeyTable;
}
