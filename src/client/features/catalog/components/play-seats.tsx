import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { fillDeadlineText } from '../../../../shared/competition-texts';
import type { Competition } from '../../../../shared/contracts/competitions';
import { apiRequest } from '../../../lib/api';
import { competitionPollMs, waitingText } from '../../../lib/competition-display';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The product's game as the product page needs it before entry: how many have joined and how many
 * it needs. The same query (key and answer) the Social Competition tab and the play page read; read
 * here without its schema, so the product page loads no zod for it.
 */
function useProductGameSeats(productId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.competitions.product(productId),
    queryFn: () => apiRequest<Competition>('GET', `/api/products/${productId}/competition`),
    enabled,
    refetchInterval: (query) => competitionPollMs(query.state.data?.gameStatus),
    staleTime: 0,
  });
}

/**
 * Beside Play Now, while the product's game waits for players: 'Waiting for 8 more participants.
 * (3/11 entries)' (the spec's words for a waiting game) and when it starts or is refunded (decision
 * 0060), so a shopper knows before paying whether the game is near to starting (issue 37, item 1).
 * Once the game is full, 'Game starting soon!'; nothing once it is live or over.
 */
export function PlaySeats({ productId, enabled }: { productId: number; enabled: boolean }) {
  const { data: game } = useProductGameSeats(productId, enabled);
  if (!enabled || !game || game.gameStatus !== 'waiting') return null;
  const full = game.entriesCount >= game.requiredParticipants;
  return (
    <div
      data-testid="play-seats"
      className="mt-3 flex gap-2 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-800" />
      <div className="min-w-0">
        <p data-testid="play-seats-count" className="font-semibold">
          {full ? 'Game starting soon!' : waitingText(game.entriesCount, game.requiredParticipants)}
        </p>
        {!full && !game.startTime && (
          <p className="mt-0.5">{fillDeadlineText(game.requiredParticipants, game.fillDeadline)}</p>
        )}
      </div>
    </div>
  );
}
