import type { ColumnType } from 'kysely';
import type { StaffRole } from '@/lib/auth/staff-account';

/**
 * Row types of the auth tables (migration 0002_auth). Better Auth reads and writes them through
 * its own adapter; our code touches them only in src/server/auth/ (staff list, roles, disabling,
 * rate limits, the first-admin setup token).
 */
type StoredBoolean = ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
type StoredTimestamp = ColumnType<Date | string, string | undefined, string>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export type AuthUserTable = {
  id: string;
  name: string;
  email: string;
  email_verified: StoredBoolean;
  image: string | null;
  role: WithDefault<StaffRole>;
  disabled: StoredBoolean;
  two_factor_enabled: StoredBoolean;
  created_at: StoredTimestamp;
  updated_at: StoredTimestamp;
};

export type AuthSessionTable = {
  id: string;
  token: string;
  expires_at: ColumnType<Date | string, string, string>;
  ip_address: string | null;
  user_agent: string | null;
  user_id: string;
  created_at: StoredTimestamp;
  updated_at: StoredTimestamp;
};

export type AuthAccountTable = {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  password: string | null;
  created_at: StoredTimestamp;
  updated_at: StoredTimestamp;
};

export type AuthVerificationTable = {
  id: string;
  identifier: string;
  value: string;
  expires_at: ColumnType<Date | string, string, string>;
  created_at: StoredTimestamp;
  updated_at: StoredTimestamp;
};

/** Written by Better Auth's twoFactor plugin (migration 0004); secret and codes are encrypted. */
export type AuthTwoFactorTable = {
  id: string;
  secret: string;
  backup_codes: string;
  user_id: string;
  verified: StoredBoolean;
  failed_verification_count: WithDefault<number>;
  locked_until: ColumnType<Date | string | null, string | null | undefined, string | null>;
};

export type AuthDatabase = {
  auth_users: AuthUserTable;
  auth_sessions: AuthSessionTable;
  auth_accounts: AuthAccountTable;
  auth_verifications: AuthVerificationTable;
  auth_two_factors: AuthTwoFactorTable;
};
