import { z } from 'zod';

/**
 * Zod for the schemas that also run in the browser (the back office's forms). Zod compiles object
 * parsers with `new Function` when it may, and probes for it once by calling it: under the back
 * office's strict policy (no 'unsafe-eval', decision 014) that probe is reported as a CSP
 * violation even though Zod catches it. Jitless parsing never probes. Set here, with the schemas,
 * rather than in the browser's start-up code, which every public page would then load Zod for.
 */
z.config({ jitless: true });

/**
 * Every message Zod writes itself (a wrong type, an array where an object was expected, an
 * invalid UUID) is French: a schema's own messages cover what a person types, this covers what
 * a tampered or broken request sends, which staff may still read beside a field.
 */
z.config(z.locales.fr());

export { z };
