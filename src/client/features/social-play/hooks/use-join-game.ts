import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Product } from '../../../../shared/contracts/catalog';
import { toCents } from '../../../../shared/money';
import { useAgeGate } from '../../../components/age-gate';
import { trackEvent } from '../../../lib/analytics';
import { getErrorMessage } from '../../../lib/api';
import { userForAction } from '../../../lib/current-user';
import { limitsBlockFor, type PlayBlock, profileBlock } from '../../../lib/play-readiness';
import { playRefusalOf } from '../../../lib/play-refusal';
import { queryKeys } from '../../../lib/query-keys';
import { authPathFor } from '../../../lib/safe-path';
import { toast } from '../../../lib/toast';
import { offerPushOnce } from '../../../lib/web-push';
import { chargeCardLabel, chargedText, createPaymentAttempts, fingerprintOf } from '../../payments';
import { profileQueryOptions } from '../../profile';
import { useEnterPlay } from '../api/enter-play';
import { classifyPlayError, PLAY_FAILED } from '../lib/play-errors';
import { EXACTLY_FIVE, isCompleteTeam } from '../lib/selection';

/** An entry the shopper is asked to confirm: charged to their card, or free with a purchase. */
type PendingEntry =
  | { team: string[]; free: false; cardLabel: string }
  | { team: string[]; free: true };

/**
 * Joining a game from the play page: Join Game checks the team, the sign-in and the card (or the
 * free entry), the age step, then Confirm enters the team once per attempt and says what happened.
 */
export function useJoinGame({
  product,
  playPath,
  selected,
  updateSelection,
  hasFreeEntry,
  entryPrice,
  onStale,
}: {
  product: Product;
  playPath: string;
  selected: string[];
  updateSelection: (next: string[]) => void;
  hasFreeEntry: boolean;
  entryPrice: number;
  /** The game changed under the shopper (full, started): read it again. */
  onStale: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const enter = useEnterPlay();
  const ageGate = useAgeGate();
  const [attempts] = useState(createPaymentAttempts);
  const [paymentDialogOpen, setPaymentDialogOpen] = useState(false);
  /** What stops the entry before its confirm step: a missing detail or a limit. */
  const [blocked, setBlocked] = useState<PlayBlock | null>(null);
  /**
   * The entry waiting for the shopper's Confirm: the team and the card it will be charged to, or
   * free with a purchase (no card).
   */
  const [pendingEntry, setPendingEntry] = useState<PendingEntry | null>(null);
  const [checkingCard, setCheckingCard] = useState(false);
  /** The entry just made, shown until the refreshed competition lists it. */
  const [justEntered, setJustEntered] = useState<{ competitionId: number; team: string[] } | null>(
    null,
  );

  /** Join Game: checks the team and the card on file, then asks to confirm the charge. */
  const join = async () => {
    if (!(await userForAction(queryClient))) {
      navigate(authPathFor(playPath));
      return;
    }
    if (!isCompleteTeam(selected)) {
      toast.error(PLAY_FAILED, { description: EXACTLY_FIVE });
      return;
    }
    if (hasFreeEntry) {
      // Nothing is charged: no card needed, only the age step before the confirm step.
      const team = [...selected];
      await ageGate.ensureAdult(() => setPendingEntry({ team, free: true }));
      return;
    }
    setCheckingCard(true);
    try {
      const profile = await queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 });
      // The completeness rule, then the limits, before the confirm step; a card alone missing
      // keeps its own dialog.
      const missing = profileBlock(profile, 'enter');
      if (missing?.kind === 'profile' && missing.needsCard && !missing.needsDetails) {
        setPaymentDialogOpen(true);
        return;
      }
      const block =
        missing ?? (await limitsBlockFor(queryClient, 'entry', toCents(entryPrice), new Date()));
      if (block) {
        setBlocked(block);
        return;
      }
      if (!profile.paymentMethod) {
        setPaymentDialogOpen(true);
        return;
      }
      const entry = {
        team: [...selected],
        cardLabel: chargeCardLabel(profile.paymentMethod),
        free: false as const,
      };
      // The age step comes before the first paid entry's confirm step.
      await ageGate.ensureAdult(() => setPendingEntry(entry));
    } catch (error) {
      const failure = classifyPlayError(error);
      if (failure.kind === 'sign-in') {
        await queryClient.invalidateQueries({ queryKey: queryKeys.user });
        navigate(authPathFor(playPath));
        return;
      }
      toast.error(PLAY_FAILED, { description: getErrorMessage(error) });
    } finally {
      setCheckingCard(false);
    }
  };

  /** Confirm: the only place the entry is charged. */
  const confirmEntry = async () => {
    if (!pendingEntry) return;
    const entry = pendingEntry;
    const { team } = entry;
    setPendingEntry(null);
    trackEvent('submit_play', {
      productId: product.id,
      influencerIds: team.join(','),
    });
    const attempt = attempts.attemptFor(
      fingerprintOf({ productId: product.id, influencerIds: [...team].sort() }),
    );
    try {
      const result = await enter.mutateAsync({
        productId: product.id,
        influencerIds: team,
        amount: entry.free ? 0 : entryPrice,
        idempotencyKey: attempt.key,
        freeEntry: entry.free,
      });
      attempts.settle();
      setJustEntered({ competitionId: result.competitionId, team });
      updateSelection([]);
      toast.success('Game joined', {
        description: result.free
          ? "Nothing was charged: your entry came free with your purchase. You're in!"
          : `${chargedText(toCents(entryPrice), entry.free ? '' : entry.cardLabel)} You're in!`,
      });
      offerPushOnce('entry');
    } catch (error) {
      attempts.settle(error);
      const refusal = playRefusalOf(error);
      if (refusal) {
        if (refusal.code === 'AGE_CONFIRMATION_REQUIRED') {
          ageGate.ask(() => setPendingEntry(entry));
          return;
        }
        toast.error(refusal.title, {
          description: refusal.message,
          duration: 15_000,
          action: { label: 'Settings', onClick: () => navigate('/profile?tab=play') },
        });
        return;
      }
      const failure = classifyPlayError(error);
      switch (failure.kind) {
        case 'sign-in':
          await queryClient.invalidateQueries({ queryKey: queryKeys.user });
          navigate(authPathFor(playPath));
          return;
        case 'payment-method':
          setPaymentDialogOpen(true);
          return;
        case 'stale':
          toast.error(PLAY_FAILED, { description: failure.message });
          onStale();
          return;
        default:
          toast.error(PLAY_FAILED, { description: failure.message });
      }
    }
  };

  return {
    join,
    confirmEntry,
    pendingEntry,
    cancelEntry: () => setPendingEntry(null),
    busy: enter.isPending || checkingCard,
    paymentDialogOpen,
    setPaymentDialogOpen,
    blocked,
    clearBlocked: () => setBlocked(null),
    justEntered,
    ageGate,
  };
}
