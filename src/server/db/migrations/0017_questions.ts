import { sql, type Kysely } from 'kysely';
import { columnTypes } from '../column-types';
import type { DatabaseEngine } from '../schema';

/**
 * Readers' questions under articles (decision 043). Nothing is public before a staff member
 * approves it. The text is stored already masked (phone numbers and e-mail addresses replaced):
 * the unmasked words are never kept, so neither staff nor a backup ever hold them. The reader's
 * e-mail, given only to be told of the answer, is erased once used or once the question is
 * refused. Who moderated and who answered keep their name even if the account is later deleted.
 */
export async function up(db: Kysely<any>, engine: DatabaseEngine): Promise<void> {
  const types = columnTypes(engine);
  let table = db.schema
    .createTable('blog_questions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('blog_post_id', 'text', (column) => column.notNull().references('blog_posts.id').onDelete('cascade'))
    .addColumn('pseudonym', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('masked_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('emergency', types.boolean, (column) => column.notNull().defaultTo(types.false))
    .addColumn('notify_email', 'text')
    .addColumn('state', 'text', (column) => column.notNull().defaultTo('pending'))
    .addColumn('created_at', types.timestamp, (column) => column.notNull())
    .addColumn('announced_at', types.timestamp)
    .addColumn('moderated_at', types.timestamp)
    .addColumn('moderated_by_id', 'text', (column) => column.references('auth_users.id').onDelete('set null'))
    .addColumn('moderated_by_name', 'text')
    .addColumn('published_at', types.timestamp)
    .addColumn('answer_text', 'text')
    .addColumn('answer_author_id', 'text', (column) => column.references('authors.id').onDelete('set null'))
    .addColumn('answered_at', types.timestamp)
    .addColumn('answered_by_name', 'text')
    .addCheckConstraint('blog_questions_state_check', sql`state in ('pending', 'published', 'refused', 'spam')`);
  const check = types.booleanCheck('emergency');
  if (check) table = table.addCheckConstraint('blog_questions_emergency_check', check);
  await table.execute();
  // The moderation list: one state, newest first (10,000 pending stay under 50 ms, decision 043).
  await db.schema
    .createIndex('blog_questions_state_idx')
    .on('blog_questions')
    .columns(['state', 'created_at'])
    .execute();
  // The article page: its published questions in order.
  await db.schema
    .createIndex('blog_questions_post_idx')
    .on('blog_questions')
    .columns(['blog_post_id', 'state', 'published_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blog_questions').execute();
}
