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
    const code = databaseErrorCode(error) ?? '';
    if (UNSTORABLE_TEXT_CODES.has(code)) {
      // Text PostgreSQL cannot store (U+0000) that reached a query by a path the preValidation
      // guard does not see: the transaction rolled back, nothing was written.
      return reply.status(400).send({ message: requestMessages.nulCharacter });
    }
    if (code.startsWith('22')) {
      // A data exception (a number out of range, malformed text for a column) that slipped past the
      // request schemas, which should have refused it: still the client's input, still rolled back.
      request.log.warn({ err: error }, 'request reached the database with a value it refused');
      return reply.status(400).send({ message: requestMessages.unstorableValue });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ message: requestMessages.databaseUnavailable });
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

/** How long a client should wait before retrying while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The database could not be reached or went away mid-request: a refused or broken connection, a
 * pool that timed out waiting for one, or a server shutting down / starting up (SQLSTATE class 08,
 * 57P01-57P03). Not a bug in the request: the client may retry.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_ERROR_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code)) {
        return true;
      }
    }
    if (
      typeof message === 'string' &&
      POOL_FAILURE_MESSAGES.some((text) => message.includes(text))
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);

/** node-postgres reports these without a code. */
const POOL_FAILURE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

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
