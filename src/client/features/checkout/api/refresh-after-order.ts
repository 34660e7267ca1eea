import type { QueryClient } from '@tanstack/react-query';

/**
 * After an order, everything it touched is read again when next shown: the (now empty) cart, the
 * order history, invoices, stock on product pages, the profile and the bell's payment news.
 */
const touchedByAnOrder = [
  ['cart'],
  ['orders'],
  ['user-orders'],
  ['invoices'],
  ['products'],
  ['product'],
  ['profile'],
  ['profile-status'],
  ['notifications'],
] as const;

export function refreshAfterOrder(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    touchedByAnOrder.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
