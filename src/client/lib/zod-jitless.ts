import { z } from 'zod';

// Our CSP has no 'unsafe-eval': zod's compiled parsers would probe `new Function` and the browser
// would report a violation (Lighthouse's best practices count it); the interpreted parsers give the
// same answers. Imported first by main.tsx, since some schemas parse while their modules load.
z.config({ jitless: true });
