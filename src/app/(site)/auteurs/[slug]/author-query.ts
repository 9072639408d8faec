import 'server-only';
import { cache } from 'react';
import { getPublicAuthorBySlug } from '@/server/blog/public-authors';

/** One database read per request, shared by generateMetadata and the page. */
export const getPublicAuthorPage = cache((slug: string) => getPublicAuthorBySlug(slug));
