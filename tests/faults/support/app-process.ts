/**
 * A server process started the way Next starts one, without a build: it runs the real
 * instrumentation hook (src/instrumentation.ts) and makes every request wait for it, as Next
 * does, then answers /api/health with the real route handler. Run with
 * `node --conditions=react-server --import tsx` and PORT, DATABASE_URL, DATA_DIR set.
 */
import http from 'node:http';
import { GET } from '@/app/api/health/route';
import { register } from '@/instrumentation';

process.env.NEXT_RUNTIME = 'nodejs';
const started = register();
// Next keeps listening when the hook fails; so does this stand-in (the zombie the start must avoid).
started.catch(() => {});

http
  .createServer(async (_request, response) => {
    try {
      await started;
      const answer = await GET(new Request('http://localhost/api/health'));
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(await answer.text());
    } catch {
      response.writeHead(500);
      response.end();
    }
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
