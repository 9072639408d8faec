'use client';

import { useRouter } from 'next/navigation';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState, useTransition } from 'react';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { adminBlogHref, type AdminBlogFilters } from '@/lib/blog/admin-blog-filters';
import { POST_STATUS_OPTIONS } from '@/lib/blog/post-status';
import type { CategoryRef } from '@/lib/blog/post-types';

const SEARCH_DELAY_MS = 300;

/** Search, status and category; every change becomes a new URL (page back to 1). */
export function BlogListFilters({ filters, categories }: { filters: AdminBlogFilters; categories: CategoryRef[] }) {
  const router = useRouter();
  const [query, setQuery] = useState(filters.q);
  const [pending, startTransition] = useTransition();
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Two quick changes must add up even before the first navigation has finished.
  const latest = useRef(filters);

  useEffect(() => {
    latest.current = filters;
    setQuery(filters.q);
  }, [filters]);
  useEffect(() => () => clearTimeout(typing.current), []);

  const go = (change: Partial<AdminBlogFilters>, replace = false) => {
    latest.current = { ...latest.current, ...change, page: 1 };
    const href = adminBlogHref(latest.current);
    startTransition(() => (replace ? router.replace(href) : router.push(href)));
  };

  return (
    <form
      role="search"
      aria-busy={pending}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_12rem_14rem_11rem]"
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(typing.current);
        go({ q: query.trim() });
      }}
    >
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Rechercher un article"
          placeholder="Rechercher un article…"
          className="pl-9"
          value={query}
          onChange={(event) => {
            const value = event.target.value;
            setQuery(value);
            clearTimeout(typing.current);
            typing.current = setTimeout(() => go({ q: value.trim() }, true), SEARCH_DELAY_MS);
          }}
        />
      </div>
      <NativeSelect
        aria-label="Filtrer par statut"
        key={`status-${filters.status}`}
        defaultValue={filters.status}
        onChange={(event) => go({ status: event.target.value as AdminBlogFilters['status'] })}
        options={POST_STATUS_OPTIONS}
      >
        <option value="all">Tous les statuts</option>
      </NativeSelect>
      <NativeSelect
        aria-label="Filtrer par catégorie"
        key={`category-${filters.category}`}
        defaultValue={filters.category}
        onChange={(event) => go({ category: event.target.value })}
        options={categories.map((category) => ({ value: category.id, label: category.name }))}
      >
        <option value="all">Toutes les catégories</option>
      </NativeSelect>
      <NativeSelect
        aria-label="Filtrer par relecture médicale"
        key={`review-${filters.review}`}
        defaultValue={filters.review}
        onChange={(event) => go({ review: event.target.value as AdminBlogFilters['review'] })}
      >
        <option value="all">Toutes les relectures</option>
        <option value="due">À relire</option>
      </NativeSelect>
    </form>
  );
}
