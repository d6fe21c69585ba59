import { z } from 'zod/mini';

// Every schema imports `z` from here, so this runs before any schema is built. Zod can compile
// object parsers with `new Function` and probes for it on first use; both need CSP 'unsafe-eval'.
// The object parser reads the switch when it is constructed, hence "before any schema is built".
// `zod/mini` is the tree-shakable build: form routes load only the checks they use.
z.config({ jitless: true });

export { z };
