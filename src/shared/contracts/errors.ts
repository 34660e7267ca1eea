import { z } from 'zod';

/** Every failed API call answers with this body. `code` is present where the client must react to it. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
