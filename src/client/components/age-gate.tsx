import { useQueryClient } from '@tanstack/react-query';
import { UserCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { MINIMUM_AGE } from '../../shared/responsible-play';
import { getErrorMessage } from '../lib/api';
import { confirmAge, playLimitsQueryOptions } from '../lib/play-limits';
import { queryKeys } from '../lib/query-keys';
import { toast } from '../lib/toast';
import { ConfirmStepDialog } from './confirm-step-dialog';

export const AGE_DIALOG_TITLE = `Are you ${MINIMUM_AGE} or older?`;
export const AGE_CONFIRM_TEXT = `I am ${MINIMUM_AGE} or older`;

/** The age step: asked once, before the first paid entry or bid. */
export function AgeConfirmationDialog({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmStepDialog
      open={open}
      icon={UserCheck}
      title={AGE_DIALOG_TITLE}
      description={`Paid game entries and auction bids are for adults. Confirm once that you are ${MINIMUM_AGE} or older; we keep when you confirmed it. You can set spending limits or take a break in your profile, under Limits.`}
      facts={[]}
      confirmText={AGE_CONFIRM_TEXT}
      testId="age-confirmation-dialog"
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

export interface AgeGate {
  /** Runs `next` once the player is confirmed 18+, asking first when they are not. */
  ensureAdult(next: () => void): Promise<void>;
  /** Asks now (the server answered AGE_CONFIRMATION_REQUIRED), then runs `next`. */
  ask(next: () => void): void;
  /** The dialog, to render once in the page. */
  dialog: ReactNode;
}

/** The age step for a page that takes paid entries or bids. */
export function useAgeGate(): AgeGate {
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState<{ next: () => void } | null>(null);

  const confirm = async () => {
    const pending = waiting;
    setWaiting(null);
    try {
      const limits = await confirmAge();
      queryClient.setQueryData(queryKeys.responsiblePlay.limits, limits);
      pending?.next();
    } catch (error) {
      toast.error('Could not confirm your age', { description: getErrorMessage(error) });
    }
  };

  return {
    ensureAdult: async (next) => {
      const limits = await queryClient.fetchQuery({ ...playLimitsQueryOptions(), staleTime: 0 });
      if (limits.ageConfirmedAt) next();
      else setWaiting({ next });
    },
    ask: (next) => setWaiting({ next }),
    dialog: (
      <AgeConfirmationDialog
        open={waiting !== null}
        onCancel={() => setWaiting(null)}
        onConfirm={() => void confirm()}
      />
    ),
  };
}
