import { z } from 'zod';

/*
 * Path parameters several features' routes share. A feature's own parameters (a game id, an inbox's
 * user) stay in its contract; what more than one feature reads is declared here once.
 */

/** A record's numeric id in the path; the server turns a malformed id into the same 404 as a missing one. */
export const idParamsSchema = z.object({ id: z.string() });
