/**
 * `npm start`'s server command (scripts/start.ts runs it once the build is current): the front
 * server of src/front-server/, Next.js behind its page cache, in this process.
 */
import '../src/front-server/server';
