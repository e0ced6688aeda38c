import { z } from 'zod';

// Our CSP forbids eval: zod would probe new Function() when its object schemas are built, and the
// browser would log a CSP violation. Imported first by main.tsx, before any schema exists.
z.config({ jitless: true });
