import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayResult } from '../../../../shared/contracts/competitions';
import { apiRequest } from '../../../lib/api';
import { lazySchema, parseAnswer } from '../../../lib/lazy-schema';
import { queryKeys } from '../../../lib/query-keys';

const playResultSchema = lazySchema(
  async () => (await import('../../../../shared/contracts/competitions')).playResultSchema,
);

export interface EnterPlayInput {
  productId: number;
  influencerIds: string[];
  /** The entry price shown to the shopper; the server charges the product's own price regardless. */
  amount: number;
  /** One per attempt; reused only to retry an attempt whose outcome is unknown. */
  idempotencyKey: string;
  /** The shopper confirmed a free entry: refused rather than charged without one. */
  freeEntry?: boolean;
}

/**
 * POST /api/plays charges the entry and records the team. Its answer carries the payment and the
 * invoice, so the client reads nothing back (the server still answers POST /api/payments, the
 * spec's read-back, for clients that call it).
 */
export async function enterPlay({
  productId,
  influencerIds,
  idempotencyKey,
  freeEntry,
}: EnterPlayInput): Promise<PlayResult> {
  return parseAnswer(
    playResultSchema,
    apiRequest(
      'POST',
      '/api/plays',
      { productId, influencerIds, ...(freeEntry && { freeEntry }) },
      { 'Idempotency-Key': idempotencyKey },
    ),
  );
}

/**
 * What an entry changes: the game, the shopper's games and free entries, invoices and the bell's
 * payment news.
 */
const touchedByAnEntry = [
  queryKeys.competitions.all,
  queryKeys.invoices.all,
  queryKeys.notifications,
  queryKeys.profileStatus,
] as const;

export function useEnterPlay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterPlay,
    onSettled: () =>
      Promise.all(touchedByAnEntry.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
