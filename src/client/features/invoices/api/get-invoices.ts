import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Invoice, invoiceListSchema } from '../../../../shared/contracts/orders';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/invoices: the signed-in shopper's invoices, newest first. */
export async function getInvoices(): Promise<Invoice[]> {
  return invoiceListSchema.parse(await apiRequest('GET', '/api/invoices'));
}

export function invoicesQueryOptions() {
  // Fetched again on each visit: a checkout elsewhere in the app adds invoices.
  return queryOptions({ queryKey: queryKeys.invoices.all, queryFn: getInvoices, staleTime: 0 });
}

export function useInvoices() {
  return useQuery(invoicesQueryOptions());
}
