import { answer, publicRoute } from '@/server/http/route';
import { checkDatabaseHealth } from '@/server/health';

// Every probe must reach the database: never prerendered, never cached.
export const dynamic = 'force-dynamic';

/** The load balancer's probe: from another machine, so no same-origin check. */
export const GET = publicRoute({
  sameOrigin: false,
  handle: async () => {
    const health = await checkDatabaseHealth();
    if (health.ok) return answer({ status: 'ok' });
    return answer({ status: 'error', reason: health.reason }, 503);
  },
  failure: { log: 'Health check failed', message: 'Le contrôle de santé a échoué.' },
});
