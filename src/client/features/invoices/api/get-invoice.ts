import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Invoice, invoiceSchema } from '../../../../shared/contracts/orders';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/invoices/:id: one of the shopper's own invoices (another user's answers 404). */
export async function getInvoice(id: number): Promise<Invoice> {
  return invoiceSchema.parse(await apiRequest('GET', `/api/invoices/${id}`));
}

export function invoiceQueryOptions(id: number) {
  // Fetched again on each visit: its status moves when the shop marks a cash order paid or cancels it.
  return queryOptions({
    queryKey: queryKeys.invoices.detail(id),
    queryFn: () => getInvoice(id),
    staleTime: 0,
  });
}

export function useInvoice(id: number | null) {
  return useQuery({ ...invoiceQueryOptions(id ?? 0), enabled: id !== null });
}

/** The PDF the server renders (GET /api/invoices/:id/pdf, an attachment). */
export function invoicePdfUrl(id: number): string {
  return `/api/invoices/${id}/pdf`;
}
