/**
 * Column types shared by both dialects: timestamps are ISO-8601 text (they sort
 * correctly as text), lists and objects are JSON text, booleans are 0/1 integers.
 */
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

export interface Database {
  users: UserTable;
  identities: IdentityTable;
  sessions: SessionTable;
  profiles: ProfileTable;
  households: HouseholdTable;
  memberships: MembershipTable;
  auth_failures: AuthFailureTable;
}
