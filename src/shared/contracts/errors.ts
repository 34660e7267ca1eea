import { z } from 'zod';

/** Every failed API call answers with this body. `code` is present where the client must react to it. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * Error statuses a route gives beyond those the API reference derives from the route itself
 *, each with the error body: `response: { 200: thing, ...errorResponses(409) }`.
 */
export function errorResponses<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    Status,
    typeof errorBodySchema
  >;
}
