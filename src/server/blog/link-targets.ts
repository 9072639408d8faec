import 'server-only';
import { GUIDES } from '@/content/guides';
import { SERVICE_CATALOG } from '@/content/service-catalog';
import type { LinkTarget } from '@/lib/blog/article-body/link-targets';
import { articlePath, guidePath, servicePath } from '@/lib/site/site-paths';
import { listPublicPosts } from './posts';

/** What the editor's link picker searches: public articles, the guides and the services. */
export async function listLinkTargets(): Promise<LinkTarget[]> {
  const posts = await listPublicPosts();
  return [
    ...posts.map((post): LinkTarget => ({ kind: 'Article', label: post.title, href: articlePath(post.slug) })),
    ...GUIDES.map((guide): LinkTarget => ({ kind: 'Guide', label: guide.title, href: guidePath(guide.slug) })),
    ...SERVICE_CATALOG.map(
      (service): LinkTarget => ({ kind: 'Service', label: service.name, href: servicePath(service.slug) }),
    ),
  ];
}
