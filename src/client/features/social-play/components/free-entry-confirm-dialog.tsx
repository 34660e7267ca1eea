import { Gift } from 'lucide-react';
import { FREE_ENTRY_JOIN_TEXT, FREE_ENTRY_PAYMENT_LABEL } from '../../../../shared/free-entry';
import { formatCents } from '../../../../shared/money';
import { ConfirmStepDialog } from '../../../components/confirm-step-dialog';

/**
 * The confirm step of a free entry (buy one, play free): nothing is charged, and
 * the shopper reads that before joining. Only Confirm calls `onConfirm`.
 */
export function FreeEntryConfirmDialog({
  entry,
  onCancel,
  onConfirm,
}: {
  entry: { productName: string } | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmStepDialog
      open={entry !== null}
      icon={Gift}
      title="Confirm your free entry"
      description={
        entry &&
        `Your entry to play for ${entry.productName} comes free with your purchase, with the 5 influencers you picked. Nothing is charged.`
      }
      facts={[
        { label: 'Amount', value: formatCents(0), testId: 'charge-amount' },
        { label: 'Paid by', value: FREE_ENTRY_PAYMENT_LABEL, testId: 'charge-card' },
      ]}
      confirmText={FREE_ENTRY_JOIN_TEXT}
      testId="free-entry-confirm"
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
