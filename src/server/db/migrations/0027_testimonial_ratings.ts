import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../schema';

/**
 * A testimonial's rating (1 to 5) when the patient gave one, null otherwise: the home page shows
 * stars only for a rating received, never an invented « 5 sur 5 ». Existing testimonials had none.
 */
export async function up(db: Kysely<any>, _engine: DatabaseEngine): Promise<void> {
  await db.schema.alterTable('testimonials').addColumn('rating', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('testimonials').dropColumn('rating').execute();
}
