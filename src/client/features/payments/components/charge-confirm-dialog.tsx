import { CreditCard } from 'lucide-react';
import { formatCents } from '../../../../shared/money';
import { ConfirmStepDialog } from '../../../components/confirm-step-dialog';

/** A charge about to be made: what for, how much, and the card it goes to. */
export interface PendingCharge {
  title: string;
  /** What the money buys, one sentence. */
  description: string;
  amountCents: number;
  /** 'Visa •••• 4242' */
  cardLabel: string;
  confirmText: string;
}

/**
 * The confirm step before any one-tap charge (issue 21, item 10): the amount and the card, then
 * Confirm or Cancel. Only Confirm calls `onConfirm`; Cancel, Escape and the overlay charge nothing.
 */
export function ChargeConfirmDialog({
  charge,
  onCancel,
  onConfirm,
}: {
  charge: PendingCharge | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmStepDialog
      open={charge !== null}
      icon={CreditCard}
      title={charge?.title}
      description={charge?.description}
      facts={
        charge
          ? [
              { label: 'Amount', value: formatCents(charge.amountCents), testId: 'charge-amount' },
              { label: 'Charged to', value: charge.cardLabel, testId: 'charge-card' },
            ]
          : []
      }
      confirmText={charge?.confirmText ?? 'Confirm'}
      testId="charge-confirm"
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
