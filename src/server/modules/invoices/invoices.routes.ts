import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutMessages,
  invoiceListSchema,
  invoiceSchema,
} from '../../../shared/contracts/orders';
import { idParamsSchema } from '../../../shared/contracts/params';
import type { AppContext } from '../../context';
import { recordId } from '../../errors';
import { currentUser, requireUser } from '../../plugins/auth';
import { mediaResponse } from '../../plugins/openapi';
import { renderInvoicePdf } from './invoice-pdf';
import { getInvoice, listInvoices } from './invoices.service';

/** A shopper's own invoices: the list, one, and its PDF. */
export const invoiceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/invoices',
    { schema: { summary: 'List my invoices', response: { 200: invoiceListSchema } } },
    async (request) => listInvoices(ctx, currentUser(request).id),
  );

  app.get(
    '/api/invoices/:id',
    {
      schema: {
        summary: 'One of my invoices',
        params: idParamsSchema,
        response: { 200: invoiceSchema },
      },
    },
    async (request) =>
      getInvoice(
        ctx,
        currentUser(request).id,
        recordId(request.params.id, checkoutMessages.invoiceNotFound),
      ),
  );

  app.get(
    '/api/invoices/:id/pdf',
    {
      schema: {
        summary: 'An invoice as PDF',
        params: idParamsSchema,
        response: {
          200: mediaResponse('The invoice, as an attachment', ['application/pdf'], 'binary'),
        },
        responseHeaders: {
          200: { 'Content-Disposition': 'attachment; filename="invoice-<number>.pdf"' },
        },
      },
    },
    async (request, reply) => {
      const invoice = await getInvoice(
        ctx,
        currentUser(request).id,
        recordId(request.params.id, checkoutMessages.invoiceNotFound),
      );
      const pdf = await renderInvoicePdf(invoice);
      return reply
        .type('application/pdf')
        .header(
          'Content-Disposition',
          `attachment; filename="invoice-${invoice.invoiceNumber}.pdf"`,
        )
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
};
