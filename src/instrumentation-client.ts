import { z } from 'zod';

/**
 * Runs in the browser before the app's own modules (Next.js `instrumentation-client`). Zod
 * compiles object parsers with `new Function` when it may, and probes for it once by calling it:
 * under the back office's strict policy (no 'unsafe-eval', decision 014) that probe is reported
 * as a CSP violation even though Zod catches it. Jitless parsing never probes.
 */
z.config({ jitless: true });
