import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { requestMessages, uploadMessages } from '../../shared/validation-messages';
import { AppError } from '../errors';

/** One place that turns every error into `{ message }` JSON: 4xx say what was wrong, 5xx hide why. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.details.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.details.retryAfterSeconds));
      }
      return reply.status(error.status).send({
        message: error.message,
        ...(error.details.clientCode ? { code: error.details.clientCode } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ message: validationMessage(error) });
    }
    const status =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientErrorMessage(error, status) });
    }
    if (UNSTORABLE_TEXT_CODES.has(databaseErrorCode(error) ?? '')) {
      // Text PostgreSQL cannot store (U+0000) that reached a query by a path the preValidation
      // guard does not see (multipart fields): the transaction rolled back, nothing was written.
      return reply.status(400).send({ message: requestMessages.nulCharacter });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: requestMessages.internal });
  });
}

type ZodValidationError = Parameters<typeof hasZodFastifySchemaValidationErrors>[0] & {
  validation: { instancePath: string; keyword?: string; message?: string }[];
  validationContext?: string;
};

function validationMessage(error: ZodValidationError): string {
  const first = error.validation[0];
  // A missing or non-object body fails at the root; say so plainly instead of Zod's wording.
  if (first && first.instancePath === '/' && first.keyword === 'invalid_type') {
    return `Invalid request ${error.validationContext ?? 'input'}: expected a JSON object`;
  }
  return first?.message ?? 'Invalid request';
}

function clientErrorMessage(error: Error & { code?: string }, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_REQ_FILE_TOO_LARGE':
      return uploadMessages.tooLarge;
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return 'Send one image file and the product fields as multipart/form-data';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    default:
      return status === 404 ? requestMessages.notFound : error.message;
  }
}

/** character_not_in_repertoire (U+0000 in text) and untranslatable_character (in JSON). */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

/** The SQLSTATE of a database error, also when a query builder wrapped it (`cause`). */
function databaseErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
