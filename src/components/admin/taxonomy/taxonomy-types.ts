import type { TaxonomyDeleteResult, TaxonomySaveResult } from '@/server/actions/taxonomy-admin';
import type { AuthorCredentials } from '@/lib/blog/post-types';

export type TaxonomyItem = {
  id: string;
  name: string;
  post_count: number;
  color?: string;
  slug?: string;
  introduction?: string | null;
  service_slug?: string | null;
} & Partial<AuthorCredentials>;

export type TaxonomyActions = {
  save: (values: unknown, id: string | null) => Promise<TaxonomySaveResult>;
  remove: (id: string) => Promise<TaxonomyDeleteResult>;
};
