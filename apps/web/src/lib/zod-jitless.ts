import { config } from 'zod';

/**
 * Import for its effect, before the first zod parse in a page. Zod compiles object parsers with
 * `new Function` when it may; to find out, it tries once, and under the portal's CSP (no
 * 'unsafe-eval') that attempt is reported as a CSP violation (Lighthouse best practices 96).
 * Jitless parsing needs no probe and no eval.
 */
config({ jitless: true });
