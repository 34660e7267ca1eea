import { CreditCard } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { formatCents } from '../../../../shared/money';
import { buttonClassName } from '../../../components/ui/button';

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
    <AlertDialog.Root open={charge !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <AlertDialog.Content
          data-testid="charge-confirm"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-xl"
        >
          <span className="flex size-12 items-center justify-center rounded-full bg-coral-50 text-coral-600">
            <CreditCard aria-hidden="true" className="size-6" />
          </span>
          <AlertDialog.Title className="mt-4 text-xl font-bold tracking-tight text-slate-900">
            {charge?.title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-slate-600">
            {charge?.description}
          </AlertDialog.Description>
          {charge && (
            <dl className="mt-4 divide-y divide-slate-100 rounded-2xl bg-sand-100 px-4 text-sm">
              <div className="flex items-center justify-between gap-3 py-3">
                <dt className="text-slate-600">Amount</dt>
                <dd
                  data-testid="charge-amount"
                  className="text-lg font-extrabold text-ocean-950 tabular-nums"
                >
                  {formatCents(charge.amountCents)}
                </dd>
              </div>
              <div className="flex items-center justify-between gap-3 py-3">
                <dt className="text-slate-600">Charged to</dt>
                <dd data-testid="charge-card" className="font-semibold text-slate-900">
                  {charge.cardLabel}
                </dd>
              </div>
            </dl>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClassName('outline')}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClassName('accent')} onClick={onConfirm}>
              {charge?.confirmText ?? 'Confirm'}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
