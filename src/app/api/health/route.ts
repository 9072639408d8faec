import { checkDatabaseHealth } from '@/server/health';

// Every probe must reach the database: never prerendered, never cached.
export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };

export async function GET(): Promise<Response> {
  const health = await checkDatabaseHealth();
  if (health.ok) return Response.json({ status: 'ok' }, { headers: noStore });
  return Response.json({ status: 'error', reason: health.reason }, { status: 503, headers: noStore });
}
