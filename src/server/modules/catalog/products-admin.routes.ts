import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IF_MATCH_INVALID,
  PRODUCT_NOT_FOUND,
  parseIfMatchVersion,
  productSchema,
} from '../../../shared/contracts/catalog';
import { errorBodySchema } from '../../../shared/contracts/errors';
import { productInputSchema } from '../../../shared/contracts/product-input';
import type { AppContext } from '../../context';
import { AppError, recordId } from '../../errors';
import { requireElevatedAdmin } from '../../plugins/auth';
import { assertStorableText } from '../../plugins/security';
import { MAX_UPLOAD_BYTES } from '../images/image-upload';
import {
  archiveProduct,
  createProduct,
  type ProductWrite,
  patchProduct,
  replaceProduct,
} from './products-admin.service';

const idParams = z.object({ id: z.string() });

function productId(raw: string): number {
  return recordId(raw, PRODUCT_NOT_FOUND);
}

/** The version an editor loaded (`If-Match: "<version>"`); undefined without a precondition. */
function expectedVersion(request: FastifyRequest): number | undefined {
  const raw = request.headers['if-match'];
  const version = parseIfMatchVersion(Array.isArray(raw) ? raw.join(',') : raw);
  if (version === null) throw new AppError('BAD_REQUEST', IF_MATCH_INVALID);
  return version;
}

/** Reads a product write: multipart (`data` JSON, optional `image`, `keepExistingImage`) or JSON. */
async function readWrite(request: FastifyRequest): Promise<ProductWrite> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return {
      fields: body,
      keepExistingImage: body.keepExistingImage === true || body.keepExistingImage === 'true',
    };
  }
  const write: ProductWrite = { fields: undefined };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'image') {
        await part.toBuffer();
        continue;
      }
      write.image = await part.toBuffer();
      if (write.image.length === 0) write.image = undefined;
    } else if (part.fieldname === 'data') {
      try {
        write.fields = JSON.parse(String(part.value));
      } catch {
        throw new AppError('BAD_REQUEST', 'The data field must hold the product fields as JSON');
      }
      assertStorableText(write.fields);
    } else if (part.fieldname === 'keepExistingImage') {
      write.keepExistingImage = String(part.value) === 'true';
    }
  }
  return write;
}

/**
 * The If-Match precondition of product edits, declared so the reference shows it;
 * other headers pass through.
 */
const ifMatchHeaders = z.looseObject({
  'if-match': z
    .string()
    .optional()
    .describe(
      'The version the editor loaded, `"<version>"`: a write over a newer version is refused with 409',
    ),
});

/** The request body is not a Zod schema (it may be multipart): described in words. */
const PRODUCT_WRITE_BODY =
  'Body: the product fields (productInputSchema) as JSON, or multipart/form-data with a `data` field holding them as JSON, an optional `image` file (at most 5 MB) and `keepExistingImage`.';

/**
 * The two bodies a product write takes, for the reference (the route reads them itself: Fastify
 * does not validate a multipart body). A PATCH gives only the fields it changes.
 */
function productWriteBody(write: 'whole' | 'some fields') {
  const { required, ...json } = z.toJSONSchema(productInputSchema, {
    io: 'input',
    unrepresentable: 'any',
  });
  return {
    content: {
      'application/json': {
        schema: {
          ...json,
          ...(write === 'whole' ? { required } : {}),
          properties: {
            ...(json.properties ?? {}),
            keepExistingImage: { type: 'boolean', description: 'Keep the current image' },
          },
        },
      },
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: ['data'],
          properties: {
            data: { type: 'string', description: 'The product fields as JSON (as the JSON body)' },
            image: { type: 'string', format: 'binary', description: 'The picture, at most 5 MB' },
            keepExistingImage: { type: 'string', enum: ['true', 'false'] },
          },
        },
      },
    },
  };
}

const productWriteResponses = { 200: productSchema, 413: errorBodySchema };

/** Admin product writes: admin only (401/403 before the body is read) and a fresh PIN step-up. */
export const productAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024 * 1024, parts: 12 },
    throwFileSizeLimit: true,
  });
  app.addHook('onRequest', requireElevatedAdmin(ctx));

  app.post(
    '/api/products',
    {
      schema: {
        summary: 'Create a product',
        description: PRODUCT_WRITE_BODY,
        documentedBody: productWriteBody('whole'),
        response: { 201: productSchema, 400: errorBodySchema, 413: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createProduct(ctx, await readWrite(request))),
  );

  app.put(
    '/api/products/:id',
    {
      schema: {
        summary: 'Replace a product',
        description: PRODUCT_WRITE_BODY,
        documentedBody: productWriteBody('whole'),
        params: idParams,
        headers: ifMatchHeaders,
        response: productWriteResponses,
      },
    },
    async (request) => {
      const id = productId(request.params.id);
      const version = expectedVersion(request);
      return replaceProduct(ctx, id, { ...(await readWrite(request)), expectedVersion: version });
    },
  );

  app.patch(
    '/api/products/:id',
    {
      schema: {
        summary: 'Change some fields of a product',
        description: PRODUCT_WRITE_BODY,
        documentedBody: productWriteBody('some fields'),
        params: idParams,
        headers: ifMatchHeaders,
        response: productWriteResponses,
      },
    },
    async (request) => {
      const id = productId(request.params.id);
      const version = expectedVersion(request);
      return patchProduct(ctx, id, (await readWrite(request)).fields, version);
    },
  );

  app.delete(
    '/api/products/:id',
    { schema: { summary: 'Delete a product', params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await archiveProduct(ctx, productId(request.params.id));
      return reply.status(204).send(null);
    },
  );
};
