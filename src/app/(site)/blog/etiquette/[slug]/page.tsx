import { topicRoute } from '../../topic-route';

// Rendered from the database whenever the public page cache (src/front-server/server.ts) has no current copy.
export const dynamic = 'force-dynamic';

const route = topicRoute('tag');
export const generateMetadata = route.generateMetadata;
export default route.TopicPage;
