/** What the pantry and shopping pages receive from their loaders. */
import type { ExpiryStatus } from "~/domain/kitchen/expiry";

export type { ExpiryStatus };

export type PantryRow = {
  id: string;
  name: string;
  /** Formatted for people ("2 lb", "½ cup"); empty when unknown. */
  amount: string;
  location: string;
  /** Formatted expiry date, or null when it does not expire. */
  expires: string | null;
  status: ExpiryStatus;
  /** Added on this device with no connection: waiting to be sent. */
  waiting?: boolean;
};

export type LocationChoice = { value: string; count: number };

export type ShoppingRow = {
  id: string;
  name: string;
  /** Formatted for people ("2 lb"); empty when unknown. */
  amount: string;
  /** The amount as stored, for the edit form. */
  quantity: number | null;
  unit: string | null;
  /** The member's note; "" when there is none. */
  note: string;
  category: string;
  checked: boolean;
  /** Changed on this device with no connection: waiting to be sent. */
  waiting?: boolean;
};
