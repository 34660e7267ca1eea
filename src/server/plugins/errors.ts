import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { requestMessages } from '../../shared/validation-messages';
import { AppError } from '../errors';
import { uploadMessages } from '../modules/images/image-upload';

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
