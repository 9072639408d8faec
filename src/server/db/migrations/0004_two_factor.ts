import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';
import type { DatabaseEngine } from '../schema';

/**
 * Two-factor sign-in for staff (Better Auth's `twoFactor` plugin, mapped in
 * src/server/auth/two-factor-plugin.ts): a flag on the user and one row per member holding the
 * encrypted TOTP secret, the encrypted recovery codes and the plugin's own failure counter.
 */
export async function up(db: Kysely<any>, engine: DatabaseEngine): Promise<void> {
  const types = columnTypes(engine);
  await db.schema
    .alterTable('auth_users')
    .addColumn('two_factor_enabled', types.boolean, (column) => {
      const withDefault = column.notNull().defaultTo(types.false);
      const check = types.booleanCheck('two_factor_enabled');
      return check ? withDefault.check(check) : withDefault;
    })
    .execute();

  await db.schema
    .createTable('auth_two_factors')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('secret', 'text', (column) => column.notNull())
    .addColumn('backup_codes', 'text', (column) => column.notNull())
    .addColumn('user_id', 'text', (column) => column.notNull().unique().references('auth_users.id').onDelete('cascade'))
    .addColumn('verified', types.boolean, (column) => column.notNull().defaultTo(types.true))
    .addColumn('failed_verification_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('locked_until', types.timestamp)
    .$call((table) => {
      const check = types.booleanCheck('verified');
      return check ? table.addCheckConstraint('auth_two_factors_verified_check', check) : table;
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('auth_two_factors').execute();
  await db.schema.alterTable('auth_users').dropColumn('two_factor_enabled').execute();
}
