import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import type { AuthorDetail } from '@/lib/blog/post-types';
import { linesOf } from '@/lib/text/xml-characters';
import { trustedImageAddress } from '@/lib/site/same-site-address';
import type { AuthorTable, Database } from '../db/schema';
import { plainBoolean } from '../db/stored-values';

/** The author columns every read selects, and the row → AuthorDetail mapper shared by them. */
export const AUTHOR_COLUMNS = [
  'authors.id',
  'authors.name',
  'authors.email',
  'authors.bio',
  'authors.slug',
  'authors.title',
  'authors.qualifications',
  'authors.specialities',
  'authors.registration_number',
  'authors.photo_url',
  'authors.is_health_professional',
] as const;

// The columns above without their table: what a row of them holds.
type AuthorRow = Pick<
  Selectable<AuthorTable>,
  (typeof AUTHOR_COLUMNS)[number] extends `authors.${infer C}` ? C : never
>;

export const storedLines = (lines: string[]): string | null => (lines.length > 0 ? lines.join('\n') : null);

export function toAuthorDetail(row: AuthorRow): AuthorDetail {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    bio: row.bio,
    slug: row.slug,
    title: row.title,
    qualifications: linesOf(row.qualifications),
    specialities: linesOf(row.specialities),
    registration_number: row.registration_number,
    // A value stored before the image rule (decision 031) reaches no page or JSON-LD.
    photo_url: trustedImageAddress(row.photo_url),
    is_health_professional: plainBoolean(row.is_health_professional),
  };
}

export async function findAuthorDetail(database: Kysely<Database>, id: string): Promise<AuthorDetail | null> {
  const row = await database.selectFrom('authors').select(AUTHOR_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toAuthorDetail(row) : null;
}
