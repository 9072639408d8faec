import 'server-only';
import { cache } from 'react';
import { getPublicPostBySlug } from '@/server/blog/posts';

/** One database read per request, shared by generateMetadata and the page. */
export const getPublicArticle = cache((slug: string) => getPublicPostBySlug(slug));
