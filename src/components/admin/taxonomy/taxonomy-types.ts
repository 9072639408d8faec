import type { TaxonomyDeleteResult, TaxonomySaveResult } from '@/server/actions/taxonomy-admin';
import type { AuthorCredentials } from '@/lib/blog/post-types';
import type { TaxonomyKind } from '@/lib/blog/taxonomy-form';

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

export const PAGE_TEXTS: Record<TaxonomyKind, { title: string; create: string; empty: string }> = {
  category: {
    title: 'Catégories',
    create: 'Nouvelle catégorie',
    empty: 'Aucune catégorie pour le moment.',
  },
  tag: {
    title: 'Étiquettes',
    create: 'Nouvelle étiquette',
    empty: 'Aucune étiquette pour le moment.',
  },
  author: {
    title: 'Auteurs',
    create: 'Nouvel auteur',
    empty: 'Aucun auteur pour le moment.',
  },
};
