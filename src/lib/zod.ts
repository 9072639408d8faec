import { z } from 'zod';

/**
 * Zod for the schemas that also run in the browser (the back office's forms). Zod compiles object
 * parsers with `new Function` when it may, and probes for it once by calling it: under the back
 * office's strict policy (no 'unsafe-eval', decision 014) that probe is reported as a CSP
 * violation even though Zod catches it. Jitless parsing never probes. Set here, with the schemas,
 * rather than in the browser's start-up code, which every public page would then load Zod for.
 */
z.config({ jitless: true });

export { z };
