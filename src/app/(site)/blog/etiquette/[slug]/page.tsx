import type { Metadata } from 'next';
import { TopicRoutePage, type TopicRouteProps, topicMetadata } from '../../topic-route';

// Rendered from the database whenever the public page cache (src/front-server/server.ts) has no current copy.
export const dynamic = 'force-dynamic';

export function generateMetadata(props: TopicRouteProps): Promise<Metadata> {
  return topicMetadata('tag', props);
}

export default function TagPage(props: TopicRouteProps) {
  return <TopicRoutePage kind="tag" {...props} />;
}
