import { CreditCard } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { Link } from 'react-router';
import { formatEntryPrice, toCents } from '../../../../shared/money';
import { buttonClassName } from '../../../components/ui/button';

export const PAYMENT_METHOD_REQUIRED = 'Payment Method Required';

/** No card on file: entries are paid with the saved card, so send the shopper to add one. */
export function PaymentMethodDialog({
  open,
  onOpenChange,
  entryPrice,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entryPrice: number;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-xl">
          <span className="flex size-12 items-center justify-center rounded-full bg-coral-50 text-coral-600">
            <CreditCard aria-hidden="true" className="size-6" />
          </span>
          <AlertDialog.Title className="mt-4 text-xl font-bold tracking-tight text-slate-900">
            {PAYMENT_METHOD_REQUIRED}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-slate-600">
            {`Add a payment card to your profile to join games. Your ${formatEntryPrice(toCents(entryPrice))} entry is charged to the card on file; your picks are kept for when you come back.`}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClassName('outline')}>Not now</AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Link to="/profile?tab=payment" className={buttonClassName('accent')}>
                Add Payment Method
              </Link>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
