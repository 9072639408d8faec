import type { Metadata } from 'next';
import { TaxonomyManager } from '@/components/admin/taxonomy/taxonomy-manager';
import { ownAuthorId } from '@/lib/blog/own-author';
import { requireBlogManager } from '@/server/auth/session';
import { listAuthorsWithUsage } from '@/server/blog/taxonomy';
import { deleteAuthorAction, saveAuthorAction } from '../taxonomy-actions';

export const metadata: Metadata = { title: 'Auteurs' };

type Props = { searchParams: Promise<{ nouveau?: string | string[] }> };

/** `?nouveau=moi` opens the new-author form with the member's name and e-mail, once they have no profile. */
export default async function AuthorsPage({ searchParams }: Props) {
  const staff = await requireBlogManager();
  const authors = await listAuthorsWithUsage();
  const wantsOwn = (await searchParams).nouveau === 'moi' && ownAuthorId(authors, staff.email) === '';
  return (
    <TaxonomyManager
      kind="author"
      items={authors}
      actions={{ save: saveAuthorAction, remove: deleteAuthorAction }}
      ownProfile={wantsOwn ? { name: staff.name, email: staff.email } : undefined}
    />
  );
}
